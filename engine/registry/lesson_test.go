package registry

import (
	"bytes"
	"strings"
	"testing"

	"playground/engine/i18n"
	"playground/engine/lab"
)

func TestGoldenAtDefaults(t *testing.T) {
	res, _ := run(t, "")
	if got := res.LessonText(i18n.EN); got != golden {
		t.Fatalf("lesson text differs from the golden block:\n%s\nwant:\n%s", got, golden)
	}
	if !res.MatchesLesson {
		t.Fatal("MatchesLesson is false at the defaults")
	}
}

func TestLessonNumbersAtDefaults(t *testing.T) {
	_, s := run(t, "")
	checkCores(t, "defaults", s, lessonCores)
	if s.DeadWindowRequests != 2 {
		t.Errorf("dead_window_requests = %d, want 2", s.DeadWindowRequests)
	}
	if s.FilesTouched != (pair{3, 0}) || s.ClientsRestarted != (pair{3, 0}) {
		t.Errorf("files %v restarts %v, want {3 0} both", s.FilesTouched, s.ClientsRestarted)
	}
	wantNames := []string{"all alive", "replica killed (at once)", "lease expired", "replica reports unhealthy", "new replica added"}
	wantLists := []string{
		"127.0.0.1:8762,127.0.0.1:8763,127.0.0.1:8764",
		"127.0.0.1:8762,127.0.0.1:8763,127.0.0.1:8764",
		"127.0.0.1:8762,127.0.0.1:8763",
		"127.0.0.1:8762",
		"127.0.0.1:8762,127.0.0.1:8765",
	}
	for i, p := range s.Phases {
		if p.Name != wantNames[i] || strings.Join(p.RegistryList, ",") != wantLists[i] {
			t.Errorf("phase %d: name %q list %v", i+1, p.Name, p.RegistryList)
		}
		if !p.Resolved || p.Resolutions != 1 || p.AnswerAgeMS != 0 || p.ChangesMissed != 0 {
			t.Errorf("phase %d: resolved %v resolutions %d age %v missed %d; want one fresh resolution",
				i+1, p.Resolved, p.Resolutions, p.AnswerAgeMS, p.ChangesMissed)
		}
	}
	// The kill comes 2.6 ms into phase 1 (13 calls of 200 µs round trip);
	// the dead replica last renewed at 700.1 ms (start 400 ms + 300 ms +
	// one hop), so its record lives until 1600.1 ms: 697.5 ms of window.
	if s.DiscoveryWindowMS != 697.5 {
		t.Errorf("discovery window = %v ms, want 697.5", s.DiscoveryWindowMS)
	}
	// 3 registrations, the dead record's expiry, the health change, the new
	// replica: six changes of the routable set, six index moves.
	if s.RoutableChanges != 6 || s.RegistryIndex != 6 || s.LiveDropouts != 0 {
		t.Errorf("routable changes %d, index %d, dropouts %d; want 6, 6, 0", s.RoutableChanges, s.RegistryIndex, s.LiveDropouts)
	}
	if s.ResolutionRequests != 5 || s.CatalogRequests != 30 || s.MissedRenewalsToDrop != 3 || s.ExtraProcesses != 1 {
		t.Errorf("resolutions %d catalogue %d missed %d extra %d; want 5 30 3 1",
			s.ResolutionRequests, s.CatalogRequests, s.MissedRenewalsToDrop, s.ExtraProcesses)
	}
	// Renewals that reached the registry before the measurement ended
	// (3111.2 ms): 8762 and 8763 at 400, 700, …, 3100 ms (10 each), 8764 at
	// 400 and 700 ms, 8765 on start (≈2509 ms) and twice more.
	if s.RenewalsReceived != 25 || s.RenewalsLost != 0 {
		t.Errorf("renewals received %d lost %d; want 25 and 0", s.RenewalsReceived, s.RenewalsLost)
	}
}

func TestTurkishUsesLessonLabels(t *testing.T) {
	res, _ := run(t, "")
	tr := res.LessonText(i18n.TR)
	for _, want := range []string{"aşama", "sabit b/i", "defter kayıt", "kopya öldürüldü (hemen)",
		"kira süresi doldu", "keşif penceresinde ölü adrese giden istek = 2/6",
		"yeniden başlatılan istemci: sabit 3, defter 0"} {
		if !strings.Contains(tr, want) {
			t.Errorf("Turkish text lacks %q:\n%s", want, tr)
		}
	}
}

func TestDeterministicJSON(t *testing.T) {
	for _, q := range []string{"", "resolve=watch&outage_at=1.5s&outage_for=1.2s", "lease=300ms&renew=100ms&blip_at=1.9s&blip_for=400ms"} {
		a, _ := run(t, q)
		b, _ := run(t, q)
		ja, _ := a.JSON()
		jb, _ := b.JSON()
		if !bytes.Equal(ja, jb) {
			t.Errorf("%q: two runs gave different JSON", q)
		}
	}
}

func TestSummaryJSONKeys(t *testing.T) {
	res, _ := run(t, "")
	j, err := res.JSON()
	if err != nil {
		t.Fatal(err)
	}
	for _, k := range []string{`"phases"`, `"name"`, `"static_ok"`, `"static_addrs"`, `"registry_ok"`,
		`"registry_records"`, `"registry_addrs"`, `"dead_window_requests"`, `"files_touched"`,
		`"clients_restarted"`, `"resolution_requests"`, `"routable_changes"`} {
		if !bytes.Contains(j, []byte(k)) {
			t.Errorf("JSON lacks %s", k)
		}
	}
}

