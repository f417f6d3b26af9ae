package labs

import (
	"bytes"
	"encoding/json"
	"errors"
	"math/rand/v2"
	"net/url"
	"runtime"
	"strings"
	"testing"
	"time"

	"playground/engine/fault"
	"playground/engine/i18n"
	"playground/engine/lab"
	"playground/engine/param"
)

// randomFaults draws 1–4 faults from a lab's declared targets, at moments
// within end, lasting up to half of it.
func randomFaults(rng *rand.Rand, targets []fault.Target, end time.Duration) []fault.Fault {
	n := 1 + rng.IntN(4)
	out := make([]fault.Fault, 0, n)
	for range n {
		tg := targets[rng.IntN(len(targets))]
		f := fault.Fault{Kind: tg.Kinds[rng.IntN(len(tg.Kinds))], Target: tg.ID,
			At: time.Duration(rng.Int64N(int64(end))).Truncate(100 * time.Microsecond)}
		if f.Kind.Lasts() {
			f.For = max(time.Duration(rng.Int64N(int64(end/2))).Truncate(100*time.Microsecond), 100*time.Microsecond)
		}
		out = append(out, f)
	}
	return out
}

// Random fault lists, drawn from what each lab declares, never break a
// run: it is deterministic, every message's ends are scene nodes, a killed
// node answers nothing until it restarts, the lab's own invariants hold
// (every attempt ends one way; at most one charge with an idempotency
// key; every read is answered or fails), and the readings open with one
// sentence per fault.
func TestRandomFaultsKeepEveryLabsInvariants(t *testing.T) {
	rng := rand.New(rand.NewPCG(27, 27))
	tries := 25
	if testing.Short() {
		tries = 6
	}
	for _, l := range All() {
		// The labs' builds for the browser leave their invariants out
		// (app.wasm does not check them): natively, a lab must have both.
		if len(l.FaultCases) == 0 || l.Invariants == nil && runtime.GOOS != "js" {
			t.Errorf("%s declares no fault cases or no invariants (lab.Lab.FaultCases, Invariants): random faults would not try it", l.ID)
			continue
		}
		for _, base := range append([]string{""}, l.FaultCases...) {
			q0, _ := url.ParseQuery(base)
			plain, err := l.Run(q0, nil)
			if err != nil {
				t.Fatalf("%s %s: %v", l.ID, base, err)
			}
			targets, end := plain.Scene.Faults, lastMoment(plain)
			if len(targets) == 0 {
				t.Fatalf("%s: no fault targets declared", l.ID)
			}
			for range tries {
				fs := randomFaults(rng, targets, end)
				q, _ := url.ParseQuery(base)
				q.Set(fault.Param, fault.Format(fs))
				name := l.ID + "?" + q.Encode()
				a, err := l.Run(q, nil)
				if err != nil {
					t.Errorf("%s: %v", name, err)
					continue
				}
				b, _ := l.Run(q, nil)
				ja, _ := json.Marshal(a)
				jb, _ := json.Marshal(b)
				if !bytes.Equal(ja, jb) {
					t.Errorf("%s: two runs differ", name)
				}
				checkFaultedRun(t, name, fs, a)
				if l.Invariants != nil {
					for _, broken := range l.Invariants(a) {
						t.Errorf("%s: %s", name, broken)
					}
				}
			}
		}
	}
}

// lastMoment is when a run's last message was answered.
func lastMoment(res *lab.Result) time.Duration {
	var end time.Duration
	for _, m := range res.Trace {
		end = max(end, m.Received)
	}
	return max(end, time.Millisecond)
}

func checkFaultedRun(t *testing.T, name string, fs []fault.Fault, res *lab.Result) {
	t.Helper()
	for _, m := range res.Trace {
		if res.Scene.Node(m.From) == nil || res.Scene.Node(m.To) == nil {
			t.Errorf("%s: message %s → %s has an end that is not a scene node", name, m.From, m.To)
			break
		}
	}
	for _, f := range fs {
		if f.Kind != fault.Kill {
			continue
		}
		until := time.Duration(1<<62 - 1)
		for _, g := range fs {
			if g.Kind == fault.Restart && g.Target == f.Target && g.At > f.At {
				until = min(until, g.At)
			}
		}
		for _, m := range res.Trace {
			if m.To == f.Target && m.Status != 0 && m.Received > f.At && m.Sent < until {
				t.Errorf("%s: %s answered %s %s (sent %v, answered %v) though killed at %v", name, f.Target, m.Method, m.Path, m.Sent, m.Received, f.At)
			}
		}
	}
	if len(res.Reading) < len(fs) {
		t.Errorf("%s: %d readings for %d faults", name, len(res.Reading), len(fs))
	}
}

// A fault the lab does not offer is refused, naming the node and the
// kind; an unknown node likewise; every lab's list round-trips through its
// URL form unchanged.
func TestAFaultALabDoesNotOfferIsAnErrorNamingTheNodeAndTheKind(t *testing.T) {
	for _, l := range All() {
		res, err := l.Run(url.Values{}, nil)
		if err != nil {
			t.Fatal(err)
		}
		var node, link string
		for _, tg := range res.Scene.Faults {
			if strings.Contains(tg.ID, ">") {
				link = tg.ID
			} else if node == "" {
				node = tg.ID
			}
		}
		for _, c := range []struct{ value, want string }{
			{"kill:nowhere@1ms", "nowhere"},
			{"drop:" + node + "@1ms+1ms", "applies to a link"},
			{"stall:" + link + "@1ms+1ms", "applies to a node"},
			{"kill:" + link + "@1ms", "applies to a node"},
		} {
			_, err := l.Run(url.Values{fault.Param: {c.value}}, nil)
			if err == nil || !strings.Contains(err.Error(), c.want) || !strings.Contains(err.Error(), "faults=") {
				t.Errorf("%s %s: error %v, want one naming %q", l.ID, c.value, err, c.want)
			}
		}
		ok := "kill:" + node + "@1ms,delay:" + link + "@1ms+5ms,restart:" + node + "@2ms" // in time order, as written back
		res, err = l.Run(url.Values{fault.Param: {ok}}, nil)
		if err != nil {
			t.Fatalf("%s %s: %v", l.ID, ok, err)
		}
		if got := res.Params[fault.Param]; got != ok {
			t.Errorf("%s: params say %q, want %q", l.ID, got, ok)
		}
	}
}

