package jsontext

import (
	"encoding/json"
	"math/rand/v2"
	"strings"
	"testing"
)

// Quote writes a string byte for byte as encoding/json does, whatever it
// holds: quotes, controls, HTML's <>&, U+2028, invalid UTF-8, any script.
func TestQuoteWritesWhatEncodingJSONWrites(t *testing.T) {
	alphabet := []string{"a", "ş", "İ", "\"", "\\", "/", "\n", "\r", "\t", "\b", "\f", "\x00", "\x1f", "\x7f",
		"<", ">", "&", "\u2028", "\u2029", "\xff", "\xe2\x80", "😀", " "}
	r := rand.New(rand.NewPCG(1, 1))
	for range 20000 {
		var in strings.Builder
		for range r.IntN(8) {
			in.WriteString(alphabet[r.IntN(len(alphabet))])
		}
		want, _ := json.Marshal(in.String())
		var got strings.Builder
		Quote(&got, in.String())
		if got.String() != string(want) {
			t.Fatalf("Quote(%q) = %s, encoding/json wrote %s", in.String(), got.String(), want)
		}
	}
}

// Read accepts exactly the texts encoding/json accepts, over random texts
// made of JSON's pieces (most of them malformed); a string it reads is
// the string encoding/json reads, and every member of a top-level list or
// object reaches item, in order.
func TestReadAcceptsWhatEncodingJSONAccepts(t *testing.T) {
	pieces := []string{`[`, `]`, `{`, `}`, `,`, `:`, ` `, "\n", `"a"`, `"k":`, `"\u00e7"`, `"\ud83d\ude00"`, `"\ud83d"`, `"\udc00x"`,
		"\"\x01\"", `"\q"`, `"a\"b"`, `"\/"`, "\"\xff\"", `0`, `-0`, `12`, `1.5`, `1e2`, `-1E+3`, `01`, `1.`, `-`, `1e`,
		`true`, `false`, `null`, `nul`, `tru`, `"`, `"x`, `[1,`, `{"k":`}
	r := rand.New(rand.NewPCG(2, 3))
	texts := []string{``, ` `, `"x"`, `[]`, `{}`, `[1,2]`, `{"a":[1,{"b":null}]}`, `[1] x`}
	for range 30000 {
		var b strings.Builder
		for range r.IntN(10) {
			b.WriteString(pieces[r.IntN(len(pieces))])
		}
		texts = append(texts, b.String(), "["+b.String()+"]", "{"+b.String()+"}")
	}
	for _, s := range texts {
		var members []Value
		top, ok := Read(s, func(_ string, v Value) { members = append(members, v) })
		if ok != json.Valid([]byte(s)) {
			t.Fatalf("%q: read %v, encoding/json valid %v", s, ok, json.Valid([]byte(s)))
		}
		if !ok {
			continue
		}
		var any interface{}
		d := json.NewDecoder(strings.NewReader(s))
		d.UseNumber() // a number too large for a float64 is still JSON
		if err := d.Decode(&any); err != nil {
			t.Fatal(err)
		}
		if str, isStr := any.(string); isStr && (top.Kind != String || top.Text != str) {
			t.Fatalf("%q: read %+v, encoding/json read %q", s, top, str)
		}
		if list, isList := any.([]interface{}); isList {
			if len(list) != len(members) {
				t.Fatalf("%q: %d members reached item, the list has %d", s, len(members), len(list))
			}
			for i, e := range list {
				if str, isStr := e.(string); isStr && (members[i].Kind != String || members[i].Text != str) {
					t.Fatalf("%q: member %d read %+v, encoding/json read %q", s, i, members[i], str)
				}
			}
		}
	}
}
