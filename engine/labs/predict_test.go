package labs

import (
	"fmt"
	"math"
	"net/url"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"playground/engine/i18n"
	"playground/engine/lab"
	"playground/engine/lab/labtest"
)

// A challenge that asks for a guess never states the answer before the
// reveal: its task, its hint and the predicted metric's help hold no
// number equal to the metric's value at the challenge's starting point
// (written either way, 697.5 or 697,5; an ordinal such as "3. aşama" is
// not a count).
func TestAPredictionsTaskHintAndHelpNeverStateItsAnswer(t *testing.T) {
	for _, l := range All() {
		for _, c := range l.Challenges {
			if c.Predict == "" {
				continue
			}
			t.Run(l.ID+"/"+c.ID, func(t *testing.T) {
				res, _, _, err := l.Attempt(&c, nil, nil)
				if err != nil {
					t.Fatal(err)
				}
				got := res.Metrics[c.Predict]
				re := answerPattern(got)
				m := l.Metric(c.Predict)
				for what, text := range map[string]i18n.Text{"task": c.Task, "hint": c.Hint, "help of " + c.Predict: m.Help} {
					for _, s := range []string{text.TR, text.EN} {
						if loc := re.FindStringIndex(s); loc != nil {
							t.Errorf("the %s states the answer %v: …%s…", what, got, s[max(0, loc[0]-40):min(len(s), loc[1]+40)])
						}
					}
				}
			})
		}
	}
}

// answerPattern finds v written as a number of its own: 697.5 or 697,5
// (rounded to one decimal too), not inside a longer number, not an
// ordinal ("3. ").
func answerPattern(v float64) *regexp.Regexp {
	forms := map[string]bool{}
	for _, d := range []int{-1, 1, 0} {
		if d == 0 && v != math.Round(v) {
			continue
		}
		s := strconv.FormatFloat(v, 'f', d, 64)
		s = strings.TrimSuffix(s, ".0")
		forms[regexp.QuoteMeta(s)] = true
		forms[regexp.QuoteMeta(strings.ReplaceAll(s, ".", ","))] = true
	}
	alts := make([]string, 0, len(forms))
	for f := range forms {
		alts = append(alts, f)
	}
	return regexp.MustCompile(`(?:^|[^\d.,])(?:` + strings.Join(alts, "|") + `)(?:$|[^\d.,]|[.,](?:$|[^\d\s]))`)
}

// Every lab suggests a first change as a question: it decodes, leaves the
// lesson's values, moves at least one key metric, and its question states
// none of the key metrics' values at that change (the learner finds them).
func TestEveryLabSuggestsAFirstChangeThatMovesAKeyMetricWithoutSayingWhere(t *testing.T) {
	for _, l := range All() {
		t.Run(l.ID, func(t *testing.T) {
			if l.Try == nil || l.Try.Label.TR == "" || l.Try.Label.EN == "" {
				t.Fatalf("no first change, or its question lacks a language: %+v", l.Try)
			}
			q, err := url.ParseQuery(l.Try.Params)
			if err != nil || len(q) == 0 {
				t.Fatalf("params %q: %v", l.Try.Params, err)
			}
			if l.TryValues() == nil {
				t.Fatalf("params %q do not decode", l.Try.Params)
			}
			base, got := firstChange(t, l)
			moved := 0
			for _, m := range l.KeyMetrics() {
				if got.Metrics[m.ID] != base.Metrics[m.ID] {
					moved++
				}
				re := answerPattern(got.Metrics[m.ID])
				for _, s := range []string{l.Try.Label.TR, l.Try.Label.EN} {
					if loc := re.FindStringIndex(s); loc != nil && got.Metrics[m.ID] != base.Metrics[m.ID] {
						t.Errorf("the question states %s at the change (%v): %s", m.ID, got.Metrics[m.ID], s)
					}
				}
			}
			if moved == 0 {
				t.Errorf("%s moves no key metric (%v)", l.Try.Params, base.Metrics)
			}
		})
	}
}

// The headline numbers never praise what the lesson warns against: on a
// lab's first change, every key metric with a direction that moves says
// the same side won (the lesson's values or the change), and the main
// picture is not the same picture for both.
func TestTheHeadlineNumbersAgreeOnWhichSideOfTheFirstChangeWins(t *testing.T) {
	for _, l := range All() {
		t.Run(l.ID, func(t *testing.T) {
			base, got := firstChange(t, l)
			verdicts := map[string][]string{}
			for _, m := range l.KeyMetrics() {
				was, now := base.Metrics[m.ID], got.Metrics[m.ID]
				switch {
				case was == now || m.Better == lab.Neither:
				case (m.Better == lab.Lower) == (now < was):
					verdicts["the change"] = append(verdicts["the change"], fmt.Sprintf("%s %v → %v", m.ID, was, now))
				default:
					verdicts["the lesson's values"] = append(verdicts["the lesson's values"], fmt.Sprintf("%s %v → %v", m.ID, was, now))
				}
			}
			if len(verdicts) != 1 {
				t.Errorf("on %s the headline numbers disagree on who won: %v", l.Try.Params, verdicts)
			}
			if labtest.MainPicture(base) == "" || labtest.MainPicture(base) == labtest.MainPicture(got) {
				t.Errorf("on %s the main figure is missing or the same picture", l.Try.Params)
			}
		})
	}
}

// firstChange runs l at the lesson's values and at its first change.
func firstChange(t *testing.T, l *lab.Lab) (base, got *lab.Result) {
	t.Helper()
	q, _ := url.ParseQuery(l.Try.Params)
	base, err := l.Run(nil, nil)
	if err != nil {
		t.Fatal(err)
	}
	if got, err = l.Run(q, nil); err != nil {
		t.Fatal(err)
	}
	return base, got
}

// A guess before a preset's run asks about what the preset is about: its
// own Predict (a metric of the lab) when it names one, else the first key
// number, the one the strip shows first.
func TestAPresetsGuessAsksAboutWhatThePresetIsAbout(t *testing.T) {
	for _, l := range All() {
		for i, pr := range l.Presets {
			got := l.PredictFor(l.PresetValues()[i])
			want := pr.Predict
			if want == "" {
				want = l.KeyMetrics()[0].ID
			} else if l.Metric(want) == nil {
				t.Errorf("%s/%s: Predict %q is no metric of the lab", l.ID, pr.ID, want)
			}
			if got != want {
				t.Errorf("%s/%s: the guess asks about %s, want %s", l.ID, pr.ID, got, want)
			}
		}
		if got := l.PredictFor(l.TryValues()); got != l.KeyMetrics()[0].ID {
			t.Errorf("%s: the first change's guess asks about %s, want the first key number", l.ID, got)
		}
	}
	if got := Find("cache").PredictFor(url.Values{"hashing": {"jump"}, "partitions": {"8"}, "copies": {"1,8,16"}}); got != "keys_moved_pct" {
		t.Errorf("cache's consistent-hashing preset asks about %s", got)
	}
}
