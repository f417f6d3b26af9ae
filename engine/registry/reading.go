package registry

import (
	"slices"
	"strings"
	"time"

	"playground/engine/i18n"
)

// reading is one sentence of "what the numbers say" with the id under which
// the property test checks its claim against the summary and the trace.
type reading struct {
	id   string
	text i18n.Text
}

// readings says what this run's numbers mean. Each sentence is chosen by the
// fact it states, so a sentence appears only when its claim holds: none is a
// template filled with whatever the run produced.
func (w *world) readings(s *Summary) []reading {
	var out []reading
	add := func(id string, t i18n.Text) { out = append(out, reading{id, t}) }
	p, n := w.p, w.p.Requests
	window := w.discoveryWindow()
	expiry := w.killAt + window

	// When the registry learnt of the death.
	if window > 0 {
		add("window", readWindow.Format(fmtMS(s.DiscoveryWindowMS), p.Lease.String()))
	} else {
		add("no_window", readNoWindow)
	}

	// The lesson's at-once phase: what its registry path did.
	ph := s.Phases[1]
	switch {
	case ph.RegistryDead > 0:
		add("at_once_dead", readAtOnceDead.Format(ph.RegistryDead, cntRequests.N(n)))
	case ph.RegistryNoAnswer > 0:
		add("at_once_no_answer", readAtOnceNoAnswer.Format(cntRequests.N(ph.RegistryNoAnswer)))
	case ph.Resolved && slices.Contains(ph.RegistryList, s.Killed):
		add("at_once_missed", readAtOnceMissed.Format(cntRequests.N(sentOnRegistryPath(ph))))
	case ph.Resolved && window > 0:
		add("at_once_expired", readAtOnceExpired.Format(fmtMS(ph.UsedAtMS-s.KilledAtMS), fmtMS(s.DiscoveryWindowMS)))
	}

	// Later phases: dead-address requests while the registry still listed
	// the address, and after it had dropped it (a list taken earlier).
	var inWindow, stale int
	for _, d := range w.client.deadSends {
		switch {
		case d.phase < 2:
		case d.at < expiry:
			inWindow++
		default:
			stale++
		}
	}
	if inWindow > 0 {
		add("later_window", readLaterWindow.Format(cntRequests.N(inWindow), fmtMS(s.Phases[2].AtMS-s.KilledAtMS), fmtMS(s.DiscoveryWindowMS)))
	}
	if stale > 0 {
		add("later_stale", readLaterStale.Format(cntRequests.N(stale)))
	}

	// The last phase: the file never learns.
	last := s.Phases[4]
	if last.RegistryOK > last.StaticOK {
		add("end", readEnd.Format(last.RegistryOK, cntRequests.N(n), last.StaticOK))
	} else {
		add("end_no_better", readEndNoBetter.Format(last.RegistryOK, cntRequests.N(n), last.StaticOK))
	}

	// Health: a living process that cannot work.
	ph = s.Phases[3]
	if ph.Resolved && !slices.Contains(ph.RegistryList, s.Unhealthy) && ph.RegistryRecords > ph.RegistryAddrs {
		add("health", readHealth.Format(s.Unhealthy, ph.RegistryRecords, ph.RegistryAddrs))
	}
	if ph.RegistryUnhealthy > 0 {
		add("health_stale", readHealthStale.Format(cntRequests.N(ph.RegistryUnhealthy)))
	}
	if s.StaticUnhealthy > 0 {
		add("static_503", readStatic503.Format(cntRequests.N(s.StaticUnhealthy)))
	}

	// The registry as a single point of failure.
	if s.RegistryNoAnswer > 0 {
		add("outage", readOutage.Format(cntRequests.N(s.RegistryNoAnswer)))
	}
	held := 0
	for _, ph := range s.Phases {
		if ph.Resolved && w.registryDownAt(msDuration(ph.UsedAtMS)) {
			held++
		}
	}
	if held > 0 {
		add("outage_held", readOutageHeld.Format(cntPhases.N(held)))
	}
	if s.RegistryNoAddress > 0 {
		add("no_address", readNoAddress.Format(cntRequests.N(s.RegistryNoAddress)))
	}

	// Living replicas dropping out, and coming back.
	if d := s.LiveDropoutCauses; d.total() > 0 {
		var causes []i18n.Text
		if d.Outage > 0 {
			causes = append(causes, causeOutage.N(d.Outage))
		}
		if d.Blip > 0 {
			causes = append(causes, causeBlip.N(d.Blip))
		}
		if d.Interval > 0 {
			causes = append(causes, causeInterval.N(d.Interval))
		}
		add("dropouts", readDropouts.Format(cntTimes.N(d.total()), p.Lease.String(), joinTexts(causes, "; ")))
	}
	if s.LiveComebacks > 0 {
		add("oscillation", readOscillation.Format(cntTimes.N(s.LiveComebacks), cntTimes.N(s.RoutableChanges)))
	}

	// What the resolve mode cost.
	if p.Resolve != resolvePhase {
		add("resolves", readResolves.Format(p.Resolve, cntResolutions.N(s.ResolutionRequests), cntCalls.N(s.CatalogRequests)))
	}
	return out
}

// sentOnRegistryPath counts the registry path's requests that left in a phase.
func sentOnRegistryPath(ph phaseResult) int {
	return ph.RegistryOK + ph.RegistryDead + ph.RegistryUnhealthy + ph.OtherErrors
}

// registryDownAt reports whether the registry was in its outage at t.
func (w *world) registryDownAt(t time.Duration) bool {
	return w.p.OutageFor > 0 && t >= w.p.OutageAt && t < w.p.OutageAt+w.p.OutageFor
}

// joinTexts joins texts language by language.
func joinTexts(ts []i18n.Text, sep string) i18n.Text {
	var tr, en []string
	for _, t := range ts {
		tr, en = append(tr, t.TR), append(en, t.EN)
	}
	return i18n.Text{TR: strings.Join(tr, sep), EN: strings.Join(en, sep)}
}
