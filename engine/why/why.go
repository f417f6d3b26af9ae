// Package why follows a traced event of a run back to its causes: the
// chain a learner reads to answer "why did this happen?" — the list was
// resolved before the kill, the record counted from its last renewal.
//
// It reads only the run's data (lab.Result): each message and scene event
// names its causes by id (docs/DESIGN.md, "Causes (why)"), faults are
// "f1"…, the run's start "start". A chain is the event and every cause
// behind it, theirs in turn, ordered from the root to the event, each step
// told in Turkish and English from the run's own numbers.
package why

import (
	"sort"
	"strconv"
	"strings"
	"time"

	"playground/engine/fault"
	"playground/engine/i18n"
	"playground/engine/lab"
	"playground/engine/netsim"
	"playground/engine/words"
)

// Event kinds no lab names: the run's start, a fault, a message the lab
// sent without a kind (read from its outcome).
const (
	KindStart    = "start"
	KindFault    = "fault"
	KindCall     = "call"
	KindRetry    = "retry"
	KindTimeout  = "timeout"
	KindFailed   = "failed"
	KindNote     = "note"
	KindState    = "state"
	orderFault   = 0
	orderMessage = 1
	orderEvent   = 2
)

// Step is one event of a chain.
type Step struct {
	ID   string        `json:"id"`
	T    time.Duration `json:"-"`
	Kind string        `json:"kind"`
	Node string        `json:"node"`
	Text i18n.Text     `json:"text"`
	// Causes are the step's own causes (ids in the chain), the start
	// for an event with none that is no fault.
	Causes []string `json:"causes,omitempty"`

	order, step, pos int // ties at one instant: faults, messages by answer, events by place
}

// Events indexes every traced event of a run by id.
type Events struct {
	res  *lab.Result
	byID map[string]Step
}

// Index reads the run's events: its faults, messages and scene events.
func Index(res *lab.Result) *Events {
	ev := &Events{res: res, byID: map[string]Step{}}
	ev.byID[lab.Root] = Step{ID: lab.Root, Kind: KindStart, Text: txtStart, order: -1}
	fs, _ := fault.Parse(res.Params[fault.Param])
	for _, f := range fs {
		node := f.Target
		if from, _, ok := f.Link(); ok {
			node = from
		}
		ev.byID[f.ID()] = Step{ID: f.ID(), T: f.At, Kind: KindFault, Node: node,
			Text: txtFault.Format(lab.Capital(res.FaultText(f))), order: orderFault, pos: f.N}
	}
	for i, m := range res.Trace {
		id := m.ID
		if id == "" {
			id = netsim.MessageID(i)
		}
		ev.byID[id] = Step{ID: id, T: m.Received, Kind: messageKind(m), Node: m.From, Text: messageText(res, m),
			Causes: rooted(m.Causes), order: orderMessage, step: m.AnsweredStep, pos: i}
	}
	for i, e := range res.Scene.Events {
		id := e.ID
		if id == "" {
			id = lab.EventID(i)
		}
		kind := e.Kind
		switch {
		case kind != "":
		case e.Narrates():
			kind = KindNote
		default:
			kind = KindState
		}
		ev.byID[id] = Step{ID: id, T: e.T, Kind: kind, Node: e.Node, Text: eventText(res, e),
			Causes: rootedUnlessFault(e.Causes, kind), order: orderEvent, pos: i}
	}
	for id, s := range ev.byID {
		if s.Kind == KindFault {
			s.Causes = nil
			ev.byID[id] = s
		}
	}
	return ev
}

// rooted is an event's causes, the run's start when it names none.
func rooted(cs []string) []string {
	if len(cs) == 0 {
		return []string{lab.Root}
	}
	return cs
}

func rootedUnlessFault(cs []string, kind string) []string {
	if kind == lab.KindFault && len(cs) > 0 {
		return cs
	}
	return rooted(cs)
}

// Has reports whether id names an event of the run.
func (ev *Events) Has(id string) bool { _, ok := ev.byID[id]; return ok }

// Step is the event id, and whether the run has it.
func (ev *Events) Step(id string) (Step, bool) { s, ok := ev.byID[id]; return s, ok }

// Chain is the event id and every cause behind it, ordered from the root
// (the run's start, a fault) to the event; false when the run has no such
// event. A cause that names no event of the run is left out (the oracle
// holds every lab to naming only real ones).
func (ev *Events) Chain(id string) ([]Step, bool) {
	if _, ok := ev.byID[id]; !ok {
		return nil, false
	}
	seen := map[string]bool{id: true}
	todo := []string{id}
	var out []Step
	for len(todo) > 0 {
		cur := todo[len(todo)-1]
		todo = todo[:len(todo)-1]
		s := ev.byID[cur]
		out = append(out, s)
		for _, c := range s.Causes {
			if _, ok := ev.byID[c]; ok && !seen[c] {
				seen[c] = true
				todo = append(todo, c)
			}
		}
	}
	sort.Slice(out, func(i, j int) bool { return before(out[i], out[j]) })
	return causesFirst(out), true
}

// causesFirst keeps steps in their order but moves each after its causes:
// at one instant the order by kind and place may put an effect first (a
// read the call it joined answered, listed before the call).
func causesFirst(steps []Step) []Step {
	in := make(map[string]bool, len(steps))
	for _, s := range steps {
		in[s.ID] = true
	}
	done := make(map[string]bool, len(steps))
	out := make([]Step, 0, len(steps))
	for len(out) < len(steps) {
		pick := -1
		for i, s := range steps {
			if done[s.ID] {
				continue
			}
			if pick < 0 {
				pick = i // a circle, which the oracle reports: the earliest left
			}
			ready := true
			for _, c := range s.Causes {
				if in[c] && !done[c] && c != s.ID {
					ready = false
					break
				}
			}
			if ready {
				pick = i
				break
			}
		}
		done[steps[pick].ID] = true
		out = append(out, steps[pick])
	}
	return out
}

