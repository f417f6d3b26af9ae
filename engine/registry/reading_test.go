package registry

import (
	"fmt"
	"maps"
	"slices"
	"strings"
	"testing"
	"time"

	"playground/engine/fault"

	"playground/engine/i18n"
	"playground/engine/lab"
	"playground/engine/lab/labtest"
	"playground/engine/netsim"
	"playground/engine/words"
)

// readingGrid is the property test's parameter sets: the lesson, the
// presets, every resolve mode, outages and blips at telling moments, the
// bounds' corners and a few odd combinations.
var readingGrid = []string{
	"",
	"lease=2s",
	"faults=kill:127.0.0.1:8763@1.2s", "faults=kill:127.0.0.1:8762@3s", "faults=drop:127.0.0.1:8762>127.0.0.1:8761@1s+1s", "faults=kill:127.0.0.1:8762@600ms,restart:127.0.0.1:8762@900ms,stall:127.0.0.1:8761@2s+300ms",
	"lease=300ms&renew=100ms&blip_at=1.9s&blip_for=400ms",
	"outage_at=1.5s&outage_for=1.2s&resolve=cache&cache_ttl=2s",
	"outage_at=900ms&outage_for=200ms",
	"outage_at=1.5s&outage_for=1.2s",
	"resolve=cache",
	"resolve=cache&cache_ttl=2s",
	"resolve=call",
	"resolve=watch",
	"resolve=watch&outage_at=1.5s&outage_for=1.2s",
	"lease=50ms&renew=10ms",
	"lease=50ms&renew=45ms&requests=200",
	"requests=1",
	"requests=4",
	"replicas=2",
	"replicas=10&requests=20",
	"wait_kill=300ms",
	"wait_kill=0s&wait_unhealthy=0s&wait_new=0s",
	"wait_start=0s&wait_phase1=0s&wait_kill=0s&wait_unhealthy=0s&wait_new=0s",
	"outage_at=0s&outage_for=60s",
	"resolve=watch&outage_at=0s&outage_for=60s",
	"blip_at=0s&blip_for=60s",
	"lease=200ms&renew=100ms&blip_at=800ms&blip_for=300ms",
	"jitter=0.5&lease=400ms&renew=300ms",
	"jitter=0.5&seed=7",
	"resolve=cache&cache_ttl=0s",
	"resolve=cache&cache_ttl=60s&lease=300ms&renew=100ms",
	"lease=30s&renew=10s",
	"lease=30s&renew=10s&wait_kill=10s",
	"clients=100&requests=3",
	"outage_at=2.4s&outage_for=1s&resolve=call",
	"resolve=call&lease=50ms&renew=10ms&requests=50",
	"replicas=2&requests=1&resolve=cache&cache_ttl=5s",
	"blip_at=1.5s&blip_for=2s",
	"outage_at=2.9s&outage_for=10s",
	"lease=100ms&renew=90ms&jitter=0.2&seed=11&resolve=watch",
	"wait_kill=500ms&lease=1s&renew=200ms&resolve=cache&cache_ttl=300ms",
	"resolve=call&outage_at=901.5ms&outage_for=1s",
	"resolve=cache&cache_ttl=0s&outage_at=903ms&outage_for=1300ms",
	// The cases: a window over seven phases' requests, a health
	// change the registry has not heard of, one request a phase.
	"lease=30s&renew=10s&wait_unhealthy=400ms",
	"renew=800ms&lease=2s&wait_unhealthy=100ms",
	"requests=1&replicas=2",
	"wait_kill=200ms&lease=900ms",
	// A restart of the killed replica before its record ran out; the
	// script killing a replica a fault had killed; a renewal a delay held
	// past the kill.
	"lease=2s&faults=restart:127.0.0.1:8764@1.5s",
	"faults=kill:127.0.0.1:8764@600ms",
	"faults=delay:127.0.0.1:8764>127.0.0.1:8761@388.5ms+548.6ms&wait_kill=0s",
}

