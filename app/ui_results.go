package main

import (
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"playground/engine/i18n"
	"playground/engine/lab"
)

// renderResults shows the last good run: the badge, the lesson's tables and
// lines, the beyond-the-lesson sections, the reading and the text output.
// With a pinned run, the pinned and the current results stand side by side
// and the current one marks every cell that differs.
func (p *playground) renderResults() app.UI {
	if p.res == nil {
		return app.Section().ID("results").Class("results empty").Aria("busy", p.running)
	}
	var was *lab.Result
	if p.pin != nil {
		was = p.pin.res
	}
	current := p.renderResult(p.res, was, "cur")
	if was == nil {
		return app.Section().ID("results").Class("results").Aria("labelledby", "results-h").Body(
			app.H2().ID("results-h").Class("visually-hidden").Text(p.t(txtResults)),
			p.renderBadge(p.res),
			current,
		)
	}
	return app.Section().ID("results").Class("results").Aria("labelledby", "results-h").Body(
		app.H2().ID("results-h").Class("visually-hidden").Text(p.t(txtResults)),
		p.renderBadge(p.res),
		app.Div().Class("side-by-side").Body(
			app.Div().Class("col pinned").ID("pinned-result").Body(
				app.H3().Text(p.t(txtPinned)+" · "+p.pin.label(p.lab, p.lang)),
				p.renderResult(was, nil, "pin"),
			),
			app.Div().Class("col current").ID("current-result").Body(
				app.H3().Text(p.t(txtCurrent)),
				current,
			),
		),
	)
}

func (p *playground) renderBadge(r *lab.Result) app.UI {
	if r.MatchesLesson {
		return app.P().ID("badge").Class("badge ok").Body(
			app.Span().Aria("hidden", "true").Text("✓ "), app.Text(p.t(txtMatches)))
	}
	return app.P().ID("badge").Class("badge differs").Text(p.t(txtDiffers))
}

// renderResult draws one result; was (may be nil) is what it is compared to.
// idp prefixes element ids so two results can share a page. Embedded in a
// lesson page it keeps to the lesson's own sections and the reading, so the
// frame stays about one screen tall; "open in the playground" shows the rest.
func (p *playground) renderResult(r, was *lab.Result, idp string) app.UI {
	var nodes []app.UI
	firstLesson := true
	for _, s := range r.Sections {
		if p.embed && !s.Lesson {
			continue
		}
		title := s.Title.In(p.lang)
		if s.Lesson && title == "" && firstLesson {
			title = p.t(txtLessonTable)
		}
		if s.Lesson {
			firstLesson = false
		}
		var old *lab.Section
		if was != nil {
			old = findSection(was, s.ID)
		}
		cls := "section"
		if s.Lesson {
			cls += " lesson"
		}
		nodes = append(nodes, app.Section().Class(cls).ID(idp+"-sec-"+s.ID).DataSet("section", s.ID).Body(
			app.If(title != "" && s.Table == nil, func() app.UI { return app.H3().Text(title) }),
			app.If(s.Table != nil, func() app.UI { return p.renderTable(s, old, title, idp) }),
			app.If(len(s.Lines) > 0, func() app.UI { return p.renderLines(s, old) }),
		))
	}
	if len(r.Reading) > 0 {
		nodes = append(nodes, app.Section().Class("reading").ID(idp+"-reading").Body(
			app.H3().Text(p.t(txtReading)),
			app.Ul().Body(app.Range(r.Reading).Slice(func(i int) app.UI {
				return app.Li().Text(r.Reading[i].In(p.lang))
			})),
		))
	}
	if !p.embed {
		nodes = append(nodes, app.Details().Class("fulltext").Body(
			app.Summary().Text(p.t(txtFullText)),
			app.Pre().ID(idp+"-text").Text(r.Text(p.lang)),
		))
	}
	return app.Div().Class("result").Body(nodes...)
}

func findSection(r *lab.Result, id string) *lab.Section {
	for i := range r.Sections {
		if r.Sections[i].ID == id {
			return &r.Sections[i]
		}
	}
	return nil
}

// renderTable is a real <table>: caption, column headers with scope, one row
// per result row. Cells keep their column id (data-col) for tests and styles.
func (p *playground) renderTable(s lab.Section, old *lab.Section, caption, idp string) app.UI {
	t := s.Table
	var ot *lab.Table
	if old != nil {
		ot = old.Table
	}
	return app.Div().Class("table-wrap").Body(app.Table().ID(idp+"-table-"+s.ID).DataSet("section", s.ID).Body(
		app.If(caption != "", func() app.UI { return app.Caption().Text(caption) }),
		app.THead().Body(app.Tr().Body(app.Range(t.Columns).Slice(func(i int) app.UI {
			return app.Th().Scope("col").DataSet("col", t.Columns[i].ID).Text(t.Columns[i].Label.In(p.lang))
		}))),
		app.TBody().Body(app.Range(t.Rows).Slice(func(ri int) app.UI {
			row := t.Rows[ri]
			return app.Tr().Body(app.Range(row).Slice(func(ci int) app.UI {
				text := row[ci].In(p.lang)
				col := ""
				if ci < len(t.Columns) {
					col = t.Columns[ci].ID
				}
				cls := ""
				if isNumeric(text) {
					cls = "num"
				}
				if ci == 0 {
					return app.Th().Scope("row").DataSet("col", col).Class(cls).Body(p.cellBody(row[ci], oldCell(ot, ri, ci)))
				}
				return app.Td().DataSet("col", col).Class(cls).Body(p.cellBody(row[ci], oldCell(ot, ri, ci)))
			}))
		})),
	))
}

// cellBody marks a value that differs from the compared run; the old value is
// said in words too, not only by colour.
func (p *playground) cellBody(cur i18n.Text, old *i18n.Text) app.UI {
	text := cur.In(p.lang)
	if old == nil || *old == cur {
		return app.Text(text)
	}
	was := old.In(p.lang)
	return app.Mark().Class("changed").Body(
		app.Text(text),
		app.Span().Class("visually-hidden").Text(" "+txtChanged.Format(was).In(p.lang)),
		app.Span().Class("was").Aria("hidden", "true").Text(was),
	)
}

// oldCell returns the compared table's cell at (row, col), or nil when there is
// nothing to compare (no pin, or a table of another shape).
func oldCell(t *lab.Table, r, c int) *i18n.Text {
	if t == nil || r >= len(t.Rows) || c >= len(t.Rows[r]) {
		return nil
	}
	return &t.Rows[r][c]
}

func (p *playground) renderLines(s lab.Section, old *lab.Section) app.UI {
	return app.Pre().Class("lines").Body(app.Range(s.Lines).Slice(func(i int) app.UI {
		text := s.Lines[i].In(p.lang)
		changed := old != nil && (i >= len(old.Lines) || old.Lines[i].EN != s.Lines[i].EN)
		if changed {
			return app.Mark().Class("changed line").Body(app.Text(text+"\n"),
				app.Span().Class("visually-hidden").Text(txtChanged.Format("").In(p.lang)))
		}
		return app.Span().Class("line").Text(text + "\n")
	}))
}

func isNumeric(s string) bool {
	s = strings.TrimSpace(s)
	if s == "" {
		return false
	}
	for _, r := range s {
		if !strings.ContainsRune("0123456789.,/%-+ ms×~", r) {
			return false
		}
	}
	return true
}
