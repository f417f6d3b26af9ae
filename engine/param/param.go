// Package param gives each lab one place for its knobs. A lab's Params type
// binds its fields to a Spec with their name, default (the lesson's value),
// unit, bounds, labels and help; the Spec then decodes and encodes URL queries
// and CLI k=v pairs, validates, and describes the form the UI builds. Adding a
// knob is one Spec line.
package param

import (
	"fmt"
	"net/url"
	"strconv"
	"strings"
	"time"

	"playground/engine/i18n"
)

// Kind is how a value is written.
type Kind string

const (
	Int      Kind = "int"
	Float    Kind = "float"
	Duration Kind = "duration" // Go duration string: 900ms, 1.5s
	Bool     Kind = "bool"
	Enum     Kind = "enum"
	IntList  Kind = "intlist" // comma-separated: 502,503,504
)

// Field describes one knob. The UI renders it; the Spec parses it.
type Field struct {
	Name     string    `json:"name"`
	Kind     Kind      `json:"kind"`
	Default  string    `json:"default"`
	Min      string    `json:"min,omitempty"`
	Max      string    `json:"max,omitempty"`
	Choices  []string  `json:"choices,omitempty"`
	Unit     string    `json:"unit,omitempty"`
	Label    i18n.Text `json:"label"`
	Help     i18n.Text `json:"help"`
	Advanced bool      `json:"advanced,omitempty"` // beyond the lesson: folded away in the UI

	// shorthand expands a compact value that also sets other fields
	// (resolve=cache:2s ⇒ resolve=cache&cache_ttl=2s).
	shorthand func(v string) (own string, others url.Values, ok bool)

	set   func(string) *Error // parse and store, or say why not
	get   func() string       // canonical form of the current value
	reset func()              // store the default
}

// Spec is a lab's list of fields bound to one Params value.
type Spec struct {
	fields []*Field
	checks []func() *Error
}

// Fields lists the fields in declaration order.
func (s *Spec) Fields() []*Field { return s.fields }

// Field returns the named field or nil.
func (s *Spec) Field(name string) *Field {
	for _, f := range s.fields {
		if f.Name == name {
			return f
		}
	}
	return nil
}

// Check adds a rule across fields (e.g. renew < lease), run after each field's
// own bounds have passed.
func (s *Spec) Check(fn func() *Error) { s.checks = append(s.checks, fn) }

// Reset stores every default.
func (s *Spec) Reset() {
	for _, f := range s.fields {
		f.reset()
	}
}

// Get returns the canonical string of a field's value.
func (f *Field) Get() string { return f.get() }

// Set parses v into the field, checking its bounds.
func (f *Field) Set(v string) *Error { return f.set(v) }

// Shorthand lets the field take a compact value that also sets other fields,
// as a URL or CLI author would write it: fn returns the field's own value and
// the others' (which lose to values given explicitly).
func (f *Field) Shorthand(fn func(v string) (own string, others url.Values, ok bool)) *Field {
	f.shorthand = fn
	return f
}

// expand rewrites shorthand values into plain ones, leaving q untouched.
func (s *Spec) expand(q url.Values) url.Values {
	out := url.Values{}
	for k, v := range q {
		out[k] = v
	}
	for _, f := range s.fields {
		vs, ok := q[f.Name]
		if f.shorthand == nil || !ok {
			continue
		}
		own, others, ok := f.shorthand(vs[len(vs)-1])
		if !ok {
			continue
		}
		out[f.Name] = []string{own}
		for k, v := range others {
			if _, given := q[k]; !given {
				out[k] = v
			}
		}
	}
	return out
}

// Decode resets to defaults, then applies q. Keys that are not fields are
// errors unless listed in ignore (the UI's own keys: lab, lang, embed …).
// All problems are returned, one per field, in field order.
func (s *Spec) Decode(q url.Values, ignore ...string) error {
	s.Reset()
	q = s.expand(q)
	var errs Errors
	for _, k := range sortedKeys(q) {
		if s.Field(k) == nil && !contains(ignore, k) {
			errs = append(errs, &Error{Field: k, Value: strings.Join(q[k], ","), Rule: ruleUnknown.Format(s.names())})
		}
	}
	for _, f := range s.fields {
		vs, ok := q[f.Name]
		if !ok {
			continue
		}
		if err := f.set(vs[len(vs)-1]); err != nil {
			errs = append(errs, err)
		}
	}
	if len(errs) == 0 {
		errs = s.validate()
	}
	if len(errs) > 0 {
		return errs
	}
	return nil
}

