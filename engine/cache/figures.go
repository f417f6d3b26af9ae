package cache

import (
	"math"
	"playground/engine/i18n"
	"time"

	"playground/engine/lab"
	"playground/engine/words"
)

// maxExpiryBars bounds the bars of the misses-per-step figure: wider jitters
// put several steps under one bar (the highest of them).
const maxExpiryBars = 50

// sharePartitions groups the figures drawn per partition on one scale.
const sharePartitions = "partitions"

// addFigures declares the run's pictures with their data. The stampede is
// the main one: bars per strategy when every read comes at one instant (the
// lesson), a cumulative line over time when reads arrive at a rate.
func addFigures(res *lab.Result, p *Params, sum *Summary) {
	res.AddChart(stampedeFigure(p, sum))
	res.AddChart(expiryFigure(sum))
	// The two per-partition pictures share one scale: splitting the hot key
	// and a near cache are the two remedies, compared by eye.
	load := lab.Chart{Figure: lab.Figure{ID: "partition_load", Kind: lab.FigBar, Title: figLoadTitle, Share: sharePartitions,
		X: partitionAxis(p), Y: lab.Axis{Label: figLoadY, Integer: true, Min: 0}}}
	for _, r := range sum.Partitions {
		load.Lines = append(load.Lines, lab.Line{ID: copiesLine(r.Copies), Label: copiesLabel(r.Copies), Points: perPartition(r.Load)})
	}
	res.AddChart(load)
	nc := sum.NearCache
	res.AddChart(lab.Chart{Figure: lab.Figure{ID: "near_cache_load", Kind: lab.FigBar, Title: figNearTitle, Share: sharePartitions,
		X: partitionAxis(p), Y: lab.Axis{Label: figNearY, Integer: true, Min: 0}}, Lines: []lab.Line{
		{ID: "shared", Label: rowShared, Points: perPartition(nc.Load)},
		{ID: "near", Label: rowNear.Format(words.Dur(p.Near)), Points: perPartition(nc.LoadNear)},
	}})
}

func partitionAxis(p *Params) lab.Axis {
	return lab.Axis{Label: figLoadX, Integer: true, Min: 0, Max: float64(p.Partitions - 1)}
}

func stampedeFigure(p *Params, sum *Summary) lab.Chart {
	rows := sum.rows()
	if p.Rate == 0 {
		// Every read and every call happen at the instant the entry falls
		// out: one bar per strategy, named on the axis, so "100 against 1"
		// reads by name and number rather than by colour.
		c := lab.Chart{Figure: lab.Figure{ID: "source_calls", Kind: lab.FigBar, Title: figCallsBarTitle, Main: true,
			X: lab.Axis{Label: colStrategy},
			Y: lab.Axis{Label: figCallsBarY, Integer: true, Min: 0}}}
		calls := lab.Line{ID: "source_calls", Label: figCallsBarY}
		for i, r := range rows {
			c.X.Categories = append(c.X.Categories, figureStrategyName(p, r.Name))
			calls.Points = append(calls.Points, lab.Point{X: float64(i), Y: float64(r.SourceCalls)})
		}
		c.Lines = []lab.Line{calls}
		return c
	}
	var end time.Duration
	for _, r := range rows {
		end = max(end, r.end)
	}
	c := lab.Chart{Figure: lab.Figure{ID: "source_calls", Kind: lab.FigLine, Title: figCallsTitle, Main: true,
		X: lab.Axis{Label: figCallsX, Unit: "ms", Min: 0, Max: toMS(end)},
		Y: lab.Axis{Label: figCallsY, Integer: true, Min: 0}}}
	for _, r := range rows {
		c.Lines = append(c.Lines, lab.Line{ID: r.Name, Label: figureStrategyName(p, r.Name), Points: cumulative(r.calls, end)})
	}
	return c
}

// figureStrategyName names a strategy in the main picture, marking the one
// the key numbers, the trace and the scene follow (the strategy knob): the
// picture compares every strategy at once, and without the mark a change of
// strategy would move the numbers above it and nothing in it.
func figureStrategyName(p *Params, id string) i18n.Text {
	if id == p.Strategy {
		return figFollowed.Format(strategyName(p, id))
	}
	return strategyName(p, id)
}

// cumulative turns call start times into a step line of calls so far, one
// point per distinct time, from zero calls at time zero to the run's end.
// Past maxLinePoints distinct times (10,000 calls at a million reads a
// second), the line keeps its first call exactly and then the last count
// of each of maxLinePoints equal slices of the run: more points than a
// chart has pixels only make the page draw (and list) them.
func cumulative(times []time.Duration, end time.Duration) []lab.Point {
	pts := []lab.Point{{X: 0, Y: 0}}
	slice := 0.0
	if len(times) > maxLinePoints && end > 0 {
		slice = toMS(end) / maxLinePoints
	}
	for i, t := range times {
		x := toMS(t)
		if slice > 0 && i > 0 {
			x = math.Min(math.Ceil(x/slice)*slice, toMS(end))
		}
		if last := &pts[len(pts)-1]; last.X == x {
			last.Y = float64(i + 1)
		} else {
			pts = append(pts, lab.Point{X: x, Y: float64(i + 1)})
		}
	}
	if last := pts[len(pts)-1]; last.X < toMS(end) {
		pts = append(pts, lab.Point{X: toMS(end), Y: last.Y})
	}
	return pts
}

// maxLinePoints bounds the points of a cumulative line (cumulative).
const maxLinePoints = 1000

// expiryFigure draws the misses per expiry step as bars on an integer step
// axis; past maxExpiryBars steps, each bar covers a run of steps and shows
// the highest count among them (so "misses in one step" still holds).
func expiryFigure(sum *Summary) lab.Chart {
	lo, width := expiryBars(sum)
	title := figExpiryTitle
	if width > 1 {
		title = figExpiryBinTitle.Format(words.Int(width))
	}
	c := lab.Chart{Figure: lab.Figure{ID: "expiry_misses", Kind: lab.FigBar, Title: title,
		X: lab.Axis{Label: figExpiryX, Integer: true},
		Y: lab.Axis{Label: figExpiryY, Integer: true, Min: 0}}}
	for _, r := range sum.Expiry {
		line := lab.Line{ID: r.Name, Label: expiryNames[r.Name]}
		for _, s := range r.steps {
			x := float64(lo + (s.Step-lo)/width*width)
			if n := len(line.Points); n > 0 && line.Points[n-1].X == x {
				line.Points[n-1].Y = max(line.Points[n-1].Y, float64(s.Misses))
				continue
			}
			line.Points = append(line.Points, lab.Point{X: x, Y: float64(s.Misses)})
		}
		c.Lines = append(c.Lines, line)
	}
	return c
}

// expiryBars are the misses-per-step figure's first step and how many
// steps each bar covers.
func expiryBars(sum *Summary) (lo, width int) {
	lo, hi := sum.Expiry[0].steps[0].Step, sum.Expiry[0].steps[0].Step
	for _, r := range sum.Expiry {
		lo, hi = min(lo, r.steps[0].Step), max(hi, r.steps[len(r.steps)-1].Step)
	}
	return lo, (hi - lo + maxExpiryBars) / maxExpiryBars // ceil((hi-lo+1)/maxExpiryBars)
}

func perPartition(load []int) []lab.Point {
	pts := make([]lab.Point, len(load))
	for i, n := range load {
		pts[i] = lab.Point{X: float64(i), Y: float64(n)}
	}
	return pts
}
