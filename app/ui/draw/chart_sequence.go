package draw

import (
	"fmt"
	"slices"
	"sort"
	"strings"
	"time"

	"playground/engine/i18n"
	"playground/engine/lab"
	"playground/engine/netsim"
)

// Sequence layout.
const (
	seqRowH   = 20.0
	seqHeadH  = 34.0 // a lifeline's head with its label on two lines (12 px more per further line)
	seqMinCol = 90.0
)

// sequenceChart draws the trace's messages sent between From and To as a
// sequence diagram: one lifeline per scene node, headed by its label (which
// says its role), placed by role (clients left); each exchange as a request
// arrow at its send time and a reply arrow (status or error) at its answer
// time. A message whose handler marked an effect gets a dot on the lifeline
// that served it and the effect's label, in its tone, in a column on the
// right. The diagram widens past w rather than squeeze its columns.
func sequenceChart(id string, f lab.Figure, r *lab.Result, w float64, lang i18n.Lang) (string, string, Plot) {
	var msgs []netsim.Message
	total := 0
	for _, m := range r.Trace {
		if m.Sent < f.From || (f.To != 0 && m.Sent >= f.To) {
			continue
		}
		total++
		if len(msgs) < maxMessages {
			msgs = append(msgs, m)
		}
	}
	nodes := seqNodes(r, msgs)
	evs := seqEvents(msgs)
	lay := layoutSequence(r, msgs, nodes, evs, w, lang)
	alt := sequenceAlt(r, msgs, nodes, total, lang)
	g := newSVG(id, lay.w, lay.h, lang, f.Title.In(lang), alt)
	for i, n := range nodes {
		x := lay.ax(n)
		label := laneName(r, n, lang)
		g.rect(x-lay.colW/2+4, 4, lay.colW-8, lay.headH-2, "actor "+colour(i), label+" ("+n+")")
		lines := wrapWords(label, lay.colW-14)
		for j, l := range lines {
			y := 4 + lay.headH/2 + 4 + (float64(j)-float64(len(lines)-1)/2)*12
			g.text(x, y, "middle", "actor-label", l)
		}
		g.line(x, lay.headH+2, x, lay.h-6, "lifeline")
	}
	for row, e := range evs {
		lay.drawEvent(g, r, msgs[e.i], e, lay.top+seqRowH*float64(row), lang)
	}
	plot := Plot{Width: lay.w, Height: lay.h, Left: lay.left, Right: lay.left + lay.colW*float64(len(nodes)), Top: lay.headH + 2, Bottom: lay.h - 6, Focus: lay.focus}
	return g.String(), alt, plot
}

// seqEvent is one row of a sequence diagram: message i sent, or answered
// (reply), at a moment, and where that happened among the run's sends and
// answers (netsim.Message.SentStep; 0 when the trace does not say).
type seqEvent struct {
	at    time.Duration
	i     int
	reply bool
	step  int
}

// seqEvents are the rows: every send and every answer in time order, and
// at one moment in the order the run performed them, so a cause is drawn
// above its effect (the 503 above the retry it triggered). A trace without
// steps puts a send before an answer at the same moment.
func seqEvents(msgs []netsim.Message) []seqEvent {
	evs := make([]seqEvent, 0, 2*len(msgs))
	for i, m := range msgs {
		evs = append(evs, seqEvent{m.Sent, i, false, m.SentStep}, seqEvent{m.Received, i, true, m.AnsweredStep})
	}
	sort.SliceStable(evs, func(a, b int) bool {
		if evs[a].at != evs[b].at {
			return evs[a].at < evs[b].at
		}
		if evs[a].step != 0 && evs[b].step != 0 {
			return evs[a].step < evs[b].step
		}
		if evs[a].reply != evs[b].reply {
			return !evs[a].reply
		}
		return evs[a].i < evs[b].i
	})
	return evs
}

// seqLayout places a sequence diagram's columns: the times on the left,
// the lifelines, the effects on the right.
type seqLayout struct {
	w, h       float64
	left, colW float64
	top        float64 // the first row's y
	headH      float64 // the lifelines' heads: room for every name in full
	effectX    float64
	nodes      []string
	focus      float64 // Plot.Focus: the end of the first bad outcome's mark
}

func layoutSequence(r *lab.Result, msgs []netsim.Message, nodes []string, evs []seqEvent, w float64, lang i18n.Lang) *seqLayout {
	lay := &seqLayout{left: 8.0, nodes: nodes}
	for _, e := range evs {
		lay.left = max(lay.left, textW(Dur(e.at, lang))+12)
	}
	effectsW := 0.0
	for _, m := range msgs {
		if m.Effect != "" {
			effectsW = max(effectsW, textW(effectLabel(r, m.Effect, lang))+24)
		}
	}
	lay.colW = max((w-lay.left-effectsW-8)/float64(max(1, len(nodes))), seqMinCol)
	lay.w = max(w, lay.left+lay.colW*float64(len(nodes))+effectsW+8)
	// A name too wide for its column wraps (at characters if need be):
	// every head gets room for the longest.
	lines := 2
	for _, n := range nodes {
		lines = max(lines, len(wrapWords(laneName(r, n, lang), lay.colW-14)))
	}
	lay.headH = seqHeadH + float64(lines-2)*12
	lay.top = lay.headH + 22
	lay.h = lay.top + seqRowH*float64(len(evs)) + 12
	lay.effectX = lay.left + lay.colW*float64(len(nodes)) + 10
	return lay
}

