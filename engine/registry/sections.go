package registry

import (
	"fmt"
	"strings"
	"time"

	"playground/engine/i18n"
	"playground/engine/lab"
	"playground/engine/words"
)

// sections are the lesson's table first, then what goes beyond it.
func (w *world) sections(s *Summary) []lab.Section {
	secs := []lab.Section{w.lessonSection(s), w.resolveSection(s), w.outcomeSection(s), w.costSection(s)}
	// Each phase's row is final once its measurement ends: the replay greys
	// the phases still to come.
	for _, sec := range secs {
		if sec.Table != nil && len(sec.Table.Rows) == len(s.Phases) {
			for _, ph := range s.Phases {
				sec.Table.RowAt = append(sec.Table.RowAt, msDuration(ph.EndMS))
			}
		}
	}
	return secs
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
		t.Rows = append(t.Rows, []i18n.Text{w.names[i], okCell(ph.StaticOK, n), lab.Cell(ph.StaticAddrs),
			okCell(ph.RegistryOK, n), records, addrs})
	}
	return lab.Section{ID: "phases", Lesson: true, Table: t, Lines: []i18n.Text{
		// The script prints ISTEK − ok of the phase after the kill: at its
		// values each failure there is a request to the dead address, so
		// the lab counts those, whatever else a run adds.
		lineDeadWindow.Format(s.Phases[1].RegistryDead, n),
		lineFiles.Format(s.FilesTouched.Static, s.FilesTouched.Registry),
		lineRestarts.Format(s.ClientsRestarted.Static, s.ClientsRestarted.Registry),
	}}
}

// resolveSection shows what the registry path acted on in each phase: how
// old the list was and how many resolutions it took (the resolve modes'
// trade-off).
func (w *world) resolveSection(s *Summary) lab.Section {
	t := &lab.Table{Columns: []lab.Column{
		{ID: "phase", Label: colPhase}, {ID: "answer_age", Label: colAge}, {ID: "changes_missed", Label: colMissed},
		{ID: "resolution_requests", Label: colResolves}, {ID: "registry_list", Label: colList},
	}}
	for i, ph := range s.Phases {
		age, missed, list := words.Ms(ph.AnswerAgeMS).Text(), words.Int(int(ph.ChangesMissed)).Text(), lab.Cell(joinList(ph.RegistryList))
		if !ph.Resolved {
			age, missed, list = cellNoAnswer, cellNoAnswer, cellNoAnswer
		}
		t.Rows = append(t.Rows, []i18n.Text{w.names[i], age, missed, words.Int(ph.Resolutions).Text(), list})
	}
	return lab.Section{ID: "resolve", Title: secResolve, Table: t}
}

// outcomeSection says, phase by phase, where the requests that were not
// served went: to a dead address, to the unhealthy replica, or nowhere for
// want of an answer or an address.
func (w *world) outcomeSection(s *Summary) lab.Section {
	t := &lab.Table{Columns: []lab.Column{
		{ID: "phase", Label: colPhase},
		{ID: "static_dead", Label: colStaticDead}, {ID: "static_unhealthy", Label: colStatic503},
		{ID: "registry_dead", Label: colRegDead}, {ID: "registry_unhealthy", Label: colReg503},
		{ID: "registry_no_answer", Label: colRegNoAnswer}, {ID: "registry_no_address", Label: colRegNoAddr},
		{ID: "static_lost", Label: colStaticLost}, {ID: "registry_lost", Label: colRegLost},
	}}
	for i, ph := range s.Phases {
		n := func(x int) i18n.Text { return words.Int(x).Text() }
		t.Rows = append(t.Rows, []i18n.Text{w.names[i],
			n(ph.StaticDead), n(ph.StaticUnhealthy), n(ph.RegistryDead), n(ph.RegistryUnhealthy),
			n(ph.RegistryNoAnswer), n(ph.RegistryNoAddress), n(ph.StaticLost), n(ph.RegistryLost)})
	}
	n := words.Int
	line := lineDeadAll.Format(n(s.DeadAddressRequests.Static), n(s.DeadAddressRequests.Registry), n(s.DeadWindowRequests),
		n(s.DeadAfterWindow), n(s.RegistryNoAnswer), n(s.RegistryNoAddress))
	if s.DeadFaulted > 0 { // a learner's kill came first
		line = lineDeadAllFaults.Format(n(s.DeadAddressRequests.Static), n(s.DeadAddressRequests.Registry), n(s.DeadFaulted),
			n(s.DeadWindowRequests), n(s.DeadAfterWindow), n(s.RegistryNoAnswer), n(s.RegistryNoAddress))
	}
	return lab.Section{ID: "outcomes", Title: secOutcomes, Table: t, Lines: []i18n.Text{line, w.windowLine(s)}}
}

