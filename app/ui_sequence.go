package main

import (
	"fmt"
	"sort"
	"strings"
	"time"

	"playground/engine/i18n"
	"playground/engine/netsim"
)

// sequenceChart draws the message trace as a sequence diagram: one lifeline
// per address (in order of appearance), each exchange as a request arrow at
// its send time and a reply arrow (status or error) at its answer time, rows
// in time order. A POST that reached a leaf service (one that never calls
// anyone) is marked as a charge: that is where the lesson's double charge
// shows.
func sequenceChart(id string, trace []netsim.Message, title string, lang i18n.Lang) (string, string) {
	total := len(trace)
	msgs := trace
	if len(msgs) > maxMessages {
		msgs = msgs[:maxMessages]
	}
	var actors []string
	senders := map[string]bool{}
	for _, m := range msgs {
		for _, a := range []string{m.From, m.To} {
			if !contains(actors, a) {
				actors = append(actors, a)
			}
		}
		senders[m.From] = true
	}
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

	const left, top, rowH = 64.0, 46.0, 20.0
	colW := (chartW - left - 20) / float64(max(1, len(actors)))
	ax := func(a string) float64 { return left + colW*(float64(indexOf(actors, a))+0.5) }
	h := top + rowH*float64(len(evs)) + 16
	errs, charges := 0, 0
	for _, m := range msgs {
		if m.Err != "" {
			errs++
		}
	}
	alt := txtSeqAlt.Format(len(msgs), len(actors), errs).In(lang)
	if total > len(msgs) {
		alt += " " + txtSeqCut.Format(len(msgs), total).In(lang)
	}
	g := newSVG(id, chartW, h, title, alt)
	for i, a := range actors {
		x := ax(a)
		g.rect(x-colW/2+4, 6, colW-8, 22, "actor "+colour(i), a)
		g.text(x, 21, "middle", "actor-label", shorten(a, int(colW/6.5)))
		g.line(x, 28, x, h-8, "lifeline")
	}
	for row, e := range evs {
		m := msgs[e.i]
		y := top + rowH*float64(row) + 8
		g.text(left-8, y+4, "end", "tick", fmtDur(e.at))
		from, to := ax(m.From), ax(m.To)
		if e.reply {
			label, cls := fmt.Sprint(m.Status), "reply"
			if m.Err != "" {
				label, cls = m.Err, "reply err"
			} else if m.Status >= 400 {
				cls = "reply bad"
			}
			g.arrow(to, y, from, y, cls)
			g.text((from+to)/2, y-3, "middle", "msg-label", shorten(label, 40))
			continue
		}
		label := strings.TrimSpace(m.Method + " " + m.Path)
		if m.Attempt > 0 {
			label += fmt.Sprintf(" #%d", m.Attempt)
		}
		g.arrow(from, y, to, y, "request")
		g.text((from+to)/2, y-3, "middle", "msg-label", shorten(label, 40))
		if m.Method == "POST" && !senders[m.To] && m.Served {
			charges++
			// beside the lifeline, on the side the arrow does not come from
			if from > to {
				g.text(to-6, y+4, "end", "charge", "₺ "+txtCharge.In(lang))
			} else {
				g.text(to+6, y+4, "start", "charge", "₺ "+txtCharge.In(lang))
			}
		}
	}
	return g.String(), alt
}

func shorten(s string, n int) string {
	r := []rune(s)
	if n < 4 || len(r) <= n {
		return s
	}
	return string(r[:n-1]) + "…"
}