// Validate checks the cross-field rules on the current values.
func (s *Spec) Validate() error {
	if errs := s.validate(); len(errs) > 0 {
		return errs
	}
	return nil
}

func (s *Spec) validate() Errors {
	var errs Errors
	for _, c := range s.checks {
		if err := c(); err != nil {
			errs = append(errs, err)
		}
	}
	return errs
}

// Values returns every field's canonical value (for JSON and "copy link").
func (s *Spec) Values() map[string]string {
	out := make(map[string]string, len(s.fields))
	for _, f := range s.fields {
		out[f.Name] = f.get()
	}
	return out
}

// Encode returns the fields that differ from their defaults, plus every field
// named in always (the seed, so a shared link reproduces the exact run).
func (s *Spec) Encode(always ...string) url.Values {
	q := url.Values{}
	for _, f := range s.fields {
		if v := f.get(); v != f.Default || contains(always, f.Name) {
			q.Set(f.Name, v)
		}
	}
	return q
}

func (s *Spec) names() string {
	n := make([]string, len(s.fields))
	for i, f := range s.fields {
		n[i] = f.Name
	}
	return strings.Join(n, ", ")
}

// add records a field. Binding leaves the bound value alone — Spec() may be
// called on decoded parameters any number of times; Reset and Decode are what
// store defaults.
func (s *Spec) add(f *Field) *Field {
	s.fields = append(s.fields, f)
	return f
}

// Int binds an integer field with inclusive bounds.
func (s *Spec) Int(p *int, name string, def, min, max int, label, help i18n.Text) *Field {
	return s.add(&Field{
		Name: name, Kind: Int, Default: strconv.Itoa(def), Min: strconv.Itoa(min), Max: strconv.Itoa(max),
		Label: label, Help: help,
		get:   func() string { return strconv.Itoa(*p) },
		reset: func() { *p = def },
		set: func(v string) *Error {
			n, err := strconv.Atoi(strings.TrimSpace(v))
			if err != nil {
				return &Error{Field: name, Value: v, Rule: ruleInt}
			}
			if n < min || n > max {
				return &Error{Field: name, Value: v, Rule: ruleRange.Format(strconv.Itoa(min), strconv.Itoa(max))}
			}
			*p = n
			return nil
		},
	})
}

// Seed binds the PRNG seed: any non-negative integer below 2^53, so it
// survives a round trip through JavaScript numbers.
func (s *Spec) Seed(p *uint64, def uint64) *Field {
	const max = 1<<53 - 1
	return s.add(&Field{
		Name: "seed", Kind: Int, Default: strconv.FormatUint(def, 10), Min: "0", Max: strconv.FormatUint(max, 10),
		Label: labelSeed, Help: helpSeed, Advanced: true,
		get:   func() string { return strconv.FormatUint(*p, 10) },
		reset: func() { *p = def },
		set: func(v string) *Error {
			n, err := strconv.ParseUint(strings.TrimSpace(v), 10, 64)
			if err != nil || n > max {
				return &Error{Field: "seed", Value: v, Rule: ruleRange.Format("0", strconv.FormatUint(max, 10))}
			}
			*p = n
			return nil
		},
	})
}

// Float binds a decimal field with inclusive bounds.
func (s *Spec) Float(p *float64, name string, def, min, max float64, label, help i18n.Text) *Field {
	f := func(x float64) string { return strconv.FormatFloat(x, 'g', -1, 64) }
	return s.add(&Field{
		Name: name, Kind: Float, Default: f(def), Min: f(min), Max: f(max), Label: label, Help: help,
		get:   func() string { return f(*p) },
		reset: func() { *p = def },
		set: func(v string) *Error {
			x, err := strconv.ParseFloat(strings.TrimSpace(v), 64)
			if err != nil || x != x {
				return &Error{Field: name, Value: v, Rule: ruleFloat}
			}
			if x < min || x > max {
				return &Error{Field: name, Value: v, Rule: ruleRange.Format(f(min), f(max))}
			}
			*p = x
			return nil
		},
	})
}

