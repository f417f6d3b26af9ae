package replay

import (
	"math"
	"strconv"
	"time"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"playground/app/ui/draw"
)

// paint writes the moment into the DOM; full repaints everything (after a
// render), otherwise only what changed since the last frame.
func (r *replay) paint(full bool) {
	if !app.IsClient || r.p.M == nil {
		return
	}
	root := r.jsEl("replay")
	if !root.Truthy() {
		return
	}
	if full || r.paintedKey != r.svgKey {
		r.forget()
	}
	t := r.p.T
	root.Call("setAttribute", "data-t", strconv.FormatInt(int64(t), 10))
	if el := r.jsEl("replay-scrub"); el.Truthy() {
		el.Set("value", strconv.FormatInt(int64(t), 10))
		el.Call("setAttribute", "aria-valuetext", draw.Dur(t, r.Ilang))
	}
	if el := r.jsEl("replay-time"); el.Truthy() {
		el.Set("textContent", txtReplayTime.Format(draw.Dur(t, r.Ilang), draw.Dur(r.p.M.End, r.Ilang)).In(r.Ilang))
	}
	r.paintNodes(t)
	r.paintMessages(t)
	note, _ := r.p.M.NoteAt(t, r.Ilang)
	if note == "" { // before the first narrated moment: how to get there
		note = txtReplayBefore.In(r.Ilang)
	}
	if note != r.lastNote {
		r.lastNote = note
		r.jsEl("replay-note").Set("textContent", note)
	}
	r.paintRows(t)
	r.paintCursors(t, full)
	r.paintFaults(t)
}

// forget drops what paint remembers of the DOM: the next paint writes all.
func (r *replay) forget() {
	m := r.p.M
	r.paintedKey = r.svgKey
	r.nodeStep = make([]int, len(m.Nodes))
	for i := range r.nodeStep {
		r.nodeStep[i] = -2
	}
	r.rowsFinal = map[string][]bool{}
	r.picked, r.lastWas, r.wasShown = -1, "\x00", nil
	r.lastDots, r.lastNote = "\x00", "\x00"
	r.lastLabels = make([]string, len(m.Edges))
	r.lastEdgeCls = make([]string, len(m.Edges))
	for i := range r.lastLabels {
		r.lastLabels[i], r.lastEdgeCls[i] = "\x00", "\x00"
	}
}

// paintNodes writes each node's state, tone and counters at t.
func (r *replay) paintNodes(t time.Duration) {
	m, l := r.p.M, r.Ilang
	sc := &m.Result.Scene
	for i := range m.Nodes {
		e, k, _ := m.StateAt(i, t)
		if k == r.nodeStep[i] {
			continue
		}
		r.nodeStep[i] = k
		g := r.jsEl("rn-" + strconv.Itoa(i))
		if !g.Truthy() {
			continue
		}
		g.Call("setAttribute", "data-state", e.State)
		g.Call("setAttribute", "class", "rnode tone-"+draw.StateTone(sc, e.State)+r.nodeWhyClass(i, e.ID))
		r.paintWhyNode(g, i, e.ID, e.State)
		r.jsEl("rns-"+strconv.Itoa(i)).Set("textContent", r.lay.StateLine(sc, i, e.State, l))
		cl := r.lay.CounterLines(sc, i, e.Counters, l)
		for j := range cl {
			r.jsEl("rnc-"+strconv.Itoa(i)+"-"+strconv.Itoa(j)).Set("textContent", cl[j])
		}
	}
}

// paintMessages draws the messages at t: dots in flight, lit edges with
// counts under reduced motion, or rates for a run too big to draw.
func (r *replay) paintMessages(t time.Duration) {
	m := r.p.M
	labels := make([]string, len(m.Edges))
	classes := make([]string, len(m.Edges))
	for i := range classes {
		classes[i] = "edge" + r.edgeWhyClass(i)
	}
	dots := ""
	switch {
	case m.Rates:
		for e := range m.Edges {
			v, ok := m.Rate(e, t)
			switch {
			case !ok:
				labels[e] = "—"
			case v > 0:
				labels[e] = fmtRate(v) + "/s"
				classes[e] = "edge busy w" + strconv.Itoa(min(4, 1+int(math.Log10(max(v, 1))/1.5))) + r.edgeWhyClass(e)
			}
		}
	default:
		r.fl = m.InFlight(t, r.fl)
		count := make([]int, len(m.Edges))
		for _, f := range r.fl {
			count[f.Edge]++
			classes[f.Edge] = "edge active" + r.edgeWhyClass(f.Edge)
		}
		if r.p.Reduced {
			for e, n := range count {
				if n > 0 {
					labels[e] = "×" + strconv.Itoa(n)
				}
			}
		} else {
			dots = r.lay.Dots(m, r.fl, r.why, r.Ilang)
		}
	}
	if dots != r.lastDots {
		r.lastDots = dots
		if el := r.jsEl("replay-dots"); el.Truthy() {
			el.Set("innerHTML", dots)
		}
	}
	for e := range m.Edges {
		if labels[e] != r.lastLabels[e] {
			r.lastLabels[e] = labels[e]
			r.jsEl("rel-"+strconv.Itoa(e)).Set("textContent", labels[e])
		}
		if classes[e] != r.lastEdgeCls[e] {
			r.lastEdgeCls[e] = classes[e]
			r.jsEl("re-"+strconv.Itoa(e)).Call("setAttribute", "class", classes[e])
		}
	}
}

// paintRows fades the table rows whose numbers were not final by t.
func (r *replay) paintRows(t time.Duration) {
	for _, s := range r.p.M.Result.Sections {
		if s.Table == nil || len(s.Table.RowAt) == 0 {
			continue
		}
		fin := draw.FinalRows(s.Table, t)
		old := r.rowsFinal[s.ID]
		for i, f := range fin {
			if old != nil && old[i] == f {
				continue
			}
			if tr := r.jsEl("rt-" + s.ID + "-" + strconv.Itoa(i)); tr.Truthy() {
				tr.Call("setAttribute", "data-final", strconv.FormatBool(f))
				tr.Get("classList").Call("toggle", "later", !f)
				tr.Call("setAttribute", "aria-disabled", strconv.FormatBool(!f))
			}
		}
		r.rowsFinal[s.ID] = fin
	}
}

// paintCursors places each time chart's cursor at t: through the CSS
// object model (which a strict CSP allows, unlike style attributes), moved
// by a transform.
func (r *replay) paintCursors(t time.Duration, full bool) {
	for i, c := range r.charts {
		cur := r.jsEl("cur-" + strconv.Itoa(i))
		if !cur.Truthy() {
			continue
		}
		st := cur.Get("style")
		if full {
			st.Call("setProperty", "top", draw.Num(c.Plot.Top)+"px")
			st.Call("setProperty", "height", draw.Num(c.Plot.Bottom-c.Plot.Top)+"px")
		}
		x, ok := c.Plot.TimeX(t)
		cur.Set("hidden", !ok)
		if ok {
			st.Call("setProperty", "transform", "translateX("+draw.Num(x-1)+"px)")
		}
	}
}

// fmtRate writes messages per second with two significant digits at most.
func fmtRate(v float64) string {
	if v >= 100 {
		return strconv.FormatFloat(math.Round(v), 'f', 0, 64)
	}
	return strconv.FormatFloat(v, 'g', 2, 64)
}