// claims checks, for each reading id, the fact its sentence states against
// the trace (what was sent where, when, with what answer) and the summary;
// the check computes the fact on its own, never by calling the code that
// chose the sentence, and finds every number it states in the sentence as
// each language writes it.
var claims = map[string]func(f *facts, t i18n.Text) error{
	// A replica a learner's fault killed left the list when the scene
	// shows its record gone, that long after the kill.
	"fault_listed": func(f *facts, t i18n.Text) error {
		fs, _ := fault.Parse(f.res.Params["faults"])
		for _, k := range fs {
			if k.Kind != fault.Kill || !strings.Contains(t.EN, k.Target+",") {
				continue
			}
			for _, e := range f.res.Scene.Events {
				if e.Node == k.Target && e.T >= k.At && e.Counters != nil && e.Counters["registered"] == 0 {
					return labtest.Says(t, words.Dur(e.T-k.At), words.Dur(k.At))
				}
			}
			return fmt.Errorf("the scene never shows %s's record gone", k.Target)
		}
		return fmt.Errorf("no kill of the replica the sentence names")
	},
	"fault_listed_end": func(f *facts, t i18n.Text) error {
		fs, _ := fault.Parse(f.res.Params["faults"])
		for _, k := range fs {
			if k.Kind != fault.Kill || !strings.Contains(t.EN, k.Target+",") {
				continue
			}
			for _, e := range f.res.Scene.Events {
				if e.Node == k.Target && e.T >= k.At && e.T < f.stopAt && e.Counters != nil && e.Counters["registered"] == 0 {
					return fmt.Errorf("%s's record was gone at %v, before the end", k.Target, e.T)
				}
			}
			return nil
		}
		return fmt.Errorf("no kill of the replica the sentence names")
	},
	"window": func(f *facts, t i18n.Text) error {
		if f.window <= 0 || !near(f.s.DiscoveryWindowMS, ms(f.window)) || f.killAt+f.window > f.stopAt {
			return fmt.Errorf("window from the trace %v, summary %v ms, end %v", f.window, f.s.DiscoveryWindowMS, f.stopAt-f.killAt)
		}
		return labtest.Says(t, words.Dur(f.window))
	},
	// A record still listed when the measurement ended is said so, with
	// how long the measurement went on after the kill: its expiry lies
	// after the run and is not narrated.
	"window_open": func(f *facts, t i18n.Text) error {
		if f.window <= 0 || f.killAt+f.window <= f.stopAt {
			return fmt.Errorf("window %v, measurement after the kill %v", f.window, f.stopAt-f.killAt)
		}
		if strings.Contains(t.EN, "left the list") {
			return fmt.Errorf("an expiry after the run is narrated as observed")
		}
		return labtest.Says(t, words.Dur(f.stopAt-f.killAt), words.Dur(f.lease))
	},
	// A restart of the killed replica before its record ran out closes
	// the window: the address is no longer dead.
	"window_restarted": func(f *facts, t i18n.Text) error {
		back, ok := f.restartOf(f.s.Killed)
		if !ok || f.window <= 0 || back >= f.killAt+f.window {
			return fmt.Errorf("restart %v (%v), window %v", back, ok, f.window)
		}
		return labtest.Says(t, words.Dur(back-f.killAt))
	},
	// The script's kill of a replica a fault had killed changes nothing.
	"kill_noop": func(f *facts, t i18n.Text) error {
		fs, _ := fault.Parse(f.res.Params["faults"])
		for _, k := range fs {
			if k.Kind == fault.Kill && k.Target == f.s.Killed && k.At <= f.killAt && !fault.Down(fs, k.Target, k.At-1) {
				return labtest.Says(t, words.Dur(k.At), words.Dur(f.killAt))
			}
		}
		return fmt.Errorf("no fault killed %s before the script did", f.s.Killed)
	},
	// A renewal that left before the kill and reached the registry after
	// it (a delay held it) lists the dead address.
	"late_listed": func(f *facts, t i18n.Text) error {
		for _, r := range f.renewals {
			if r.addr == f.s.Killed && r.at > f.killAt {
				return labtest.Says(t, words.Dur(r.at-f.killAt))
			}
		}
		return fmt.Errorf("no renewal of the killed replica reached the registry after the kill")
	},
	"no_window": func(f *facts, t i18n.Text) error {
		if f.window != 0 {
			return fmt.Errorf("the killed replica's record was live at the kill for %v more", f.window)
		}
		return nil
	},
	"at_once_dead": func(f *facts, t i18n.Text) error {
		dead := count(f.phases[1].registry, refusedAt(f.s.Killed))
		if dead == 0 || !slices.Contains(f.s.Phases[1].RegistryList, f.s.Killed) {
			return fmt.Errorf("%d dead-address requests in phase 2, list %v", dead, f.s.Phases[1].RegistryList)
		}
		return labtest.Says(t, words.Int(dead), words.Int(f.n))
	},
	"at_once_no_answer": func(f *facts, t i18n.Text) error {
		ph := f.s.Phases[1]
		unsent := f.n - len(f.phases[1].registry)
		failed := count(f.resolutionsIn(1), func(m netsim.Message) bool { return m.Effect == effRegistryDown })
		if unsent == 0 || failed == 0 || ph.RegistryNoAnswer == 0 || count(f.phases[1].registry, refusedAt(f.s.Killed)) != 0 {
			return fmt.Errorf("phase 2: %d unsent, %d failed resolutions", unsent, failed)
		}
		return labtest.Says(t, words.Int(ph.RegistryNoAnswer))
	},
	"at_once_missed": func(f *facts, t i18n.Text) error {
		if count(f.phases[1].registry, refusedAt(f.s.Killed)) != 0 || !slices.Contains(f.s.Phases[1].RegistryList, f.s.Killed) {
			return fmt.Errorf("phase 2 list %v", f.s.Phases[1].RegistryList)
		}
		return labtest.Says(t, words.Int(len(f.phases[1].registry)))
	},
	"at_once_expired": func(f *facts, t i18n.Text) error {
		ph := f.s.Phases[1]
		after := msOf(ph.UsedAtMS) - f.killAt
		if count(f.phases[1].registry, refusedAt(f.s.Killed)) != 0 || after < f.window || slices.Contains(ph.RegistryList, f.s.Killed) {
			return fmt.Errorf("phase 2 resolved %v after the kill, window %v, list %v", after, f.window, ph.RegistryList)
		}
		return labtest.Says(t, words.Dur(f.window))
	},
	"later_window": func(f *facts, t i18n.Text) error {
		// The window reached a later phase; the sentence counts it whole,
		// and quotes the lesson's line as printed: the phase after the
		// kill's dead-address requests, as the script counts them.
		inWindow := func(m netsim.Message) bool { return m.Sent >= f.killAt && f.listed(f.s.Killed, m.Sent) }
		later := f.laterDead(inWindow)
		all := count(f.phases[1].registry, func(m netsim.Message) bool { return refusedAt(f.s.Killed)(m) && inWindow(m) }) + later
		sent := 0
		for _, ph := range f.phases[1:] {
			sent += count(ph.registry, inWindow)
		}
		if later == 0 || all != f.s.DeadWindowRequests || sent != f.s.WindowRequests {
			return fmt.Errorf("%d dead-address requests in the window (%d later), summary %d; %d sent in it, summary %d",
				all, later, f.s.DeadWindowRequests, sent, f.s.WindowRequests)
		}
		lesson := fmt.Sprintf("%d/%d", count(f.phases[1].registry, func(m netsim.Message) bool { return m.Effect == effDeadAddress }), f.n)
		if line := f.res.Sections[0].Lines[0].EN; !strings.HasSuffix(line, "= "+lesson) || !strings.Contains(t.EN, ": "+lesson+".") {
			return fmt.Errorf("the lesson's line %q, the sentence's quote of it, want %s", line, lesson)
		}
		return labtest.Says(t, words.Int(all), words.Int(f.s.WindowRequests))
	},
	"later_stale": func(f *facts, t i18n.Text) error {
		n := 0
		for _, ph := range f.phases {
			n += count(ph.registry, func(m netsim.Message) bool { return refusedAt(f.s.Killed)(m) && m.Sent >= f.killAt+f.window })
		}
		if n == 0 || n != f.s.DeadAfterWindow {
			return fmt.Errorf("%d dead-address requests after the expiry, summary %d", n, f.s.DeadAfterWindow)
		}
		return labtest.Says(t, words.Int(n))
	},
	"end": func(f *facts, t i18n.Text) error {
		reg, st := count(f.phases[4].registry, status(200)), count(f.phases[4].static, status(200))
		if reg <= st || count(f.phases[4].static, func(m netsim.Message) bool { return m.To == f.s.Added }) != 0 {
			return fmt.Errorf("last phase: registry %d, static %d", reg, st)
		}
		return labtest.Says(t, words.Int(reg), words.Int(f.n), words.Int(st))
	},
	"end_same": func(f *facts, t i18n.Text) error {
		reg, st := count(f.phases[4].registry, status(200)), count(f.phases[4].static, status(200))
		if reg != st {
			return fmt.Errorf("last phase: registry %d, static %d", reg, st)
		}
		return labtest.Says(t, words.Int(reg), words.Int(f.n))
	},
	"end_fewer": func(f *facts, t i18n.Text) error {
		reg, st := count(f.phases[4].registry, status(200)), count(f.phases[4].static, status(200))
		if reg >= st {
			return fmt.Errorf("last phase: registry %d is not fewer than static %d", reg, st)
		}
		return labtest.Says(t, words.Int(reg), words.Int(f.n), words.Int(st), words.Int(st-reg))
	},
	"health": func(f *facts, t i18n.Text) error {
		ph := f.s.Phases[3]
		// The registry answered one hop before the client had the answer.
		answered := msOf(ph.UsedAtMS-ph.AnswerAgeMS) - netsim.DefaultLatency
		r, ok := f.lastRenewal(f.s.Unhealthy, answered)
		if !ok || r.healthy || answered-r.at >= f.lease || slices.Contains(ph.RegistryList, f.s.Unhealthy) {
			return fmt.Errorf("unhealthy replica's last renewal before %v: %+v (found %v), list %v", answered, r, ok, ph.RegistryList)
		}
		return labtest.Says(t, words.Int(ph.RegistryRecords), words.Int(ph.RegistryAddrs))
	},
	"health_stale": func(f *facts, t i18n.Text) error {
		n := count(f.phases[3].registry, func(m netsim.Message) bool {
			return m.To == f.s.Unhealthy && m.Status == 503 && !f.routable(f.s.Unhealthy, m.Sent)
		})
		if n == 0 {
			return fmt.Errorf("no 503 in phase 4 sent while the registry no longer routed to the replica")
		}
		return labtest.Says(t, words.Int(n))
	},
	"health_unknown": func(f *facts, t i18n.Text) error {
		reported, ok := f.reported()
		n := count(f.phases[3].registry, func(m netsim.Message) bool {
			return m.To == f.s.Unhealthy && m.Status == 503 && f.routable(f.s.Unhealthy, m.Sent)
		})
		if n == 0 {
			return fmt.Errorf("no 503 in phase 4 sent while the registry still routed to the replica")
		}
		// "The list was fresh" only of a list that had missed no change,
		// taken in the phase itself.
		ph := f.s.Phases[3]
		if strings.Contains(t.EN, "the list was fresh") && (ph.ChangesMissed != 0 || ph.UsedAtMS-ph.AnswerAgeMS < ph.AtMS) {
			return fmt.Errorf("the list had missed %d changes, taken %v ms before the phase", ph.ChangesMissed, ph.AtMS-(ph.UsedAtMS-ph.AnswerAgeMS))
		}
		if ok {
			return labtest.Says(t, words.Int(n), words.Dur(reported-f.broken()))
		}
		return labtest.Says(t, words.Int(n))
	},
	"static_503": func(f *facts, t i18n.Text) error {
		n := 0
		for _, ph := range f.phases {
			n += count(ph.static, func(m netsim.Message) bool { return m.To == f.s.Unhealthy && m.Status == 503 })
		}
		if n == 0 {
			return fmt.Errorf("no 503 on the static path")
		}
		return labtest.Says(t, words.Int(n))
	},
	"outage": func(f *facts, t i18n.Text) error {
		unsent, down := 0, 0
		for i, ph := range f.phases {
			unsent += f.n - len(ph.registry)
			down += count(f.resolutionsIn(i), func(m netsim.Message) bool { return m.Effect == effRegistryDown })
		}
		if f.s.RegistryNoAnswer == 0 || unsent < f.s.RegistryNoAnswer || down == 0 {
			return fmt.Errorf("%d unsent, %d resolutions the registry did not answer", unsent, down)
		}
		// The static path does not depend on the registry: the same run
		// without the outage gets exactly the same static numbers.
		twin := f.twin("outage_for", "0s")
		for i := range f.s.Phases {
			a, b := f.s.Phases[i], twin.Phases[i]
			if a.StaticOK != b.StaticOK || a.StaticDead != b.StaticDead || a.StaticUnhealthy != b.StaticUnhealthy {
				return fmt.Errorf("phase %d static path differs without the outage: %+v vs %+v", i+1, a, b)
			}
		}
		return labtest.Says(t, words.Int(f.s.RegistryNoAnswer))
	},
	"outage_held": func(f *facts, t i18n.Text) error {
		held := 0
		for i, ph := range f.s.Phases {
			at := msOf(ph.UsedAtMS)
			if ph.Resolved && f.outageAt(at) && len(f.phases[i].registry) > 0 {
				held++
			}
		}
		if held == 0 {
			return fmt.Errorf("no phase acted on a held list while the registry was down")
		}
		return labtest.Says(t, words.Int(held))
	},
	"no_address": func(f *facts, t i18n.Text) error {
		unsent := 0
		for _, ph := range f.phases {
			unsent += f.n - len(ph.registry)
		}
		if f.s.RegistryNoAddress == 0 || unsent != f.s.RegistryNoAnswer+f.s.RegistryNoAddress {
			return fmt.Errorf("%d unsent, %d for want of an address", unsent, f.s.RegistryNoAddress)
		}
		return labtest.Says(t, words.Int(f.s.RegistryNoAddress))
	},
	"dropouts": func(f *facts, t i18n.Text) error {
		drops, _ := f.dropouts()
		var got dropouts
		fs, _ := fault.Parse(f.res.Params["faults"])
		for _, d := range drops {
			faulted := false // a learner's fault on its way to the registry, as the lab judges it
			for _, k := range fs {
				if (k.Target == registryAddr || k.Target == d.addr || k.Target == d.addr+">"+registryAddr) &&
					k.At <= d.renewed+f.lease && (k.For == 0 || k.At+k.For >= d.renewed) {
					faulted = true
				}
			}
			switch {
			case faulted:
				got.Fault++
			case overlaps(f.outage[0], f.outage[1], d.renewed, d.renewed+f.lease):
				got.Outage++
			case overlaps(f.blip[0], f.blip[1], d.renewed, d.renewed+f.lease):
				got.Blip++
			default:
				got.Interval++
			}
		}
		if got.total() == 0 || got != f.s.LiveDropoutCauses {
			return fmt.Errorf("dropouts from the trace %+v, summary %+v", got, f.s.LiveDropoutCauses)
		}
		// Only a jittered interval can reach the lease (renew < lease).
		if got.Interval > 0 && f.res.Params["jitter"] == "0" {
			return fmt.Errorf("%d dropouts blamed on jitter without jitter", got.Interval)
		}
		return labtest.Says(t, words.Int(got.total()))
	},
	"oscillation": func(f *facts, t i18n.Text) error {
		_, back := f.dropouts()
		if back == 0 || back != f.s.LiveComebacks {
			return fmt.Errorf("comebacks from the trace %d, summary %d", back, f.s.LiveComebacks)
		}
		if !strings.Contains(t.EN, "came back "+cntTimes.N(back).EN) {
			return fmt.Errorf("the comebacks are not counted")
		}
		return labtest.Says(t, words.Int(back))
	},
	"resolves": func(f *facts, t i18n.Text) error {
		asked := count(f.res.Trace, func(m netsim.Message) bool { return m.From == clientAddr && m.To == registryAddr })
		calls := 0
		for _, ph := range f.phases {
			calls += len(ph.registry)
		}
		// A watch's last long poll is still parked at the registry when
		// the run ends, so the trace (which records finished calls) lacks it.
		parked := f.s.ResolutionRequests - asked
		if f.s.Resolve == resolvePhase || calls != f.s.CatalogRequests || parked < 0 || parked > 1 || (parked == 1 && f.s.Resolve != resolveWatch) {
			return fmt.Errorf("resolve=%s: %d resolutions in the trace (summary %d), %d calls (summary %d)",
				f.s.Resolve, asked, f.s.ResolutionRequests, calls, f.s.CatalogRequests)
		}
		if !strings.Contains(t.EN, cntResolutions.N(f.s.ResolutionRequests).EN+" for "+cntCalls.N(calls).EN) {
			return fmt.Errorf("the resolutions are not said per call")
		}
		return labtest.Says(t, words.Int(f.s.ResolutionRequests), words.Int(calls))
	},
}

