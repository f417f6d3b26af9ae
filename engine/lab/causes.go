package lab

import (
	"strconv"
	"strings"

	"playground/engine/fault"
	"playground/engine/i18n"
	"playground/engine/netsim"
)

// Root is the run's start: the cause of what a lab does unprompted (its
// script's first step, a replica's start). An event with no causes that
// is not a fault has it as its root.
const Root = "start"

// EventID is the id of the scene's event at index i ("e1" for the first).
func EventID(i int) string { return "e" + strconv.Itoa(i+1) }

// Refs hands out provisional ids for the scene events a lab records while
// it runs ("~1", "~2"…): the events' final ids are their places once the
// scene is sorted (Result.number), which no lab knows as it records.
type Refs struct{ n int }

// Next is a fresh provisional id.
func (r *Refs) Next() string {
	r.n++
	return "~" + strconv.Itoa(r.n)
}

// provisional reports whether id is a ref from Refs.
func provisional(id string) bool { return strings.HasPrefix(id, "~") }

// number gives every traced event its final id — each message "m" and its
// place in the trace (netsim does; a lab's second network is renumbered
// with netsim.Renumber), each scene event "e" and its place in the sorted
// scene — and rewrites the causes that named a provisional ref. A cause
// whose event the scene left out (after the run's activity) is dropped:
// its effect then rests on the causes left, or on the run's start.
func (r *Result) number() {
	final := map[string]string{}
	for i := range r.Scene.Events {
		e := &r.Scene.Events[i]
		if e.ID != "" {
			final[e.ID] = EventID(i)
		}
		e.ID = EventID(i)
	}
	rewrite := func(cs []string) []string {
		changed := false
		for _, c := range cs {
			if provisional(c) {
				changed = true
			}
		}
		if !changed {
			return cs
		}
		out := make([]string, 0, len(cs))
		for _, c := range cs {
			if provisional(c) {
				if c = final[c]; c == "" {
					continue
				}
			}
			out = append(out, c)
		}
		if len(out) == 0 {
			return nil
		}
		return out
	}
	for i := range r.Scene.Events {
		r.Scene.Events[i].Causes = rewrite(r.Scene.Events[i].Causes)
	}
	for i := range r.Trace {
		if r.Trace[i].ID == "" { // a model without netsim (the cache) writes its trace itself
			r.Trace[i].ID = netsim.MessageID(i)
		}
		r.Trace[i].Causes = rewrite(r.Trace[i].Causes)
	}
}

// Outcome is one of a lab's key outcomes, declared as data so that a
// view and the command line find it in any lab's run without knowing the
// lab: the first message whose effect is Effect, or else the first scene
// event of State (or of Kind).
type Outcome struct {
	ID    string    `json:"id"`
	Label i18n.Text `json:"label"`
	// Effect is a message effect (netsim.Message.Effect), State a scene
	// state, Kind a scene event's kind: the first that is set is matched.
	// With Effect, Kind narrows it to messages of that kind (the
	// registry's dead-address requests of one path).
	Effect string `json:"effect,omitempty"`
	State  string `json:"state,omitempty"`
	Kind   string `json:"kind,omitempty"`
}

// Find is the outcome's first instance in the run (a message by its
// place in the trace, an event by its place in the scene), "" when the
// run has none.
func (o Outcome) Find(r *Result) string {
	switch {
	case o.Effect != "":
		first := -1
		for i, m := range r.Trace {
			// The first sent: the trace is in answer order.
			if m.Effect == o.Effect && (o.Kind == "" || m.Kind == o.Kind) && (first < 0 || sentBefore(m, r.Trace[first])) {
				first = i
			}
		}
		if first >= 0 {
			return netsim.MessageID(first)
		}
	case o.State != "" || o.Kind != "":
		for i, e := range r.Scene.Events {
			if o.State != "" && e.State == o.State || o.Kind != "" && e.Kind == o.Kind {
				return EventID(i)
			}
		}
	}
	return ""
}

func sentBefore(a, b netsim.Message) bool {
	if a.Sent != b.Sent {
		return a.Sent < b.Sent
	}
	return a.SentStep < b.SentStep
}

// FaultText says a fault of the run as its readings do ("1,2 s'deki
// kopya 127.0.0.1:8764 için öldürme"), its nodes by their scene labels.
func (r *Result) FaultText(f fault.Fault) i18n.Text { return faultWords(f, r.label) }

// Label is a scene node's name for people (its id when it has none).
func (r *Result) Label(id string) i18n.Text { return r.label(id) }
