package main

import (
	"fmt"
	"playground/engine/i18n"
	"time"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// renderLab is one lab: question, parameters, status, results, charts,
// compare and share. Embedded, it keeps only the lab itself.
func (p *playground) renderLab(embed bool) app.UI {
	l := p.lab
	head := app.Header().Class("lab-head").Body(
		app.H1().Text(l.Title.In(p.lang)),
		app.If(l.Question.In(p.lang) != "", func() app.UI {
			return app.P().Class("question").Text(l.Question.In(p.lang))
		}),
		app.If(!embed && l.Lesson.In(p.lang) != "", func() app.UI {
			return app.P().Class("lesson-name").Text(txtLessonName.Format(l.Lesson).In(p.lang))
		}),
	)
	return app.Article().Class("lab").ID("lab-"+l.ID).DataSet("lab", l.ID).Body(
		head,
		app.Div().Class("lab-grid").Body(
			app.Div().Class("lab-side").Body(
				p.renderForm(embed),
				app.If(!embed, func() app.UI { return p.renderTools() }),
			),
			app.Div().Class("lab-main").Body(
				p.renderStatus(),
				p.renderResults(),
				p.renderCompare(),
				p.renderCharts(),
				app.If(embed, func() app.UI {
					return app.P().Class("open-full").Body(
						app.A().Href(p.shareURL()).Target("_blank").Text(p.t(txtOpenFull)))
				}),
			),
		),
	)
}

// renderStatus says whether a run is going (with its progress), why input
// was refused, or why a run failed. It is a live region for screen readers.
func (p *playground) renderStatus() app.UI {
	var msg app.UI
	cls := "status"
	switch {
	case len(p.errs) > 0 && p.res != nil:
		cls += " warn"
		msg = app.Text(p.t(txtKeptResults))
	case p.runErr != nil:
		cls += " error"
		msg = app.Span().ID("run-error").Text(p.t(txtRunFailed) + ": " + i18n.ErrorIn(p.runErr, p.lang))
	case p.running && p.prog.Events > 0:
		msg = app.Span().Class("progress").Text(txtProgress.Format(fmtCount(p.prog.Events), fmtDur(p.prog.Now)).In(p.lang))
	case p.running:
		msg = app.Span().Class("progress").Text(p.t(txtRunning))
	case p.res != nil:
		msg = app.Span().Class("stats").Text(txtRunStats.Format(
			fmtCount(p.res.Stats.Events), fmtDur(p.res.Stats.VirtualTime), fmtWall(p.wall)).In(p.lang))
	}
	return app.Div().ID("status").Class(cls).Role("status").Aria("live", "polite").Body(msg)
}

func fmtCount(n uint64) string {
	s := fmt.Sprint(n)
	out := []byte{}
	for i := range s {
		if i > 0 && (len(s)-i)%3 == 0 {
			out = append(out, ' ')
		}
		out = append(out, s[i])
	}
	return string(out)
}

func fmtDur(d time.Duration) string {
	switch {
	case d >= time.Second:
		return d.Round(time.Millisecond).String()
	case d >= time.Millisecond:
		return d.Round(10 * time.Microsecond).String()
	}
	return d.String()
}

func fmtWall(d time.Duration) string {
	if d < 10*time.Millisecond {
		return d.Round(100 * time.Microsecond).String()
	}
	return d.Round(time.Millisecond).String()
}
