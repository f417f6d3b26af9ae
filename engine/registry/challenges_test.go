package registry

import (
	"fmt"
	"net/url"
	"strings"
	"testing"
	"time"

	"playground/engine/fault"
	"playground/engine/lab"
	"playground/engine/lab/labtest"
	"playground/engine/netsim"
)

// taskAllows holds, per challenge, what its task text allows, written from
// the task and measured without its checks' metrics: from the run's
// messages and its declared scene, and, where the task speaks of losses
// the run did not have, from the lab run again with them. nil when the
// run does what the task asks.
var taskAllows = map[string]func(t *testing.T, res *lab.Result) error{
	// "The discovery window at most 400 ms, each replica renews at most 5
	// times a second, and a running replica that loses one renewal on
	// the way stays on the list."
	"short-window": func(t *testing.T, res *lab.Result) error {
		return all(windowAtMost(res, 400*time.Millisecond), renewsAtMost(res, 5), survivesLosing(t, res, oneRenewal))
	},
	// "No request reaches the unhealthy replica, no more than the
	// lesson's 2 reach the dead one, at most 3 resolution requests."
	"cache-ttl": func(t *testing.T, res *lab.Result) error {
		reg := registryCalls(t, res)
		return all(atMost("503s on the registry path", count(reg, status(503)), 0),
			atMost("registry-path requests to the dead address", count(reg, refusedAt(killedAddr(res))), 2),
			atMost("resolution requests", resolutionsSent(res), 3))
	},
	// "Only the 2 requests of the phase right after the kill reach the
	// dead replica, each replica renews at most 10 times a second, and a
	// running replica that loses one renewal on the way stays on the
	// list."
	"late-phase": func(t *testing.T, res *lab.Result) error {
		phases, _ := splitTrace(t, res, res.Summary.(*Summary))
		var errs []error
		for i, ph := range phases {
			want := 0
			if i == 1 {
				want = 2
			}
			if got := count(ph.registry, refusedAt(killedAddr(res))); got != want {
				errs = append(errs, fmt.Errorf("phase %d sent %d registry-path requests to the dead replica, not %d", i+1, got, want))
			}
		}
		return all(append(errs, renewsAtMost(res, 10), survivesLosing(t, res, oneRenewal))...)
	},
	// "No request is left unsent for want of an address, at most 5
	// resolution requests and at most 6 requests to the dead address."
	"survive-outage": func(t *testing.T, res *lab.Result) error {
		phases, _ := splitTrace(t, res, res.Summary.(*Summary))
		var errs []error
		for i, ph := range phases {
			if len(ph.registry) != requestsOf(res) {
				errs = append(errs, fmt.Errorf("phase %d's registry path sent %d of its %d requests", i+1, len(ph.registry), requestsOf(res)))
			}
		}
		return all(append(errs, atMost("resolution requests", resolutionsSent(res), 5),
			atMost("registry-path requests to the dead address", count(registryCalls(t, res), refusedAt(killedAddr(res))), 6))...)
	},
	// "With at most one fault, leave at least 12 requests on the registry
	// path unsent, for want of an address or of an answer."
	"break-with-one-fault": func(t *testing.T, res *lab.Result) error {
		fs, err := fault.Parse(res.Params["faults"])
		if err != nil || len(fs) > 1 {
			return fmt.Errorf("faults %q: not at most one", res.Params["faults"])
		}
		sent := len(registryCalls(t, res))
		unsent := len(phaseIDs)*requestsOf(res) - sent
		noList := 0
		for _, m := range res.Trace {
			if m.From == clientAddr && strings.HasPrefix(m.Path, "/cozumle/") && (m.Status != 200 || m.Effect == effListsNone) {
				noList++
			}
		}
		if unsent < 12 || noList == 0 {
			return fmt.Errorf("%d registry-path requests unsent, %d resolutions without a routable answer", unsent, noList)
		}
		return nil
	},
	// "No running replica drops out, nor would one had the 400 ms loss
	// begun at any other moment, the discovery window at most 600 ms, and
	// each replica renews at most 10 times a second."
	"lease-both-ways": func(t *testing.T, res *lab.Result) error {
		return all(noDropout(res), survivesLosing(t, res, func(time.Duration) time.Duration { return 400 * time.Millisecond }),
			windowAtMost(res, 600*time.Millisecond), renewsAtMost(res, 10))
	},
	// "At most 3 requests reach a dead address, at most 1 reaches the
	// unhealthy replica, at most 5 are left unsent and at most 10
	// resolution requests are sent."
	"ask-again-after-failure": func(t *testing.T, res *lab.Result) error {
		reg := registryCalls(t, res)
		return all(atMost("registry-path requests refused by a dead address", count(reg, refused), 3),
			atMost("503s on the registry path", count(reg, status(503)), 1),
			atMost("registry-path requests unsent", len(phaseIDs)*requestsOf(res)-len(reg), 5),
			atMost("resolution requests", resolutionsSent(res), 10))
	},
	// "At most 1 request reaches a dead address, at most 1 reaches the
	// unhealthy replica, no request is left unsent and at most 5
	// resolution requests are sent."
	"outage-skip-failed": func(t *testing.T, res *lab.Result) error {
		reg := registryCalls(t, res)
		return all(atMost("registry-path requests refused by a dead address", count(reg, refused), 1),
			atMost("503s on the registry path", count(reg, status(503)), 1),
			atMost("registry-path requests unsent", len(phaseIDs)*requestsOf(res)-len(reg), 0),
			atMost("resolution requests", resolutionsSent(res), 5))
	},
}

