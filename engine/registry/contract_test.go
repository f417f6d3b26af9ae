package registry

import (
	"math"
	"net/url"
	"regexp"
	"slices"
	"strings"
	"testing"
	"time"

	"playground/engine/i18n"
	"playground/engine/lab"
)

// The lab's key numbers at the lesson's values are the lesson's: 2 requests
// to the dead address, a 697.5 ms window, 5 resolutions, 3.33 renewals a
// second, two renewals lost in a row survived ("iki yenileme kaçıran kopya
// hâlâ listededir"), so a loss of 600 ms wherever it falls; nothing
// unsent, nothing to the unhealthy replica, nobody dropped.
func TestMetricsAtDefaultsAreTheLessons(t *testing.T) {
	res, _ := run(t, "")
	want := map[string]float64{
		"dead_window_requests": 2, "dead_address_requests": 2, "registry_failed": 0, "unhealthy_requests": 0,
		"discovery_window_ms": 697.5, "renewals_per_s_per_replica": 1000.0 / 300, "live_dropouts": 0, "resolution_requests": 5, "fault_count": 0,
		"renewals_lost_survived": 2, "loss_survived_ms": 600,
	}
	if len(Lab.Metrics) < 4 || len(res.Metrics) != len(want) {
		t.Fatalf("%d metrics declared, %d read; want %d", len(Lab.Metrics), len(res.Metrics), len(want))
	}
	snake := regexp.MustCompile(`^[a-z][a-z0-9]*(_[a-z0-9]+)*$`)
	for _, m := range Lab.Metrics {
		if !snake.MatchString(m.ID) || m.Label.TR == m.Label.EN || m.Help.TR == "" || m.Help.EN == "" || m.Better == "" {
			t.Errorf("metric %s: id, labels or help incomplete: %+v", m.ID, m)
		}
		if got, ok := res.Metrics[m.ID]; !ok || math.Abs(got-want[m.ID]) > 1e-9 {
			t.Errorf("%s = %v, want %v", m.ID, got, want[m.ID])
		}
	}
}

// An outage before the kill is not a discovery-window failure.
// Nothing reached a dead address (the registry could not be asked), so the
// lesson's line says 0/6 — it said 6/6 — and the 12 unsent requests are
// counted as failed for want of an answer instead.
func TestOutageOnlyRunCountsNoDeadAddressRequests(t *testing.T) {
	res, s := run(t, "outage_at=900ms&outage_for=200ms")
	if s.DeadWindowRequests != 0 || s.DeadAddressRequests != (pair{Static: 8, Registry: 0}) {
		t.Errorf("dead window %d, dead-address requests %+v; want 0 and {8 0}", s.DeadWindowRequests, s.DeadAddressRequests)
	}
	if s.RegistryFailed != 12 || s.RegistryNoAnswer != 12 || s.RegistryNoAddress != 0 {
		t.Errorf("registry failed %d (no answer %d, no address %d), want 12 = 12 + 0", s.RegistryFailed, s.RegistryNoAnswer, s.RegistryNoAddress)
	}
	if !strings.Contains(res.LessonText(i18n.EN), "dead-address requests in the discovery window = 0/6\n") {
		t.Errorf("lesson line:\n%s", res.LessonText(i18n.EN))
	}
	if res.Metrics["dead_window_requests"] != 0 || res.Metrics["registry_failed"] != 12 {
		t.Errorf("metrics %v", res.Metrics)
	}
	// The same holds for an outage over the whole run, in every mode.
	for _, mode := range []string{"phase", "call", "cache", "watch"} {
		_, s := run(t, "outage_at=0s&outage_for=60s&resolve="+mode)
		if s.DeadAddressRequests.Registry != 0 || s.RegistryFailed != 30 {
			t.Errorf("resolve=%s, registry down throughout: dead %d, failed %d; want 0 and 30", mode, s.DeadAddressRequests.Registry, s.RegistryFailed)
		}
	}
}

