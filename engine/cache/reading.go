package cache

import "playground/engine/i18n"

var (
	readStampede = i18n.Add("cache.reading.stampede",
		"%d okumada kaynak çağrısı: düz %d, tek uçuş %d, yeniden doğrulayarak sunma %d; sonuncusu kimseyi bekletmedi ama %d yanıtı bayat veriyle verdi.",
		"Of %d reads, plain sent %d to the source, single-flight %d and stale-while-revalidate %d; the last made nobody wait but answered %d with stale data.")
	readExpiry = i18n.Add("cache.reading.expiry",
		"Sabit ömürle %d anahtarın en çok %d tanesi aynı adımda düşer; anahtardan türetilen %d adımlık sapma bunu %d adıma yayar ve tek adımdaki ıskayı %d ile sınırlar.",
		"With a fixed TTL up to %d of the %d keys expire in the same step; a jitter of %d steps derived from the key spreads them over %d steps, at most %d misses in one.")
	readCopies = i18n.Add("cache.reading.copies",
		"En yüklü bölüm isteklerin %%%[2]d kadarını (%[1]s), %%%[4]d kadarını (%[3]s) görür.",
		"The busiest partition takes %[2]d%% of the requests (%[1]s) and %[4]d%% (%[3]s).")
	readInstances = i18n.Add("cache.reading.instances",
		"%d örnekte örnek içi tek uçuş %d kaynak çağrısı yaptı; paylaşılan depodaki kilit %d çağrı yaptı, bedeli %d ek depo turu.",
		"With %d instances, per-instance single-flight made %d source calls; a lock in the shared store made %d, at the cost of %d extra store round trips.")
	readNear = i18n.Add("cache.reading.near",
		"%s ömürlü yakın önbellek, paylaşılan önbelleğe giden tur sayısını %d → %d indirdi (sıcak anahtar: %d → %d).",
		"A near cache with a %s TTL cut the round trips to the shared cache from %d to %d (hot key: %d to %d).")
	readXFetch = i18n.Add("cache.reading.xfetch",
		"XFetch girdi düşmeden önce gelen okumalarla erken yeniler: burada %d kaynak çağrısı ve %d bekleyen okuma.",
		"XFetch recomputes early from reads that come before the expiry: here %d source calls and %d waiting reads.")
)

// reading says in a few sentences what the numbers show, picking the
// beyond-the-lesson sentence the parameters make interesting.
func reading(p *Params, sum *Summary) []i18n.Text {
	st := sum.Stampede
	out := []i18n.Text{
		readStampede.Format(p.Requests, st[0].SourceCalls, st[1].SourceCalls, st[2].SourceCalls, st[2].Stale),
		readExpiry.Format(sum.Expiry[0].MaxMisses, p.Keys, p.Jitter, sum.Expiry[1].ExpirySteps, sum.Expiry[1].MaxMisses),
	}
	if rows := sum.Partitions; len(rows) > 1 {
		first, last := rows[0], rows[len(rows)-1]
		out = append(out, copiesReading(first, last))
	}
	lock, xf := sum.StampedeBeyond[0], sum.StampedeBeyond[1]
	switch {
	case p.Instances > 1:
		out = append(out, readInstances.Format(p.Instances, st[1].SourceCalls, lock.SourceCalls, lock.StoreRoundTrips))
	case p.Rate > 0:
		out = append(out, readXFetch.Format(xf.SourceCalls, xf.Waiting))
	case p.Near > 0:
		nc := sum.NearCache
		out = append(out, readNear.Format(durText(p.Near), nc.RoundTrips, nc.RoundTripsNear, nc.HotRoundTrips, nc.HotTripsNear))
	}
	return out
}

func copiesReading(first, last PartitionRow) i18n.Text {
	label := func(r PartitionRow) i18n.Text {
		if r.Copies == 1 {
			return msgSingleKey
		}
		return msgCopiesRow.Format(r.Copies)
	}
	return readCopies.Format(label(first), first.MaxPct, label(last), last.MaxPct)
}
