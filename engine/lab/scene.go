package lab

import (
	"cmp"
	"playground/engine/fault"
	"sort"
	"time"

	"playground/engine/i18n"
)

// Scene is a run's topology and what happened on it: one node per process or
// component that sends, receives or holds anything (every trace endpoint is
// a node id), the meanings of the effects messages carry, and the nodes'
// state changes over time. Views draw it without knowing the lab.
type Scene struct {
	Nodes   []Node   `json:"nodes"`
	Effects []Effect `json:"effects,omitempty"`
	// States and Counters name, for people, the states and counter keys the
	// events use; a view shows an undeclared one by its id.
	States   []State      `json:"states,omitempty"`
	Counters []Counter    `json:"counters,omitempty"`
	Events   []SceneEvent `json:"events,omitempty"`
	// Faults are the nodes and links a learner may fault in this run, with
	// the kinds each takes (the parameter `faults`): a view offers them on
	// the picture.
	Faults []fault.Target `json:"faults,omitempty"`
}

// State is a node state the events use ("alive", "dead", "full"): its name
// in both languages, and how it should strike the reader (a dead replica is
// bad, a fresh entry good), which is all a view needs to colour it.
type State struct {
	ID    string    `json:"id"`
	Label i18n.Text `json:"label"`
	Tone  Tone      `json:"tone"`
}

// Counter is a counter key the events use ("in_flight") and its name.
type Counter struct {
	ID    string    `json:"id"`
	Label i18n.Text `json:"label"`
}

// Role is what a node is; views place nodes by role (clients on the left,
// intermediaries in the centre, the services that do the work on the right).
type Role string

const (
	RoleClient    Role = "client"    // sends requests: a measuring script, a load generator
	RoleApp       Role = "app"       // an application that calls on
	RoleProxy     Role = "proxy"     // sits in the path: a sidecar
	RoleRegistry  Role = "registry"  // answers where things are
	RoleQueue     Role = "queue"     // holds work until it can run
	RoleCache     Role = "cache"     // holds copies of answers
	RoleService   Role = "service"   // does the work: a catalogue replica, a fee service
	RolePartition Role = "partition" // a part of a partitioned store
	RoleSource    Role = "source"    // the slow origin behind a cache
)

// Column is where a role stands from left (0) to right (2).
func (r Role) Column() int {
	switch r {
	case RoleClient, RoleApp:
		return 0
	case RoleProxy, RoleRegistry, RoleQueue, RoleCache:
		return 1
	}
	return 2
}

// Node is one participant of the scene.
type Node struct {
	ID    string    `json:"id"` // the address or name it has in the trace
	Role  Role      `json:"role"`
	Label i18n.Text `json:"label"` // says its role: "kopya 127.0.0.1:8764"
	// Group ties a node to one of the run's set-ups (a layout, a mode) when
	// the lab runs several side by side; empty when there is one.
	Group string `json:"group,omitempty"`

	_ noCompare
}

// Effect is what a message meant beyond its status: a charge, a replayed
// payment, a rejection. Messages name it in netsim.Message.Effect.
type Effect struct {
	ID    string    `json:"id"`
	Label i18n.Text `json:"label"`
	Tone  Tone      `json:"tone"`

	_ noCompare
}

// Tone is how an effect should strike the reader.
type Tone string

const (
	ToneBad     Tone = "bad"     // a harm the lesson warns of (a double charge)
	ToneGood    Tone = "good"    // a protection working (a replayed answer)
	ToneNeutral Tone = "neutral" // worth marking, neither
)

