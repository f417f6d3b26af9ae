package admission

import (
	"slices"
	"strconv"
	"time"

	"playground/engine/i18n"
	"playground/engine/lab"
	"playground/engine/words"
)

// histogramBins bounds a latency histogram line; wider runs merge slices.
const histogramBins = 200

// burstBars is about how many bars the burst's load chart has: its attempts
// come at a few instants, which a rate line would draw as a spike at zero.
const burstBars = 40

// figures declares the run's pictures: one latency histogram, the main
// picture (it is the lesson's table: answers by latency slice, 200s spread
// over 3…15 slices unbounded against 503s at slice 0 bounded), then per
// mode the server's occupancy (in flight, queued, limit) and the load
// offered and accepted, each pair on one scale so the modes compare by eye,
// the bounded mode first (the limit holding the queue short).
func (p *Params) figures(env *lab.Env, runs []modeRun) []lab.Chart {
	end, width := time.Duration(0), time.Duration(0)
	for _, r := range runs {
		r.st.tl.advance(r.st.last()) // the bins cover the whole run
		end, width = max(end, r.st.last()), max(width, r.st.tl.width)
	}
	// One bar width for both modes' bursts, so the pair compares by eye: a
	// multiple of both timelines' bin widths (powers of two of 1 ms).
	bar := width * time.Duration(max(1, (int(end/width)+burstBars)/burstBars))
	x := lab.Axis{Label: tAxisTime, Unit: "s", Max: end.Seconds()}
	var occupancy, load []lab.Chart
	lat := lab.Chart{Figure: lab.Figure{ID: "latency", Title: tFigLatency, Kind: lab.FigBar, Main: true,
		X: lab.Axis{Label: tAxisSlice.Format(words.Dur(p.Slice)), Integer: true},
		Y: lab.Axis{Label: tAxisAnswers, Integer: true}}}
	at := sharedInstants(runs)
	for _, r := range runs {
		m := r.st
		mode := modeLabel(m.name)
		if at != nil {
			load = append(load, instantChart(m, mode, at))
		} else {
			load = append(load, p.loadChart(m, mode, x, bar))
		}
		levels := func(k int) []lab.Point {
			return points(m.tl.points(m.last(), func(b *tbin) float64 { return b.area[k] }, true))
		}
		occ := lab.Chart{Figure: lab.Figure{ID: m.name + ".occupancy", Kind: lab.FigLine, Title: tFigOccupancy.Format(mode),
			X: x, Y: lab.Axis{Label: tAxisJobs, Integer: true}, Share: "occupancy"},
			Lines: []lab.Line{
				{ID: "inflight", Label: tLineRunning, Points: levels(levelRunning)},
				{ID: "queued", Label: tLineQueued, Points: levels(levelQueued)},
			}}
		if m.name == modeBounded {
			occ.Lines = append(occ.Lines, lab.Line{ID: "limit", Label: tLineLimit, Points: levels(levelLimit)})
		}
		occupancy = append(occupancy, occ)
		env.Checkpoint()
		lat.Lines = append(lat.Lines, histogram(m)...)
		env.Checkpoint()
	}
	slices.Reverse(occupancy) // runs are unbounded, bounded
	slices.Reverse(load)
	return slices.Concat([]lab.Chart{lat}, occupancy, load)
}

// sharedInstants is every instant at which either mode counted an attempt,
// in time order, when all of them came at a few exact instants (a burst and
// the retries Retry-After spaces out); nil when the load was spread out.
func sharedInstants(runs []modeRun) []time.Duration {
	var at []time.Duration
	for _, r := range runs {
		if r.st.tl.spread {
			return nil
		}
		for _, in := range r.st.tl.instants {
			at = append(at, in.at)
		}
	}
	// One mode's instant and the other's a loopback hop apart are one
	// category (two "1 s" bars would say nothing).
	slices.Sort(at)
	var merged []time.Duration
	for _, t := range at {
		if n := len(merged); n == 0 || t-merged[n-1] > instantGap {
			merged = append(merged, t)
		}
	}
	at = merged
	if len(at) > maxInstants {
		return nil
	}
	return at
}