// ax is node's lifeline.
func (lay *seqLayout) ax(node string) float64 {
	return lay.left + lay.colW*(float64(slices.Index(lay.nodes, node))+0.5)
}

// drawEvent draws one row at y: its time, and the request arrow (with its
// effect) or the reply arrow.
func (lay *seqLayout) drawEvent(g *svg, r *lab.Result, m netsim.Message, e seqEvent, y float64, lang i18n.Lang) {
	g.text(lay.left-8, y+4, "end", "tick", Dur(e.at, lang))
	from, to := lay.ax(m.From), lay.ax(m.To)
	span := max(abs(to-from)-12, 40)
	if e.reply {
		label, cls := fmt.Sprint(m.Status), "reply"
		switch {
		case m.Err != "":
			label, cls = netsim.ErrText(m.Err).In(lang), "reply err"
		case m.Status >= 400:
			cls = "reply bad"
		}
		g.arrow(to, y, from, y, cls)
		g.text((from+to)/2, y-4, "middle", "msg-label", shorten(label, span))
		return
	}
	label := strings.TrimSpace(m.Method + " " + m.Path)
	if m.Attempt > 0 {
		label += fmt.Sprintf(" #%d", m.Attempt)
	}
	g.arrow(from, y, to, y, "request")
	g.text((from+to)/2, y-4, "middle", "msg-label", shorten(label, span))
	if m.Effect != "" {
		tone := effectTone(r, m.Effect)
		name := effectLabel(r, m.Effect, lang)
		g.circle(to, y, 4.5, "effect-dot tone-"+tone, name)
		g.line(to+5, y, lay.effectX-4, y, "effect-guide tone-"+tone)
		g.text(lay.effectX, y+4, "start", "effect tone-"+tone, name)
		if tone == string(lab.ToneBad) && lay.focus == 0 {
			lay.focus = lay.effectX + textW(name) + 8
		}
	}
}

func abs(v float64) float64 {
	if v < 0 {
		return -v
	}
	return v
}

// seqNodes are the lifelines: every endpoint of msgs, placed by role —
// clients, then apps, then the intermediaries, then the services (who asks
// on the left, who answers on the right) — and within a place by when they
// first send or receive.
func seqNodes(r *lab.Result, msgs []netsim.Message) []string {
	first := map[string]time.Duration{}
	var nodes []string
	for _, m := range msgs {
		for _, a := range []string{m.From, m.To} {
			if t, seen := first[a]; !seen || m.Sent < t {
				if !seen {
					nodes = append(nodes, a)
				}
				first[a] = m.Sent
			}
		}
	}
	rank := func(id string) int {
		n := r.Scene.Node(id)
		switch {
		case n == nil:
			return 3 // undeclared: before the services
		case n.Role == lab.RoleClient:
			return 0
		case n.Role == lab.RoleApp:
			return 1
		}
		return 2 * n.Role.Column() // intermediaries 2, the answering side 4
	}
	sort.SliceStable(nodes, func(i, j int) bool {
		a, b := nodes[i], nodes[j]
		if ra, rb := rank(a), rank(b); ra != rb {
			return ra < rb
		}
		return first[a] < first[b]
	})
	return nodes
}

// effectLabel names an effect as the scene declares it (its id otherwise).
func effectLabel(r *lab.Result, id string, lang i18n.Lang) string {
	if e := r.Scene.Effect(id); e != nil && e.Label.In(lang) != "" {
		return e.Label.In(lang)
	}
	return id
}

func effectTone(r *lab.Result, id string) string {
	if e := r.Scene.Effect(id); e != nil && e.Tone != "" {
		return string(e.Tone)
	}
	return string(lab.ToneNeutral)
}

// sequenceAlt counts what the diagram shows: the messages and who they
// are between, the answers with an error status, the calls that got no
// answer, and the effects, each by name.
func sequenceAlt(r *lab.Result, msgs []netsim.Message, nodes []string, total int, lang i18n.Lang) string {
	names := make([]string, len(nodes))
	for i, n := range nodes {
		names[i] = laneName(r, n, lang)
	}
	parts := []string{txtSeqAlt.N(len(msgs), len(nodes), strings.Join(names, ", ")).In(lang)}
	bad, lost := 0, 0
	var effects []string
	count := map[string]int{}
	for _, m := range msgs {
		switch {
		case m.Err != "":
			lost++
		case m.Status >= 400:
			bad++
		}
		if m.Effect != "" {
			if count[m.Effect] == 0 {
				effects = append(effects, m.Effect)
			}
			count[m.Effect]++
		}
	}
	if bad == 0 && lost == 0 {
		parts = append(parts, txtSeqAllOK.In(lang))
	}
	if bad > 0 {
		parts = append(parts, txtSeqBad.N(bad).In(lang))
	}
	if lost > 0 {
		parts = append(parts, txtSeqLost.N(lost).In(lang))
	}
	if len(effects) > 0 {
		var es []string
		for _, e := range effects {
			es = append(es, fmt.Sprintf("%s ×%d", effectLabel(r, e, lang), count[e]))
		}
		parts = append(parts, txtSeqEffects.Format(strings.Join(es, ", ")).In(lang))
	}
	if total > len(msgs) {
		parts = append(parts, txtSeqCut.Format(len(msgs), total).In(lang))
	}
	return strings.Join(parts, " ")
}