// A dead-address request is one the trace shows refused by the killed
// replica: the summary's counts equal the trace's, phase by phase, path by
// path, over runs where the list is fresh, long-leased, cached and stale.
func TestDeadAddressRequestsAreTheTracesRefusals(t *testing.T) {
	for _, q := range []string{"", "lease=2s", "resolve=cache&cache_ttl=2s", "resolve=call&lease=50ms&renew=10ms&requests=50",
		"outage_at=1.5s&outage_for=1.2s&resolve=watch", "replicas=5&requests=10&wait_kill=100ms"} {
		res, s := run(t, q)
		phases, ok := splitTrace(t, res, s)
		if !ok {
			t.Fatalf("%s: trace cut", q)
		}
		total := 0
		for i, ph := range phases {
			st, rg := count(ph.static, refusedAt(s.Killed)), count(ph.registry, refusedAt(s.Killed))
			if st != s.Phases[i].StaticDead || rg != s.Phases[i].RegistryDead {
				t.Errorf("%s phase %d: trace %d/%d dead, summary %d/%d", q, i+1, st, rg, s.Phases[i].StaticDead, s.Phases[i].RegistryDead)
			}
			if ok := count(ph.registry, status(200)); ok != s.Phases[i].RegistryOK {
				t.Errorf("%s phase %d: trace %d served, summary %d", q, i+1, ok, s.Phases[i].RegistryOK)
			}
			total += rg
			for _, m := range ph.registry {
				if m.Err != "" && m.Effect != effDeadAddress {
					t.Errorf("%s: refused request not marked: %+v", q, m)
				}
			}
		}
		if total != s.DeadAddressRequests.Registry || int(res.Metrics["dead_address_requests"]) != total {
			t.Errorf("%s: %d in the trace, %d in the summary", q, total, s.DeadAddressRequests.Registry)
		}
	}
	// A long lease keeps the dead replica listed through phases 3 and 4:
	// 2 + 2 + 3 requests reach it, all inside the discovery window, and the
	// lesson's line counts them all (it once counted phase 2 only).
	_, s := run(t, "lease=2s")
	if s.DeadWindowRequests != 7 || s.DeadAddressRequests.Registry != 7 || s.WindowRequests != 18 {
		t.Errorf("lease 2s: window %d/%d, whole run %d; want 7/18 and 7", s.DeadWindowRequests, s.WindowRequests, s.DeadAddressRequests.Registry)
	}
}

// Every trace endpoint is a scene node, every node says its role in both
// languages, every effect a message carries is declared, and the events
// tell the killed replica's story: alive, then dead at the kill.
func TestSceneCoversTheTraceAndTellsTheKill(t *testing.T) {
	used := map[string]bool{}
	for _, q := range []string{"", "resolve=watch&outage_at=1.5s&outage_for=1.2s", "replicas=10&resolve=cache", "lease=300ms&renew=100ms&blip_at=1.9s&blip_for=400ms",
		"outage_at=900ms&outage_for=200ms"} {
		res, s := run(t, q)
		sc := res.Scene
		for _, n := range sc.Nodes {
			if n.Label.TR == "" || n.Label.EN == "" || n.Label.TR == n.Label.EN || n.Role == "" {
				t.Errorf("%s: node %s: %+v", q, n.ID, n)
			}
		}
		for _, m := range res.Trace {
			if sc.Node(m.From) == nil || sc.Node(m.To) == nil {
				t.Errorf("%s: %s → %s not in the scene", q, m.From, m.To)
			}
			if m.Effect != "" {
				used[m.Effect] = true
				if sc.Effect(m.Effect) == nil {
					t.Errorf("%s: effect %q not declared", q, m.Effect)
				}
			}
		}
		for _, n := range []string{fileNode, clientAddr, registryAddr, s.Killed, s.Added} {
			if sc.Node(n) == nil {
				t.Errorf("%s: no node %s", q, n)
			}
		}
		if got := sc.Node(s.Killed).Role; got != lab.RoleService {
			t.Errorf("%s: killed replica's role %s", q, got)
		}
		if wantCache := strings.Contains(q, "resolve=cache") || strings.Contains(q, "resolve=watch"); (sc.Node(cacheNode) != nil) != wantCache {
			t.Errorf("%s: cache node present %v, want %v", q, sc.Node(cacheNode) != nil, wantCache)
		}
		states := stateAt(sc.Events, s.Killed)
		kill := msOf(s.KilledAtMS)
		if states(kill-1) != nodeAlive || states(kill) != nodeDead {
			t.Errorf("%s: killed replica %s before the kill, %s at it", q, states(kill-1), states(kill))
		}
		if states(msOf(s.Phases[4].AtMS)) != nodeDead {
			t.Errorf("%s: killed replica came back", q)
		}
	}
	for _, e := range []string{effRenewed, effAdded, effHealth, effListsDead, effUnhealthy, effMadeUnhealthy, effDeadAddress, effRegistryDown} {
		if !used[e] {
			t.Errorf("no message carries %q", e)
		}
	}
}

// stateAt returns a node's state at any time from the scene's events.
func stateAt(events []lab.SceneEvent, node string) func(time.Duration) string {
	return func(t time.Duration) string {
		state := ""
		for _, e := range events {
			if e.Node == node && e.T <= t {
				state = e.State
			}
		}
		return state
	}
}

