package share

import (
	"net/url"
	"slices"
	"strconv"
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"playground/app/ui/draw"
	"playground/app/ui/view"
	"playground/engine/i18n"
	"playground/engine/lab"
)

// Builder writes the snippet a lesson page pastes: the iframe of this
// lab with the controls, language, charts, sections, seed and view the
// author picks, and the one host script (web/embed.js) that sizes every
// playground frame on the page and carries the postMessage API.
type Builder struct {
	app.Compo

	Ilang i18n.Lang
	Ilab  *lab.Lab
	Ires  *lab.Result
	Ibase url.Values // the run's parameters with its seed
	Iview string
	// Iviews are the page's views, which the snippet may open in.
	Iviews []view.View
	Ikeys  url.Values // the page's view keys (the replay's t=): kept for its view

	labID    string // the lab the choices below belong to
	controls []string
	lang     string // "tr" or "en"
	charts   []string
	sections []string
	seed     bool
	view     string
	height   int
	// picked: the author chose the language or the view here; until then
	// the snippet follows the page's, as the share link does.
	langPicked, viewPicked bool
}

func NewBuilder() *Builder                       { return &Builder{} }
func (b *Builder) Lang(l i18n.Lang) *Builder     { b.Ilang = l; return b }
func (b *Builder) Lab(l *lab.Lab) *Builder       { b.Ilab = l; return b }
func (b *Builder) Result(r *lab.Result) *Builder { b.Ires = r; return b }
func (b *Builder) Base(q url.Values) *Builder    { b.Ibase = q; return b }
func (b *Builder) View(v string) *Builder        { b.Iview = v; return b }
func (b *Builder) Views(vs []view.View) *Builder { b.Iviews = vs; return b }
func (b *Builder) Keys(q url.Values) *Builder    { b.Ikeys = q; return b }
func (b *Builder) t(x i18n.Text) string          { return x.In(b.Ilang) }

// reset starts the choices over for another lab: no control picked (the
// snippet then shows every knob), the page's language and view; and keeps
// following the page's language and view until the author picks their own.
func (b *Builder) reset() {
	if b.Ilab == nil {
		return
	}
	if b.labID != b.Ilab.ID {
		b.labID = b.Ilab.ID
		b.controls, b.charts, b.sections = nil, nil, nil
		b.seed = false
		b.height = 560
		b.langPicked, b.viewPicked = false, false
	}
	if !b.langPicked {
		b.lang = string(b.Ilang)
	}
	if !b.viewPicked {
		b.view = b.Iview
	}
}

// Query is the embed's URL query for the current choices.
func (b *Builder) Query() url.Values {
	q := url.Values{}
	for k, vs := range b.Ibase {
		if k == "seed" && !b.seed {
			continue
		}
		q[k] = vs
	}
	q.Set("lab", b.Ilab.ID)
	if b.lang == "en" {
		q.Set("lang", "en")
	}
	q.Set("embed", "1")
	if len(b.controls) > 0 {
		q.Set("controls", strings.Join(b.controls, ","))
	}
	if len(b.charts) > 0 {
		q.Set("charts", strings.Join(b.charts, ","))
	}
	if len(b.sections) > 0 {
		q.Set("sections", strings.Join(b.sections, ","))
	}
	if b.view != "" && len(b.Iviews) > 0 && b.view != b.Iviews[0].ID {
		q.Set("view", b.view)
	}
	// The page's view keys (the moment a replay shows) belong to its view:
	// an embed of that view opens there too.
	if b.view == b.Iview {
		for k, vs := range b.Ikeys {
			q[k] = vs
		}
	}
	return q
}

// Snippet is the HTML to paste: the frame, then the host script.
func (b *Builder) Snippet() string {
	src := view.RootURL(b.Query())
	lang := i18n.Parse(b.lang)
	title := txtEmbedTitle.Format(b.Ilab.Title).In(lang)
	return `<iframe class="playground" src="` + draw.Escape(src) + `" title="` + draw.Escape(title) +
		`" width="100%" height="` + strconv.Itoa(b.height) + `" loading="lazy"></iframe>` + "\n" +
		`<script src="` + draw.Escape(embedScriptURL()) + `" defer></script>`
}

// embedScriptURL is web/embed.js at the site's root (any path prefix kept,
// from a lab's own path too).
func embedScriptURL() string {
	u, _ := url.Parse(view.RootURL(nil))
	u.Path += "web/embed.js"
	u.RawQuery = ""
	return u.String()
}

func toggle(list []string, v string, on bool) []string {
	list = slices.DeleteFunc(slices.Clone(list), func(s string) bool { return s == v })
	if on {
		list = append(list, v)
	}
	return list
}

