package registry

import (
	"strings"
	"testing"
)

// resolve=call: the lesson's numbers do not move, but every catalogue call
// costs a resolution first ("every catalogue call becomes two").
func TestResolvePerCallDoublesRequests(t *testing.T) {
	_, s := run(t, "resolve=call")
	checkCores(t, "resolve=call", s, lessonCores)
	if s.CatalogRequests != 30 || s.ResolutionRequests != 30 {
		t.Errorf("catalogue %d, resolutions %d; want 30 and 30", s.CatalogRequests, s.ResolutionRequests)
	}
	for _, p := range s.Phases {
		if p.Resolutions != 6 {
			t.Errorf("%s: %d resolutions, want 6", p.ID, p.Resolutions)
		}
	}
}

// resolve=cache with a TTL longer than the gap between phases: the client
// keeps acting on the list from phase 1, so the discovery window stretches
// over phases 3 and 4 and the registry path does no better than the file.
func TestCacheTTLWidensTheStalenessWindow(t *testing.T) {
	_, s := run(t, "resolve=cache&cache_ttl=2s")
	checkCores(t, "cache 2s", s, []core{{6, 3, 6, 3, 3}, {4, 3, 4, 3, 3}, {4, 3, 4, 3, 3}, {2, 3, 2, 3, 3}, {2, 3, 6, 3, 2}})
	if s.ResolutionRequests != 2 {
		t.Errorf("resolutions %d, want 2 (phase 1 and, after the TTL, phase 5)", s.ResolutionRequests)
	}
	// Phase 3 uses an answer 1.2036 s old that missed the dead record's
	// expiry; phase 4's also missed the health change.
	if p := s.Phases[2]; p.AnswerAgeMS != 1203.6 || p.ChangesMissed != 1 {
		t.Errorf("phase 3 age %v missed %d", p.AnswerAgeMS, p.ChangesMissed)
	}
	if p := s.Phases[3]; p.ChangesMissed != 2 {
		t.Errorf("phase 4 missed %d, want 2", p.ChangesMissed)
	}
	// A short TTL gives the lesson's table back; phase 2 (2.6 ms after
	// phase 1) still rides on phase 1's answer.
	_, s = run(t, "resolve=cache&cache_ttl=100ms")
	checkCores(t, "cache 100ms", s, lessonCores)
	if s.ResolutionRequests != 4 {
		t.Errorf("cache 100ms: resolutions %d, want 4", s.ResolutionRequests)
	}
}

// resolve=watch: a blocking query answered at the registry's index change
// keeps the list as fresh as a per-call resolution with far fewer requests.
func TestWatchLearnsAtIndexChange(t *testing.T) {
	_, s := run(t, "resolve=watch")
	checkCores(t, "watch", s, lessonCores)
	for _, p := range s.Phases {
		if p.ChangesMissed != 0 {
			t.Errorf("%s: watch missed %d changes", p.ID, p.ChangesMissed)
		}
	}
	// One plain resolution, then one long-poll per index change after it
	// (expiry, health, new replica) plus the one still parked at the end.
	if s.ResolutionRequests != 5 {
		t.Errorf("watch resolutions %d, want 5", s.ResolutionRequests)
	}
	// Phase 3's list arrived when the dead record expired (1600.1 ms) plus
	// one hop, 504.8 ms before phase 3 used it (2105.0 ms).
	if p := s.Phases[2]; p.AnswerAgeMS != 504.8 {
		t.Errorf("phase 3 answer age %v", p.AnswerAgeMS)
	}
}

// A registry outage over phases 3 and 4: uncached clients cannot resolve,
// cached and watching ones keep their last list, the file is unaffected.
func TestRegistryOutage(t *testing.T) {
	const outage = "outage_at=1.5s&outage_for=1.2s"
	_, plain := run(t, outage)
	checkCores(t, "outage phase", plain, []core{{6, 3, 6, 3, 3}, {4, 3, 4, 3, 3}, {4, 3, 0, 0, 0}, {2, 3, 0, 0, 0}, {2, 3, 6, 3, 2}})
	if plain.UnresolvedPhases != 2 || plain.Phases[2].Resolved || plain.Phases[3].Resolved {
		t.Errorf("unresolved phases %d", plain.UnresolvedPhases)
	}
	for _, mode := range []string{"cache&cache_ttl=2s", "watch"} {
		_, s := run(t, outage+"&resolve="+mode)
		checkCores(t, "outage "+mode, s, []core{{6, 3, 6, 3, 3}, {4, 3, 4, 3, 3}, {4, 3, 4, 3, 3}, {2, 3, 2, 3, 3}, {2, 3, 6, 3, 2}})
		if s.UnresolvedPhases != 0 {
			t.Errorf("%s: unresolved phases %d", mode, s.UnresolvedPhases)
		}
	}
	// The outage outlasts the lease: renewals are refused, and the living
	// replicas' records expire inside the registry too.
	if plain.RenewalsLost == 0 || plain.LiveDropouts != 2 {
		t.Errorf("outage: renewals lost %d, dropouts %d", plain.RenewalsLost, plain.LiveDropouts)
	}
}

