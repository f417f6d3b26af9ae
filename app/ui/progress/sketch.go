package progress

import (
	"maps"
	"slices"
	"strconv"
	"strings"

	"playground/engine/jsontext"
)

// sketchKey is where the browser keeps the learner's best drawn guesses,
// beside the solved challenges (whose key and format it leaves alone): a
// JSON object from SketchKey to the best score, a whole number 0…100.
const sketchKey = "playground.sketch"

// Sketches are the best scores of drawn guesses, by SketchKey.
type Sketches map[string]int

// SketchKey names a drawn guess: the lab, the sweep as its page key writes
// it, and the metric drawn.
func SketchKey(labID, sweep, metric string) string { return labID + "/" + sweep + "/" + metric }

func (sk Sketches) encode() string {
	var b strings.Builder
	b.WriteByte('{')
	for i, k := range slices.Sorted(maps.Keys(sk)) {
		if i > 0 {
			b.WriteByte(',')
		}
		jsontext.Quote(&b, k)
		b.WriteByte(':')
		b.WriteString(strconv.Itoa(sk[k]))
	}
	b.WriteByte('}')
	return b.String()
}

// decodeSketches reads what encode wrote; a value that is no object reads
// as no score kept, and an entry that is no whole score 0…100 is left out,
// and only it: the next Keep keeps the others.
func decodeSketches(s string) Sketches {
	out := Sketches{}
	m := map[string]jsontext.Value{} // the last of a key's entries counts
	if _, ok := jsontext.Read(s, func(k string, v jsontext.Value) { m[k] = v }); !ok || !strings.HasPrefix(strings.TrimLeft(s, " \t\r\n"), "{") {
		return out
	}
	for k, v := range m {
		// A score is a whole number as encoding/json reads one into an
		// int: no fraction, no exponent.
		if n, err := strconv.Atoi(v.Text); v.Kind == jsontext.Number && err == nil && n >= 0 && n <= 100 {
			out[k] = n
		}
	}
	return out
}

// Best is the best score kept for key; false when none is.
func Best(key string) (int, bool) {
	v, _ := load(sketchKey)
	best, ok := decodeSketches(v)[key]
	return best, ok
}

// Keep records score for key when it beats the best kept, and returns the
// best (score itself when the browser keeps nothing).
func Keep(key string, score int) int {
	v, _ := load(sketchKey)
	sk := decodeSketches(v)
	if best, ok := sk[key]; ok && best >= score {
		return best
	}
	sk[key] = score
	store(sketchKey, sk.encode())
	return score
}
