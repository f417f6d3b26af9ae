package cache

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"playground/engine/lab"
	"playground/engine/lab/labtest"
)

// sceneCoversTrace checks the scene contract: unique node ids, every trace
// endpoint a node, every message effect declared, events on known nodes in
// time order.
func sceneCoversTrace(res *lab.Result) error {
	seen := map[string]bool{}
	for _, n := range res.Scene.Nodes {
		if seen[n.ID] {
			return fmt.Errorf("node %s declared twice", n.ID)
		}
		if n.Label.TR == "" || n.Label.EN == "" || n.Role == "" {
			return fmt.Errorf("node %s lacks a role or a label", n.ID)
		}
		seen[n.ID] = true
	}
	for _, m := range res.Trace {
		if !seen[m.From] || !seen[m.To] {
			return fmt.Errorf("message %s → %s: endpoint is not a scene node", m.From, m.To)
		}
		if m.Effect != "" && res.Scene.Effect(m.Effect) == nil {
			return fmt.Errorf("message effect %q is not declared", m.Effect)
		}
		if m.Received < m.Sent {
			return fmt.Errorf("message %+v received before it was sent", m)
		}
	}
	for i, e := range res.Scene.Events {
		if !seen[e.Node] {
			return fmt.Errorf("event on unknown node %s", e.Node)
		}
		if i > 0 && e.T < res.Scene.Events[i-1].T {
			return fmt.Errorf("events out of order at %v", e.T)
		}
	}
	return nil
}

func mainFigures(res *lab.Result) int {
	n := 0
	for _, f := range res.Figures {
		if f.Main {
			n++
		}
	}
	return n
}

func TestEveryTraceEndpointIsASceneNode(t *testing.T) {
	for _, q := range []string{"", "strategy=shared_lock&instances=4", "strategy=swr&rate=1000", "strategy=xfetch&rate=10000",
		"strategy=xfetch_sf&rate=1000&instances=3", "requests=10000&rate=1000000", "partitions=256"} {
		res, _ := labtest.Run[*Summary](t, Lab, q)
		if err := sceneCoversTrace(res); err != nil {
			t.Errorf("%q: %v", q, err)
		}
		if len(res.Trace) == 0 {
			t.Errorf("%q: empty trace", q)
		}
	}
}

// The trace is two stampedes side by side: plain, and the followed
// strategy (single-flight when plain is followed); one message per read
// and per source call, with the meaning of each in its effect.
func TestTheTraceShowsPlainBesideTheFollowedStrategy(t *testing.T) {
	count := func(res *lab.Result) map[string]int {
		n := map[string]int{}
		for _, m := range res.Trace {
			n[m.To+" "+m.Effect]++
		}
		return n
	}
	plain := "plain.app-1 miss:100 plain.source duplicate_load:99 plain.source source_load:1"
	for _, c := range []struct{ q, want string }{
		{"", plain + " singleflight.app-1 joined:99 singleflight.app-1 miss:1 singleflight.source source_load:1"},
		{"strategy=singleflight", plain + " singleflight.app-1 joined:99 singleflight.app-1 miss:1 singleflight.source source_load:1"},
		{"strategy=shared_lock&instances=2", "plain.app-1 miss:50 plain.app-2 miss:50 plain.source duplicate_load:99 plain.source source_load:1 " +
			"shared_lock.app-1 joined:49 shared_lock.app-1 miss:1 shared_lock.app-2 joined:50 shared_lock.source source_load:1 shared_lock.store lock:100"},
		// XFetch + single-flight at 1000 reads/s: one early refresh, every
		// read answered fresh; plain misses 30 reads in the 30 ms load.
		{"strategy=xfetch_sf&rate=1000", "plain.app-1 hit:70 plain.app-1 miss:30 plain.source duplicate_load:29 plain.source source_load:1 " +
			"xfetch_sf.app-1 hit:100 xfetch_sf.source early_refresh:1"},
		// Lock-free XFetch at 1000 reads/s: ten reads drew "recompute"
		// before the expiry and each called the source; nine of those calls
		// duplicated one already under way.
		{"strategy=xfetch&rate=1000", "plain.app-1 hit:70 plain.app-1 miss:30 plain.source duplicate_load:29 plain.source source_load:1 " +
			"xfetch.app-1 hit:90 xfetch.app-1 recompute:10 xfetch.source duplicate_load:9 xfetch.source early_refresh:1"},
	} {
		res, _ := labtest.Run[*Summary](t, Lab, c.q)
		if got := strings.TrimSuffix(strings.TrimPrefix(fmt.Sprint(count(res)), "map["), "]"); got != c.want {
			t.Errorf("%q: %v, want %v", c.q, got, c.want)
		}
	}
	res, _ := labtest.Run[*Summary](t, Lab, "requests=10000")
	// Plain: 10000 reads and 10000 calls; single-flight: 10000 reads, 1 call.
	if len(res.Trace) != 5000 || res.TraceDropped != 20000+10001-5000 {
		t.Errorf("10000 reads: %d messages kept, %d dropped; want 5000 and 25001", len(res.Trace), res.TraceDropped)
	}
}

