package admission

import (
	"math"
	"net/url"
	"reflect"
	"regexp"
	"strings"
	"testing"
	"time"

	"playground/engine/i18n"
	"playground/engine/lab"
	"playground/engine/lab/labtest"
	"playground/engine/oracle"
	"playground/engine/sim"
	"playground/engine/words"
)

// readingGrid is the property test's parameter sets: the lesson, its
// presets, each knob pushed to an odd corner, and cases found wrong before.
var readingGrid = []string{
	"faults=kill:bounded.server@500ms,restart:bounded.server@1s", "faults=drop:bounded.client>bounded.server@0s+100ms", "faults=stall:unbounded.server@200ms+300ms",
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
	// The cases: retrying clients whose end-to-end wait outgrows
	// the unbounded mode's, averages over different windows, goodput far
	// past any patience, a reserve of one place at twice the capacity.
	"client=retry_after",
	"client=backoff&attempts=10",
	"deadline=500ms&queue=8",
	"arrivals=poisson&rate=13.33&duration=60s&queue=1000000",
	"arrivals=poisson&rate=13.33&duration=60s&critical=0.2&reserve=1",
	"arrivals=poisson&rate=10&duration=60s&concurrency=3&critical=0.2&reserve=2",
	"arrivals=poisson&rate=13.33&duration=60s&queue=1000000&patience=1h",
	"requests=30&critical=0.5&reserve=3&queue=2",
	// Runs a fault stretches to their horizon: attempts still waiting in
	// either mode, retries never sent, a Poisson stream cut mid-stall.
	"faults=stall:bounded.server@100ms+23h",
	"faults=stall:unbounded.server@0s+23h&critical=0.5",
	"client=retry_after&attempts=3&faults=delay:bounded.client>bounded.server@0s+5.5s",
	"arrivals=poisson&faults=stall:bounded.server@8.3042s+37.105s,kill:bounded.server@12.8836s,delay:bounded.client>bounded.server@12.9254s+5.0281s,stall:unbounded.server@18.7119s+2.0375s&slice=35s",
}

// outcome is a cell of the outcomes table: mode row 0 (unbounded) or 1
// (bounded), a column id.
func outcome(t *testing.T, res *lab.Result, row int, col string) i18n.Text {
	t.Helper()
	for _, s := range res.Sections {
		if s.ID != "outcomes" {
			continue
		}
		for i, c := range s.Table.Columns {
			if c.ID == col {
				return s.Table.Rows[row][i]
			}
		}
	}
	t.Fatalf("no outcomes column %s", col)
	return i18n.Text{}
}

// slowest is a mode's slowest answer 200 as its users waited for it: end
// to end when clients retry, per attempt otherwise (the same then).
func slowest(m ModeSummary) float64 {
	if m.E2E != nil {
		return m.E2E.Max
	}
	return m.MaxMs
}

// gridEnv keeps every run's whole message record, so that the oracle can
// count every message the claims speak of.
func gridEnv() *lab.Env { return &lab.Env{Limits: sim.Limits{Trace: 1 << 22}} }