// The figures: one main picture (the lanes), time axes that end where the
// measurement ended (3111.2 ms, not a round 5000), counts on integer axes,
// per-phase outcomes as bars, and the kill's messages as a sequence.
func TestFiguresAreDeclaredWithTheirAxes(t *testing.T) {
	res, s := run(t, "")
	mains := 0
	byID := map[string]lab.Figure{}
	for _, f := range res.Figures {
		byID[f.ID] = f
		if f.Main {
			mains++
		}
		if f.Title.TR == "" || f.Title.EN == "" {
			t.Errorf("figure %s has no title", f.ID)
		}
		if (f.Kind == lab.FigLine || f.Kind == lab.FigBar) && res.SeriesByID(f.Series) == nil {
			t.Errorf("figure %s draws no series", f.ID)
		}
	}
	if mains != 1 || !byID["timeline"].Main || byID["timeline"].Kind != lab.FigLanes {
		t.Errorf("main figures %d: %+v", mains, byID["timeline"])
	}
	for _, id := range []string{"timeline", "replicas"} {
		if x := byID[id].X; x.Max != 3111.2 || x.Max != s.MeasurementEndMS || x.Unit != "ms" {
			t.Errorf("%s time axis %+v, want up to 3111.2 ms", id, x)
		}
	}
	if y := byID["replicas"].Y; !y.Integer {
		t.Errorf("replicas y axis %+v", y)
	}
	out := byID["outcomes"]
	if out.Kind != lab.FigBar || !out.X.Integer || !out.Y.Integer || out.Y.Max != 6 || out.X.Min != 1 || out.X.Max != 5 {
		t.Errorf("outcomes figure %+v", out)
	}
	for _, l := range res.SeriesByID("replicas").Lines {
		if last := l.Points[len(l.Points)-1]; last.X != s.MeasurementEndMS {
			t.Errorf("line %s ends at %v", l.ID, last.X)
		}
	}
	seq := byID["sequence"]
	if seq.Kind != lab.FigSequence || seq.From != msOf(s.Phases[1].AtMS) || seq.To != msOf(s.Phases[1].EndMS) {
		t.Errorf("sequence %+v", seq)
	}
}

// The knobs are declared inline with both languages; every resolve mode has
// a name for people and the URL keeps its id.
func TestParamsDescribeThemselvesInBothLanguages(t *testing.T) {
	spec := Lab.New().Spec()
	for _, f := range spec.Fields() {
		if f.LabelText.TR == "" || f.LabelText.EN == "" || f.HelpText.TR == "" || f.HelpText.EN == "" {
			t.Errorf("%s: label or help missing", f.Name)
		}
		if f.Kind == "duration" && f.UnitText != "ms" {
			t.Errorf("%s: unit %q", f.Name, f.UnitText)
		}
	}
	resolve := spec.Field("resolve")
	if len(resolve.ChoiceLabels) != len(resolve.Choices) {
		t.Fatalf("resolve choice labels %v", resolve.ChoiceLabels)
	}
	for i, id := range resolve.Choices {
		if l := resolve.ChoiceLabels[i]; l.TR == id || l.EN == id || l.TR == l.EN {
			t.Errorf("choice %s named %+v", id, l)
		}
	}
	if !spec.Field("jitter").IsAdvanced || spec.Field("lease").IsAdvanced {
		t.Error("advanced flags: jitter should fold away, lease should not")
	}
}

// The seed matters exactly when jitter does: at jitter 0 (the lesson) two
// seeds give the same run; with jitter they spread the renewals differently.
func TestSeedMattersOnlyWithJitter(t *testing.T) {
	text := func(q string) string {
		res, _ := run(t, q)
		res.Params = nil
		b, err := res.JSON()
		if err != nil {
			t.Fatal(err)
		}
		return string(b)
	}
	if text("seed=1") != text("seed=99") {
		t.Error("without jitter the seed changed the run")
	}
	if text("jitter=0.3&seed=1") == text("jitter=0.3&seed=99") {
		t.Error("with jitter the seed changed nothing")
	}
	// Jitter near the lease drops living replicas between renewals.
	_, s := run(t, "jitter=0.5&lease=400ms&renew=300ms")
	if s.LiveDropoutCauses.Interval == 0 || s.LiveDropouts != s.LiveDropoutCauses.Interval {
		t.Errorf("jitter 0.5 of 300ms under a 400ms lease: dropouts %+v", s.LiveDropoutCauses)
	}
	// And the mean rate stays 1/renew: the renewals sent over the run are
	// within 10 % of what an exact interval sends.
	_, exact := run(t, "renew=100ms")
	_, jit := run(t, "renew=100ms&jitter=0.5&seed=5")
	if d := math.Abs(float64(jit.RenewalsSent-exact.RenewalsSent)) / float64(exact.RenewalsSent); d > 0.1 {
		t.Errorf("renewals sent %d with jitter, %d without", jit.RenewalsSent, exact.RenewalsSent)
	}
}