// reported is when the registry first handled a renewal of the unhealthy
// replica reporting it unhealthy, from the trace.
func (f *facts) reported() (time.Duration, bool) {
	for _, r := range f.renewals {
		if r.addr == f.s.Unhealthy && !r.healthy && r.at < f.stopAt {
			return r.at, true
		}
	}
	return 0, false
}

// routable is what the scene's events say of addr's record at t: live and
// healthy at the registry.
func (f *facts) routable(addr string, t time.Duration) bool {
	v := 0.0
	for _, e := range f.res.Scene.Events {
		if x, ok := e.Counters["routable"]; ok && e.Node == addr && e.T <= t {
			v = x
		}
	}
	return v == 1
}

// listed is what the scene's events say of addr's record at t: live.
func (f *facts) listed(addr string, t time.Duration) bool {
	v := 0.0
	for _, e := range f.res.Scene.Events {
		if x, ok := e.Counters["registered"]; ok && e.Node == addr && e.T <= t {
			v = x
		}
	}
	return v == 1
}

// restartOf is the first return of addr's process after the kill.
func (f *facts) restartOf(addr string) (time.Duration, bool) {
	for _, l := range f.res.Lives {
		if l.Node == addr && l.Alive && l.T > f.killAt {
			return l.T, true
		}
	}
	return 0, false
}