// claimHolds checks one reading sentence against the tables beside it:
// every count it states is the table cell the learner reads next to it
// (the oracle checks its claims against the message record), and what it
// asserts in words fits the summary.
func claimHolds(t *testing.T, q string, p *Params, res *lab.Result, c claim) {
	t.Helper()
	s := res.Summary.(*Summary)
	u, b := s.Modes[0], s.Modes[1]
	has := func(parts ...i18n.Localized) {
		t.Helper()
		for _, part := range parts {
			if !labtest.HoldsNumber(c.text.TR, part.In(i18n.TR)) || !labtest.HoldsNumber(c.text.EN, part.In(i18n.EN)) {
				t.Errorf("%s: %s: %q / %q lacks %q / %q", q, c.id, c.text.TR, c.text.EN, part.In(i18n.TR), part.In(i18n.EN))
			}
		}
	}
	cell := func(row int, col string) i18n.Localized { return outcome(t, res, row, col) }
	fail := func(why string) {
		t.Helper()
		t.Errorf("%s: %s claims what the run contradicts: %s (%q)", q, c.id, why, c.text.EN)
	}
	if len(c.facts) == 0 {
		fail("the sentence carries no claim")
	}
	switch c.id {
	case claimNoRequests:
		if u.Requests != 0 || b.Requests != 0 {
			fail("requests arrived")
		}
	case claimUnbounded:
		if u.Rejected != 0 || u.Dropped != 0 || u.Completed != u.Requests {
			fail("the unbounded mode did not answer every request 200")
		}
		if u.Requests > 1 {
			has(cell(0, "requests"))
		}
	case claimSame:
		if b.Rejected != 0 || b.Dropped != 0 || !reflect.DeepEqual(u.Groups, b.Groups) {
			fail("the modes differ")
		}
		has(cell(0, "requests"))
	case claimNoneAway:
		if b.Rejected != 0 || b.Dropped != 0 {
			fail("bounded rejected requests")
		}
	case claimShed:
		if b.Rejected == 0 || b.Completed == 0 || b.Failed != 0 {
			fail("nothing rejected, nothing accepted, or attempts unanswered")
		}
		has(cell(1, "503"), cell(1, "sent"))
		if strings.Contains(c.text.EN, "end to end") != strings.Contains(c.text.TR, "uçtan uca") {
			fail("end to end in one language only")
		}
	case claimSooner, claimLater:
		if b.Rejected == 0 || u.Failed != 0 || b.Failed != 0 {
			fail("nothing rejected, or attempts unanswered")
		}
		has(cell(0, "200"), cell(1, "200"))
		if retried(b) != strings.Contains(c.text.EN, "end to end") {
			fail("end to end said without retries, or left out with them")
		}
	case claimLittle, claimLittleBounds:
		// The figures are the Little section's, line for line.
		lu, lb := s.stats[0].little(s.from, s.to), s.stats[1].little(s.from, s.to)
		if math.Abs(lb.L-lb.Lambda*lb.W) > 1e-9*lb.L || lb.L <= 0 {
			fail("L ≠ λW")
		}
		has(sig(lb.L))
		if c.id == claimLittle {
			has(sig(lb.Lambda), sig(lb.W), sig(lb.Lambda*lb.W))
			break
		}
		if u.Little.Window != b.Little.Window || u.Little.Window <= 0 {
			fail("two averages over different windows")
		}
		if !(lb.L < lu.L && lb.W < lu.W) {
			fail("bounded did not hold fewer jobs for less time")
		}
		has(sig(lu.L))
	case claimRetries:
		if p.Client == clientNone || b.Sent <= b.Requests {
			fail("no retries")
		}
		has(cell(1, "requests"))
	case claimNoRetry:
		if p.Client == clientNone || b.Sent != b.Requests || b.Rejected != 0 {
			fail("there were retries")
		}
	case claimExhausted:
		if b.Exhausted == 0 || b.Exhausted != b.GaveUp-b.Expired-b.Broken || b.Exhausted > b.Rejected {
			fail("exhausted count inconsistent")
		}
		has(cell(1, "gave_up"), words.Int(p.tries()))
	case claimDropped:
		if b.Dropped == 0 {
			fail("nothing dropped")
		}
		has(cell(1, "504"))
	case claimInTime:
		if b.Goodput+b.Late != b.Completed || u.Goodput+u.Late != u.Completed || b.Goodput > b.Requests {
			fail("goodput counts inconsistent")
		}
		has(cell(1, "goodput"), cell(0, "goodput"), words.Dur(p.window()))
	case claimLate:
		if u.Late == 0 {
			fail("nothing late")
		}
		has(cell(0, "late"), words.Dur(p.window()))
	case claimClasses, claimReserve:
		cl := b.Classes
		if cl == nil || cl.Critical.Sent+cl.Normal.Sent != b.Sent || cl.Critical.Rejected+cl.Normal.Rejected != b.Rejected {
			fail("class counts do not add up")
		}
		crit, norm := classPct(cl.Critical), classPct(cl.Normal)
		if crit < 0 || crit > 100 || norm < 0 || norm > 100 {
			fail("a share outside 0–100 %")
		}
		has(words.Pct(norm, 1), words.Int(cl.Critical.Sent), words.Int(cl.Normal.Sent))
		if c.id == claimClasses {
			has(words.Pct(crit, 1))
			break
		}
		switch {
		case cl.Critical.Rejected == 0:
			if !strings.Contains(c.text.EN, "none of its") {
				fail("no critical rejection not said")
			}
		case crit < norm:
			has(words.Pct(crit, 1), words.Num(norm-crit, 1))
		default:
			if !strings.Contains(c.text.EN, "did not keep") {
				fail("no protection not said")
			}
			has(words.Pct(crit, 1))
		}
	case claimStopped:
		m := b
		if strings.HasPrefix(c.text.EN, "The unbounded") {
			m = u
		}
		if m.Stopped == 0 || m.Unfinished == 0 || !res.Cut {
			fail("the mode finished")
		}
		if m.Open > 0 {
			has(words.Int(m.Open))
		}
		has(words.Dur(time.Duration(m.Stopped * float64(time.Second))))
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
			has(words.Int(l.Min), words.Int(l.Max), words.Int(l.Floor), words.Int(l.Ceiling))
		case claimLimitFlat:
			if l.Min != l.Max || l.Floor == l.Ceiling {
				fail("the limit moved, or could not")
			}
			has(words.Int(l.Min), words.Int(l.Floor), words.Int(l.Ceiling))
		case claimStuck:
			if p.Queue != 0 || l.Min != l.Max {
				fail("the limit had room")
			}
		}
	default:
		t.Errorf("%s: claim %s has no check", q, c.id)
	}
}

