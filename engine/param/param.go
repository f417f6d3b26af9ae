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
	"errors"
	"iter"
	"maps"
	"net/url"
	"slices"
	"sort"
	"strconv"
	"strings"
	"time"

	"playground/engine/fault"
	"playground/engine/i18n"
	"playground/engine/policy"
	"playground/engine/words"
)

// Kind is how a value is written.
type Kind string

const (
	Int      Kind = "int"
	Float    Kind = "float"
	Duration Kind = "duration" // Go duration string: 900ms, 1.5s, 1h30m, 0
	Bool     Kind = "bool"
	Enum     Kind = "enum"
	IntList  Kind = "intlist" // comma-separated: 502,503,504
	Faults   Kind = "faults"  // timed faults: kill:127.0.0.1:8762@1.2s,stall:…@2s+500ms (package fault)
	// Code is the learner's policy (package policy): edited in the code
	// view, never in the form; written compressed in an address.
	Code Kind = "code"
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
	// OffValue, when set, is the value that switches the knob's mechanism
	// off rather than setting it small (deadline 0: no deadline). It is no
	// point on a curve of the others: a sweep leaves it out unless asked.
	OffValue string `json:"off,omitempty"`

	// shorthand expands a compact value that also sets other fields
	// (resolve=cache:2s ⇒ resolve=cache&cache_ttl=2s).
	shorthand func(v string) (own string, others url.Values, ok bool)

	set   func(string) *Error // parse and store, or say why not
	get   func() string       // canonical form of the current value
	reset func()              // store the default
	// targets, for a Faults field: what the lab lets a learner fault.
	targets func() []fault.Target
}

// Spec is a lab's list of fields bound to one Params value.
type Spec struct {
	fields []*Field
	checks []func() *Error
}

// New starts a lab's spec.
func New() *Spec { return &Spec{} }

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

// IsSeed reports whether the field is the PRNG's seed (Spec.Seed): an
// identifier of the run, not a quantity of the setup.
func (f *Field) IsSeed() bool { return f.Name == "seed" }

// Numeric reports whether the field holds one number (int, float or
// duration): what a sweep can vary.
func (f *Field) Numeric() bool { return f.Kind == Int || f.Kind == Float || f.Kind == Duration }

// Unit sets the unit shown beside the field ("ms", "req/s").
func (f *Field) Unit(u string) *Field { f.UnitText = u; return f }

// Say writes the field's current value as people write it, for prose:
// durations as words.Dur writes them, numbers with the language's
// separators, a choice by its name. Values a learner types keep Get's form.
func (f *Field) Say() i18n.Text {
	v := f.get()
	switch f.Kind {
	case Duration:
		d, _ := time.ParseDuration(v)
		return words.Dur(d).Text()
	case Int:
		if f.Name == "seed" {
			return i18n.Plain(v)
		}
		n, _ := strconv.Atoi(v)
		return words.Int(n).Text()
	case Float:
		x, _ := strconv.ParseFloat(v, 64)
		return words.Sig(x, 15).Text()
	case Enum:
		return f.ChoiceLabel(v)
	case Bool:
		if v == "true" {
			return sayOn
		}
		return sayOff
	case Code:
		return sayCode
	case Faults:
		// The grammar's own text, quoted: "1.2s" inside it is the
		// parameter's, not a number written for people.
		return i18n.Plain("“" + v + "”")
	}
	return i18n.Plain(v)
}

// Off declares v, in the field's own encoding, as the value that switches
// the knob's mechanism off (Field.OffValue).
func (f *Field) Off(v string) *Field { f.OffValue = v; return f }

// Advanced folds the field under "beyond the lesson".
func (f *Field) Advanced() *Field { f.IsAdvanced = true; return f }

// Label names the field for people, in Turkish and English.
//
// Not inlined: a Spec line per knob calls it, hundreds in app.wasm, and
// inlined each call copied its texts in place (8 KB of brotli wasm).
//
//go:noinline
func (f *Field) Label(tr, en string) *Field {
	f.LabelText = i18n.Text{TR: tr, EN: en}
	return f
}