// SceneEvent is a node's state from time T on, with its counters then.
// Note, when set, narrates the moment in plain words ("client 2 went to
// replica :8764 — its process died 300 ms ago"): the replay shows the
// latest note at or before the scrubber. An event with a note and neither a
// state nor counters only narrates: its node keeps what it had.
type SceneEvent struct {
	T        time.Duration      `json:"t"`
	Node     string             `json:"node"`
	State    string             `json:"state,omitempty"`
	Counters map[string]float64 `json:"counters,omitempty"`
	Note     *i18n.Text         `json:"note,omitempty"`
	// ID is the event's id in the run's causes, "e" and its place in
	// Events from 1 (Result.number); while a lab builds its scene, a
	// provisional ref (Refs.Next) that other events and messages name.
	// Kind says what happened ("expiry", "registration"; empty: a state
	// change), Causes the events it happened because of.
	// docs/DESIGN.md, "Causes (why)".
	ID     string   `json:"id,omitempty"`
	Kind   string   `json:"kind,omitempty"`
	Causes []string `json:"causes,omitempty"`
	// Key is the key the event concerns (a cache entry's), when it has
	// one: a message concerns the key its Path names, and a cause and its
	// effect may share a key instead of a node (the entry's expiry and the
	// source call it made).
	Key string `json:"key,omitempty"`
}

// SortEvents orders events by time; events at one instant keep the order
// they were declared in. (sort, not a generic slices sort: each generic
// instantiation is its own copy of the sorting code in app.wasm.)
//
// It sorts the events' positions, ties broken by position, and moves each
// event once: a stable sort of the events themselves moves them O(n log² n)
// times, each move of pointers a write barrier while the collector marks
// (a cache run's 30,000 events took 55 ms in the tab, in one piece).
func SortEvents(evs []SceneEvent) {
	sorted := true
	for i := 1; i < len(evs) && sorted; i++ {
		sorted = evs[i].T >= evs[i-1].T
	}
	if sorted {
		return
	}
	at := Positions(len(evs), func(a, b int32) int { return cmp.Compare(evs[a].T, evs[b].T) })
	out := make([]SceneEvent, len(evs))
	for i, k := range at {
		out[i] = evs[k]
	}
	copy(evs, out)
}

// Positions orders the positions 0…n-1 of a list by cmp (negative: a
// first), a tie by position: a stable order of the list without moving
// its items, for a list whose items are too large to sort themselves (each
// move a copy, and of pointers a write barrier while the collector marks).
func Positions(n int, cmp func(a, b int32) int) []int32 {
	o := positions{at: make([]int32, n), cmp: cmp}
	for i := range o.at {
		o.at[i] = int32(i)
	}
	sort.Sort(o)
	return o.at
}

type positions struct {
	at  []int32
	cmp func(a, b int32) int
}

func (o positions) Len() int      { return len(o.at) }
func (o positions) Swap(i, j int) { o.at[i], o.at[j] = o.at[j], o.at[i] }
func (o positions) Less(i, j int) bool {
	a, b := o.at[i], o.at[j]
	if c := o.cmp(a, b); c != 0 {
		return c < 0
	}
	return a < b
}

// Node returns the scene node with id, or nil.
func (s *Scene) Node(id string) *Node {
	for i := range s.Nodes {
		if s.Nodes[i].ID == id {
			return &s.Nodes[i]
		}
	}
	return nil
}

// StateOf returns the declared state with id, or nil.
func (s *Scene) StateOf(id string) *State {
	for i := range s.States {
		if s.States[i].ID == id {
			return &s.States[i]
		}
	}
	return nil
}

// CounterOf returns the declared counter with id, or nil.
func (s *Scene) CounterOf(id string) *Counter {
	for i := range s.Counters {
		if s.Counters[i].ID == id {
			return &s.Counters[i]
		}
	}
	return nil
}

// Narrates reports whether e only narrates (a note, no state change).
func (e SceneEvent) Narrates() bool { return e.State == "" && e.Counters == nil }

// Effect returns the declared effect with id, or nil.
func (s *Scene) Effect(id string) *Effect {
	for i := range s.Effects {
		if s.Effects[i].ID == id {
			return &s.Effects[i]
		}
	}
	return nil
}
