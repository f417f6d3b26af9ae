package registry

import (
	"strconv"
	"strings"

	"playground/engine/jsontext"
)

// The answer's body is JSON, as the lesson's registry sends it; it is
// written and read here, not by encoding/json, which the browser build
// leaves out (package jsontext says why). The bytes are what
// encoding/json wrote (they are in the trace, whose hash is pinned), and a
// test holds both ways to encoding/json.

// body writes the answer as encoding/json wrote it: its fields in order,
// a nil address list as null.
func (a answer) body() string {
	var b strings.Builder
	b.WriteString(`{"kira":`)
	b.WriteString(strconv.FormatInt(a.Lease, 10))
	b.WriteString(`,"kayit":`)
	b.WriteString(strconv.Itoa(a.Records))
	b.WriteString(`,"adres":`)
	if a.Addrs == nil {
		b.WriteString("null")
	} else {
		b.WriteByte('[')
		for i, s := range a.Addrs {
			if i > 0 {
				b.WriteByte(',')
			}
			jsontext.Quote(&b, s)
		}
		b.WriteByte(']')
	}
	b.WriteString(`,"index":`)
	b.WriteString(strconv.FormatUint(a.Index, 10))
	b.WriteString(`,"at_ns":`)
	b.WriteString(strconv.FormatInt(a.At, 10))
	b.WriteByte('}')
	return b.String()
}

// readAnswer reads a body as encoding/json read it into an answer: an
// object whose fields (named exactly) hold whole numbers and a list of
// strings (or null); other fields are ignored, a field of the wrong kind
// makes the body unreadable.
func readAnswer(s string) (a answer, ok bool) {
	ok = true
	num := func(v jsontext.Value, set func(string) error) {
		if v.Kind == jsontext.Other && v.Text == "null" {
			return // null leaves a field as it was
		}
		if v.Kind != jsontext.Number || set(v.Text) != nil {
			ok = false
		}
	}
	top, read := jsontext.Read(s, func(k string, v jsontext.Value) {
		switch k {
		case "kira":
			num(v, func(t string) (err error) { a.Lease, err = strconv.ParseInt(t, 10, 64); return })
		case "kayit":
			num(v, func(t string) (err error) { a.Records, err = strconv.Atoi(t); return })
		case "index":
			num(v, func(t string) (err error) { a.Index, err = strconv.ParseUint(t, 10, 64); return })
		case "at_ns":
			num(v, func(t string) (err error) { a.At, err = strconv.ParseInt(t, 10, 64); return })
		case "adres":
			switch {
			case v.Kind == jsontext.Other && v.Text == "null":
				a.Addrs = nil
			case v.Kind == jsontext.Other && strings.HasPrefix(v.Text, "["):
				a.Addrs = []string{}
				jsontext.Read(v.Text, func(_ string, e jsontext.Value) {
					switch {
					case e.Kind == jsontext.String:
						a.Addrs = append(a.Addrs, e.Text)
					case e.Kind == jsontext.Other && e.Text == "null":
						a.Addrs = append(a.Addrs, "") // null leaves the string empty
					default:
						ok = false
					}
				})
			default:
				ok = false
			}
		}
	})
	if !read || !ok || top.Kind != jsontext.Other || !strings.HasPrefix(top.Text, "{") && top.Text != "null" {
		return answer{}, false // (null is read as encoding/json reads it: nothing)
	}
	return a, true
}
