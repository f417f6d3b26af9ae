package admission

import (
	"strings"
	"testing"
	"time"
)

// Each mode runs on a network of its own, and the bounded one is done
// first: at the lesson's 10 requests it has nothing left after 600 ms, so a
// restart at 1 s never comes. The reading said "restarted at 1 s; it
// answered no request afterwards" (the oracle found no return); it says the
// restart changed nothing, when the bounded mode's run had ended, and the
// kill's sentence does not count "until its restart".
func TestARestartAfterItsModesRunEndedIsToldAsChangingNothing(t *testing.T) {
	res := checked(t, "faults=kill:bounded.server@500ms,restart:bounded.server@1s")
	var after, kill string
	for _, s := range res.Reading {
		switch s.ID {
		case "fault_after_end":
			after = s.EN
		case "fault_kill":
			kill = s.EN
		case "fault_restart", "fault_restart_up":
			t.Errorf("the restart is told as having happened: %s", s.EN)
		}
	}
	if !strings.Contains(after, "The restart on bounded work server") || !strings.Contains(after, "changed nothing: the run had ended for bounded work server (kabul.mjs, 127.0.0.1:8352) at 600.1 ms") {
		t.Errorf("after the end: %q", after)
	}
	if strings.Contains(kill, "until its restart") || !strings.Contains(kill, "no request went to it afterwards") {
		t.Errorf("kill: %q", kill)
	}
	if res.Horizon != 0 {
		t.Errorf("a kill and a restart gave the run a horizon (%v)", res.Horizon)
	}
}

// With clients that retry, the bounded mode runs past the restart: the
// kill's sentence counts the requests up to the restart and says so.
func TestAKillFollowedByARestartCountsUntilTheRestart(t *testing.T) {
	res := checked(t, "requests=40&client=backoff&attempts=5&faults=kill:bounded.server@500ms,restart:bounded.server@1s")
	kill, _ := said(res, "fault_kill")
	restart, _ := said(res, "fault_restart")
	if !strings.Contains(kill.EN, "killed at 500 ms; until its restart at 1 s, no request went to it. The 2 requests in progress then were cut off.") {
		t.Errorf("kill: %q", kill.EN)
	}
	if !strings.Contains(restart.EN, "restarted at 1 s and then answered 74 requests") {
		t.Errorf("restart: %q", restart.EN)
	}
}

// Requests a drop lost before a kill fail when the drop ends, after the
// kill: they were not "in progress" at the server, and the kill cut
// nothing off (before, every call to the node that ended unanswered after
// the kill was counted).
func TestAKillCutsOffOnlyTheCallsItReset(t *testing.T) {
	res := checked(t, "faults=drop:bounded.client>bounded.server@0s+1s,kill:bounded.server@500ms")
	kill, _ := said(res, "fault_kill")
	if strings.Contains(kill.EN, "cut off") || !strings.Contains(kill.EN, "killed at 500 ms; no request went to it afterwards.") {
		t.Errorf("kill: %q", kill.EN)
	}
	lost := 0
	for _, m := range res.Trace {
		if m.To == "bounded.server" && m.Sent < 500*time.Millisecond && m.Received >= 500*time.Millisecond && m.Status == 0 {
			lost++
		}
	}
	if lost != 10 {
		t.Errorf("%d calls sent before the kill ended unanswered after it, want the 10 the drop lost", lost)
	}
}

// A run of 12 h without faults would get a horizon of 24 h 1 s, past the
// virtual clock's limit (24 h): the run with a stall would then stop on the
// clock's cap as an error. The horizon is the limit, and the reading says
// why it is not "twice its length without faults, plus 1 s".
func TestAHorizonPastTheClocksLimitIsTheLimit(t *testing.T) {
	res := checked(t, "duration=12h&rate=0.01&arrivals=poisson&faults=stall:bounded.server@1h+30h")
	if !res.Cut || !res.HorizonClock || res.Horizon != 24*time.Hour {
		t.Fatalf("cut %v, horizon %v (clock's limit %v): want cut at 24h, the clock's limit", res.Cut, res.Horizon, res.HorizonClock)
	}
	cut, _ := said(res, "fault_cut")
	if !strings.Contains(cut.EN, "stopped at its horizon, 24 h (the virtual clock's limit; twice its length without faults, plus 1 s, would be longer)") {
		t.Errorf("cut: %q", cut.EN)
	}
}
