package main

import (
	"net/url"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"playground/engine/i18n"
	"playground/engine/labs"
)

// renderChrome wraps a view in the site's header (title, lab links, language
// switch) and footer.
func (p *playground) renderChrome(main ...app.UI) []app.UI {
	current := ""
	if p.lab != nil {
		current = p.lab.ID
	}
	return []app.UI{
		app.A().Class("skip").Href("#main").Text(p.t(txtSkip)),
		app.Header().Class("site").Body(
			app.A().Class("brand").Href(p.hrefHome()).Text(p.t(txtSite)),
			app.Nav().Aria("label", p.t(txtLabs)).Body(
				app.Ul().Body(app.Range(labs.All()).Slice(func(i int) app.UI {
					l := labs.All()[i]
					a := app.A().Href(p.hrefLab(l.ID)).Text(l.Title.In(p.lang))
					if l.ID == current {
						a = a.Aria("current", "page")
					}
					return app.Li().Body(a)
				})),
			),
			app.Button().ID("lang-switch").Class("lang").
				Lang(map[i18n.Lang]string{i18n.TR: "en", i18n.EN: "tr"}[p.lang]).
				Aria("label", p.t(txtSwitchLabel)).
				Text(p.t(txtSwitchLang)).
				OnClick(p.onSwitchLang),
		),
		app.Main().ID("main").Body(main...),
		app.Footer().Class("site").Body(app.P().Text(p.t(txtFooter))),
	}
}

func (p *playground) renderHome() app.UI {
	return app.Section().Class("home").Body(
		app.H1().Text(p.t(txtSite)),
		app.P().Class("tagline").Text(p.t(txtTagline)),
		app.Ul().Class("cards").Body(app.Range(labs.All()).Slice(func(i int) app.UI {
			l := labs.All()[i]
			return app.Li().Class("card").ID("card-"+l.ID).Body(
				app.H2().Body(app.A().Href(p.hrefLab(l.ID)).Text(l.Title.In(p.lang))),
				app.If(l.Question.In(p.lang) != "", func() app.UI {
					return app.P().Class("question").Text(l.Question.In(p.lang))
				}),
				app.If(l.Lesson.In(p.lang) != "", func() app.UI {
					return app.P().Class("lesson-name").Text(txtLessonName.Format(l.Lesson).In(p.lang))
				}),
				app.A().Class("button").Href(p.hrefLab(l.ID)).Aria("label", txtOpenLab.In(p.lang)+": "+l.Title.In(p.lang)).Text(p.t(txtOpenLab)),
			)
		})),
	)
}

// Hrefs are relative ("?lab=…") so they keep any path prefix the site is
// served under; go-app resolves and intercepts them.
func (p *playground) hrefHome() string {
	if p.lang == i18n.EN {
		return "?lang=en"
	}
	return "?"
}

func (p *playground) hrefLab(id string) string {
	q := url.Values{"lab": {id}}
	if p.lang == i18n.EN {
		q.Set("lang", "en")
	}
	return "?" + encodeQuery(q)
}

// onSwitchLang changes only the language: results are bilingual, so nothing
// reruns; the URL records the choice.
func (p *playground) onSwitchLang(ctx app.Context, e app.Event) {
	if p.lang == i18n.EN {
		p.lang = i18n.TR
	} else {
		p.lang = i18n.EN
	}
	setDocumentLang(p.lang)
	p.replaceURL(ctx)
}

// replaceURL records the current view in the address bar without a history
// entry.
func (p *playground) replaceURL(ctx app.Context) {
	var params url.Values
	if p.lab != nil {
		params = p.currentParams()
	}
	u := *ctx.Page().URL()
	u.RawQuery = encodeQuery(p.pageQuery(params))
	ctx.Page().ReplaceURL(&u)
}
