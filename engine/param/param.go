// Package param gives each lab one place for its knobs. A lab's Params type
// binds its fields to a Spec, one fluent line per knob: name, default (the
// lesson's value) and bounds, then unit, labels and help inline:
//
//	s.Duration(&p.Lease, "lease", 900*ms, 50*ms, 30*time.Second).Unit("ms").
//		Label("Kira süresi", "Lease").Help("…", "…")
//
// The Spec then decodes and encodes URL queries and CLI k=v pairs, validates,
// and describes the form the UI builds. Labels, help and choice names land in
// the i18n catalog under "<namespace>.<field>.label|help|choice.<id>".
package param

import (
	"fmt"
	"maps"
	"math"
	"net/url"
	"slices"
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
	Name    string   `json:"name"`
	Kind    Kind     `json:"kind"`
	Default string   `json:"default"`
	Min     string   `json:"min,omitempty"`
	Max     string   `json:"max,omitempty"`
	Choices []string `json:"choices,omitempty"`
	// ChoiceLabels name the choices for people, index by index (the URL
	// keeps the ids); empty when the ids read the same in both languages.
	ChoiceLabels []i18n.Text `json:"choice_labels,omitempty"`
	UnitText     string      `json:"unit,omitempty"`
	LabelText    i18n.Text   `json:"label"`
	HelpText     i18n.Text   `json:"help"`
	IsAdvanced   bool        `json:"advanced,omitempty"` // beyond the lesson: folded away in the UI

	ns string // catalog namespace of the spec that made the field

	// shorthand expands a compact value that also sets other fields
	// (resolve=cache:2s ⇒ resolve=cache&cache_ttl=2s).
	shorthand func(v string) (own string, others url.Values, ok bool)

	set   func(string) *Error // parse and store, or say why not
	get   func() string       // canonical form of the current value
	reset func()              // store the default
}

// Spec is a lab's list of fields bound to one Params value.
type Spec struct {
	ns     string
	fields []*Field
	checks []func() *Error
}

// New starts a spec whose labels are catalogued under namespace (the lab id).
func New(namespace string) *Spec { return &Spec{ns: namespace} }

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

// Numeric reports whether the field holds one number (int, float or
// duration): what a sweep can vary.
func (f *Field) Numeric() bool { return f.Kind == Int || f.Kind == Float || f.Kind == Duration }

// Unit sets the unit shown beside the field ("ms", "req/s").
func (f *Field) Unit(u string) *Field { f.UnitText = u; return f }

// Advanced folds the field under "beyond the lesson".
func (f *Field) Advanced() *Field { f.IsAdvanced = true; return f }

// Label names the field for people, in Turkish and English.
func (f *Field) Label(tr, en string) *Field {
	f.LabelText = i18n.Define(f.key("label"), tr, en)
	return f
}

// Help says what the field does and what the lesson used.
func (f *Field) Help(tr, en string) *Field {
	f.HelpText = i18n.Define(f.key("help"), tr, en)
	return f
}

// Choice names one of an enum's values for people.
func (f *Field) Choice(id, tr, en string) *Field {
	i := slices.Index(f.Choices, id)
	if i < 0 {
		panic("param: " + f.Name + " has no choice " + id)
	}
	if len(f.ChoiceLabels) < len(f.Choices) {
		labels := make([]i18n.Text, len(f.Choices))
		for j, c := range f.Choices {
			labels[j] = i18n.Plain(c)
		}
		copy(labels, f.ChoiceLabels)
		f.ChoiceLabels = labels
	}
	f.ChoiceLabels[i] = i18n.Define(f.key("choice."+id), tr, en)
	return f
}

// ChoiceLabel is the name of choice id for people (the id itself when the
// lab gave none).
func (f *Field) ChoiceLabel(id string) i18n.Text {
	if i := slices.Index(f.Choices, id); i >= 0 && i < len(f.ChoiceLabels) {
		return f.ChoiceLabels[i]
	}
	return i18n.Plain(id)
}

func (f *Field) key(part string) string {
	if f.ns == "" {
		return "param." + f.Name + "." + part
	}
	return f.ns + "." + f.Name + "." + part
}

// Shorthand lets the field take a compact value that also sets other fields,
// as a URL or CLI author would write it: fn returns the field's own value and
// the others' (which lose to values given explicitly).
func (f *Field) Shorthand(fn func(v string) (own string, others url.Values, ok bool)) *Field {
	f.shorthand = fn
	return f
}

