package challenge

import (
	"net/url"
	"slices"
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"playground/app/pagekey"
	"playground/app/ui/draw"
	"playground/app/ui/form"
	"playground/app/ui/view"
	"playground/engine/i18n"
	"playground/engine/lab"
)

// exerciseBuilder is the share tools' "embed as an exercise": a goal, the
// knobs a learner may change and a title make any page a graded exercise
// (view=challenge&goal=…&knobs=…&title=…). It starts from the exercise open
// now, if any; the other parameters stay as the page has them.
type exerciseBuilder struct {
	app.Compo

	Ilab    *lab.Lab
	Ilang   i18n.Lang
	Iparams url.Values // the page's parameters (those off the lesson's values)
	// Istart: Iparams are an open exercise's start, knobs included; else
	// they are the page's run, and the knobs' values (maybe an answer)
	// are left out.
	Istart bool
	Igoal  string
	Iknobs string
	Ititle string

	goal, knobs, title string
	from               string // the inputs the texts started from
}

func newExerciseBuilder() *exerciseBuilder                   { return &exerciseBuilder{} }
func (b *exerciseBuilder) Lab(l *lab.Lab) *exerciseBuilder   { b.Ilab = l; return b }
func (b *exerciseBuilder) Lang(l i18n.Lang) *exerciseBuilder { b.Ilang = l; return b }
func (b *exerciseBuilder) Params(q url.Values, start bool) *exerciseBuilder {
	b.Iparams, b.Istart = q, start
	return b
}
func (b *exerciseBuilder) Goal(goal, knobs, title string) *exerciseBuilder {
	b.Igoal, b.Iknobs, b.Ititle = goal, knobs, title
	return b
}
func (b *exerciseBuilder) t(x i18n.Text) string { return x.In(b.Ilang) }

func (b *exerciseBuilder) OnMount(ctx app.Context)  { b.start() }
func (b *exerciseBuilder) OnUpdate(ctx app.Context) { b.start() }

// start takes the open exercise's goal when it changes (another challenge
// opened); what the author typed stays otherwise.
func (b *exerciseBuilder) start() {
	from := b.Igoal + "\x00" + b.Iknobs + "\x00" + b.Ititle
	if from != b.from {
		b.goal, b.knobs, b.title, b.from = b.Igoal, b.Iknobs, b.Ititle, from
	}
}

// exerciseQuery is the exercise's link: the page's parameters but the knobs
// (a learner starts from them), and the goal's page keys.
func exerciseQuery(l *lab.Lab, params url.Values, start bool, goal, knobs, title string, lang i18n.Lang) url.Values {
	q := url.Values{}
	ks := pagekey.List(knobs)
	for k, vs := range params {
		if start || !slices.Contains(ks, k) {
			q[k] = vs
		}
	}
	q.Set("lab", l.ID)
	q.Set("view", View.ID)
	q.Set("goal", strings.TrimSpace(goal))
	if len(ks) > 0 {
		q.Set("knobs", strings.Join(ks, ","))
	}
	if t := strings.TrimSpace(title); t != "" {
		q.Set("title", t)
	}
	if lang == i18n.EN {
		q.Set("lang", "en")
	}
	return q
}

func (b *exerciseBuilder) Render() app.UI {
	if b.Ilab == nil {
		return app.Div().Class("exercise-embed")
	}
	var out app.UI
	if strings.TrimSpace(b.goal) != "" {
		q := exerciseQuery(b.Ilab, b.Iparams, b.Istart, b.goal, b.knobs, b.title, b.Ilang)
		ex, _ := newExercise(b.Ilab, q, pagekey.LabParams(q))
		if len(ex.errs) > 0 {
			msgs := make([]app.UI, len(ex.errs))
			for i, err := range ex.errs {
				msgs[i] = app.P().Class("field-error").Text(i18n.ErrorIn(err, b.Ilang))
			}
			out = app.Div().ID("exercise-error").Role("alert").Body(msgs...)
		} else {
			full := view.AbsURL(q)
			q.Set("embed", "1")
			title := strings.TrimSpace(b.title)
			if title == "" {
				title = b.Ilab.Title.In(b.Ilang)
			}
			snippet := `<iframe src="` + draw.Escape(view.RootURL(q)) + `" title="` +
				draw.Escape(txtExTitleOf.Format(title).In(b.Ilang)) +
				`" width="100%" height="720" loading="lazy"></iframe>`
			out = app.Div().Body(
				app.Label().For("exercise-code").Text(b.t(txtExCode)),
				app.Textarea().ID("exercise-code").ReadOnly(true).Rows(4).Text(snippet),
				app.P().Body(app.A().ID("exercise-link").Href(full).Target("_blank").Text(b.t(txtExLink))),
			)
		}
	}
	metrics := make([]string, len(b.Ilab.Metrics))
	for i, m := range b.Ilab.Metrics {
		metrics[i] = m.ID
	}
	example := "metric<=1"
	if len(metrics) > 0 {
		example = metrics[0] + "<=1"
	}
	text := func(id string, label i18n.Text, value, placeholder string, set func(string)) app.UI {
		return app.Div().Class("field").Body(
			app.Label().For(id).Text(b.t(label)),
			app.Input().Type("text").ID(id).Value(form.TypedValue(id, value)).Placeholder(placeholder).
				Spellcheck(false).AutoComplete(false).
				OnInput(func(ctx app.Context, e app.Event) { set(ctx.JSSrc().Get("value").String()) }),
		)
	}
	return app.Details().ID("exercise-embed").Class("exercise-embed").Open(b.Igoal != "").Body(
		app.Summary().Text(b.t(txtExTitle)),
		app.P().Class("help").Text(b.t(txtExHelp)),
		text("exercise-goal", txtExGoal, b.goal, example, func(v string) { b.goal = v }),
		app.P().Class("help hint").Text(txtExMetrics.Format(strings.Join(metrics, ", ")).In(b.Ilang)),
		text("exercise-knobs", txtExKnobs, b.knobs, "", func(v string) { b.knobs = v }),
		text("exercise-title", txtExTitleIn, b.title, "", func(v string) { b.title = v }),
		out,
	)
}

// builderOf is the view's tool in the share panel: the builder, started
// from the open exercise when there is one, else from the form.
func builderOf(c *view.Context) app.UI {
	goal, knobs, title := "", "", ""
	params, start := c.Params, false
	if e := c.Exercise; e != nil {
		if ex, ok := e.Data.(*exercise); ok && ex.ok() {
			goal, knobs, title = goalText(ex.ch.Checks), strings.Join(ex.ch.Knobs, ","), ex.titleIn(c.Lang)
			params, start = form.NonDefaults(c.Lab, ex.base), true
		}
	}
	return newExerciseBuilder().Lab(c.Lab).Lang(c.Lang).Params(params, start).Goal(goal, knobs, title)
}