// The cache entry and the source change state as the run goes: at the
// lesson's values the entry is gone at 0, a hundred reads wait, the source
// takes 100 calls under plain and 1 under single-flight, and 30 ms later
// all is fresh and idle again.
func TestSceneEventsFollowTheEntryAndTheSource(t *testing.T) {
	res, _ := labtest.Run[*Summary](t, Lab, "")
	var got []string
	for _, e := range res.Scene.Events {
		got = append(got, fmt.Sprintf("%v %s %s %v", e.T, e.Node, e.State, e.Counters))
	}
	want := []string{
		"0s plain.cache expired map[stale_served:0 waiting:100]",
		"0s plain.source busy map[calls:100 in_flight:100]",
		"0s singleflight.cache expired map[stale_served:0 waiting:100]",
		"0s singleflight.source busy map[calls:1 in_flight:1]",
		"30ms plain.cache fresh map[stale_served:0 waiting:0]",
		"30ms plain.source idle map[calls:100 in_flight:0]",
		"30ms singleflight.cache fresh map[stale_served:0 waiting:0]",
		"30ms singleflight.source idle map[calls:1 in_flight:0]",
	}
	if fmt.Sprint(got) != fmt.Sprint(want) {
		t.Errorf("events:\n%v\nwant\n%v", got, want)
	}
	// With a rate the entry is fresh first, then expires at 50 ms.
	res, _ = labtest.Run[*Summary](t, Lab, "rate=1000&strategy=swr")
	states := map[string]time.Duration{}
	for _, e := range res.Scene.Events {
		if e.Node == "swr."+nodeIDCache {
			if _, ok := states[e.State]; !ok {
				states[e.State] = e.T
			}
		}
	}
	if states[stateFresh] != 0 || states[stateExpired] != 50*time.Millisecond {
		t.Errorf("swr at 1000/s: cache states first seen %v, want fresh at 0 and expired at 50ms", states)
	}
	// Many reads: the events stay bounded.
	res, _ = labtest.Run[*Summary](t, Lab, "requests=10000&rate=1000000")
	if n := len(res.Scene.Events); n > 4*eventLimit+20 {
		t.Errorf("10000 reads: %d scene events, want at most about %d (two nodes in each of two groups)", n, 4*eventLimit)
	}
}

// Figures: exactly one main picture; the stampede as bars when every read
// comes at one instant, as a time line ending at the run's end otherwise;
// counts on integer axes; no more than maxExpiryBars expiry bars.
func TestFiguresAreDeclaredForAnyRun(t *testing.T) {
	res, _ := labtest.Run[*Summary](t, Lab, "")
	if n := mainFigures(res); n != 1 {
		t.Fatalf("%d main figures", n)
	}
	byID := map[string]lab.Figure{}
	for _, f := range res.Figures {
		byID[f.ID] = f
		if f.Title.TR == "" || f.Title.EN == "" || f.X.Label.EN == "" || f.Y.Label.EN == "" {
			t.Errorf("%s: missing title or axis labels", f.ID)
		}
		if !f.Y.Integer {
			t.Errorf("%s: counts need an integer y axis", f.ID)
		}
		if res.SeriesByID(f.Series) == nil {
			t.Errorf("%s: no series", f.ID)
		}
	}
	if f := byID["source_calls"]; f.Kind != lab.FigBar || !f.Main {
		t.Errorf("stampede at one instant: %+v, want the main figure as bars", f)
	}
	if f := byID["expiry_misses"]; f.Kind != lab.FigBar || !f.X.Integer {
		t.Errorf("expiry: %+v, want bars on an integer axis", f)
	}
	res, sum := labtest.Run[*Summary](t, Lab, "rate=1000")
	f := res.Figures[0]
	var end time.Duration
	for _, r := range sum.rows() {
		end = max(end, r.end)
	}
	if f.ID != "source_calls" || f.Kind != lab.FigLine || f.X.Max != toMS(end) || f.X.Max != 109 {
		t.Errorf("stampede at 1000/s: %+v, want a line whose time axis ends at the run's end (109 ms: plain's last load, begun at 79 ms)", f)
	}
	for _, line := range res.SeriesByID("source_calls").Lines {
		if last := line.Points[len(line.Points)-1]; last.X != 109 {
			t.Errorf("%s ends at %v ms, want 109", line.ID, last.X)
		}
	}
	res, _ = labtest.Run[*Summary](t, Lab, "jitter=1000000&keys=20000")
	for _, line := range res.SeriesByID("expiry_misses").Lines {
		if len(line.Points) > maxExpiryBars {
			t.Errorf("%s: %d bars, want at most %d", line.ID, len(line.Points), maxExpiryBars)
		}
	}
}

