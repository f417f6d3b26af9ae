package ui

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
	seqHeadH  = 34.0 // a lifeline's head: its label on up to two lines
	seqMinCol = 90.0
)

// sequenceChart draws the trace's messages sent between From and To as a
// sequence diagram: one lifeline per scene node, headed by its label (which
// says its role), placed by role (clients left); each exchange as a request
// arrow at its send time and a reply arrow (status or error) at its answer
// time. A message whose handler marked an effect gets a dot on the lifeline
// that served it and the effect's label, in its tone, in a column on the
// right.
func sequenceChart(id string, f lab.Figure, r *lab.Result, w float64, lang i18n.Lang) (string, string) {
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
	type ev struct {
		at    time.Duration
		i     int
		reply bool
	}
	evs := make([]ev, 0, 2*len(msgs))
	for i, m := range msgs {
		evs = append(evs, ev{m.Sent, i, false}, ev{m.Received, i, true})
	}
	sort.SliceStable(evs, func(a, b int) bool {
		if evs[a].at != evs[b].at {
			return evs[a].at < evs[b].at
		}
		if evs[a].reply != evs[b].reply {
			return !evs[a].reply
		}
		return evs[a].i < evs[b].i
	})

	// Columns: the times on the left, the lifelines, the effects on the right.
	left := 8.0
	for _, e := range evs {
		left = max(left, textW(fmtDur(e.at))+12)
	}
	effectsW := 0.0
	for _, m := range msgs {
		if m.Effect != "" {
			effectsW = max(effectsW, textW(effectLabel(r, m.Effect, lang))+24)
		}
	}
	colW := max((w-left-effectsW-8)/float64(max(1, len(nodes))), seqMinCol)
	w = max(w, left+colW*float64(len(nodes))+effectsW+8)
	ax := func(node string) float64 { return left + colW*(float64(slices.Index(nodes, node))+0.5) }
	top := seqHeadH + 22
	h := top + seqRowH*float64(len(evs)) + 12

	alt := sequenceAlt(r, msgs, nodes, total, lang)
	g := newSVG(id, w, h, f.Title.In(lang), alt)
	for i, n := range nodes {
		x := ax(n)
		label := laneName(r, n, lang)
		g.rect(x-colW/2+4, 4, colW-8, seqHeadH-2, "actor "+colour(i), label+" ("+n+")")
		lines := wrap(label, colW-14)
		for j, l := range lines {
			y := 4 + seqHeadH/2 + 4 + (float64(j)-float64(len(lines)-1)/2)*12
			g.text(x, y, "middle", "actor-label", l)
		}
		g.line(x, seqHeadH+2, x, h-6, "lifeline")
	}
	effectX := left + colW*float64(len(nodes)) + 10
	for row, e := range evs {
		m := msgs[e.i]
		y := top + seqRowH*float64(row)
		g.text(left-8, y+4, "end", "tick", fmtDur(e.at))
		from, to := ax(m.From), ax(m.To)
		span := max(abs(to-from)-12, 40)
		if e.reply {
			label, cls := fmt.Sprint(m.Status), "reply"
			switch {
			case m.Err != "":
				label, cls = m.Err, "reply err"
			case m.Status >= 400:
				cls = "reply bad"
			}
			g.arrow(to, y, from, y, cls)
			g.text((from+to)/2, y-4, "middle", "msg-label", shorten(label, span))
			continue
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
			g.line(to+5, y, effectX-4, y, "effect-guide tone-"+tone)
			g.text(effectX, y+4, "start", "effect tone-"+tone, name)
		}
	}
	return g.String(), alt
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
	slices.SortStableFunc(nodes, func(a, b string) int {
		if ra, rb := rank(a), rank(b); ra != rb {
			return ra - rb
		}
		return int(first[a] - first[b])
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
