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
	Phases []phaseResult `json:"phases"`
	// DeadWindowRequests is the lesson's "dead-address requests in the
	// discovery window": registry-path requests sent while the window was
	// open (from the kill to the dead record's expiry) to an address whose
	// process was dead, out of WindowRequests, the registry-path request
	// slots of that time. At the lesson's values the window holds the phase
	// measured right after the kill: 2/6. DeadAfterWindow counts those sent
	// to the dead address after the record had expired (a list taken
	// before).
	DeadWindowRequests int `json:"dead_window_requests"`
	WindowRequests     int `json:"window_requests"`
	DeadAfterWindow    int `json:"dead_after_window"`
	// DeadFaulted counts registry-path requests sent to a dead address
	// outside the lesson's kill's account: to a replica a learner's fault
	// killed (before the lesson's kill, or after its window).
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
	RegistryDead      int      `json:"registry_dead"`
	RegistryUnhealthy int      `json:"registry_unhealthy"`
	RegistryNoAnswer  int      `json:"registry_no_answer"`
	RegistryNoAddress int      `json:"registry_no_address"`
	OtherErrors       int      `json:"other_errors"`
	RegistryList      []string `json:"registry_list"`
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
}

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
		RenewalsPerSPerReplica: float64(time.Second) / float64(p.Renew),
		RenewalsSent:           w.renewalsSent,
		RenewalsReceived:       w.renewalsAtStop,
		RenewalsLost:           w.renewalsLost,
		RegistryIndex:          w.indexAtStop,
		ExtraProcesses:         1,
		StaticFileAddrs:        len(w.client.file),
		MeasurementEndMS:       ms(w.stopAt),
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
	expiry := w.killAt + w.discoveryWindow()
	for _, sl := range w.client.slots {
		// Phase 1's last slots may share the kill's instant; they come
		// before it.
		in := sl.phase >= 1 && sl.at >= w.killAt && sl.at < expiry
		switch {
		case in && sl.outcome == deadAddr:
			s.DeadWindowRequests++
			s.WindowRequests++
		case in:
			s.WindowRequests++
		case sl.outcome == deadAddr && sl.at >= expiry && sl.addr == w.tl.killed:
			s.DeadAfterWindow++
		case sl.outcome == deadAddr:
			s.DeadFaulted++ // a replica a learner's fault killed
		}
	}
	return s
}

// discoveryWindow runs from the kill until the dead replica's record expires
// (its last renewal that reached the registry plus the lease); 0 when the
// record was not live at the kill.
func (w *world) discoveryWindow() time.Duration {
	addr := w.replicas[w.p.Replicas-1].addr
	for _, r := range w.reg.st.all() {
		if r.Address == addr {
			return max(0, w.reg.st.lastRenewal(addr)+w.p.Lease-w.killAt)
		}
	}
	return 0
}
