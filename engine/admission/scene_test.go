package admission

import (
	"fmt"
	"slices"
	"strings"
	"testing"
	"time"

	"playground/engine/lab"
)

// Every message's endpoints are scene nodes, every effect is declared, and
// the events are in time order on declared nodes, for both wires.
func checkScene(t *testing.T, q string, res *lab.Result) {
	t.Helper()
	sc := res.Scene
	for _, m := range res.Trace {
		if sc.Node(m.From) == nil || sc.Node(m.To) == nil {
			t.Fatalf("%s: message %s → %s: endpoint is no scene node", q, m.From, m.To)
		}
		if m.Effect != "" && sc.Effect(m.Effect) == nil {
			t.Fatalf("%s: effect %q not declared", q, m.Effect)
		}
	}
	for _, n := range sc.Nodes {
		if n.Label.TR == "" || n.Label.EN == "" || n.Label.TR == n.Label.EN || n.Role == "" || n.Group == "" {
			t.Errorf("%s: node %+v incomplete", q, n)
		}
	}
	if !slices.IsSortedFunc(sc.Events, func(a, b lab.SceneEvent) int { return int(a.T - b.T) }) {
		t.Errorf("%s: events out of time order", q)
	}
	for _, e := range sc.Events {
		if sc.Node(e.Node) == nil || e.State == "" && e.Note == nil { // a note alone narrates
			t.Fatalf("%s: event %+v on no node", q, e)
		}
	}
}

func TestSceneAtTheLessonsValues(t *testing.T) {
	res, _ := run(t, "")
	checkScene(t, "", res)
	if n := len(res.Scene.Nodes); n != 6 {
		t.Fatalf("%d nodes, want client, server and queue per mode", n)
	}
	srv := res.Scene.Node("bounded.server")
	if srv.Role != lab.RoleService || srv.Label.EN != "bounded work server (kabul.mjs, 127.0.0.1:8352)" ||
		srv.Label.TR != "denetimli iş sunucusu (kabul.mjs, 127.0.0.1:8352)" {
		t.Errorf("server node %+v", srv)
	}
	if q := res.Scene.Node("bounded.queue"); q.Role != lab.RoleQueue || q.Label.EN != "queue (at most 2 places)" {
		t.Errorf("queue node %+v", q)
	}
	if c := res.Scene.Node("unbounded.client"); c.Role != lab.RoleClient || c.Label.EN != "olc.sh client (10 curls at once)" {
		t.Errorf("client node %+v", c)
	}
	// The lesson's answers: unbounded, 8 of 10 waited in the queue; bounded,
	// 6 were shed and 2 waited.
	count := map[string]int{}
	for _, m := range res.Trace {
		count[m.From[:len(m.From)-len(".client")]+"/"+m.Effect]++
	}
	want := map[string]int{"unbounded/": 2, "unbounded/queued": 8, "bounded/": 2, "bounded/queued": 2, "bounded/shed": 6}
	if !mapsEqual(count, want) {
		t.Errorf("effects %v, want %v", count, want)
	}
	// The bounded server is full from the burst until the first pair is done.
	var states []string
	for _, e := range res.Scene.Events {
		if e.Node == "bounded.server" && (len(states) == 0 || states[len(states)-1] != e.State) {
			states = append(states, e.State)
		}
	}
	if !slices.Equal(states, []string{"idle", "working", "full", "working", "idle"}) {
		t.Errorf("bounded server states %v", states)
	}
}

func mapsEqual(a, b map[string]int) bool {
	if len(a) != len(b) {
		return false
	}
	for k, v := range a {
		if b[k] != v {
			return false
		}
	}
	return true
}