// windowLine is what the whole discovery window held, which the lesson's
// line (the phase after the kill) does not count.
func (w *world) windowLine(s *Summary) i18n.Text {
	say := func(t i18n.Text, d float64) i18n.Text {
		return t.Format(words.Ms(d), cntRequests.N(s.WindowRequests), words.Int(s.DeadWindowRequests).With(words.Poss))
	}
	win := 0
	if s.WindowEnd != "" {
		win = 1
	}
	if n := len(w.listedDead); n > win { // a renewal brought in late listed it again
		var d time.Duration
		for _, st := range w.listedDead {
			end := st.to
			if st.open() {
				end = w.stopAt
			}
			d += end - st.from
		}
		t := lineListedStretches
		if n == 1 {
			t = lineListedLate
		}
		return t.Format(words.Int(n), words.Dur(d), cntRequests.N(s.WindowRequests), words.Int(s.DeadWindowRequests).With(words.Poss))
	}
	switch {
	case s.WindowEnd != "" && s.WindowRequests == 0:
		d := s.DiscoveryWindowMS
		if s.WindowEnd == "open" {
			d = s.MeasurementEndMS - s.KilledAtMS
		}
		return lineWindowQuiet.Format(words.Ms(d))
	}
	switch s.WindowEnd {
	case "expired":
		return say(lineWindowExpired, s.DiscoveryWindowMS)
	case "restarted":
		return say(lineWindowRestarted, s.DiscoveryWindowMS)
	case "open":
		return say(lineWindowOpen, s.MeasurementEndMS-s.KilledAtMS)
	}
	return lineWindowNone
}

func (w *world) costSection(s *Summary) lab.Section {
	p := w.p
	lease := lineLease.Format(words.Dur(p.Lease), words.Dur(p.Renew), cntRenewals.N(s.MissedRenewalsToDrop))
	if p.Jitter > 0 {
		lease = lineLeaseJitter.Format(words.Dur(p.Lease), words.Dur(p.Renew), words.Pct(p.Jitter*100, 2),
			cntRenewals.N(s.MissedRenewalsToDrop))
	}
	window := lineWindow.Format(words.Ms(s.DiscoveryWindowMS))
	switch s.WindowEnd {
	case "":
		window = lineNoWindow
	case "restarted":
		window = lineWindowToRestart.Format(words.Ms(s.DiscoveryWindowMS))
	case "open":
		window = lineWindowStillOpen.Format(words.Ms(s.MeasurementEndMS-s.KilledAtMS), words.Ms(s.DiscoveryWindowMS))
	}
	n := words.Int
	return lab.Section{ID: "cost", Title: secCost, Lines: []i18n.Text{
		lineProcess,
		lineResolves.Format(cntResolutions.N(s.ResolutionRequests), cntCalls.N(s.CatalogRequests), p.Spec().Field("resolve").ChoiceLabel(p.Resolve)),
		lease,
		lineRenewals.Format(words.Num(s.RenewalsPerSPerReplica, 2), n(s.RenewalsSent), n(s.RenewalsReceived), n(s.RenewalsLost)),
		window,
		lineChanges.Format(n(s.RoutableChanges), n(s.LiveDropouts), n(int(s.RegistryIndex))),
	}}
}

func okCell(ok, n int) i18n.Text { return i18n.Plain(fmt.Sprintf("%d/%d", ok, n)) }

func joinList(xs []string) string {
	if len(xs) == 0 {
		return "-"
	}
	return strings.Join(xs, " ")
}
