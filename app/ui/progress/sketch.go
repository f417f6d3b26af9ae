package progress

import "encoding/json"

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
	b, _ := json.Marshal(map[string]int(sk)) // keys sorted
	return string(b)
}

// decodeSketches reads what encode wrote; a value that is no object reads
// as no score kept, and an entry that is no whole score 0…100 is left out,
// and only it: the next Keep keeps the others.
func decodeSketches(s string) Sketches {
	var m map[string]json.RawMessage
	out := Sketches{}
	if json.Unmarshal([]byte(s), &m) != nil {
		return out
	}
	for k, raw := range m {
		var v int
		if string(raw) != "null" && json.Unmarshal(raw, &v) == nil && v >= 0 && v <= 100 {
			out[k] = v
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
