package results

import (
	"slices"
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"playground/app/ui/draw"
	"playground/app/ui/paint"
	"playground/app/ui/view"
	"playground/engine/i18n"
	"playground/engine/lab"
)

// results shows the last good run: the badge, the lesson's tables and
// lines, the beyond-the-lesson sections, the reading and the text output.
// With a pinned run, the pinned and the current results stand side by side
// and the current one marks every cell that differs.
type results struct {
	app.Compo

	Ilang     i18n.Lang
	Iembed    bool
	Ires      *lab.Result
	Irunning  bool
	IpinRes   *lab.Result
	IpinLabel string
	Isections []string // embed: the sections to show (ids, "all", "folded"; none: the lesson's)
	InoEffect []string // knobs moved while the lesson's table stayed the same
	Ipainter  *paint.Painter

	// tables keeps written tables: the live paint (a copy of this view)
	// and go-app's frame after it ask for the same ones (slot.go).
	tables *map[tableKey]string
}

type tableKey struct {
	res, was         *lab.Result
	lang             i18n.Lang
	idp, id, caption string
}

func newResults() *results { return &results{} }

func (r *results) Lang(l i18n.Lang) *results       { r.Ilang = l; return r }
func (r *results) Embed(e bool) *results           { r.Iembed = e; return r }
func (r *results) Result(res *lab.Result) *results { r.Ires = res; return r }
func (r *results) Running(b bool) *results         { r.Irunning = b; return r }
func (r *results) Pinned(res *lab.Result, label string) *results {
	r.IpinRes, r.IpinLabel = res, label
	return r
}
func (r *results) t(x i18n.Text) string             { return x.In(r.Ilang) }
func (r *results) Sections(ids []string) *results   { r.Isections = ids; return r }
func (r *results) NoEffect(knobs []string) *results { r.InoEffect = knobs; return r }

func (r *results) Painter(p *paint.Painter) *results { r.Ipainter = p; return r }

func (r *results) OnMount(ctx app.Context) { r.Ipainter.Mount(r) }
func (r *results) OnDismount()             { r.Ipainter.Dismount(r) }

// PaintLive writes res into this view's slots (package paint): a copy
// renders it.
func (r *results) PaintLive(res *lab.Result) {
	if r.Ires == nil {
		return
	}
	cp := *r
	cp.Ires = res
	r.Ipainter.Write(r.Ipainter.Collect(func() { cp.Render() }))
}

func (r *results) Render() app.UI {
	if r.Ires == nil {
		return app.Section().ID("results").Class("results empty").Aria("busy", r.Irunning)
	}
	current := r.renderResult(r.Ires, r.IpinRes, "cur")
	body := []app.UI{
		app.H2().ID("results-h").Class("visually-hidden").Text(r.t(txtResults)),
		r.renderBadge(),
	}
	if r.IpinRes == nil {
		body = append(body, current)
	} else {
		body = append(body, app.Div().Class("side-by-side").Body(
			app.Div().Class("col pinned").ID("pinned-result").Body(
				app.H3().Text(r.t(txtPinned)+" · "+r.IpinLabel),
				r.renderResult(r.IpinRes, nil, "pin"),
			),
			app.Div().Class("col current").ID("current-result").Body(
				app.H3().Text(r.t(txtCurrent)),
				current,
			),
		))
	}
	return app.Section().ID("results").Class("results").Aria("labelledby", "results-h").Body(body...)
}

func (r *results) renderBadge() app.UI {
	if r.Iembed { // a frame's key result carries the lesson's mark
		if !r.Ires.MatchesLesson || len(r.InoEffect) == 0 {
			return nil
		}
		return r.renderNoEffect()
	}
	if r.Ires.MatchesLesson {
		badge := app.P().ID("badge").Class("badge ok").Body(
			app.Span().Aria("hidden", "true").Text("✓ "), app.Text(r.t(txtMatches)))
		if len(r.InoEffect) == 0 {
			return badge
		}
		// A knob moved and the table did not: say it where the eye is.
		return app.Div().Class("badge-row").Body(badge, r.renderNoEffect())
	}
	return app.P().ID("badge").Class("badge differs").Text(r.t(txtDiffers))
}