// refused: a request no process took, whoever was meant to.
func refused(m netsim.Message) bool { return m.Err == netsim.ErrRefused.Error() }

func all(errs ...error) error {
	var out []string
	for _, e := range errs {
		if e != nil {
			out = append(out, e.Error())
		}
	}
	if len(out) == 0 {
		return nil
	}
	return fmt.Errorf("%s", strings.Join(out, "; "))
}

func atMost(what string, got, most int) error {
	if got > most {
		return fmt.Errorf("%d %s, more than %d", got, what, most)
	}
	return nil
}

func killedAddr(res *lab.Result) string { return res.Summary.(*Summary).Killed }

// registryCalls are the registry path's catalogue requests, phase by phase.
func registryCalls(t *testing.T, res *lab.Result) []netsim.Message {
	phases, _ := splitTrace(t, res, res.Summary.(*Summary))
	var out []netsim.Message
	for _, ph := range phases {
		out = append(out, ph.registry...)
	}
	return out
}

func resolutionsSent(res *lab.Result) int {
	return count(res.Trace, func(m netsim.Message) bool { return m.From == clientAddr && strings.HasPrefix(m.Path, "/cozumle/") })
}

// windowAtMost: from the script's kill to the moment the registry stopped
// listing the killed replica, as the scene declares its record, is at
// most d (a record still listed at the end counts to the end).
func windowAtMost(res *lab.Result, d time.Duration) error {
	addr := killedAddr(res)
	var kill time.Duration
	for _, l := range res.Lives {
		if l.Node == addr && !l.Alive && !l.Fault {
			kill = l.T
		}
	}
	end := time.Duration(0)
	for _, e := range res.Scene.Events {
		end = max(end, e.T)
	}
	until := end
	for _, e := range res.Scene.Events {
		if r, ok := e.Counters["registered"]; ok && e.Node == addr && e.T >= kill && r == 0 {
			until = e.T
			break
		}
	}
	if until-kill > d {
		return fmt.Errorf("the dead record was listed %v after the kill, more than %v", until-kill, d)
	}
	return nil
}

