package cache

import (
	"fmt"
	"strconv"
	"strings"
	"time"

	"playground/engine/i18n"
	"playground/engine/lab"
	"playground/engine/words"
)

func cat(ts ...i18n.Text) i18n.Text {
	var out i18n.Text
	for _, t := range ts {
		out.TR += t.TR
		out.EN += t.EN
	}
	return out
}

// spaces is a blank of the same width as t, per language.
func spaces(t i18n.Text) i18n.Text {
	return i18n.Text{TR: strings.Repeat(" ", runeLen(t.TR)), EN: strings.Repeat(" ", runeLen(t.EN))}
}

func runeLen(s string) int { return len([]rune(s)) }

func toMS(d time.Duration) float64 { return float64(d) / float64(time.Millisecond) }

func msCell(v int) i18n.Text { return i18n.Plain(strconv.Itoa(v) + " ms") }

func pctCell(v int) i18n.Text { return words.Pct(float64(v), 0).Text() }

func count(n int) i18n.Text { return words.Int(n).Text() }

func strategyName(p *Params, id string) i18n.Text {
	name := strategyNames[id]
	if id == stratXFetch || id == stratXFetchSF {
		name = strategyNames[id].Format(words.Sig(p.Beta, 15))
	}
	if p.own && id == p.Strategy { // the learner's code decided it, not as the strategy does
		name = msgOwnCode.Format(name)
	}
	return name
}

// copiesLabel names a partition row: the single key or its copy count.
func copiesLabel(copies int) i18n.Text {
	if copies == 1 {
		return msgSingleKey
	}
	return msgCopiesRow.Format(copies)
}

func sections(p *Params, sum *Summary) []lab.Section {
	return []lab.Section{
		{ID: "stampede", Lesson: true, Table: stampedeTable(p, sum.Stampede, false), Lines: cutLines(p, sum.Stampede)},
		{ID: "expiry", Lesson: true, Lines: expiryLines(p, sum.Expiry)},
		{ID: "partitions", Lesson: true, Lines: partitionLines(p, sum.Partitions)},
		beyondSection(p, sum),
		nearSection(p, sum.NearCache),
		rehashSection(p, sum.Rehash),
	}
}

func stampedeTable(p *Params, rows []StampedeRow, beyond bool) *lab.Table {
	t := &lab.Table{Columns: []lab.Column{
		// The lesson pads the strategy to 28 and right-aligns numbers after it;
		// the course index keeps that 29-wide first column.
		{ID: "strategy", Label: colStrategy, Width: 29},
		{ID: "source_calls", Label: colCalls},
		{ID: "waiting", Label: colWaiting},
		{ID: "stale", Label: colStale},
		{ID: "time", Label: colTime},
	}}
	// Beyond the lesson, every read is in one column: a fresh hit, the
	// lesson's waiting or stale; a read that got an error (a learner's
	// fault) also waited, and has its own column when there is one.
	// A read the run's horizon cut off still waited then: among the
	// waiting too, in a column of its own.
	errors, cut := false, false
	for _, r := range rows {
		errors = errors || r.Failed > 0
		cut = cut || r.Unanswered > 0
	}
	if beyond {
		t.Columns = append(t.Columns[:4], append([]lab.Column{{ID: "hits", Label: colHits}}, t.Columns[4:]...)...)
		t.Columns = append(t.Columns, lab.Column{ID: "overlapping_calls", Label: colOverlap}, lab.Column{ID: "store_round_trips", Label: colRoundTrips})
		if errors {
			t.Columns = append(t.Columns, lab.Column{ID: "errors", Label: colErrors})
		}
		if cut {
			t.Columns = append(t.Columns, lab.Column{ID: "unanswered", Label: colUnanswered})
		}
	}
	for _, r := range rows {
		// The time until every read was answered is not measured while
		// one was still waiting when the run stopped.
		timeCell := msCell(r.DurationMS)
		if beyond {
			timeCell = words.Int(r.DurationMS).Text()
		}
		if r.Unanswered > 0 {
			timeCell = notMeasured
		}
		cells := []i18n.Text{strategyName(p, r.Name), lab.Cell(r.SourceCalls), lab.Cell(r.Waiting), lab.Cell(r.Stale), timeCell}
		if beyond { // beyond the lesson, numbers are written as prose writes them
			cells = []i18n.Text{strategyName(p, r.Name), count(r.SourceCalls), count(r.Waiting), count(r.Stale), count(r.Hits),
				timeCell, count(r.Overlapping), count(r.StoreRoundTrips)}
			if errors {
				cells = append(cells, count(r.Failed))
			}
			if cut {
				cells = append(cells, count(r.Unanswered))
			}
		}
		t.Rows = append(t.Rows, cells)
		// Each strategy runs on its own clock from the same start: its row
		// is final when its last read is answered.
		t.RowAt = append(t.RowAt, r.end)
	}
	return t
}

// cutLines say, under a stampede table, why a row's time is not
// measured: the run's horizon stopped it while reads still waited. Under
// the lesson's table they also say that the lesson's script would not
// have printed that line yet.
func cutLines(p *Params, rows []StampedeRow) []i18n.Text {
	var out []i18n.Text
	for _, r := range rows {
		if r.Unanswered > 0 {
			out = append(out, cntCutLine.N(r.Unanswered, capital(strategyName(p, r.Name)), words.Dur(r.end).With(words.Loc)))
		}
	}
	return out
}