// untouched reports that no learner's fault acted on either mode.
func untouched(p *Params, res *lab.Result) bool {
	s := res.Summary.(*Summary)
	return !p.touched(modeUnbounded, s.stats[0].end) && !p.touched(modeBounded, s.stats[1].end)
}

// The sentences that must appear whenever their condition holds: a reading
// that stays silent about the lesson's contrast teaches nothing.
func requiredClaims(p *Params, res *lab.Result) []string {
	s := res.Summary.(*Summary)
	u, b := s.Modes[0], s.Modes[1]
	if u.Requests == 0 {
		return []string{claimNoRequests}
	}
	var ids []string
	// A learner's fault that left bounded attempts unanswered: the lab
	// compares the modes no more (the fault's own sentence tells).
	// A mode stopped at its horizon says so, and nothing of its ends.
	if u.Stopped > 0 || b.Stopped > 0 {
		ids = append(ids, claimStopped)
	}
	cut := b.Stopped > 0
	if b.Rejected > 0 && b.Completed > 0 && b.Failed == 0 && !cut {
		ids = append(ids, claimShed)
	}
	if b.Rejected == 0 && b.Dropped == 0 && b.Failed == 0 && !cut && !reflect.DeepEqual(u.Groups, b.Groups) {
		ids = append(ids, claimNoneAway)
	}
	if b.Dropped > 0 {
		ids = append(ids, claimDropped)
	}
	if p.Client != clientNone && b.Sent > b.Requests && b.Failed == 0 && !cut {
		ids = append(ids, claimRetries)
		if b.Completed > 0 && b.E2E.Max >= 1.1*slowest(u) && p.Arrivals == arrivalsBurst && untouched(p, res) {
			ids = append(ids, claimLater)
		}
	}
	if p.Deadline > 0 || u.Late+b.Late > 0 {
		ids = append(ids, claimInTime)
	}
	if c := b.Classes; p.Reserve > 0 && c != nil && c.Critical.Sent > 0 && c.Normal.Rejected > 0 {
		ids = append(ids, claimReserve)
	}
	if b.Limit != nil && p.Queue > 0 && b.Limit.Min != b.Limit.Max {
		ids = append(ids, claimLimit)
	}
	if b.Little != nil && b.Little.L > 0 {
		ids = append(ids, claimLittle)
	}
	return ids
}

