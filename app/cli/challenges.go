package cli

import (
	"encoding/json"
	"fmt"
	"strings"

	"playground/engine/i18n"
	"playground/engine/lab"
	"playground/engine/labs"
	"playground/engine/param"
)

var (
	sumChallenges = i18n.Text{TR: "laboratuvarların görevlerini listeler (çözümleriyle)", EN: "list the labs' challenges (with their solutions)"}
	sumCheck      = i18n.Text{TR: "bir görevi ya da satır içi hedefi dener: her denetimi yazar, tutmayan varsa 1 ile çıkar", EN: "try a challenge or an inline goal: print each check, exit 1 if one fails"}
	msgNoGoal     = i18n.Text{TR: "hangi görev ya da hedef? görevler: %s; ya da ör. %s", EN: "which challenge or goal? challenges: %s; or e.g. %s"}
	msgNoChall    = i18n.Text{TR: "bilinmeyen görev %s; görevler: %s; satır içi hedef bir karşılaştırma içerir (ör. %s)", EN: "unknown challenge %s; challenges: %s; an inline goal has a comparison (e.g. %s)"}
	txtPass       = i18n.Text{TR: "GEÇTİ", EN: "PASS"}
	txtFail       = i18n.Text{TR: "KALDI", EN: "FAIL"}
	txtGot        = i18n.Text{TR: "ölçülen", EN: "got"}
	txtAllPass    = i18n.Text{TR: "Bütün denetimler tuttu.", EN: "Every check holds."}
	txtSomeFail   = i18n.Counted{TR: "%d denetim tutmadı.", EnOne: "%d check does not hold.", EnOther: "%d checks do not hold."}
	txtLevel      = i18n.Text{TR: "düzey %d", EN: "level %d"}
	txtKnobs      = i18n.Text{TR: "değiştirilebilir", EN: "knobs"}
	txtFixed      = i18n.Text{TR: "sabit", EN: "fixed"}
	txtChecks     = i18n.Text{TR: "denetimler", EN: "checks"}
	txtSolution   = i18n.Text{TR: "çözüm", EN: "solution"}
	txtHint       = i18n.Text{TR: "ipucu", EN: "hint"}
)

// challengeJSON is one challenge as `challenges -json` lists it.
type challengeJSON struct {
	Lab string `json:"lab"`
	lab.Challenge
}

// challengesCmd is `app challenges [-json] [LAB]`.
func challengesCmd(c *Call) error {
	args, err := c.commonFlags()
	if err != nil {
		return err
	}
	list := labs.All()
	if len(args) > 0 {
		l, _, err := labQuery(args[:1], c.Lang)
		if err != nil {
			return err
		}
		if len(args) > 1 {
			return &InputError{Kind: "pair", Value: args[1], Msg: msgBadPair.Format(param.Echo(args[1]), "")}
		}
		list = []*lab.Lab{l}
	}
	if c.Help {
		return nil
	}
	if c.JSON {
		out := []challengeJSON{}
		for _, l := range list {
			for _, ch := range l.Challenges {
				out = append(out, challengeJSON{Lab: l.ID, Challenge: ch})
			}
		}
		b, err := json.MarshalIndent(out, "", "  ")
		if err != nil {
			return err
		}
		_, err = fmt.Fprintf(c.Stdout, "%s\n", b)
		return err
	}
	for _, l := range list {
		for _, ch := range l.Challenges {
			w := func(format string, a ...any) { fmt.Fprintf(c.Stdout, format, a...) }
			w("%s %s (%s) — %s\n", l.ID, ch.ID, txtLevel.Format(ch.Level).In(c.Lang), ch.Title.In(c.Lang))
			w("  %s\n", ch.Task.In(c.Lang))
			w("  %s: %s\n", txtKnobs.In(c.Lang), strings.Join(ch.Knobs, ", "))
			if ch.Fixed != "" {
				w("  %s: %s\n", txtFixed.In(c.Lang), ch.Fixed)
			}
			w("  %s: %s\n", txtChecks.In(c.Lang), checksText(ch.Checks))
			w("  %s: %s\n", txtHint.In(c.Lang), ch.Hint.In(c.Lang))
			w("  %s: %s\n", txtSolution.In(c.Lang), ch.Solution)
		}
	}
	return nil
}

func checksText(cs []lab.Check) string {
	parts := make([]string, len(cs))
	for i, ch := range cs {
		parts[i] = ch.String()
	}
	return strings.Join(parts, ",")
}

