package registry

import "playground/engine/i18n"

var phaseNames = []i18n.Text{nameAllAlive, nameKilled, nameExpired, nameUnhealthy, nameAdded}

// Summary is the JSON contract of DESIGN.md plus the beyond-the-lesson counts.
type Summary struct {
	Phases             []phaseResult `json:"phases"`
	DeadWindowRequests int           `json:"dead_window_requests"`
	FilesTouched       pair          `json:"files_touched"`
	ClientsRestarted   pair          `json:"clients_restarted"`

	Resolve string `json:"resolve"`
	// ResolutionRequests the measuring client sent to the registry, for
	// CatalogRequests it sent to replicas on the registry path.
	ResolutionRequests int `json:"resolution_requests"`
	CatalogRequests    int `json:"catalog_requests"`
	UnresolvedPhases   int `json:"unresolved_phases"`
	// RoutableChanges counts changes of the registry's routable set over the
	// run; LiveDropouts counts records that expired while their process ran.
	RoutableChanges int `json:"routable_changes"`
	LiveDropouts    int `json:"live_dropouts"`
	// DiscoveryWindowMS runs from the kill to the dead record's expiry.
	DiscoveryWindowMS    float64 `json:"discovery_window_ms"`
	MissedRenewalsToDrop int     `json:"missed_renewals_to_drop"`
	RenewalsReceived     int     `json:"renewals_received"`
	RenewalsLost         int     `json:"renewals_lost"`
	RegistryIndex        uint64  `json:"registry_index"`
	ExtraProcesses       int     `json:"extra_processes"`
	StaticFileAddrs      int     `json:"static_file_addrs"`
	MeasurementEndMS     float64 `json:"measurement_end_ms"`
}

type pair struct {
	Static   int `json:"static"`
	Registry int `json:"registry"`
}

// phaseResult is one row of the lesson's table, with what the client used.
type phaseResult struct {
	ID              string   `json:"id"`
	Name            string   `json:"name"`
	AtMS            float64  `json:"at_ms"`
	StaticOK        int      `json:"static_ok"`
	StaticAddrs     int      `json:"static_addrs"`
	RegistryOK      int      `json:"registry_ok"`
	RegistryRecords int      `json:"registry_records"`
	RegistryAddrs   int      `json:"registry_addrs"`
	RegistryList    []string `json:"registry_list"`
	// Resolved is false when the client had no answer at all (registry
	// unreachable, nothing cached).
	Resolved    bool    `json:"resolved"`
	AnswerAgeMS float64 `json:"answer_age_ms"`
	// ChangesMissed: registry index changes the answer had not seen when
	// the phase used it (0: fresh; >0: a stale cache or watch).
	ChangesMissed uint64 `json:"changes_missed"`
	Resolutions   int    `json:"resolution_requests"`
}
