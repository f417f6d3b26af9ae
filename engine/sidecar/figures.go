package sidecar

import (
	"time"

	"playground/engine/i18n"
	"playground/engine/lab"
	"playground/engine/words"
)

// figures declares the run's pictures: one message sequence per layout (the
// sidecar's is the main one: it shows the payment repeated), the tries by
// their number (where a retry budget's cap shows as short bars after the
// first), and, with a budget, its limit against the retries in flight. A
// layout a run stopped at its horizon never reached has nothing to draw.
func figures(res *lab.Result, runs []*layoutRun, thin *layoutRun, attempts int) {
	main := thin
	if !thin.reached {
		main = runs[0]
	}
	for _, r := range runs {
		if !r.reached {
			continue
		}
		res.Figures = append(res.Figures, lab.Figure{
			ID: "sequence." + r.id, Kind: lab.FigSequence, Title: figSequence.Format(r.label),
			X:    lab.Axis{Label: axisProcesses},
			Y:    lab.Axis{Label: axisTime, Unit: "ms", Min: ms(r.start), Max: ms(r.end)},
			From: r.start, To: r.end, Main: r == main,
		})
	}

	tries := lab.Chart{Figure: lab.Figure{ID: "tries", Kind: lab.FigBar, Title: figTries,
		X: lab.Axis{Label: axisTry, Min: 1, Max: float64(attempts), Integer: true},
		Y: lab.Axis{Label: axisTries, Integer: true}}}
	for _, r := range runs {
		if !r.reached {
			continue
		}
		l := lab.Line{ID: r.id, Label: r.label}
		for n := 1; n <= attempts; n++ {
			v := 0
			if n <= len(r.stats.ByTry) {
				v = r.stats.ByTry[n-1]
			}
			l.Points = append(l.Points, lab.Point{X: float64(n), Y: float64(v)})
		}
		tries.Lines = append(tries.Lines, l)
	}
	res.AddChart(tries)

	if thin.budget == nil || !thin.reached {
		return
	}
	b := thin.budget
	c := lab.Chart{Figure: lab.Figure{ID: "budget", Kind: lab.FigLine, Title: figBudget.Format(words.Pct(float64(b.percent), 0), words.Int(b.min)),
		X: lab.Axis{Label: axisTime, Unit: "ms", Min: ms(thin.start), Max: ms(thin.end)},
		Y: lab.Axis{Label: axisRequests, Integer: true}}}
	active := lab.Line{ID: "active", Label: lineActive, Points: []lab.Point{{X: ms(thin.start)}}}
	limit := lab.Line{ID: "limit", Label: lineLimit, Points: []lab.Point{{X: ms(thin.start), Y: float64(b.min)}}}
	retrying := lab.Line{ID: "retrying", Label: lineRetrying, Points: []lab.Point{{X: ms(thin.start)}}}
	for _, s := range b.samples {
		active.Points = append(active.Points, lab.Point{X: ms(s.at), Y: float64(s.active)})
		limit.Points = append(limit.Points, lab.Point{X: ms(s.at), Y: float64(s.limit)})
		retrying.Points = append(retrying.Points, lab.Point{X: ms(s.at), Y: float64(s.retrying)})
	}
	c.Lines = []lab.Line{active, limit, retrying}
	res.AddChart(c)
}

func ms(d time.Duration) float64 { return float64(d) / float64(time.Millisecond) }

var (
	figSequence   = i18n.Text{TR: "Mesajların sırası: %s", EN: "Message sequence: %s"}
	figTries      = i18n.Text{TR: "Ücret servisine giden denemeler, sırasına göre", EN: "Tries at the fee service by try number"}
	figBudget     = i18n.Text{TR: "Yeniden deneme bütçesi (%s, en az %s): yan araba yerleşimi", EN: "Retry budget (%s, at least %s): the sidecar layout"}
	axisProcesses = i18n.Text{TR: "süreçler", EN: "processes"}
	axisTime      = i18n.Text{TR: "zaman", EN: "time"}
	axisTry       = i18n.Text{TR: "deneme sırası", EN: "try number"}
	axisTries     = i18n.Text{TR: "deneme", EN: "tries"}
	axisRequests  = i18n.Text{TR: "istek", EN: "requests"}
	lineActive    = i18n.Text{TR: "yan arabadaki etkin istek", EN: "active requests in the sidecar"}
	lineLimit     = i18n.Text{TR: "bütçenin izin verdiği yeniden deneme", EN: "retries the budget allows"}
	lineRetrying  = i18n.Text{TR: "süren yeniden deneme", EN: "retries in flight"}
)