// broken is when /bozul reached the replica, from the trace.
func (f *facts) broken() time.Duration {
	for _, m := range f.res.Trace {
		if m.Path == "/bozul" {
			return m.Sent + netsim.DefaultLatency
		}
	}
	f.t.Fatal("no /bozul in the trace")
	return 0
}

// facts is one run as the claims see it.
type facts struct {
	t            *testing.T
	query        string
	res          *lab.Result
	s            *Summary
	phases       []phaseTrace
	n            int
	lease        time.Duration
	killAt       time.Duration
	window       time.Duration
	outage, blip [2]time.Duration
	stopAt       time.Duration
	renewals     []renewal
}

func newFacts(t *testing.T, query string, res *lab.Result, s *Summary) (*facts, bool) {
	phases, ok := splitTrace(t, res, s)
	if !ok {
		return nil, false
	}
	f := &facts{t: t, query: query, res: res, s: s, phases: phases, n: requestsOf(res),
		lease: durationOf(t, res, "lease"), killAt: msOf(s.KilledAtMS), stopAt: msOf(s.MeasurementEndMS),
		outage:   [2]time.Duration{durationOf(t, res, "outage_at"), durationOf(t, res, "outage_for")},
		blip:     [2]time.Duration{durationOf(t, res, "blip_at"), durationOf(t, res, "blip_for")},
		renewals: renewalsOf(res)}
	// The dead record lives from its last renewal for a lease; the window
	// is what of that remains at the kill, stretched by any renewal that
	// left before the kill and was handled while the record still lived.
	if r, ok := f.lastRenewal(s.Killed, f.killAt); ok && r.at+f.lease > f.killAt {
		expiry := r.at + f.lease
		for _, r := range f.renewals {
			if r.addr == s.Killed && r.at > f.killAt && r.at < expiry {
				expiry = r.at + f.lease
			}
		}
		f.window = expiry - f.killAt
	}
	return f, true
}

