package progress

import (
	"encoding/json"
	"maps"
	"math/rand/v2"
	"strings"
	"testing"
)

// What encoding/json did before the progress wrote its own JSON: the
// reference the page's reader and writer must agree with.
func refProgress(s string) Progress {
	var entries []json.RawMessage
	pr := Progress{}
	if json.Unmarshal([]byte(s), &entries) != nil {
		return pr
	}
	for _, e := range entries {
		var k string
		if json.Unmarshal(e, &k) == nil && k != "" {
			pr[k] = true
		}
	}
	return pr
}

func refSketches(s string) Sketches {
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

// pieces of JSON, valid and not, that a random text is made of.
var jsonPieces = []string{`[`, `]`, `{`, `}`, `,`, `:`, ` `, "\n", `"a"`, `"kayıt/ilk"`, `"\u00e7"`, `"\ud83d\ude00"`, `"\ud83d"`, `"\udc00x"`,
	`"\n"`, "\"\x01\"", `"\q"`, `"a\"b"`, `"\/"`, "\"\xff\"", `0`, `-0`, `12`, `100`, `101`, `-1`, `1.5`, `1e2`, `01`, `1.`, `-`, `true`, `false`, `null`, `nul`, `"`, `"x`, `[1,`, `{"k":`}

func randomJSON(r *rand.Rand) string {
	var b strings.Builder
	for range r.IntN(12) {
		b.WriteString(jsonPieces[r.IntN(len(jsonPieces))])
	}
	return b.String()
}

// The page reads a kept progress as encoding/json read it, over 20,000
// random texts (most of them malformed), and well-formed lists and
// objects with strange names and numbers.
func TestTheProgressIsReadAsEncodingJSONReadIt(t *testing.T) {
	r := rand.New(rand.NewPCG(7, 11))
	texts := []string{``, ` `, `null`, `[]`, `{}`, `["a","b"]`, `["a",1,null,{"x":[1]},"b"]`, `[""]`, `{"a":1,"b":null,"c":"3","d":101,"a":2}`,
		`{"a":1,"a":"x"}`, `{"a":1.0}`, `{"a":1e1}`, `{"a":-0}`, `[1] x`, `["\ud83d\ude00","\ud83dx"]`, "[\"\xe2\x80\xa8<&>\"]"}
	for range 20000 {
		texts = append(texts, randomJSON(r), "["+randomJSON(r)+"]", "{"+randomJSON(r)+"}")
	}
	for _, s := range texts {
		if got, want := decodeProgress(s), refProgress(s); !maps.Equal(got, want) {
			t.Fatalf("progress %q: read %v, encoding/json read %v", s, got, want)
		}
		if got, want := decodeSketches(s), refSketches(s); !maps.Equal(got, want) {
			t.Fatalf("sketches %q: read %v, encoding/json read %v", s, got, want)
		}
	}
}

// The page writes the progress byte for byte as encoding/json wrote it,
// whatever a name holds (quotes, controls, HTML's <>&, U+2028, invalid
// UTF-8), and reads back what it wrote.
func TestTheProgressIsWrittenAsEncodingJSONWroteIt(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 5))
	alphabet := []string{"a", "ş", "İ", "\"", "\\", "/", "\n", "\t", "\x00", "\x1f", "\x7f", "<", ">", "&", "\u2028", "\u2029", "\xff", "\xe2\x80", "😀", " "}
	for range 5000 {
		pr, sk := Progress{}, Sketches{}
		for range r.IntN(4) {
			var b strings.Builder
			for range r.IntN(6) {
				b.WriteString(alphabet[r.IntN(len(alphabet))])
			}
			pr[b.String()], sk[b.String()] = true, r.IntN(101)
		}
		keys := make([]string, 0, len(pr))
		for k := range pr {
			keys = append(keys, k)
		}
		want, _ := json.Marshal(sortedCopy(keys))
		if got := pr.encode(); got != string(want) {
			t.Fatalf("progress %q written %s, encoding/json wrote %s", keys, got, want)
		}
		wantSk, _ := json.Marshal(map[string]int(sk))
		if got := sk.encode(); got != string(wantSk) {
			t.Fatalf("sketches written %s, encoding/json wrote %s", got, wantSk)
		}
		if back := decodeSketches(sk.encode()); !maps.Equal(back, refSketches(string(wantSk))) {
			t.Fatalf("sketches %s read back as %v", wantSk, back)
		}
	}
}

func sortedCopy(s []string) []string {
	out := append([]string{}, s...)
	for i := range out {
		for j := i + 1; j < len(out); j++ {
			if out[j] < out[i] {
				out[i], out[j] = out[j], out[i]
			}
		}
	}
	return out
}
