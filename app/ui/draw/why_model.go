package draw

import (
	"strconv"
	"time"

	"playground/engine/i18n"
	"playground/engine/lab"
	"playground/engine/why"
)

// Classes the replay's picture gives the events of a chain ("why did this
// happen?"): the event asked about, and every other event, node and edge
// of its chain.
const (
	WhySelected = "why-selected"
	WhyChain    = "why-chain"
)

// WhyModel is the replay's answer to "why did this happen?": the event the
// learner selected, its chain from the root (the run's start, a fault) to
// it, and what the picture marks. It reads only the run's data (engine/why)
// and the lab's declared outcomes; the replay view only renders it.
type WhyModel struct {
	res *lab.Result
	ev  *why.Events // indexed on the first question: a run nobody asks about costs nothing

	// ID is the selected event ("" when none); Steps its chain, root first,
	// the selected event last.
	ID    string
	Steps []why.Step

	inChain map[string]bool // the chain's event ids
	nodes   map[string]bool // the nodes its steps concern
	edges   map[string]bool // the caller–callee pairs of its messages (from, NUL, to)
	selNode string          // the node of the selected event, when it is a state change
}

// NewWhyModel prepares res for questions; nothing is selected.
func NewWhyModel(res *lab.Result) *WhyModel { return &WhyModel{res: res} }

// Result is the run the model answers for.
func (w *WhyModel) Result() *lab.Result { return w.res }

// Select selects the event id and reads its chain; false (and nothing
// selected) when the run has no such event.
func (w *WhyModel) Select(id string) bool {
	w.Clear()
	if w.res == nil || id == "" {
		return false
	}
	if w.ev == nil {
		w.ev = why.Index(w.res)
	}
	steps, ok := w.ev.Chain(id)
	if !ok {
		return false
	}
	w.ID, w.Steps = id, steps
	w.inChain = make(map[string]bool, len(steps))
	w.nodes = map[string]bool{}
	w.edges = map[string]bool{}
	for _, s := range steps {
		w.inChain[s.ID] = true
		if s.Node != "" {
			w.nodes[s.Node] = true
		}
		if m := w.message(s.ID); m >= 0 {
			msg := &w.res.Trace[m]
			w.nodes[msg.To] = true
			w.edges[msg.From+"\x00"+msg.To] = true
		}
	}
	if last := steps[len(steps)-1]; w.message(last.ID) < 0 && last.ID[0] == 'e' {
		w.selNode = last.Node
	}
	return true
}

// Clear selects nothing.
func (w *WhyModel) Clear() {
	w.ID, w.Steps, w.inChain, w.nodes, w.edges, w.selNode = "", nil, nil, nil, nil, ""
}

// message is the trace index of the message id ("m17": the 17th), -1 when
// id names no message of the run.
func (w *WhyModel) message(id string) int {
	if len(id) < 2 || id[0] != 'm' {
		return -1
	}
	i, err := strconv.Atoi(id[1:])
	if err != nil || i < 1 || i > len(w.res.Trace) || w.res.Trace[i-1].ID != id && w.res.Trace[i-1].ID != "" {
		return -1
	}
	return i - 1
}

// Class is the class an event of the picture takes: WhySelected for the
// selected one, WhyChain for another of its chain, "" otherwise.
func (w *WhyModel) Class(id string) string {
	switch {
	case id == "" || w.ID == "":
		return ""
	case id == w.ID:
		return WhySelected
	case w.inChain[id]:
		return WhyChain
	}
	return ""
}

// NodeClass is the class of node (its id) showing its state event ev: the
// selected event's class when ev is in the chain, WhyChain for a node the
// chain concerns otherwise (an endpoint of its messages, the node of its
// state changes and faults), "" for the rest.
func (w *WhyModel) NodeClass(node, ev string) string {
	if c := w.Class(ev); c != "" {
		return c
	}
	if node == w.selNode && node != "" {
		return WhySelected // the selected state change, shown at a later moment
	}
	if w.nodes[node] {
		return WhyChain
	}
	return ""
}

// EdgeClass is WhyChain for an edge a message of the chain went along
// (from calls to), "" otherwise.
func (w *WhyModel) EdgeClass(from, to string) string {
	if w.edges[from+"\x00"+to] {
		return WhyChain
	}
	return ""
}

// Moment is where step i happened: the replay moves there when the
// learner follows it (a message's moment is its answer).
func (w *WhyModel) Moment(i int) time.Duration { return w.Steps[i].T }

// StepText is step i as the narration tells it, in l.
func (w *WhyModel) StepText(i int, l i18n.Lang) string { return w.Steps[i].Text.In(l) }

// Lead is the line under the narration's title: how many steps lead from
// the root to the event, and that each moves the replay to its moment.
func (w *WhyModel) Lead(l i18n.Lang) string { return txtWhyLead.N(len(w.Steps)).In(l) }

// Ask is the accessible name of an event of the picture a learner may
// select: what it shows, and the question.
func Ask(what string, l i18n.Lang) string { return txtWhyAsk.Format(what).In(l) }

// KeyOutcome is the lab's key outcome (its first declared) as the "show me
// one" button offers it: its first instance in the run and its label; ok
// is false when the lab declares none or the run has none.
func KeyOutcome(l *lab.Lab, res *lab.Result) (id string, label i18n.Text, ok bool) {
	if l == nil || res == nil || len(l.Outcomes) == 0 {
		return "", i18n.Text{}, false
	}
	id = why.Key(l, res)
	return id, l.Outcomes[0].Label, id != ""
}

// The narration's texts.
var (
	TxtWhy     = i18n.Text{TR: "Neden oldu?", EN: "Why did this happen?"}
	txtWhyAsk  = i18n.Text{TR: "%s — neden oldu?", EN: "%s — why did this happen?"}
	txtWhyLead = i18n.Counted{TR: "Kökten bu olaya %d adım; bir adıma basınca oynatıcı o ana gider.",
		EnOne:   "%d step from the root to this event; press it to move the replay to its moment.",
		EnOther: "%d steps from the root to this event; press one to move the replay to its moment."}
)
