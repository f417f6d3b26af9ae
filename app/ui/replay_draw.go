package ui

import (
	"fmt"
	"math"
	"slices"
	"strconv"
	"strings"
	"time"

	"playground/engine/i18n"
	"playground/engine/lab"
)

// The topology's layout. Nodes stand in lanes by role, left to right as
// the sequence diagrams order them (clients, apps, the intermediaries of
// Role.Column 1, the services of column 2); a run's set-ups (groups) are
// stacked, so each group's nodes share rows across the lanes. Below
// narrowTopo px the lanes turn into rows, top to bottom.
const (
	narrowTopo   = 560.0
	topoPad      = 10.0
	nodeLines    = 6 // label (2), state, counters (3)
	counterLines = 3
	nodeLineH    = 13.0
	nodeBoxH     = nodeLines*nodeLineH + 12
	topoRowGap   = 26.0
	maxNodeBoxW  = 210.0
	dotR         = 4.5
)

// laneRank orders roles into lanes: Role.Column first, clients before apps.
func laneRank(r lab.Role) int {
	switch r {
	case lab.RoleClient:
		return 0
	case lab.RoleApp:
		return 1
	}
	return 2 * r.Column()
}

// nodeBox is a node's place: its centre and size.
type nodeBox struct{ x, y, w, h float64 }

// topoLayout is the topology drawn at one width.
type topoLayout struct {
	w, h   float64
	narrow bool
	font   float64
	boxes  []nodeBox
	// edge geometry: each edge's ends at the boxes' borders (caller, callee)
	ends [][2][2]float64
}

func layoutTopo(m *replayModel, w float64) topoLayout {
	lay := topoLayout{w: w, narrow: w < narrowTopo, font: 11}
	if lay.narrow {
		lay.font = 10
	}
	// Lanes, in rank order; in each, the nodes by group (in order of first
	// appearance) then as declared.
	groups := map[string]int{}
	ranks := []int{}
	for _, n := range m.nodes {
		if _, ok := groups[n.Group]; !ok {
			groups[n.Group] = len(groups)
		}
		if r := laneRank(n.Role); !slices.Contains(ranks, r) {
			ranks = append(ranks, r)
		}
	}
	slices.Sort(ranks)
	lanes := make([][]int, len(ranks))
	for i, n := range m.nodes {
		k := slices.Index(ranks, laneRank(n.Role))
		lanes[k] = append(lanes[k], i)
	}
	for _, l := range lanes {
		slices.SortStableFunc(l, func(a, b int) int { return groups[m.nodes[a].Group] - groups[m.nodes[b].Group] })
	}
	lay.boxes = make([]nodeBox, len(m.nodes))
	rowH := nodeBoxH + topoRowGap
	if !lay.narrow {
		rows := 1
		for _, l := range lanes {
			rows = max(rows, len(l))
		}
		laneW := (w - 2*topoPad) / float64(max(1, len(lanes)))
		bw := min(laneW-28, maxNodeBoxW)
		lay.h = float64(rows)*rowH + 2*topoPad
		for k, l := range lanes {
			x := topoPad + laneW*(float64(k)+0.5)
			for i, n := range l {
				// Spread evenly over the rows: a lone node sits in the middle.
				y := topoPad + (float64(i)+0.5)*float64(rows)/float64(len(l))*rowH
				lay.boxes[n] = nodeBox{x, y, bw, nodeBoxH}
			}
		}
	} else {
		perRow := max(1, int((w-2*topoPad)/120))
		y := topoPad
		for _, l := range lanes {
			for start := 0; start < len(l); start += perRow {
				part := l[start:min(start+perRow, len(l))]
				cellW := (w - 2*topoPad) / float64(len(part))
				bw := min(cellW-12, maxNodeBoxW)
				for i, n := range part {
					lay.boxes[n] = nodeBox{topoPad + cellW*(float64(i)+0.5), y + rowH/2 - topoRowGap/2, bw, nodeBoxH}
				}
				y += rowH
			}
		}
		lay.h = y + topoPad
	}
	// Edges run border to border; a pair used both ways is drawn as two
	// lines apart.
	both := map[[2]int]bool{}
	for _, e := range m.edges {
		both[[2]int{e.from, e.to}] = true
	}
	for _, e := range m.edges {
		a, b := lay.boxes[e.from], lay.boxes[e.to]
		dx, dy := b.x-a.x, b.y-a.y
		l := math.Hypot(dx, dy)
		off := [2]float64{}
		if both[[2]int{e.to, e.from}] && l > 0 {
			sign := 1.0
			if e.from > e.to {
				sign = -1
			}
			off = [2]float64{-dy / l * 5 * sign, dx / l * 5 * sign}
		}
		p := clipToBox(a, b.x+off[0], b.y+off[1], off)
		q := clipToBox(b, a.x+off[0], a.y+off[1], off)
		lay.ends = append(lay.ends, [2][2]float64{p, q})
	}
	return lay
}

