package admission

import (
	"math"
	"slices"
	"sort"
	"strconv"
	"strings"
	"time"

	"playground/engine/i18n"
	"playground/engine/lab"
	"playground/engine/words"
)

// maxLineGroups and maxGroupRows bound the printed groups; the JSON keeps more.
const (
	maxLineGroups = 20
	maxGroupRows  = 60
)

// modeTitle is a mode as the subject of a sentence.
func modeTitle(name string) i18n.Text {
	if name == modeBounded {
		return tTitleBounded
	}
	return tTitleUnbounded
}

func modeLabel(name string) i18n.Text {
	if name == modeBounded {
		return tModeBounded
	}
	return tModeUnbounded
}

// lessonSection is the golden block: one line per mode, the groups of the
// lesson's `sort | uniq -c` as count×(status, slice), the first one
// labelled, in the order the script prints them (scriptFirst). A run its
// horizon stopped is not the lesson's output (the script prints only once
// every curl is back): the same lines then end, for a mode stopped, with
// the attempts still waiting, under a title and a line that say so.
func (p *Params) lessonSection(sum *Summary) lab.Section {
	labels := []i18n.Text{}
	for _, m := range sum.Modes {
		labels = append(labels, modeLabel(m.Name))
	}
	pad := func(l i18n.Lang, t i18n.Text) string {
		w := 0
		for _, x := range labels {
			w = max(w, len([]rune(x.In(l)))+2)
		}
		s := t.In(l) + ":"
		return s + strings.Repeat(" ", w-len([]rune(s)))
	}
	var lines []i18n.Text
	for i, m := range sum.Modes {
		groups := sum.stats[i].groupList()
		first := scriptFirst(groups, maxLineGroups)
		line := func(l i18n.Lang) string {
			parts := []string{}
			for k, g := range first {
				slice := strconv.Itoa(g.Slice)
				if i == 0 && k == 0 {
					slice = tSliceWord.In(l) + " " + slice
				}
				parts = append(parts, strconv.Itoa(g.Count)+"×("+httpCode(g.Status)+", "+slice+")")
			}
			if len(groups) > len(first) {
				parts = append(parts, tMoreGroups.N(len(groups)-len(first)).In(l))
			}
			if m.Open > 0 {
				parts = append(parts, strconv.Itoa(m.Open)+"× "+tRunEnded.In(l))
			}
			return pad(l, labels[i]) + strings.Join(parts, ", ")
		}
		lines = append(lines, i18n.Text{TR: line(i18n.TR), EN: line(i18n.EN)})
	}
	stopped := sum.stopped()
	if stopped == 0 {
		return lab.Section{ID: "lesson", Lesson: true, Lines: lines}
	}
	lines = append(lines, tLessonCutNote.Format(words.Dur(stopped).With(words.Loc)))
	return lab.Section{ID: "lesson", Title: tLessonCut, Lines: lines}
}

// stopped is the horizon that stopped a mode of the run (0: both finished).
func (s *Summary) stopped() time.Duration {
	for _, m := range s.stats {
		if m.cut {
			return m.stopped
		}
	}
	return 0
}

// scriptFirst is the first n groups in the order the lesson's `sort`
// orders its awk lines ("durum=%s  gecikme=%2d dilim", byte by byte, as in
// the C locale): by status, then by the slice as %2d writes it — so from
// three digits on, slice 102 comes before 12, as the script prints them.
// Only the first few are printed, and a stall can leave tens of
// thousands of groups: a selection, not a sort of them all (that took
// 50–80 ms in the tab, in one piece).
func scriptFirst(gs []group, n int) []group {
	type keyed struct {
		key string // status codes all have three digits: the script's key, its constant part left out
		g   group
	}
	first := make([]keyed, 0, n+1)
	for _, g := range gs {
		slice := strconv.Itoa(g.Slice)
		if g.Slice < 10 {
			slice = " " + slice
		}
		key := httpCode(g.Status) + " " + slice
		if len(first) == n && key >= first[n-1].key {
			continue
		}
		at := sort.Search(len(first), func(i int) bool { return first[i].key > key }) // after equal keys: stable
		first = append(first, keyed{})
		copy(first[at+1:], first[at:])
		first[at] = keyed{key, g}
		first = first[:min(len(first), n)]
	}
	out := make([]group, len(first))
	for i, k := range first {
		out[i] = k.g
	}
	return out
}

// ms1 writes a latency in ms with one decimal, as each language writes it.
func ms1(x float64) i18n.Text { return words.Dec(x, 1).Text() }

// count writes a count as prose does (10.000 / 10,000).
func count(n int) i18n.Text { return words.Int(n).Text() }