// Late answers and deadline drops carry their effects on both wires; a long
// run's replay falls back to the chart bins.
func TestSceneEffectsAndLongRuns(t *testing.T) {
	for _, q := range append(readingGrid, overload+"&deadline=1s&queue=10") {
		res, _ := run(t, q)
		checkScene(t, q, res)
	}
	res, s := run(t, overload+"&deadline=1s&queue=10")
	seen := map[string]bool{}
	for _, m := range res.Trace {
		seen[m.Effect] = true
	}
	if b := mode(s, modeBounded); b.Dropped == 0 || !seen[effectExpired] || !seen[effectLate] || !seen[effectShed] {
		t.Errorf("effects seen %v with %d drops", seen, b.Dropped)
	}
	// Unbounded, each of 12 000 arrivals lengthens the queue: past 4000
	// changes the replay takes one state per chart bin and node instead.
	big, _ := run(t, "arrivals=poisson&rate=200&duration=60s")
	n := 0
	for _, e := range big.Scene.Events {
		if e.Node == "unbounded.queue" {
			n++
		}
	}
	if n == 0 || n > timelineBins+1 {
		t.Errorf("%d unbounded queue events for 12 000 requests: want one per chart bin", n)
	}
}

func TestFiguresAreDeclaredForTheUI(t *testing.T) {
	for _, q := range []string{"", overload} {
		res, s := run(t, q)
		mains := 0
		kinds := map[string]lab.FigureKind{}
		for _, f := range res.Figures {
			kinds[f.ID] = f.Kind
			if f.Main {
				mains++
			}
			if f.Title.TR == "" || f.Title.EN == "" || f.X.Label.EN == "" || f.Y.Label.EN == "" || res.SeriesByID(f.Series) == nil {
				t.Errorf("%s: figure %s incomplete", q, f.ID)
			}
		}
		if mains != 1 {
			t.Errorf("%s: %d main figures", q, mains)
		}
		end := max(mode(s, modeUnbounded).Duration, mode(s, modeBounded).Duration)
		timeCharts := []string{"unbounded.occupancy", "bounded.occupancy"}
		if q != "" {
			timeCharts = append(timeCharts, "unbounded.load", "bounded.load")
		}
		for _, id := range timeCharts {
			f := figure(res, id)
			if f == nil || f.X.Unit != "s" || f.X.Max < end-1e-3 || f.X.Max > end+1e-3 || f.Share == "" {
				t.Errorf("%s: %s: time axis %+v, want to end at %v s and a shared scale", q, id, f, end)
			}
		}
		if f := figure(res, "bounded.occupancy"); !f.Y.Integer {
			t.Errorf("%s: occupancy %+v", q, f)
		}
		// The latency histogram is the lesson's table drawn: the main
		// picture, and the first.
		if f := figure(res, "latency"); f.Kind != lab.FigBar || !f.X.Integer || !f.Y.Integer || !f.Main || res.Figures[0].ID != "latency" {
			t.Errorf("%s: latency histogram %+v, first figure %s", q, f, res.Figures[0].ID)
		}
		want := lab.FigBar // the burst's attempts come at instants
		if q != "" {
			want = lab.FigLine
		}
		if kinds["bounded.load"] != want || kinds["unbounded.load"] != want {
			t.Errorf("%s: load charts are %v", q, kinds)
		}
	}
	// The lesson's burst: all 10 attempts at one instant, shown as that
	// instant's bars (10 offered, 4 accepted bounded), not as one full time
	// bin and a row of empty ones; both modes share the categories.
	res, _ := run(t, "")
	for _, id := range []string{"unbounded.load", "bounded.load"} {
		if f := figure(res, id); len(f.X.Categories) != 1 || f.X.Categories[0].EN != "0 s" || f.Share != "load" {
			t.Errorf("%s: x %+v, want the one instant 0 s", id, f.X)
		}
	}
	first := func(id, line string) float64 { return lineByID(res.SeriesByID(id), line).Points[0].Y }
	if first("bounded.load", "offered") != 10 || first("bounded.load", "accepted") != 4 || first("unbounded.load", "accepted") != 10 {
		t.Errorf("burst bars: offered %v, accepted bounded %v unbounded %v", first("bounded.load", "offered"),
			first("bounded.load", "accepted"), first("unbounded.load", "accepted"))
	}
	// Clients that wait Retry-After (1 s) come back at 1 s and 2 s: three
	// instants, the retried attempts in their own bars.
	res, _ = run(t, "client=retry_after&attempts=3")
	f := figure(res, "bounded.load")
	var cats []string
	for _, c := range f.X.Categories {
		cats = append(cats, c.EN)
	}
	var offered, accepted []float64
	for _, p := range lineByID(res.SeriesByID("bounded.load"), "offered").Points {
		offered = append(offered, p.Y)
	}
	for _, p := range lineByID(res.SeriesByID("bounded.load"), "accepted").Points {
		accepted = append(accepted, p.Y)
	}
	if fmt.Sprint(cats, offered, accepted) != "[0 s 1 s 2 s] [10 6 2] [4 4 2]" {
		t.Errorf("retry_after instants %v, offered %v, accepted %v", cats, offered, accepted)
	}
	// Spread retries (backoff with jitter) fall back to time bins.
	if spread, _ := run(t, "client=backoff&attempts=3"); figure(spread, "bounded.load").X.Unit != "s" {
		t.Errorf("backoff load axis %+v, want time", figure(spread, "bounded.load").X)
	}
	res, _ = run(t, "")
	// Histogram x is the lesson's slice number: 503s at 0, 200s at 3 and 6.
	var xs []float64
	for _, p := range lineByID(res.SeriesByID("latency"), "bounded.503").Points {
		xs = append(xs, p.X)
	}
	for _, p := range lineByID(res.SeriesByID("latency"), "bounded.200").Points {
		xs = append(xs, p.X)
	}
	if !slices.Equal(xs, []float64{0, 3, 6}) {
		t.Errorf("bounded histogram at slices %v, want 0, 3, 6", xs)
	}
}

