package admission

import (
	"math"
	"net/url"
	"reflect"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"playground/engine/i18n"
)

// readingGrid is the property test's parameter sets: the lesson, its
// presets, each knob pushed to an odd corner, and the cases.
var readingGrid = []string{
	"",
	"requests=1",
	"requests=2&concurrency=1&queue=0",
	"requests=3&queue=1",
	"concurrency=1&queue=0&requests=50",
	"concurrency=10&requests=10",
	"concurrency=3&queue=7&requests=100&work=170ms",
	"slice=1ms",
	"slice=1h",
	"work=1ms&requests=1000",
	"retry_after=0s&client=retry_after&attempts=3",
	"client=immediate&attempts=10",
	"client=immediate&attempts=2&requests=3",
	"requests=40&client=retry_after&attempts=5",
	"requests=40&client=backoff&attempts=5",
	"requests=5&client=backoff&attempts=3",
	"requests=11&client=retry_after&attempts=2",
	"deadline=1ms",
	"deadline=400ms",
	"deadline=1s&requests=30",
	"discipline=lifo&requests=30",
	"limit=aimd&queue=0",
	"limit=gradient2&queue=8",
	"limit=aimd&requests=300&client=retry_after&attempts=10",
	"critical=1&reserve=1&concurrency=2",
	"critical=0.5&requests=20",
	overload + "&critical=0.3&queue=1000&work_dist=exp",
	overload,
	overload + "&work_dist=exp&queue=5&discipline=lifo",
	overload + "&client=immediate&attempts=4",
	overload + "&client=backoff&attempts=6&deadline=800ms",
	overload + "&critical=0.3&reserve=1&concurrency=4&limit=aimd",
	overload + "&concurrency=3&critical=0.2&reserve=2",
	overload + "&limit=gradient2&work_dist=exp&deadline=2s",
	overload + "&queue=20&limit=aimd&target=1ms",
	"arrivals=poisson&rate=0.5&duration=20s",
	"arrivals=poisson&rate=1000&duration=20s&concurrency=400&queue=100&limit=aimd",
	"arrivals=poisson&critical=0.0001&reserve=1&rate=5&duration=100s",
	"arrivals=poisson&rate=13.33&duration=60s&queue=50&deadline=700ms",
	"arrivals=poisson&rate=10&duration=60s&work_dist=exp&deadline=1s&queue=20&discipline=lifo",
	"arrivals=poisson&rate=0.01&duration=1ms",
}

