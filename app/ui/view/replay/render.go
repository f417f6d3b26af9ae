package replay

import (
	"strconv"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"playground/app/ui/draw"
	"playground/app/ui/playback"
	"playground/app/ui/view"
	"playground/engine/i18n"
	"playground/engine/lab"
)

func (r *replay) Render() app.UI {
	if r.Ires == nil {
		return app.Section().ID("replay").Class("replay empty").Aria("busy", r.Irunning).Body(
			app.P().Class("replay-wait").Text(r.tr(txtReplayNoRun)))
	}
	r.sync()
	w := r.width
	if w <= 0 {
		w = 900
	}
	key := string(r.Ilang) + ":" + strconv.FormatFloat(w, 'f', 1, 64)
	if r.svgKey != key || r.paintedKey == "" {
		r.lay = draw.LayoutTopology(r.p.M, w, r.Ilang)
		r.svg = r.lay.SVG(r.p.M, r.p.T, r.Ilang)
		r.svgKey = key
		r.charts = r.drawCharts()
		r.paintedKey = ""
	}
	m := r.p.M
	lo, hi, _ := playback.SpeedRange(m.End)
	_, hasMarker := m.NextMarker(-1)
	playLabel, playText := txtReplayPlay, txtReplayPlayShort
	if r.p.Playing {
		playLabel, playText = txtReplayPause, txtReplayPauseShort
	}
	var notices []app.UI
	if r.p.BadT {
		notices = append(notices, app.P().Class("notice").ID("replay-bad-t").Text(txtReplayBadT.Format(r.p.Moment).In(r.Ilang)))
	}
	if m.Rates {
		notices = append(notices, app.P().Class("notice").ID("replay-rates").Text(txtReplayRates.N(len(m.Result.Trace)+m.Result.TraceDropped).In(r.Ilang)))
		if m.Result.TraceDropped > 0 {
			notices = append(notices, app.P().Class("notice").Text(txtReplayTraceEnds.N(len(m.Result.Trace), draw.Dur(m.TraceEnd, r.Ilang)).In(r.Ilang)))
		}
	} else if r.p.Reduced {
		notices = append(notices, app.P().Class("notice").Text(r.tr(txtReplayReduced)))
	}
	return app.Section().ID("replay").Class("replay").Aria("label", r.tr(txtViewReplay)).
		DataSet("end", int64(m.End)).
		OnKeyDown(r.onKey).Body(
		app.P().ID("replay-note").Class("replay-note").Aria("live", "polite"),
		r.renderWhyFirst(),
		// The stage takes focus on a click, so the keys work from there.
		app.Div().ID("replay-stage").Class("replay-stage").Attr("data-role", "main-figure").TabIndex(0).Aria("label", draw.TopologyTitle(r.Ilang)).
			OnClick(r.onStageClick).Body(app.Raw(r.svg)),
		r.renderWhy(),
		app.Div().Class("replay-controls").Body(
			app.Div().Class("replay-buttons").Body(
				r.button("replay-start", "⇤", txtReplayStart, r.onStart, false),
				r.button("replay-prev", r.tr(txtReplayPrevShort), txtReplayPrev, r.onPrev, false),
				app.Button().Type("button").ID("replay-play").Class("replay-play").
					Aria("label", r.tr(playLabel)).Aria("pressed", r.p.Playing).Title(r.tr(playLabel)).
					Text(r.tr(playText)).OnClick(r.onPlay),
				r.button("replay-next", r.tr(txtReplayNextShort), txtReplayNext, r.onNext, false),
				app.If(hasMarker, func() app.UI {
					return r.button("replay-phase", r.tr(txtReplayPhaseShort), txtReplayPhase, r.onPhase, false)
				}),
				app.Span().ID("replay-time").Class("replay-time").Aria("live", "off"),
			),
			app.Div().Class("replay-scrubber").Body(
				app.Label().For("replay-scrub").Class("visually-hidden").Text(r.tr(txtReplayScrub)),
				app.Input().Type("range").ID("replay-scrub").Min(0).Max(int64(m.End)).Step(1).
					Value(int64(r.p.T)).OnInput(r.onScrub).OnChange(r.onScrubDone), // paint places it
				app.If(len(m.Markers)+len(m.Windows) > 0, func() app.UI {
					return app.Div().Class("replay-strip-wrap").Body(app.Raw(draw.ReplayStrip(m, r.Ilang)))
				}),
			),
			app.Div().Class("replay-speed").Body(
				app.Label().For("replay-speed").Text(r.tr(txtReplaySpeed)),
				app.Input().Type("range").ID("replay-speed").Min(lo).Max(hi).Step(1).Value(r.p.Speed).DataSet("value", r.p.Speed).
					Aria("valuetext", fmtSpeed(r.p.SpeedNow(), r.Ilang)).OnInput(r.onSpeed),
				app.Output().ID("replay-speed-value").Text(fmtSpeed(r.p.SpeedNow(), r.Ilang)),
				app.Span().Class(helpClass(r.Iembed)).Text(r.tr(txtReplaySpeedHelp)),
			),
			app.P().Class(helpClass(r.Iembed)+" replay-keys").Text(r.tr(txtReplayKeys)),
		),
		r.renderFaults(),
		app.Div().Class("replay-notices").Body(notices...),
		r.renderLegend(),
		r.renderTables(),
		r.renderCharts(),
	)
}

