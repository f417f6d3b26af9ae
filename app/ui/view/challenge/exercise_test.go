package challenge

import (
	"errors"
	"net/url"
	"reflect"
	"strings"
	"testing"

	"playground/app/pagekey"
	"playground/app/ui/draw"
	"playground/app/ui/view"
	"playground/engine/i18n"
	"playground/engine/lab"
	"playground/engine/labs"
	"playground/engine/param"
	"playground/engine/policy"
	_ "playground/engine/policy/star" // the code challenges' solutions run
)

// attemptInPage is what the page does for a challenge link with the
// learner's values: read the exercise, run the form's values, grade.
func attemptInPage(t *testing.T, l *lab.Lab, id string, learner url.Values) (*exercise, url.Values, *lab.Result, []lab.Verdict, bool) {
	t.Helper()
	ex, raw := newExercise(l, url.Values{"challenge": {id}}, learner)
	if !ex.ok() {
		t.Fatalf("%s %s: %v", l.ID, id, ex.errs)
	}
	prm, err := l.Decode(raw)
	if err != nil {
		t.Fatalf("%s %s: the form's values do not decode: %v", l.ID, id, err)
	}
	res, err := l.RunParams(prm, nil)
	if err != nil {
		t.Fatal(err)
	}
	cv := &challenges{Ic: &view.Context{Lab: l}}
	if _, own := lab.Grade(res, ex.ch.Checks); own && len(ex.ch.Cases) > 0 {
		cv.cases.grade(inPlace{}, l, ex.ch, res)
	}
	v, pass, pending := cv.grade(ex, res, true)
	if pending {
		t.Fatalf("%s %s: the further cases were graded in place, yet pending", l.ID, id)
	}
	return ex, raw, res, v, pass
}

// The page grades a challenge by running the form's values and calling
// lab.Grade; that must be exactly Lab.Attempt: the same verdicts, failing
// at the challenge's start and passing with its solution, for every
// challenge of every lab.
func TestThePageGradesEveryChallengeAsLabAttemptDoes(t *testing.T) {
	n := 0
	for _, l := range labs.All() {
		for _, c := range l.Challenges {
			sol, _ := url.ParseQuery(c.Solution)
			for _, learner := range []url.Values{{}, sol} {
				_, raw, res, got, pass := attemptInPage(t, l, c.ID, learner)
				_, want, wantPass, err := l.Attempt(l.Challenge(c.ID), learner, nil)
				if err != nil {
					t.Fatal(err)
				}
				if !reflect.DeepEqual(got, want) || pass != wantPass {
					t.Errorf("%s %s with %q: the page grades %v (pass %v), Attempt %v (pass %v)", l.ID, c.ID, learner.Encode(), got, pass, want, wantPass)
				}
				if pass != (len(learner) > 0) {
					t.Errorf("%s %s with %q: pass = %v", l.ID, c.ID, learner.Encode(), pass)
				}
				if view.RunKey(l, raw) != view.ValuesKey(res.Params) {
					t.Errorf("%s %s: the run's parameters are not the form's", l.ID, c.ID)
				}
				n++
			}
		}
	}
	if n < 2*4*len(labs.All()) {
		t.Errorf("graded only %d attempts", n)
	}
}

// A challenge's address carries only the knobs the learner moved off the
// challenge's start — even to the lesson's value, when the challenge fixes
// another — and reading it back gives the same form.
func TestAChallengeLinkCarriesItsKnobsAndReadsBack(t *testing.T) {
	tried := 0
	for _, l := range labs.All() {
		for _, c := range l.Challenges {
			sol, _ := url.ParseQuery(c.Solution)
			ex, raw := newExercise(l, url.Values{"challenge": {c.ID}}, sol)
			link := ex.address(l, raw, canonical(t, l, raw))
			for k := range link {
				if !ex.isKnob(k) {
					t.Errorf("%s %s: the link carries %s, not a knob", l.ID, c.ID, k)
				}
			}
			ex2, raw2 := newExercise(l, url.Values{"challenge": {c.ID}}, link)
			if !ex2.ok() || !reflect.DeepEqual(plainCode(raw2), plainCode(raw)) {
				t.Errorf("%s %s: link %q reads back as %v (errors %v), want %v", l.ID, c.ID, link.Encode(), raw2, ex2.errs, raw)
			}
			tried++
		}
	}
	// One challenge fixes a knob off the lesson's value and is solved by
	// putting it back: the link must say so.
	l := labs.Find("admission")
	ex, raw := newExercise(l, url.Values{"challenge": {"twice-capacity"}}, url.Values{"queue": {"2"}})
	if got := ex.address(l, raw, canonical(t, l, raw)).Encode(); got != "queue=2" {
		t.Errorf("twice-capacity at queue=2 (the lesson's value, fixed at 50) links as %q, want queue=2", got)
	}
	if tried < 16 {
		t.Errorf("only %d challenges", tried)
	}
}

