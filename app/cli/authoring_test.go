package cli

import (
	"encoding/json"
	"runtime"
	"strings"
	"testing"

	"playground/engine/labs"
)

func TestSweepPrintsTheKnobThenOneColumnPerMetric(t *testing.T) {
	out, errOut, code := call("sweep", "registry", "lease=200ms..2s:5", "renew=100ms", "metric=dead_address_requests,renewals_per_s_per_replica")
	want := `lease  dead_address_requests  renewals_per_s_per_replica
200ms  2                      10
650ms  2                      10
1.1s   2                      10
1.55s  4                      10
2s     7                      10
`
	if code != 0 || out != want {
		t.Fatalf("exit %d, stderr %s, stdout:\n%s\nwant:\n%s", code, errOut, out, want)
	}
}

func TestSweepJSONIsTheSameWhateverTheCoreCount(t *testing.T) {
	args := []string{"sweep", "-json", "admission", "queue=0..20:6", "concurrency=3"}
	one := func() string {
		old := runtime.GOMAXPROCS(1)
		defer runtime.GOMAXPROCS(old)
		out, _, _ := call(args...)
		return out
	}()
	many, _, code := call(args...)
	if code != 0 || one != many {
		t.Fatalf("exit %d; one core:\n%s\nall cores:\n%s", code, one, many)
	}
	var r struct {
		Lab     string               `json:"lab"`
		Knob    string               `json:"knob"`
		Values  []string             `json:"values"`
		Metrics map[string][]float64 `json:"metrics"`
	}
	if err := json.Unmarshal([]byte(many), &r); err != nil {
		t.Fatal(err)
	}
	if r.Lab != "admission" || r.Knob != "queue" || strings.Join(r.Values, ",") != "0,4,8,12,16,20" ||
		len(r.Metrics) != len(labs.Find("admission").Metrics) || len(r.Metrics["p99_ms"]) != 6 {
		t.Fatalf("%+v", r)
	}
	// at the lesson's burst of 10, a queue of 8 or more answers everyone
	if rej := r.Metrics["rejected_pct"]; rej[0] <= 0 || rej[2] != 0 {
		t.Errorf("rejected_pct %v", rej)
	}
}

func TestBadSweepsExitTwoWithAFieldNamedError(t *testing.T) {
	cases := map[string][]string{
		"sweep=nope: no such knob":                            {"sweep", "registry", "nope=1..2"},
		"sweep=resolve: only knobs that take a number":        {"sweep", "registry", "resolve=1..2"},
		"sweep=5s..1s: the start must not be above the end":   {"sweep", "registry", "lease=5s..1s"},
		"sweep=300: the step count must be between 2 and 200": {"sweep", "registry", "lease=1s..2s:300"},
		"sweep=1h: must be between 50ms and 30s":              {"sweep", "registry", "lease=1s..1h"},
		"metric=bogus: unknown metric":                        {"sweep", "registry", "lease=1s..2s", "metric=bogus"},
		"which knob, which range?":                            {"sweep", "registry"},
		"one knob is swept at a time":                         {"sweep", "registry", "lease=1s..2s", "renew=10ms..20ms"},
	}
	for want, args := range cases {
		_, errOut, code := call(args...)
		if code != 2 || !strings.Contains(errOut, want) {
			t.Errorf("%v: exit %d, %q; want 2 and %q", args, code, errOut, want)
		}
	}
	_, errOut, code := call("sweep", "-json", "-lang", "tr", "registry", "lease=5s..1s")
	var e struct{ Error, Kind, Field string }
	if code != 2 || json.Unmarshal([]byte(errOut), &e) != nil || e.Field != "sweep" || !strings.Contains(e.Error, "başlangıç bitişten büyük olamaz") {
		t.Errorf("json error: %d %s", code, errOut)
	}
}

func TestChallengesListEveryLabsChallengesWithSolutions(t *testing.T) {
	out, _, code := call("challenges", "-json")
	var list []struct {
		Lab      string `json:"lab"`
		ID       string `json:"id"`
		Title    any    `json:"title"`
		Knobs    []string
		Checks   []struct{ Metric, Op string }
		Solution string `json:"solution"`
	}
	if code != 0 || json.Unmarshal([]byte(out), &list) != nil {
		t.Fatalf("exit %d:\n%s", code, out)
	}
	per := map[string]int{}
	for _, c := range list {
		per[c.Lab]++
		if c.ID == "" || len(c.Knobs) == 0 || len(c.Checks) == 0 || c.Solution == "" {
			t.Errorf("%s/%s incomplete: %+v", c.Lab, c.ID, c)
		}
	}
	for _, l := range labs.All() {
		if per[l.ID] != len(l.Challenges) || per[l.ID] < 4 {
			t.Errorf("%s: %d listed", l.ID, per[l.ID])
		}
	}
	text, _, _ := call("challenges", "-lang", "tr", "sidecar")
	if !strings.Contains(text, "sidecar charge-once (düzey 1)") || !strings.Contains(text, "çözüm: ") || strings.Contains(text, "registry ") {
		t.Errorf("text:\n%s", text)
	}
}

