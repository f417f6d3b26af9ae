package admission

import (
	"strconv"
	"strings"

	"playground/engine/i18n"
	"playground/engine/lab"
)

var (
	tModeUnbounded = i18n.Add("admission.mode.unbounded", "denetimsiz", "unbounded")
	tModeBounded   = i18n.Add("admission.mode.bounded", "denetimli", "bounded")
	tSliceWord     = i18n.Add("admission.slice_word", "dilim", "slice")
	tMoreGroups    = i18n.Add("admission.more_groups", "… %d grup daha", "… %d more groups")

	tSecOutcomes  = i18n.Add("admission.section.outcomes", "Sonuçlar ve gecikme yüzdelikleri", "Outcomes and latency percentiles")
	tSecGroups    = i18n.Add("admission.section.groups", "Durum ve gecikme dilimine göre gruplar (sort | uniq -c)", "Groups by status and latency slice (sort | uniq -c)")
	tSecLittle    = i18n.Add("admission.section.little", "Little yasası (L = λW, ölçülen)", "Little's law (L = λW, measured)")
	tSecClasses   = i18n.Add("admission.section.classes", "Önem sınıfları", "Priority classes")
	tSecLimit     = i18n.Add("admission.section.limit", "Uyarlanan kabul sınırı", "Adaptive admission limit")
	tSecRejection = i18n.Add("admission.section.rejection", "Doygunlukta gelen isteğin ham yanıtı", "Raw answer to a request at saturation")

	cMode     = i18n.Add("admission.col.mode", "kip", "mode")
	cRequests = i18n.Add("admission.col.requests", "istek", "requests")
	cSent     = i18n.Add("admission.col.sent", "deneme", "attempts")
	cP50      = i18n.Add("admission.col.p50", "p50 ms", "p50 ms")
	cP95      = i18n.Add("admission.col.p95", "p95 ms", "p95 ms")
	cP99      = i18n.Add("admission.col.p99", "p99 ms", "p99 ms")
	cGoodput  = i18n.Add("admission.col.goodput", "verim", "goodput")
	cAmp      = i18n.Add("admission.col.amp", "çoğaltma", "amplification")
	cCount    = i18n.Add("admission.col.count", "adet", "count")
	cStatus   = i18n.Add("admission.col.status", "durum", "status")
	cSlice    = i18n.Add("admission.col.slice", "gecikme dilimi", "slice")
	cClass    = i18n.Add("admission.col.class", "sınıf", "class")
	cNormal   = i18n.Add("admission.class.normal", "normal", "normal")
	cCritical = i18n.Add("admission.class.critical", "kritik", "critical")

	tLittle      = i18n.Add("admission.little.line", "%s: L = %s iş (zaman ortalaması), λ = %s/s, W = %s s, λW = %s", "%s: L = %s jobs (time average), λ = %s/s, W = %s s, λW = %s")
	tLimitLine   = i18n.Add("admission.limit.line", "%s: başlangıç %d, en küçük %d, en büyük %d, son %d", "%s: start %d, lowest %d, highest %d, last %d")
	tNoRejection = i18n.Add("admission.rejection.none", "(bu çalışmada hiçbir istek reddedilmedi; doygun sunucu şu yanıtı verirdi)", "(no request was rejected in this run; a saturated server would answer this)")
	tGroupsMore  = i18n.Add("admission.groups.more", "(+%d grup daha)", "(+%d more groups)")
)

// maxLineGroups and maxGroupRows bound the printed groups; the JSON keeps more.
const (
	maxLineGroups = 20
	maxGroupRows  = 60
)

func modeLabel(name string) i18n.Text {
	if name == modeBounded {
		return tModeBounded
	}
	return tModeUnbounded
}

func (p *Params) result(runs []modeRun) *lab.Result {
	sum := &Summary{Rejection: strings.Join(p.rejectionLines(), "\n") + "\n"}
	for _, r := range runs {
		sum.Modes = append(sum.Modes, p.modeSummary(r))
	}
	res := &lab.Result{Summary: sum}
	res.Sections = append(res.Sections, lessonSection(sum))
	res.Sections = append(res.Sections, outcomesSection(sum), groupsSection(sum), littleSection(sum))
	if sum.Modes[1].Classes != nil {
		res.Sections = append(res.Sections, classesSection(sum))
	}
	if l := sum.Modes[1].Limit; l != nil {
		start := min(p.Concurrency+p.Queue, p.MaxLimit)
		res.Sections = append(res.Sections, lab.Section{ID: "limit", Title: tSecLimit,
			Lines: []i18n.Text{tLimitLine.Format(tModeBounded, start, l.Min, l.Max, l.Last)}})
	}
	res.Sections = append(res.Sections, p.rejectionSection(sum))
	res.Reading = p.reading(sum)
	for _, c := range series(runs, p) {
		res.AddChart(c)
	}
	for _, r := range runs {
		res.Trace = append(res.Trace, r.trace...)
		res.TraceDropped += r.traceDropped
	}
	return res
}

