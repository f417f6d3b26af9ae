package labs

import (
	"math"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"playground/engine/i18n"
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