// renewsAtMost: no replica sent two renewals closer than a second ÷ n.
func renewsAtMost(res *lab.Result, n int) error {
	last := map[string]time.Duration{}
	for _, m := range res.Trace {
		if m.To != registryAddr || !strings.HasPrefix(m.Path, "/kayit/") {
			continue
		}
		if at, ok := last[m.From]; ok && m.Sent-at < time.Second/time.Duration(n) {
			return fmt.Errorf("%s renewed %v after its last renewal: more than %d a second", m.From, m.Sent-at, n)
		}
		last[m.From] = m.Sent
	}
	return nil
}

// noDropout: no replica's record ran out while its process ran, as the
// scene declares both. A record the scene shows off the list and back at
// one instant is none: the renewal that came in as its lease ran out kept
// it (the registry's expiry gives it the instant).
func noDropout(res *lab.Result) error {
	listed := map[string]float64{}
	dropped := map[string]time.Duration{} // off the list at that instant, not back yet
	for _, e := range res.Scene.Events {
		for node, at := range dropped {
			if e.T > at {
				return fmt.Errorf("running replica %s dropped off the list at %v", node, at)
			}
		}
		r, ok := e.Counters["registered"]
		if !strings.HasPrefix(e.Node, "127.0.0.1:") || e.Node == registryAddr || e.Narrates() || !ok {
			continue
		}
		switch {
		case r == 1:
			delete(dropped, e.Node) // back at the same instant
		case listed[e.Node] == 1 && (e.State == nodeAlive || e.State == nodeUnhealthy):
			dropped[e.Node] = e.T
		}
		listed[e.Node] = r
	}
	for node, at := range dropped {
		return fmt.Errorf("running replica %s dropped off the list at %v", node, at)
	}
	return nil
}

// oneRenewal is a loss that takes one renewal of each replica: as long as
// the renewal interval.
func oneRenewal(renew time.Duration) time.Duration { return renew }

// survivesLosing runs the pass again with its renewals lost for loss(renew)
// beginning at eight moments over one renewal interval, the first at the
// instant the replicas send one (the loss then swallows the most), after
// they have renewed for a while: no running replica may drop out in any.
func survivesLosing(t *testing.T, res *lab.Result, loss func(renew time.Duration) time.Duration) error {
	t.Helper()
	q := url.Values{}
	for k, v := range res.Params {
		q.Set(k, v)
	}
	renew, start := durationOf(t, res, "renew"), durationOf(t, res, "wait_start")
	first := start + (1500*time.Millisecond-start+renew-1)/renew*renew
	for k := range 8 {
		at := first + time.Duration(k)*renew/8
		q.Set("blip_at", at.String())
		q.Set("blip_for", loss(renew).String())
		again, err := Lab.Run(q, nil)
		if err != nil {
			t.Fatalf("%s: %v", q.Encode(), err)
		}
		if err := noDropout(again); err != nil {
			return fmt.Errorf("with renewals lost for %v from %v: %v", loss(renew), at, err)
		}
	}
	return nil
}

// Every challenge passes only with what its task allows: the search tries
// each knob's bounds, the lesson's and the solution's values, both sides of
// each check's boundary and every combination, and every pass it finds
// must be one the task's own words allow. short-window passed with a lease
// of 201 ms over renewals every 200 ms (one lost renewal drops a running
// replica), cache-ttl with 2.9 ms (a cache over the 2.6 ms between two
// phases only), late-phase with 101 ms over 100 ms, lease-both-ways with
// 499 ms over 475 ms (the loss fell between two renewals). Each rule can
// fail: it refuses the lesson's values and takes the solution.
func TestNoChallengePassesWithAValueItsTaskDoesNotAllow(t *testing.T) {
	for i := range Lab.Challenges {
		c := &Lab.Challenges[i]
		allows, ok := taskAllows[c.ID]
		if !ok {
			t.Errorf("%s: no rule written from its task", c.ID)
			continue
		}
		passes := labtest.ChallengePasses(t, Lab, c)
		if len(passes) == 0 {
			t.Errorf("%s: the search found no pass, not even the solution", c.ID)
		}
		for _, p := range passes {
			if err := allows(t, p.Res); err != nil {
				t.Errorf("%s passes with %s, which its task does not allow: %v", c.ID, p, err)
			}
		}
		lesson, _, _, err := Lab.Attempt(c, nil, nil)
		if err != nil {
			t.Fatal(err)
		}
		if allows(t, lesson) == nil {
			t.Errorf("%s: the rule allows the lesson's values", c.ID)
		}
		sol, _ := url.ParseQuery(c.Solution)
		res, _, _, err := Lab.Attempt(c, sol, nil)
		if err != nil {
			t.Fatal(err)
		}
		if err := allows(t, res); err != nil {
			t.Errorf("%s: the rule refuses the solution: %v", c.ID, err)
		}
	}
}

