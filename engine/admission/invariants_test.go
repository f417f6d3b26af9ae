package admission

import (
	"bytes"
	"fmt"
	"math"
	"testing"
	"time"

	"playground/engine/i18n"
	"playground/engine/lab"
)

var invariantCases = []string{
	"",
	"concurrency=1&queue=0&requests=50",
	"concurrency=3&queue=7&requests=100&work=170ms",
	overload,
	overload + "&work_dist=exp&queue=5&discipline=lifo",
	overload + "&client=immediate&attempts=4",
	overload + "&client=backoff&attempts=6&deadline=800ms",
	overload + "&critical=0.3&reserve=1&concurrency=4&limit=aimd",
	overload + "&limit=gradient2&work_dist=exp&deadline=2s",
	"requests=300&client=retry_after&attempts=10&limit=aimd",
}

// checkRun holds for every run: every attempt ends exactly one way (an
// answer, a failure, or still waiting when the run's horizon stopped it),
// every request too, the groups and the attempts still waiting count
// every attempt, and Little's law holds as measured two ways (the
// time-average of jobs held; admission rate × mean time held) wherever it
// is measured.
func checkRun(t *testing.T, q string, res *lab.Result) {
	t.Helper()
	s := res.Summary.(*Summary)
	for _, m := range s.Modes {
		if m.Sent != m.Completed+m.Rejected+m.Dropped+m.Failed+m.Open {
			t.Errorf("%s %s: sent %d ≠ completed %d + rejected %d + dropped %d + failed %d + open %d", q, m.Name, m.Sent, m.Completed, m.Rejected, m.Dropped, m.Failed, m.Open)
		}
		if m.Requests != m.Completed+m.GaveUp+m.Unfinished || m.GaveUp != m.Exhausted+m.Expired+m.Broken {
			t.Errorf("%s %s: requests %d ≠ completed %d + gave up %d (%d + %d + %d) + unfinished %d", q, m.Name, m.Requests, m.Completed, m.GaveUp, m.Exhausted, m.Expired, m.Broken, m.Unfinished)
		}
		if m.Goodput+m.Late != m.Completed {
			t.Errorf("%s %s: goodput %d + late %d ≠ completed %d", q, m.Name, m.Goodput, m.Late, m.Completed)
		}
		n := m.Open
		for _, g := range m.Groups {
			n += g.Count
		}
		if m.GroupsOmitted == 0 && n != m.Sent {
			t.Errorf("%s %s: groups and open attempts count %d attempts, sent %d", q, m.Name, n, m.Sent)
		}
		if (m.Little == nil) != (m.Stopped > 0) {
			t.Errorf("%s %s: Little's law given %v, the mode stopped at %v s", q, m.Name, m.Little != nil, m.Stopped)
		}
		if l := m.Little; l != nil && math.Abs(l.L-l.LambdaW) > 1e-3*math.Max(1, l.L) {
			t.Errorf("%s %s: L %v ≠ λW %v", q, m.Name, l.L, l.LambdaW)
		}
	}
	if u := s.Modes[0]; u.Rejected != 0 || u.Dropped != 0 || u.Completed+u.Broken+u.Unfinished != u.Requests {
		t.Errorf("%s: the unbounded mode turned requests away: %+v", q, u)
	}
	for id, v := range res.Metrics {
		if v < 0 || (len(id) > 4 && id[len(id)-4:] == "_pct" && v > 100) {
			t.Errorf("%s: metric %s = %v", q, id, v)
		}
	}
}

func TestInvariantOutcomes(t *testing.T) {
	for _, q := range append(invariantCases, readingGrid...) {
		res, _ := run(t, q)
		checkRun(t, q, res)
	}
}

// Bounded, FIFO, constant work, fixed limit: a job waits behind at most
// `queue` others, served `concurrency` at a time, so its latency is at most
// (⌈queue/concurrency⌉ + 1) × work plus the two hops. (The issue's
// (queue/concurrency + 1) × work is the same when concurrency divides queue;
// with queue 1 and concurrency 2 the queued job still waits a whole work time.)
func TestInvariantBoundedLatency(t *testing.T) {
	for _, c := range []int{1, 2, 3, 5} {
		for _, q := range []int{0, 1, 2, 4, 7} {
			for _, arr := range []string{"requests=60", "arrivals=poisson&rate=40&duration=5s"} {
				query := fmt.Sprintf("concurrency=%d&queue=%d&%s", c, q, arr)
				_, s := run(t, query)
				bound := time.Duration((q+c-1)/c+1)*300*time.Millisecond + 200*time.Microsecond
				if got := mode(s, modeBounded).MaxMs; got > float64(bound)/1e6 {
					t.Errorf("%s: bounded max latency %v ms > %v", query, got, bound)
				}
				if q%c == 0 {
					exact := time.Duration(float64(q)/float64(c)+1) * 300 * time.Millisecond
					if got := mode(s, modeBounded).MaxMs; got > float64(exact+200*time.Microsecond)/1e6 {
						t.Errorf("%s: %v ms > (queue/concurrency + 1) × work", query, got)
					}
				}
			}
		}
	}
}

// Without a retrying client nothing is sent twice.
func TestInvariantNoRetryNoAmplification(t *testing.T) {
	for _, q := range []string{"", overload, overload + "&deadline=500ms&work_dist=exp", "requests=1000&attempts=10"} {
		_, s := run(t, q)
		for _, m := range s.Modes {
			if m.Amplification != 1 || m.Sent != m.Requests {
				t.Errorf("%s %s: amplification %v (sent %d, requests %d)", q, m.Name, m.Amplification, m.Sent, m.Requests)
			}
		}
	}
}

// The occupancy series integrate to Little's L: the charts and the summary
// measure the same thing.
func TestSeriesMatchLittle(t *testing.T) {
	res, s := run(t, overload+"&work_dist=exp&queue=8")
	b := mode(s, modeBounded)
	occ := res.SeriesByID("bounded.occupancy")
	run, queue := lineByID(occ, "inflight").Points, lineByID(occ, "queued").Points
	width := run[1].X - run[0].X
	area := 0.0
	for i := range run {
		span := math.Min(width, b.Duration-run[i].X)
		area += (run[i].Y + queue[i].Y) * span
	}
	l := b.Little
	// L over the window both modes share: [first arrival, the later last
	// departure]; the bounded server is empty after its own end.
	if got := area / l.Window; math.Abs(got-l.L) > 0.01*l.L {
		t.Fatalf("series average %v, Little's L %v", got, l.L)
	}
	// Accepted attempts over time add up to the admissions.
	acc := 0.0
	for _, p := range lineByID(res.SeriesByID("bounded.load"), "accepted").Points {
		acc += p.Y * math.Min(width, b.Duration-p.X)
	}
	if math.Abs(acc-float64(b.Completed+b.Dropped)) > 0.5 {
		t.Fatalf("accepted series sums to %v, admitted %d", acc, b.Completed+b.Dropped)
	}
}

func TestDeterministic(t *testing.T) {
	for _, q := range []string{"", overload + "&client=backoff&work_dist=exp&critical=0.2&limit=gradient2"} {
		a, _ := run(t, q)
		b, _ := run(t, q)
		ja, _ := a.JSON()
		jb, _ := b.JSON()
		if !bytes.Equal(ja, jb) || a.Text(i18n.TR) != b.Text(i18n.TR) {
			t.Fatalf("%q: two runs differ", q)
		}
	}
}