// Duration binds a duration field with inclusive bounds.
func (s *Spec) Duration(p *time.Duration, name string, def, min, max time.Duration, label, help i18n.Text) *Field {
	return s.add(&Field{
		Name: name, Kind: Duration, Default: def.String(), Min: min.String(), Max: max.String(),
		Label: label, Help: help,
		get:   func() string { return p.String() },
		reset: func() { *p = def },
		set: func(v string) *Error {
			d, err := time.ParseDuration(strings.TrimSpace(v))
			if err != nil {
				return &Error{Field: name, Value: v, Rule: ruleDuration}
			}
			if d < min || d > max {
				return &Error{Field: name, Value: v, Rule: ruleRange.Format(min.String(), max.String())}
			}
			*p = d
			return nil
		},
	})
}

// Bool binds an on/off field.
func (s *Spec) Bool(p *bool, name string, def bool, label, help i18n.Text) *Field {
	return s.add(&Field{
		Name: name, Kind: Bool, Default: strconv.FormatBool(def), Label: label, Help: help,
		get:   func() string { return strconv.FormatBool(*p) },
		reset: func() { *p = def },
		set: func(v string) *Error {
			b, err := strconv.ParseBool(strings.TrimSpace(v))
			if err != nil {
				return &Error{Field: name, Value: v, Rule: ruleBool}
			}
			*p = b
			return nil
		},
	})
}

// Enum binds a field that takes one of a fixed list of words.
func (s *Spec) Enum(p *string, name, def string, choices []string, label, help i18n.Text) *Field {
	return s.add(&Field{
		Name: name, Kind: Enum, Default: def, Choices: choices, Label: label, Help: help,
		get:   func() string { return *p },
		reset: func() { *p = def },
		set: func(v string) *Error {
			v = strings.TrimSpace(v)
			if !contains(choices, v) {
				return &Error{Field: name, Value: v, Rule: ruleChoice.Format(strings.Join(choices, ", "))}
			}
			*p = v
			return nil
		},
	})
}

// IntList binds a comma-separated list of integers, each within bounds, with
// between minLen and maxLen items.
func (s *Spec) IntList(p *[]int, name string, def []int, min, max, minLen, maxLen int, label, help i18n.Text) *Field {
	return s.add(&Field{
		Name: name, Kind: IntList, Default: joinInts(def), Min: strconv.Itoa(min), Max: strconv.Itoa(max),
		Label: label, Help: help,
		get:   func() string { return joinInts(*p) },
		reset: func() { *p = append([]int(nil), def...) },
		set: func(v string) *Error {
			var out []int
			for _, part := range strings.Split(v, ",") {
				if part = strings.TrimSpace(part); part == "" {
					continue
				}
				n, err := strconv.Atoi(part)
				if err != nil {
					return &Error{Field: name, Value: v, Rule: ruleList.Format(fmt.Sprint(min), fmt.Sprint(max))}
				}
				if n < min || n > max {
					return &Error{Field: name, Value: v, Rule: ruleRange.Format(strconv.Itoa(min), strconv.Itoa(max))}
				}
				out = append(out, n)
			}
			if len(out) < minLen || len(out) > maxLen {
				return &Error{Field: name, Value: v, Rule: ruleListLen.Format(minLen, maxLen)}
			}
			*p = out
			return nil
		},
	})
}

func joinInts(xs []int) string {
	s := make([]string, len(xs))
	for i, x := range xs {
		s[i] = strconv.Itoa(x)
	}
	return strings.Join(s, ",")
}

func contains(xs []string, x string) bool {
	for _, y := range xs {
		if y == x {
			return true
		}
	}
	return false
}

func sortedKeys(q url.Values) []string {
	keys := make([]string, 0, len(q))
	for k := range q {
		keys = append(keys, k)
	}
	// insertion sort: a query has a handful of keys
	for i := 1; i < len(keys); i++ {
		for j := i; j > 0 && keys[j] < keys[j-1]; j-- {
			keys[j], keys[j-1] = keys[j-1], keys[j]
		}
	}
	return keys
}