func (r *replay) button(id, text string, label i18n.Text, h app.EventHandler, disabled bool) app.UI {
	return app.Button().Type("button").ID(id).Aria("label", r.tr(label)).Title(r.tr(label)).
		Disabled(disabled).Text(text).OnClick(h)
}

// renderLegend says what the dots' colours mean (or the edges' widths).
func (r *replay) renderLegend() app.UI {
	if r.p.M.Rates {
		return app.P().Class("replay-legend help").Text(r.tr(txtReplayLegendRates))
	}
	items := []struct {
		cls  string
		text i18n.Text
	}{
		{"leg-out", txtReplayLegendOut}, {"leg-wait", txtReplayLegendWait},
		{"leg-back tone-ok", txtReplayLegendOK}, {"leg-back tone-bad", txtReplayLegendBad},
		{"leg-back tone-good", txtReplayLegendGood}, {"leg-back tone-neutral", txtReplayLegendNeutral},
	}
	return app.Ul().Class("replay-legend").Body(app.Range(items).Slice(func(i int) app.UI {
		return app.Li().Body(app.Span().Class("swatch "+items[i].cls).Aria("hidden", "true"), app.Text(r.tr(items[i].text)))
	}))
}

// renderTables shows the tables whose rows say when they were final; paint
// fades the rows still to come.
func (r *replay) renderTables() app.UI {
	var secs []lab.Section
	for _, s := range r.p.M.Result.Sections {
		if s.Table != nil && len(s.Table.RowAt) > 0 && (!r.Iembed || s.Lesson) {
			secs = append(secs, s)
		}
	}
	if len(secs) == 0 {
		return nil
	}
	head := []app.UI{app.H3().Text(r.tr(txtReplayTables)), app.P().Class("help").Text(r.tr(txtReplayTablesHelp))}
	if r.Ifolded { // beside an author's text the frame stays short
		head = []app.UI{app.Summary().Text(r.tr(txtReplayTables)), app.P().Class("help").Text(r.tr(txtReplayTablesHelp))}
	}
	body := append(head, app.Range(secs).Slice(func(i int) app.UI {
		s := secs[i]
		title := s.Title.In(r.Ilang)
		if title == "" && s.Lesson {
			title = r.tr(view.TxtLessonTable)
		}
		t := s.Table
		// A scroll box on phones: reachable by keyboard (axe).
		return app.Div().Class("table-wrap").TabIndex(0).Role("region").Aria("label", title).Body(app.Table().ID("rt-"+s.ID).DataSet("section", s.ID).Body(
			app.Caption().Text(title),
			app.THead().Body(app.Tr().Body(app.Range(t.Columns).Slice(func(c int) app.UI {
				return app.Th().Scope("col").Text(t.Columns[c].Label.In(r.Ilang))
			}))),
			app.TBody().Body(app.Range(t.Rows).Slice(func(ri int) app.UI {
				row := t.Rows[ri]
				return app.Tr().ID("rt-" + s.ID + "-" + strconv.Itoa(ri)).Body(app.Range(row).Slice(func(ci int) app.UI {
					text := row[ci].In(r.Ilang)
					if ci == 0 {
						return app.Th().Scope("row").Text(text)
					}
					cls := ""
					if draw.Numeric(text) {
						cls = "num"
					}
					return app.Td().Class(cls).Text(text)
				}))
			})),
		))
	}))
	if r.Ifolded {
		return app.Details().Class("replay-tables").Body(body...)
	}
	return app.Section().Class("replay-tables").Body(body...)
}

// drawCharts draws the time-axis figures at the measured width.
func (r *replay) drawCharts() []draw.Chart {
	figs := draw.TimeFigures(r.p.M.Result)
	if r.Iembed {
		figs = nil // an embed keeps to the replay
	}
	if len(figs) == 0 {
		return nil
	}
	w := r.chartW
	if w <= 0 {
		w = max(r.width, 320)
	}
	w = max(w-26, 240) // the figure's padding and border
	return draw.Charts(r.p.M.Result, figs, func(string, bool) float64 { return w }, r.Ilang)
}

func (r *replay) renderCharts() app.UI {
	if len(r.charts) == 0 {
		return app.Div().ID("replay-charts").Class("replay-charts empty")
	}
	return app.Section().ID("replay-charts").Class("replay-charts").Body(
		app.H3().Text(r.tr(txtReplayCharts)),
		app.Range(r.charts).Slice(func(i int) app.UI {
			c := r.charts[i]
			return app.Figure().Class("chart-fig replay-fig").DataSet("figure", c.FigID).Body(
				app.FigCaption().Text(c.Title),
				app.Div().Class("chart-box cursor-box").Body(
					app.Raw(c.SVG),
					// The cursor is a layer of its own: moving it repaints nothing.
					app.Div().ID("cur-"+strconv.Itoa(i)).Class("cursor").Hidden(true).Aria("hidden", "true"),
				),
				app.P().Class("alt").Text(c.Alt),
			)
		}),
	)
}

// helpClass is a help line's class: an embed keeps its help for screen
// readers only, so the frame stays short beside the author's text.
func helpClass(embed bool) string {
	if embed {
		return "help visually-hidden"
	}
	return "help"
}