// lastRenewal is addr's last registration the registry handled at or before t.
func (f *facts) lastRenewal(addr string, t time.Duration) (renewal, bool) {
	var last renewal
	found := false
	for _, r := range f.renewals {
		if r.addr == addr && r.at <= t {
			last, found = r, true
		}
	}
	return last, found
}

// resolutionsIn lists the measuring script's resolution requests sent in
// phase i (the watch's long polls included).
func (f *facts) resolutionsIn(i int) []netsim.Message {
	from, to := msOf(f.s.Phases[i].AtMS), msOf(f.s.Phases[i].EndMS)
	var out []netsim.Message
	for _, m := range f.res.Trace {
		if m.From == clientAddr && m.To == registryAddr && m.Sent >= from && m.Sent <= to {
			out = append(out, m)
		}
	}
	return out
}

// laterDead counts registry-path requests refused by the dead replica in the
// phases after the at-once one that pass keep.
func (f *facts) laterDead(keep func(netsim.Message) bool) int {
	n := 0
	for _, ph := range f.phases[2:] {
		n += count(ph.registry, func(m netsim.Message) bool { return refusedAt(f.s.Killed)(m) && keep(m) })
	}
	return n
}

func (f *facts) outageAt(t time.Duration) bool {
	return f.outage[1] > 0 && t >= f.outage[0] && t < f.outage[0]+f.outage[1]
}