// Each challenge asks something: the lesson's values (with its fixed
// parameters) fail it, its reference solution passes, the solution only
// moves the knobs the learner may move, and every check names a metric.
func TestChallengesFailAtDefaultsAndPassWithTheirSolution(t *testing.T) {
	if len(Lab.Challenges) < 4 {
		t.Fatalf("%d challenges", len(Lab.Challenges))
	}
	last := 0
	for _, c := range Lab.Challenges {
		if c.Level < last || c.Level < 1 || c.Level > 3 {
			t.Errorf("%s: level %d after %d (easy first)", c.ID, c.Level, last)
		}
		last = c.Level
		for _, txt := range []i18n.Text{c.Title, c.Task, c.Hint} {
			if txt.TR == "" || txt.EN == "" || txt.TR == txt.EN {
				t.Errorf("%s: text %+v", c.ID, txt)
			}
		}
		if !regexp.MustCompile(`\d`).MatchString(c.Task.EN) {
			t.Errorf("%s: the task has no number", c.ID)
		}
		if c.Predict != "" && Lab.Metric(c.Predict) == nil {
			t.Errorf("%s: predicts unknown metric %s", c.ID, c.Predict)
		}
		for _, ch := range c.Checks {
			if Lab.Metric(ch.Metric) == nil {
				t.Errorf("%s: check on unknown metric %s", c.ID, ch.Metric)
			}
		}
		sol, _ := url.ParseQuery(c.Solution)
		fixed, _ := url.ParseQuery(c.Fixed)
		for k := range sol {
			if !slices.Contains(c.Knobs, k) {
				t.Errorf("%s: solution sets %s, not a knob", c.ID, k)
			}
		}
		for k := range fixed {
			if slices.Contains(c.Knobs, k) {
				t.Errorf("%s: %s is both fixed and a knob", c.ID, k)
			}
		}
		grade := func(q url.Values) bool {
			res, err := Lab.Run(q, nil)
			if err != nil {
				t.Fatalf("%s: %v", c.ID, err)
			}
			_, pass := lab.Grade(res, c.Checks)
			return pass
		}
		if grade(fixed) {
			t.Errorf("%s: passes at the lesson's values + %q", c.ID, c.Fixed)
		}
		both := url.Values{}
		for k, v := range fixed {
			both[k] = v
		}
		for k, v := range sol {
			both[k] = v
		}
		if !grade(both) {
			t.Errorf("%s: the solution %q fails", c.ID, c.Solution)
		}
	}
}

// The ready sweeps vary a numeric knob within its bounds against declared
// metrics, and each shows its trade-off: the curve moves.
func TestSweepsShowTheirTradeOff(t *testing.T) {
	if n := len(Lab.Sweeps); n < 2 || n > 3 {
		t.Fatalf("%d sweeps", n)
	}
	spec := Lab.New().Spec()
	for _, sw := range Lab.Sweeps {
		f := spec.Field(sw.Knob)
		if f == nil || !f.Numeric() || sw.Steps < 2 || sw.Label.TR == sw.Label.EN {
			t.Fatalf("%s: knob %s, steps %d", sw.ID, sw.Knob, sw.Steps)
		}
		for _, v := range []string{sw.From, sw.To} {
			if err := f.Set(v); err != nil {
				t.Errorf("%s: %s=%s out of bounds: %v", sw.ID, sw.Knob, v, err)
			}
		}
		for _, m := range sw.Metrics {
			if Lab.Metric(m) == nil {
				t.Errorf("%s: unknown metric %s", sw.ID, m)
			}
		}
		at := func(v string) map[string]float64 {
			q, _ := url.ParseQuery(sw.Params)
			q.Set(sw.Knob, v)
			res, err := Lab.Run(q, nil)
			if err != nil {
				t.Fatalf("%s at %s: %v", sw.ID, v, err)
			}
			return res.Metrics
		}
		lo, hi := at(sw.From), at(sw.To)
		for _, m := range sw.Metrics {
			if lo[m] == hi[m] {
				t.Errorf("%s: %s is %v at both ends", sw.ID, m, lo[m])
			}
		}
	}
}
