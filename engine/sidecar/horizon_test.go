package sidecar

import (
	"net/url"
	"reflect"
	"strings"
	"testing"

	"playground/engine/i18n"
	"playground/engine/lab"
	"playground/engine/lab/labtest"
)

// cells are a section's rows by their first cell (English), each row's
// cells by column id.
func cells(t *testing.T, res *lab.Result, section string) map[string]map[string]string {
	t.Helper()
	for _, s := range res.Sections {
		if s.ID != section || s.Table == nil {
			continue
		}
		out := map[string]map[string]string{}
		for _, r := range s.Table.Rows {
			row := map[string]string{}
			for i, c := range s.Table.Columns {
				row[c.ID] = r[i].EN
			}
			out[r[0].EN] = row
		}
		return out
	}
	t.Fatalf("no table %q", section)
	return nil
}

func section(res *lab.Result, id string) *lab.Section {
	for i := range res.Sections {
		if res.Sections[i].ID == id {
			return &res.Sections[i]
		}
	}
	return nil
}

// A stall of a day on the thick app once crashed the lab ("slice bounds out
// of range"): the script never came back from its first call, and no row
// was ever measured to its end. The run stops at its horizon now and says
// what it measured: the thick app's debt query still waiting ("no answer by
// the end"), its payment never made ("—"), every row after it never
// reached — each number "—", never a 0 — and the table is not printed as
// the lesson's. No sentence speaks of charges or tries nobody measured.
func TestAStallOfADayStopsTheRunAtItsHorizonWithEveryRowItNeverReachedShownAsNotMeasured(t *testing.T) {
	res, s := oracleRun(t, "faults=stall:127.0.0.1:8752@1ms+23h")
	if !res.Cut {
		t.Fatal("the run was not stopped at its horizon")
	}
	lesson := section(res, "layouts")
	if lesson.Lesson || res.MatchesLesson || res.LessonText(i18n.EN) != "" || lesson.Title.EN != titleLessonCut.EN {
		t.Errorf("a run cut in its first row prints its table as the lesson's: %+v", lesson)
	}
	rows := cells(t, res, "layouts")
	if got := rows[txtThick.EN]; got["debt"] != "no answer by the end" || got["pay"] != "—" || got["fee_reached"] != "3" || got["charges"] != "0" {
		t.Errorf("thick row %v", got)
	}
	for _, sec := range []string{"layouts", "fixes", "attempts"} {
		for label, row := range cells(t, res, sec) {
			if label == txtThick.EN {
				continue
			}
			for id, c := range row {
				if id != "layout" && id != "processes" && id != "hops" && c != "—" {
					t.Errorf("%s: the row %q, never reached, shows %s = %q", sec, label, id, c)
				}
			}
		}
	}
	if !strings.Contains(strings.Join(textsEN(lesson.Lines), "\n"), "The run never reached the rows “thin app+sidecar”;") {
		t.Errorf("lines %q", textsEN(lesson.Lines))
	}
	if got := s.claims; !reflect.DeepEqual(got, []string{claimCut}) {
		t.Errorf("sentences %v: only where the run stopped can be said", got)
	}
	cut := sentenceOf(t, res, s, claimCut)
	if want := "The run ended while the row “thick app” was being measured: the script had made 1 of that row's 2 calls; 1 still waited for an answer then. The rows “thin app+sidecar”, “sidecar, idempotent only”, “sidecar + idempotency key” were never reached."; !strings.HasPrefix(cut.EN, want) {
		t.Errorf("%q", cut.EN)
	}
	if want := "Çalıştırma, “kalın uygulama” satırı ölçülürken bitti: ölçüm betiği bu satırdaki 2 çağrının 1 tanesini yapmıştı; o an 1 çağrı hâlâ yanıt bekliyordu."; !strings.HasPrefix(cut.TR, want) {
		t.Errorf("%q", cut.TR)
	}
	// The metrics read the sidecar row: nothing was charged there, and
	// both of its calls, never made, count as failed.
	if m := res.Metrics; m["charges"] != 0 || m["failed_calls"] != 2 || m["fee_requests"] != 0 {
		t.Errorf("metrics %v", m)
	}
	if l := s.thin(); l.Measured != measuredNotReached || s.Layouts[0].Measured != measuredCut || l.PayError != "not_made" {
		t.Errorf("summary: thick %q, sidecar %q, payment %q", s.Layouts[0].Measured, l.Measured, l.PayError)
	}
}

