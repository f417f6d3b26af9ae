package registry

import (
	"fmt"
	"strconv"
	"strings"
	"time"

	"playground/engine/i18n"
	"playground/engine/lab"
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
func (w *world) resolveSection(s *Summary) lab.Section {
	t := &lab.Table{Columns: []lab.Column{
		{ID: "phase", Label: colPhase}, {ID: "answer_age", Label: colAge}, {ID: "changes_missed", Label: colMissed},
		{ID: "resolution_requests", Label: colResolves}, {ID: "registry_list", Label: colList},
	}}
	for i, ph := range s.Phases {
		age, missed, list := lab.Cell(fmtMS(ph.AnswerAgeMS)), lab.Cell(int(ph.ChangesMissed)), lab.Cell(joinList(ph.RegistryList))
		if !ph.Resolved {
			age, missed, list = cellNoAnswer, cellNoAnswer, cellNoAnswer
		}
		t.Rows = append(t.Rows, []i18n.Text{phaseNames[i], age, missed, lab.Cell(ph.Resolutions), list})
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
	}}
	for i, ph := range s.Phases {
		t.Rows = append(t.Rows, []i18n.Text{phaseNames[i],
			lab.Cell(ph.StaticDead), lab.Cell(ph.StaticUnhealthy),
			lab.Cell(ph.RegistryDead), lab.Cell(ph.RegistryUnhealthy),
			lab.Cell(ph.RegistryNoAnswer), lab.Cell(ph.RegistryNoAddress)})
	}
	return lab.Section{ID: "outcomes", Title: secOutcomes, Table: t, Lines: []i18n.Text{
		lineDeadAll.Format(s.DeadAddressRequests.Static, s.DeadAddressRequests.Registry, s.RegistryNoAnswer, s.RegistryNoAddress),
	}}
}

func (w *world) costSection(s *Summary) lab.Section {
	p := w.p
	lease := lineLease.Format(p.Lease.String(), p.Renew.String(), cntRenewals.N(s.MissedRenewalsToDrop))
	if p.Jitter > 0 {
		lease = lineLeaseJitter.Format(p.Lease.String(), p.Renew.String(), strconv.FormatFloat(p.Jitter*100, 'f', -1, 64),
			cntRenewals.N(s.MissedRenewalsToDrop))
	}
	window := lineWindow.Format(fmtMS(s.DiscoveryWindowMS))
	if s.DiscoveryWindowMS == 0 {
		window = lineNoWindow
	}
	return lab.Section{ID: "cost", Title: secCost, Lines: []i18n.Text{
		lineProcess,
		lineResolves.Format(cntResolutions.N(s.ResolutionRequests), cntCalls.N(s.CatalogRequests), p.Resolve),
		lease,
		lineRenewals.Format(fmtRate(s.RenewalsPerSPerReplica), s.RenewalsSent, s.RenewalsReceived, s.RenewalsLost),
		window,
		lineChanges.Format(s.RoutableChanges, s.LiveDropouts, s.RegistryIndex),
	}}
}

func okCell(ok, n int) i18n.Text { return i18n.Plain(fmt.Sprintf("%d/%d", ok, n)) }

func fmtMS(v float64) string {
	return time.Duration(v * float64(time.Millisecond)).Round(time.Microsecond).String()
}

// fmtRate writes a rate with at most two decimals, trailing zeros dropped.
func fmtRate(v float64) string {
	return strconv.FormatFloat(float64(int64(v*100+0.5))/100, 'f', -1, 64)
}

func joinList(xs []string) string {
	if len(xs) == 0 {
		return "-"
	}
	return strings.Join(xs, " ")
}
