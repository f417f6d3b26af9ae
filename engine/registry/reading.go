package registry

import (
	"fmt"
	"playground/engine/claim"
	"slices"
	"strings"
	"time"

	"playground/engine/i18n"
	"playground/engine/words"
)

// reading is one sentence of "what the numbers say" with the id under which
// the property test checks its claim against the summary and the trace.
type reading struct {
	id   string
	text i18n.Text
	// claims are what the sentence asserts about the raw run, for the
	// oracle (engine/oracle).
	claims []claim.Claim
}

// readings says what this run's numbers mean. Each sentence is chosen by the
// fact it states, so a sentence appears only when its claim holds: none is a
// template filled with whatever the run produced.
func (w *world) readings(s *Summary) []reading {
	var out []reading
	add := func(id string, t i18n.Text) { out = append(out, reading{id: id, text: t}) }
	p, n := w.p, w.p.Requests
	window := w.discoveryWindow()
	expiry := w.killAt + window
	ms := words.Ms

	// When the dead record left the list.
	if window > 0 {
		add("window", readWindow.Format(ms(s.DiscoveryWindowMS), words.Dur(p.Lease)))
	} else {
		add("no_window", readNoWindow)
	}

	// The lesson's at-once phase: what its registry path did.
	ph := s.Phases[1]
	switch {
	case ph.RegistryDead > 0:
		add("at_once_dead", readAtOnceDead.Format(words.Int(ph.RegistryDead).With(words.Poss), cntRequestsOf.N(n)))
	case ph.RegistryNoAnswer > 0:
		add("at_once_no_answer", readAtOnceNoAnswer.Format(cntRequestsOf.N(ph.RegistryNoAnswer)))
	case ph.Resolved && slices.Contains(ph.RegistryList, s.Killed):
		add("at_once_missed", readAtOnceMissed.Format(cntRequestsOf.N(sentOnRegistryPath(ph))))
	case ph.Resolved && window > 0:
		add("at_once_expired", readAtOnceExpired.Format(ms(ph.UsedAtMS-s.KilledAtMS), ms(s.DiscoveryWindowMS)))
	}

	// Later phases: the window reached past the at-once phase (the lesson's
	// line counts those requests too), and dead-address requests after the
	// registry had dropped the record (a list taken earlier).
	later := 0
	for _, sl := range w.client.slots {
		if sl.phase >= 2 && sl.outcome == deadAddr && sl.at < expiry {
			later++
		}
	}
	if later > 0 {
		add("later_window", readLaterWindow.Format(cntRequestsOf.N(s.WindowRequests), words.Int(s.DeadWindowRequests).With(words.Poss),
			i18n.Plain(fmt.Sprintf("%d/%d", s.DeadWindowRequests, s.WindowRequests)), ms(s.Phases[2].AtMS-s.KilledAtMS), ms(s.DiscoveryWindowMS)))
	}
	if s.DeadAfterWindow > 0 {
		add("later_stale", readLaterStale.Format(cntRequests.N(s.DeadAfterWindow)))
	}

	// The last phase: the file never learns. A comparison says which way,
	// from the two counts.
	last := s.Phases[4]
	switch reg, st := last.RegistryOK, last.StaticOK; {
	case reg > st:
		add("end", readEnd.Format(words.Int(reg), cntRequests.N(n), words.Int(st)))
	case reg == st:
		add("end_same", readEndSame.Format(words.Int(reg), cntRequests.N(n)))
	default:
		fewer, _ := words.Fewer(reg, st)
		add("end_fewer", readEndFewer.Format(words.Int(reg), cntRequests.N(n), words.Int(st), words.Int(fewer)))
	}

	// Health: a living process that cannot work, and why a request still
	// reached it — a list older than the registry's knowledge, or a
	// registry not yet told (health travels with the next renewal).
	ph = s.Phases[3]
	if ph.Resolved && !slices.Contains(ph.RegistryList, s.Unhealthy) && ph.RegistryRecords > ph.RegistryAddrs {
		add("health", readHealth.Format(s.Unhealthy, words.Int(ph.RegistryRecords), words.Int(ph.RegistryAddrs)))
	}
	var stale, unknown int
	fresh := ph.Resolved && ph.ChangesMissed == 0 // the list had missed no change when the phase took it
	for _, sl := range w.client.slots {
		if sl.phase != 3 || sl.outcome != unhealthy {
			continue
		}
		if w.reportedAt > 0 && w.reportedAt <= sl.at {
			stale++
		} else {
			unknown++
			fresh = fresh && sl.answered >= msDuration(ph.AtMS)
		}
	}
	if stale > 0 {
		add("health_stale", readHealthStale.Format(cntRequests.N(stale)))
	}
	if unknown > 0 {
		when := readNeverReported
		if w.reportedAt > 0 {
			when = readReportedAt.Format(words.Dur(w.reportedAt - w.brokenAt))
		}
		t := readHealthUnknownHeld
		if fresh {
			t = readHealthUnknown
		}
		add("health_unknown", t.Format(cntRequests.N(unknown), when))
	}
	if s.StaticUnhealthy > 0 {
		add("static_503", readStatic503.Format(cntRequests.N(s.StaticUnhealthy)))
	}

	// The registry as a single point of failure.
	if s.RegistryNoAnswer > 0 {
		add("outage", readOutage.Format(cntRequestsOf.N(s.RegistryNoAnswer)))
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
		add("no_address", readNoAddress.Format(cntRequestsOf.N(s.RegistryNoAddress)))
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
		if d.Fault > 0 {
			causes = append(causes, causeFault.N(d.Fault))
		}
		add("dropouts", readDropouts.Format(cntTimes.N(d.total()), words.Dur(p.Lease), joinTexts(causes, "; ")))
	}
	if s.LiveComebacks > 0 {
		add("oscillation", readOscillation.Format(cntTimes.N(s.LiveComebacks), cntTimes.N(s.RoutableChanges)))
	}

	// What the resolve mode cost.
	if p.Resolve != resolvePhase {
		mode := p.Spec().Field("resolve").ChoiceLabel(p.Resolve)
		add("resolves", readResolves.Format(mode, cntResolutions.N(s.ResolutionRequests), cntCalls.N(s.CatalogRequests)))
	}
	// The replicas a learner's fault killed: how long the list kept them.
	for _, fk := range w.scene.faultKills {
		switch {
		case fk.restarted:
		case fk.expired:
			add("fault_listed", readFaultListed.Format(fk.addr, words.Dur(fk.at).With(words.Loc), words.Dur(fk.listed)))
		default:
			add("fault_listed_end", readFaultListedEnd.Format(fk.addr, words.Dur(fk.at).With(words.Loc)))
		}
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

var (
	readFaultListed = i18n.Text{
		TR: "%[2]s öldürdüğünüz kopya %[1]s, %[3]s boyunca kayıt defterinin listesinde kaldı: kaydının kirası son yenilemesinden sayılır ve ancak o zaman doldu.",
		EN: "Replica %[1]s, which you killed at %[2]s, stayed on the registry's list for %[3]s: its record's lease counts from its last renewal and ran out only then.",
	}
	readFaultListedEnd = i18n.Text{
		TR: "%[2]s öldürdüğünüz kopya %[1]s, ölçüm bitene dek kayıt defterinin listesinde kaldı.",
		EN: "Replica %[1]s, which you killed at %[2]s, stayed on the registry's list until the measurement ended.",
	}
)