// clipToBox is where the line from box a's centre (moved by off) towards
// (tx, ty) leaves the box.
func clipToBox(a nodeBox, tx, ty float64, off [2]float64) [2]float64 {
	cx, cy := a.x+off[0], a.y+off[1]
	dx, dy := tx-cx, ty-cy
	if dx == 0 && dy == 0 {
		return [2]float64{cx, cy}
	}
	s := math.Inf(1)
	if dx != 0 {
		s = min(s, (a.w/2+2)/math.Abs(dx))
	}
	if dy != 0 {
		s = min(s, (a.h/2+2)/math.Abs(dy))
	}
	s = min(s, 0.5)
	return [2]float64{cx + dx*s, cy + dy*s}
}

// along is the point at f (0 caller, 1 callee) on edge e.
func (lay *topoLayout) along(e int, f float64) (float64, float64) {
	p, q := lay.ends[e][0], lay.ends[e][1]
	f = min(max(f, 0), 1)
	return p[0] + (q[0]-p[0])*f, p[1] + (q[1]-p[1])*f
}

// stateName is a state's declared name, or its id.
func stateName(sc *lab.Scene, id string, l i18n.Lang) string {
	if id == "" {
		return "—"
	}
	if s := sc.StateOf(id); s != nil && s.Label.In(l) != "" {
		return s.Label.In(l)
	}
	return id
}

// stateTone is how a state strikes the reader (none before a first state).
func stateTone(sc *lab.Scene, id string) string {
	if id == "" {
		return "none"
	}
	if s := sc.StateOf(id); s != nil && s.Tone != "" {
		return string(s.Tone)
	}
	return string(lab.ToneNeutral)
}

