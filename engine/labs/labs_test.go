package labs

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"flag"
	"net/url"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"playground/engine/fault"
	"playground/engine/i18n"
	"playground/engine/lab"
	"playground/engine/lab/labtest"
	"playground/engine/param"
	"playground/engine/policy"
	"playground/engine/sim"
)

var update = flag.Bool("update", false, "rewrite testdata/*.sha256 from this platform's runs")

func runJSON(t *testing.T, l *lab.Lab, q url.Values) []byte {
	t.Helper()
	res, err := l.Run(q, nil)
	if err != nil {
		t.Fatalf("%s: %v", l.ID, err)
	}
	b, err := res.JSON()
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// Same parameters and seed give byte-identical JSON, and the bytes are pinned
// by hash in testdata: the wasm run of this test (./build.sh test runs the
// engine under node too) checks against the same hashes as the native run.
// Each pinned run is also kept readable (NAME.pin.json: its metrics and
// its sections in English and in Turkish, as canonical JSON), so an intended change is a diff a
// reviewer reads, not a new hash; -update writes both.
// Presets are pinned too: they draw from the seeded PRNG (Poisson arrivals,
// jittered backoff), so they hold float and PRNG results to one stream.
func TestRunsAreDeterministicAcrossRunsAndPlatforms(t *testing.T) {
	for _, l := range All() {
		runs := map[string]string{l.ID: ""}
		names := []string{l.ID}
		for _, p := range l.Presets {
			name := l.ID + "." + p.ID
			runs[name], names = p.Params, append(names, name)
		}
		for _, name := range names {
			t.Run(name, func(t *testing.T) {
				q, err := url.ParseQuery(runs[name])
				if err != nil {
					t.Fatal(err)
				}
				a, b := runJSON(t, l, q), runJSON(t, l, q)
				if !bytes.Equal(a, b) {
					t.Fatal("two runs with the same parameters differ")
				}
				labtest.Golden(t, filepath.Join("testdata", name+".pin.json"), readablePin(t, l, q), *update)
				sum := sha256.Sum256(a)
				got := hex.EncodeToString(sum[:])
				file := filepath.Join("testdata", name+".sha256")
				if *update {
					if err := os.WriteFile(file, []byte(got+"\n"), 0o644); err != nil {
						t.Fatal(err)
					}
					return
				}
				want, err := os.ReadFile(file)
				if err != nil {
					t.Fatalf("%v (run: go test ./engine/labs -update)", err)
				}
				if got != strings.TrimSpace(string(want)) {
					t.Fatalf("JSON hash %s, pinned %s: output changed or differs on this platform", got, want)
				}
			})
		}
	}
}

// readablePin is a run as a reviewer reads it, as canonical JSON
// (encoding/json sorts map keys; one line per table row): its parameters,
// its metrics by id, each section's title and lines in each language, and
// the reading. The full result's JSON is pinned by hash beside it; this
// file is what a diff shows when a change is intended.
func readablePin(t *testing.T, l *lab.Lab, q url.Values) string {
	t.Helper()
	res, err := l.Run(q, nil)
	if err != nil {
		t.Fatal(err)
	}
	type section struct {
		ID     string              `json:"id"`
		Lesson bool                `json:"lesson,omitempty"`
		Title  map[string]string   `json:"title,omitempty"`
		Lines  map[string][]string `json:"lines"`
	}
	type pin struct {
		Lab      string              `json:"lab"`
		Params   map[string]string   `json:"params"`
		Metrics  map[string]float64  `json:"metrics"`
		Sections []section           `json:"sections"`
		Reading  map[string][]string `json:"reading,omitempty"`
	}
	langs := []i18n.Lang{i18n.EN, i18n.TR}
	p := pin{Lab: res.Lab, Params: res.Params, Metrics: res.Metrics}
	for _, s := range res.Sections {
		ps := section{ID: s.ID, Lesson: s.Lesson, Lines: map[string][]string{}}
		for _, lang := range langs {
			var lines []string
			if s.Table != nil {
				lines = strings.Split(strings.TrimSuffix(s.Table.Text(lang), "\n"), "\n")
			}
			for _, line := range s.Lines {
				lines = append(lines, line.In(lang))
			}
			ps.Lines[string(lang)] = lines
			if title := s.Title.In(lang); title != "" {
				if ps.Title == nil {
					ps.Title = map[string]string{}
				}
				ps.Title[string(lang)] = title
			}
		}
		p.Sections = append(p.Sections, ps)
	}
	for _, sen := range res.Reading {
		if p.Reading == nil {
			p.Reading = map[string][]string{}
		}
		for _, lang := range langs {
			p.Reading[string(lang)] = append(p.Reading[string(lang)], sen.In(lang))
		}
	}
	b, err := json.MarshalIndent(p, "", "  ")
	if err != nil {
		t.Fatal(err)
	}
	return string(b) + "\n"
}

func TestDefaultRunsMatchTheLessonAndHonourTheJSONContract(t *testing.T) {
	for _, l := range All() {
		t.Run(l.ID, func(t *testing.T) {
			res, err := l.Run(nil, nil)
			if err != nil {
				t.Fatal(err)
			}
			if !res.MatchesLesson {
				t.Errorf("lesson text differs from the golden table:\n%s\nwant:\n%s", res.LessonText(i18n.EN), l.Golden)
			}
			var top map[string]json.RawMessage
			if err := json.Unmarshal(runJSON(t, l, nil), &top); err != nil {
				t.Fatal(err)
			}
			for _, k := range []string{"lab", "params", "summary"} {
				if len(top[k]) == 0 || string(top[k]) == "null" {
					t.Errorf("JSON lacks %q", k)
				}
			}
			if string(top["lab"]) != `"`+l.ID+`"` {
				t.Errorf("lab = %s", top["lab"])
			}
			if res.Stats.Events == 0 {
				t.Error("no simulation events: the lab did not run on the kernel")
			}
		})
	}
}

// Every lab's parameters encode to a query and decode back to the same values,
// and every knob has both languages, a default and a kind.
func TestParamsRoundTripAndDescribeThemselves(t *testing.T) {
	for _, l := range All() {
		t.Run(l.ID, func(t *testing.T) {
			spec := l.New().Spec()
			for _, f := range spec.Fields() {
				if f.LabelText.TR == "" || f.LabelText.EN == "" || f.HelpText.TR == "" || f.HelpText.EN == "" {
					t.Errorf("%s: label/help missing a language", f.Name)
				}
				if f.Kind == "" {
					t.Errorf("%s: no kind", f.Name)
				}
			}
			for _, p := range l.Presets {
				q, err := url.ParseQuery(p.Params)
				if err != nil {
					t.Fatalf("preset %s: %v", p.ID, err)
				}
				params, err := l.Decode(q)
				if err != nil {
					t.Fatalf("preset %s: %v", p.ID, err)
				}
				enc := params.Spec().Encode("seed")
				again, err := l.Decode(enc)
				if err != nil {
					t.Fatalf("preset %s re-decode: %v", p.ID, err)
				}
				if a, b := params.Spec().Values(), again.Spec().Values(); !equalMaps(a, b) {
					t.Fatalf("preset %s does not round-trip:\n%v\n%v", p.ID, a, b)
				}
				if _, err := l.RunParams(params, nil); err != nil {
					t.Fatalf("preset %s: %v", p.ID, err)
				}
			}
		})
	}
}

func equalMaps(a, b map[string]string) bool {
	if len(a) != len(b) {
		return false
	}
	for k, v := range a {
		if b[k] != v {
			return false
		}
	}
	return true
}

// A run whose caller stops wanting it ends with ErrCancelled, not a result.
func TestCancelledRunEnds(t *testing.T) {
	for _, l := range All() {
		calls := 0
		env := &lab.Env{ProgressEvery: 1, Cancelled: func() bool { calls++; return calls > 3 }}
		res, err := l.Run(nil, env)
		if !errors.Is(err, lab.ErrCancelled) || res != nil {
			t.Errorf("%s: res=%v err=%v, want ErrCancelled", l.ID, res != nil, err)
		}
	}
}

// Work outside the kernel has checkpoints too: the progress hook runs
// there (a page yields in the middle of a heavy result), and a run whose
// result is no longer wanted ends there with ErrCancelled, in every lab.
func TestARunYieldsAndCanBeCalledOffOutsideTheKernel(t *testing.T) {
	for _, l := range All() {
		prm := l.Defaults()
		calls := 0
		env := &lab.Env{ProgressEvery: 1 << 40, Progress: func(sim.Progress) { calls++ }}
		if _, err := l.RunParams(prm, env); err != nil || calls == 0 {
			t.Errorf("%s: %d checkpoints outside the kernel (%v)", l.ID, calls, err)
		}
		wanted := true
		env = &lab.Env{ProgressEvery: 1 << 40, Cancelled: func() bool { return !wanted },
			Progress: func(sim.Progress) { wanted = false }}
		if _, err := l.RunParams(l.Defaults(), env); !errors.Is(err, lab.ErrCancelled) {
			t.Errorf("%s: a run called off at a checkpoint ended with %v, want ErrCancelled", l.ID, err)
		}
	}
}

// Each lab's starter code, run as the learner's policy, gives every pinned
// run's hash (the pin of the lab's own logic): natively, and under wasm
// where ./build.sh runs this package too.
func TestTheStarterCodeGivesThePinnedRuns(t *testing.T) {
	hooked := 0
	for _, l := range All() {
		if l.Policy == nil {
			continue
		}
		if l.Policy.Starter == "" {
			t.Fatalf("%s: no starter code linked (a wasm build without -tags policy runs no code)", l.ID)
		}
		hooked++
		runs := map[string]string{l.ID: ""}
		for _, p := range l.Presets {
			runs[l.ID+"."+p.ID] = p.Params
		}
		for name, params := range runs {
			q, err := url.ParseQuery(params)
			if err != nil {
				t.Fatal(err)
			}
			q.Set(param.PolicyParam, l.Policy.Starter)
			res, err := l.Run(q, nil)
			if err != nil {
				t.Fatalf("%s with the starter code: %v", name, err)
			}
			delete(res.Params, param.PolicyParam)
			b, err := res.JSON()
			if err != nil {
				t.Fatal(err)
			}
			sum := sha256.Sum256(b)
			want, err := os.ReadFile(filepath.Join("testdata", name+".sha256"))
			if err != nil {
				t.Fatal(err)
			}
			if got := hex.EncodeToString(sum[:]); got != strings.TrimSpace(string(want)) {
				t.Errorf("%s with the starter code: hash %s, pinned %s", name, got, strings.TrimSpace(string(want)))
			}
		}
	}
	if hooked == 0 {
		t.Fatal("no lab takes code")
	}
}

// Every lab that takes code has at least two code challenges, and each
// asks for code alone, is graded over two more seeds and a fault, fails
// with the starter code (the lesson's own logic) and passes with its
// solution, as lab.Attempt grades it.
func TestEveryCodeChallengeFailsWithTheStarterCodeAndPassesWithItsSolution(t *testing.T) {
	for _, l := range All() {
		if l.Policy == nil {
			continue
		}
		n := 0
		for i := range l.Challenges {
			c := &l.Challenges[i]
			if !c.IsCode() {
				continue
			}
			n++
			if len(c.Knobs) != 1 {
				t.Errorf("%s %s: knobs %v, want the code alone", l.ID, c.ID, c.Knobs)
			}
			seeds, faults := 0, 0
			for _, cs := range c.Cases {
				q, err := url.ParseQuery(cs)
				if err != nil {
					t.Fatal(err)
				}
				if q.Has("seed") {
					seeds++
				}
				if q.Has(fault.Param) {
					faults++
				}
			}
			if seeds < 2 || faults < 1 {
				t.Errorf("%s %s: cases %v, want at least two other seeds and a fault", l.ID, c.ID, c.Cases)
			}
			if _, v, pass, err := l.Attempt(c, url.Values{param.PolicyParam: {l.Policy.Starter}}, nil); err != nil || pass {
				t.Errorf("%s %s: the starter code passes (err %v): %+v", l.ID, c.ID, err, v)
			}
			sol, err := url.ParseQuery(c.Solution)
			if err != nil {
				t.Fatal(err)
			}
			if _, v, pass, err := l.Attempt(c, sol, nil); err != nil || !pass {
				t.Errorf("%s %s: the solution fails (err %v): %+v", l.ID, c.ID, err, v)
			}
		}
		if n < 2 {
			t.Errorf("%s: %d code challenges, want at least two", l.ID, n)
		}
	}
}

// burner is h's starter code behind a loop of n iterations per call: the
// lab's own decisions, each paid for with thousands of steps.
func burner(h *policy.Hook, n int) string {
	args := strings.Join(h.Params, ", ")
	return strings.Replace(h.Starter, "def "+h.Func+"(", "def starter_"+h.Func+"(", 1) +
		"\n\ndef " + h.Func + "(" + args + "):\n    n = 0\n    for i in range(" + strconv.Itoa(n) + "):\n        n += i\n    return starter_" + h.Func + "(" + args + ")\n"
}

// A learner's code that spends its steps in few events is paced as the
// kernel paces events: the progress hook runs between its calls (the page
// yields to the browser there) even when the kernel never checks, and a
// run no longer wanted ends there with ErrCancelled, in every lab that
// takes code. (The checkpoints outside the kernel call the hook too: the
// slow code must add calls to the starter code's; and they are told not
// to cancel, so only a call can.)
func TestALearnersSlowCodeYieldsAndCanBeCalledOffBetweenItsCalls(t *testing.T) {
	for _, l := range All() {
		if l.Policy == nil {
			continue
		}
		progress := func(src string) (int, error) {
			prm, err := l.Decode(url.Values{param.PolicyParam: {src}})
			if err != nil {
				t.Fatal(err)
			}
			calls := 0
			_, err = l.RunParams(prm, &lab.Env{ProgressEvery: 1 << 40, Progress: func(sim.Progress) { calls++ }})
			if pe, ok := policy.As(err); ok && pe.Kind != policy.Steps || err != nil && !ok {
				t.Fatalf("%s: %v", l.ID, err)
			}
			return calls, err
		}
		slow := burner(l.Policy, 10_000)
		base, _ := progress(l.Policy.Starter)
		got, err := progress(slow)
		if got < base+8 {
			t.Errorf("%s: %d progress calls with slow code (%v), %d with the starter code", l.ID, got, err, base)
		}
		prm, _ := l.Decode(url.Values{param.PolicyParam: {slow}})
		checks := 0
		env := &lab.Env{ProgressEvery: 1 << 40, CheckpointCancelled: func() bool { return false },
			Cancelled: func() bool { checks++; return checks > 2 }}
		if _, err := l.RunParams(prm, env); err != lab.ErrCancelled {
			t.Errorf("%s: slow code called off after two checks ended with %v, want ErrCancelled itself", l.ID, err)
		}
	}
}