// claimHolds checks one reading claim against the run, independently of the
// code that decided to print it, and that the sentence carries the run's
// numbers in both languages.
func claimHolds(t *testing.T, q string, p *Params, s *Summary, c claim) {
	t.Helper()
	u, b := s.Modes[0], s.Modes[1]
	has := func(parts ...string) {
		t.Helper()
		for _, part := range parts {
			if !strings.Contains(c.text.EN, part) || !strings.Contains(c.text.TR, part) {
				t.Errorf("%s: %s: %q lacks %q", q, c.id, c.text.EN, part)
			}
		}
	}
	fail := func(why string) {
		t.Helper()
		t.Errorf("%s: %s claims what the run contradicts: %s (%q)", q, c.id, why, c.text.EN)
	}
	maxSlice := func(m ModeSummary, status int) int {
		top := -1
		for _, g := range m.Groups {
			if g.Status == status {
				top = max(top, g.Slice)
			}
		}
		return top
	}
	sliceMs := float64(p.Slice) / 1e6
	switch c.id {
	case claimNoRequests:
		if u.Requests != 0 || b.Requests != 0 {
			fail("requests arrived")
		}
	case claimUnbounded:
		if u.Rejected != 0 || u.Dropped != 0 || u.Completed != u.Requests {
			fail("the unbounded mode turned requests away")
		}
		if u.GroupsOmitted == 0 && int(u.MaxMs/sliceMs) != maxSlice(u, statusOK) {
			fail("slowest answer is not the last slice")
		}
		has(secs(u.MaxMs))
		if u.Requests > 1 {
			has(strconv.Itoa(u.Requests))
		}
	case claimSame:
		if b.Rejected != 0 || b.Dropped != 0 || !reflect.DeepEqual(u.Groups, b.Groups) {
			fail("the modes differ")
		}
	case claimNoneAway:
		if b.Rejected != 0 || b.Dropped != 0 || reflect.DeepEqual(u.Groups, b.Groups) {
			fail("bounded turned requests away, or the modes are the same")
		}
		has(secs(b.MaxMs))
	case claimShed:
		if b.Rejected == 0 || b.Completed == 0 {
			fail("nothing rejected or nothing accepted")
		}
		if b.GroupsOmitted == 0 && maxSlice(b, statusShed) != 0 {
			fail("a 503 came after the first slice: not at once")
		}
		has(strconv.Itoa(b.Rejected), strconv.Itoa(b.Sent), secs(b.MaxMs))
	case claimSooner:
		if !(u.MaxMs >= 1.1*b.MaxMs) || b.Rejected == 0 {
			fail("bounded was not faster")
		}
		has(strconv.FormatFloat(u.MaxMs/b.MaxMs, 'f', 1, 64))
	case claimLittle:
		if l := b.Little; math.Abs(l.L-l.LambdaW) > 0.01*l.L || l.L <= 0 {
			fail("L ≠ λW")
		}
		has(fmt3(b.Little.L), fmt3(b.Little.LambdaW))
	case claimRetries:
		if p.Client == clientNone || b.Sent <= b.Requests {
			fail("no retries")
		}
		has(strconv.Itoa(b.Sent), strconv.Itoa(b.Requests), strconv.FormatFloat(float64(b.Sent)/float64(b.Requests), 'f', 2, 64))
	case claimNoRetry:
		if p.Client == clientNone || b.Sent != b.Requests || b.Rejected != 0 {
			fail("there were retries")
		}
	case claimExhausted:
		if b.Exhausted == 0 || b.Exhausted != b.GaveUp-b.Expired || b.Expired > b.Dropped || b.Exhausted > b.Rejected {
			fail("exhausted count inconsistent")
		}
		has(strconv.Itoa(b.Exhausted), strconv.Itoa(p.Attempts))
	case claimDropped:
		if b.Dropped == 0 {
			fail("nothing dropped")
		}
		for _, g := range b.Groups {
			// A job is dropped only once its deadline has passed.
			if g.Status == statusExpired && float64(g.Slice+1)*sliceMs <= float64(p.Deadline)/1e6 {
				fail("a 504 before the deadline")
			}
		}
		has(strconv.Itoa(b.Dropped))
	case claimDeadline:
		if p.Deadline == 0 || b.Goodput > b.Completed || u.Goodput+u.Late != u.Completed || b.Goodput+b.Late != b.Completed {
			fail("goodput counts inconsistent")
		}
		has(strconv.Itoa(b.Goodput), strconv.Itoa(u.Goodput))
	case claimLate:
		if u.Late == 0 || p.Deadline == 0 {
			fail("nothing late")
		}
		has(strconv.Itoa(u.Late))
	case claimClasses:
		cl := b.Classes
		if cl == nil || cl.Critical.Sent+cl.Normal.Sent != b.Sent || cl.Critical.Rejected+cl.Normal.Rejected != b.Rejected {
			fail("class counts do not add up")
		}
		has(pct(cl.Critical.Rejected, cl.Critical.Sent), pct(cl.Normal.Rejected, cl.Normal.Sent))
	case claimLimit, claimLimitFlat, claimStuck:
		l := b.Limit
		if l == nil || l.Floor != p.Concurrency || l.Ceiling != p.Concurrency+p.Queue || l.Min < l.Floor || l.Max > l.Ceiling || l.Min > l.Max {
			fail("limit outside its bounds")
		}
		switch c.id {
		case claimLimit:
			if l.Min == l.Max {
				fail("the limit did not move")
			}
			has(strconv.Itoa(l.Min), strconv.Itoa(l.Max), strconv.Itoa(l.Floor), strconv.Itoa(l.Ceiling))
		case claimLimitFlat:
			if l.Min != l.Max || l.Floor == l.Ceiling {
				fail("the limit moved, or could not")
			}
			has(strconv.Itoa(l.Min), strconv.Itoa(l.Floor), strconv.Itoa(l.Ceiling))
		case claimStuck:
			if p.Queue != 0 || l.Min != l.Max {
				fail("the limit had room")
			}
		}
	default:
		t.Errorf("%s: claim %s has no check", q, c.id)
	}
}

// The sentences that must appear whenever their condition holds: a reading
// that stays silent about the lesson's contrast teaches nothing.
func requiredClaims(p *Params, s *Summary) []string {
	u, b := s.Modes[0], s.Modes[1]
	if u.Requests == 0 {
		return []string{claimNoRequests}
	}
	var ids []string
	if b.Rejected > 0 {
		ids = append(ids, claimShed)
	}
	if b.Rejected == 0 && b.Dropped == 0 {
		if reflect.DeepEqual(u.Groups, b.Groups) {
			ids = append(ids, claimSame)
		} else {
			ids = append(ids, claimNoneAway)
		}
	}
	if b.Dropped > 0 {
		ids = append(ids, claimDropped)
	}
	if p.Client != clientNone && b.Sent > b.Requests {
		ids = append(ids, claimRetries)
	}
	if p.Deadline > 0 {
		ids = append(ids, claimDeadline)
	}
	if b.Limit != nil && p.Queue > 0 && b.Limit.Min != b.Limit.Max {
		ids = append(ids, claimLimit)
	}
	return ids
}