// countersText is a node's counters, named, in key order.
func countersText(sc *lab.Scene, c map[string]float64, l i18n.Lang) []string {
	keys := make([]string, 0, len(c))
	for k := range c {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	out := make([]string, len(keys))
	for i, k := range keys {
		name := k
		if d := sc.CounterOf(k); d != nil && d.Label.In(l) != "" {
			name = d.Label.In(l)
		}
		out[i] = name + " " + fmtCounter(c[k])
	}
	return out
}

// fmtCounter writes a count, or a time-averaged level to one decimal.
func fmtCounter(v float64) string {
	if v == math.Trunc(v) && math.Abs(v) < 1e15 {
		return strconv.FormatInt(int64(v), 10)
	}
	return strconv.FormatFloat(v, 'f', 1, 64)
}

// fitLines puts the parts on at most counterLines lines of about w
// pixels, joined by " · ", shortening what does not fit.
func fitLines(parts []string, w, font float64) [counterLines]string {
	cw := 0.62 * font
	fits := func(s string) bool { return float64(len([]rune(s)))*cw <= w }
	var lines [counterLines]string
	k := 0
	for _, p := range parts {
		next := p
		if lines[k] != "" {
			next = lines[k] + " · " + p
		}
		if fits(next) || lines[k] == "" {
			lines[k] = next
			continue
		}
		if k == counterLines-1 {
			lines[k] = next
			break
		}
		k++
		lines[k] = p
	}
	for i := range lines {
		if !fits(lines[i]) {
			lines[i] = shorten(lines[i], w*charWidth/cw)
		}
	}
	return lines
}

// topoSVG draws the scene's static part at t0: the edges, the nodes with
// their labels and their state at t0, an empty layer for the dots and the
// edge labels. paint moves everything that changes with time.
func topoSVG(m *replayModel, lay *topoLayout, t0 time.Duration, l i18n.Lang) string {
	sc := &m.res.Scene
	title := txtReplayTopo.In(l)
	var names []string
	for _, n := range m.nodes {
		names = append(names, n.Label.In(l))
	}
	desc := txtReplayTopoAlt.N(len(m.nodes), strings.Join(names, ", "), len(m.res.Trace)+m.res.TraceDropped).In(l)
	g := newSVG("replay-svg", lay.w, lay.h, title, desc)
	g.b.WriteString(`<g class="edges">`)
	for i := range m.edges {
		p, q := lay.ends[i][0], lay.ends[i][1]
		fmt.Fprintf(&g.b, `<line id="re-%d" class="edge" x1="%s" y1="%s" x2="%s" y2="%s"/>`, i, num(p[0]), num(p[1]), num(q[0]), num(q[1]))
		// An arrowhead at the callee says who calls whom.
		dx, dy := q[0]-p[0], q[1]-p[1]
		if d := math.Hypot(dx, dy); d > 12 {
			ux, uy := dx/d, dy/d
			fmt.Fprintf(&g.b, `<polygon class="edge-head" points="%s,%s %s,%s %s,%s"/>`,
				num(q[0]), num(q[1]), num(q[0]-7*ux-3.5*uy), num(q[1]-7*uy+3.5*ux), num(q[0]-7*ux+3.5*uy), num(q[1]-7*uy-3.5*ux))
		}
	}
	g.b.WriteString(`</g><g class="nodes">`)
	for i, n := range m.nodes {
		b := lay.boxes[i]
		e, _, _ := m.stateAt(i, t0)
		fmt.Fprintf(&g.b, `<g id="rn-%d" class="rnode tone-%s" data-node="%s" data-state="%s" transform="translate(%s %s)"><title>%s</title>`,
			i, stateTone(sc, e.State), esc(n.ID), esc(e.State), num(b.x), num(b.y), esc(n.Label.In(l)+" ("+n.ID+")"))
		fmt.Fprintf(&g.b, `<rect class="box" x="%s" y="%s" width="%s" height="%s" rx="8"/>`, num(-b.w/2), num(-b.h/2), num(b.w), num(b.h))
		y := -b.h/2 + 6 + nodeLineH - 2
		// Labels are bold: a little wider than the estimate for plain text.
		label := wrap(n.Label.In(l), (b.w-12)*0.88*fontSize/lay.font)
		for j := 0; j < 2; j++ {
			s := ""
			if j < len(label) {
				s = label[j]
			}
			fmt.Fprintf(&g.b, `<text class="rlabel" x="0" y="%s" text-anchor="middle">%s</text>`, num(y), esc(s))
			y += nodeLineH
		}
		fmt.Fprintf(&g.b, `<text id="rns-%d" class="rstate" x="0" y="%s" text-anchor="middle">%s</text>`, i, num(y), esc(stateName(sc, e.State, l)))
		y += nodeLineH
		cl := fitLines(countersText(sc, e.Counters, l), b.w-10, lay.font)
		for j := range cl {
			fmt.Fprintf(&g.b, `<text id="rnc-%d-%d" class="rcount" x="0" y="%s" text-anchor="middle">%s</text>`, i, j, num(y), esc(cl[j]))
			y += nodeLineH
		}
		g.b.WriteString(`</g>`)
	}
	g.b.WriteString(`</g><g id="replay-dots" class="dots"></g><g class="elabels">`)
	// Edge labels stand a third of the way from the caller: the middle of
	// a long edge may be behind a node of the lane it crosses.
	for i := range m.edges {
		x, y := lay.along(i, 0.33)
		fmt.Fprintf(&g.b, `<text id="rel-%d" class="elabel" x="%s" y="%s" text-anchor="middle"></text>`, i, num(x), num(y-6))
	}
	g.b.WriteString(`</g>`)
	return g.String()
}

// dotsSVG draws the messages in flight at t: a dot per message (dots at
// one place merge into one with a count), coloured by leg and, on the way
// back, by what the answer meant. Reduced motion draws no dots: the edges
// with messages on them light up instead (edgeLabels).
func dotsSVG(m *replayModel, lay *topoLayout, fl []flight) string {
	if len(fl) == 0 {
		return ""
	}
	type spot struct {
		x, y float64
		cls  string
		n    int
		tip  string
	}
	var spots []spot
	at := map[[2]int]int{}
	for _, f := range fl {
		msg := &m.msgs[f.msg]
		x, y := lay.along(f.edge, f.pos)
		cls := "dot leg-out"
		switch f.leg {
		case legWait:
			cls = "dot leg-wait"
		case legBack:
			cls = "dot leg-back tone-" + m.tone(msg)
		}
		k := [2]int{int(math.Round(x / 3)), int(math.Round(y / 3))}
		if i, ok := at[k]; ok && spots[i].cls == cls {
			spots[i].n++
			continue
		}
		at[k] = len(spots)
		spots = append(spots, spot{x, y, cls, 1, strings.TrimSpace(msg.Method + " " + msg.Path)})
	}
	var b strings.Builder
	for _, s := range spots {
		fmt.Fprintf(&b, `<circle class="%s" cx="%s" cy="%s" r="%s"><title>%s</title></circle>`, s.cls, num(s.x), num(s.y), num(dotR), esc(s.tip))
		if s.n > 1 {
			fmt.Fprintf(&b, `<text class="dot-count" x="%s" y="%s">×%d</text>`, num(s.x+dotR+2), num(s.y-dotR), s.n)
		}
	}
	return b.String()
}

// stripSVG marks the phases and the shaded windows along the scrubber, in
// percent of its length so it needs no width.
func stripSVG(m *replayModel, l i18n.Lang) string {
	if len(m.markers) == 0 && len(m.windows) == 0 {
		return ""
	}
	pct := func(t time.Duration) string {
		return strconv.FormatFloat(100*float64(t)/float64(m.end), 'f', 3, 64) + "%"
	}
	var b strings.Builder
	b.WriteString(`<svg xmlns="http://www.w3.org/2000/svg" class="replay-strip" width="100%" height="18" aria-hidden="true">`)
	for _, w := range m.windows {
		fmt.Fprintf(&b, `<rect class="window" x="%s" y="0" width="%s" height="18"><title>%s</title></rect>`,
			pct(w.From), pct(max(w.To-w.From, 0)), esc(w.Label.In(l)+": "+fmtDur(w.From)+"–"+fmtDur(w.To)))
	}
	for i, s := range m.markers {
		fmt.Fprintf(&b, `<line class="phase" x1="%s" x2="%s" y1="0" y2="18"/><text class="phase-label" x="%s" y="13" dx="2">%d<title>%s</title></text>`,
			pct(s.From), pct(s.From), pct(s.From), i+1, esc(s.Label.In(l)+" ("+fmtDur(s.From)+")"))
	}
	b.WriteString(`</svg>`)
	return b.String()
}

// Playback speeds: 1, 2 and 5 × 10^k of virtual time per wall second.
func speedAt(i int) float64 {
	k := int(math.Floor(float64(i) / 3))
	return []float64{1, 2, 5}[((i%3)+3)%3] * math.Pow(10, float64(k))
}

// speedRange is the speed slider's span for a run of length end: from
// ×0.1 (or slower, so a short run can last a minute) to ×100 (or faster,
// so a long one fits in ten seconds); def plays the run in about fifteen
// seconds.
func speedRange(end time.Duration) (lo, hi, def int) {
	idx := func(v float64) int { return int(math.Round(math.Log10(v) * 3)) }
	lo = min(idx(0.1), idx(end.Seconds()/60)-1)
	hi = max(idx(100), idx(end.Seconds()/10)+1)
	def = min(max(idx(end.Seconds()/15), lo), hi)
	// idx maps onto the 1-2-5 ladder only roughly: settle on the ladder
	// value nearest the wanted speed.
	want := end.Seconds() / 15
	best := def
	for i := def - 2; i <= def+2; i++ {
		if i >= lo && i <= hi && math.Abs(math.Log(speedAt(i)/want)) < math.Abs(math.Log(speedAt(best)/want)) {
			best = i
		}
	}
	return lo, hi, best
}

// fmtSpeed writes a speed as ×0.0005, ×2, ×100.
func fmtSpeed(v float64) string {
	return "×" + strconv.FormatFloat(v, 'g', -1, 64)
}
