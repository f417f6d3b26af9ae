package pagestate

import (
	"maps"
	"sort"
	"strings"
	"sync"

	"playground/engine/i18n"
	"playground/engine/param"
)

// An embedded lab's lesson page sets knobs ("playground:set") and hears of
// every outcome, a refused input included (package shell posts the
// messages). The decisions are here: how sets sent in a burst are merged
// and applied, and what a refusal names.

var (
	// TxtUnknownKnob names a key that is no knob of the lab.
	TxtUnknownKnob     = i18n.Text{TR: "Bu laboratuvarda %s adında bir parametre yok.", EN: "This lab has no parameter named %s."}
	txtHostTooMany     = i18n.Text{TR: "%d anahtar gönderildi; bir ayar en çok %d anahtar alır (ilkleri: %s)", EN: "%d keys sent; one set takes at most %d keys (the first: %s)"}
	txtHostMore        = i18n.Counted{TR: "ve %d hata daha", EnOne: "and %d more error", EnOther: "and %d more errors"}
	txtUnknownControls = i18n.Text{TR: "controls= içindeki şu adlar bu laboratuvarın parametresi değil: %s", EN: "These names in controls= are not parameters of this lab: %s"}
)

// MaxHostKeys bounds one "playground:set": a lab has a few dozen knobs at
// most, so a larger set is refused whole, naming its first keys, without
// reading the rest (a hundred thousand keys cost nothing but their count).
const MaxHostKeys = 64

// MaxHostErrors bounds the entries of one "playground:error"; with every
// name and value echoed bounded (param.Echo), the message stays within
// 4 KB whatever the lesson page sent.
const MaxHostErrors = 8

// HostSet is a "playground:set" as read: its values, or, for a set too
// large to read, its first keys and its size.
type HostSet struct {
	Vals  map[string]string
	First []string
	N     int
}

// Host is what the lesson page told the frame wrongly: the names in
// controls= that are no knob, and the last refused set's keys (all of them
// unknown, or too many to read: TooMany is then the set's size).
type Host struct {
	UnknownControls, Unknown []string
	TooMany                  int
}

// Burst holds the "playground:set" messages not applied yet. A lesson page
// may send many at once (a script, an inline knob dragged), and each
// applied alone was a run and a frame: 1,000 sets took 40 s, showing old
// values meanwhile. They are merged in order, a later value winning, and
// applied once; the answer names what the burst's last set refused, as if
// each set had been applied in turn. The sets arrive off the page's
// goroutine, hence the lock.
type Burst struct {
	mu     sync.Mutex
	vals   map[string]string // the knobs' values the sets gave
	last   HostSet           // the last set
	queued bool              // a flush is scheduled
}

// Add merges m into the burst; first says that it starts one (no flush is
// scheduled yet).
func (b *Burst) Add(m HostSet) (first bool) {
	b.mu.Lock()
	defer b.mu.Unlock()
	if b.vals == nil {
		b.vals = map[string]string{}
	}
	maps.Copy(b.vals, m.Vals) // a set too large to read gives none
	b.last, first, b.queued = m, !b.queued, true
	return first
}

// Take ends the burst: its merged values and its last set, ok false when
// no set came since the last take.
func (b *Burst) Take() (vals map[string]string, last HostSet, ok bool) {
	b.mu.Lock()
	defer b.mu.Unlock()
	vals, last, ok = b.vals, b.last, b.queued
	b.vals, b.last, b.queued = nil, HostSet{}, false
	return vals, last, ok
}

// Hosted is what a burst of sets does.
type Hosted int

const (
	HostedNothing Hosted = iota // no lab open
	HostedRefused               // refused whole, the form unchanged: tell the outcome
	HostedApply                 // the form changed: Apply it, recorded
)

// SetFromHost merges a burst's values into the form as if the learner had
// typed them (a hidden knob's error still shows); last is the burst's last
// set, whose unknown keys, or size when it was too large to read, the
// answer names.
func (s *State) SetFromHost(vals map[string]string, last HostSet) Hosted {
	if s.Addr.Lab == nil {
		return HostedNothing
	}
	if last.First != nil && len(vals) == 0 {
		s.Host.Unknown, s.Host.TooMany = last.First, last.N
		return HostedRefused
	}
	spec := s.Addr.Lab.Knobs()
	raw := maps.Clone(s.Form.Raw)
	for k, v := range vals {
		if spec.Field(k) != nil {
			raw.Set(k, v)
		}
	}
	var unknown []string
	for k := range last.Vals {
		if spec.Field(k) == nil {
			unknown = append(unknown, k)
		}
	}
	sort.Strings(unknown)
	s.Host.Unknown, s.Host.TooMany = unknown, 0
	if last.First != nil {
		s.Host.Unknown, s.Host.TooMany = last.First, last.N
	}
	s.SetRaw(raw)
	s.Form.Typing, s.Form.Typed = false, ""
	return HostedApply
}

// HostError is one entry of a "playground:error".
type HostError struct{ Field, Value, Message string }

// HostErrors are the refused input's entries, in the page's language: the
// fields', the lesson page's refused keys and controls, a failed run's.
func (s *State) HostErrors() []HostError {
	var errs []HostError
	lang := s.Addr.Lang
	for _, e := range s.Form.Errs {
		errs = append(errs, HostError{param.Echo(e.Field), param.Echo(e.Value), e.In(lang)})
	}
	if s.Host.TooMany > 0 {
		errs = append(errs, HostError{"", "", txtHostTooMany.Format(s.Host.TooMany, MaxHostKeys, strings.Join(echoAll(s.Host.Unknown), ", ")).In(lang)})
	} else {
		for _, k := range s.Host.Unknown {
			errs = append(errs, HostError{param.Echo(k), "", TxtUnknownKnob.Format(param.Echo(k)).In(lang)})
		}
	}
	for _, k := range s.Host.UnknownControls {
		errs = append(errs, HostError{param.Echo(k), "", txtUnknownControls.Format(param.Echo(k)).In(lang)})
	}
	if s.Out.Err != nil {
		errs = append(errs, HostError{"", "", i18n.ErrorIn(s.Out.Err, lang)})
	}
	if len(errs) > MaxHostErrors {
		more := len(errs) - MaxHostErrors + 1
		errs = append(errs[:MaxHostErrors-1], HostError{"", "", txtHostMore.N(more).In(lang)})
	}
	return errs
}

func echoAll(names []string) []string {
	out := make([]string, len(names))
	for i, n := range names {
		out[i] = param.Echo(n)
	}
	return out
}