// A fault after the run's end is no error: the run says it changed nothing.
func TestAFaultAfterTheRunsEndIsSaidToChangeNothing(t *testing.T) {
	for _, l := range All() {
		res, err := l.Run(url.Values{}, nil)
		if err != nil {
			t.Fatal(err)
		}
		node := res.Scene.Faults[0].ID
		late, err := l.Run(url.Values{fault.Param: {"kill:" + node + "@1h"}}, nil)
		if err != nil {
			t.Fatalf("%s: %v", l.ID, err)
		}
		last := late.Reading[len(late.Reading)-1]
		if !late.MatchesLesson || !strings.Contains(strings.Join([]string{last.EN, late.Reading[max(0, len(late.Reading)-2)].EN}, " "), "changed nothing") {
			t.Errorf("%s: a fault at 1 h: matches the lesson %v, readings end %q", l.ID, late.MatchesLesson, last.EN)
		}
	}
}

// Only a lasting fault (a stall, a drop, a delay) gives a run a horizon:
// a run with kills and restarts alone is not measured twice.
func TestOnlyALastingFaultGivesARunAHorizon(t *testing.T) {
	for _, l := range All() {
		res, err := l.Run(nil, nil)
		if err != nil {
			t.Fatal(err)
		}
		node := ""
		for _, tg := range res.Scene.Faults {
			if len(tg.Kinds) > 0 && tg.Kinds[0] == fault.Kill {
				node = tg.ID
				break
			}
		}
		kill, err := l.Run(url.Values{fault.Param: {"kill:" + node + "@1ms"}}, nil)
		if err != nil || kill.Horizon != 0 {
			t.Errorf("%s: a kill alone gave horizon %v (%v)", l.ID, kill.Horizon, err)
		}
		stall, err := l.Run(url.Values{fault.Param: {"stall:" + node + "@1ms+1ms"}}, nil)
		if err != nil || stall.Horizon == 0 {
			t.Errorf("%s: a stall gave no horizon (%v)", l.ID, err)
		}
	}
}

// A run with a lasting fault too large to run twice in the tab (its run
// without faults past lab.ProbeEvents) is refused before the faulted run
// starts, naming the knobs that make it smaller (Lab.Size); one within it
// runs. Each lab is tried at its size knobs' largest values together (each
// raised in turn while the lab's rules across knobs allow).
func TestARunWithALastingFaultTooLargeToMeasureTwiceIsRefusedNamingItsSizeKnobs(t *testing.T) {
	refused := 0
	for _, l := range All() {
		if len(l.Size) == 0 {
			t.Errorf("%s declares no size knobs", l.ID)
			continue
		}
		q := url.Values{}
		for _, k := range l.Size {
			f := l.Knobs().Field(k)
			if f == nil {
				t.Fatalf("%s: no knob %s", l.ID, k)
			}
			q.Set(k, f.Max)
			if _, err := l.Decode(q); err != nil {
				q.Del(k)
			}
		}
		plain, err := l.Run(q, nil)
		if err != nil {
			t.Fatalf("%s at %s: %v", l.ID, q.Encode(), err)
		}
		tg := plain.Scene.Faults[0]
		for _, k := range tg.Kinds {
			if k.Lasts() {
				q.Set(fault.Param, string(k)+":"+tg.ID+"@1ms+1s")
				break
			}
		}
		_, err = l.Run(q, nil)
		if plain.Stats.Events <= lab.ProbeEvents {
			if err != nil {
				t.Errorf("%s at %s (%d events without faults): %v", l.ID, q.Encode(), plain.Stats.Events, err)
			}
			continue
		}
		refused++
		var re *lab.RunError
		var pe param.Errors
		if errors.As(err, &pe) && len(pe) == 1 && pe[0].Field == fault.Param {
			// The lab's own rule refuses faults at this size before any
			// probe (admission's cap on attempts through the network).
			continue
		}
		if !errors.As(err, &re) {
			t.Errorf("%s at %s (%d events without faults): %v, want a run error", l.ID, q.Encode(), plain.Stats.Events, err)
			continue
		}
		for _, k := range l.Size {
			if label := l.Knobs().Field(k).LabelText.EN; !strings.Contains(re.In(i18n.EN), label) {
				t.Errorf("%s: the refusal does not name %s (%q): %s", l.ID, k, label, re.In(i18n.EN))
			}
		}
	}
	if refused == 0 {
		t.Error("no lab's largest run was past the probe's budget: the refusal went untried")
	}
}

// Every lab has the fault count, last and once (lab.Declare), so a
// challenge that asks to break a lab with few faults grades any lab.
func TestEveryLabCountsItsFaultsLast(t *testing.T) {
	for _, l := range All() {
		n := 0
		for _, m := range l.Metrics {
			if m.ID == lab.FaultCount.ID {
				n++
			}
		}
		if n != 1 || l.Metrics[len(l.Metrics)-1].ID != lab.FaultCount.ID {
			t.Errorf("%s: the fault count %d times, last metric %s", l.ID, n, l.Metrics[len(l.Metrics)-1].ID)
		}
	}
}