// renderNoEffect says which knobs moved while the lesson's table did not.
func (r *results) renderNoEffect() app.UI {
	return app.P().ID("no-effect").Class("no-effect").Role("status").
		Text(txtNoEffect.Format(strings.Join(r.InoEffect, ", ")).In(r.Ilang))
}

// renderResult draws one result; was (may be nil) is what it is compared to.
// idp prefixes element ids so two results can share a page. Embedded in a
// lesson page it keeps to the lesson's own sections and the reading, so the
// frame stays about one screen tall; "open in the playground" shows the rest.
func (r *results) renderResult(res, was *lab.Result, idp string) app.UI {
	var nodes []app.UI
	firstLesson := true
	for _, s := range res.Sections {
		if r.Iembed && !embedShows(s, r.Isections) {
			continue
		}
		title := s.Title.In(r.Ilang)
		if s.Lesson && title == "" && firstLesson {
			title = r.t(view.TxtLessonTable)
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
			app.If(s.Table != nil, func() app.UI { return r.renderTable(res, was, s, old, title, idp) }),
			app.If(len(s.Lines) > 0, func() app.UI { return r.renderLines(s, old) }),
		))
	}
	// A frame the author left at its defaults shows the lesson's first
	// section; the others are one click away, so the frame stays short.
	// sections=folded folds them all (the key result already compares the
	// run with the lesson): a frame beside the author's own text.
	keep := 1
	if slices.Contains(r.Isections, "folded") {
		keep = 0
	}
	if more := len(nodes) - keep; r.Iembed && (len(r.Isections) == 0 || keep == 0) && more > 0 {
		summary := txtMoreSections
		if keep == 0 {
			summary = txtAllSections
		}
		nodes = append(nodes[:keep:keep], app.Details().Class("more-sections").Body(
			append([]app.UI{app.Summary().Text(summary.Format(more).In(r.Ilang))}, nodes[keep:]...)...))
	}
	if len(res.Reading) > 0 {
		list := r.Ipainter.Slot(idp+"-reading", "reading-list", r.readingHTML(res))
		if r.Iembed { // the frame stays short on the lesson page: one click away
			nodes = append(nodes, app.Details().Class("reading").ID(idp+"-reading").Body(app.Summary().Text(r.t(txtReading)), list))
		} else {
			nodes = append(nodes, app.Section().Class("reading").ID(idp+"-reading").Body(app.H3().Text(r.t(txtReading)), list))
		}
	}
	if !r.Iembed && !r.Ipainter.Collecting() { // PaintLive wants the slots only
		nodes = append(nodes, app.Details().Class("fulltext").Body(
			app.Summary().Text(r.t(txtFullText)),
			app.Pre().ID(idp+"-text").TabIndex(0).Text(res.Text(r.Ilang)),
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
// The table is written as one string (a slot): it holds no controls, and
// go-app's diff of an element per cell was a large part of a slider step;
// the browser now swaps the table in one go when a number changed. res and
// was (the results s and old come from) key the written table.
func (r *results) renderTable(res, was *lab.Result, s lab.Section, old *lab.Section, caption, idp string) app.UI {
	// The box scrolls on narrow screens: keyboard users reach it (tabindex)
	// and screen readers hear what it holds (a labelled region).
	label := caption
	if label == "" {
		label = s.ID
	}
	if r.tables == nil || len(*r.tables) > 64 {
		m := map[tableKey]string{}
		r.tables = &m
	}
	k := tableKey{res, was, r.Ilang, idp, s.ID, caption}
	html, ok := (*r.tables)[k]
	if !ok {
		html = r.tableHTML(s, old, caption, idp)
		(*r.tables)[k] = html
	}
	return app.Div().Class("table-wrap").TabIndex(0).Role("region").Aria("label", label).Body(r.Ipainter.Slot(idp+"-table-"+s.ID, "", html))
}

// tableHTML writes s's table; cells that differ from old's are marked.
func (r *results) tableHTML(s lab.Section, old *lab.Section, caption, idp string) string {
	t := s.Table
	var ot *lab.Table
	if old != nil {
		ot = old.Table
	}
	var b strings.Builder
	b.WriteString(`<table id="` + esc(idp+"-table-"+s.ID) + `" data-section="` + esc(s.ID) + `">`)
	if caption != "" {
		b.WriteString(`<caption>` + esc(caption) + `</caption>`)
	}
	b.WriteString(`<thead><tr>`)
	for _, c := range t.Columns {
		b.WriteString(`<th scope="col" data-col="` + esc(c.ID) + `">` + esc(c.Label.In(r.Ilang)) + `</th>`)
	}
	b.WriteString(`</tr></thead><tbody>`)
	for ri, row := range t.Rows {
		b.WriteString(`<tr>`)
		for ci, cell := range row {
			col := ""
			if ci < len(t.Columns) {
				col = t.Columns[ci].ID
			}
			tag, attrs := "td", ""
			if ci == 0 {
				tag, attrs = "th", ` scope="row"`
			}
			attrs += ` data-col="` + esc(col) + `"`
			if draw.Numeric(cell.In(r.Ilang)) {
				attrs += ` class="num"`
			}
			b.WriteString("<" + tag + attrs + ">")
			r.writeCell(&b, cell, oldCell(ot, ri, ci))
			b.WriteString("</" + tag + ">")
		}
		b.WriteString(`</tr>`)
	}
	b.WriteString(`</tbody></table>`)
	return b.String()
}

// readingHTML is the reading as a list (a slot: it changes with the run).
func (r *results) readingHTML(res *lab.Result) string {
	var b strings.Builder
	b.WriteString("<ul>")
	for _, x := range res.Reading {
		b.WriteString("<li>" + esc(x.In(r.Ilang)) + "</li>")
	}
	b.WriteString("</ul>")
	return b.String()
}

// writeCell marks a value that differs from the compared run; the old value
// is said in words too, not only by colour.
func (r *results) writeCell(b *strings.Builder, cur i18n.Text, old *i18n.Text) {
	text := esc(cur.In(r.Ilang))
	if old == nil || old.Equal(cur) {
		b.WriteString(text)
		return
	}
	was := old.In(r.Ilang)
	b.WriteString(`<mark class="changed">` + text +
		`<span class="visually-hidden">` + esc(" "+txtChanged.Format(was).In(r.Ilang)) + `</span>` +
		`<span class="was" aria-hidden="true">` + esc(was) + `</span></mark>`)
}

// oldCell returns the compared table's cell at (row, col), or nil when there is
// nothing to compare (no pin, or a table of another shape).
func oldCell(t *lab.Table, r, c int) *i18n.Text {
	if t == nil || r >= len(t.Rows) || c >= len(t.Rows[r]) {
		return nil
	}
	return &t.Rows[r][c]
}

func (r *results) renderLines(s lab.Section, old *lab.Section) app.UI {
	return app.Pre().Class("lines").TabIndex(0).Body(app.Range(s.Lines).Slice(func(i int) app.UI {
		text := s.Lines[i].In(r.Ilang)
		changed := old != nil && (i >= len(old.Lines) || old.Lines[i].EN != s.Lines[i].EN)
		if changed {
			return app.Mark().Class("changed line").Body(app.Text(text+"\n"),
				app.Span().Class("visually-hidden").Text(r.t(txtLineChanged)))
		}
		return app.Span().Class("line").Text(text + "\n")
	}))
}

// embedShows is the embed's choice of sections: the ones sections= names
// ("all": every one), else the lesson's.
func embedShows(s lab.Section, ids []string) bool {
	if len(ids) == 0 || slices.Equal(ids, []string{"folded"}) {
		return s.Lesson
	}
	return slices.Contains(ids, "all") || slices.Contains(ids, s.ID) || s.Lesson && slices.Contains(ids, "lesson")
}

// esc escapes text for the tables written as HTML strings.
func esc(s string) string { return draw.Escape(s) }