// expand rewrites shorthand values into plain ones, leaving q untouched.
func (s *Spec) expand(q url.Values) url.Values {
	out := maps.Clone(q)
	if out == nil {
		out = url.Values{}
	}
	for _, f := range s.fields {
		vs, ok := q[f.Name]
		if f.shorthand == nil || !ok || len(vs) != 1 {
			continue
		}
		own, others, ok := f.shorthand(vs[0])
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

// maxReported bounds how many unknown keys one error lists.
const maxReported = 5

// Decode resets to defaults, then applies q. Every key must name a field and
// appear once. All problems are returned, one per field, unknown keys
// first (sorted), then fields in declaration order.
func (s *Spec) Decode(q url.Values) error {
	s.Reset()
	q = s.expand(q)
	var errs Errors
	var unknown []string
	for k := range q {
		if s.Field(k) == nil {
			unknown = append(unknown, k)
		}
	}
	slices.Sort(unknown)
	for i, k := range unknown {
		if i == maxReported {
			errs = append(errs, &Error{Field: unknown[i], Value: "", Rule: ruleMoreUnknown.Format(len(unknown) - maxReported)})
			break
		}
		errs = append(errs, &Error{Field: k, Value: strings.Join(q[k], ","), Rule: ruleUnknown.Format(s.names())})
	}
	for _, f := range s.fields {
		vs, ok := q[f.Name]
		if !ok {
			continue
		}
		if len(vs) > 1 {
			errs = append(errs, &Error{Field: f.Name, Value: strings.Join(vs, ","), Rule: ruleTwice.Format(len(vs))})
			continue
		}
		if err := f.set(vs[0]); err != nil {
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
		if v := f.get(); v != f.Default || slices.Contains(always, f.Name) {
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
	f.ns = s.ns
	s.fields = append(s.fields, f)
	return f
}

// Int binds an integer field with inclusive bounds.
func (s *Spec) Int(p *int, name string, def, min, max int) *Field {
	return s.add(&Field{
		Name: name, Kind: Int, Default: strconv.Itoa(def), Min: strconv.Itoa(min), Max: strconv.Itoa(max),
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
	f := s.add(&Field{
		Name: "seed", Kind: Int, Default: strconv.FormatUint(def, 10), Min: "0", Max: strconv.FormatUint(max, 10),
		IsAdvanced: true,
		get:        func() string { return strconv.FormatUint(*p, 10) },
		reset:      func() { *p = def },
		set: func(v string) *Error {
			t := strings.TrimSpace(v)
			n, err := strconv.ParseUint(t, 10, 64)
			if err != nil && !wholeNumber(t) {
				return &Error{Field: "seed", Value: v, Rule: ruleInt}
			}
			if err != nil || n > max {
				return &Error{Field: "seed", Value: v, Rule: ruleRange.Format("0", strconv.FormatUint(max, 10))}
			}
			*p = n
			return nil
		},
	})
	f.LabelText, f.HelpText = labelSeed, helpSeed
	return f
}

// Float binds a decimal field with inclusive bounds.
func (s *Spec) Float(p *float64, name string, def, min, max float64) *Field {
	return s.add(&Field{
		Name: name, Kind: Float, Default: FormatFloat(def), Min: FormatFloat(min), Max: FormatFloat(max),
		get:   func() string { return FormatFloat(*p) },
		reset: func() { *p = def },
		set: func(v string) *Error {
			x, err := strconv.ParseFloat(strings.TrimSpace(v), 64)
			if err != nil || math.IsNaN(x) || math.IsInf(x, 0) {
				return &Error{Field: name, Value: v, Rule: ruleFloat}
			}
			if x < min || x > max {
				return &Error{Field: name, Value: v, Rule: ruleRange.Format(FormatFloat(min), FormatFloat(max))}
			}
			*p = x
			return nil
		},
	})
}

// FormatFloat is a float field's canonical form (shortest round-trip).
func FormatFloat(x float64) string { return strconv.FormatFloat(x, 'g', -1, 64) }

// Duration binds a duration field with inclusive bounds.
func (s *Spec) Duration(p *time.Duration, name string, def, min, max time.Duration) *Field {
	return s.add(&Field{
		Name: name, Kind: Duration, Default: def.String(), Min: min.String(), Max: max.String(),
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
func (s *Spec) Bool(p *bool, name string, def bool) *Field {
	return s.add(&Field{
		Name: name, Kind: Bool, Default: strconv.FormatBool(def),
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
func (s *Spec) Enum(p *string, name, def string, choices ...string) *Field {
	return s.add(&Field{
		Name: name, Kind: Enum, Default: def, Choices: choices,
		get:   func() string { return *p },
		reset: func() { *p = def },
		set: func(v string) *Error {
			v = strings.TrimSpace(v)
			if !slices.Contains(choices, v) {
				return &Error{Field: name, Value: v, Rule: ruleChoice.Format(strings.Join(choices, ", "))}
			}
			*p = v
			return nil
		},
	})
}

// IntList binds a comma-separated list of integers, each within bounds, with
// between minLen and maxLen items.
func (s *Spec) IntList(p *[]int, name string, def []int, min, max, minLen, maxLen int) *Field {
	return s.add(&Field{
		Name: name, Kind: IntList, Default: joinInts(def), Min: strconv.Itoa(min), Max: strconv.Itoa(max),
		get:   func() string { return joinInts(*p) },
		reset: func() { *p = slices.Clone(def) },
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

// wholeNumber reports an optionally signed run of digits (a whole number,
// however large).
func wholeNumber(s string) bool {
	s = strings.TrimPrefix(strings.TrimPrefix(s, "-"), "+")
	return s != "" && strings.Trim(s, "0123456789") == ""
}