// The degenerate passes the search found before each challenge's checks
// said what it teaches are refused by its rule, and by its checks now.
func TestTheDegeneratePassesFailTheirChallengeAndItsRule(t *testing.T) {
	for _, c := range []struct{ challenge, learner string }{
		{"short-window", "lease=201ms&renew=200ms"},
		{"short-window", "lease=350ms&renew=349ms"},
		{"short-window", "lease=350ms&renew=200ms"}, // the old solution
		{"cache-ttl", "cache_ttl=2.9ms"},
		{"cache-ttl", "cache_ttl=100ms"}, // the old solution: the 2.6 ms gap only
		{"late-phase", "lease=101ms&renew=100ms"},
		{"late-phase", "lease=250ms&renew=249ms"},
		{"lease-both-ways", "lease=499ms&renew=475ms"},
		{"lease-both-ways", "lease=550ms&renew=183ms"},
	} {
		ch := Lab.Challenge(c.challenge)
		q, _ := url.ParseQuery(c.learner)
		res, _, pass, err := Lab.Attempt(ch, q, nil)
		if err != nil {
			t.Fatal(err)
		}
		if pass {
			t.Errorf("%s passes with %s", c.challenge, c.learner)
		}
		if taskAllows[c.challenge](t, res) == nil {
			t.Errorf("%s: the rule allows %s", c.challenge, c.learner)
		}
	}
}

// The margin metrics say what a loss shows: losing as many renewals in a
// row as renewals_lost_survived (a loss of loss_survived_ms beginning the
// instant the replicas send one) drops no running replica; losing one
// more drops them — over leases that are and are not whole multiples of
// the interval, the lesson's among them (each loss inside the measurement).
func TestTheMarginMetricsAreWhatALossOfThatLengthShows(t *testing.T) {
	for _, q := range []string{"", "lease=400ms&renew=200ms", "lease=550ms&renew=112ms", "lease=550ms&renew=100ms",
		"lease=1s&renew=330ms", "lease=201ms&renew=200ms", "lease=1.2s&renew=150ms"} {
		res, s := run(t, q)
		m, loss := s.RenewalsLostSurvived, msOf(s.LossSurvivedMS)
		renew, start := durationOf(t, res, "renew"), durationOf(t, res, "wait_start")
		if loss != time.Duration(m)*renew {
			t.Errorf("%s: %d renewals survived, a loss of %v", q, m, loss)
		}
		at := start + (1500*time.Millisecond-start+renew-1)/renew*renew // a renewal's instant
		for lost, drops := range map[int]bool{m: false, m + 1: true} {
			if lost == 0 {
				continue
			}
			v := mustQuery(t, q)
			v.Set("blip_at", at.String())
			v.Set("blip_for", (time.Duration(lost) * renew).String())
			again, err := Lab.Run(v, nil)
			if err != nil {
				t.Fatal(err)
			}
			if got := noDropout(again) != nil; got != drops {
				t.Errorf("%s: losing %d renewals in a row (%d survived, said): a running replica dropped %v", q, lost, m, got)
			}
		}
	}
}
