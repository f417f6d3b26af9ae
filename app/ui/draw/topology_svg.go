package draw

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

// StateName is a state's declared name, or its id ("—" before a first
// state): what a node's box says it is in.
func StateName(sc *lab.Scene, id string, l i18n.Lang) string {
	if id == "" {
		return "—"
	}
	if s := sc.StateOf(id); s != nil && s.Label.In(l) != "" {
		return s.Label.In(l)
	}
	return id
}

// StateTone is how a state strikes the reader, for its box's class
// (tone-…; "none" before a first state).
func StateTone(sc *lab.Scene, id string) string {
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

// TopologyTitle is the topology's title: its SVG title, and the name a page
// gives the stage around it.
func TopologyTitle(l i18n.Lang) string { return txtReplayTopo.In(l) }

// StateLine is node i's state as its box writes it: the state's name,
// shortened to the box's width (the full name is the scene's, in the
// data table and the narration).
func (lay *Topology) StateLine(sc *lab.Scene, i int, state string, l i18n.Lang) string {
	return fitLines([]string{StateName(sc, state, l)}, lay.Boxes[i].W-10, lay.font)[0]
}

// CounterLines are node i's counters c written on the lines of its box,
// named as the scene declares them: the box's SVG and a page repainting
// the box at another moment write the same lines.
func (lay *Topology) CounterLines(sc *lab.Scene, i int, c map[string]float64, l i18n.Lang) [counterLines]string {
	return fitLines(countersText(sc, c, l), lay.Boxes[i].W-10, lay.font)
}

// SVG draws the scene's static part at t0: the edges, the nodes with
// their labels and their state at t0, an empty layer for the dots and the
// edge labels. Elements that change with time have ids (rn-, rns-, rnc-,
// re-, rel-, replay-dots) for a page to repaint them in place.
func (lay *Topology) SVG(m *ReplayModel, t0 time.Duration, l i18n.Lang) string {
	title := TopologyTitle(l)
	var names []string
	for _, n := range m.Nodes {
		names = append(names, n.Label.In(l))
	}
	desc := txtReplayTopoAlt.N(len(m.Nodes), strings.Join(names, ", "), len(m.Result.Trace)+m.Result.TraceDropped).In(l)
	class := "chart"
	if lay.narrow {
		class += " narrow" // its text a size smaller (web/app.css)
	}
	g := newSVGClass("replay-svg", class, lay.W, lay.H, l, title, desc)
	g.b.WriteString(`<g class="edges">`)
	for i := range m.Edges {
		p, q := lay.Ends[i][0], lay.Ends[i][1]
		fmt.Fprintf(&g.b, `<line id="re-%d" class="edge" x1="%s" y1="%s" x2="%s" y2="%s"/>`, i, Num(p[0]), Num(p[1]), Num(q[0]), Num(q[1]))
		// An arrowhead at the callee says who calls whom.
		dx, dy := q[0]-p[0], q[1]-p[1]
		if d := math.Hypot(dx, dy); d > 12 {
			ux, uy := dx/d, dy/d
			fmt.Fprintf(&g.b, `<polygon class="edge-head" points="%s,%s %s,%s %s,%s"/>`,
				Num(q[0]), Num(q[1]), Num(q[0]-7*ux-3.5*uy), Num(q[1]-7*uy+3.5*ux), Num(q[0]-7*ux+3.5*uy), Num(q[1]-7*uy-3.5*ux))
		}
	}
	g.b.WriteString(`</g><g class="nodes">`)
	for i := range m.Nodes {
		lay.drawNode(g, m, i, t0, l)
	}
	g.b.WriteString(`</g><g id="replay-dots" class="dots"></g><g class="elabels">`)
	// Edge labels stand a third of the way from the caller: the middle of
	// a long edge may be behind a node of the lane it crosses.
	for i := range m.Edges {
		x, y := lay.along(i, 0.33)
		fmt.Fprintf(&g.b, `<text id="rel-%d" class="elabel" x="%s" y="%s" text-anchor="middle"></text>`, i, Num(x), Num(y-6))
	}
	g.b.WriteString(`</g>`)
	// A group, not an image: its dots and nodes are buttons (paint makes
	// them so) that an image would hide (axe: nested-interactive).
	return strings.Replace(g.String(), `role="img"`, `role="group"`, 1)
}

// drawNode draws node i as its state at t0 shows it: a group (rn-i) holding
// its box, its label on two lines, its state (rns-i) and its counters
// (rnc-i-j).
func (lay *Topology) drawNode(g *svg, m *ReplayModel, i int, t0 time.Duration, l i18n.Lang) {
	sc := &m.Result.Scene
	n := m.Nodes[i]
	b := lay.Boxes[i]
	e, _, _ := m.StateAt(i, t0)
	fmt.Fprintf(&g.b, `<g id="rn-%d" class="rnode tone-%s" data-node="%s" data-state="%s" transform="translate(%s %s)"><title>%s</title>`,
		i, StateTone(sc, e.State), esc(n.ID), esc(e.State), Num(b.X), Num(b.Y), esc(n.Label.In(l)+" ("+n.ID+")"))
	fmt.Fprintf(&g.b, `<rect class="box" x="%s" y="%s" width="%s" height="%s" rx="8"/>`, Num(-b.W/2), Num(-b.H/2), Num(b.W), Num(b.H))
	y := -b.H/2 + 6 + lay.lineH - 2
	label := wrapWords(n.Label.In(l), lay.labelWidth(b.W))
	for j := 0; j < lay.labelLinesOf(i); j++ {
		s := ""
		if j < len(label) {
			s = label[j]
		}
		fmt.Fprintf(&g.b, `<text class="rlabel" x="0" y="%s" text-anchor="middle">%s</text>`, Num(y), esc(s))
		y += lay.lineH
	}
	fmt.Fprintf(&g.b, `<text id="rns-%d" class="rstate" x="0" y="%s" text-anchor="middle">%s</text>`, i, Num(y), esc(lay.StateLine(sc, i, e.State, l)))
	y += lay.lineH
	cl := lay.CounterLines(sc, i, e.Counters, l)
	for j := range cl {
		fmt.Fprintf(&g.b, `<text id="rnc-%d-%d" class="rcount" x="0" y="%s" text-anchor="middle">%s</text>`, i, j, Num(y), esc(cl[j]))
		y += lay.lineH
	}
	g.b.WriteString(`</g>`)
}

// Dots draws the messages in flight fl (InFlight) as the content of the
// replay-dots layer: a dot per message (dots at one place merge into one
// with a count), coloured by leg and, on the way back, by what the answer
// meant. Each dot names its message (data-ev, the first one's at a merged
// place) and is a button a learner asks "why?" with; w (nil: nothing
// asked) marks the dots of the chain it shows.
func (lay *Topology) Dots(m *ReplayModel, fl []Flight, w *WhyModel, l i18n.Lang) string {
	if len(fl) == 0 {
		return ""
	}
	type spot struct {
		x, y float64
		cls  string
		n    int
		tip  string
		id   string
	}
	var spots []spot
	at := map[[2]int]int{}
	for _, f := range fl {
		msg := &m.Messages[f.Msg]
		x, y := lay.along(f.Edge, f.Pos)
		cls := "dot leg-out"
		switch f.Leg {
		case LegWait:
			cls = "dot leg-wait"
		case LegBack:
			cls = "dot leg-back tone-" + m.tone(msg)
		}
		if w != nil {
			if c := w.Class(msg.ID); c != "" {
				cls += " " + c
			}
		}
		k := [2]int{int(math.Round(x / 3)), int(math.Round(y / 3))}
		if i, ok := at[k]; ok && spots[i].cls == cls {
			spots[i].n++
			continue
		}
		at[k] = len(spots)
		spots = append(spots, spot{x, y, cls, 1, strings.TrimSpace(msg.Method + " " + msg.Path), msg.ID})
	}
	var b strings.Builder
	for _, s := range spots {
		// A wider transparent circle under the dot: a finger's target.
		fmt.Fprintf(&b, `<g class="dot-g" data-ev="%s" tabindex="0" role="button" aria-label="%s"><title>%s</title><circle class="dot-hit" cx="%s" cy="%s" r="12"/><circle class="%s" cx="%s" cy="%s" r="%s"/></g>`,
			esc(s.id), esc(Ask(s.tip, l)), esc(s.tip), Num(s.x), Num(s.y), s.cls, Num(s.x), Num(s.y), Num(dotR))
		if s.n > 1 {
			fmt.Fprintf(&b, `<text class="dot-count" x="%s" y="%s">×%d</text>`, Num(s.x+dotR+2), Num(s.y-dotR), s.n)
		}
	}
	return b.String()
}

// stripNear is how close, as a share of the run, two phases on the
// scrubber's strip are drawn as one mark: 2 %, about 17 px of a 870 px
// scrubber, where a label is 8–9 px wide.
const stripNear = 0.02

// ReplayStrip marks the phases and the shaded windows along a scrubber, in
// percent of its length so it needs no width ("" when the run has none).
func ReplayStrip(m *ReplayModel, l i18n.Lang) string {
	if len(m.Markers) == 0 && len(m.Windows) == 0 {
		return ""
	}
	pct := func(t time.Duration) string {
		return strconv.FormatFloat(100*float64(t)/float64(m.End), 'f', 3, 64) + "%"
	}
	var b strings.Builder
	b.WriteString(`<svg xmlns="http://www.w3.org/2000/svg" class="replay-strip" width="100%" height="18" aria-hidden="true">`)
	for _, w := range m.Windows {
		fmt.Fprintf(&b, `<rect class="window" x="%s" y="0" width="%s" height="18"><title>%s</title></rect>`,
			pct(w.From), pct(max(w.To-w.From, 0)), esc(w.Label.In(l)+": "+Dur(w.From, l)+"–"+Dur(w.To, l)))
	}
	// Phases closer than stripNear of the run share one line and one
	// label ("1·2"): two numbers at one place would be drawn over each
	// other (a lab's first two phases may start within milliseconds).
	for i := 0; i < len(m.Markers); {
		j := i + 1
		for j < len(m.Markers) && float64(m.Markers[j].From-m.Markers[i].From) < stripNear*float64(m.End) {
			j++
		}
		var nums, titles []string
		for k := i; k < j; k++ {
			nums = append(nums, strconv.Itoa(k+1))
			titles = append(titles, strconv.Itoa(k+1)+" "+m.Markers[k].Label.In(l)+" ("+Dur(m.Markers[k].From, l)+")")
		}
		at := pct(m.Markers[i].From)
		fmt.Fprintf(&b, `<line class="phase" x1="%s" x2="%s" y1="0" y2="18"/><text class="phase-label" x="%s" y="13" dx="2">%s<title>%s</title></text>`,
			at, at, at, strings.Join(nums, "·"), esc(strings.Join(titles, "; ")))
		i = j
	}
	b.WriteString(`</svg>`)
	return b.String()
}