// A 400 ms renewal blip: with a 300 ms lease the living replicas drop out
// (phase 3 finds nobody) and come back; with the lesson's 900 ms lease the
// same blip passes unnoticed.
func TestRenewalBlipOscillation(t *testing.T) {
	const blip = "blip_at=1.9s&blip_for=400ms"
	_, short := run(t, "lease=300ms&renew=100ms&"+blip)
	checkCores(t, "short lease blip", short, []core{{6, 3, 6, 3, 3}, {4, 3, 4, 3, 3}, {4, 3, 0, 0, 0}, {2, 3, 6, 2, 1}, {2, 3, 6, 3, 2}})
	if short.LiveDropouts != 2 || short.RenewalsLost != 8 {
		t.Errorf("short lease: dropouts %d lost %d; want 2 and 8", short.LiveDropouts, short.RenewalsLost)
	}
	_, base := run(t, "lease=300ms&renew=100ms")
	if short.RoutableChanges <= base.RoutableChanges {
		t.Errorf("routable changes %d with the blip, %d without", short.RoutableChanges, base.RoutableChanges)
	}
	_, long := run(t, blip)
	checkCores(t, "lesson lease blip", long, lessonCores)
	if long.LiveDropouts != 0 || long.RoutableChanges != 6 {
		t.Errorf("lease 900ms: dropouts %d changes %d", long.LiveDropouts, long.RoutableChanges)
	}
}

// A wait_kill shorter than the lease measures "lease expired" inside the
// discovery window: the registry still routes to the dead replica.
func TestShortWaitKillStaysInWindow(t *testing.T) {
	_, s := run(t, "wait_kill=300ms")
	if p := s.Phases[2]; p.RegistryOK != 4 || p.RegistryRecords != 3 {
		t.Errorf("phase 3 with wait_kill 300ms: %+v", p)
	}
}

// Sentences a reading once said against its own run, each now replaced by
// what the run shows.
func TestReadingsNoLongerContradictTheirRun(t *testing.T) {
	sentences := func(q string) string {
		res, _ := run(t, q)
		var out []string
		for _, r := range res.Reading {
			out = append(out, r.EN)
		}
		return strings.Join(out, "\n")
	}
	// A stale cache: the unhealthy replica was still on the list the client
	// used, so no sentence may say it left it; the 503s are named instead.
	got := sentences("resolve=cache")
	if strings.Contains(got, "routable list") || !strings.Contains(got, "3 requests on the registry path still went to the unhealthy replica and got 503: the registry no longer routed to it then, but the list the client used had been taken before") {
		t.Errorf("resolve=cache:\n%s", got)
	}
	// An outage longer than the 900 ms lease is not a short lease: the
	// dropouts are blamed on the refused renewals.
	got = sentences("outage_at=1.5s&outage_for=1.2s")
	if strings.Contains(got, "short lease") || !strings.Contains(got, "2 while the registry was down and refused the renewals") {
		t.Errorf("outage:\n%s", got)
	}
	// A 50 ms lease with 500 requests a phase: the static path of the
	// at-once phase takes 67 ms, so its registry path resolved after the
	// 49.9 ms window had closed. It used to say "Right after a replica
	// died, 0 of 500 requests went to a dead address".
	got = sentences("lease=50ms&renew=10ms&requests=500")
	if strings.Contains(got, "Right after a replica died") ||
		!strings.Contains(got, "the registry path sent no request to the dead address: the dead record had left the list 49.9 ms after the kill, and the client took its list after that") {
		t.Errorf("lease 50ms:\n%s", got)
	}
}

// A 2 s lease outlives phases 3 and 4: the dead replica is still listed and
// the registry path does no better than the file until phase 5. (The
// lesson's scripts give this only when the replica dies early enough in its
// renewal cycle, so testdata/regen.mjs leaves the case out; this pins the
// lab's side, where the cycle is fixed: last renewal 202.5 ms before the
// kill, expiry 1797.5 ms after it, phase 4 at 1604.4 ms after it.)
func TestLongLeaseKeepsTheDeadReplicaListed(t *testing.T) {
	_, s := run(t, "lease=2000ms&renew=300ms")
	checkCores(t, "lease 2s", s, []core{{6, 3, 6, 3, 3}, {4, 3, 4, 3, 3}, {4, 3, 4, 3, 3}, {2, 3, 3, 3, 2}, {2, 3, 6, 3, 2}})
	if got := s.Phases[3].RegistryList; strings.Join(got, ",") != "127.0.0.1:8762,127.0.0.1:8764" {
		t.Errorf("phase 4 list %v, want the dead 8764 still in it", got)
	}
	if s.DeadWindowRequests != 7 || s.DeadAddressRequests.Registry != 7 || s.DiscoveryWindowMS != 1797.5 {
		t.Errorf("dead window %d, whole run %d, window %v ms; want 7, 7 (2+2+3), 1797.5", s.DeadWindowRequests, s.DeadAddressRequests.Registry, s.DiscoveryWindowMS)
	}
}
