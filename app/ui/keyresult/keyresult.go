// Package keyresult is the strip that keeps a run's key result in view
// while the learner moves a knob: the lab's key metrics (lab.Lab.Key) with
// what moved since the run before the change, and whether the lesson's
// table is matched — or, while an exercise is open, its checks, each held
// or not. The page puts it above the lab (sticky at the top of a phone's
// screen, so the result stays beside the knob being dragged); it carries
// data-role="key-result" (docs/DESIGN.md, "DOM hooks").
//
// The strip paints ahead of go-app like the results (package paint): a
// slider step shows its numbers in the frame of the step. While a view
// holds a run back for a guess (#predict on the page), the stylesheet
// hides the strip's values: the strip never gives an answer away.
package keyresult

import (
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"playground/app/ui/draw"
	"playground/app/ui/paint"
	"playground/engine/i18n"
	"playground/engine/lab"
)

// Strip is the key result's component.
type Strip struct {
	app.Compo

	Ilab     *lab.Lab
	Ilang    i18n.Lang
	Ires     *lab.Result // the run shown (nil: none yet)
	Iprev    *lab.Result // the run before its change (nil: none)
	Ichecks  []lab.Check // an open exercise's checks (none: the key metrics)
	Ipainter *paint.Painter
}

// New is a strip; set its props with the methods below.
func New() *Strip { return &Strip{} }

func (s *Strip) Lab(l *lab.Lab) *Strip             { s.Ilab = l; return s }
func (s *Strip) Lang(l i18n.Lang) *Strip           { s.Ilang = l; return s }
func (s *Strip) Result(r, prev *lab.Result) *Strip { s.Ires, s.Iprev = r, prev; return s }
func (s *Strip) Checks(c []lab.Check) *Strip       { s.Ichecks = c; return s }
func (s *Strip) Painter(p *paint.Painter) *Strip   { s.Ipainter = p; return s }

func (s *Strip) OnMount(ctx app.Context) { s.Ipainter.Mount(s) }
func (s *Strip) OnDismount()             { s.Ipainter.Dismount(s) }

// PaintLive writes res into the strip's slot (package paint): a copy
// renders it.
func (s *Strip) PaintLive(res *lab.Result) {
	cp := *s
	cp.Ires = res
	s.Ipainter.Write(s.Ipainter.Collect(func() { cp.Render() }))
}

func (s *Strip) Render() app.UI {
	return app.Section().Class("key-result").Attr("data-role", "key-result").Aria("label", txtKey.In(s.Ilang)).Body(
		s.Ipainter.Slot("key-result", "kr-body", HTML(s.Ilab, s.Ires, s.Iprev, s.Ichecks, s.Ilang)))
}

// HTML is the strip's content for run res (prev: the run before its
// change; checks: an open exercise's), in language l: one element (a slot
// is mounted through go-app's Raw, which keeps a single root).
func HTML(l *lab.Lab, res, prev *lab.Result, checks []lab.Check, lang i18n.Lang) string {
	return `<div class="kr-items">` + items(l, res, prev, checks, lang) + `</div>`
}

func items(l *lab.Lab, res, prev *lab.Result, checks []lab.Check, lang i18n.Lang) string {
	var b strings.Builder
	if len(checks) > 0 {
		for _, c := range checks {
			m := l.Metric(c.Metric)
			if m == nil {
				continue
			}
			value, cls, mark := "…", "kr-m", ""
			if res != nil {
				v := res.Metrics[c.Metric]
				value = draw.MetricIn(v, m.Unit, lang)
				if c.Holds(v) {
					cls, mark = "kr-m holds", "✓ "
				} else {
					cls, mark = "kr-m fails", "✗ "
				}
			}
			b.WriteString(itemHTML(cls, m, lang, mark+value, draw.Target(c, m.Unit, lang)))
		}
		return b.String()
	}
	if res != nil {
		if res.MatchesLesson {
			b.WriteString(`<p class="kr-badge ok"><span aria-hidden="true">✓</span><span class="kr-badge-short" aria-hidden="true">` + draw.Escape(txtLessonShort.In(lang)) + `</span><span class="kr-badge-text"> ` + draw.Escape(txtLesson.In(lang)) + `</span></p>`)
		} else {
			b.WriteString(`<p class="kr-badge differs"><span aria-hidden="true">≠</span><span class="kr-badge-short" aria-hidden="true">` + draw.Escape(txtLessonShort.In(lang)) + `</span><span class="kr-badge-text"> ` + draw.Escape(txtNotLesson.In(lang)) + `</span></p>`)
		}
	}
	for _, m := range l.KeyMetrics() {
		value, note, cls := "…", "", "kr-m"
		if res != nil {
			v := res.Metrics[m.ID]
			value = draw.MetricIn(v, m.Unit, lang)
			if prev != nil {
				if was, ok := prev.Metrics[m.ID]; ok && was != v {
					var move string
					move, cls = deltaOf(&m, v, was)
					note = move + " " + txtWas.Format(draw.MetricIn(was, m.Unit, lang)).In(lang)
				}
			}
		}
		b.WriteString(itemHTML(cls, &m, lang, value, note))
	}
	return b.String()
}

// itemHTML is one number of the strip: its label above, the value, a note
// (the target, or what it was) below. The label is a button that opens
// the metric's help (a popover: a tap, a click or the keyboard; no hover
// needed, no script), so a term the strip names is explained where it is
// met.
func itemHTML(cls string, m *lab.Metric, lang i18n.Lang, value, note string) string {
	label, help := draw.Escape(m.Label.In(lang)), m.Help.In(lang)
	s := `<div class="` + cls + `">`
	if help == "" {
		s += `<span class="kr-label">` + label + `</span>`
	} else {
		id := "kr-help-" + m.ID
		s += `<button type="button" class="kr-label term" popovertarget="` + id + `">` + label + `</button>` +
			`<span id="` + id + `" class="term-explain" popover="auto" role="note"><strong>` + label + `</strong>: ` + draw.Escape(help) +
			` <button type="button" class="term-close" popovertarget="` + id + `" popovertargetaction="hide">` + draw.Escape(txtClose.In(lang)) + `</button></span>`
	}
	s += `<span class="kr-value">` + draw.Escape(value) + `</span>`
	if note != "" {
		s += `<span class="kr-note">` + draw.Escape(note) + `</span>`
	}
	return s + `</div>`
}

// deltaOf is the arrow of a change and the class that says whether it
// went the way the metric is better.
func deltaOf(m *lab.Metric, v, was float64) (string, string) {
	arrow := "▲"
	if v < was {
		arrow = "▼"
	}
	switch {
	case m.Better == lab.Lower && v < was, m.Better == lab.Higher && v > was:
		return arrow, "kr-m moved-better"
	case m.Better == lab.Lower || m.Better == lab.Higher:
		return arrow, "kr-m moved-worse"
	}
	return arrow, "kr-m moved"
}
