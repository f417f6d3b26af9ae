package registry

import (
	"net/url"
	"slices"
	"strings"
	"testing"
	"time"

	"playground/engine/i18n"
	"playground/engine/lab"
	"playground/engine/oracle"
	"playground/engine/sim"
)

// fullRun runs q keeping its whole trace, as the oracle needs.
func fullRun(t *testing.T, q string) *lab.Result {
	t.Helper()
	v, err := url.ParseQuery(q)
	if err != nil {
		t.Fatal(err)
	}
	res, err := Lab.Run(v, &lab.Env{Limits: sim.Limits{Trace: 1 << 22}})
	if err != nil {
		t.Fatalf("%s: %v", q, err)
	}
	return res
}

// sentence is the reading with id, or fails.
func sentence(t *testing.T, res *lab.Result, id string) lab.Sentence {
	t.Helper()
	for _, s := range res.Reading {
		if s.ID == id {
			return s
		}
	}
	var ids []string
	for _, s := range res.Reading {
		ids = append(ids, s.ID)
	}
	t.Fatalf("no sentence %q among %v", id, ids)
	return lab.Sentence{}
}

// Every sentence the registry says, over the property grid, carries
// claims, and the oracle — code that shares nothing with this lab's —
// bears each one out against the raw run; every kind of sentence is said
// somewhere.
func TestEveryRegistrySentenceCarriesClaimsTheOracleBearsOut(t *testing.T) {
	lesson := fullRun(t, "")
	seen := map[string]bool{}
	for _, q := range readingGrid {
		res := fullRun(t, q)
		for _, f := range oracle.New(res, lesson).Check() {
			t.Errorf("%s: %v", q, f)
		}
		for _, s := range res.Reading {
			seen[s.ID] = true
		}
	}
	for _, id := range []string{"window", "window_open", "window_restarted", "kill_noop", "late_listed", "no_window",
		"at_once_dead", "at_once_expired", "at_once_missed", "at_once_no_answer", "later_window", "later_stale",
		"end", "end_same", "end_fewer", "health", "health_stale", "health_unknown", "static_503",
		"outage", "outage_held", "no_address", "dropouts", "oscillation", "resolves", "fault_listed", "fault_listed_end"} {
		if !seen[id] {
			t.Errorf("no grid run says %q: its claims are never checked", id)
		}
	}
}

// With a 30 s lease the measurement ends 2.2 s after the kill: the record
// was still listed then, and its expiry, 29.5 s after the kill, lies after
// the run. It is said as what the run saw, not as an expiry observed.
func TestARecordStillListedWhenTheMeasurementEndedIsNotSaidToHaveLeftTheList(t *testing.T) {
	res := fullRun(t, "lease=30s&renew=10s&requests=1&clients=1")
	s := sentence(t, res, "window_open")
	if want := "The killed replica's record was still on the list when the measurement ended, 2.2 s after the kill"; !strings.HasPrefix(s.EN, want) {
		t.Errorf("%s\nwant it to start %q", s.EN, want)
	}
	if !strings.HasPrefix(s.TR, "Öldürülen kopyanın kaydı, ölçüm bittiğinde, yani kopya öldürüldükten 2,2 s sonra hâlâ listedeydi") {
		t.Errorf("%s", s.TR)
	}
	for _, r := range res.Reading {
		if strings.Contains(r.EN, "29.5 s") || strings.Contains(r.EN, "left the list") {
			t.Errorf("an expiry after the run is narrated: %s", r.EN)
		}
	}
	if f := oracle.New(res, fullRun(t, "")).Check(); len(f) != 0 {
		t.Errorf("%v", f)
	}
}

// A replica the script killed and a fault restarted at 2 s: its record ran
// out 697.5 ms after the kill, as the replay's events show, and then it
// was alive again — the last phase's sentence says nothing of a dead
// replica in the file, and the run's claims hold.
func TestARestartedReplicaIsNoLongerCalledTheDeadOne(t *testing.T) {
	res := fullRun(t, "faults=restart:127.0.0.1:8764@2s")
	s := res.Summary.(*Summary)
	kill := msOf(s.KilledAtMS)
	var gone time.Duration
	for _, e := range res.Scene.Events {
		if e.Node == s.Killed && e.T > kill && e.Counters != nil && e.Counters["registered"] == 0 {
			gone = e.T
			break
		}
	}
	if w := sentence(t, res, "window"); gone-kill != 697500*time.Microsecond || !strings.Contains(w.EN, "left the list 697.5 ms after the kill") {
		t.Errorf("the replay drops the record %v after the kill; the reading says: %s", gone-kill, w.EN)
	}
	end := sentence(t, res, "end")
	if strings.Contains(end.EN, "dead replica") || !strings.Contains(end.EN, "The file does not list the new replica") {
		t.Errorf("%s", end.EN)
	}
	if f := oracle.New(res, fullRun(t, "")).Check(); len(f) != 0 {
		t.Errorf("%v", f)
	}
	// Restarted before its record ran out, the window closes at the
	// restart: the address is no longer dead.
	res = fullRun(t, "lease=2s&faults=restart:127.0.0.1:8764@1.5s")
	if w := sentence(t, res, "window_restarted"); !strings.Contains(w.EN, "was still on the list when your fault started its process again, 597.4 ms after the kill") {
		t.Errorf("%s", w.EN)
	}
	if s := res.Summary.(*Summary); s.WindowEnd != "restarted" || s.DiscoveryWindowMS != 597.4 {
		t.Errorf("window %q, %v ms", s.WindowEnd, s.DiscoveryWindowMS)
	}
}