// Wide jitters put several steps under one bar that shows the highest of
// them, so the figure still says "misses in one step".
func TestExpiryBarsKeepTheHighestStep(t *testing.T) {
	res, sum := labtest.Run[*Summary](t, Lab, "jitter=200")
	line := res.SeriesByID("expiry_misses").Lines[1]
	highest := 0.0
	for _, pt := range line.Points {
		highest = max(highest, pt.Y)
	}
	if len(line.Points) > maxExpiryBars || int(highest) != sum.Expiry[1].MaxMisses {
		t.Errorf("jitter=200: %d bars, highest %v; want ≤ %d bars, highest %d", len(line.Points), highest, maxExpiryBars, sum.Expiry[1].MaxMisses)
	}
	if got := res.Figures[1].Title.EN; got != "Misses per expiry step (each bar 4 steps; the highest of them)" {
		t.Errorf("title %q", got)
	}
}

// The landing note says whose answer each waiting read got: plain's reads
// their own calls', single-flight's over several instances the call they
// joined or started.
func TestTheLandingNoteSaysWhoseAnswerEachReadGot(t *testing.T) {
	notes := func(q string) string {
		res, _ := labtest.Run[*Summary](t, Lab, q)
		var all []string
		for _, e := range res.Scene.Events {
			if e.Note != nil && e.T == 30*time.Millisecond {
				all = append(all, e.Note.EN)
			}
		}
		return strings.Join(all, " | ")
	}
	got := notes("instances=3")
	for _, want := range []string{
		"Plain: 100 source calls came back at once: the entry is fresh again, and each read that waited got its own call's answer.",
		"Single-flight: 3 source calls came back at once: the entry is fresh again, and the 100 reads that waited each got the answer of the call they waited for.",
	} {
		if !strings.Contains(got, want) {
			t.Errorf("instances=3 at 30 ms: %q, want %q", got, want)
		}
	}
	if got := notes(""); !strings.Contains(got, "Single-flight: The first source call came back: the entry is fresh again, and the 100 reads that waited got their answer at once.") {
		t.Errorf("one instance at 30 ms: %q", got)
	}
}

// A source call a fault failed brings no value back: the entry stays
// expired in the replay (it used to turn fresh when the failed call
// ended), and the phase of the entry gone lasts to the run's end.
func TestAFailedSourceCallLeavesTheEntryExpired(t *testing.T) {
	res, _ := labtest.Run[*Summary](t, Lab, "faults=kill:plain.source@10ms")
	var last string
	for _, e := range res.Scene.Events {
		if e.Node == "plain.cache" && e.State != "" {
			last = e.State
		}
	}
	if last != stateExpired {
		t.Errorf("plain's entry ends %q after every call failed", last)
	}
	if len(res.Spans) != 1 || res.Spans[0].State != stateExpired || res.Spans[0].To != 10*time.Millisecond {
		t.Errorf("phases %+v", res.Spans)
	}
	// Where a later call brings the value back, the note says which.
	res, _ = labtest.Run[*Summary](t, Lab, "rate=1000&faults=drop:plain.app-1>plain.source@40ms+30ms")
	found := false
	for _, e := range res.Scene.Events {
		if e.Note != nil && strings.Contains(e.Note.EN, "After the failed calls, a source call brought the value back") {
			found = true
		}
	}
	if !found {
		t.Error("no note tells the value back after the failed calls")
	}
}