// before orders two events of a chain: by time, and at one instant the
// start, then faults, then messages by their answer's step, then scene
// events by their place.
func before(a, b Step) bool {
	if a.T != b.T {
		return a.T < b.T
	}
	if a.order != b.order {
		return a.order < b.order
	}
	if a.step != b.step {
		return a.step < b.step
	}
	return a.pos < b.pos
}

// Chain is Index(res).Chain(id).
func Chain(res *lab.Result, id string) ([]Step, bool) { return Index(res).Chain(id) }

// Outcome is the first instance of the lab's outcome named name in the
// run (its event id), and whether the lab declares such an outcome; the id
// is "" when the run has none.
func Outcome(l *lab.Lab, res *lab.Result, name string) (string, bool) {
	for _, o := range l.Outcomes {
		if o.ID == name {
			return o.Find(res), true
		}
	}
	return "", false
}

// Key is the first instance of the lab's key outcome (its first declared)
// in the run, "" when the lab declares none or the run has none.
func Key(l *lab.Lab, res *lab.Result) string {
	if len(l.Outcomes) == 0 {
		return ""
	}
	return l.Outcomes[0].Find(res)
}

func messageKind(m netsim.Message) string {
	switch {
	case m.Kind != "" && m.Attempt > 1:
		return m.Kind + "_" + KindRetry
	case m.Kind != "":
		return m.Kind
	case m.Attempt > 1:
		return KindRetry
	case strings.HasPrefix(m.Err, netsim.ErrTimeout.Error()):
		return KindTimeout
	case m.Err != "":
		return KindFailed
	}
	return KindCall
}

// at is "0,9 s'de" / "at 0.9 s".
func at(t time.Duration) i18n.Text {
	d := words.Dur(t)
	return i18n.Text{TR: d.With(words.Loc).TR, EN: "at " + d.In(i18n.EN)}
}

func messageText(res *lab.Result, m netsim.Message) i18n.Text {
	what := i18n.Plain(strings.TrimSpace(m.Method + " " + m.Path))
	if m.Attempt > 1 {
		what = txtAttempt.Format(what, m.Attempt)
	}
	sent := txtSent.Format(at(m.Sent), res.Label(m.From), res.Label(m.To), what)
	var answer i18n.Text
	switch {
	case m.Err != "":
		answer = txtNoAnswer.Format(at(m.Received), netsim.ErrText(m.Err))
	default:
		answer = txtAnswer.Format(at(m.Received), strconv.Itoa(m.Status))
	}
	t := i18n.Text{TR: sent.TR + "; " + answer.TR, EN: sent.EN + "; " + answer.EN}
	if e := res.Scene.Effect(m.Effect); e != nil {
		t = i18n.Text{TR: t.TR + " (" + e.Label.TR + ")", EN: t.EN + " (" + e.Label.EN + ")"}
	}
	return lab.Capital(i18n.Text{TR: t.TR + ".", EN: t.EN + "."})
}

func eventText(res *lab.Result, e lab.SceneEvent) i18n.Text {
	if e.Note != nil {
		return txtNoted.Format(lab.Capital(at(e.T)), *e.Note)
	}
	state := i18n.Plain(e.State)
	if s := res.Scene.StateOf(e.State); s != nil {
		state = s.Label
	}
	if e.State == "" {
		state = txtCounters
	}
	// The counters the scene declares, in its order: "working (in flight
	// 2, admission limit 4)" tells a state change that the bare state
	// ("working", then "working") does not.
	var tr, en []string
	for _, c := range res.Scene.Counters {
		if v, ok := e.Counters[c.ID]; ok {
			t := txtCounter.Format(c.Label, words.Sig(v, 3))
			tr, en = append(tr, t.TR), append(en, t.EN)
		}
	}
	if len(tr) > 0 {
		state = txtWithCounters.Format(state, i18n.Text{TR: strings.Join(tr, ", "), EN: strings.Join(en, ", ")})
	}
	return lab.Capital(txtState.Format(at(e.T), res.Label(e.Node), state))
}

var (
	txtStart    = i18n.Text{TR: "Çalıştırma başladı.", EN: "The run started."}
	txtFault    = i18n.Text{TR: "Arıza: %s.", EN: "Fault: %s."}
	txtSent     = i18n.Text{TR: "%s %s, %s adresine %s gönderdi", EN: "%[1]s %[2]s sent %[4]s to %[3]s"}
	txtAttempt  = i18n.Text{TR: "%s (%d. deneme)", EN: "%s (attempt %d)"}
	txtAnswer   = i18n.Text{TR: "%s yanıt: %s", EN: "answered %s: %s"}
	txtNoAnswer = i18n.Text{TR: "%s yanıt gelmedi: %s", EN: "no answer %s: %s"}
	txtNoted    = i18n.Text{TR: "%s: %s", EN: "%s: %s"}
	txtState    = i18n.Text{TR: "%s %s: %s.", EN: "%s %s: %s."}
	txtCounters = i18n.Text{TR: "sayaçlar değişti", EN: "counters changed"}

	txtCounter      = i18n.Text{TR: "%s %s", EN: "%s %s"}
	txtWithCounters = i18n.Text{TR: "%s (%s)", EN: "%s (%s)"}
)
