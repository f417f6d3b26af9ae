// Package predict is "predict first": before a run shows — a challenge's
// first, or a preset's — the learner guesses one of its metrics (or skips),
// and the run then shows its value beside the guess, in words that say how
// far off it was. A view that asks for a guess keeps the Guess and draws
// Step in place of the run while it is pending, then Reveal above it.
package predict

import (
	"math"
	"strconv"
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"playground/app/ui/draw"
	"playground/app/ui/form"
	"playground/app/ui/view"
	"playground/engine/i18n"
	"playground/engine/lab"
	"playground/engine/words"
)

// Guess is one prediction: asked for, then made or skipped.
type Guess struct {
	metric string // the metric guessed
	choose bool   // the learner may pick the metric (a preset has none of its own)
	text   string // the guess as typed
	bad    bool   // the typed guess is no number
	state  state
	value  float64
	run    string // view.RunKey of the run the guess is about
	id     int    // names the guess for its handlers (go-app keeps a handler whose code is the same)
}

type state int

const (
	pending state = iota
	guessed
	skipped
)

// Ask is a new guess about metric, pending; choose lets the learner pick
// another metric of the lab. seq numbers the view's guesses (each a new
// number).
func Ask(metric string, choose bool, seq int) *Guess {
	return &Guess{metric: metric, choose: choose, id: seq}
}

// Pending reports whether g hides its run.
func (g *Guess) Pending() bool { return g != nil && g.state == pending }

// Metric is the metric guessed about.
func (g *Guess) Metric() string { return g.metric }

// Choosing reports whether the learner picks the metric.
func (g *Guess) Choosing() bool { return g != nil && g.choose }

// Step is the step that hides the run: which metric, the guess, and the
// way on (with or without a guess). Lifting it posts view.ActShown: the
// page settles with the run shown.
func Step(g *Guess, c *view.Context) app.UI {
	m := c.Lab.Metric(g.metric)
	ask := txtPredAskAny.In(c.Lang)
	if !g.choose && m != nil {
		ask = txtPredAsk.Format(m.Label).In(c.Lang)
	}
	scope := app.EventScope(g.id)
	return app.Section().ID("predict").Class("predict").Aria("labelledby", "predict-h").Body(
		app.H2().ID("predict-h").Text(txtPredTitle.In(c.Lang)),
		app.P().Class("predict-ask").Text(ask),
		app.Form().ID("predict-form").
			OnSubmit(func(ctx app.Context, e app.Event) {
				e.PreventDefault()
				if g.guess(c) {
					ctx.NewAction(view.ActShown)
				}
			}, scope).
			Body(
				app.If(g.choose, func() app.UI { return g.metricField(c, scope) }),
				g.valueField(c, m, scope),
				app.Div().Class("row").Body(
					app.Button().Type("submit").ID("predict-submit").Class("primary").Text(txtPredSubmit.In(c.Lang)),
					app.Button().Type("button").ID("predict-skip").Text(txtPredSkip.In(c.Lang)).
						OnClick(func(ctx app.Context, e app.Event) {
							g.state = skipped
							ctx.NewAction(view.ActShown)
						}, scope),
				),
			),
	)
}

func (g *Guess) metricField(c *view.Context, scope app.EventOption) app.UI {
	return app.Div().Class("field").Body(
		app.Label().For("predict-metric").Text(txtPredMetric.In(c.Lang)),
		app.Select().ID("predict-metric").
			OnChange(func(ctx app.Context, e app.Event) {
				if id := ctx.JSSrc().Get("value").String(); c.Lab.Metric(id) != nil {
					g.metric = id
				}
			}, scope).
			Body(app.Range(c.Lab.Metrics).Slice(func(i int) app.UI {
				mi := c.Lab.Metrics[i]
				label := mi.Label.In(c.Lang)
				if mi.Unit != "" {
					label += " (" + mi.Unit + ")"
				}
				return app.Option().Value(mi.ID).Selected(mi.ID == g.metric).Text(label)
			})),
	)
}

func (g *Guess) valueField(c *view.Context, m *lab.Metric, scope app.EventOption) app.UI {
	unit := ""
	if m != nil && m.Unit != "" {
		unit = " (" + m.Unit + ")"
	}
	const errID = "predict-error"
	input := app.Input().Type("text").ID("predict-value").Attr("inputmode", "decimal").
		AutoComplete(false).Value(form.TypedValue("predict-value", g.text)).Aria("invalid", g.bad).
		OnInput(func(ctx app.Context, e app.Event) {
			g.text = ctx.JSSrc().Get("value").String()
			g.bad = false
		}, scope)
	if g.bad {
		input = input.Aria("describedby", errID) // only while the message exists
	}
	label := ""
	if m != nil {
		label = m.Label.In(c.Lang)
	}
	return app.Div().Class("field").Body(
		app.Label().For("predict-value").Body(
			app.Text(txtPredGuess.In(c.Lang)+": "+label),
			app.Span().Class("unit").Text(unit),
		),
		input,
		app.If(g.bad, func() app.UI {
			return app.P().ID(errID).Class("field-error").Role("alert").Text(txtPredBadNum.Format(g.text).In(c.Lang))
		}),
		app.If(m != nil && m.Help.In(c.Lang) != "", func() app.UI {
			return app.P().Class("help").Text(m.Help.In(c.Lang))
		}),
	)
}