// A link written by another view carries every parameter off the lesson's
// values and the seed; at the challenge's own values they are no change.
func TestALinkWithTheFixedValuesStillOpensTheChallenge(t *testing.T) {
	l := labs.Find("registry")
	q := url.Values{"resolve": {"cache"}, "cache_ttl": {"100ms"}, "seed": {"1"}}
	ex, raw := newExercise(l, url.Values{"challenge": {"cache-ttl"}}, q)
	if !ex.ok() {
		t.Fatalf("errors: %v", ex.errs)
	}
	if raw.Get("resolve") != "cache" || raw.Get("cache_ttl") != "100ms" {
		t.Errorf("form: resolve=%s cache_ttl=%s", raw.Get("resolve"), raw.Get("cache_ttl"))
	}
	// The same value spelt otherwise is the same value.
	if !sameValue(l, "cache_ttl", "1s", "1000ms") || sameValue(l, "cache_ttl", "1s", "2s") {
		t.Error("sameValue does not compare values")
	}
}

// Changing a parameter the challenge does not let change is an error that
// names it, in the page's language; so is an unknown challenge.
func TestALinkThatBreaksTheChallengeIsNamed(t *testing.T) {
	l := labs.Find("registry")
	ex, _ := newExercise(l, url.Values{"challenge": {"short-window"}}, url.Values{"lease": {"350ms"}, "replicas": {"5"}})
	if ex.ok() || len(ex.errs) != 1 {
		t.Fatalf("errors %v, want one", ex.errs)
	}
	if got, want := i18n.ErrorIn(ex.errs[0], i18n.EN), "replicas=5: cannot be changed in this challenge; you may change: lease, renew"; got != want {
		t.Errorf("EN: %q, want %q", got, want)
	}
	if got := i18n.ErrorIn(ex.errs[0], i18n.TR); !strings.HasPrefix(got, "replicas=5: bu görevde değiştirilemez") {
		t.Errorf("TR: %q", got)
	}
	ex, _ = newExercise(l, url.Values{"challenge": {"nope"}}, nil)
	if ex.ok() || !strings.HasPrefix(i18n.ErrorIn(ex.errs[0], i18n.EN), "challenge=nope: no such challenge in this lab; challenges: short-window, cache-ttl,") {
		t.Errorf("unknown challenge: %v", ex.errs)
	}
}

// An author's goal turns a page into an exercise: its checks, its knobs,
// its title, the link's other parameters fixed; it passes and fails at the
// threshold.
func TestAGoalLinkIsAnExerciseGradedAtItsThreshold(t *testing.T) {
	l := labs.Find("registry")
	params := url.Values{"wait_kill": {"300ms"}, "lease": {"400ms"}}
	res, err := l.Run(params, nil)
	if err != nil {
		t.Fatal(err)
	}
	v := res.Metrics["discovery_window_ms"]
	if v <= 0 {
		t.Fatalf("discovery window %v", v)
	}
	for _, tc := range []struct {
		goal string
		pass bool
	}{
		{"discovery_window_ms<=" + draw.Typed(v), true},
		{"discovery_window_ms<" + draw.Typed(v), false},
		{"discovery_window_ms>=" + draw.Typed(v) + ",renewals_per_s_per_replica<=10", true},
		{"discovery_window_ms>" + draw.Typed(v), false},
	} {
		keys := url.Values{"goal": {tc.goal}, "knobs": {"lease,renew"}, "title": {"Kısa pencere"}}
		ex, raw := newExercise(l, keys, params)
		if !ex.ok() {
			t.Fatalf("%s: %v", tc.goal, ex.errs)
		}
		if ex.ch.Fixed != "wait_kill=300ms" || !reflect.DeepEqual(ex.ch.Knobs, []string{"lease", "renew"}) || ex.titleIn(i18n.EN) != "Kısa pencere" {
			t.Errorf("%s: fixed %q knobs %v title %q", tc.goal, ex.ch.Fixed, ex.ch.Knobs, ex.titleIn(i18n.EN))
		}
		got, err := l.Run(raw, nil)
		if err != nil {
			t.Fatal(err)
		}
		if _, pass := lab.Grade(got, ex.ch.Checks); pass != tc.pass {
			t.Errorf("%s at %v: pass = %v, want %v", tc.goal, v, pass, tc.pass)
		}
		if d := ex.drifted(l, raw); d != nil {
			t.Errorf("%s: drifted %v at the start", tc.goal, d)
		}
		moved := url.Values{}
		for k, vs := range raw {
			moved[k] = vs
		}
		moved.Set("replicas", "5")
		if d := ex.drifted(l, moved); !reflect.DeepEqual(d, []string{"replicas"}) {
			t.Errorf("%s: a changed fixed parameter drifted %v", tc.goal, d)
		}
	}
}

