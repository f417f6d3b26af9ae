package registry

import (
	"slices"
	"strings"
	"testing"
	"time"

	"playground/engine/i18n"
	"playground/engine/lab"
	"playground/engine/lab/labtest"
	"playground/engine/oracle"
)

// table is a section's rows (1 to 5, by phase), each row's cells by column
// id, in English.
func table(t *testing.T, res *lab.Result, id string) []map[string]string {
	t.Helper()
	for _, s := range res.Sections {
		if s.ID != id || s.Table == nil {
			continue
		}
		var out []map[string]string
		for _, r := range s.Table.Rows {
			row := map[string]string{}
			for i, c := range s.Table.Columns {
				row[c.ID] = r[i].EN
			}
			out = append(out, row)
		}
		return out
	}
	t.Fatalf("no table %q", id)
	return nil
}

// cutRun runs q, which a fault stretches to its horizon, and checks what
// every such run keeps: the oracle bears out every claim, the invariants
// hold, the lesson's table is not printed as the lesson's, and every phase
// never reached shows "—" in each table.
func cutRun(t *testing.T, q string) (*lab.Result, *Summary) {
	t.Helper()
	res := fullRun(t, q)
	s := res.Summary.(*Summary)
	if !res.Cut || !s.Cut {
		t.Fatalf("%s: the horizon did not stop the script (cut %v, %v)", q, res.Cut, s.Cut)
	}
	for _, f := range oracle.New(res, fullRun(t, "")).Check() {
		t.Errorf("%s: %v", q, f)
	}
	for _, bad := range Lab.Invariants(res) {
		t.Errorf("%s: %s", q, bad)
	}
	lesson := labtest.Section(t, res, "phases")
	if lesson.Lesson || res.MatchesLesson || res.LessonText(i18n.EN) != "" || !lesson.Title.Equal(titleLessonCut) {
		t.Errorf("%s: a run stopped before its script finished prints the lesson's table as the lesson's", q)
	}
	for _, id := range []string{"phases", "resolve", "outcomes"} {
		for i, row := range table(t, res, id)[len(s.Phases):] {
			for col, c := range row {
				if col != "phase" && c != "—" {
					t.Errorf("%s: %s row %d, never reached, shows %s = %q", q, id, len(s.Phases)+i+1, col, c)
				}
			}
		}
	}
	if res.Stats.VirtualTime > res.Horizon {
		t.Errorf("%s: ran %v, past its horizon %v", q, res.Stats.VirtualTime, res.Horizon)
	}
	return res, s
}

// A stall of a day on the first replica, with renewals every 10 ms, once
// ran 11 h 34 min of virtual time into the event cap; with the horizon it
// stops at 9.02 s, in phase 3's first request, and the lab indexed the
// phases it never reached. It now shows phases 1 and 2 as measured, phase
// 3 as far as it went (the request still waiting "no answer by the end",
// the five it never made "not reached"), phases 4 and 5 as "—", and says
// nothing of phases it did not measure to their end.
func TestAStallOfADayStopsTheRunAtItsHorizonWithThePhasesItNeverReachedShownAsNotMeasured(t *testing.T) {
	res, s := cutRun(t, "faults=stall:127.0.0.1:8762@1s+23h&renew=10ms")
	if res.Horizon != 9020200*time.Microsecond || s.MeasurementEndMS != 9020.2 || len(s.Phases) != 3 || !s.Phases[2].Cut || s.Phases[1].Cut {
		t.Fatalf("horizon %v, measurement end %v ms, %d phases", res.Horizon, s.MeasurementEndMS, len(s.Phases))
	}
	rows := table(t, res, "phases")
	if rows[0]["static_ok"] != "6/6" || rows[1]["registry_ok"] != "4/6" || rows[2]["static_ok"] != "0/6" ||
		rows[2]["registry_ok"] != "0/6" || rows[2]["registry_records"] != "—" || rows[2]["static_addrs"] != "3" {
		t.Errorf("phases %v", rows[:3])
	}
	out := table(t, res, "outcomes")[2]
	if out["static_run_ended"] != "1" || out["static_not_made"] != "5" || out["registry_run_ended"] != "0" || out["registry_not_made"] != "6" {
		t.Errorf("phase 3's outcomes %v", out)
	}
	if r := table(t, res, "resolve")[2]; r["answer_age"] != "—" || r["resolution_requests"] != "0" || r["registry_list"] != "—" {
		t.Errorf("phase 3's list %v", r)
	}
	lines := strings.Join(lineTexts(res, "phases"), "\n")
	for _, want := range []string{
		"dead-address requests in the discovery window = 2/6",
		"The run was stopped at its horizon, 9.02 s, while the phase “lease expired” was being measured: that row's numbers are those measured by then.",
		"The run never reached the phases “replica reports unhealthy”, “new replica added”; “—” marks what was not measured.",
	} {
		if !strings.Contains(lines, want) {
			t.Errorf("the table's lines lack %q:\n%s", want, lines)
		}
	}
	if !slices.Equal(s.readings, []string{"cut_phase", "window", "at_once_dead"}) {
		t.Errorf("sentences %v: only the cut, the window and the phase after the kill were measured", s.readings)
	}
	cut := sentence(t, res, "cut_phase")
	if want := "The run was stopped at its horizon, 9.02 s, while the phase “lease expired” was being measured: by then the static path had sent 1 and the registry path none of their 6 requests each; a static-path request to 127.0.0.1:8762 still waited for an answer then."; cut.EN != want {
		t.Errorf("%q", cut.EN)
	}
	if want := "Çalıştırma süre sınırında, 9,02 s'de durduruldu; o sırada “kira süresi doldu” aşaması ölçülüyordu: her yolun bu aşamadaki 6 isteğinden o ana dek sabit dosya yolunda 1'i, kayıt defteri yolunda hiçbiri gönderilmişti; sabit dosya yolunun 127.0.0.1:8762 adresine giden bir isteği o an hâlâ yanıt bekliyordu."; cut.TR != want {
		t.Errorf("%q", cut.TR)
	}
	// The metrics count what was measured by the horizon.
	if m := res.Metrics; m["dead_window_requests"] != 2 || m["dead_address_requests"] != 2 || m["registry_failed"] != 0 || m["discovery_window_ms"] != 897.5 {
		t.Errorf("metrics %v", m)
	}
}