// outcomesSection is each mode's outcomes: requests, attempts and answers
// by status, the requests answered in time, late, or given up after a 503
// on their last attempt (a 504 ends a request too: as many as the 504
// column), latency percentiles per attempt and, when clients retry, end to
// end.
func (p *Params) outcomesSection(sum *Summary) lab.Section {
	e2e := p.Client != clientNone
	cols := []lab.Column{{ID: "mode", Label: cMode}, {ID: "requests", Label: cRequests},
		{ID: "sent", Label: cSent}, {ID: "200", Label: i18n.Plain("200")}, {ID: "503", Label: i18n.Plain("503")},
		{ID: "504", Label: i18n.Plain("504")}, {ID: "goodput", Label: cGoodput}, {ID: "late", Label: cLate},
		{ID: "gave_up", Label: cGaveUp}, {ID: "p50", Label: cP50}, {ID: "p95", Label: cP95}, {ID: "p99", Label: cP99},
		{ID: "max", Label: cMax}}
	if e2e {
		cols = append(cols, lab.Column{ID: "e2e_p50", Label: cE2EP50}, lab.Column{ID: "e2e_p95", Label: cE2EP95},
			lab.Column{ID: "e2e_p99", Label: cE2EP99}, lab.Column{ID: "e2e_max", Label: cE2EMax})
	}
	cols = append(cols, lab.Column{ID: "amplification", Label: cAmp})
	// A learner's fault can leave attempts with no answer: they get curl's
	// 000 column, after 504, so that the statuses add up to the attempts.
	// A run its horizon stopped counts the attempts still waiting then in
	// a column of their own, after 504 (and 000), and their requests, with
	// those whose retry was never sent, after the ones given up.
	failed, stopped := p.anyFailed(sum), sum.stopped() > 0
	var after504, afterGaveUp []lab.Column
	if failed {
		after504 = append(after504, lab.Column{ID: "000", Label: i18n.Plain("000")})
	}
	if stopped {
		after504 = append(after504, lab.Column{ID: "open", Label: cOpen})
		afterGaveUp = append(afterGaveUp, lab.Column{ID: "unfinished", Label: cUnfinished})
	}
	cols = slices.Concat(cols[:6], after504, cols[6:9], afterGaveUp, cols[9:])
	t := &lab.Table{Columns: cols}
	none := false
	for _, m := range sum.Modes {
		var c504, cGave []i18n.Text
		if failed {
			c504 = append(c504, count(m.Failed))
		}
		if stopped {
			c504, cGave = append(c504, count(m.Open)), append(cGave, count(m.Unfinished))
		}
		// A latency no 200 measured is none: "—", never a 0 ms.
		lat := func(x float64, measured bool) i18n.Text {
			if !measured {
				none = true
				return tNotMeasured
			}
			return ms1(x)
		}
		ok := m.Completed > 0
		row := slices.Concat([]i18n.Text{modeLabel(m.Name), count(m.Requests), count(m.Sent),
			count(m.Completed), count(m.Rejected), count(m.Dropped)}, c504,
			[]i18n.Text{count(m.Goodput), count(m.Late), count(m.Exhausted)}, cGave,
			[]i18n.Text{lat(m.P50Ms, ok), lat(m.P95Ms, ok), lat(m.P99Ms, ok), lat(m.MaxMs, ok)})
		if e2e {
			row = append(row, lat(m.E2E.P50, ok), lat(m.E2E.P95, ok), lat(m.E2E.P99, ok), lat(m.E2E.Max, ok))
		}
		row = append(row, words.Num(m.Amplification, 2).Text())
		t.Rows = append(t.Rows, row)
		t.RowAt = append(t.RowAt, modeEnd(m))
	}
	lines := []i18n.Text{tOutcomesNote.Format(p.windowText())}
	if none {
		lines = append(lines, tNoLatency)
	}
	if stopped {
		lines = append(lines, tOutcomesCut)
	}
	return lab.Section{ID: "outcomes", Title: tSecOutcomes, Table: t, Lines: lines}
}

// modeEnd is when a mode's numbers were final: its last answer, or the
// horizon that stopped it (the replay greys a mode's rows until then;
// both modes start at zero).
func modeEnd(m ModeSummary) time.Duration {
	at := m.Duration
	if m.Stopped > 0 {
		at = m.Stopped
	}
	return time.Duration(math.Round(at * float64(time.Second)))
}

// groupsSection is the lesson's awk | sort | uniq -c view as a real table.
func groupsSection(sum *Summary) lab.Section {
	t := &lab.Table{Columns: []lab.Column{{ID: "mode", Label: cMode}, {ID: "count", Label: cCount},
		{ID: "status", Label: cStatus}, {ID: "slice", Label: cSlice}}}
	var lines []i18n.Text
	for _, m := range sum.Modes {
		for k, g := range m.Groups {
			if k == maxGroupRows {
				lines = append(lines, tGroupsMore.N(len(m.Groups)-k+m.GroupsOmitted))
				break
			}
			t.Rows = append(t.Rows, []i18n.Text{modeLabel(m.Name), count(g.Count), lab.Cell(httpCode(g.Status)), count(g.Slice)})
			t.RowAt = append(t.RowAt, modeEnd(m))
		}
		if m.Open > 0 {
			t.Rows = append(t.Rows, []i18n.Text{modeLabel(m.Name), count(m.Open), tRunEnded, tNotMeasured})
			t.RowAt = append(t.RowAt, modeEnd(m))
		}
	}
	if sum.stopped() > 0 {
		lines = append(lines, tGroupsCut)
	}
	return lab.Section{ID: "groups", Title: tSecGroups, Table: t, Lines: lines}
}