// Every sentence of every reading on the grid is true of its run: its
// claims hold against the oracle, which measures them on the raw run, its
// counts are the tables' beside it, and the run's texts follow the
// glossary's typography.
func TestEveryReadingSentenceHoldsForItsRun(t *testing.T) {
	if len(readingGrid) < 30 {
		t.Fatalf("grid of %d sets, want ≥ 30", len(readingGrid))
	}
	seen := map[string]int{}
	lesson, err := Lab.Run(nil, gridEnv())
	if err != nil {
		t.Fatal(err)
	}
	for _, q := range readingGrid {
		v, err := url.ParseQuery(q)
		if err != nil {
			t.Fatal(err)
		}
		params, err := Lab.Decode(v)
		if err != nil {
			t.Fatalf("%s: %v", q, err)
		}
		res, err := Lab.RunParams(params, gridEnv())
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
			if !res.Reading[i].Text.Equal(c.text) {
				t.Errorf("%s: result reading %d differs from claim %s", q, i, c.id)
			}
			claimHolds(t, q, p, res, c)
		}
		for _, f := range oracle.New(res, lesson).Check() {
			t.Errorf("%s: %v", q, f)
		}
		for _, what := range Lab.Invariants(res) {
			t.Errorf("%s: %s", q, what)
		}
		for _, id := range requiredClaims(p, res) {
			if !ids[id] {
				t.Errorf("%s: reading lacks %s", q, id)
			}
		}
		labtest.CheckWords(t, Lab, q, res)
	}
	// The grid reaches every sentence the lab can print.
	for _, id := range []string{claimNoRequests, claimUnbounded, claimSame, claimNoneAway, claimShed, claimSooner, claimLater,
		claimLittle, claimLittleBounds, claimRetries, claimNoRetry, claimExhausted, claimDropped, claimInTime, claimLate,
		claimClasses, claimReserve, claimLimit, claimLimitFlat, claimStuck, claimStopped} {
		if seen[id] == 0 {
			t.Errorf("no grid run printed claim %s", id)
		}
	}
	t.Logf("%d runs", len(readingGrid))
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
	if r := strings.Join(readingEN(res), " "); !strings.Contains(r, "1 request still got a 503 on its last allowed attempt (attempt 2)") ||
		!strings.Contains(r, "2 of 12 attempts were rejected") {
		t.Errorf("one exhausted request: %s", r)
	}
	res, _ = run(t, "requests=1&concurrency=1&queue=0&client=retry_after&attempts=3")
	if r := strings.Join(readingEN(res), " "); !strings.Contains(r, "accepted its one request") || !strings.Contains(r, "never had to retry") {
		t.Errorf("one request: %s", r)
	}
}

// The lesson's reading, word for word, in both languages: it is what a
// learner reads first.
func TestReadingAtTheLessonsValues(t *testing.T) {
	res, _ := run(t, "")
	want := []i18n.Text{
		{TR: "Denetimsiz kipte sunucu 10 isteğin hepsini kabul etti; en yavaş yanıt 1,5 s sürdü.",
			EN: "Unbounded, the server accepted all 10 requests; the slowest answer took 1.5 s."},
		{TR: "Denetimli kipte 10 denemeden 6'sı bekletilmeden 503 ile geri çevrildi; kabul edilenler en geç 600,2 ms içinde yanıtlandı.",
			EN: "Bounded, 6 of 10 attempts were rejected at once with a 503; the accepted ones were answered within 600.2 ms."},
		{TR: "Kabul denetimi belirsiz bir beklemeyi kesin bir redde çevirdi: denetimsiz kipte 200 alan 10 isteğin en yavaşı 1,5 s, denetimli kipte 200 alan 4 isteğin en yavaşı 600,2 ms sürdü; 2,5 kat daha kısa.",
			EN: "Admission control turned an open-ended wait into a clear rejection: of the 10 requests answered 200 unbounded, the slowest took 1.5 s; of the 4 requests answered 200 bounded, 600.2 ms, 2.5 times shorter."},
		{TR: "Little yasası denetimli sunucuda ölçümle tutuyor: kabul ettiği denemelerden ortalama L = 1,2 deneme yoldaydı (gönderilmiş, yanıtı henüz gelmemiş) ve λW = 2,67/s × 0,45 s = 1,2.",
			EN: "Little's law holds as measured at the bounded server: of the attempts it admitted, L = 1.2 were under way on average (sent, answer not yet back), and λW = 2.67/s × 0.45 s = 1.2."},
		{TR: "Aynı pencerede (1,5 s) denetimsiz sunucunun kabul ettiği denemelerden ortalama 6 deneme yoldaydı ve her biri ortalama 900,2 ms sürdü; denetimli sunucuda bunlar 1,2 deneme ve 450,2 ms: tutulan işi sınırlamak, bir işin sunucuda kaldığı süreyi de sınırladı.",
			EN: "Over the same window (1.5 s), of the attempts the unbounded server admitted, 6 were under way on average, each for 900.2 ms on average; of the bounded server's, 1.2, each for 450.2 ms: bounding the jobs held bounded the time each was held."},
	}
	var texts []i18n.Text
	for _, r := range res.Reading {
		texts = append(texts, r.Text)
	}
	if !reflect.DeepEqual(texts, want) {
		var got []string
		for _, r := range res.Reading {
			got = append(got, r.TR, r.EN)
		}
		t.Fatalf("reading:\n%s", strings.Join(got, "\n"))
	}
}
