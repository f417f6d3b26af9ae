package registry

import (
	"errors"
	"fmt"
	"net/url"
	"runtime"
	"sort"
	"strconv"
	"strings"
	"testing"

	"playground/engine/i18n"
	"playground/engine/lab"
	"playground/engine/lab/labtest"
	"playground/engine/oracle"
	"playground/engine/param"
	"playground/engine/sim"
)

// checkInvariants holds for every run, whatever the parameters.
func checkInvariants(t *testing.T, q string, res *lab.Result) {
	t.Helper()
	s := res.Summary.(*Summary)
	num := func(k string) int { n, _ := strconv.Atoi(res.Params[k]); return n }
	requests, replicas, clients := num("requests"), num("replicas"), num("clients")
	if len(s.Phases) != 5 && !s.Cut || len(s.Phases) == 0 {
		t.Fatalf("%s: %d phases", q, len(s.Phases))
	}
	for _, ph := range s.Phases {
		n := len(ph.RegistryList)
		if ph.RegistryAddrs != n || ph.RegistryAddrs > ph.RegistryRecords {
			t.Errorf("%s %s: addrs %d list %d records %d", q, ph.ID, ph.RegistryAddrs, n, ph.RegistryRecords)
		}
		if ph.StaticAddrs != replicas || s.StaticFileAddrs != replicas {
			t.Errorf("%s %s: static addrs %d, file %d, replicas %d", q, ph.ID, ph.StaticAddrs, s.StaticFileAddrs, replicas)
		}
		if ph.RegistryOK > requests || ph.StaticOK > requests || ph.RegistryOK < 0 || ph.StaticOK < 0 {
			t.Errorf("%s %s: ok %d/%d of %d requests", q, ph.ID, ph.StaticOK, ph.RegistryOK, requests)
		}
		// Only a listed address can serve: no list, no success.
		if n == 0 && ph.RegistryOK != 0 {
			t.Errorf("%s %s: %d ok with an empty list", q, ph.ID, ph.RegistryOK)
		}
		if !ph.Resolved && (ph.RegistryRecords != 0 || n != 0) {
			t.Errorf("%s %s: unresolved yet %d records", q, ph.ID, ph.RegistryRecords)
		}
	}
	// The file never learns: the killed replica stays in it, so the static
	// path can never succeed more often after the kill than before.
	if !s.Cut && (s.Phases[1].StaticOK > s.Phases[0].StaticOK || s.Phases[4].StaticOK > s.Phases[2].StaticOK) {
		t.Errorf("%s: static path improved without a file edit: %v", q, cores(s))
	}
	if s.FilesTouched != (pair{clients, 0}) || s.ClientsRestarted != (pair{clients, 0}) {
		t.Errorf("%s: files %v restarts %v", q, s.FilesTouched, s.ClientsRestarted)
	}
	// Every request slot is exactly one outcome; dead-address requests are
	// only ever sent to the killed replica, and requests never sent are not
	// dead-address requests.
	for _, ph := range s.Phases {
		if got := ph.StaticOK + ph.StaticDead + ph.StaticUnhealthy + ph.StaticLost + ph.StaticRunEnded + ph.StaticNotMade; got != requests {
			t.Errorf("%s %s: static outcomes add to %d of %d", q, ph.ID, got, requests)
		}
		if got := ph.RegistryOK + ph.RegistryDead + ph.RegistryUnhealthy + ph.RegistryNoAnswer + ph.RegistryNoAddress + ph.RegistryLost +
			ph.RegistryRunEnded + ph.RegistryNotMade; got != requests {
			t.Errorf("%s %s: registry outcomes add to %d of %d", q, ph.ID, got, requests)
		}
		// Only a learner's fault loses a request or cuts it off.
		if ph.StaticLost+ph.RegistryLost != 0 && !strings.Contains(q, "faults=") {
			t.Errorf("%s %s: %d requests lost without a fault", q, ph.ID, ph.StaticLost+ph.RegistryLost)
		}
	}
	if s.Phases[0].StaticDead+s.Phases[0].RegistryDead != 0 && !strings.Contains(q, "faults=") {
		t.Errorf("%s: dead-address requests before the kill", q)
	}
	// The window's dead-address requests are among the window's requests;
	// with those after it closed and those to replicas a learner's fault
	// killed, they are the run's. The lesson's line is the at-once phase's.
	if s.DeadWindowRequests > s.WindowRequests || s.WindowRequests > 4*requests ||
		s.DeadWindowRequests+s.DeadAfterWindow+s.DeadFaulted != s.DeadAddressRequests.Registry ||
		!s.Cut && !strings.Contains(res.LessonText(i18n.EN), fmt.Sprintf("= %d/%d\n", s.Phases[1].RegistryDead, requests)) {
		t.Errorf("%s: dead window %d/%d, after %d, whole run %d", q, s.DeadWindowRequests, s.WindowRequests,
			s.DeadAfterWindow, s.DeadAddressRequests.Registry)
	}
	if s.RegistryFailed != s.RegistryNoAnswer+s.RegistryNoAddress {
		t.Errorf("%s: registry failed %d", q, s.RegistryFailed)
	}
	for _, what := range Lab.Invariants(res) {
		t.Errorf("%s: %s", q, what)
	}
	if s.LiveDropouts != s.LiveDropoutCauses.total() || s.LiveComebacks > s.LiveDropouts {
		t.Errorf("%s: dropouts %d causes %+v comebacks %d", q, s.LiveDropouts, s.LiveDropoutCauses, s.LiveComebacks)
	}
	for id, v := range res.Metrics {
		if v < 0 {
			t.Errorf("%s: metric %s = %v", q, id, v)
		}
	}
	if !sort.SliceIsSorted(res.Scene.Events, func(i, j int) bool { return res.Scene.Events[i].T < res.Scene.Events[j].T }) {
		t.Errorf("%s: scene events out of order", q)
	}
	for _, m := range res.Trace {
		if res.Scene.Node(m.From) == nil || res.Scene.Node(m.To) == nil {
			t.Errorf("%s: trace endpoint %s → %s is not a scene node", q, m.From, m.To)
			break
		}
	}
	for _, sp := range res.Spans {
		if sp.From > sp.To {
			t.Errorf("%s: backwards span %+v", q, sp)
		}
	}
}