type drop struct {
	addr    string
	renewed time.Duration
}

// dropouts finds, from the renewals the registry handled, every living
// replica whose record went a whole lease without one before the
// measurement ended, and how many of those were listed again before it
// ended. A renewal landing at the very instant of expiry keeps the record.
func (f *facts) dropouts() (drops []drop, back int) {
	fs, _ := fault.Parse(f.res.Params["faults"]) // a process a learner killed is no living replica
	addrs := map[string]bool{}
	var order []string
	for _, r := range f.renewals {
		if !addrs[r.addr] {
			addrs[r.addr] = true
			order = append(order, r.addr)
		}
	}
	for _, addr := range order {
		var at []time.Duration
		for _, r := range f.renewals {
			if r.addr == addr {
				at = append(at, r.at)
			}
		}
		for i, r := range at {
			expiry := r + f.lease
			if expiry >= f.stopAt || (addr == f.s.Killed && expiry >= f.killAt) || fault.Down(fs, addr, expiry) {
				continue
			}
			if i+1 < len(at) && at[i+1] <= expiry {
				continue
			}
			drops = append(drops, drop{addr, r})
			if i+1 < len(at) && at[i+1] < f.stopAt {
				back++
			}
		}
	}
	return drops, back
}

// twin runs the same parameters with one changed.
func (f *facts) twin(key, value string) *Summary {
	q := f.res.Params
	var parts []string
	for _, k := range slices.Sorted(maps.Keys(q)) {
		v := q[k]
		if k == key {
			v = value
		}
		parts = append(parts, k+"="+v)
	}
	_, s := run(f.t, strings.Join(parts, "&"))
	return s
}