// lessonSection is the golden block: one line per mode, the groups of the
// lesson's `sort | uniq -c` as count×(status, slice), the first one labelled.
func lessonSection(sum *Summary) lab.Section {
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
		line := func(l i18n.Lang) string {
			parts := []string{}
			for k, g := range m.Groups {
				if k == maxLineGroups {
					parts = append(parts, tMoreGroups.Format(len(m.Groups)-k+m.GroupsOmitted).In(l))
					break
				}
				slice := strconv.Itoa(g.Slice)
				if i == 0 && k == 0 {
					slice = tSliceWord.In(l) + " " + slice
				}
				parts = append(parts, strconv.Itoa(g.Count)+"×("+strconv.Itoa(g.Status)+", "+slice+")")
			}
			return pad(l, labels[i]) + strings.Join(parts, ", ")
		}
		lines = append(lines, i18n.Text{TR: line(i18n.TR), EN: line(i18n.EN)})
	}
	return lab.Section{ID: "lesson", Lesson: true, Lines: lines}
}

func num(x float64) i18n.Text { return lab.Cell(strconv.FormatFloat(x, 'f', -1, 64)) }

func ms1(x float64) i18n.Text { return lab.Cell(strconv.FormatFloat(x, 'f', 1, 64)) }

func outcomesSection(sum *Summary) lab.Section {
	t := &lab.Table{Columns: []lab.Column{{ID: "mode", Label: cMode}, {ID: "requests", Label: cRequests},
		{ID: "sent", Label: cSent}, {ID: "200", Label: i18n.Plain("200")}, {ID: "503", Label: i18n.Plain("503")},
		{ID: "504", Label: i18n.Plain("504")}, {ID: "p50", Label: cP50}, {ID: "p95", Label: cP95},
		{ID: "p99", Label: cP99}, {ID: "goodput", Label: cGoodput}, {ID: "amplification", Label: cAmp}}}
	for _, m := range sum.Modes {
		t.Rows = append(t.Rows, []i18n.Text{modeLabel(m.Name), lab.Cell(m.Requests), lab.Cell(m.Sent),
			lab.Cell(m.Completed), lab.Cell(m.Rejected), lab.Cell(m.Dropped), ms1(m.P50Ms), ms1(m.P95Ms),
			ms1(m.P99Ms), lab.Cell(m.Goodput), num(m.Amplification)})
	}
	return lab.Section{ID: "outcomes", Title: tSecOutcomes, Table: t}
}

// groupsSection is the lesson's awk | sort | uniq -c view as a real table.
func groupsSection(sum *Summary) lab.Section {
	t := &lab.Table{Columns: []lab.Column{{ID: "mode", Label: cMode}, {ID: "count", Label: cCount},
		{ID: "status", Label: cStatus}, {ID: "slice", Label: cSlice}}}
	var lines []i18n.Text
	for _, m := range sum.Modes {
		for k, g := range m.Groups {
			if k == maxGroupRows {
				lines = append(lines, tGroupsMore.Format(len(m.Groups)-k+m.GroupsOmitted))
				break
			}
			t.Rows = append(t.Rows, []i18n.Text{modeLabel(m.Name), lab.Cell(g.Count), lab.Cell(g.Status), lab.Cell(g.Slice)})
		}
	}
	return lab.Section{ID: "groups", Title: tSecGroups, Table: t, Lines: lines}
}

func littleSection(sum *Summary) lab.Section {
	var lines []i18n.Text
	for _, m := range sum.Modes {
		l := m.Little
		lines = append(lines, tLittle.Format(modeLabel(m.Name), fmt3(l.L), fmt3(l.Lambda), fmt3(l.W), fmt3(l.LambdaW)))
	}
	return lab.Section{ID: "little", Title: tSecLittle, Lines: lines}
}

func fmt3(x float64) string { return strconv.FormatFloat(x, 'f', 3, 64) }

func classesSection(sum *Summary) lab.Section {
	t := &lab.Table{Columns: []lab.Column{{ID: "mode", Label: cMode}, {ID: "class", Label: cClass},
		{ID: "sent", Label: cSent}, {ID: "200", Label: i18n.Plain("200")}, {ID: "503", Label: i18n.Plain("503")},
		{ID: "504", Label: i18n.Plain("504")}}}
	for _, m := range sum.Modes {
		for _, c := range []struct {
			name i18n.Text
			c    ClassSummary
		}{{cNormal, m.Classes.Normal}, {cCritical, m.Classes.Critical}} {
			t.Rows = append(t.Rows, []i18n.Text{modeLabel(m.Name), c.name, lab.Cell(c.c.Sent),
				lab.Cell(c.c.Completed), lab.Cell(c.c.Rejected), lab.Cell(c.c.Dropped)})
		}
	}
	return lab.Section{ID: "classes", Title: tSecClasses, Table: t}
}

// rejectionLines is the bounded server's 503 as `curl -D -` shows it.
func (p *Params) rejectionLines() []string { return rawHTTP(newResponses(p.RetryAfter).shed) }

func (p *Params) rejectionSection(sum *Summary) lab.Section {
	var lines []i18n.Text
	if sum.Modes[1].Rejected == 0 {
		lines = append(lines, tNoRejection)
	}
	for _, l := range p.rejectionLines() {
		lines = append(lines, i18n.Plain(l))
	}
	return lab.Section{ID: "rejection", Title: tSecRejection, Lines: lines}
}