func expiryLines(p *Params, rows []ExpiryRow) []i18n.Text {
	fixed, jit := rows[0], rows[1]
	prefix := cntExpiryKeys.Raw(p.Keys, p.TTL)
	rule := msgExpiryJitter.Format(p.Jitter)
	if jit.byCode { // not the lesson's rule: the learner's code gave the lifetimes
		rule = msgExpiryCode
	}
	return []i18n.Text{
		cat(prefix, cntExpiryFixed.Raw(fixed.ExpirySteps), cntExpiryMisses.Raw(fixed.MaxMisses)),
		cat(spaces(prefix), rule, cntExpirySteps.Raw(jit.ExpirySteps), msgExpiryAtMost.Format(jit.MaxMisses)),
	}
}

// partitionLines print each copies row as the course index does: the label
// in a column of at least 12, each load right-aligned to the widest number
// (at least 3) after one space, then the largest share.
func partitionLines(p *Params, rows []PartitionRow) []i18n.Text {
	hot := words.Pct(float64(p.Hot*10), 0).With(words.Poss)
	lines := []i18n.Text{msgPartHead.Format(cntPartitions.Raw(p.Partitions), p.Hot*10, cntPartReads.Raw(p.Reads),
		i18n.Text{TR: strings.TrimPrefix(hot.TR, "%"+strconv.Itoa(p.Hot*10))})}
	numWidth, labels := 3, make([]i18n.Text, len(rows))
	// 12 is the course index's label column; longer labels keep two spaces.
	widthTR, widthEN := 12, 12
	for i, r := range rows {
		for _, n := range r.Load {
			numWidth = max(numWidth, len(strconv.Itoa(n)))
		}
		labels[i] = copiesLabel(r.Copies)
		widthTR, widthEN = max(widthTR, runeLen(labels[i].TR)+2), max(widthEN, runeLen(labels[i].EN)+2)
	}
	for i, r := range rows {
		var loads strings.Builder
		for _, n := range r.Load {
			fmt.Fprintf(&loads, " %*d", numWidth, n)
		}
		label := i18n.Text{
			TR: padRight(labels[i].TR, widthTR),
			EN: padRight(labels[i].EN, widthEN),
		}
		lines = append(lines, msgPartRow.Format(label, i18n.Plain(loads.String()), r.MaxPct))
	}
	return lines
}

func padRight(s string, w int) string { return s + strings.Repeat(" ", max(0, w-runeLen(s))) }

func beyondSection(p *Params, sum *Summary) lab.Section {
	var arrivals i18n.Text
	at := words.Dur(p.expiryAt()).With(words.Loc)
	reads, instances := cntArrivalReads.N(p.Requests), cntInstances.N(p.Instances)
	if p.Rate == 0 {
		arrivals = msgArrivalAll.Format(reads, instances, at)
	} else {
		arrivals = msgArrivalAt.Format(reads, words.Int(p.Rate), words.Dur(arrival(p.Requests, p.Rate)), instances, at)
	}
	lines := []i18n.Text{arrivals, msgFollowed.Format(strategyName(p, p.Strategy), strategyName(p, replayed(p)[0]), strategyName(p, replayed(p)[1]))}
	for _, r := range sum.StampedeBeyond { // the lesson's rows are told under its table
		if r.Unanswered > 0 {
			lines = append(lines, cntCutLineBeyond.N(r.Unanswered, capital(strategyName(p, r.Name)), words.Dur(r.end).With(words.Loc)))
		}
	}
	return lab.Section{ID: "stampede_beyond", Title: titleBeyond, Table: stampedeTable(p, sum.rows(), true), Lines: lines}
}

func nearSection(p *Params, nc NearCache) lab.Section {
	t := &lab.Table{Columns: []lab.Column{
		{ID: "setup", Label: colSetup}, {ID: "round_trips", Label: colTrips},
		{ID: "hot_round_trips", Label: colHotTrips}, {ID: "busiest", Label: colBusiest},
	}}
	t.Rows = [][]i18n.Text{
		{rowShared, count(nc.RoundTrips), count(nc.HotRoundTrips), pctCell(nc.MaxPct)},
		{rowNear.Format(words.Dur(p.Near)), count(nc.RoundTripsNear), count(nc.HotTripsNear), pctCell(nc.MaxPctNear)},
	}
	return lab.Section{ID: "near_cache", Title: titleNear, Table: t,
		Lines: []i18n.Text{msgNearSetup.Format(cntArrivalReads.N(nc.Reads), words.Int(nc.RatePerS), cntInstances.N(nc.Instances), hashingNamesText[p.Hashing])}}
}

func rehashSection(p *Params, r Rehash) lab.Section {
	t := &lab.Table{Columns: []lab.Column{{ID: "hashing", Label: colHashing}, {ID: "moved", Label: colMoved}, {ID: "share", Label: colShare}}}
	for _, m := range r.Methods {
		t.Rows = append(t.Rows, []i18n.Text{hashingNamesText[m.Name], count(m.Moved), pctCell(m.SharePct)})
	}
	return lab.Section{ID: "rehash", Title: titleRehash.Format(words.Int(r.From), words.Int(r.To)), Table: t,
		Lines: []i18n.Text{cntRehash.N(r.Keys, hashingNamesText[p.Hashing])}}
}