// A stall of the registry from 2.1 s holds phase 3's resolution: the
// registry path has no list in that phase, which is not "no answer" (the
// answer may yet come) but not measured.
func TestARunStoppedWhileTheRegistryPathAwaitsItsListShowsNoListForThatPhase(t *testing.T) {
	res, s := cutRun(t, "faults=stall:127.0.0.1:8761@2.1s+23h")
	if ph := s.Phases[2]; !ph.Cut || ph.Looked || ph.Resolved || ph.RegistryNotMade != 6 || ph.Resolutions != 1 || ph.StaticOK+ph.StaticDead != 6 {
		t.Fatalf("phase 3 %+v", ph)
	}
	if r := table(t, res, "resolve")[2]; r["answer_age"] != "—" || r["changes_missed"] != "—" || r["resolution_requests"] != "1" || r["registry_list"] != "—" {
		t.Errorf("phase 3's list %v", r)
	}
	if r := table(t, res, "phases")[2]; r["registry_records"] != "—" || r["registry_addrs"] != "—" {
		t.Errorf("phase 3 %v", r)
	}
	if cut := sentence(t, res, "cut_phase").EN; !strings.HasSuffix(cut, "by then the static path had sent 6 and the registry path none of their 6 requests each; the registry path's resolution request still waited for the registry's answer then.") {
		t.Errorf("%q", cut)
	}
}

// The script's /bozul call held by a stall of its replica: the run stops
// between phases 3 and 4, the tables have no column for requests cut off
// (none was), and the reading says what the script was waiting for.
func TestARunStoppedBetweenPhasesSaysWhatTheScriptWaitedFor(t *testing.T) {
	res, s := cutRun(t, "faults=stall:127.0.0.1:8763@2.10655s+23h")
	if len(s.Phases) != 3 || s.Phases[2].Cut || s.BrokenAtMS != 0 {
		t.Fatalf("%d phases, the last cut %v, broken at %v ms", len(s.Phases), s.Phases[2].Cut, s.BrokenAtMS)
	}
	if _, ok := table(t, res, "outcomes")[0]["static_run_ended"]; ok {
		t.Error("a column of requests still waiting, with none")
	}
	if want := "The run was stopped at its horizon, 9.02 s, after the phase “lease expired” was measured and before the next one began: the script's /bozul call to 127.0.0.1:8763 still waited for an answer then."; sentence(t, res, "cut_between").EN != want {
		t.Errorf("%q", sentence(t, res, "cut_between").EN)
	}
	if tr := sentence(t, res, "cut_between").TR; tr != "Çalıştırma süre sınırında, 9,02 s'de durduruldu: “kira süresi doldu” aşaması ölçülmüştü, sonrakine henüz başlanmamıştı; ölçüm betiğinin 127.0.0.1:8763 adresine yaptığı /bozul çağrısı o an hâlâ yanıt bekliyordu." {
		t.Errorf("%q", tr)
	}
	// Its wait before phase 4, when the stall held nothing of the script's.
	res, _ = cutRun(t, "faults=stall:127.0.0.1:8763@1.2764s+7.478s")
	if got := sentence(t, res, "cut_between").EN; !strings.HasSuffix(got, "after the phase “lease expired” was measured and before the next one began: the script was in its wait before the next measurement.") {
		t.Errorf("%q", got)
	}
}

