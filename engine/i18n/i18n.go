// Package i18n is the playground's one message catalog. Every user-facing
// string is a Text with a Turkish and an English form. Most are package-level
// literals (i18n.Text{TR: …, EN: …}) beside the code that prints them: the
// linker lays those out as data, so the catalog costs no start-up code in
// app.wasm (a registering call per string cost 24 KB of brotli wasm). A test
// (catalog_test.go) reads every Go file of the module and holds each literal
// to both languages and the same format verbs, the knobs' labels, help and
// choice names (written as two literals in each Spec line) included. No
// catalog is written at run time.
package i18n

import (
	"encoding/json"
	"errors"
	"fmt"
	"strconv"
	"strings"
)

// Lang is a UI language.
type Lang string

const (
	TR Lang = "tr" // the course's language and the default
	EN Lang = "en"
)

// Parse maps a lang= value to a Lang, defaulting to Turkish.
func Parse(s string) Lang {
	if strings.EqualFold(s, "en") {
		return EN
	}
	return TR
}

// Text is one string in both languages.
//
// A Text cannot be compared with == (Equal compares): a comparable struct
// makes the compiler write an equality function for every type that holds
// one — arrays of texts, rows, notes, presets — which the browser's wasm
// carried whether or not anything compared them.
type Text struct {
	TR string `json:"tr"`
	EN string `json:"en"`
	// Last, so every Text carries 8 bytes of padding (a pointer past a
	// zero-size last field must not point into the next object): with
	// it, a Text is copied as one block, not field by field, and the
	// browser's wasm is 24 KB of brotli smaller than with the field first.
	_ [0]func()
}

// Equal reports whether t and u read the same in both languages.
func (t Text) Equal(u Text) bool { return t.TR == u.TR && t.EN == u.EN }

// Plain is a Text that reads the same in both languages (numbers, paths).
func Plain(s string) Text { return Text{TR: s, EN: s} }

// In returns the form for lang.
func (t Text) In(l Lang) string {
	if l == EN {
		return t.EN
	}
	return t.TR
}

// Format fills both forms' verbs with the same arguments. Arguments that are
// Texts are filled in the matching language, and so is any argument that
// writes itself per language (an In(Lang) string method: a number written
// for people, engine/words), whatever its verb: %s or %d.
func (t Text) Format(args ...any) Text {
	return Text{TR: fmt.Sprintf(t.TR, pick(args, TR)...), EN: fmt.Sprintf(t.EN, pick(args, EN)...)}
}

// Localized is a value that writes itself in each language.
type Localized interface{ In(Lang) string }

func pick(args []any, l Lang) []any {
	out := make([]any, len(args))
	for i, a := range args {
		switch x := a.(type) {
		case Text:
			out[i] = x.In(l)
		case Localized:
			out[i] = written(x.In(l))
		default:
			out[i] = a
		}
	}
	return out
}

// written is a string that fills any verb as itself: a number written for
// people may stand where a format says %d.
type written string

func (w written) Format(f fmt.State, _ rune) { f.Write([]byte(w)) }

// number is a Text that fills a %d as well as a %s (Counted's count).
type number Text

func (n number) In(l Lang) string { return Text(n).In(l) }

// Int writes a whole number as each language does: digits grouped by three
// from five digits on, with a dot in Turkish and a comma in English
// (10.000 istek, 10,000 requests); four digits stay together (1500).
func Int(n int) Text {
	s := strconv.Itoa(n)
	neg := strings.HasPrefix(s, "-")
	digits := strings.TrimPrefix(s, "-")
	if len(digits) < 5 {
		return Plain(s)
	}
	group := func(sep string) string {
		var b strings.Builder
		if neg {
			b.WriteByte('-')
		}
		for i, d := range digits {
			if i > 0 && (len(digits)-i)%3 == 0 {
				b.WriteString(sep)
			}
			b.WriteRune(d)
		}
		return b.String()
	}
	return Text{TR: group("."), EN: group(",")}
}

// MarshalJSON writes a language-neutral Text as a plain string.
func (t Text) MarshalJSON() ([]byte, error) {
	if t.TR == t.EN {
		return json.Marshal(t.TR)
	}
	type both Text
	return json.Marshal(both(t))
}

// UnmarshalJSON accepts both forms MarshalJSON writes.
func (t *Text) UnmarshalJSON(b []byte) error {
	var s string
	if json.Unmarshal(b, &s) == nil {
		*t = Plain(s)
		return nil
	}
	type both Text
	return json.Unmarshal(b, (*both)(t))
}

// ErrorIn renders err in l when it, or an error it wraps, speaks both
// languages (parameter and cap errors do); other errors keep their own text.
func ErrorIn(err error, l Lang) string {
	var both interface{ In(Lang) string }
	if errors.As(err, &both) {
		return both.In(l)
	}
	return err.Error()
}

// Counted is a phrase with a count in it ("%d reads"): Turkish keeps the
// noun singular after a number, English picks the singular for exactly one.
type Counted struct {
	TR, EnOne, EnOther string
}

// N fills the phrase for n (and any further arguments), n written as prose
// writes numbers (Int: 10.000 / 10,000).
func (c Counted) N(n int, args ...any) Text {
	return c.form(n).Format(append([]any{number(Int(n))}, args...)...)
}

// Raw fills the phrase with n's bare digits, as a lesson's script prints
// them in the lines it prints (10000).
func (c Counted) Raw(n int, args ...any) Text {
	return c.form(n).Format(append([]any{n}, args...)...)
}

func (c Counted) form(n int) Text {
	en := c.EnOther
	if n == 1 || n == -1 {
		en = c.EnOne
	}
	return Text{TR: c.TR, EN: en}
}