func TestCheckExitsZeroWhenEveryCheckHoldsAndOneWhenOneDoesNot(t *testing.T) {
	for _, l := range labs.All() {
		c := l.Challenges[0]
		_, _, code := call("check", l.ID, c.ID)
		if code != 1 {
			t.Errorf("%s %s at the lesson's values: exit %d, want 1", l.ID, c.ID, code)
		}
		args := append([]string{"check", l.ID, c.ID}, strings.Split(c.Solution, "&")...)
		out, errOut, code := call(args...)
		if code != 0 || !strings.Contains(out, "Every check holds.") {
			t.Errorf("%v: exit %d\n%s%s", args, code, out, errOut)
		}
	}
}

func TestInlineGoalsPassAndFailAtTheRightThreshold(t *testing.T) {
	// the lesson's default run: 2 requests to a dead address in the window
	cases := map[string]int{
		"dead_window_requests<=2": 0, "dead_window_requests<2": 1,
		"dead_window_requests>=2,discovery_window_ms<=697.5": 0, "dead_window_requests>=2,discovery_window_ms<697.5": 1,
	}
	for goal, want := range cases {
		out, errOut, code := call("check", "registry", goal)
		if code != want {
			t.Errorf("%s: exit %d, want %d\n%s%s", goal, code, want, out, errOut)
		}
	}
	out, _, _ := call("check", "-json", "registry", "dead_window_requests<2")
	var r struct {
		Pass   bool
		Checks []struct {
			Metric string
			Got    float64
			Pass   bool
		}
	}
	if json.Unmarshal([]byte(out), &r) != nil || r.Pass || len(r.Checks) != 1 || r.Checks[0].Got != 2 {
		t.Errorf("json:\n%s", out)
	}
}

func TestBadGoalsAndForbiddenKnobsExitTwoNamingTheProblem(t *testing.T) {
	cases := map[string][]string{
		`goal=bogus<=1: unknown metric bogus;`:                                 {"check", "registry", "bogus<=1"},
		`goal=dead_window_requests<=x: x is not a decimal such as 700 or 0.25`: {"check", "registry", "dead_window_requests<=x"},
		`unknown challenge nope;`:                                              {"check", "registry", "nope"},
		"replicas=4: cannot be changed in this challenge; you may change":      {"check", "registry", "short-window", "replicas=4"},
		"which challenge or goal?":                                             {"check", "registry"},
	}
	for want, args := range cases {
		_, errOut, code := call(args...)
		if code != 2 || !strings.Contains(errOut, want) {
			t.Errorf("%v: exit %d, %q; want 2 and %q", args, code, errOut, want)
		}
	}
}

// sweepRefusal runs a refused sweep as text and as JSON and checks that it
// exits 2 with an error whose field is the knob.
func sweepRefusal(t *testing.T, knob, want string, args ...string) {
	t.Helper()
	full := append([]string{"sweep", "registry"}, args...)
	out, errOut, code := call(full...)
	if code != ExitInput || out != "" || !strings.HasPrefix(errOut, "error: "+knob+"=") || !strings.Contains(errOut, want) {
		t.Errorf("%v: exit %d, stdout %q, stderr %q; want 2 and %s=…%s", args, code, out, errOut, knob, want)
	}
	_, errJSON, code := call(append([]string{"sweep", "-json", "-lang", "tr", "registry"}, args...)...)
	var e errorJSON
	if code != ExitInput || json.Unmarshal([]byte(errJSON), &e) != nil || e.Kind != "param" || e.Field != knob || e.Exit != ExitInput {
		t.Errorf("%v -json: exit %d, %s; want the field %s", args, code, errJSON, knob)
	}
}