// With resolve=watch the client sent 5 resolutions while the table's
// column sums to 2: the sentence gives the total and says which part is
// the column (the phases' own) and which the watch sent between phases,
// the last of them still parked at the registry when the measurement
// ended (so the trace, which holds finished calls, has 4).
func TestAResolutionTotalSaysWhichPartIsTheTablesColumn(t *testing.T) {
	res := fullRun(t, "resolve=watch")
	col := 0
	for i := range phaseIDs {
		c, _ := res.Cell("resolve/" + row(i) + "/resolution_requests")
		col += atoi(t, c.EN)
	}
	s := sentence(t, res, "resolves")
	if col != 2 || !strings.Contains(s.EN, "the client sent 5 resolution requests for 30 catalogue calls: 2 while the phases were measured (the table's resolutions column), 3 by the watch between them, the last still waiting at the registry when the measurement ended.") {
		t.Errorf("column %d; %s", col, s.EN)
	}
	if !strings.Contains(s.TR, "2 tanesi aşamalar ölçülürken (tablonun çözümleme sütunu), 3 tanesi aşamaların arasında izleme tarafından") {
		t.Errorf("%s", s.TR)
	}
	if f := oracle.New(res, fullRun(t, "")).Check(); len(f) != 0 {
		t.Errorf("%v", f)
	}
}

// A request a fault dropped is counted: the static path's first phase
// loses one to 127.0.0.1:8762, which has its own column (beside the
// outcomes, outside the lesson's table), so the phase's columns add up to
// its 6 requests, as the lab's declared invariants check on every run.
func TestARequestAFaultDroppedHasAColumnAndThePhaseAddsUp(t *testing.T) {
	res := fullRun(t, "faults=drop:olc>127.0.0.1:8762@850ms+100ms")
	s := res.Summary.(*Summary)
	if p := s.Phases[0]; p.StaticOK != 5 || p.StaticLost != 1 {
		t.Errorf("phase 1: %d served, %d lost; want 5 and 1", p.StaticOK, p.StaticLost)
	}
	if c, _ := res.Cell("outcomes/1/static_lost"); c.EN != "1" {
		t.Errorf("outcomes/1/static_lost = %q", c.EN)
	}
	for _, sec := range res.Sections {
		if sec.Lesson && strings.Contains(sec.Table.Text(i18n.EN), "lost") {
			t.Errorf("the lesson's table gained a column:\n%s", sec.Table.Text(i18n.EN))
		}
	}
	if Lab.Invariants == nil {
		t.Fatal("the lab declares no invariants")
	}
	if bad := Lab.Invariants(res); len(bad) != 0 {
		t.Errorf("%v", bad)
	}
	// The invariants can fail: a column that loses the dropped request.
	broken := fullRun(t, "faults=drop:olc>127.0.0.1:8762@850ms+100ms")
	for _, sec := range broken.Sections {
		if sec.ID == "outcomes" {
			sec.Table.Rows[0][7] = i18n.Plain("0")
		}
	}
	if bad := Lab.Invariants(broken); len(bad) != 2 { // the phase's sum, and the trace's lost call
		t.Errorf("a missing lost request found %d broken invariants: %v", len(bad), bad)
	}
}

// The sentences that had no claims carry them now, and at the lesson's
// values the run's tables are the golden ones, byte for byte.
func TestTheLessonsRunIsGoldenAndItsSentencesCarryClaims(t *testing.T) {
	res := fullRun(t, "")
	if got := res.LessonText(i18n.EN); got != golden {
		t.Errorf("lesson text:\n%s\nwant:\n%s", got, golden)
	}
	for _, s := range res.Reading {
		if len(s.Claims) == 0 {
			t.Errorf("%s carries no claim: %s", s.ID, s.EN)
		}
	}
	ids := []string{}
	for _, s := range res.Reading {
		ids = append(ids, s.ID)
	}
	if !slices.Equal(ids, []string{"window", "at_once_dead", "end", "health", "static_503"}) {
		t.Errorf("lesson reading %v", ids)
	}
}

func atoi(t *testing.T, s string) int {
	t.Helper()
	n := 0
	for _, c := range s {
		if c < '0' || c > '9' {
			t.Fatalf("%q is not a count", s)
		}
		n = n*10 + int(c-'0')
	}
	return n
}
