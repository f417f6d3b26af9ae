package registry

import (
	"time"

	"playground/engine/i18n"
)

var phaseNames = []i18n.Text{nameAllAlive, nameKilled, nameExpired, nameUnhealthy, nameAdded}

// Summary is the JSON contract of docs/DESIGN.md plus the beyond-the-lesson counts.
// Every registry-path request slot of a phase is exactly one of: served,
// sent to a dead address, answered 503 by an unhealthy replica, or not sent
// for want of an answer or an address.
type Summary struct {
	// Phases are those the run reached, in order: all five, unless its
	// horizon stopped the script first (Cut), the last one then cut short
	// or the last measured before the stop.
	Phases []phaseResult `json:"phases"`
	Cut    bool          `json:"cut,omitempty"`
	// DeadWindowRequests counts the registry-path requests sent to the
	// killed replica's dead address while the registry listed it — the
	// discovery window, from the kill until its record expired, its process
	// came back or the measurement ended, and any later stretch a renewal
	// delayed past the kill listed it again — out of WindowRequests, the
	// registry path's requests sent meanwhile. At the lesson's values the window holds the
	// phase measured right after the kill: 2/6. The lesson's own line
	// counts that phase only, as its script does (ISTEK − ok of the phase
	// after the kill, each failure there a dead address): Phases[1]'s
	// RegistryDead of Requests. DeadAfterWindow counts those sent to the
	// dead address while the registry no longer listed it, its process
	// still dead (a list taken before).
	DeadWindowRequests int `json:"dead_window_requests"`
	WindowRequests     int `json:"window_requests"`
	DeadAfterWindow    int `json:"dead_after_window"`
	// WindowEnd says how the window closed: "expired", "restarted", "open"
	// (still open when the measurement ended) or "" (there was none).
	WindowEnd string `json:"window_end"`
	// DeadFaulted counts registry-path requests sent to a dead address
	// outside the lesson's kill's account: to a replica a learner's fault
	// killed (before the lesson's kill, or after the killed one came back).
	DeadFaulted      int  `json:"dead_faulted,omitempty"`
	FilesTouched     pair `json:"files_touched"`
	ClientsRestarted pair `json:"clients_restarted"`

	// DeadAddressRequests counts, per path and over the whole measurement,
	// requests sent to an address whose process was dead.
	DeadAddressRequests pair `json:"dead_address_requests"`
	// RegistryFailed counts registry-path request slots that failed for
	// another reason than a dead address and were never sent: the registry
	// did not answer (NoAnswer) or its answer held no address (NoAddress).
	RegistryFailed    int `json:"registry_failed"`
	RegistryNoAnswer  int `json:"registry_no_answer"`
	RegistryNoAddress int `json:"registry_no_address"`
	// RegistryUnhealthy counts registry-path requests a replica that reports
	// unhealthy answered with 503 (a list older than the health change).
	RegistryUnhealthy int `json:"registry_unhealthy"`
	StaticUnhealthy   int `json:"static_unhealthy"`

	Resolve string `json:"resolve"`
	// ResolutionRequests the measuring client sent to the registry, for
	// CatalogRequests it sent to replicas on the registry path.
	ResolutionRequests int `json:"resolution_requests"`
	CatalogRequests    int `json:"catalog_requests"`
	UnresolvedPhases   int `json:"unresolved_phases"`
	// RoutableChanges counts changes of the registry's routable set over the
	// run; LiveDropouts counts records that expired while their process ran,
	// LiveDropoutCauses says what kept their renewals away.
	RoutableChanges   int      `json:"routable_changes"`
	LiveDropouts      int      `json:"live_dropouts"`
	LiveDropoutCauses dropouts `json:"live_dropout_causes"`
	// LiveComebacks counts dropped-out living replicas that were listed
	// again before the measurement ended (the oscillation).
	LiveComebacks int `json:"live_comebacks"`
	// Killed is the replica killed after phase 1, at KilledAtMS;
	// DiscoveryWindowMS runs from the kill to its record's expiry.
	Killed            string  `json:"killed"`
	KilledAtMS        float64 `json:"killed_at_ms"`
	DiscoveryWindowMS float64 `json:"discovery_window_ms"`
	Unhealthy         string  `json:"unhealthy"`
	// BrokenAtMS is when /bozul made the replica unhealthy, ReportedAtMS
	// when the registry stored its unhealthy flag at a renewal (0: not
	// before the measurement ended).
	BrokenAtMS           float64 `json:"broken_at_ms"`
	ReportedAtMS         float64 `json:"reported_at_ms"`
	Added                string  `json:"added"`
	MissedRenewalsToDrop int     `json:"missed_renewals_to_drop"`
	// RenewalsLostSurvived is how many renewals in a row a running replica
	// may lose and stay listed: the lease must span one interval more than
	// those lost, counted at the longest interval (renew × (1 + jitter)),
	// a renewal that comes in the instant its record's lease runs out
	// keeping it (as the registry's expiry decides). LossSurvivedMS is the
	// longest stretch of lost renewals it survives wherever the stretch
	// begins: one that can swallow no more renewals than that, the
	// renewals counted at the shortest interval.
	RenewalsLostSurvived int     `json:"renewals_lost_survived"`
	LossSurvivedMS       float64 `json:"loss_survived_ms"`
	// RenewalsPerSPerReplica is the renewal rate each replica keeps (1 s /
	// renew; jitter spreads the beats around the same mean).
	RenewalsPerSPerReplica float64 `json:"renewals_per_s_per_replica"`
	RenewalsSent           int     `json:"renewals_sent"`
	RenewalsReceived       int     `json:"renewals_received"`
	RenewalsLost           int     `json:"renewals_lost"`
	RegistryIndex          uint64  `json:"registry_index"`
	ExtraProcesses         int     `json:"extra_processes"`
	StaticFileAddrs        int     `json:"static_file_addrs"`
	MeasurementEndMS       float64 `json:"measurement_end_ms"`

	// readings are the ids of the reading sentences printed, in order (the
	// property test checks each one's claim).
	readings []string
}