// littleSection is L = λW per mode, both measured over one window, with
// three significant digits (the reading states the same figures).
// A mode the run's horizon stopped has no law measured: the attempts it
// admitted and had not answered then have no wait to average.
func littleSection(sum *Summary) lab.Section {
	var lines []i18n.Text
	measured := 0
	for i, m := range sum.Modes {
		if sum.stats[i].cut {
			lines = append(lines, tLittleCut.Format(modeLabel(m.Name)))
			continue
		}
		measured++
		l := sum.stats[i].little(sum.from, sum.to)
		lines = append(lines, tLittle.Format(modeLabel(m.Name), sig(l.L), sig(l.Lambda), sig(l.W), sig(l.Lambda*l.W)))
	}
	switch measured {
	case len(sum.Modes):
		lines = append(lines, tLittleWindow.Format(words.Dur(sum.to-sum.from)))
	case 1:
		lines = append(lines, tLittleWindowOne.Format(words.Dur(sum.to-sum.from)))
	}
	return lab.Section{ID: "little", Title: tSecLittle, Lines: lines}
}

// sig writes one of Little's figures: three significant digits.
func sig(x float64) words.Number { return words.Sig(x, 3) }

func (p *Params) limitSection(l *LimitSummary) lab.Section {
	return lab.Section{ID: "limit", Title: tSecLimit,
		Lines: []i18n.Text{tLimitLine.Format(tModeBounded, words.Int(l.Floor), words.Int(l.Ceiling), words.Int(l.Start),
			words.Int(l.Min), words.Int(l.Max), words.Int(l.Last))}}
}

func (p *Params) anyFailed(sum *Summary) bool {
	for _, m := range sum.Modes {
		if m.Failed > 0 {
			return true
		}
	}
	return false
}

// classesSection is each mode's attempts per class by outcome; when a
// learner's fault left attempts unanswered, a 000 column holds them, so a
// row's outcomes add up to its attempts.
func (p *Params) classesSection(sum *Summary) lab.Section {
	cols := []lab.Column{{ID: "mode", Label: cMode}, {ID: "class", Label: cClass},
		{ID: "sent", Label: cSent}, {ID: "200", Label: i18n.Plain("200")}, {ID: "503", Label: i18n.Plain("503")},
		{ID: "504", Label: i18n.Plain("504")}}
	failed, stopped := p.anyFailed(sum), sum.stopped() > 0
	if failed {
		cols = append(cols, lab.Column{ID: "000", Label: i18n.Plain("000")})
	}
	if stopped {
		cols = append(cols, lab.Column{ID: "open", Label: cOpen})
	}
	t := &lab.Table{Columns: cols}
	for _, m := range sum.Modes {
		for _, c := range []struct {
			name i18n.Text
			c    ClassSummary
		}{{cNormal, m.Classes.Normal}, {cCritical, m.Classes.Critical}} {
			row := []i18n.Text{modeLabel(m.Name), c.name, count(c.c.Sent),
				count(c.c.Completed), count(c.c.Rejected), count(c.c.Dropped)}
			if failed {
				row = append(row, count(c.c.Failed))
			}
			if stopped {
				row = append(row, count(c.c.Open))
			}
			t.Rows = append(t.Rows, row)
			t.RowAt = append(t.RowAt, modeEnd(m))
		}
	}
	var lines []i18n.Text
	if f := sum.Modes[1].Classes.CriticalFewer; f != nil {
		pct := math.Round(words.Share(float64(f.Rejected), float64(f.Sent))*10) / 10
		share := tClassShare.Format(words.Pct(pct, 1).With(words.Poss), words.Int(f.Sent), words.Int(f.Rejected).With(words.Poss))
		line := tNoneReserved.Format(share)
		if p.Reserve > 1 {
			line = tFewerReserved.N(p.Reserve-1, share)
		}
		lines = append(lines, line)
	}
	return lab.Section{ID: "classes", Title: tSecClasses, Table: t, Lines: lines}
}

// rejectionLines is the bounded server's 503 as `curl -D -` shows it: its
// first, whose Retry-After is the knob's unless a learner's policy said
// another (bs: the bounded mode's measurement).
func (p *Params) rejectionLines(bs *modeStats) []string {
	return rawHTTP(newResponses(bs.retryAfter(p)).shed)
}

func (p *Params) rejectionSection(sum *Summary) lab.Section {
	var lines []i18n.Text
	if sum.Modes[1].Rejected == 0 {
		lines = append(lines, tNoRejection)
	}
	for _, l := range p.rejectionLines(sum.stats[1]) {
		lines = append(lines, i18n.Plain(l))
	}
	return lab.Section{ID: "rejection", Title: tSecRejection, Lines: lines, Verbatim: true}
}

// httpCode is a status as the lesson's curl prints %{http_code}: 000 when
// no answer came.
func httpCode(status int) string {
	if status == statusFailed {
		return "000"
	}
	return strconv.Itoa(status)
}