// checkJSON is `check -json`'s answer.
type checkJSON struct {
	Lab       string            `json:"lab"`
	Challenge string            `json:"challenge,omitempty"`
	Goal      string            `json:"goal"`
	Pass      bool              `json:"pass"`
	Checks    []lab.Verdict     `json:"checks"`
	Params    map[string]string `json:"params"`
}

// checkCmd is `app check [-json] LAB GOAL [k=v …]`: GOAL is one of the
// lab's challenges (the pairs may set only its knobs) or an inline goal
// "metric<=value,metric>=value". Exit 0 when every check holds, 1 when one
// does not, 2 on bad input.
func checkCmd(c *Call) error {
	args, err := c.commonFlags()
	if err != nil {
		return err
	}
	if len(args) == 0 {
		return &InputError{Kind: "lab", Msg: msgNoLab.Format(labIDs()), Missing: true}
	}
	l, _, err := labQuery(args[:1], c.Lang)
	if err != nil {
		return err
	}
	if len(args) < 2 {
		return &InputError{Kind: "goal", Msg: msgNoGoal.Format(challengeIDs(l), exampleGoal(l)), Missing: true}
	}
	goal := args[1]
	_, q, err := labQuery(append([]string{l.ID}, args[2:]...), c.Lang)
	if err != nil {
		return err
	}
	var (
		res      *lab.Result
		verdicts []lab.Verdict
		pass     bool
		chID     string
	)
	if ch := l.Challenge(goal); ch != nil {
		chID = ch.ID
		if c.Help {
			q, err := ch.Query(q)
			if err != nil {
				return err
			}
			return checkParams(l, q)
		}
		res, verdicts, pass, err = l.Attempt(ch, q, nil)
		if err != nil {
			return err
		}
		goal = checksText(ch.Checks)
	} else {
		if !strings.ContainsAny(goal, "<>=") {
			return &InputError{Kind: "goal", Value: goal, Msg: msgNoChall.Format(param.Echo(goal), challengeIDs(l), exampleGoal(l))}
		}
		checks, err := l.ParseGoal(goal)
		if err != nil {
			return err
		}
		if c.Help {
			return checkParams(l, q)
		}
		if res, err = l.Run(q, nil); err != nil {
			return err
		}
		verdicts, pass = lab.Grade(res, checks)
	}
	if c.JSON {
		b, err := json.MarshalIndent(checkJSON{Lab: l.ID, Challenge: chID, Goal: goal, Pass: pass, Checks: verdicts, Params: res.Params}, "", "  ")
		if err != nil {
			return err
		}
		fmt.Fprintf(c.Stdout, "%s\n", b)
	} else {
		failed := 0
		for _, v := range verdicts {
			word := txtPass
			if !v.Pass {
				word, failed = txtFail, failed+1
			}
			m := l.Metric(v.Metric)
			fmt.Fprintf(c.Stdout, "%-5s  %-32s %s %s%s (%s)\n", word.In(c.Lang), v.Check.String(), txtGot.In(c.Lang),
				fmtValue(v.Got), unitSuffix(m), m.Label.In(c.Lang))
		}
		if failed == 0 {
			fmt.Fprintln(c.Stdout, txtAllPass.In(c.Lang))
		} else {
			fmt.Fprintln(c.Stdout, txtSomeFail.N(failed).In(c.Lang))
		}
	}
	if !pass {
		return silent{ErrCheckFailed}
	}
	return nil
}

// silent is a failure already reported on stdout: exit 1 without a second
// message on stderr.
type silent struct{ error }

func (s silent) Unwrap() error { return s.error }

func unitSuffix(m *lab.Metric) string {
	if m == nil || m.Unit == "" {
		return ""
	}
	if m.Unit == "%" {
		return "%"
	}
	return " " + m.Unit
}

func fmtValue(v float64) string {
	if v == float64(int64(v)) {
		return fmt.Sprint(int64(v))
	}
	return fmt.Sprintf("%.4g", v)
}

func challengeIDs(l *lab.Lab) string {
	var ids []string
	for _, ch := range l.Challenges {
		ids = append(ids, ch.ID)
	}
	return strings.Join(ids, ", ")
}

func exampleGoal(l *lab.Lab) string {
	if len(l.Metrics) == 0 {
		return "metric<=value"
	}
	return l.Metrics[0].ID + "<=1"
}
