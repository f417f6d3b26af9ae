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
	// the phases still to come. A row the run did not measure to its end
	// is final at the run's end.
	for _, sec := range secs {
		if sec.Table != nil && len(sec.Table.Rows) == len(phaseIDs) {
			for i := range phaseIDs {
				at := w.stopAt
				if i < len(s.Phases) {
					at = msDuration(s.Phases[i].EndMS)
				}
				sec.Table.RowAt = append(sec.Table.RowAt, at)
			}
		}
	}
	return secs
}

// notMeasured fills the cells of a row the run never reached, after its
// name.
func notMeasured(name i18n.Text, cols int) []i18n.Text {
	row := []i18n.Text{name}
	for range cols - 1 {
		row = append(row, cellNotMeasured)
	}
	return row
}

func (w *world) lessonSection(s *Summary) lab.Section {
	t := &lab.Table{Columns: []lab.Column{
		{ID: "phase", Label: colPhase}, {ID: "static_ok", Label: colStaticOK},
		{ID: "static_addrs", Label: colStaticN}, {ID: "registry_ok", Label: colRegOK},
		{ID: "registry_records", Label: colRecords}, {ID: "registry_addrs", Label: colAddrs},
	}}
	n := w.p.Requests
	for i := range phaseIDs {
		if i >= len(s.Phases) {
			t.Rows = append(t.Rows, notMeasured(w.names[i], len(t.Columns)))
			continue
		}
		ph := s.Phases[i]
		records, addrs := lab.Cell(ph.RegistryRecords), lab.Cell(ph.RegistryAddrs)
		switch {
		case !ph.Looked:
			records, addrs = cellNotMeasured, cellNotMeasured
		case !ph.Resolved:
			records, addrs = cellNoAnswer, cellNoAnswer
		}
		t.Rows = append(t.Rows, []i18n.Text{w.names[i], okCell(ph.StaticOK, n), lab.Cell(ph.StaticAddrs),
			okCell(ph.RegistryOK, n), records, addrs})
	}
	// The script prints ISTEK − ok of the phase after the kill: at its
	// values each failure there is a request to the dead address, so the
	// lab counts those, whatever else a run adds.
	dead := lineDeadWindowNotMeasured.Format(n)
	if w.measured(1) {
		dead = lineDeadWindow.Format(s.Phases[1].RegistryDead, n)
	}
	sec := lab.Section{ID: "phases", Lesson: true, Table: t, Lines: []i18n.Text{
		dead,
		lineFiles.Format(s.FilesTouched.Static, s.FilesTouched.Registry),
		lineRestarts.Format(s.ClientsRestarted.Static, s.ClientsRestarted.Registry),
	}}
	if s.Cut {
		// The script prints its table once every phase is measured: a run
		// stopped before shows what it measured, not the lesson's output.
		sec.Lesson, sec.Title = false, titleLessonCut
		sec.Lines = append(sec.Lines, w.cutLines()...)
	}
	return sec
}

// measured reports whether phase i was measured to its end.
func (w *world) measured(i int) bool { return i < len(w.phases) && w.phases[i].done() }

// cutLines say, under a table of a run its horizon stopped, where it
// stopped and which phases it never reached.
func (w *world) cutLines() []i18n.Text {
	if !w.cut {
		return nil
	}
	at := words.Dur(w.stopAt).With(words.Loc)
	last := len(w.phases) - 1
	var out []i18n.Text
	if w.phases[last].Cut {
		out = append(out, linePhaseCut.Format(at, w.names[last]))
	} else {
		out = append(out, lineCutBetween.Format(at, w.names[last]))
	}
	var never []i18n.Text
	for i := last + 1; i < len(phaseIDs); i++ {
		never = append(never, quoted(w.names[i]))
	}
	switch len(never) {
	case 0:
	case 1:
		out = append(out, linePhaseNotReached.Format(never[0]))
	default:
		out = append(out, linePhasesNotReached.Format(joinTexts(never, ", ")))
	}
	return out
}

// quoted puts a phase's name in quotation marks, as the lines cite it.
func quoted(t i18n.Text) i18n.Text {
	return i18n.Text{TR: "“" + t.TR + "”", EN: "“" + t.EN + "”"}
}