// Stopped in the first phase, the run never reached the script's kill: no
// sentence speaks of a discovery window, the lines say none was measured,
// the lesson's line has no number for the phase after the kill, and the
// sequence figure of that phase is not drawn.
func TestARunStoppedBeforeTheKillMeasuresNoDiscoveryWindow(t *testing.T) {
	res, s := cutRun(t, "faults=stall:127.0.0.1:8762@0s+23h")
	if len(s.Phases) != 1 || s.KilledAtMS != 0 || s.WindowEnd != "" || res.Metrics["discovery_window_ms"] != 0 {
		t.Fatalf("%d phases, killed at %v ms, window %q", len(s.Phases), s.KilledAtMS, s.WindowEnd)
	}
	if !slices.Equal(s.readings, []string{"cut_phase"}) {
		t.Errorf("sentences %v", s.readings)
	}
	all := strings.Join(append(lineTexts(res, "phases"), append(lineTexts(res, "outcomes"), lineTexts(res, "cost")...)...), "\n")
	for _, want := range []string{
		"dead-address requests in the discovery window = —/6 (the phase right after the kill was not measured to its end)",
		"No discovery window was measured: the run was stopped before the script killed the replica.",
		"The run never reached the phases “replica killed (at once)”, “lease expired”, “replica reports unhealthy”, “new replica added”;",
	} {
		if !strings.Contains(all, want) {
			t.Errorf("lines lack %q:\n%s", want, all)
		}
	}
	for _, f := range res.Figures {
		if f.ID == "sequence" {
			t.Error("a sequence figure of a phase never reached")
		}
	}
}

// The watch's query parked at the registry when the measurement ended is
// in the trace once a fault was applied (the run's end records the calls
// it left open): the resolutions sentence counts it there, as the last
// one still waiting, and the oracle bears it out.
func TestAWatchsParkedQueryIsCountedWhereTheRunsEndRecordedIt(t *testing.T) {
	q := "faults=delay:127.0.0.1:8762>127.0.0.1:8761@1.5252s+6.5537s&requests=10&resolve=watch"
	res := fullRun(t, q)
	for _, f := range oracle.New(res, fullRun(t, "")).Check() {
		t.Errorf("%s: %v", q, f)
	}
	if got := sentence(t, res, "resolves").EN; !strings.Contains(got, "the last still waiting at the registry when the measurement ended") {
		t.Errorf("%q", got)
	}
}

// No run reaches its horizon unless a fault stretched it: at the lab's
// extremes, a fault that changes nothing — a restart of the running
// registry at the start — gives a run that is not cut and prints the
// tables and metrics the run without it prints.
func TestARunWhoseFaultChangesNothingNeverReachesItsHorizonAtTheLabsExtremes(t *testing.T) {
	extremes := []string{
		"",
		"lease=30s&renew=10s&wait_start=10s&wait_phase1=10s&wait_kill=10s&wait_unhealthy=10s&wait_new=10s",
		"lease=30s&renew=100ms&replicas=10&requests=500&clients=100&resolve=call&wait_start=10s&wait_phase1=10s&wait_kill=10s&wait_unhealthy=10s&wait_new=10s",
		"lease=50ms&renew=10ms&replicas=10&requests=500&resolve=call&wait_start=1s&wait_phase1=1s&wait_kill=1s&wait_unhealthy=1s&wait_new=1s",
		"lease=50ms&renew=10ms&jitter=0.5&replicas=10&requests=500&resolve=watch&wait_start=500ms&wait_phase1=500ms&wait_kill=500ms&wait_unhealthy=500ms&wait_new=500ms&blip_at=1s&blip_for=60s",
		"lease=50ms&renew=10ms&jitter=0.5&replicas=10&requests=500&resolve=watch&wait_start=500ms&wait_phase1=500ms&wait_kill=500ms&wait_unhealthy=500ms&wait_new=500ms&outage_at=1s&outage_for=60s",
		"resolve=watch&outage_at=0s&outage_for=60s",
		"resolve=cache&cache_ttl=60s&lease=30s&renew=10s",
		"wait_start=0s&wait_phase1=0s&wait_kill=0s&wait_unhealthy=0s&wait_new=0s&requests=1&replicas=2&clients=1",
		"outage_at=1m0s&outage_for=1m0s&blip_at=1m0s&blip_for=1m0s&lease=30s&renew=10s",
	}
	for _, q := range extremes {
		plain := fullRun(t, q)
		res := fullRun(t, q+"&faults=restart:127.0.0.1:8761@0s,stall:127.0.0.1:8761@23h%2B1s") // a stall gives the run a horizon
		if res.Cut || res.Horizon == 0 || res.Summary.(*Summary).Cut {
			t.Errorf("%s: cut %v at horizon %v", q, res.Cut, res.Horizon)
		}
		if !labtest.SameRun(plain, res) {
			t.Errorf("%s: a restart of the running registry changed the tables or the metrics", q)
		}
	}
}