// A key given both as the swept range and as a value (the sweep used to
// drop one and exit 0) is refused, naming the knob.
func TestSweepRefusesADuplicateKeyNamingTheKnob(t *testing.T) {
	sweepRefusal(t, "lease", "this knob is swept (200ms..5s:3) and cannot also take a value", "lease=200ms..5s:3", "lease=1s")
	sweepRefusal(t, "lease", "this knob is swept (200ms..5s:3) and cannot also take a value", "lease=1s", "lease=200ms..5s:3")
	sweepRefusal(t, "lease", "its range is given twice", "lease=200ms..5s:3", "lease=200ms..5s:3")
}

// A second range names its own knob and the one already swept.
func TestSweepRefusesASecondRangeNamingItsKnob(t *testing.T) {
	sweepRefusal(t, "renew", "one knob is swept at a time and lease already is (200ms..5s:3)", "lease=200ms..5s:3", "renew=100ms..200ms:3")
}

// ":log" said twice names the knob, as the page key's sweep does.
func TestSweepRefusesLogTwiceNamingTheKnob(t *testing.T) {
	sweepRefusal(t, "lease", "the sweep says :log twice", "lease=200ms..5s:3:log:log")
}

// metric= follows the rule of every key: given once, never empty, no
// empty item and no metric twice in its list — each an error naming the
// key, exit 2 (an empty one was read as every metric, and metric=X
// metric=X drew X's column twice).
func TestSweepMetricIsGivenOnceWithoutEmptyOrRepeatedItems(t *testing.T) {
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"metric="}, `error: metric="": must name one or more metrics, separated by commas without spaces or empty items`},
		{[]string{"metric=dead_window_requests,"}, `error: metric=dead_window_requests,: must name one or more metrics, separated by commas without spaces or empty items`},
		{[]string{"metric=dead_window_requests, live_dropouts"}, `error: metric="dead_window_requests, live_dropouts": must name one or more metrics`},
		{[]string{"metric=dead_window_requests", "metric=dead_window_requests"}, "error: metric=dead_window_requests,dead_window_requests: given 2 times; give each parameter once"},
		{[]string{"metric=dead_window_requests", "metric=live_dropouts"}, "error: metric=dead_window_requests,live_dropouts: given 2 times; give each parameter once"},
		{[]string{"metric=live_dropouts,dead_window_requests,live_dropouts"}, "error: metric=live_dropouts: named twice; name each metric once"},
	} {
		args := append([]string{"sweep", "registry", "lease=1s..2s:2"}, c.args...)
		out, errOut, code := call(args...)
		if code != ExitInput || out != "" || !strings.HasPrefix(errOut, c.want) {
			t.Errorf("%v: exit %d, stdout %.60q, stderr %q; want 2 and %q", c.args, code, out, errOut, c.want)
		}
		_, errJSON, _ := call(append([]string{"sweep", "-json", "registry", "lease=1s..2s:2"}, c.args...)...)
		var e errorJSON
		if json.Unmarshal([]byte(errJSON), &e) != nil || e.Field != "metric" || e.Kind != "param" {
			t.Errorf("%v -json: %s; want the field metric", c.args, errJSON)
		}
	}
	out, _, code := call("sweep", "registry", "lease=1s..2s:2", "metric=live_dropouts,dead_window_requests")
	if code != 0 || !strings.HasPrefix(out, "lease  live_dropouts  dead_window_requests\n") {
		t.Errorf("exit %d:\n%s", code, out)
	}
}

// An inline goal's number is a decimal as the parameters write it (README:
// digits, optionally a point and more digits; no sign, exponent, inf or
// nan): 1e9 and -1 were read as numbers.
func TestInlineGoalsTakeTheParametersDecimalsOnly(t *testing.T) {
	for _, v := range []string{"1e9", "-1", "+1", "1E3", ".5", "5.", "0x10", "inf", "1_000", "1,5", "１"} {
		goal := "dead_window_requests<=" + v
		_, errOut, code := call("check", "registry", goal)
		want := "error: goal=" + goal + ": " + v + " is not a decimal such as 700 or 0.25: digits, optionally a point and more digits; no sign, exponent or space"
		if v == "1,5" {
			want = "error: goal=5: must be metric, comparison"
		}
		if code != ExitInput || !strings.HasPrefix(errOut, want) {
			t.Errorf("%s: exit %d, %q; want 2 and %q", goal, code, errOut, want)
		}
	}
	for goal, want := range map[string]int{"dead_window_requests<=1000000000": 0, "dead_window_requests<=2.0": 0, "dead_window_requests<1.999": 1, "discovery_window_ms>=697.5": 0} {
		if _, errOut, code := call("check", "registry", goal); code != want {
			t.Errorf("%s: exit %d, want %d (%s)", goal, code, want, errOut)
		}
	}
}
