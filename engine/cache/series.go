package cache

import (
	"strconv"
	"time"

	"playground/engine/i18n"
	"playground/engine/lab"
)

var (
	serCallsTitle = i18n.Add("cache.series.calls", "Stratejiye göre kaynak çağrıları", "Source calls per strategy")
	serCallsX     = i18n.Add("cache.series.calls.x", "zaman (ms)", "time (ms)")
	serCallsY     = i18n.Add("cache.series.calls.y", "kaynak çağrısı (birikimli)", "source calls (cumulative)")
	serExpTitle   = i18n.Add("cache.series.expiry", "Süre sonu adımı başına ıska", "Misses per expiry step")
	serExpX       = i18n.Add("cache.series.expiry.x", "süre sonu adımı", "expiry step")
	serExpY       = i18n.Add("cache.series.expiry.y", "ıska", "misses")
	expiryNames   = map[string]i18n.Text{
		"fixed":    i18n.Add("cache.expiry.name.fixed", "sabit ömür", "fixed TTL"),
		"jittered": i18n.Add("cache.expiry.name.jittered", "dağıtılmış ömür", "jittered TTL"),
	}
	serLoadTitle = i18n.Add("cache.series.load", "Bölüm başına yük", "Load per partition")
	serLoadX     = i18n.Add("cache.series.load.x", "bölüm", "partition")
	serLoadY     = i18n.Add("cache.series.load.y", "istek", "requests")
	serNearTitle = i18n.Add("cache.series.near", "Bölüm başına paylaşılan önbellek turu", "Shared-cache round trips per partition")
	serNearY     = i18n.Add("cache.series.near.y", "tur", "round trips")
)

func series(p *Params, sum *Summary) []lab.Chart {
	calls := lab.Chart{Figure: lab.Figure{ID: "source_calls", Kind: lab.FigLine, Title: serCallsTitle, X: lab.Axis{Label: serCallsX}, Y: lab.Axis{Label: serCallsY}, Main: true}}
	for _, r := range append(append([]StampedeRow{}, sum.Stampede...), sum.StampedeBeyond...) {
		calls.Lines = append(calls.Lines, lab.Line{ID: r.Name, Label: strategyName(p, r.Name), Points: cumulative(r.calls)})
	}

	expiry := lab.Chart{Figure: lab.Figure{ID: "expiry_misses", Kind: lab.FigBar, Title: serExpTitle, X: lab.Axis{Label: serExpX, Integer: true}, Y: lab.Axis{Label: serExpY, Integer: true}}}
	for _, r := range sum.Expiry {
		line := lab.Line{ID: r.Name, Label: expiryNames[r.Name]}
		for _, s := range r.steps {
			line.Points = append(line.Points, lab.Point{X: float64(s.Step), Y: float64(s.Misses)})
		}
		expiry.Lines = append(expiry.Lines, line)
	}

	load := lab.Chart{Figure: lab.Figure{ID: "partition_load", Kind: lab.FigBar, Title: serLoadTitle, X: lab.Axis{Label: serLoadX, Integer: true}, Y: lab.Axis{Label: serLoadY, Integer: true}}}
	for _, r := range sum.Partitions {
		label := msgSingleKey
		if r.Copies != 1 {
			label = msgCopiesRow.Format(r.Copies)
		}
		load.Lines = append(load.Lines, lab.Line{ID: "copies_" + strconv.Itoa(r.Copies), Label: label, Points: perPartition(r.Load)})
	}

	nc := sum.NearCache
	near := lab.Chart{Figure: lab.Figure{ID: "near_cache_load", Kind: lab.FigBar, Title: serNearTitle, X: lab.Axis{Label: serLoadX, Integer: true}, Y: lab.Axis{Label: serNearY, Integer: true}}, Lines: []lab.Line{
		{ID: "shared", Label: rowShared, Points: perPartition(nc.Load)},
		{ID: "near", Label: rowNear.Format(durText(p.Near)), Points: perPartition(nc.LoadNear)},
	}}
	return []lab.Chart{calls, expiry, load, near}
}

// cumulative turns call start times into a step line of calls so far, one
// point per distinct time, starting from zero calls at time zero.
func cumulative(times []time.Duration) []lab.Point {
	pts := []lab.Point{{X: 0, Y: 0}}
	for i, t := range times {
		x := ms(t)
		if last := &pts[len(pts)-1]; last.X == x {
			last.Y = float64(i + 1)
		} else {
			pts = append(pts, lab.Point{X: x, Y: float64(i + 1)})
		}
	}
	return pts
}

func perPartition(load []int) []lab.Point {
	pts := make([]lab.Point, len(load))
	for i, n := range load {
		pts[i] = lab.Point{X: float64(i), Y: float64(n)}
	}
	return pts
}