// instantChart is a mode's load as bars per arrival instant: both modes get
// the same instants as categories and share a scale, so "10 offered, 4
// accepted at 0 s" sits beside "10 offered, 10 accepted at 0 s".
func instantChart(m *modeStats, mode i18n.Text, at []time.Duration) lab.Chart {
	cats := make([]i18n.Text, len(at))
	for i, t := range at {
		cats[i] = words.Seconds(t.Round(time.Millisecond), 3).Text()
	}
	c := lab.Chart{Figure: lab.Figure{ID: m.name + ".load", Title: tFigLoad.Format(mode), Kind: lab.FigBar, Share: "load",
		X: lab.Axis{Label: tAxisInstant, Categories: cats},
		Y: lab.Axis{Label: tAxisAttemptsAt, Integer: true}}}
	bars := func(k int) []lab.Point {
		pts := make([]lab.Point, len(at))
		for i, t := range at {
			pts[i] = lab.Point{X: float64(i)}
			for _, in := range m.tl.instants {
				if in.at >= t && in.at-t <= instantGap {
					pts[i].Y += in.count[k]
				}
			}
		}
		return pts
	}
	c.Lines = loadLines(bars)
	return c
}

// loadChart is the load a mode was offered and accepted: rates per second
// for an open-loop stream, attempts per bar (bar wide) for the burst, whose
// attempts arrive at a few instants.
func (p *Params) loadChart(m *modeStats, mode i18n.Text, x lab.Axis, bar time.Duration) lab.Chart {
	c := lab.Chart{Figure: lab.Figure{ID: m.name + ".load", Title: tFigLoad.Format(mode), X: x, Share: "load"}}
	count := func(k int) func(*tbin) float64 { return func(b *tbin) float64 { return b.count[k] } }
	if p.Arrivals == arrivalsPoisson {
		c.Kind, c.Y = lab.FigLine, lab.Axis{Label: tAxisRate}
		rate := func(k int) []lab.Point { return points(m.tl.points(m.last(), count(k), false)) }
		c.Lines = loadLines(rate)
		return c
	}
	per := int(bar / m.tl.width) // timeline bins per bar
	c.Kind, c.Y = lab.FigBar, lab.Axis{Label: tAxisAttempts.Format(words.Dur(bar)), Integer: true}
	bars := func(k int) []lab.Point {
		var pts []lab.Point
		for i := 0; i < len(m.tl.bins); i += per {
			n := 0.0
			for _, b := range m.tl.bins[i:min(i+per, len(m.tl.bins))] {
				n += b.count[k]
			}
			pts = append(pts, lab.Point{X: (time.Duration(i) * m.tl.width).Seconds(), Y: n})
		}
		return pts
	}
	c.Lines = loadLines(bars)
	return c
}

// loadLines are a load chart's three lines, each drawn by of from its count.
func loadLines(of func(count int) []lab.Point) []lab.Line {
	return []lab.Line{
		{ID: "offered", Label: tLineOffered, Points: of(cOffered)},
		{ID: "fresh", Label: tLineFresh, Points: of(cFresh)},
		{ID: "accepted", Label: tLineAccepted, Points: of(cAccepted)},
	}
}

func points(ps []point) []lab.Point {
	out := make([]lab.Point, len(ps))
	for i, q := range ps {
		out[i] = lab.Point{X: q.x, Y: q.y}
	}
	return out
}

// histogram is one bar series per status of answers per latency slice, x
// the slice number (the lesson's "gecikme= 3 dilim").
func histogram(m *modeStats) []lab.Line {
	var lines []lab.Line
	groups := m.groupList()
	for _, st := range statusOrder {
		var gs []group
		top := 0
		for _, g := range groups {
			if g.Status == st {
				gs = append(gs, g)
				top = max(top, g.Slice)
			}
		}
		if len(gs) == 0 {
			continue
		}
		per := top/histogramBins + 1 // slices per bin
		var pts []lab.Point
		for _, g := range gs {
			x := float64(g.Slice / per * per)
			if n := len(pts); n > 0 && pts[n-1].X == x {
				pts[n-1].Y += float64(g.Count)
				continue
			}
			pts = append(pts, lab.Point{X: x, Y: float64(g.Count)})
		}
		lines = append(lines, lab.Line{ID: m.name + "." + strconv.Itoa(st),
			Label: tLineStatus.Format(modeLabel(m.name), st), Points: pts})
	}
	return lines
}
