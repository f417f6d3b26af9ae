package registry

import (
	"encoding/json"
	"math/rand/v2"
	"reflect"
	"strings"
	"testing"
)

// An answer's body is byte for byte what encoding/json wrote, and reads
// back as encoding/json read it, over random answers.
func TestAnAnswersBodyIsWhatEncodingJSONWrote(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	for range 5000 {
		a := answer{Lease: r.Int64N(1e12) - 1e6, Records: r.IntN(1000), Index: r.Uint64(), At: r.Int64()}
		switch r.IntN(3) {
		case 1:
			a.Addrs = []string{}
		case 2:
			for range r.IntN(5) {
				a.Addrs = append(a.Addrs, []string{"127.0.0.1:8761", "", "a\"b", "<&>", "ş\u2028"}[r.IntN(5)])
			}
		}
		want, err := json.Marshal(a)
		if err != nil {
			t.Fatal(err)
		}
		if got := a.body(); got != string(want) {
			t.Fatalf("body %s, encoding/json wrote %s", got, want)
		}
		back, ok := readAnswer(a.body())
		if !ok || !reflect.DeepEqual(back, a) {
			t.Fatalf("%s read back as %+v (%v)", want, back, ok)
		}
	}
}

// A body that is not the registry's answer is refused, or read, as
// encoding/json refused or read it: fields of the wrong kind, nulls,
// unknown fields, texts that are no JSON object.
func TestABodyIsReadAsEncodingJSONReadIt(t *testing.T) {
	pieces := []string{`"kira":`, `"kayit":`, `"adres":`, `"index":`, `"at_ns":`, `"x":`, `1`, `-2`, `1.5`, `1e3`, `null`, `"s"`, `[]`, `["a",null]`, `[1]`, `{}`, `true`, `,`, ` `, `18446744073709551616`}
	r := rand.New(rand.NewPCG(5, 8))
	bodies := []string{``, `null`, `[]`, `{}`, `{"adres":["a",null,"b"]}`, `{"kira":1,"kira":null}`, `{"adres":["a"],"adres":[]}`, `{"index":-1}`, `{"kayit":"3"}`}
	for range 20000 {
		var b strings.Builder
		b.WriteByte('{')
		for range r.IntN(6) {
			b.WriteString(pieces[r.IntN(len(pieces))])
		}
		b.WriteByte('}')
		bodies = append(bodies, b.String())
	}
	for _, s := range bodies {
		var want answer
		werr := json.Unmarshal([]byte(s), &want)
		got, ok := readAnswer(s)
		if ok != (werr == nil) || ok && !reflect.DeepEqual(got, want) {
			t.Fatalf("%s: read %+v (%v), encoding/json %+v (%v)", s, got, ok, want, werr)
		}
	}
}
