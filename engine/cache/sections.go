package cache

import (
	"fmt"
	"strconv"
	"strings"
	"time"

	"playground/engine/i18n"
	"playground/engine/lab"
)

var (
	colStrategy   = i18n.Add("cache.col.strategy", "strateji", "strategy")
	colCalls      = i18n.Add("cache.col.calls", "kaynak çağrısı", "source calls")
	colWaiting    = i18n.Add("cache.col.waiting", "bekleyen istek", "waiting")
	colStale      = i18n.Add("cache.col.stale", "bayat yanıt", "stale")
	colTime       = i18n.Add("cache.col.time", "süre~", "time~")
	colRoundTrips = i18n.Add("cache.col.round_trips", "depo turu", "store round trips")

	strategyNames = map[string]i18n.Text{
		stratPlain:        i18n.Add("cache.strategy.plain", "düz", "plain"),
		stratSingleFlight: i18n.Add("cache.strategy.singleflight", "tek uçuş", "single-flight"),
		stratSWR:          i18n.Add("cache.strategy.swr", "yeniden doğrulayarak sunma", "stale-while-revalidate"),
		stratSharedLock:   i18n.Add("cache.strategy.shared_lock", "tek uçuş, kilit paylaşılan depoda", "single-flight, lock in the shared store"),
		stratXFetch:       i18n.Add("cache.strategy.xfetch", "XFetch (β=%s)", "XFetch (β=%s)"),
	}

	msgExpiryPrefix = i18n.Add("cache.expiry.prefix", "%d %s, ömür %d: ", "%d %s, ttl %d: ")
	msgExpiryFixed  = i18n.Add("cache.expiry.fixed", "sabit -> %d %s, tek adımda %d %s;", "fixed -> %d expiry %s, %d %s in one step;")
	msgExpiryJitter = i18n.Add("cache.expiry.jittered", "dağıtılmış (sha256 %% %d) -> %d %s, tek adımda en çok %d %s", "jittered (sha256 %% %[1]d) -> %[2]d %[3]s, at most %[4]d in one step")
	wordKey         = i18n.Add("cache.word.key", "anahtar", "key")
	wordKeys        = i18n.Add("cache.word.keys", "anahtar", "keys")
	wordExpiryStep  = i18n.Add("cache.word.expiry_step", "süre sonu adımı", "step")
	wordExpirySteps = i18n.Add("cache.word.expiry_steps", "süre sonu adımı", "steps")
	wordStep        = i18n.Add("cache.word.step", "adım", "step")
	wordSteps       = i18n.Add("cache.word.steps", "adım", "steps")
	wordMiss        = i18n.Add("cache.word.miss", "ıska", "miss")
	wordMisses      = i18n.Add("cache.word.misses", "ıska", "misses")
	wordPartition   = i18n.Add("cache.word.partition", "bölüm", "partition")
	wordPartitions  = i18n.Add("cache.word.partitions", "bölüm", "partitions")
	wordRequest     = i18n.Add("cache.word.request", "istek", "request")
	wordRequests    = i18n.Add("cache.word.requests", "istek", "requests")

	// The Turkish form puts the reads first and suffixes the percentage
	// (%60'ı); the unused arguments are fine with explicit indexes.
	msgPartHead  = i18n.Add("cache.partitions.head", "%[1]d %[2]s, %[4]d isteğin %%%[3]d%[6]s tek anahtarda:", "%[1]d %[2]s, %[3]d%% of %[4]d %[5]s on one key:")
	msgPartRow   = i18n.Add("cache.partitions.row", "  %s%s  en yüklü %%%d", "  %s%s  max %d%%")
	msgSingleKey = i18n.Add("cache.partitions.single", "tek anahtar", "single key")
	msgCopiesRow = i18n.Add("cache.partitions.copies", "%d kopyaya bölünmüş", "%d copies")

	titleBeyond   = i18n.Add("cache.section.beyond", "Dersin ötesi: paylaşılan kilit ve XFetch", "Beyond the lesson: a shared lock and XFetch")
	msgArrivalAll = i18n.Add("cache.beyond.at_once", "%d okuma aynı anda, %d örneğe sırayla; girdi %s anında düşer.", "%d reads at one instant, in turn to %d instance(s); the entry falls out at %s.")
	msgArrivalAt  = i18n.Add("cache.beyond.at_rate", "%d okuma saniyede %d hızla %s boyunca, %d örneğe sırayla; girdi %s anında düşer.", "%d reads at %d/s over %s, in turn to %d instance(s); the entry falls out at %s.")

	titleNear    = i18n.Add("cache.section.near", "Dersin ötesi: örnek içinde yakın önbellek", "Beyond the lesson: a near cache in each instance")
	colSetup     = i18n.Add("cache.col.setup", "kurulum", "setup")
	colTrips     = i18n.Add("cache.col.trips", "paylaşılan önbellek turu", "shared-cache round trips")
	colHotTrips  = i18n.Add("cache.col.hot_trips", "sıcak anahtar turu", "hot-key round trips")
	colBusiest   = i18n.Add("cache.col.busiest", "en yüklü bölüm", "busiest partition")
	rowShared    = i18n.Add("cache.near.shared", "yalnız paylaşılan önbellek", "shared cache only")
	rowNear      = i18n.Add("cache.near.row", "yakın önbellek, ömür %s", "near cache, ttl %s")
	msgNearSetup = i18n.Add("cache.near.setup", "%d okuma saniyede %d hızla, %d örneğe sırayla; tek sıcak anahtar, bölüm seçimi %s.", "%d reads at %d/s, in turn to %d instance(s); unsplit hot key, %s partitioning.")

	titleRehash = i18n.Add("cache.section.rehash", "Dersin ötesi: bir bölüm eklemek (%d -> %d)", "Beyond the lesson: adding a partition (%d -> %d)")
	colHashing  = i18n.Add("cache.col.hashing", "bölüm seçimi", "partitioning")
	colMoved    = i18n.Add("cache.col.moved", "taşınan anahtar", "keys moved")
	colShare    = i18n.Add("cache.col.share", "pay", "share")
	msgRehash   = i18n.Add("cache.rehash.keys", "Aynı adımda yüklenen %d anahtar üzerinde; bu çalışmada kullanılan: %s.", "Over the %d keys loaded in one step; this run uses %s.")
)