// TestTimeline checks the spans the UI draws at the defaults.
func TestTimeline(t *testing.T) {
	res, s := run(t, "")
	find := func(lane, state string) []lab.Span {
		var out []lab.Span
		for _, sp := range res.Spans {
			if sp.Lane == lane && sp.State == state {
				out = append(out, sp)
			}
		}
		return out
	}
	ms := func(v float64) int64 { return int64(v * 1e6) }
	// The killed replica: alive 400 ms → kill; registered until 1600.1 ms.
	alive := find("127.0.0.1:8764", stateAlive)
	if len(alive) != 1 || alive[0].From != 400e6 || int64(alive[0].To) != ms(902.6) {
		t.Errorf("8764 alive spans %v", alive)
	}
	reg := find("127.0.0.1:8764", stateRegistered)
	if len(reg) != 1 || int64(reg[0].To) != ms(1600.1) {
		t.Errorf("8764 registered spans %v", reg)
	}
	win := find(laneDiscovery, stateDeadListed)
	if len(win) != 1 || int64(win[0].To-win[0].From) != ms(s.DiscoveryWindowMS) {
		t.Errorf("discovery window spans %v", win)
	}
	// The broken replica stays registered but stops being routable at its
	// first renewal after /bozul.
	if r := find("127.0.0.1:8763", stateRoutable); len(r) != 1 || r[0].To <= r[0].From {
		t.Errorf("8763 routable spans %v", r)
	}
	if r := find("127.0.0.1:8763", stateRegistered); len(r) != 1 || float64(r[0].To)/1e6 != s.MeasurementEndMS {
		t.Errorf("8763 registered spans %v, want one to the end", r)
	}
	for i, id := range phaseIDs {
		if p := find(lanePhase, id); len(p) != 1 || float64(p[0].From)/1e6 != s.Phases[i].AtMS {
			t.Errorf("phase marker %s: %v", id, p)
		}
	}
	for _, sp := range res.Spans {
		if sp.From > sp.To {
			t.Errorf("span runs backwards: %+v", sp)
		}
	}
	replicas := res.SeriesByID("replicas")
	if replicas == nil || len(replicas.Lines) != 3 {
		t.Fatalf("series: %+v", res.Series)
	}
	for _, l := range replicas.Lines {
		last := l.Points[len(l.Points)-1]
		want := map[string]float64{"alive": 3, "live_records": 3, "routable": 2}[l.ID]
		if last.Y != want {
			t.Errorf("series %s ends at %v, want %v", l.ID, last.Y, want)
		}
	}
	if len(res.Trace) == 0 || len(res.Reading) < 3 {
		t.Errorf("trace %d messages, reading %d sentences", len(res.Trace), len(res.Reading))
	}
}

// At the lesson's values the reading says what the lesson says, with the
// run's numbers: the window, the 2 of 6 at once, the file that never learns,
// the unhealthy replica off the list.
func TestReadingAtDefaultsSaysWhatTheLessonSays(t *testing.T) {
	res, s := run(t, "")
	want := []string{
		"The killed replica's record left the list 697.5 ms after the kill: the dead record's lease (900 ms) counts from its last renewal and ran out only then. That time is the discovery window.",
		"In the phase measured right after the kill, 2 of the registry path's 6 requests went to the dead address: the list the client acted on still held it.",
		"In the last phase the registry path got 6 of its 6 requests served, the static path 2. The file still lists the dead replica and not the new one, and stays wrong until someone edits it.",
		"The replica that reports unhealthy (127.0.0.1:8763) stays registered (live records: 2) but is off the routable list (routable addresses: 1): a living process is not a working one.",
		"The static file cannot tell: over the measurement 4 requests on the static path went to the unhealthy replica and got 503.",
	}
	if len(res.Reading) != len(want) {
		t.Fatalf("%d sentences (%v), want %d", len(res.Reading), s.readings, len(want))
	}
	for i, w := range want {
		if got := res.Reading[i].In(i18n.EN); got != w {
			t.Errorf("sentence %d:\n got %q\nwant %q", i, got, w)
		}
	}
	for i, tr := range []string{
		"Öldürülen kopyanın kaydı, kopya öldürüldükten 697,5 ms sonra listeden düştü: ölü kaydın kirası (900 ms) son yenilemesinden sayılır ve ancak o zaman doldu. Bu süre keşif penceresidir.",
		"Kopya öldürüldükten hemen sonra ölçülen aşamada kayıt defteri yolunun 6 isteği içinden 2'si ölü adrese gitti: istemcinin kullandığı liste ölü adresi hâlâ içeriyordu.",
	} {
		if got := res.Reading[i].In(i18n.TR); got != tr {
			t.Errorf("Turkish %d:\n got %q\nwant %q", i, got, tr)
		}
	}
}

// Every span the timeline draws is named in both languages and says how it is
// drawn: five phase markers, a discovery window, the rest replica states.
func TestSpansAreNamedAndKinded(t *testing.T) {
	res, _ := run(t, "outage_at=1s&outage_for=200ms")
	kinds := map[string]int{}
	for _, s := range res.Spans {
		kinds[s.Kind]++
		if s.Label.TR == "" || s.Label.EN == "" || s.Label.TR == s.Label.EN {
			t.Errorf("span %s/%s label %+v", s.Lane, s.State, s.Label)
		}
	}
	if kinds[lab.SpanMarker] != 5 || kinds[lab.SpanWindow] != 2 || kinds[lab.SpanState] < 12 {
		t.Fatalf("span kinds %v: want 5 markers, 2 windows (discovery, outage), ≥12 states", kinds)
	}
}