func FuzzParams(f *testing.F) {
	for _, seed := range []string{
		"", "lease=2s", "lease=300ms&renew=100ms&blip_at=1.9s&blip_for=400ms", "replicas=2",
		"replicas=10&requests=500&resolve=call", "resolve=watch&outage_at=0s&outage_for=60s",
		"resolve=cache&cache_ttl=0s", "wait_start=0s&wait_phase1=0s&wait_kill=0s&wait_unhealthy=0s&wait_new=0s",
		"lease=50ms&renew=10ms&wait_kill=10s", "renew=1s", "replicas=x", "seed=18446744073709551615",
		"outage_at=900ms&outage_for=200ms", "jitter=0.5&lease=400ms&renew=300ms&seed=3", "jitter=0.5&renew=10ms&lease=50ms",
		"faults=stall:127.0.0.1:8762@1s+23h&renew=10ms", "faults=stall:127.0.0.1:8763@2.10655s+23h&resolve=watch",
	} {
		f.Add(seed)
	}
	f.Fuzz(func(t *testing.T, query string) {
		q, err := url.ParseQuery(query)
		if err != nil {
			return
		}
		res, err := Lab.Run(q, &lab.Env{Limits: sim.Limits{MaxEvents: 2_000_000}})
		if err != nil {
			var perr param.Errors
			var cap *lab.RunError
			if !errors.As(err, &perr) && !errors.As(err, &cap) {
				t.Fatalf("%q: unexpected error %v", query, err)
			}
			if cap != nil {
				t.Fatalf("%q: hit a cap within the bounds: %v", query, err)
			}
			return
		}
		checkInvariants(t, query, res)
		// The reading's claims and the texts' typography, as over the grid.
		s := res.Summary.(*Summary)
		// A run its horizon stopped has its own tests, and the oracle's.
		if s.Cut {
			for _, f := range oracle.New(res, nil).Check() {
				if res.TraceDropped > 0 {
					break // its message facts are beyond the trace kept
				}
				t.Errorf("%q: %v", query, f)
			}
		} else if f, ok := newFacts(t, query, res, s); ok {
			for i, id := range s.readings {
				if err := claims[id](f, res.Reading[i].Text); err != nil {
					t.Errorf("%q: %s: %v", query, id, err)
				}
			}
		}
		labtest.CheckWords(t, Lab, query, res)
	})
}