// guess keeps the typed guess and lifts the step (false: no number); the
// guess is about the run the form says now (running or done).
func (g *Guess) guess(c *view.Context) bool {
	v, ok := parseGuess(g.text)
	if !ok {
		g.bad = true
		return false
	}
	g.value, g.bad, g.state = v, false, guessed
	g.run = view.RunKey(c.Lab, c.Raw)
	return true
}

// Reveal shows the guess beside the value got, while the run shown is the
// one guessed about (nothing otherwise).
func Reveal(g *Guess, c *view.Context) app.UI {
	if g == nil || g.state != guessed || g.run == "" {
		return nil
	}
	m := c.Lab.Metric(g.metric)
	if m == nil {
		return nil
	}
	res := c.Fresh()
	if res == nil || view.ValuesKey(res.Params) != g.run {
		if view.RunKey(c.Lab, c.Raw) != g.run {
			return nil // the learner has moved on
		}
		return app.Section().ID("predict-reveal").Class("predict-reveal").Role("status").Body(
			app.P().Text(txtPredYours.In(c.Lang) + ": " + draw.MetricIn(g.value, m.Unit, c.Lang) + " · " + txtPredWaiting.In(c.Lang)))
	}
	got := res.Metrics[g.metric]
	return app.Section().ID("predict-reveal").Class("predict-reveal").Role("status").
		DataSet("guess", strconv.FormatFloat(g.value, 'g', -1, 64)).
		DataSet("got", strconv.FormatFloat(got, 'g', -1, 64)).
		Body(
			app.P().Class("predict-numbers").Body(
				app.Span().Class("predict-metric").Text(m.Label.In(c.Lang)+": "),
				app.Strong().Text(txtPredYours.In(c.Lang)+" "+draw.MetricIn(g.value, m.Unit, c.Lang)),
				app.Text(" · "),
				app.Strong().Text(txtPredGot.In(c.Lang)+" "+draw.MetricIn(got, m.Unit, c.Lang)),
			),
			app.P().ID("predict-words").Class("predict-words").Text(guessWords(g.value, got, m.Unit).In(c.Lang)),
			app.If(missed(g.value, got), func() app.UI {
				if why := Why(res, m, c.Lang); why != "" {
					return app.P().ID("predict-why").Class("predict-why").Text(txtPredWhy.In(c.Lang) + " " + why)
				}
				return nil
			}),
		)
}

// missed: the guess was not within a tenth of the value got (the words
// said more than "very close").
func missed(guess, got float64) bool {
	if guess == got {
		return false
	}
	r := got / guess
	return guess == 0 || !(r >= 0.9 && r <= 1.1)
}

// Why is the one sentence of the run's own reading that says most about
// metric m after a miss: the first that names the metric, else the
// reading's first (its headline); "" when the run has none.
func Why(res *lab.Result, m *lab.Metric, l i18n.Lang) string {
	if res == nil || len(res.Reading) == 0 {
		return ""
	}
	label := strings.ToLower(m.Label.In(l))
	for _, s := range res.Reading {
		if label != "" && strings.Contains(strings.ToLower(s.In(l)), label) {
			return s.In(l)
		}
	}
	return res.Reading[0].In(l)
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
	by := i18n.Text{TR: draw.MetricIn(math.Abs(diff), unit, i18n.TR), EN: draw.MetricIn(math.Abs(diff), unit, i18n.EN)}
	if guess == 0 || got == 0 || (guess < 0) != (got < 0) {
		return txtPredOff.Format(by, dir)
	}
	pct := math.Abs(diff) / math.Abs(guess) * 100
	share := words.Pct(pct, 0).Text()
	r := got / guess
	switch {
	case r >= 0.9 && r <= 1.1:
		return txtPredClose.Format(by, dir, share)
	case r >= 0.5 && r <= 2:
		return txtPredNear.Format(by, dir, share)
	case r > 2:
		return txtPredFarUp.Format(words.Num(r, 1).Text())
	}
	return txtPredFarDown.Format(words.Num(1/r, 1).Text())
}
