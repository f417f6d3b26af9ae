package registry

import (
	"fmt"
	"sort"
	"time"

	"playground/engine/i18n"
	"playground/engine/lab"
)

func (w *world) result() *lab.Result {
	sum := w.summary()
	res := &lab.Result{
		Summary:  sum,
		Sections: []lab.Section{w.lessonSection(sum), w.resolveSection(), w.costSection(sum)},
		Reading:  w.reading(sum),
		Figures: []lab.Figure{{ID: "timeline", Kind: lab.FigLanes, Title: figTimeline, Main: true,
			X: lab.Axis{Label: figTimeMS, Unit: "ms"}}},
		Spans:        w.spans(),
		Trace:        w.net.Trace(),
		TraceDropped: w.net.TraceDropped(),
	}
	res.AddChart(w.series())
	return res
}

func (w *world) summary() *Summary {
	p := w.p
	s := &Summary{
		Phases:               w.phases,
		DeadWindowRequests:   p.Requests - w.phases[1].RegistryOK,
		FilesTouched:         pair{Static: p.Clients, Registry: 0},
		ClientsRestarted:     pair{Static: p.Clients, Registry: 0},
		Resolve:              p.Resolve,
		ResolutionRequests:   w.client.resolutions,
		CatalogRequests:      w.client.catalog,
		RoutableChanges:      w.tl.routableChanges,
		LiveDropouts:         w.liveDropouts,
		DiscoveryWindowMS:    ms(w.discoveryWindow()),
		MissedRenewalsToDrop: int(p.Lease / p.Renew),
		RenewalsReceived:     w.renewalsAtStop,
		RenewalsLost:         w.renewalsLost,
		RegistryIndex:        w.indexAtStop,
		ExtraProcesses:       1,
		StaticFileAddrs:      len(w.client.file),
		MeasurementEndMS:     ms(w.stopAt),
	}
	for _, ph := range w.phases {
		if !ph.Resolved {
			s.UnresolvedPhases++
		}
	}
	return s
}

// discoveryWindow runs from the kill until the dead replica's record expires
// (its last renewal that reached the registry plus the lease).
func (w *world) discoveryWindow() time.Duration {
	addr := w.replicas[w.p.Replicas-1].addr
	for _, r := range w.reg.st.all() {
		if r.Address == addr {
			return max(0, time.Duration(r.Renewed)+w.p.Lease-w.killAt)
		}
	}
	return 0
}

func (w *world) lessonSection(s *Summary) lab.Section {
	t := &lab.Table{Columns: []lab.Column{
		{ID: "phase", Label: colPhase}, {ID: "static_ok", Label: colStaticOK},
		{ID: "static_addrs", Label: colStaticN}, {ID: "registry_ok", Label: colRegOK},
		{ID: "registry_records", Label: colRecords}, {ID: "registry_addrs", Label: colAddrs},
	}}
	n := w.p.Requests
	for i, ph := range s.Phases {
		records, addrs := lab.Cell(ph.RegistryRecords), lab.Cell(ph.RegistryAddrs)
		if !ph.Resolved {
			records, addrs = cellNoAnswer, cellNoAnswer
		}
		t.Rows = append(t.Rows, []i18n.Text{phaseNames[i], okCell(ph.StaticOK, n), lab.Cell(ph.StaticAddrs),
			okCell(ph.RegistryOK, n), records, addrs})
	}
	return lab.Section{ID: "phases", Lesson: true, Table: t, Lines: []i18n.Text{
		lineDeadWindow.Format(s.DeadWindowRequests, n),
		lineFiles.Format(s.FilesTouched.Static, s.FilesTouched.Registry),
		lineRestarts.Format(s.ClientsRestarted.Static, s.ClientsRestarted.Registry),
	}}
}

// resolveSection shows what the registry path acted on in each phase: how
// old the list was and how many resolutions it took (the resolve modes'
// trade-off).
func (w *world) resolveSection() lab.Section {
	t := &lab.Table{Columns: []lab.Column{
		{ID: "phase", Label: colPhase}, {ID: "answer_age", Label: colAge}, {ID: "changes_missed", Label: colMissed},
		{ID: "resolution_requests", Label: colResolves}, {ID: "registry_list", Label: colList},
	}}
	for i, ph := range w.phases {
		age, missed, list := lab.Cell(fmtMS(ph.AnswerAgeMS)), lab.Cell(int(ph.ChangesMissed)), lab.Cell(joinList(ph.RegistryList))
		if !ph.Resolved {
			age, missed, list = cellNoAnswer, cellNoAnswer, cellNoAnswer
		}
		t.Rows = append(t.Rows, []i18n.Text{phaseNames[i], age, missed, lab.Cell(ph.Resolutions), list})
	}
	return lab.Section{ID: "resolve", Title: secResolve, Table: t}
}

func (w *world) costSection(s *Summary) lab.Section {
	p := w.p
	return lab.Section{ID: "cost", Title: secCost, Lines: []i18n.Text{
		lineProcess,
		lineResolves.Format(s.ResolutionRequests, s.CatalogRequests, p.Resolve),
		lineLease.Format(p.Lease.String(), p.Renew.String(), s.MissedRenewalsToDrop),
		lineRenewals.Format(s.RenewalsReceived, s.RenewalsLost),
		lineWindow.Format(fmtMS(s.DiscoveryWindowMS)),
		lineChanges.Format(s.RoutableChanges, s.LiveDropouts, s.RegistryIndex),
	}}
}

func (w *world) reading(s *Summary) []i18n.Text {
	n := w.p.Requests
	last := s.Phases[4]
	out := []i18n.Text{
		readWindow.Format(n, s.DeadWindowRequests, fmtMS(s.DiscoveryWindowMS)),
		readEnd.Format(n, last.StaticOK, last.RegistryOK),
		readHealth.Format(s.Phases[3].RegistryRecords, s.Phases[3].RegistryAddrs),
	}
	switch {
	case s.UnresolvedPhases > 0:
		out = append(out, readOutage.Format(s.UnresolvedPhases))
	case s.LiveDropouts > 0:
		out = append(out, readFlap.Format(s.LiveDropouts, s.RoutableChanges))
	case w.p.Resolve != resolvePhase:
		out = append(out, readResolves.Format(w.p.Resolve, s.CatalogRequests, s.ResolutionRequests))
	}
	return out
}

func (w *world) series() lab.Chart {
	return lab.Chart{Figure: lab.Figure{ID: "replicas", Kind: lab.FigLine, Title: serTitle, X: lab.Axis{Label: serX}, Y: lab.Axis{Label: serY, Integer: true}}, Lines: []lab.Line{
		{ID: "alive", Label: serAlive, Points: w.tl.alivePts},
		{ID: "live_records", Label: serLive, Points: w.tl.live},
		{ID: "routable", Label: serRoute, Points: w.tl.routablePts},
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
		a, b := spans[i], spans[j]
		if a.From != b.From {
			return a.From < b.From
		}
		if a.Lane != b.Lane {
			return a.Lane < b.Lane
		}
		return a.State < b.State
	})
	return spans
}

func okCell(ok, n int) i18n.Text { return i18n.Plain(fmt.Sprintf("%d/%d", ok, n)) }

func fmtMS(v float64) string {
	return time.Duration(v * float64(time.Millisecond)).Round(time.Microsecond).String()
}

func joinList(xs []string) string {
	if len(xs) == 0 {
		return "-"
	}
	out := xs[0]
	for _, x := range xs[1:] {
		out += " " + x
	}
	return out
}