func TestInvariantsOverPresetsAndExtremes(t *testing.T) {
	qs := []string{"", "replicas=10&requests=500&resolve=call", "resolve=watch&outage_at=0s&outage_for=60s",
		"wait_start=0s&wait_phase1=0s&wait_kill=0s&wait_unhealthy=0s&wait_new=0s", "replicas=2&resolve=watch"}
	for _, pr := range Lab.Presets {
		qs = append(qs, pr.Params)
	}
	qs = append(qs, readingGrid...)
	// An outage that begins inside a phase: per-call and cached lookups
	// lose their answer part-way through it.
	qs = append(qs, "resolve=call&outage_at=901.5ms&outage_for=1s", "resolve=cache&cache_ttl=0s&outage_at=901.5ms&outage_for=1s",
		"resolve=watch&outage_at=901.5ms&outage_for=1s", "resolve=call&outage_at=901.5ms&outage_for=1ms")
	for _, q := range qs {
		res, _ := run(t, q)
		checkInvariants(t, q, res)
	}
}

// The heaviest run the bounds allow must stay far inside the caps.
func TestLongestRunStaysInCaps(t *testing.T) {
	if testing.Short() || runtime.GOOS == "js" {
		t.Skip("a bound check for native runs; slow under wasm")
	}
	// The fuzz target's cap is 2 M events: the heaviest set must stay well
	// under it, so no in-bounds input can hit a cap.
	// The renewal rule (maxRenewals) refuses the shortest renewal with
	// every wait at its maximum; the heaviest allowed sets sit at the rule's
	// edge: 10 replicas × 5 s of waits ÷ 10 ms (or ÷ 5 ms with jitter 0.5).
	refused := "lease=50ms&renew=10ms&replicas=10&requests=500&resolve=call&wait_start=10s&wait_phase1=10s&wait_kill=10s&wait_unhealthy=10s&wait_new=10s"
	if _, err := Lab.Run(mustQuery(t, refused), nil); err == nil || !strings.Contains(err.Error(), "renewals") {
		t.Errorf("%s: want the renewal rule to refuse it, got %v", refused, err)
	}
	for _, q := range []string{
		"lease=50ms&renew=10ms&replicas=10&requests=500&resolve=call&wait_start=1s&wait_phase1=1s&wait_kill=1s&wait_unhealthy=1s&wait_new=1s",
		"lease=50ms&renew=10ms&jitter=0.5&replicas=10&requests=500&resolve=watch&wait_start=500ms&wait_phase1=500ms&wait_kill=500ms&wait_unhealthy=500ms&wait_new=500ms&blip_at=1s&blip_for=60s",
		"lease=50ms&renew=10ms&jitter=0.5&replicas=10&requests=500&resolve=watch&wait_start=500ms&wait_phase1=500ms&wait_kill=500ms&wait_unhealthy=500ms&wait_new=500ms&outage_at=1s&outage_for=60s",
		"lease=30s&renew=100ms&replicas=10&requests=500&clients=100&resolve=call&wait_start=10s&wait_phase1=10s&wait_kill=10s&wait_unhealthy=10s&wait_new=10s",
	} {
		res, _ := run(t, q)
		t.Logf("%d events, %v virtual", res.Stats.Events, res.Stats.VirtualTime)
		if res.Stats.Events > 1_000_000 {
			t.Errorf("%s: %d events", q, res.Stats.Events)
		}
	}
}

func BenchmarkDefaultRun(b *testing.B) {
	for b.Loop() {
		if _, err := Lab.Run(url.Values{}, nil); err != nil {
			b.Fatal(err)
		}
	}
}

func mustQuery(t *testing.T, q string) url.Values {
	t.Helper()
	v, err := url.ParseQuery(q)
	if err != nil {
		t.Fatal(err)
	}
	return v
}
