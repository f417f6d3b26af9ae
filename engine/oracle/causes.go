package oracle

import (
	"fmt"
	"sort"
	"strconv"
	"strings"
	"time"

	"playground/engine/fault"
	"playground/engine/lab"
)

// Causes checks the run's causal links (docs/DESIGN.md, "Causes (why)")
// from the raw run alone, with code of its own: every message and scene
// event has the id of its place; every cause names an event of the run (a
// message, a scene event, a fault, the start); a cause comes before its
// effect — a message that caused a message was answered before it was
// sent, or it gave the effect its answer (answered at the same instant,
// before it: a read that joined a call), anything else at or before the
// effect's moment, and at one instant an event before the events after it
// in the scene; a cause concerns its effect (they share a node: an end of
// a message, an event's node — for a node no message touches, a file or a
// cache, the callers that keep it too — a fault's node or link end; or a
// key: a message's Path, an event's Key); and no chain runs in a circle, so
// every event's chain ends at a root (a fault, or an event with no cause:
// the run's start). One line per broken link.
func Causes(res *lab.Result) []string {
	var out []string
	bad := func(format string, args ...any) { out = append(out, fmt.Sprintf(format, args...)) }
	evs := map[string]causal{"start": {id: "start", start: true}}
	fs, _ := fault.Parse(res.Params[fault.Param])
	for i, f := range fs {
		id := "f" + strconv.Itoa(i+1)
		nodes := []string{f.Target}
		if from, to, ok := f.Link(); ok {
			nodes = []string{from, to}
		}
		evs[id] = causal{id: id, from: f.At, to: f.At, nodes: nodes, fault: true}
	}
	for i, m := range res.Trace {
		id := "m" + strconv.Itoa(i+1)
		if m.ID != id {
			bad("message %d has id %q, want %q", i+1, m.ID, id)
		}
		evs[id] = causal{id: id, from: m.Sent, to: m.Received, nodes: []string{m.From, m.To}, message: true,
			sent: m.SentStep, answered: m.AnsweredStep, causes: m.Causes, key: m.Path}
	}
	held := heldBy(res)
	for i, e := range res.Scene.Events {
		id := "e" + strconv.Itoa(i+1)
		if e.ID != id {
			bad("scene event %d has id %q, want %q", i+1, e.ID, id)
		}
		evs[id] = causal{id: id, from: e.T, to: e.T, nodes: append([]string{e.Node}, held[e.Node]...), pos: i, causes: e.Causes, key: e.Key}
	}
	for _, effect := range evs {
		for _, c := range effect.causes {
			cause, ok := evs[c]
			if !ok {
				bad("%s names cause %q, which is no event of the run", effect.id, c)
				continue
			}
			if why := cause.after(effect); why != "" {
				bad("%s's cause %s %s", effect.id, c, why)
			}
			if !cause.start && !shares(cause.nodes, effect.nodes) && (cause.key == "" || cause.key != effect.key) {
				bad("%s (%s) and its cause %s (%s) share no node or key", effect.id, strings.Join(effect.nodes, ", "), c, strings.Join(cause.nodes, ", "))
			}
		}
	}
	// A circle would be a chain with no root; links that each go back in
	// time (checked above) cannot make one, but a lab's bug might.
	state := map[string]int{} // 1 on the path, 2 done
	var visit func(id string) bool
	visit = func(id string) bool {
		switch state[id] {
		case 1:
			return false
		case 2:
			return true
		}
		state[id] = 1
		for _, c := range evs[id].causes {
			if _, ok := evs[c]; ok && !visit(c) {
				bad("%s's chain runs in a circle through %s", id, c)
				return false
			}
		}
		state[id] = 2
		return true
	}
	for id := range evs {
		visit(id)
	}
	return sortedLines(out)
}

// heldBy maps each scene node that no message of the run sends or
// receives — state a caller keeps, not a process: the address file a
// client reads, its cache — to the callers of its set-up (the scene's
// client and app nodes of its group), whose state it is: an event of
// such a node concerns them too.
func heldBy(res *lab.Result) map[string][]string {
	wire := map[string]bool{}
	for _, m := range res.Trace {
		wire[m.From], wire[m.To] = true, true
	}
	out := map[string][]string{}
	for _, n := range res.Scene.Nodes {
		if wire[n.ID] {
			continue
		}
		for _, c := range res.Scene.Nodes {
			if (c.Role == lab.RoleClient || c.Role == lab.RoleApp) && c.Group == n.Group && c.ID != n.ID {
				out[n.ID] = append(out[n.ID], c.ID)
			}
		}
	}
	return out
}

// causal is one traced event as the check reads it: when it began and
// ended (a message's send and answer), its nodes, its causes.
type causal struct {
	id             string
	from, to       time.Duration
	nodes          []string
	key            string // a message's Path, an event's Key
	causes         []string
	message        bool
	sent, answered int // a message's steps (0 in a trace written without netsim)
	pos            int // a scene event's place
	fault, start   bool
}

// after says how the cause c comes too late for effect e ("" when it
// does not).
func (c causal) after(e causal) string {
	switch {
	case c.start || c.fault && c.from <= e.to:
		return ""
	case c.fault:
		return fmt.Sprintf("happened at %v, after %v", c.from, e.to)
	case c.message && e.message && c.answered > 0 && e.sent > 0:
		// Answered before the effect was sent, or gave it its answer.
		if c.answered >= e.sent && (c.to != e.to || c.answered >= e.answered) {
			return fmt.Sprintf("was answered (step %d) after it was sent (step %d)", c.answered, e.sent)
		}
	case c.message && e.message:
		if c.to > e.from && c.to != e.to {
			return fmt.Sprintf("was answered at %v, after it was sent at %v", c.to, e.from)
		}
	case c.to > e.to:
		return fmt.Sprintf("ended at %v, after it at %v", c.to, e.to)
	case !c.message && !e.message && c.to == e.to && c.pos >= e.pos:
		return fmt.Sprintf("comes at the same instant but not before it in the scene (%d ≥ %d)", c.pos+1, e.pos+1)
	}
	return ""
}

func shares(a, b []string) bool {
	for _, x := range a {
		for _, y := range b {
			if x == y {
				return true
			}
		}
	}
	return false
}

// sortedLines orders the findings: the events were read from a map.
func sortedLines(out []string) []string {
	sort.Strings(out)
	return out
}