type pair struct {
	Static   int `json:"static"`
	Registry int `json:"registry"`
}

// phaseResult is one row of the lesson's table, with what the client used
// and what became of each request.
type phaseResult struct {
	ID              string  `json:"id"`
	Name            string  `json:"name"`
	AtMS            float64 `json:"at_ms"`
	EndMS           float64 `json:"end_ms"`
	StaticOK        int     `json:"static_ok"`
	StaticAddrs     int     `json:"static_addrs"`
	StaticDead      int     `json:"static_dead"`
	StaticUnhealthy int     `json:"static_unhealthy"`
	RegistryOK      int     `json:"registry_ok"`
	RegistryRecords int     `json:"registry_records"`
	RegistryAddrs   int     `json:"registry_addrs"`
	// Where the registry path's other requests went: to a dead address, to
	// an unhealthy replica (503), or nowhere for want of an answer or an
	// address.
	RegistryDead      int `json:"registry_dead"`
	RegistryUnhealthy int `json:"registry_unhealthy"`
	RegistryNoAnswer  int `json:"registry_no_answer"`
	RegistryNoAddress int `json:"registry_no_address"`
	// Lost: sent, and no answer came back (a learner's drop lost it, or a
	// kill cut it off); static and registry path.
	StaticLost   int `json:"static_lost"`
	RegistryLost int `json:"registry_lost"`
	// RegistrySent counts the registry path's requests that left.
	RegistrySent int      `json:"registry_sent"`
	RegistryList []string `json:"registry_list"`
	// Resolved is false when the client had no answer at all (registry
	// unreachable, nothing cached).
	Resolved bool `json:"resolved"`
	// UsedAtMS is when the registry path's first request used its answer.
	UsedAtMS    float64 `json:"used_at_ms"`
	AnswerAgeMS float64 `json:"answer_age_ms"`
	// ChangesMissed: registry index changes the answer had not seen when
	// the phase used it (0: fresh; >0: a stale cache or watch).
	ChangesMissed uint64 `json:"changes_missed"`
	Resolutions   int    `json:"resolution_requests"`
	// Cut: the run's horizon stopped the script while it measured this
	// phase; its numbers are those measured by then. Per path, the request
	// still waiting then (no answer before the run's end) and those never
	// made.
	Cut              bool `json:"cut,omitempty"`
	StaticRunEnded   int  `json:"static_run_ended,omitempty"`
	RegistryRunEnded int  `json:"registry_run_ended,omitempty"`
	StaticNotMade    int  `json:"static_not_made,omitempty"`
	RegistryNotMade  int  `json:"registry_not_made,omitempty"`
	// Looked: the registry path had its first answer (or knew it had
	// none); false only in a phase cut during its first resolution.
	Looked bool `json:"-"`
}

// done reports whether the phase was measured to its end.
func (ph phaseResult) done() bool { return !ph.Cut }

