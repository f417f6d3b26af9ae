package registry

import (
	"math"
	"sort"
	"time"

	"playground/engine/lab"
)

// figures declares the run's pictures: the lanes timeline (the main one,
// with the phases as markers and the discovery window, outage and blip as
// shaded spans), the replicas as the registry saw them, where each phase's
// requests went, and the messages right after the kill.
func (w *world) figures(res *lab.Result, s *Summary) {
	end := s.MeasurementEndMS
	timeAxis := lab.Axis{Label: figTimeMS, Unit: "ms", Min: 0, Max: end}
	res.Figures = append(res.Figures, lab.Figure{ID: "timeline", Kind: lab.FigLanes, Title: figTimeline, Main: true, X: timeAxis})
	res.AddChart(lab.Chart{Figure: lab.Figure{ID: "replicas", Kind: lab.FigLine, Title: serTitle,
		X: timeAxis, Y: lab.Axis{Label: serY, Min: 0, Integer: true}}, Lines: []lab.Line{
		{ID: "alive", Label: serAlive, Points: w.tl.alivePts},
		{ID: "live_records", Label: serLive, Points: w.tl.live},
		{ID: "routable", Label: serRoute, Points: w.tl.routablePts},
	}})
	res.AddChart(w.outcomeChart(s))
	if len(s.Phases) > 1 { // the run reached the kill
		ph := s.Phases[1]
		res.Figures = append(res.Figures, lab.Figure{ID: "sequence", Kind: lab.FigSequence, Title: figSequence,
			From: msDuration(ph.AtMS), To: msDuration(ph.EndMS)})
	}
}

// outcomeChart is categorical (one group of bars per phase): how many of the
// phase's requests each path got served, sent to a dead address, or lost
// otherwise. A phase the run never reached has no bars; the requests a cut
// phase never made are in none.
func (w *world) outcomeChart(s *Summary) lab.Chart {
	var staticOK, staticDead, regOK, regDead, regOther []lab.Point
	for i, ph := range s.Phases {
		x := float64(i + 1)
		staticOK = append(staticOK, lab.Point{X: x, Y: float64(ph.StaticOK)})
		staticDead = append(staticDead, lab.Point{X: x, Y: float64(ph.StaticDead)})
		regOK = append(regOK, lab.Point{X: x, Y: float64(ph.RegistryOK)})
		regDead = append(regDead, lab.Point{X: x, Y: float64(ph.RegistryDead)})
		regOther = append(regOther, lab.Point{X: x, Y: float64(w.p.Requests - ph.RegistryOK - ph.RegistryDead - ph.RegistryNotMade)})
	}
	return lab.Chart{Figure: lab.Figure{ID: "outcomes", Kind: lab.FigBar, Title: figOutcomes,
		X: lab.Axis{Label: figOutcomesX, Min: 1, Max: float64(len(phaseIDs)), Integer: true},
		Y: lab.Axis{Label: figOutcomesY, Min: 0, Max: float64(w.p.Requests), Integer: true}},
		Lines: []lab.Line{
			{ID: "static_ok", Label: barStaticOK, Points: staticOK},
			{ID: "static_dead", Label: barStaticBad, Points: staticDead},
			{ID: "registry_ok", Label: barRegOK, Points: regOK},
			{ID: "registry_dead", Label: barRegDead, Points: regDead},
			{ID: "registry_other", Label: barRegOther, Points: regOther},
		}}
}

// spans adds the windows to the timeline, clipped to the measurement.
func (w *world) spans() []lab.Span {
	spans := w.tl.spans
	clip := func(lane, state string, at, d time.Duration) {
		if d > 0 && at < w.stopAt {
			spans = append(spans, spanOf(lane, state, at, min(at+d, w.stopAt)))
		}
	}
	clip(laneRegistry, stateDown, w.p.OutageAt, w.p.OutageFor)
	clip(laneRenewals, stateLost, w.p.BlipAt, w.p.BlipFor)
	sort.SliceStable(spans, func(i, j int) bool {
		a, b := &spans[i], &spans[j]
		switch {
		case a.From != b.From:
			return a.From < b.From
		case a.Lane != b.Lane:
			return a.Lane < b.Lane
		}
		return a.State < b.State
	})
	return spans
}

func msDuration(v float64) time.Duration {
	return time.Duration(math.Round(v * float64(time.Millisecond)))
}