// Help says what the field does and what the lesson used.
//
// Not inlined: a Spec line per knob calls it, hundreds in app.wasm, and
// inlined each call copied its texts in place (8 KB of brotli wasm).
//
//go:noinline
func (f *Field) Help(tr, en string) *Field {
	f.HelpText = i18n.Text{TR: tr, EN: en}
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
	f.ChoiceLabels[i] = i18n.Text{TR: tr, EN: en}
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

// Shorthand lets the field take a compact value that also sets other fields,
// as a URL or CLI author would write it: fn returns the field's own value and
// the others' (which lose to values given explicitly).
func (f *Field) Shorthand(fn func(v string) (own string, others url.Values, ok bool)) *Field {
	f.shorthand = fn
	return f
}

// expand rewrites shorthand values into plain ones, leaving q untouched. It
// copies q only when a shorthand applies: a query of many keys is not copied
// for nothing.
func (s *Spec) expand(q url.Values) url.Values {
	out, copied := q, false
	for _, f := range s.fields {
		vs, ok := q[f.Name]
		if f.shorthand == nil || !ok || len(vs) != 1 {
			continue
		}
		own, others, ok := f.shorthand(vs[0])
		if !ok {
			continue
		}
		if !copied {
			out, copied = maps.Clone(q), true
		}
		out[f.Name] = []string{own}
		for k, v := range others {
			if _, given := q[k]; !given {
				out[k] = v
			}
		}
	}
	if out == nil {
		out = url.Values{}
	}
	return out
}

// maxReported bounds how many unknown keys one error lists.
const maxReported = 5

// Decode resets to defaults, then applies q. Every key must name a field and
// appear once. All problems are returned, one per field, unknown keys
// first (the first maxReported in sorted order, then how many more), then
// fields in declaration order. However many keys q has, the message stays
// short (Errors.In) and only the unknown keys it names are sorted.
func (s *Spec) Decode(q url.Values) error {
	s.Reset()
	q = s.expand(q)
	var errs Errors
	first, unknown := Smallest(s.unknownKeys(q), maxReported+1)
	for i, k := range first {
		switch {
		case i == maxReported:
			errs = append(errs, &Error{Field: k, Value: "", Rule: ruleMoreUnknown.Format(unknown - maxReported)})
		case i == 0:
			errs = append(errs, &Error{Field: k, Value: joinSome(q[k]), Rule: ruleUnknown.Format(s.names())})
		default:
			errs = append(errs, &Error{Field: k, Value: joinSome(q[k]), Rule: ruleUnknownAgain})
		}
	}
	for _, f := range s.fields {
		vs, ok := q[f.Name]
		if !ok {
			continue
		}
		if len(vs) > 1 {
			errs = append(errs, &Error{Field: f.Name, Value: joinSome(vs), Rule: ruleTwice.Format(len(vs))})
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

// joinSome joins values with commas, stopping once there is more than an
// error echoes (a key given 100 000 times is not copied whole).
func joinSome(vs []string) string {
	var b strings.Builder
	for i, v := range vs {
		if i > 0 {
			b.WriteByte(',')
		}
		if b.Len()+len(v) > 4*MaxEcho {
			b.WriteString(v[:min(len(v), 4*MaxEcho)])
			break
		}
		b.WriteString(v)
	}
	return b.String()
}

// unknownKeys yields the keys of q that name no field.
func (s *Spec) unknownKeys(q url.Values) iter.Seq[string] {
	return func(yield func(string) bool) {
		for k := range q {
			if s.Field(k) == nil && !yield(k) {
				return
			}
		}
	}
}

// Smallest returns the n smallest strings of seq in order, and how many
// strings seq yielded: a partial selection, so naming the first few of
// 100 000 unknown keys does not sort them all.
func Smallest(seq iter.Seq[string], n int) (first []string, total int) {
	for k := range seq {
		total++
		if n <= 0 || len(first) == n && k >= first[n-1] {
			continue
		}
		i := sort.SearchStrings(first, k)
		if len(first) < n {
			first = append(first, "")
			copy(first[i+1:], first[i:])
			first[i] = k
		} else {
			copy(first[i+1:], first[i:n-1])
			first[i] = k
		}
	}
	return first, total
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
		if v := f.get(); v != "" || f.Kind != Code {
			out[f.Name] = v // no code is no value: a run of the built-in logic reads as before code existed
		}
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
	s.fields = append(s.fields, f)
	return f
}

// Int binds an integer field with inclusive bounds. Its values are digits
// only (a leading "-" only when min is negative).
func (s *Spec) Int(p *int, name string, def, min, max int) *Field {
	rule := intRule(min < 0)
	return s.add(&Field{
		Name: name, Kind: Int, Default: strconv.Itoa(def), Min: strconv.Itoa(min), Max: strconv.Itoa(max),
		get:   func() string { return strconv.Itoa(*p) },
		reset: func() { *p = def },
		set: func(v string) *Error {
			if !wholeText(v, min < 0) {
				return &Error{Field: name, Value: v, Rule: rule}
			}
			n, err := strconv.Atoi(v)
			if err != nil || n < min || n > max { // err: digits beyond any int
				return &Error{Field: name, Value: v, Rule: ruleRange.Format(strconv.Itoa(min), strconv.Itoa(max))}
			}
			*p = n
			return nil
		},
	})
}

// Seed binds the PRNG seed: any non-negative integer below 2^53, so it
// survives a round trip through JavaScript numbers; digits only.
func (s *Spec) Seed(p *uint64, def uint64) *Field {
	const max = 1<<53 - 1
	f := s.add(&Field{
		Name: "seed", Kind: Int, Default: strconv.FormatUint(def, 10), Min: "0", Max: strconv.FormatUint(max, 10),
		IsAdvanced: true,
		get:        func() string { return strconv.FormatUint(*p, 10) },
		reset:      func() { *p = def },
		set: func(v string) *Error {
			if !wholeText(v, false) {
				return &Error{Field: "seed", Value: v, Rule: ruleInt}
			}
			n, err := strconv.ParseUint(v, 10, 64)
			if err != nil || n > max {
				return &Error{Field: "seed", Value: v, Rule: ruleRange.Format("0", strconv.FormatUint(max, 10))} // a seed is a name for a stream, written whole
			}
			*p = n
			return nil
		},
	})
	f.LabelText, f.HelpText = labelSeed, helpSeed
	return f
}

// FaultList binds the run's timed faults (package fault's grammar), empty
// by default: the lesson runs as written. targets are the nodes and links
// the lab lets a learner fault, given the other knobs (replicas, instances):
// a fault on anything else is refused at validation, naming the node and
// the kind.
func (s *Spec) FaultList(p *[]fault.Fault, targets func() []fault.Target) *Field {
	s.Check(func() *Error {
		if err := fault.Check(*p, targets()); err != nil {
			var fe *fault.Error
			if errors.As(err, &fe) {
				return &Error{Field: "faults", Value: fe.Text, Rule: fe.Reason}
			}
			return &Error{Field: "faults", Value: fault.Format(*p), Rule: i18n.Plain(err.Error())}
		}
		return nil
	})
	f := s.add(&Field{
		Name: "faults", Kind: Faults, Default: "", IsAdvanced: true,
		get:   func() string { return fault.Format(*p) },
		reset: func() { *p = nil },
		set: func(v string) *Error {
			fs, err := fault.Parse(v)
			if err != nil {
				var fe *fault.Error
				if errors.As(err, &fe) {
					return &Error{Field: "faults", Value: v, Rule: fe.Reason}
				}
				return &Error{Field: "faults", Value: v, Rule: i18n.Plain(err.Error())}
			}
			*p = fs
			return nil
		},
	})
	f.LabelText, f.HelpText = labelFaults, helpFaults
	f.targets = targets
	return f
}

// Code binds the learner's policy (package policy): the code as plain
// text in *p, "" for the lab's built-in logic. An address carries it
// compressed (policy.Encode); a plain text is taken as the code itself.
// It is checked for length here and run by the lab, which reports its
// errors at their lines.
func (s *Spec) Code(p *string) *Field {
	f := s.add(&Field{
		Name: PolicyParam, Kind: Code, Default: "", IsAdvanced: true,
		get:   func() string { return policy.Encode(*p) },
		reset: func() { *p = "" },
		set: func(v string) *Error {
			src, err := policy.Decode(v)
			if err != nil {
				return &Error{Field: PolicyParam, Value: shortCode(v), Rule: err.Msg}
			}
			if len(src) > policy.MaxSource {
				return &Error{Field: PolicyParam, Value: shortCode(v), Rule: ruleCodeLong.Format(len(src), policy.MaxSource)}
			}
			*p = src
			return nil
		},
	})
	f.LabelText, f.HelpText = labelCode, helpCode
	return f
}

// PolicyParam is the code's parameter, the same in every lab.
const PolicyParam = "policy"

// shortCode is a code's text as an error quotes it: its start.
func shortCode(v string) string {
	if r := []rune(v); len(r) > 40 {
		return string(r[:40]) + "…"
	}
	return v
}

// FaultMoment is the moment of the n-th fault of a faults list (1-based),
// as a duration knob of its own: what a sweep moves when it moves a
// fault's time ("faults.1"). It is no field of a lab's spec — the list
// stays one parameter — only a description to check and space values by.
func FaultMoment(n int) *Field {
	var d time.Duration
	s := New()
	f := s.Duration(&d, fault.Param+"."+strconv.Itoa(n), 0, 0, time.Minute).Unit("ms")
	f.LabelText = labelFaultMoment.Format(n)
	f.HelpText = helpFaultMoment
	return f
}

// FaultTargets are the nodes and links a Faults field's lab lets a learner
// fault with the spec's current values; nil for any other field.
func (f *Field) FaultTargets() []fault.Target {
	if f.targets == nil {
		return nil
	}
	return f.targets()
}

// Float binds a decimal field with inclusive bounds. Its values are
// decimal notation only: digits, then optionally "." and more digits (a
// leading "-" only when min is negative); no exponent, no hex, no inf/nan.
func (s *Spec) Float(p *float64, name string, def, min, max float64) *Field {
	rule := ruleFloat
	if min < 0 {
		rule = ruleFloatSigned
	}
	return s.add(&Field{
		Name: name, Kind: Float, Default: FormatFloat(def), Min: FormatFloat(min), Max: FormatFloat(max),
		get:   func() string { return FormatFloat(*p) },
		reset: func() { *p = def },
		set: func(v string) *Error {
			if !decimalText(v, min < 0) {
				return &Error{Field: name, Value: v, Rule: rule}
			}
			x, err := strconv.ParseFloat(v, 64)
			if err != nil || x < min || x > max { // err: beyond float64
				return &Error{Field: name, Value: v, Rule: ruleRange.Format(FormatFloat(min), FormatFloat(max))}
			}
			*p = x
			return nil
		},
	})
}

// FormatFloat is a float field's canonical form: the shortest decimal
// that reads back as x, never in exponent form (so it always satisfies the
// Float grammar).
func FormatFloat(x float64) string { return strconv.FormatFloat(x, 'f', -1, 64) }

// Duration binds a duration field with inclusive bounds. Its values are
// Go duration strings with decimal numbers and no sign: one or more
// <decimal><unit> (ns, us, µs, ms, s, m, h), or a bare 0.
func (s *Spec) Duration(p *time.Duration, name string, def, min, max time.Duration) *Field {
	return s.add(&Field{
		Name: name, Kind: Duration, Default: def.String(), Min: min.String(), Max: max.String(),
		get:   func() string { return p.String() },
		reset: func() { *p = def },
		set: func(v string) *Error {
			if !durationText(v) {
				return &Error{Field: name, Value: v, Rule: ruleDuration}
			}
			d, err := time.ParseDuration(v)
			if err != nil || d < min || d > max { // err: beyond any duration
				return &Error{Field: name, Value: v, Rule: ruleRange.Format(Compact(min), Compact(max))}
			}
			*p = d
			return nil
		},
	})
}

// Compact writes a duration in the grammar of values, as briefly as a
// learner would type it: 50ms, 30s, 1m, 12h, 1h30m — Go's own form without
// its zero units (never 1m0s). A range error's bounds are values one types.
func Compact(d time.Duration) string {
	s := d.String()
	if strings.HasSuffix(s, "m0s") {
		s = strings.TrimSuffix(s, "0s")
	}
	if strings.HasSuffix(s, "h0m") {
		s = strings.TrimSuffix(s, "0m")
	}
	return s
}

// Bool binds an on/off field: exactly "true" or "false".
func (s *Spec) Bool(p *bool, name string, def bool) *Field {
	return s.add(&Field{
		Name: name, Kind: Bool, Default: strconv.FormatBool(def),
		get:   func() string { return strconv.FormatBool(*p) },
		reset: func() { *p = def },
		set: func(v string) *Error {
			switch v {
			case "true":
				*p = true
			case "false":
				*p = false
			default:
				return &Error{Field: name, Value: v, Rule: ruleBool}
			}
			return nil
		},
	})
}

// Enum binds a field that takes exactly one of a fixed list of words.
func (s *Spec) Enum(p *string, name, def string, choices ...string) *Field {
	return s.add(&Field{
		Name: name, Kind: Enum, Default: def, Choices: choices,
		get:   func() string { return *p },
		reset: func() { *p = def },
		set: func(v string) *Error {
			if !slices.Contains(choices, v) {
				return &Error{Field: name, Value: v, Rule: ruleChoice.Format(strings.Join(choices, ", "))}
			}
			*p = v
			return nil
		},
	})
}

// IntList binds a comma-separated list of integers, each within bounds, with
// between minLen and maxLen items (minLen at least 1: an empty value is
// refused like every other kind's). Items are digits only (a leading "-"
// only when min is negative), no spaces, no empty items.
func (s *Spec) IntList(p *[]int, name string, def []int, min, max, minLen, maxLen int) *Field {
	if minLen < 1 || len(def) < minLen || len(def) > maxLen {
		panic("param: " + name + ": a list has at least one item, and its default fits its lengths")
	}
	rule := ruleList
	if min < 0 {
		rule = ruleListSigned
	}
	return s.add(&Field{
		Name: name, Kind: IntList, Default: joinInts(def), Min: strconv.Itoa(min), Max: strconv.Itoa(max),
		get:   func() string { return joinInts(*p) },
		reset: func() { *p = slices.Clone(def) },
		set: func(v string) *Error {
			parts := strings.Split(v, ",")
			for _, part := range parts {
				if !wholeText(part, min < 0) {
					return &Error{Field: name, Value: v, Rule: rule.Format(strconv.Itoa(min), strconv.Itoa(max))}
				}
			}
			if len(parts) < minLen || len(parts) > maxLen {
				return &Error{Field: name, Value: v, Rule: ruleListLen.Format(minLen, maxLen)}
			}
			out := make([]int, len(parts))
			for i, part := range parts {
				n, err := strconv.Atoi(part)
				if err != nil || n < min || n > max {
					return &Error{Field: name, Value: v, Rule: ruleRange.Format(strconv.Itoa(min), strconv.Itoa(max))}
				}
				out[i] = n
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

func intRule(signed bool) i18n.Text {
	if signed {
		return ruleIntSigned
	}
	return ruleInt
}

// The grammar of values, one function per shape. Nothing is trimmed: a
// space, a sign or a newline around a value makes it another value.

// digits reports whether s is one or more ASCII digits.
func digits(s string) bool {
	if s == "" {
		return false
	}
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return true
}

// wholeText is digits, after a "-" when signed.
func wholeText(s string, signed bool) bool {
	if signed {
		s = strings.TrimPrefix(s, "-")
	}
	return digits(s)
}

// Decimal reports whether s is a decimal as a knob's value is written:
// digits, optionally "." and more digits; no sign, exponent or space. The
// goal grammar's numbers follow the same rule.
func Decimal(s string) bool { return decimalText(s, false) }

// decimalText is digits, optionally "." and digits, after a "-" when signed.
func decimalText(s string, signed bool) bool {
	if signed {
		s = strings.TrimPrefix(s, "-")
	}
	whole, frac, dot := strings.Cut(s, ".")
	return digits(whole) && (!dot || digits(frac))
}

// durationUnits are the units of a duration, two-letter ones first so "ms"
// is not read as "m" then "s" (µs twice: the micro sign Go writes, U+00B5,
// and the Greek mu, U+03BC, which Go also reads).
var durationUnits = []string{"ns", "us", "µs", "μs", "ms", "s", "m", "h"}

// durationText is a bare 0, or one or more <decimal><unit>.
func durationText(s string) bool {
	if s == "0" {
		return true
	}
	if s == "" {
		return false
	}
	for s != "" {
		n := 0
		for n < len(s) && s[n] >= '0' && s[n] <= '9' {
			n++
		}
		if n == 0 {
			return false
		}
		s = s[n:]
		if rest, ok := strings.CutPrefix(s, "."); ok {
			n = 0
			for n < len(rest) && rest[n] >= '0' && rest[n] <= '9' {
				n++
			}
			if n == 0 {
				return false
			}
			s = rest[n:]
		}
		unit := ""
		for _, u := range durationUnits {
			if strings.HasPrefix(s, u) {
				unit = u
				break
			}
		}
		if unit == "" {
			return false
		}
		s = s[len(unit):]
	}
	return true
}