// resolveSection shows what the registry path acted on in each phase: how
// old the list was and how many resolutions it took (the resolve modes'
// trade-off).
func (w *world) resolveSection(s *Summary) lab.Section {
	t := &lab.Table{Columns: []lab.Column{
		{ID: "phase", Label: colPhase}, {ID: "answer_age", Label: colAge}, {ID: "changes_missed", Label: colMissed},
		{ID: "resolution_requests", Label: colResolves}, {ID: "registry_list", Label: colList},
	}}
	for i := range phaseIDs {
		if i >= len(s.Phases) {
			t.Rows = append(t.Rows, notMeasured(w.names[i], len(t.Columns)))
			continue
		}
		ph := s.Phases[i]
		age, missed, list := words.Ms(ph.AnswerAgeMS).Text(), words.Int(int(ph.ChangesMissed)).Text(), lab.Cell(joinList(ph.RegistryList))
		switch {
		case !ph.Looked:
			age, missed, list = cellNotMeasured, cellNotMeasured, cellNotMeasured
		case !ph.Resolved:
			age, missed, list = cellNoAnswer, cellNoAnswer, cellNoAnswer
		}
		t.Rows = append(t.Rows, []i18n.Text{w.names[i], age, missed, words.Int(ph.Resolutions).Text(), list})
	}
	return lab.Section{ID: "resolve", Title: secResolve, Table: t, Lines: w.cutLines()}
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
	// A phase the horizon cut short has two more outcomes on each path:
	// still waiting then, and never made.
	cutPhase := s.Cut && s.Phases[len(s.Phases)-1].Cut
	if cutPhase {
		t.Columns = append(t.Columns,
			lab.Column{ID: "static_run_ended", Label: colStaticRunEnded}, lab.Column{ID: "registry_run_ended", Label: colRegRunEnded},
			lab.Column{ID: "static_not_made", Label: colStaticNotMade}, lab.Column{ID: "registry_not_made", Label: colRegNotMade})
	}
	for i := range phaseIDs {
		if i >= len(s.Phases) {
			t.Rows = append(t.Rows, notMeasured(w.names[i], len(t.Columns)))
			continue
		}
		ph := s.Phases[i]
		n := func(x int) i18n.Text { return words.Int(x).Text() }
		row := []i18n.Text{w.names[i],
			n(ph.StaticDead), n(ph.StaticUnhealthy), n(ph.RegistryDead), n(ph.RegistryUnhealthy),
			n(ph.RegistryNoAnswer), n(ph.RegistryNoAddress), n(ph.StaticLost), n(ph.RegistryLost)}
		if cutPhase {
			row = append(row, n(ph.StaticRunEnded), n(ph.RegistryRunEnded), n(ph.StaticNotMade), n(ph.RegistryNotMade))
		}
		t.Rows = append(t.Rows, row)
	}
	n := words.Int
	line := lineDeadAll.Format(n(s.DeadAddressRequests.Static), n(s.DeadAddressRequests.Registry), n(s.DeadWindowRequests),
		n(s.DeadAfterWindow), n(s.RegistryNoAnswer), n(s.RegistryNoAddress))
	if s.DeadFaulted > 0 { // a learner's kill came first
		line = lineDeadAllFaults.Format(n(s.DeadAddressRequests.Static), n(s.DeadAddressRequests.Registry), n(s.DeadFaulted),
			n(s.DeadWindowRequests), n(s.DeadAfterWindow), n(s.RegistryNoAnswer), n(s.RegistryNoAddress))
	}
	return lab.Section{ID: "outcomes", Title: secOutcomes, Table: t, Lines: append([]i18n.Text{line, w.windowLine(s)}, w.cutLines()...)}
}

// windowLine is what the whole discovery window held, which the lesson's
// line (the phase after the kill) does not count.
func (w *world) windowLine(s *Summary) i18n.Text {
	say := func(t i18n.Text, d float64) i18n.Text {
		return t.Format(words.Ms(d), cntRequests.N(s.WindowRequests), words.Int(s.DeadWindowRequests).With(words.Poss))
	}
	if !w.killed {
		return lineWindowNotReached
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
		return say(w.ended(lineWindowOpen, lineWindowOpenCut), s.MeasurementEndMS-s.KilledAtMS)
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
		window = w.ended(lineWindowStillOpen, lineWindowStillOpenCut).Format(words.Ms(s.MeasurementEndMS-s.KilledAtMS), words.Ms(s.DiscoveryWindowMS))
	}
	if !w.killed {
		window = lineWindowNotReached
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

// ended picks the words for the measurement's end: the script's, or the
// horizon's in a run it stopped.
func (w *world) ended(measured, cut i18n.Text) i18n.Text {
	if w.cut {
		return cut
	}
	return measured
}

func okCell(ok, n int) i18n.Text { return i18n.Plain(fmt.Sprintf("%d/%d", ok, n)) }

func joinList(xs []string) string {
	if len(xs) == 0 {
		return "-"
	}
	return strings.Join(xs, " ")
}
