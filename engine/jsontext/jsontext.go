// Package jsontext writes and reads the little JSON the browser build
// handles itself: the learner's progress (a list of names, an object of
// scores) and the registry's answers (one object). encoding/json (its code,
// its reflection, and a sort for each shape of its field lists) is about
// 3 % of app.wasm for these few texts, so they are written and read here.
// What Quote writes is what encoding/json writes, byte for byte, and Read
// accepts exactly the texts encoding/json accepts (the tests of its users
// compare both).
package jsontext

import (
	"strconv"
	"strings"
	"unicode/utf8"
)

// Quote appends s as a JSON string, escaped as encoding/json escapes
// it (HTML's <, > and & too, and invalid UTF-8 as U+FFFD).
func Quote(b *strings.Builder, s string) {
	const hex = "0123456789abcdef"
	b.WriteByte('"')
	for i := 0; i < len(s); {
		c := s[i]
		if c < utf8.RuneSelf {
			switch {
			case c == '"' || c == '\\':
				b.WriteByte('\\')
				b.WriteByte(c)
			case c == '\n':
				b.WriteString(`\n`)
			case c == '\r':
				b.WriteString(`\r`)
			case c == '\t':
				b.WriteString(`\t`)
			case c == '\b':
				b.WriteString(`\b`)
			case c == '\f':
				b.WriteString(`\f`)
			case c < 0x20 || c == '<' || c == '>' || c == '&':
				b.WriteString(`\u00`)
				b.WriteByte(hex[c>>4])
				b.WriteByte(hex[c&0xf])
			default:
				b.WriteByte(c)
			}
			i++
			continue
		}
		r, size := utf8.DecodeRuneInString(s[i:])
		switch {
		case r == utf8.RuneError && size == 1:
			b.WriteString(`\ufffd`)
		case r == '\u2028' || r == '\u2029':
			b.WriteString(`\u202`)
			b.WriteByte(hex[r&0xf])
		default:
			b.WriteString(s[i : i+size])
		}
		i += size
	}
	b.WriteByte('"')
}

// A Value is one value read: a string (Text is the string), a number
// (Text is its literal) or anything else (Text is its JSON: true, false,
// null, a list, an object, to Read again).
type Value struct {
	Kind Kind
	Text string
}

// Kind is what a value is.
type Kind byte

const (
	String Kind = 's'
	Number Kind = 'n'
	Other  Kind = 'o'
)

// jsonReader reads one JSON text; any error makes ok false.
type jsonReader struct {
	s  string
	i  int
	ok bool
}

func (r *jsonReader) space() {
	for r.i < len(r.s) && (r.s[r.i] == ' ' || r.s[r.i] == '\t' || r.s[r.i] == '\n' || r.s[r.i] == '\r') {
		r.i++
	}
}

func (r *jsonReader) fail() Value { r.ok = false; return Value{} }

// next is the next non-space byte (0 at the end).
func (r *jsonReader) next() byte {
	r.space()
	if r.i < len(r.s) {
		return r.s[r.i]
	}
	return 0
}

// value reads one value; a list's or an object's members go to item
// (nil: read and dropped), an object's with their key.
func (r *jsonReader) value(item func(key string, v Value)) Value {
	c := r.next()
	start := r.i
	switch {
	case c == '"':
		return Value{String, r.str()}
	case c == '-' || c >= '0' && c <= '9':
		return r.number()
	case c == '[':
		r.i++
		if r.next() == ']' {
			r.i++
			return Value{Other, r.s[start:r.i]}
		}
		for r.ok {
			v := r.value(nil)
			if item != nil {
				item("", v)
			}
			switch r.next() {
			case ',':
				r.i++
			case ']':
				r.i++
				return Value{Other, r.s[start:r.i]}
			default:
				return r.fail()
			}
		}
		return r.fail()
	case c == '{':
		r.i++
		if r.next() == '}' {
			r.i++
			return Value{Other, r.s[start:r.i]}
		}
		for r.ok {
			if r.next() != '"' {
				return r.fail()
			}
			k := r.str()
			if r.next() != ':' {
				return r.fail()
			}
			r.i++
			v := r.value(nil)
			if item != nil {
				item(k, v)
			}
			switch r.next() {
			case ',':
				r.i++
			case '}':
				r.i++
				return Value{Other, r.s[start:r.i]}
			default:
				return r.fail()
			}
		}
		return r.fail()
	}
	for _, lit := range []string{"true", "false", "null"} {
		if strings.HasPrefix(r.s[r.i:], lit) {
			r.i += len(lit)
			return Value{Other, lit}
		}
	}
	return r.fail()
}

