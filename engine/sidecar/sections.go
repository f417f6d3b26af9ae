package sidecar

import (
	"fmt"
	"strings"
	"time"

	"playground/engine/i18n"
	"playground/engine/lab"
	"playground/engine/words"
)

// shownKeys bounds a metrics line: with many members the path keys run long.
const shownKeys = 6

var lessonColumns = []lab.Column{
	{ID: "layout", Label: colLayout}, {ID: "debt", Label: colDebt}, {ID: "pay", Label: colPay},
	{ID: "fee_reached", Label: colReached}, {ID: "charges", Label: colCharges},
	{ID: "processes", Label: colProcs}, {ID: "hops", Label: colHops},
}

func lessonRow(r *layoutRun) []i18n.Text {
	if !r.reached {
		return []i18n.Text{r.label, txtNotMeasured, txtNotMeasured, txtNotMeasured, txtNotMeasured, lab.Cell(r.processes), lab.Cell(r.hops)}
	}
	return []i18n.Text{
		r.label, tallyCell(r.debt), tallyCell(r.pay), lab.Cell(r.fee.requests()), lab.Cell(r.fee.charges),
		lab.Cell(r.processes), lab.Cell(r.hops),
	}
}

// lessonSection is the lesson's table and its two metrics lines. A run
// stopped at its horizon before both layouts were measured prints them
// as what they are, not as the lesson's output: a titled table of what
// was measured by then, with a line saying where the run stopped.
func lessonSection(thick, thin *layoutRun, horizon time.Duration) lab.Section {
	sec := lab.Section{
		ID: "layouts", Lesson: true,
		Table: &lab.Table{Columns: lessonColumns, Rows: [][]i18n.Text{lessonRow(thick), lessonRow(thin)}, RowAt: rowAt(thick, thin)},
		Lines: []i18n.Text{txtMetricsThick.Format(metricsText(thick)), txtMetricsThin.Format(metricsText(thin))},
	}
	if thick.done && thin.done {
		return sec
	}
	sec.Lesson, sec.Title = false, titleLessonCut
	sec.Lines = append(sec.Lines, cutLines(horizon, thick, thin)...)
	return sec
}

// fixesSection puts each fix row under the lesson's sidecar row.
func fixesSection(thin *layoutRun, fixes []*layoutRun, horizon time.Duration) lab.Section {
	rows := [][]i18n.Text{lessonRow(thin)}
	for _, f := range fixes {
		rows = append(rows, lessonRow(f))
	}
	runs := append([]*layoutRun{thin}, fixes...)
	return lab.Section{ID: "fixes", Title: titleFixes, Table: &lab.Table{Columns: lessonColumns, Rows: rows,
		RowAt: rowAt(runs...)}, Lines: cutLines(horizon, runs...)}
}

// cutLines say, under a table with a row the run did not measure to its
// end, where the run stopped and which rows it never reached.
func cutLines(horizon time.Duration, runs ...*layoutRun) []i18n.Text {
	var out []i18n.Text
	var never []i18n.Text
	for _, r := range runs {
		switch {
		case r.cut():
			out = append(out, txtRowCut.Format(words.Dur(horizon).With(words.Loc), r.label))
		case !r.reached:
			never = append(never, i18n.Text{TR: "“" + r.label.TR + "”", EN: "“" + r.label.EN + "”"})
		}
	}
	if len(never) > 0 {
		out = append(out, txtRowsNotReached.Format(joinText(never, i18n.Text{TR: ", ", EN: ", "})))
	}
	return out
}

// rowAt is when each layout's row was final: its measurement's end (the
// replay greys the layouts still to run); a row the run did not measure
// to its end, the run's end.
func rowAt(runs ...*layoutRun) []time.Duration {
	out := make([]time.Duration, len(runs))
	for i, r := range runs {
		out[i] = r.end
	}
	return out
}

