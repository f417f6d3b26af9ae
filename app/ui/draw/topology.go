package draw

import (
	"math"
	"slices"
	"sort"

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
	nodeLines    = 4 // besides the label's lines: state, counters (3)
	counterLines = 3
	topoRowGap   = 26.0
	narrowRowGap = 18.0 // a phone's rows: room for an arrowhead between them
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

// NodeBox is a node's place in the topology: its centre and size (px).
type NodeBox struct{ X, Y, W, H float64 }

// Topology is a run's scene laid out at one width: the picture's size,
// each node's box (Boxes, by the model's Nodes) and each edge's ends at the
// boxes' borders (Ends, by the model's Edges: caller, callee). No two boxes
// overlap and every box is inside W × H.
type Topology struct {
	W, H   float64
	Boxes  []NodeBox
	Ends   [][2][2]float64
	narrow bool    // lanes turned into rows
	font   float64 // the text size the page's style gives the nodes at this width
	lineH  float64 // a text line's height in a node's box
	// labelLines is the most lines a node's name takes at its box's width:
	// every box makes room for that many, so no name is cut. On a narrow
	// screen each row is as tall as its own nodes need: labels holds each
	// node's label lines (its row's most).
	labelLines int
	labels     []int
}

// labelLinesOf is how many lines node i's box keeps for its name.
func (lay *Topology) labelLinesOf(i int) int {
	if lay.labels != nil {
		return lay.labels[i]
	}
	return lay.labelLines
}

// boxH is a node box's height: its lines and a margin.
func (lay *Topology) boxH() float64 { return float64(lay.labelLines+nodeLines)*lay.lineH + 12 }

// labelWidth is the width (in the estimate's units) a name may take in a
// box bw wide; names are bold, a little wider than plain text.
func (lay *Topology) labelWidth(bw float64) float64 { return (bw - 12) * 0.88 * fontSize / lay.font }

// fitLabels sets labelLines for the names in boxes bw wide (at least 2).
func (lay *Topology) fitLabels(names []string, bw float64) {
	lay.labelLines = 2
	for _, n := range names {
		lay.labelLines = max(lay.labelLines, len(wrapWords(n, lay.labelWidth(bw))))
	}
}

// LayoutTopology lays out m's scene w pixels wide, its names in lang.
func LayoutTopology(m *ReplayModel, w float64, lang i18n.Lang) Topology {
	// 12 px text on a wide screen, 11 px on a phone (web/app.css sets the
	// same for #replay-svg and #replay-svg.narrow): never smaller.
	lay := Topology{W: w, narrow: w < narrowTopo, font: 12, lineH: 14}
	if lay.narrow {
		lay.font, lay.lineH = 11, 13
	}
	lanes := topoLanes(m)
	lay.Boxes = make([]NodeBox, len(m.Nodes))
	names := make([]string, len(m.Nodes))
	for i, n := range m.Nodes {
		names[i] = n.Label.In(lang)
	}
	if lay.narrow {
		lay.placeRows(lanes, names, func(i int, bw float64) int { return usedCounterLines(m, i, bw-10, lay.font, lang) })
	} else {
		lay.placeLanes(lanes, names)
	}
	// Edges run border to border; a pair used both ways is drawn as two
	// lines apart.
	both := map[[2]int]bool{}
	for _, e := range m.Edges {
		both[[2]int{e.From, e.To}] = true
	}
	for _, e := range m.Edges {
		a, b := lay.Boxes[e.From], lay.Boxes[e.To]
		dx, dy := b.X-a.X, b.Y-a.Y
		l := math.Hypot(dx, dy)
		off := [2]float64{}
		if both[[2]int{e.To, e.From}] && l > 0 {
			sign := 1.0
			if e.From > e.To {
				sign = -1
			}
			off = [2]float64{-dy / l * 5 * sign, dx / l * 5 * sign}
		}
		p := clipToBox(a, b.X+off[0], b.Y+off[1], off)
		q := clipToBox(b, a.X+off[0], a.Y+off[1], off)
		lay.Ends = append(lay.Ends, [2][2]float64{p, q})
	}
	return lay
}

// topoLanes are the nodes (indexes) by lane, in rank order; in each lane
// by group (in order of first appearance), then as declared.
func topoLanes(m *ReplayModel) [][]int {
	groups := map[string]int{}
	ranks := []int{}
	for _, n := range m.Nodes {
		if _, ok := groups[n.Group]; !ok {
			groups[n.Group] = len(groups)
		}
		if r := laneRank(n.Role); !slices.Contains(ranks, r) {
			ranks = append(ranks, r)
		}
	}
	sort.IntSlice(ranks).Sort() // not slices.Sort: one more generic copy of the sort in app.wasm
	lanes := make([][]int, len(ranks))
	for i, n := range m.Nodes {
		k := slices.Index(ranks, laneRank(n.Role))
		lanes[k] = append(lanes[k], i)
	}
	for _, l := range lanes {
		sort.SliceStable(l, func(i, j int) bool { return groups[m.Nodes[l[i]].Group] < groups[m.Nodes[l[j]].Group] })
	}
	return lanes
}

// placeLanes stands the lanes side by side, each spread over the rows of
// the fullest one.
func (lay *Topology) placeLanes(lanes [][]int, names []string) {
	rows := 1
	for _, l := range lanes {
		rows = max(rows, len(l))
	}
	laneW := (lay.W - 2*topoPad) / float64(max(1, len(lanes)))
	bw := min(laneW-28, maxNodeBoxW)
	lay.fitLabels(names, bw)
	rowH := lay.boxH() + topoRowGap
	lay.H = float64(rows)*rowH + 2*topoPad
	for k, l := range lanes {
		x := topoPad + laneW*(float64(k)+0.5)
		for i, n := range l {
			// Spread evenly over the rows: a lone node sits in the middle.
			y := topoPad + (float64(i)+0.5)*float64(rows)/float64(len(l))*rowH
			lay.Boxes[n] = NodeBox{x, y, bw, lay.boxH()}
		}
	}
}

// placeRows, on a narrow screen, turns the lanes into rows, top to bottom,
// a lane wrapping onto more rows when it holds more than fit across. A row
// is as tall as its nodes need — their names' lines, the state, the
// counter lines they ever show (counters: node i's at box width bw) — so a
// row of nodes without counters is not as tall as one with three.
func (lay *Topology) placeRows(lanes [][]int, names []string, counters func(i int, bw float64) int) {
	perRow := max(1, int((lay.W-2*topoPad)/120))
	lay.labels = make([]int, len(names))
	y := topoPad
	for _, l := range lanes {
		for start := 0; start < len(l); start += perRow {
			part := l[start:min(start+perRow, len(l))]
			cellW := (lay.W - 2*topoPad) / float64(len(part))
			bw := min(cellW-12, maxNodeBoxW)
			label, count := 1, 0
			for _, n := range part {
				label = max(label, len(wrapWords(names[n], lay.labelWidth(bw))))
				count = max(count, counters(n, bw))
			}
			h := float64(label+1+count)*lay.lineH + 12
			for i, n := range part {
				lay.labels[n] = label
				lay.Boxes[n] = NodeBox{topoPad + cellW*(float64(i)+0.5), y + h/2, bw, h}
			}
			y += h + narrowRowGap
		}
	}
	lay.H = y - narrowRowGap + topoPad
}

// usedCounterLines is how many counter lines node i shows at any moment of
// the run, its lines w pixels wide.
func usedCounterLines(m *ReplayModel, i int, w, font float64, lang i18n.Lang) int {
	most := 0
	for _, e := range m.steps[i] {
		lines := fitLines(countersText(&m.Result.Scene, e.Counters, lang), w, font)
		for k := len(lines); k > most; k-- {
			if lines[k-1] != "" {
				most = k
				break
			}
		}
		if most == counterLines {
			break
		}
	}
	return most
}

// clipToBox is where the line from box a's centre (moved by off) towards
// (tx, ty) leaves the box.
func clipToBox(a NodeBox, tx, ty float64, off [2]float64) [2]float64 {
	cx, cy := a.X+off[0], a.Y+off[1]
	dx, dy := tx-cx, ty-cy
	if dx == 0 && dy == 0 {
		return [2]float64{cx, cy}
	}
	s := math.Inf(1)
	if dx != 0 {
		s = min(s, (a.W/2+2)/math.Abs(dx))
	}
	if dy != 0 {
		s = min(s, (a.H/2+2)/math.Abs(dy))
	}
	s = min(s, 0.5)
	return [2]float64{cx + dx*s, cy + dy*s}
}

// along is the point at f (0 caller, 1 callee) on edge e.
func (lay *Topology) along(e int, f float64) (float64, float64) {
	p, q := lay.Ends[e][0], lay.Ends[e][1]
	f = min(max(f, 0), 1)
	return p[0] + (q[0]-p[0])*f, p[1] + (q[1]-p[1])*f
}
