package main

import (
	"net/url"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"playground/engine/i18n"
	"playground/engine/labs"
)

func registerRoutes() {
	app.Route("/", func() app.Composer { return &page{} })
}

// page is a minimal lab page: it runs the lab named in ?lab= with the other
// query parameters and shows the lesson's table. The full UI replaces it.
type page struct {
	app.Compo
	out string
}

func (p *page) OnNav(ctx app.Context) {
	q := ctx.Page().URL().Query()
	p.out = runFromQuery(q)
}

func runFromQuery(q url.Values) string {
	lang := i18n.Parse(q.Get("lang"))
	l := labs.Find(q.Get("lab"))
	if l == nil {
		l = labs.All()[0]
	}
	res, err := l.Run(q, nil)
	if err != nil {
		return err.Error()
	}
	return res.Text(lang)
}

func (p *page) Render() app.UI {
	return app.Main().Body(
		app.H1().Text("Dağıtık Sistemler Oyun Alanı"),
		app.Pre().ID("result").Text(p.out),
	)
}