// attemptsSection is each row's tries at the fee service: how many per
// logical request, and how each ended (answered, timed out, failed its
// handshake, refused or reset, or, in a run stopped at its horizon, still
// open then: the columns add up to the tries).
func attemptsSection(runs []*layoutRun, horizon time.Duration) lab.Section {
	cols := []lab.Column{
		{ID: "layout", Label: colLayout}, {ID: "logical_requests", Label: colLogical},
		{ID: "fee_attempts", Label: colTries}, {ID: "retries", Label: colRetries}, {ID: "amplification", Label: colAmplify},
		{ID: "metric_keys", Label: colKeys}, {ID: "answered", Label: colAnswered}, {ID: "timeouts", Label: colTimeouts},
		{ID: "tls_failures", Label: colTLS}, {ID: "refused_reset", Label: colBroken},
	}
	open := false
	for _, r := range runs {
		open = open || r.stats.Open > 0
	}
	if open {
		cols = append(cols, lab.Column{ID: "open", Label: colOpen})
	}
	cols = append(cols, lab.Column{ID: "budget_denied", Label: colDenied},
		lab.Column{ID: "replays", Label: colReplays}, lab.Column{ID: "conflicts", Label: colConflicts})
	t := &lab.Table{RowAt: rowAt(runs...), Columns: cols}
	for _, r := range runs {
		s := r.summary()
		n := func(x int) i18n.Text { return words.Int(x).Text() }
		row := []i18n.Text{
			r.label, n(s.LogicalRequests), n(s.FeeAttempts), n(s.Retries), words.Num(s.Amplification, 2).Text(),
			n(s.MetricKeys), n(s.Tries.Answered), n(s.Tries.Timeouts), n(s.Tries.TLSFailures), n(s.Tries.Refused + s.Tries.Resets),
		}
		if open {
			row = append(row, n(s.Tries.Open))
		}
		row = append(row, n(s.BudgetDenied), n(s.Replays), n(s.Conflicts))
		if !r.reached {
			for i := 1; i < len(row); i++ {
				row[i] = txtNotMeasured
			}
		}
		t.Rows = append(t.Rows, row)
	}
	return lab.Section{ID: "attempts", Title: titleAttempt, Table: t, Lines: cutLines(horizon, runs...)}
}

// metricsText is the lesson's `${a} ${istek}/${deneme}/${hata}` list: ", "
// between keys in English as the course index writes it, two spaces in
// Turkish as the lesson prints it.
func metricsText(r *layoutRun) i18n.Text {
	if !r.reached {
		return txtNotMeasured
	}
	m := r.metrics
	entry := func(k string) string {
		x := m.by[k]
		return fmt.Sprintf("%s %d/%d/%d", k, x.Requests, x.Attempts, x.Errors)
	}
	var parts []string
	keys := m.order
	if len(keys) > shownKeys {
		keys = keys[:shownKeys-1]
	}
	for _, k := range keys {
		parts = append(parts, entry(k))
	}
	join := func(l i18n.Lang, sep string) string {
		ps := parts
		if more := len(m.order) - len(keys); more > 0 {
			// the last key (the payment path) stays visible after the cut
			ps = append(append([]string(nil), ps...), txtMoreKeys.Format(more-1).In(l), entry(m.order[len(m.order)-1]))
		}
		return strings.Join(ps, sep)
	}
	return i18n.Text{TR: join(i18n.TR, "  "), EN: join(i18n.EN, ", ")}
}

// tallyCell is the single status of the lesson, or a tally when several
// members were queried or several clients paid: 200×3 503×1.
func tallyCell(rs []callResult) i18n.Text {
	if len(rs) == 1 {
		return statusCell(rs[0])
	}
	order, count := tally(rs, statusCell)
	var tr, en []string
	for i, c := range order {
		tr = append(tr, fmt.Sprintf("%s×%d", c.TR, count[i]))
		en = append(en, fmt.Sprintf("%s×%d", c.EN, count[i]))
	}
	return i18n.Text{TR: strings.Join(tr, " "), EN: strings.Join(en, " ")}
}

func statusCell(r callResult) i18n.Text {
	switch r.errText() {
	case "":
		return lab.Cell(r.status)
	case "not_made":
		return txtNotMeasured
	case "run_ended":
		return txtRunEnded
	case "refused":
		return txtRefused
	case "reset":
		return txtReset
	case "dropped":
		return txtDropped
	}
	return i18n.Plain(errText(r.err))
}