// A malformed goal and an unknown knob are errors that name the term and
// the key, in both languages; the goal's text is the engine's own.
func TestMalformedGoalsAndUnknownKnobsAreFieldNamed(t *testing.T) {
	l := labs.Find("admission")
	for _, goal := range []string{"nosuch<=3", "p99_ms<=abc", "p99_ms", ""} {
		ex, _ := newExercise(l, url.Values{"goal": {goal}}, nil)
		_, want := l.ParseGoal(goal)
		var ge *lab.GoalError
		if ex.ok() || len(ex.errs) != 1 || !errors.As(ex.errs[0], &ge) {
			t.Fatalf("goal %q: errors %v", goal, ex.errs)
		}
		for _, lang := range []i18n.Lang{i18n.TR, i18n.EN} {
			if got := i18n.ErrorIn(ex.errs[0], lang); got != i18n.ErrorIn(want, lang) || !strings.HasPrefix(got, "goal=") {
				t.Errorf("goal %q in %s: %q, want %q", goal, lang, got, i18n.ErrorIn(want, lang))
			}
		}
	}
	ex, _ := newExercise(l, url.Values{"goal": {"p99_ms<=700"}, "knobs": {"queue,bogus"}}, nil)
	if ex.ok() || len(ex.errs) != 1 {
		t.Fatalf("knobs=queue,bogus: errors %v", ex.errs)
	}
	if got := i18n.ErrorIn(ex.errs[0], i18n.EN); !strings.HasPrefix(got, "knobs=bogus: not a parameter of this lab; parameters: concurrency, queue,") {
		t.Errorf("EN: %q", got)
	}
	if got := i18n.ErrorIn(ex.errs[0], i18n.TR); !strings.HasPrefix(got, "knobs=bogus: bu laboratuvarın parametresi değil") {
		t.Errorf("TR: %q", got)
	}
	ex, _ = newExercise(l, url.Values{"goal": {"p99_ms<=700"}}, url.Values{"queue": {"4"}})
	if !ex.ok() || !ex.allKnobs() || ex.drifted(l, url.Values{}) != nil {
		t.Errorf("a goal without knobs= lets every parameter change: %+v", ex)
	}
}

// The exercise builder's link reads back as the exercise it describes;
// the knobs' current values (maybe the answer) are not in it, but an open
// exercise's start keeps them.
func TestTheExerciseBuilderLinkReadsBack(t *testing.T) {
	l := labs.Find("admission")
	now := url.Values{"queue": {"8"}, "requests": {"40"}}
	q := exerciseQuery(l, now, false, "p99_ms<=700, rejected_pct<=0", "queue", "Kuyruk", i18n.EN)
	if got := pagekey.Encode(q); got != "lab=admission&requests=40&lang=en&view=challenge&goal=p99_ms%3C%3D700%2C+rejected_pct%3C%3D0&knobs=queue&title=Kuyruk" {
		t.Errorf("exercise link %s", got)
	}
	ex, raw := newExercise(l, q, pagekey.LabParams(q))
	if !ex.ok() || raw.Get("queue") != "2" || raw.Get("requests") != "40" || len(ex.ch.Checks) != 2 {
		t.Errorf("reads back as %+v, queue=%s requests=%s", ex, raw.Get("queue"), raw.Get("requests"))
	}
	q = exerciseQuery(l, url.Values{"queue": {"50"}}, true, "p99_ms<700", "queue", "", i18n.TR)
	if q.Get("queue") != "50" || q.Has("lang") || q.Has("title") {
		t.Errorf("an exercise's start: %s", pagekey.Encode(q))
	}
}

