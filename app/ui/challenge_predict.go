package ui

import (
	"math"
	"net/url"
	"strconv"
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"playground/engine/i18n"
	"playground/engine/lab"
)

// prediction is "predict first": before a challenge's first run, or a
// preset's, the run stays hidden until the learner guesses one metric (or
// skips); the run then shows its value beside the guess.
type prediction struct {
	view   string // the view it hides: challengeView, or defaultView after a preset
	metric string // the metric guessed
	choose bool   // the learner may pick the metric (a preset has none of its own)
	text   string // the guess as typed
	bad    bool   // the typed guess is no number
	state  predictState
	guess  float64
	run    string // runKey of the run the guess is about
}

type predictState int

const (
	predictPending predictState = iota
	predictGuessed
	predictSkipped
)

// runKey names a parameter set by every canonical value ("" when the form's
// text is invalid): a result whose runKey matches is the run of that form.
func runKey(l *lab.Lab, raw url.Values) string {
	prm, err := l.Decode(raw)
	if err != nil {
		return ""
	}
	return valuesKey(prm.Spec().Values())
}

func valuesKey(m map[string]string) string {
	q := url.Values{}
	for k, v := range m {
		q.Set(k, v)
	}
	return q.Encode()
}

// freshResult is the last result when it is the run of what the form says
// now (not one still kept from before an edit or a run that failed).
func (p *page) freshResult() *lab.Result {
	if p.res == nil || p.running || p.runErr != nil || len(p.errs) > 0 {
		return nil
	}
	if k := runKey(p.lab, p.raw); k == "" || k != valuesKey(p.res.Params) {
		return nil
	}
	return p.res
}

// askPrediction hides a preset's run behind the prediction step (the
// results view only; a metric guessed before is offered again).
func (p *page) askPrediction() {
	if p.embed || p.lab == nil || len(p.lab.Metrics) == 0 || findView(p.view).ID != defaultView {
		return
	}
	metric := p.lab.Metrics[0].ID
	if pr := p.chal.predict; pr != nil && pr.choose && p.lab.Metric(pr.metric) != nil {
		metric = pr.metric
	}
	p.chal.predict = &prediction{view: defaultView, metric: metric, choose: true}
}

// predictPending reports whether view v's run is hidden behind the step.
func (p *page) predictPending(v string) bool {
	pr := p.chal.predict
	return pr != nil && pr.state == predictPending && pr.view == v
}

// parseGuess reads a number as people type it: "250", "2,5", "2.5", "%10".
func parseGuess(s string) (float64, bool) {
	s = strings.TrimSpace(strings.Trim(strings.TrimSpace(s), "%"))
	s = strings.ReplaceAll(s, " ", "")
	if strings.Count(s, ",") == 1 && !strings.Contains(s, ".") {
		s = strings.Replace(s, ",", ".", 1)
	}
	v, err := strconv.ParseFloat(s, 64)
	if err != nil || math.IsNaN(v) || math.IsInf(v, 0) {
		return 0, false
	}
	return v, true
}

// renderPredictStep is the step that hides the run: which metric, the
// guess, and the way on (with or without a guess).
func (p *page) renderPredictStep() app.UI {
	pr := p.chal.predict
	m := p.lab.Metric(pr.metric)
	ask := txtPredAskAny.In(p.lang)
	if !pr.choose && m != nil {
		ask = txtPredAsk.Format(m.Label).In(p.lang)
	}
	unit := ""
	if m != nil && m.Unit != "" {
		unit = " (" + m.Unit + ")"
	}
	errID := "predict-error"
	input := app.Input().Type("text").ID("predict-value").Attr("inputmode", "decimal").
		AutoComplete(false).Value(typedValue("predict-value", pr.text)).Aria("invalid", pr.bad).
		OnInput(func(ctx app.Context, e app.Event) {
			p.chal.predict.text = ctx.JSSrc().Get("value").String()
			p.chal.predict.bad = false
		})
	if pr.bad {
		input = input.Aria("describedby", errID) // only while the message exists
	}
	return app.Section().ID("predict").Class("predict").Aria("labelledby", "predict-h").Body(
		app.H2().ID("predict-h").Text(p.t(txtPredTitle)),
		app.P().Class("predict-ask").Text(ask),
		app.Form().ID("predict-form").
			OnSubmit(func(ctx app.Context, e app.Event) {
				e.PreventDefault()
				p.onGuess()
				p.settle(ctx, urlKeep) // the run shows now (settle.go)
			}).
			Body(
				app.If(pr.choose, func() app.UI {
					return app.Div().Class("field").Body(
						app.Label().For("predict-metric").Text(p.t(txtPredMetric)),
						app.Select().ID("predict-metric").
							OnChange(func(ctx app.Context, e app.Event) {
								if id := ctx.JSSrc().Get("value").String(); p.lab.Metric(id) != nil {
									p.chal.predict.metric = id
								}
							}).
							Body(app.Range(p.lab.Metrics).Slice(func(i int) app.UI {
								mi := p.lab.Metrics[i]
								label := mi.Label.In(p.lang)
								if mi.Unit != "" {
									label += " (" + mi.Unit + ")"
								}
								return app.Option().Value(mi.ID).Selected(mi.ID == pr.metric).Text(label)
							})),
					)
				}),
				app.Div().Class("field").Body(
					app.Label().For("predict-value").Body(
						app.Text(p.t(txtPredGuess)+": "+metricLabel(m, p.lang)),
						app.Span().Class("unit").Text(unit),
					),
					input,
					app.If(pr.bad, func() app.UI {
						return app.P().ID(errID).Class("field-error").Role("alert").Text(txtPredBadNum.Format(pr.text).In(p.lang))
					}),
					app.If(m != nil && m.Help.In(p.lang) != "", func() app.UI {
						return app.P().Class("help").Text(m.Help.In(p.lang))
					}),
				),
				app.Div().Class("row").Body(
					app.Button().Type("submit").ID("predict-submit").Class("primary").Text(p.t(txtPredSubmit)),
					app.Button().Type("button").ID("predict-skip").Text(p.t(txtPredSkip)).
						OnClick(func(ctx app.Context, e app.Event) {
							p.chal.predict.state = predictSkipped
							p.settle(ctx, urlKeep) // the run shows now (settle.go)
						}),
				),
			),
	)
}