// Every sentence of every reading on the grid is true of its run.
func TestEveryReadingSentenceHoldsForItsRun(t *testing.T) {
	if len(readingGrid) < 30 {
		t.Fatalf("grid of %d sets, want ≥ 30", len(readingGrid))
	}
	seen := map[string]int{}
	for _, q := range readingGrid {
		v, err := url.ParseQuery(q)
		if err != nil {
			t.Fatal(err)
		}
		params, err := Lab.Decode(v)
		if err != nil {
			t.Fatalf("%s: %v", q, err)
		}
		res, err := Lab.RunParams(params, nil)
		if err != nil {
			t.Fatalf("%s: %v", q, err)
		}
		p, s := params.(*Params), res.Summary.(*Summary)
		claims := p.reading(s)
		ids := map[string]bool{}
		for i, c := range claims {
			if ids[c.id] {
				t.Errorf("%s: claim %s twice", q, c.id)
			}
			ids[c.id] = true
			seen[c.id]++
			if res.Reading[i] != c.text {
				t.Errorf("%s: result reading %d differs from claim %s", q, i, c.id)
			}
			claimHolds(t, q, p, s, c)
		}
		for _, id := range requiredClaims(p, s) {
			if !ids[id] {
				t.Errorf("%s: reading lacks %s", q, id)
			}
		}
	}
	// The grid reaches every sentence the lab can print.
	for _, id := range []string{claimNoRequests, claimUnbounded, claimSame, claimNoneAway, claimShed, claimSooner, claimLittle, claimRetries,
		claimNoRetry, claimExhausted, claimDropped, claimDeadline, claimLate, claimClasses, claimLimit, claimLimitFlat, claimStuck} {
		if seen[id] == 0 {
			t.Errorf("no grid run printed claim %s", id)
		}
	}
}

// "1 requests", "1 attempts"…: counts pick their noun's number in English
// (Turkish keeps the noun singular after a number).
var pluralAfterOne = regexp.MustCompile(`(^|[^0-9.,])1 (requests|attempts|answers|jobs|groups|places|curls|queued jobs)\b`)

func TestSingularAndPluralReadRight(t *testing.T) {
	for _, q := range append(readingGrid, "requests=1&client=retry_after&attempts=2&concurrency=1&queue=0",
		"requests=3&concurrency=1&queue=1&client=retry_after&attempts=1") {
		res, _ := run(t, q)
		text := res.Text(i18n.EN) + strings.Join(readingEN(res), "\n")
		for _, n := range res.Scene.Nodes {
			text += "\n" + n.Label.EN
		}
		if m := pluralAfterOne.FindString(text); m != "" {
			t.Errorf("%s: %q", q, m)
		}
	}
	res, _ := run(t, "requests=1")
	if r := readingEN(res); len(r) == 0 || !strings.Contains(r[0], "its one request") {
		t.Errorf("one request: %q", r)
	}
	if n := res.Scene.Node("bounded.client"); n == nil || n.Label.EN != "olc.sh client (1 curl at once)" {
		t.Errorf("client node %+v", n)
	}
	res, _ = run(t, "requests=11&client=immediate&attempts=2&queue=8")
	if r := strings.Join(readingEN(res), " "); !strings.Contains(r, "1 request still got a 503 on its last allowed try (try 2)") ||
		!strings.Contains(r, "turned away 2 of 12 attempts") {
		t.Errorf("one exhausted request: %s", r)
	}
	res, _ = run(t, "requests=1&concurrency=1&queue=0&client=retry_after&attempts=3")
	if r := strings.Join(readingEN(res), " "); !strings.Contains(r, "accepted its one request") || !strings.Contains(r, "never had to retry") {
		t.Errorf("one request: %s", r)
	}
}

// The lesson's reading, word for word: it is what a learner reads first.
func TestReadingAtTheLessonsValues(t *testing.T) {
	res, _ := run(t, "")
	want := []string{
		"Unbounded, the server accepted all 10 requests; the slowest answer took 1.50 s.",
		"Bounded, the server turned away 6 of 10 attempts at once with a 503 and answered the ones it accepted within 0.60 s.",
		"Admission control turned an open-ended wait into a clear rejection: the slowest accepted answer came 2.5 times sooner than without it.",
		"Little's law holds as measured: the bounded server held 3.000 jobs on average, λW = 6.667/s × 0.450 s = 3.000; bounding the jobs held bounds the time held.",
	}
	if got := readingEN(res); !reflect.DeepEqual(got, want) {
		t.Fatalf("reading:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
	tr := res.Reading[1].TR
	if tr != "Denetimli kipte sunucu 10 denemenin 6 tanesini beklemeden, 503 ile geri çevirdi; kabul ettiklerini en geç 0.60 s'de yanıtladı." {
		t.Fatalf("Turkish: %q", tr)
	}
}