func near(a, b float64) bool { return a-b < 1e-6 && b-a < 1e-6 }

// Every sentence the reading prints states a fact of its own run: over the
// grid, each printed sentence's claim is recomputed from the trace and the
// summary and must hold, the sentences are exactly the ones the run chose,
// and every kind of sentence is exercised somewhere.
func TestEveryReadingSentenceHoldsForItsRun(t *testing.T) {
	if len(readingGrid) < 30 {
		t.Fatalf("grid of %d sets, want at least 30", len(readingGrid))
	}
	seen := map[string]int{}
	full := 0
	for _, q := range readingGrid {
		res, s := run(t, q)
		f, ok := newFacts(t, q, res, s)
		if !ok {
			continue
		}
		full++
		own := res.Reading
		if n := len(own); n > 0 && strings.HasPrefix(own[n-1].EN, "The changed parameters") {
			own = own[:n-1]
		}
		// Then one sentence per fault, the same in every lab (package lab
		// checks those).
		if v := res.Params["faults"]; v != "" && len(own) > strings.Count(v, ",") {
			own = own[:len(own)-strings.Count(v, ",")-1]
		}
		if len(own) != len(s.readings) {
			t.Errorf("%s: %d sentences, %d reading ids %v", q, len(own), len(s.readings), s.readings)
			continue
		}
		for i, id := range s.readings {
			seen[id]++
			check := claims[id]
			if check == nil {
				t.Errorf("%s: sentence %q has no claim check", q, id)
				continue
			}
			if err := check(f, own[i].Text); err != nil {
				t.Errorf("%s: %q is false: %v\n  %s", q, id, err, own[i].EN)
			}
		}
		labtest.CheckWords(t, Lab, q, res)
	}
	t.Logf("%d runs", len(readingGrid))
	if full < len(readingGrid)-2 {
		t.Errorf("only %d of %d runs kept their whole trace", full, len(readingGrid))
	}
	for id := range claims {
		if seen[id] == 0 {
			t.Errorf("no grid run printed %q: its claim check never ran", id)
		}
	}
}