// The list goes easy → hard, keeping the lab's order within a level.
func TestChallengesAreListedEasyFirst(t *testing.T) {
	for _, l := range labs.All() {
		list := byLevel(l)
		for i := 1; i < len(list); i++ {
			if list[i].Level < list[i-1].Level {
				t.Errorf("%s: %s (level %d) after %s (level %d)", l.ID, list[i].ID, list[i].Level, list[i-1].ID, list[i-1].Level)
			}
		}
		if len(list) != len(l.Challenges) {
			t.Errorf("%s: %d of %d listed", l.ID, len(list), len(l.Challenges))
		}
	}
}

// Back and Forward within one challenge keep the learner's guess and hint
// (the step is not asked again); another challenge asks afresh.
func TestReopeningAChallengeKeepsItsGuess(t *testing.T) {
	l := labs.Find("registry")
	ctx := func(id string, params url.Values) *view.Context {
		keys := url.Values{"challenge": {id}}
		return &view.Context{Lab: l, Keys: keys, Exercise: Exercise(l, keys, params, i18n.TR)}
	}
	cv := &challenges{Ic: ctx("short-window", nil)}
	cv.OnInit()
	if !cv.guess.Pending() || cv.guess.Metric() != "discovery_window_ms" {
		t.Fatalf("opening a challenge: %+v", cv.guess)
	}
	first := cv.guess
	cv.hint = true
	cv.Ic = ctx("short-window", url.Values{"lease": {"350ms"}})
	cv.sync()
	if cv.guess != first || !cv.hint || cv.Ic.Exercise.Start.Get("lease") != "350ms" {
		t.Errorf("the same challenge again: guess kept %v, hint %v", cv.guess == first, cv.hint)
	}
	cv.Ic = ctx("late-phase", nil)
	cv.sync()
	if cv.guess == first || !cv.guess.Pending() || cv.hint || cv.guess.Metric() != "dead_address_requests" {
		t.Errorf("another challenge: %+v, hint %v", cv.guess, cv.hint)
	}
}

// canonical is the form's parameters as the page's address writes them:
// decoded, then encoded back without the lesson's values.
func canonical(t *testing.T, l *lab.Lab, raw url.Values) url.Values {
	t.Helper()
	prm, err := l.Decode(raw)
	if err != nil {
		t.Fatalf("%s: %v", l.ID, err)
	}
	return prm.Spec().Encode()
}

// plainCode is raw with its code as plain text: an address carries code
// compressed, the form holds it as it came.
func plainCode(raw url.Values) url.Values {
	out := url.Values{}
	for k, vs := range raw {
		out[k] = vs
		if k == param.PolicyParam && len(vs) > 0 {
			src, _ := policy.Decode(vs[len(vs)-1])
			out[k] = []string{src}
		}
	}
	return out
}

// inPlace runs a job's work and its drawing where it is asked.
type inPlace struct{}

func (inPlace) Async(f func())    { f() }
func (inPlace) Dispatch(f func()) { f() }

// A run that passes its own checks does not pass the challenge until its
// further cases are graded, and a newer run makes an older grading stale:
// its grades never show against the newer run.
func TestFurtherCasesArePendingUntilGradedAndAStaleGradingNeverShows(t *testing.T) {
	l := labs.Find("sidecar")
	var ch *lab.Challenge
	for i := range l.Challenges {
		if len(l.Challenges[i].Cases) > 0 {
			ch = &l.Challenges[i]
			break
		}
	}
	if ch == nil {
		t.Fatal("no challenge with further cases")
	}
	sol, _ := url.ParseQuery(ch.Solution)
	ex, raw, res, _, _ := attemptInPage(t, l, ch.ID, sol)
	cv := &challenges{Ic: &view.Context{Lab: l}}
	if _, pass, pending := cv.grade(ex, res, true); pass || !pending {
		t.Fatalf("before grading its cases: pass %v, pending %v; want a pending verdict", pass, pending)
	}
	// A grading whose drawing comes after a newer one started is dropped.
	var late func()
	cv.cases.grade(deferred{&late}, l, ch, res)
	prm, _ := l.Decode(raw)
	newer, _ := l.RunParams(prm, nil)
	cv.cases.grade(inPlace{}, l, ch, newer)
	late()
	if _, _, pending := cv.grade(ex, res, true); !pending {
		t.Error("the older run's stale grading showed")
	}
	if _, pass, pending := cv.grade(ex, newer, true); !pass || pending {
		t.Errorf("the newer run: pass %v, pending %v; want it to pass", pass, pending)
	}
}

// deferred runs a job's work in place and keeps its drawing for later.
type deferred struct{ later *func() }

func (deferred) Async(f func())      { f() }
func (d deferred) Dispatch(f func()) { *d.later = f }