func (w *world) summary() *Summary {
	p := w.p
	n := p.Replicas
	s := &Summary{
		Phases:                 w.phases,
		BrokenAtMS:             ms(w.brokenAt),
		ReportedAtMS:           ms(w.reportedAt),
		FilesTouched:           pair{Static: p.Clients, Registry: 0},
		ClientsRestarted:       pair{Static: p.Clients, Registry: 0},
		Resolve:                p.Resolve,
		ResolutionRequests:     w.client.resolutions,
		CatalogRequests:        w.client.catalog,
		RoutableChanges:        w.tl.routableChanges,
		LiveDropouts:           w.dropouts.total(),
		LiveDropoutCauses:      w.dropouts,
		LiveComebacks:          w.comebacks,
		Killed:                 replicaAddr(n - 1),
		KilledAtMS:             ms(w.killAt),
		DiscoveryWindowMS:      ms(w.discoveryWindow()),
		Unhealthy:              replicaAddr(n - 2),
		Added:                  replicaAddr(n),
		MissedRenewalsToDrop:   int(p.Lease / p.Renew),
		RenewalsLostSurvived:   p.renewalsLostSurvived(),
		LossSurvivedMS:         ms(time.Duration(p.renewalsLostSurvived()) * p.shortestInterval()),
		RenewalsPerSPerReplica: float64(time.Second) / float64(p.Renew),
		RenewalsSent:           w.renewalsSent,
		RenewalsReceived:       w.renewalsAtStop,
		RenewalsLost:           w.renewalsLost,
		RegistryIndex:          w.indexAtStop,
		ExtraProcesses:         1,
		StaticFileAddrs:        len(w.client.file),
		MeasurementEndMS:       ms(w.stopAt),
		Cut:                    w.cut,
	}
	for _, ph := range w.phases {
		if !ph.Resolved {
			s.UnresolvedPhases++
		}
		s.DeadAddressRequests.Static += ph.StaticDead
		s.DeadAddressRequests.Registry += ph.RegistryDead
		s.RegistryNoAnswer += ph.RegistryNoAnswer
		s.RegistryNoAddress += ph.RegistryNoAddress
		s.RegistryUnhealthy += ph.RegistryUnhealthy
		s.StaticUnhealthy += ph.StaticUnhealthy
	}
	s.RegistryFailed = s.RegistryNoAnswer + s.RegistryNoAddress
	s.WindowEnd = w.windowKind()
	for _, sl := range w.client.slots {
		if !sl.sent() {
			continue
		}
		dead := sl.outcome == deadAddr
		switch w.lifeOfKill(sl) {
		case inWindow:
			s.WindowRequests++
			if dead && sl.addr == s.Killed {
				s.DeadWindowRequests++
			} else if dead {
				s.DeadFaulted++
			}
		case afterWindow:
			if dead && sl.addr == s.Killed {
				s.DeadAfterWindow++
			} else if dead {
				s.DeadFaulted++
			}
		default:
			if dead {
				s.DeadFaulted++ // a replica a learner's fault killed
			}
		}
	}
	return s
}

// Where a registry-path request falls in the lesson's kill's account.
const (
	outsideKill = iota // before the kill, or after the killed replica came back
	inWindow           // while its dead record was listed
	afterWindow        // after the record expired, its process still dead
)

// lifeOfKill places a request sent at sl.at in the lesson's kill's
// account: in its dead life, while the registry listed the dead address or
// not. Phase 1's first slots may share the kill's instant; the phase before
// the kill is never in it.
func (w *world) lifeOfKill(sl slot) int {
	if !w.killHit || sl.phase < 1 || sl.at < w.killAt || w.revivedAt > 0 && sl.at >= w.revivedAt {
		return outsideKill
	}
	for _, st := range w.listedDead {
		if st.holds(sl.at) {
			return inWindow
		}
	}
	return afterWindow
}

// windowKind names how the window ended, for the summary.
func (w *world) windowKind() string {
	win, ok := w.window()
	switch {
	case !ok:
		return ""
	case win.open():
		return "open"
	case win.expired:
		return "expired"
	}
	return "restarted"
}

// discoveryWindow runs from the kill until the dead replica's record
// expired, or its process came back first; 0 when the record was not live
// at the kill (or the kill found the process dead). Still open when the
// measurement ended, it runs to when the record's lease would run out
// (its last renewal that reached the registry plus the lease).
func (w *world) discoveryWindow() time.Duration {
	win, ok := w.window()
	switch {
	case !ok:
		return 0
	case !win.open():
		return win.to - w.killAt
	}
	return max(0, w.reg.st.lastRenewal(replicaAddr(w.p.Replicas-1))+w.p.Lease-w.killAt)
}
