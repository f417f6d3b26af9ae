package admission

import (
	"strconv"

	"playground/engine/i18n"
	"playground/engine/lab"
)

var (
	tSerLoad      = i18n.Add("admission.series.load", "%s: sunulan ve kabul edilen yük", "%s: offered and accepted load")
	tSerOccupancy = i18n.Add("admission.series.occupancy", "%s: işlenen, kuyrukta bekleyen, sınır", "%s: in flight, queued, limit")
	tSerLatency   = i18n.Add("admission.series.latency", "Duruma göre gecikme dağılımı", "Latency histogram by status")
	tAxisTime     = i18n.Add("admission.axis.time", "zaman (s)", "time (s)")
	tAxisRate     = i18n.Add("admission.axis.rate", "istek/s", "requests/s")
	tAxisJobs     = i18n.Add("admission.axis.jobs", "iş", "jobs")
	tAxisLatency  = i18n.Add("admission.axis.latency", "gecikme (ms, dilim başı)", "latency (ms, slice start)")
	tAxisAnswers  = i18n.Add("admission.axis.answers", "yanıt", "answers")
	tLineOffered  = i18n.Add("admission.line.offered", "sunulan (yeniden denemeler dahil)", "offered (retries included)")
	tLineFresh    = i18n.Add("admission.line.fresh", "yeni istekler", "new requests")
	tLineAccepted = i18n.Add("admission.line.accepted", "kabul edilen", "accepted")
	tLineRunning  = i18n.Add("admission.line.running", "işlenen", "in flight")
	tLineQueued   = i18n.Add("admission.line.queued", "kuyrukta", "queued")
	tLineLimit    = i18n.Add("admission.line.limit", "kabul sınırı", "admission limit")
	tLineStatus   = i18n.Add("admission.line.status", "%s %d", "%s %d")
)

// histogramBins bounds a latency histogram line; wider runs merge slices.
const histogramBins = 200

func series(runs []modeRun, p *Params) []lab.Chart {
	var out []lab.Chart
	lat := lab.Chart{Figure: lab.Figure{ID: "latency", Title: tSerLatency, Kind: lab.FigBar, X: lab.Axis{Label: tAxisLatency}, Y: lab.Axis{Label: tAxisAnswers}}}
	for _, r := range runs {
		m := r.st
		mode := modeLabel(m.name)
		pts := func(f func(*tbin) float64, level bool) []lab.Point {
			var ps []lab.Point
			for _, q := range m.tl.points(m.end, f, level) {
				ps = append(ps, lab.Point{X: q.x, Y: q.y})
			}
			return ps
		}
		count := func(k int) func(*tbin) float64 { return func(b *tbin) float64 { return b.count[k] } }
		area := func(k int) func(*tbin) float64 { return func(b *tbin) float64 { return b.area[k] } }
		out = append(out, lab.Chart{Figure: lab.Figure{ID: m.name + ".load", Kind: lab.FigLine, Title: tSerLoad.Format(mode), X: lab.Axis{Label: tAxisTime}, Y: lab.Axis{Label: tAxisRate}, Share: "load"},
			Lines: []lab.Line{
				{ID: "offered", Label: tLineOffered, Points: pts(count(cOffered), false)},
				{ID: "fresh", Label: tLineFresh, Points: pts(count(cFresh), false)},
				{ID: "accepted", Label: tLineAccepted, Points: pts(count(cAccepted), false)},
			}})
		occ := lab.Chart{Figure: lab.Figure{ID: m.name + ".occupancy", Kind: lab.FigLine, Title: tSerOccupancy.Format(mode), X: lab.Axis{Label: tAxisTime}, Y: lab.Axis{Label: tAxisJobs}, Share: "occupancy", Main: m.name == modeBounded},
			Lines: []lab.Line{
				{ID: "inflight", Label: tLineRunning, Points: pts(area(levelRunning), true)},
				{ID: "queued", Label: tLineQueued, Points: pts(area(levelQueued), true)},
			}}
		if m.name == modeBounded {
			occ.Lines = append(occ.Lines, lab.Line{ID: "limit", Label: tLineLimit, Points: pts(area(levelLimit), true)})
		}
		out = append(out, occ)
		lat.Lines = append(lat.Lines, histogram(m, p)...)
	}
	return append(out, lat)
}

// histogram is one line per status of answers per latency slice, x at the
// slice's start in ms.
func histogram(m *modeStats, p *Params) []lab.Line {
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
			x := float64(g.Slice/per*per) * float64(p.Slice) / 1e6
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