// plural picks the English singular for 1; Turkish nouns stay singular after
// a number, which the catalog encodes by giving both keys the same form.
func plural(n int, one, many i18n.Text) i18n.Text {
	if n == 1 {
		return one
	}
	return many
}

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

func ms(d time.Duration) float64 { return float64(d) / float64(time.Millisecond) }

func msCell(v int) i18n.Text { return i18n.Plain(strconv.Itoa(v) + " ms") }

func durText(d time.Duration) i18n.Text { return i18n.Plain(d.String()) }

func strategyName(p *Params, id string) i18n.Text {
	if id == stratXFetch {
		return strategyNames[id].Format(strconv.FormatFloat(p.Beta, 'g', -1, 64))
	}
	return strategyNames[id]
}

func sections(p *Params, sum *Summary) []lab.Section {
	return []lab.Section{
		{ID: "stampede", Lesson: true, Table: stampedeTable(p, sum.Stampede, false)},
		{ID: "expiry", Lesson: true, Lines: expiryLines(p, sum.Expiry)},
		{ID: "partitions", Lesson: true, Lines: partitionLines(p, sum.Partitions)},
		beyondSection(p, sum),
		nearSection(p, sum.NearCache),
		rehashSection(p, sum.Rehash),
	}
}

func stampedeTable(p *Params, rows []StampedeRow, roundTrips bool) *lab.Table {
	t := &lab.Table{Columns: []lab.Column{
		// The lesson pads the strategy to 28 and right-aligns numbers after it;
		// the course index keeps that 29-wide first column.
		{ID: "strategy", Label: colStrategy, Width: 29},
		{ID: "source_calls", Label: colCalls},
		{ID: "waiting", Label: colWaiting},
		{ID: "stale", Label: colStale},
		{ID: "time", Label: colTime},
	}}
	if roundTrips {
		t.Columns = append(t.Columns, lab.Column{ID: "store_round_trips", Label: colRoundTrips})
	}
	for _, r := range rows {
		cells := []i18n.Text{strategyName(p, r.Name), lab.Cell(r.SourceCalls), lab.Cell(r.Waiting), lab.Cell(r.Stale), msCell(r.DurationMS)}
		if roundTrips {
			cells = append(cells, lab.Cell(r.StoreRoundTrips))
		}
		t.Rows = append(t.Rows, cells)
	}
	return t
}

