package challenge

import (
	"sort"
	"strconv"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"playground/app/ui/progress"
	"playground/engine/i18n"
	"playground/engine/lab"
)

// byLevel is the lab's challenges easy → hard (the lab's order within a level).
func byLevel(l *lab.Lab) []*lab.Challenge {
	out := make([]*lab.Challenge, len(l.Challenges))
	for i := range l.Challenges {
		out[i] = &l.Challenges[i]
	}
	sort.SliceStable(out, func(i, j int) bool { return out[i].Level < out[j].Level })
	return out
}

func levelText(n int) i18n.Text {
	switch n {
	case 1:
		return txtChLevel1
	case 2:
		return txtChLevel2
	case 3:
		return txtChLevel3
	}
	return txtChLevelN.Format(n)
}

func (cv *challenges) renderList() app.UI {
	l := cv.Ic.Lab
	list := byLevel(l)
	solved, total := cv.solved.Count(l.ID)
	return app.Section().ID("challenges").Class("challenges").Aria("labelledby", "challenges-h").Body(
		app.H2().ID("challenges-h").Text(cv.t(txtChList)),
		app.If(len(list) == 0, func() app.UI { return app.P().Text(cv.t(txtChNone)) }),
		app.If(len(list) > 0, func() app.UI {
			return app.Div().Body(
				app.P().Class("challenges-intro").Text(cv.t(txtChListIntro)),
				app.Div().Class("progress-row").Body(
					app.P().ID("challenges-count").Class("solved-count").
						DataSet("solved", solved).DataSet("total", total).
						Text(progress.TxtSolvedCount.Format(solved, total).In(cv.Ic.Lang)),
					app.Button().Type("button").ID("progress-reset").Disabled(solved == 0).
						Text(cv.t(txtChReset)).OnClick(cv.onResetProgress),
					app.If(cv.reset, func() app.UI {
						return app.Span().Class("reset-note").Role("status").Text(cv.t(txtChResetDone))
					}),
				),
				app.If(!cv.stored && app.IsClient, func() app.UI {
					return app.P().Class("notice").Text(cv.t(txtChProgressOff))
				}),
				app.If(cv.stored && cv.unkept, func() app.UI {
					return app.P().Class("notice").Text(cv.t(txtChUnkept))
				}),
				app.Ol().ID("challenge-list").Class("challenge-list").Body(app.Range(list).Slice(func(i int) app.UI {
					c := list[i]
					done := cv.solved[progress.Key(l.ID, c.ID)]
					cls := "challenge-item"
					if done {
						cls += " solved"
					}
					return app.Li().Class(cls).DataSet("challenge", c.ID).DataSet("solved", done).Body(
						app.Div().Class("challenge-item-head").Body(
							app.Span().Class("check").Aria("hidden", "true").Text(checkMark(done)),
							app.A().Href(cv.href(c.ID)).Text(c.Title.In(cv.Ic.Lang)),
							app.If(done, func() app.UI {
								return app.Span().Class("visually-hidden").Text(" (" + cv.t(txtChSolvedMark) + ")")
							}),
							app.Span().Class("level level-"+strconv.Itoa(c.Level)).Text(levelText(c.Level).In(cv.Ic.Lang)),
						),
						app.P().Class("task").Text(c.Task.In(cv.Ic.Lang)),
					)
				})),
			)
		}),
	)
}

func checkMark(done bool) string {
	if done {
		return "✓"
	}
	return "○"
}

func (cv *challenges) onResetProgress(ctx app.Context, e app.Event) {
	cv.solved = progress.Progress{}
	cv.unkept = !progress.Save(progress.Progress{})
	cv.reset = true
}