func (b *Builder) Render() app.UI {
	if b.Ilab == nil {
		return app.Div()
	}
	b.reset()
	ctrls, figs, secs := b.controlChecks(), b.figureChecks(), b.sectionChecks()
	option := func(v, label, cur string) app.UI { return app.Option().Value(v).Selected(v == cur).Text(label) }
	return app.Div().Class("embed-builder").ID("embed-builder").Body(
		app.H3().Text(b.t(txtBuilder)),
		app.FieldSet().Body(app.Legend().Text(b.t(txtBuilderControls)), app.Ul().Class("checks").Body(ctrls...)),
		app.FieldSet().Body(app.Legend().Text(b.t(txtBuilderCharts)), app.Ul().Class("checks").Body(figs...)),
		app.FieldSet().Body(app.Legend().Text(b.t(txtBuilderSections)), app.Ul().Class("checks").Body(secs...)),
		app.Div().Class("eb-row").Body(
			app.Label().For("eb-lang").Text(b.t(txtBuilderLang)),
			app.Select().ID("eb-lang").OnChange(func(ctx app.Context, e app.Event) { b.lang, b.langPicked = ctx.JSSrc().Get("value").String(), true }).Body(
				option("tr", b.t(txtLangTR), b.lang), option("en", b.t(txtLangEN), b.lang)),
		),
		app.If(len(b.Iviews) > 1, func() app.UI {
			return app.Div().Class("eb-row").Body(
				app.Label().For("eb-view").Text(b.t(txtBuilderView)),
				app.Select().ID("eb-view").OnChange(func(ctx app.Context, e app.Event) { b.view, b.viewPicked = ctx.JSSrc().Get("value").String(), true }).Body(
					app.Range(b.Iviews).Slice(func(i int) app.UI {
						cur := b.view
						if cur == "" {
							cur = b.Iviews[0].ID
						}
						return option(b.Iviews[i].ID, b.Iviews[i].Label.In(b.Ilang), cur)
					})),
			)
		}),
		app.Div().Class("eb-row").Body(
			app.Label().For("eb-height").Text(b.t(txtBuilderHeight)),
			app.Input().Type("number").ID("eb-height").Min(200).Max(4000).Step(20).Value(b.height).
				OnChange(func(ctx app.Context, e app.Event) {
					if n, err := strconv.Atoi(ctx.JSSrc().Get("value").String()); err == nil && n >= 200 && n <= 4000 {
						b.height = n
					}
				}),
		),
		app.Ul().Class("checks").Body(b.check("eb-seed", b.t(txtBuilderSeed), b.seed, func(on bool) { b.seed = on })),
		app.Label().For("embed-code").Text(b.t(txtEmbedLabel)),
		app.Textarea().ID("embed-code").ReadOnly(true).Rows(5).Text(b.Snippet()),
		app.P().Class("help").Text(b.t(txtBuilderNote)),
		app.P().Body(app.A().ID("embed-preview").Href(view.RootURL(b.Query())).Target("_blank").Text(b.t(txtBuilderTry))),
	)
}

// check is one of the builder's boxes; its handler closes over set, so its
// scope names the box (go-app keeps a handler whose code is the same).
func (b *Builder) check(id, label string, on bool, set func(bool)) app.UI {
	return app.Li().Body(app.Label().For(id).Body(
		app.Input().Type("checkbox").ID(id).Checked(on).OnChange(func(ctx app.Context, e app.Event) {
			set(ctx.JSSrc().Get("checked").Bool())
		}, app.EventScope(b.Ilab.ID, id)),
		app.Text(" "+label),
	))
}

// controlChecks pick the knobs the embed shows (none: every one).
func (b *Builder) controlChecks() []app.UI {
	var out []app.UI
	for _, f := range b.Ilab.Knobs().Fields() {
		name := f.Name
		label := f.LabelText.In(b.Ilang)
		if label == "" {
			label = name
		}
		out = append(out, b.check("eb-c-"+name, label+" ("+name+")", slices.Contains(b.controls, name),
			func(on bool) { b.controls = toggle(b.controls, name, on) }))
	}
	return out
}

// figureChecks pick the figures the embed shows: the main one, and the
// run's others.
func (b *Builder) figureChecks() []app.UI {
	out := []app.UI{b.check("eb-f-main", b.t(txtBuilderMain), len(b.charts) == 0 || slices.Contains(b.charts, "main"),
		func(on bool) { b.charts = toggle(b.charts, "main", on) })}
	if b.Ires == nil {
		return out
	}
	for _, f := range b.Ires.Figures {
		id := f.ID
		if f.Main {
			continue
		}
		out = append(out, b.check("eb-f-"+draw.FigureID(f), f.Title.In(b.Ilang), slices.Contains(b.charts, id),
			func(on bool) {
				if len(b.charts) == 0 {
					b.charts = []string{"main"}
				}
				b.charts = toggle(b.charts, id, on)
			}))
	}
	return out
}

// sectionChecks pick the sections the embed shows: the lesson's, and the
// run's titled others.
func (b *Builder) sectionChecks() []app.UI {
	out := []app.UI{b.check("eb-s-lesson", b.t(txtBuilderLesson), len(b.sections) == 0 || slices.Contains(b.sections, "lesson"),
		func(on bool) { b.sections = toggle(b.sections, "lesson", on) })}
	if b.Ires == nil {
		return out
	}
	for _, s := range b.Ires.Sections {
		id := s.ID
		if s.Lesson || s.Title.In(b.Ilang) == "" {
			continue
		}
		out = append(out, b.check("eb-s-"+id, s.Title.In(b.Ilang), slices.Contains(b.sections, id),
			func(on bool) {
				if len(b.sections) == 0 {
					b.sections = []string{"lesson"}
				}
				b.sections = toggle(b.sections, id, on)
			}))
	}
	return out
}