func expiryLines(p *Params, rows []ExpiryRow) []i18n.Text {
	fixed, jit := rows[0], rows[1]
	prefix := msgExpiryPrefix.Format(p.Keys, plural(p.Keys, wordKey, wordKeys), p.TTL)
	return []i18n.Text{
		cat(prefix, msgExpiryFixed.Format(fixed.ExpirySteps, plural(fixed.ExpirySteps, wordExpiryStep, wordExpirySteps),
			fixed.MaxMisses, plural(fixed.MaxMisses, wordMiss, wordMisses))),
		cat(spaces(prefix), msgExpiryJitter.Format(p.Jitter, jit.ExpirySteps, plural(jit.ExpirySteps, wordStep, wordSteps),
			jit.MaxMisses, wordMisses)),
	}
}

// trPercentSuffix is the Turkish case ending after %0 … %100 in tenths,
// which follows the last word of the spoken number (sıfırı, onu, yirmisi …).
var trPercentSuffix = [11]string{"'ı", "'u", "'si", "'u", "'ı", "'si", "'ı", "'i", "'i", "'ı", "'ü"}

// partitionLines print each copies row as the course index does: the label
// in a column of at least 12, each load right-aligned to the widest number
// (at least 3) after one space, then the largest share.
func partitionLines(p *Params, rows []PartitionRow) []i18n.Text {
	lines := []i18n.Text{msgPartHead.Format(p.Partitions, plural(p.Partitions, wordPartition, wordPartitions),
		p.Hot*10, p.Reads, plural(p.Reads, wordRequest, wordRequests), i18n.Text{TR: trPercentSuffix[p.Hot]})}
	numWidth, labels := 3, make([]i18n.Text, len(rows))
	// 12 is the course index's label column; longer labels keep two spaces.
	widthTR, widthEN := 12, 12
	for i, r := range rows {
		for _, n := range r.Load {
			numWidth = max(numWidth, len(strconv.Itoa(n)))
		}
		labels[i] = msgSingleKey
		if r.Copies != 1 {
			labels[i] = msgCopiesRow.Format(r.Copies)
		}
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
	at := durText(p.expiryAt())
	if p.Rate == 0 {
		arrivals = msgArrivalAll.Format(p.Requests, p.Instances, at)
	} else {
		arrivals = msgArrivalAt.Format(p.Requests, p.Rate, durText(arrival(p.Requests, p.Rate)), p.Instances, at)
	}
	rows := append(append([]StampedeRow{}, sum.Stampede...), sum.StampedeBeyond...)
	return lab.Section{ID: "stampede_beyond", Title: titleBeyond, Table: stampedeTable(p, rows, true), Lines: []i18n.Text{arrivals}}
}

func nearSection(p *Params, nc NearCache) lab.Section {
	t := &lab.Table{Columns: []lab.Column{
		{ID: "setup", Label: colSetup}, {ID: "round_trips", Label: colTrips},
		{ID: "hot_round_trips", Label: colHotTrips}, {ID: "busiest", Label: colBusiest},
	}}
	t.Rows = [][]i18n.Text{
		{rowShared, lab.Cell(nc.RoundTrips), lab.Cell(nc.HotRoundTrips), pctCell(nc.MaxPct)},
		{rowNear.Format(durText(p.Near)), lab.Cell(nc.RoundTripsNear), lab.Cell(nc.HotTripsNear), pctCell(nc.MaxPctNear)},
	}
	return lab.Section{ID: "near_cache", Title: titleNear, Table: t,
		Lines: []i18n.Text{msgNearSetup.Format(nc.Reads, nc.RatePerS, nc.Instances, i18n.Plain(p.Hashing))}}
}

func pctCell(v int) i18n.Text { return i18n.Plain(strconv.Itoa(v) + "%") }

func rehashSection(p *Params, r Rehash) lab.Section {
	t := &lab.Table{Columns: []lab.Column{{ID: "hashing", Label: colHashing}, {ID: "moved", Label: colMoved}, {ID: "share", Label: colShare}}}
	for _, m := range r.Methods {
		t.Rows = append(t.Rows, []i18n.Text{i18n.Plain(m.Name), lab.Cell(m.Moved), pctCell(m.SharePct)})
	}
	return lab.Section{ID: "rehash", Title: titleRehash.Format(r.From, r.To), Table: t,
		Lines: []i18n.Text{msgRehash.Format(r.Keys, i18n.Plain(p.Hashing))}}
}