func figure(res *lab.Result, id string) *lab.Figure {
	for i := range res.Figures {
		if res.Figures[i].ID == id {
			return &res.Figures[i]
		}
	}
	return nil
}

// The replay's phases come from the run's counts, not from the trace: with
// the trace cut short, "requests arriving" still lasts until the last
// attempt reaches a server, and each server's last answer follows it.
func TestPhasesCoverTheWholeRunEvenWhenTheTraceIsCut(t *testing.T) {
	res, _ := run(t, "arrivals=poisson&rate=200&duration=60s")
	if res.TraceDropped == 0 {
		t.Fatal("the trace was not cut: the case tests nothing")
	}
	var marks []lab.Span
	for _, s := range res.Spans {
		if s.Kind == lab.SpanMarker {
			marks = append(marks, s)
		}
	}
	if len(marks) != 3 || marks[0].State != "arriving" || marks[0].To < 59*time.Second || marks[0].To > 60*time.Second {
		t.Fatalf("phases %+v: want arriving until the last second of the 60 s of arrivals, then two last answers", marks)
	}
	if marks[1].From < marks[0].To || marks[2].From < marks[1].From {
		t.Errorf("phases out of order: %+v", marks)
	}
}

// A Poisson window too short for any request to arrive: neither server
// gave a last answer, so neither the replay's phases nor its notes say one
// did (both once said "gave its last answer" at 0 s); the window itself is
// the run's one phase, so a fault after it is told as changing nothing
// (a restart past the run's 1 s horizon was told as a return).
func TestAModeNoRequestReachedIsNotSaidToHaveGivenItsLastAnswer(t *testing.T) {
	res, s := run(t, "arrivals=poisson&duration=25ms")
	if s.Modes[0].Requests != 0 || s.Modes[1].Requests != 0 {
		t.Fatalf("requests arrived: %d and %d", s.Modes[0].Requests, s.Modes[1].Requests)
	}
	if len(res.Spans) != 1 || res.Spans[0].To != 25*time.Millisecond || !res.Spans[0].Label.Equal(tPhaseNoArrival) {
		t.Errorf("phases %+v", res.Spans)
	}
	faulted := checked(t, "arrivals=poisson&duration=25ms&faults=kill:bounded.server@915.4ms,restart:bounded.server@1.0063s")
	for _, r := range faulted.Reading {
		if r.ID != claimNoRequests && r.ID != "fault_after_end" {
			t.Errorf("%s: %q", r.ID, r.Text.EN)
		}
	}
	for _, e := range res.Scene.Events {
		if e.Note != nil && strings.Contains(e.Note.EN, "gave its last answer") {
			t.Errorf("note %q", e.Note.EN)
		}
	}
}