// A try a fault holds past the run's end is its own outcome: with a 5 s
// timeout and the fee service stalled for a day, the thick app's debt
// query has timed out twice and its third try still waits when the run
// stops. The tries table counts it in a column of
// its own, so the row's columns add up to its tries, and the trace records
// it as unanswered then.
func TestATryStillWaitingAtTheRunsEndIsCountedInAColumnOfItsOwn(t *testing.T) {
	res, s := oracleRun(t, "timeout=5s&faults=stall:127.0.0.1:8751@0s+23h")
	thick := s.Layouts[0]
	if thick.Measured != measuredCut || thick.FeeAttempts != 3 || thick.Tries.Timeouts != 2 || thick.Tries.Open != 1 {
		t.Fatalf("thick row %q: %d tries, %d timed out, %d open", thick.Measured, thick.FeeAttempts, thick.Tries.Timeouts, thick.Tries.Open)
	}
	if got := cells(t, res, "attempts")[txtThick.EN]; got["open"] != "1" || got["timeouts"] != "2" || got["fee_attempts"] != "3" {
		t.Errorf("tries row %v", got)
	}
	// A run measured to its end has no such column.
	lesson, _ := run(t, "")
	if _, ok := cells(t, lesson, "attempts")[txtThick.EN]["open"]; ok {
		t.Error("the lesson's tries table has a column for tries open at the run's end")
	}
}

// A payment slower than its try is being charged when its caller gives up;
// a layout ends when its fee service has answered it, so a later row never
// counts it. When the run's horizon stops the row mid-payment, the fee
// service has charged (it charges as the payment arrives) but no answer
// marked the charge in the trace yet: the table counts the charges made by
// then, and no sentence speaks of them.
func TestAPaymentStillRunningAtTheRunsEndIsCountedButNotToldOf(t *testing.T) {
	res, s := oracleRun(t, "pay_latency=5s&faults=delay:olc>127.0.0.1:8752@0s+36s")
	thin := s.thin()
	if s.Layouts[0].Measured != "" || thin.Measured != measuredCut || thin.Charges != 3 || s.Fixes[0].Measured != measuredNotReached {
		t.Fatalf("rows %q %q %q, %d charges in the sidecar row", s.Layouts[0].Measured, thin.Measured, s.Fixes[0].Measured, thin.Charges)
	}
	marked := 0
	for _, m := range res.Trace {
		if m.Sent >= thin.StartNS && isCharge(m) {
			marked++
		}
	}
	if marked != 0 || cells(t, res, "layouts")[txtThin.EN]["charges"] != "3" {
		t.Errorf("%d charges marked in the trace; the table says %s", marked, cells(t, res, "layouts")[txtThin.EN]["charges"])
	}
	for _, c := range []string{claimCharges, claimDouble, claimDoubleFailed, claimAmplify, claimTimeouts, claimFixes} {
		if hasClaim(s, c) {
			t.Errorf("a %q sentence of a row cut mid-payment", c)
		}
	}
	if cut := sentenceOf(t, res, s, claimCut).EN; !strings.HasPrefix(cut, "The run ended while the row “thin app+sidecar” was being measured: the script had made 2 of that row's 2 calls; none waited for an answer then.") {
		t.Errorf("%q", cut)
	}
}

// No run reaches its horizon unless a fault stretched it: at the lab's
// extremes (each knob at a bound, the heaviest sets the cross-field rule
// allows), a fault that changes nothing — a restart of the running fee
// service — gives a run that is not cut and prints what the run without it
// prints.
func TestARunWhoseFaultChangesNothingNeverReachesItsHorizonAtTheLabsExtremes(t *testing.T) {
	extremes := []string{
		"attempts=10&timeout=5s&fee_latency=5s&pay_latency=5s&backoff=5s&backoff_max=5s",
		"attempts=10&timeout=5s&fee_latency=5s&pay_latency=5s&members=100&load=4&read_fails=100",
		"attempts=10&timeout=1ms&members=100&load=4&read_fails=100&retry_on=100",
		"attempts=1&timeout=1ms&fee_latency=5s&pay_latency=5s",
		"load=100&members=4&attempts=10&read_fails=100&budget=1&budget_min=0&backoff=5s&backoff_max=5s",
		"load=100&members=4&attempts=10&budget=100&budget_min=10&pay_latency=5s&idempotency_key=true",
		"on_error=crash&cert=expired&attempts=10&timeout=5s",
		"on_error=crash&fee_latency=5s&timeout=1ms&load=100&members=4",
		"methods=idempotent&lose_first_pay=false&cert=wronghost&fixes=none",
		"retry_on=409,502,503,504&idempotency_key=true&pay_latency=5s&timeout=1ms&attempts=10",
	}
	for _, q := range extremes {
		base, err := url.ParseQuery(q)
		if err != nil {
			t.Fatal(err)
		}
		plain, err := Lab.Run(base, nil)
		if err != nil {
			t.Fatalf("%s: %v", q, err)
		}
		base.Set("faults", "restart:127.0.0.1:8751@0s,stall:127.0.0.1:8751@23h+1s") // a stall gives the run a horizon
		res, err := Lab.Run(base, nil)
		if err != nil {
			t.Fatalf("%s: %v", q, err)
		}
		if res.Cut || res.Horizon == 0 {
			t.Errorf("%s: cut %v at horizon %v", q, res.Cut, res.Horizon)
		}
		if !labtest.SameRun(plain, res) {
			t.Errorf("%s: a restart of a running fee service changed the tables or the metrics", q)
		}
	}
}

func textsEN(ts []i18n.Text) []string {
	var out []string
	for _, t := range ts {
		out = append(out, t.EN)
	}
	return out
}