// number reads a number as JSON's grammar has it.
func (r *jsonReader) number() Value {
	start := r.i
	digits := func() int {
		n := 0
		for r.i < len(r.s) && r.s[r.i] >= '0' && r.s[r.i] <= '9' {
			r.i++
			n++
		}
		return n
	}
	if r.s[r.i] == '-' {
		r.i++
	}
	if r.i < len(r.s) && r.s[r.i] == '0' {
		r.i++
	} else if digits() == 0 {
		return r.fail()
	}
	if r.i < len(r.s) && r.s[r.i] == '.' {
		r.i++
		if digits() == 0 {
			return r.fail()
		}
	}
	if r.i < len(r.s) && (r.s[r.i] == 'e' || r.s[r.i] == 'E') {
		r.i++
		if r.i < len(r.s) && (r.s[r.i] == '+' || r.s[r.i] == '-') {
			r.i++
		}
		if digits() == 0 {
			return r.fail()
		}
	}
	return Value{Number, r.s[start:r.i]}
}

// str reads a string at r.i (its opening quote), its escapes decoded and
// invalid UTF-8 read as U+FFFD, as encoding/json reads it.
func (r *jsonReader) str() string {
	r.i++
	var b strings.Builder
	for r.i < len(r.s) {
		c := r.s[r.i]
		switch {
		case c == '"':
			r.i++
			return b.String()
		case c < 0x20:
			r.ok = false
			return ""
		case c == '\\':
			if r.i+1 >= len(r.s) {
				r.ok = false
				return ""
			}
			e := r.s[r.i+1]
			r.i += 2
			switch e {
			case '"', '\\', '/':
				b.WriteByte(e)
			case 'b':
				b.WriteByte('\b')
			case 'f':
				b.WriteByte('\f')
			case 'n':
				b.WriteByte('\n')
			case 'r':
				b.WriteByte('\r')
			case 't':
				b.WriteByte('\t')
			case 'u':
				c1, ok := r.hex4()
				if !ok {
					return ""
				}
				if utf16High(c1) && strings.HasPrefix(r.s[r.i:], `\u`) {
					save := r.i
					r.i += 2
					if c2, ok := r.hex4(); ok && c2 >= 0xdc00 && c2 < 0xe000 {
						b.WriteRune((c1-0xd800)<<10 + (c2 - 0xdc00) + 0x10000)
						continue
					}
					r.i, r.ok = save, true
				}
				if c1 >= 0xd800 && c1 < 0xe000 {
					c1 = utf8.RuneError
				}
				b.WriteRune(c1)
			default:
				r.ok = false
				return ""
			}
		case c < utf8.RuneSelf:
			b.WriteByte(c)
			r.i++
		default:
			cr, size := utf8.DecodeRuneInString(r.s[r.i:])
			b.WriteRune(cr) // RuneError for invalid UTF-8
			r.i += size
		}
	}
	r.ok = false
	return ""
}

func utf16High(c rune) bool { return c >= 0xd800 && c < 0xdc00 }

// hex4 reads the four hex digits of a \u escape.
func (r *jsonReader) hex4() (rune, bool) {
	if r.i+4 > len(r.s) {
		r.ok = false
		return 0, false
	}
	v, err := strconv.ParseUint(r.s[r.i:r.i+4], 16, 32)
	if err != nil || strings.ContainsAny(r.s[r.i:r.i+4], "+-_xX") {
		r.ok = false
		return 0, false
	}
	r.i += 4
	return rune(v), true
}

// Read reads s, one value and nothing after it, handing each member of a
// top-level list or object to item (its key, or "" in a list; item may be
// nil); false when s is not JSON. top is the value read.
func Read(s string, item func(key string, v Value)) (top Value, ok bool) {
	r := &jsonReader{s: s, ok: true}
	top = r.value(item)
	if r.next() != 0 || !r.ok {
		return Value{}, false
	}
	return top, true
}