func metricLabel(m *lab.Metric, lang i18n.Lang) string {
	if m == nil {
		return ""
	}
	return m.Label.In(lang)
}

// onGuess keeps the guess and lifts the step; the guess is about the run
// the form says now (running or done).
func (p *page) onGuess() {
	pr := p.chal.predict
	v, ok := parseGuess(pr.text)
	if !ok {
		pr.bad = true
		return
	}
	pr.guess, pr.bad, pr.state = v, false, predictGuessed
	pr.run = runKey(p.lab, p.raw)
}

// renderPredictReveal shows the guess beside the value got, while the run
// shown is the one guessed about.
func (p *page) renderPredictReveal(view string) app.UI {
	pr := p.chal.predict
	if pr == nil || pr.state != predictGuessed || pr.view != view || pr.run == "" {
		return nil
	}
	m := p.lab.Metric(pr.metric)
	if m == nil {
		return nil
	}
	res := p.freshResult()
	if res == nil || valuesKey(res.Params) != pr.run {
		if runKey(p.lab, p.raw) != pr.run {
			return nil // the learner has moved on
		}
		return app.Section().ID("predict-reveal").Class("predict-reveal").Role("status").Body(
			app.P().Text(p.t(txtPredYours) + ": " + metricText(pr.guess, m.Unit, p.lang) + " · " + p.t(txtPredWaiting)))
	}
	got := res.Metrics[pr.metric]
	return app.Section().ID("predict-reveal").Class("predict-reveal").Role("status").
		DataSet("guess", strconv.FormatFloat(pr.guess, 'g', -1, 64)).
		DataSet("got", strconv.FormatFloat(got, 'g', -1, 64)).
		Body(
			app.P().Class("predict-numbers").Body(
				app.Span().Class("predict-metric").Text(m.Label.In(p.lang)+": "),
				app.Strong().Text(p.t(txtPredYours)+" "+metricText(pr.guess, m.Unit, p.lang)),
				app.Text(" · "),
				app.Strong().Text(p.t(txtPredGot)+" "+metricText(got, m.Unit, p.lang)),
			),
			app.P().ID("predict-words").Class("predict-words").Text(guessWords(pr.guess, got, m.Unit).In(p.lang)),
		)
}

// guessWords says how far a guess was from the value got, in words: spot
// on, very close (within 10 %), not far (within a factor of 2), or far off
// (by what factor).
func guessWords(guess, got float64, unit string) i18n.Text {
	diff := got - guess
	scale := math.Max(math.Abs(got), math.Abs(guess))
	if diff == 0 || math.Abs(diff) <= 0.005*scale {
		return txtPredExact
	}
	dir := txtPredHigher
	if diff < 0 {
		dir = txtPredLower
	}
	by := i18n.Text{TR: metricText(math.Abs(diff), unit, i18n.TR), EN: metricText(math.Abs(diff), unit, i18n.EN)}
	if guess == 0 || got == 0 || (guess < 0) != (got < 0) {
		return txtPredOff.Format(by, dir)
	}
	pct := math.Abs(diff) / math.Abs(guess) * 100
	share := i18n.Text{TR: "%" + decimalText(pct, 0, i18n.TR), EN: decimalText(pct, 0, i18n.EN) + " %"}
	r := got / guess
	switch {
	case r >= 0.9 && r <= 1.1:
		return txtPredClose.Format(by, dir, share)
	case r >= 0.5 && r <= 2:
		return txtPredNear.Format(by, dir, share)
	case r > 2:
		return txtPredFarUp.Format(i18n.Text{TR: decimalText(r, 1, i18n.TR), EN: decimalText(r, 1, i18n.EN)})
	}
	return txtPredFarDown.Format(i18n.Text{TR: decimalText(1/r, 1, i18n.TR), EN: decimalText(1/r, 1, i18n.EN)})
}

// metricText writes a metric's value with its unit the way each language
// does: "697,5 ms", "%12,5" in Turkish; "697.5 ms", "12.5 %" in English.
func metricText(v float64, unit string, lang i18n.Lang) string {
	digits := 0
	switch a := math.Abs(v); {
	case a == math.Trunc(a):
	case a >= 100:
		digits = 1
	case a >= 1:
		digits = 2
	default:
		digits = 3
	}
	n := decimalText(v, digits, lang)
	switch {
	case unit == "":
		return n
	case unit == "%":
		if lang == i18n.TR {
			return "%" + n
		}
		return n + " %"
	case strings.HasPrefix(unit, "/"):
		return n + unit // "5/s": a rate reads as one word
	}
	return n + " " + unit
}

// decimalText rounds to at most digits decimals, drops trailing zeros and uses
// the language's decimal mark.
func decimalText(v float64, digits int, lang i18n.Lang) string {
	s := strconv.FormatFloat(v, 'f', digits, 64)
	if strings.Contains(s, ".") {
		s = strings.TrimRight(strings.TrimRight(s, "0"), ".")
	}
	if s == "-0" {
		s = "0"
	}
	if lang == i18n.TR {
		s = strings.Replace(s, ".", ",", 1)
	}
	return s
}
