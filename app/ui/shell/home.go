package shell

import (
	"sync"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"playground/app/ui/lessonlink"
	"playground/app/ui/progress"
	"playground/engine/i18n"
	"playground/engine/lab"
	"playground/engine/labs"
)

// home lists the labs, one card each.
type home struct {
	app.Compo

	Ilang i18n.Lang
}

func newHome() *home                   { return &home{} }
func (h *home) Lang(l i18n.Lang) *home { h.Ilang = l; return h }

func (h *home) Render() app.UI {
	lang := h.Ilang
	return app.Section().Class("home").Body(
		app.H1().Text(txtSite.In(lang)),
		app.P().Class("tagline").Text(txtTagline.In(lang)),
		app.Ul().Class("cards").Body(app.Range(labs.All()).Slice(func(i int) app.UI {
			l := labs.All()[i]
			return app.Li().Class("card").ID("card-"+l.ID).Body(
				app.H2().Body(app.A().Href(hrefLab(l.ID, lang)).Text(l.Title.In(lang))),
				app.If(l.Question.In(lang) != "", func() app.UI {
					return app.P().Class("question").Text(l.Question.In(lang))
				}),
				app.If(l.Lesson.In(lang) != "", func() app.UI {
					return lessonName(l, lang, func(href string) string { return href })
				}),
				progress.NewCount().Lab(l.ID).Lang(lang), // challenges solved, from the browser's store
				app.A().Class("button").Href(hrefLab(l.ID, lang)).
					Aria("label", txtOpenLab.In(lang)+": "+l.Title.In(lang)).Text(txtOpenLab.In(lang)),
			)
		})),
	)
}

// lessonName names the lab's lesson, a link to its living page on the site
// when it has one (up makes the page's address relative to where the link
// is: a lab's own path is one level down).
func lessonName(l *lab.Lab, lang i18n.Lang, up func(string) string) app.UI {
	name := txtLessonName.Format(l.Lesson).In(lang)
	href := authorLinks().Href(l, lang, up)
	if href == "" {
		return app.P().Class("lesson-name").Text(name)
	}
	return app.P().Class("lesson-name").Body(app.A().Href(href).Text(name))
}

// authorLinks are the site author's lesson addresses (package lessonlink)
// from the page's environment, decoded again only when it changed (one
// process may prerender several sites: tests, a build after a build).
func authorLinks() lessonlink.Links {
	raw := app.Getenv(lessonlink.EnvKey)
	linksMemo.Lock()
	defer linksMemo.Unlock()
	if linksMemo.links == nil || raw != linksMemo.raw {
		linksMemo.raw, linksMemo.links = raw, lessonlink.Decode(raw)
	}
	return linksMemo.links
}

var linksMemo struct {
	sync.Mutex
	raw   string
	links lessonlink.Links
}