// The checks can fail: a claim checked against a run where it is false.
func TestClaimChecksRejectFalseSentences(t *testing.T) {
	res, s := run(t, "outage_at=900ms&outage_for=200ms")
	f, ok := newFacts(t, "", res, s)
	if !ok {
		t.Fatal("trace cut")
	}
	for _, c := range []struct{ id, en string }{
		{"at_once_dead", "In the phase measured right after the kill, 6 of the registry path's 6 requests went to the dead address"},
		{"dropouts", "Running replicas dropped out of the list 2 times"},
		{"no_window", "The killed replica had no live record when it died"},
		{"end_same", "In the last phase both paths got 6 of their 6 requests served."},
		{"end_fewer", "In the last phase the registry path got 0 of its 6 requests served, the static path 2: 2 fewer on the registry path."},
		{"health_unknown", "In the phase after /bozul, 3 requests on the registry path went to the unhealthy replica and got 503"},
	} {
		if err := claims[c.id](f, i18n.Plain(c.en)); err == nil {
			t.Errorf("%s passed on a run where it is false", c.id)
		}
	}
}

// Counts agree with their nouns in English; Turkish keeps the noun singular.
func TestReadingGrammarFollowsTheCount(t *testing.T) {
	res, _ := run(t, "requests=1&resolve=cache&cache_ttl=5s&replicas=2")
	text := res.Text(i18n.EN)
	for _, bad := range []string{"1 requests", "1 resolution requests", "1 catalogue calls", "1 renewals", "1 phases", "1 times"} {
		if strings.Contains(text, bad) {
			t.Errorf("English text says %q:\n%s", bad, text)
		}
	}
	if !strings.Contains(text, "1 resolution request for 5 catalogue calls") {
		t.Errorf("English text lacks the resolution count:\n%s", text)
	}
	res, _ = run(t, "requests=1&outage_at=900ms&outage_for=200ms")
	en, tr := res.Text(i18n.EN), res.Text(i18n.TR)
	if !strings.Contains(en, "the registry did not answer, so the registry path could not send 1 request.") {
		t.Errorf("English lacks the singular:\n%s", en)
	}
	if strings.Contains(tr, "1 istekler") || !strings.Contains(tr, "1 istek") {
		t.Errorf("Turkish text:\n%s", tr)
	}
}
