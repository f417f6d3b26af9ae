package cache

import (
	"strconv"
	"time"

	"playground/engine/i18n"
	"playground/engine/param"
)

// Params are the lab's knobs: the lesson's constants first, then the ones
// that go beyond it (Advanced).
type Params struct {
	// stampede (suru.mjs)
	Requests int
	Latency  time.Duration
	// synchronized expiry (sicak-anahtar.mjs, first half)
	Keys, TTL, Jitter int
	// hot key over partitions (sicak-anahtar.mjs, second half)
	Reads, Hot, Partitions int
	Copies                 []int

	// beyond the lesson
	Instances int
	Rate      int // reads per second; 0 = all at one instant
	RTT       time.Duration
	Beta      float64
	Near      time.Duration
	Hashing   string

	Seed uint64
}

// Hashing methods: the lesson's modulo and two consistent hashes.
const (
	hashModulo     = "modulo"
	hashJump       = "jump"
	hashRendezvous = "rendezvous"
)

// Caps keep every run well under ~2 s in a browser tab: the stampede starts a
// process per read and strategy, the hot-key workload is one event per read.
const (
	maxRequests   = 10_000
	maxKeys       = 20_000
	maxReads      = 200_000
	maxPartitions = 256
	maxCopies     = 256
	maxInstances  = 64
	maxRate       = 1_000_000
	// maxSpan bounds how long the reads take to arrive at a slow rate.
	maxSpan = time.Hour
)

var (
	lRequests   = i18n.Add("cache.requests.label", "Eşzamanlı istek", "Concurrent requests")
	hRequests   = i18n.Add("cache.requests.help", "Sıcak anahtarın girdisi düştüğü anda gelen okuma sayısı (derste 100).", "Reads of the hot key that arrive when its entry has just fallen out (100 in the lesson).")
	lLatency    = i18n.Add("cache.latency.label", "Kaynak gecikmesi", "Source latency")
	hLatency    = i18n.Add("cache.latency.help", "Kaynaktan bir üretimin süresi: sorgu ile gidiş-dönüş (derste 30 ms).", "How long one load from the source takes: query plus round trip (30 ms in the lesson).")
	lKeys       = i18n.Add("cache.keys.label", "Anahtar sayısı", "Keys")
	hKeys       = i18n.Add("cache.keys.help", "Aynı adımda önbelleğe yüklenen anahtar sayısı (derste 200).", "Keys loaded into the cache in the same step (200 in the lesson).")
	lTTL        = i18n.Add("cache.ttl.label", "Ömür (adım)", "TTL (steps)")
	hTTL        = i18n.Add("cache.ttl.help", "Her anahtarın yaşam süresi, adım olarak (derste 100).", "Each key's time to live, in steps (100 in the lesson).")
	lJitter     = i18n.Add("cache.jitter.label", "Sapma (adım)", "Jitter (steps)")
	hJitter     = i18n.Add("cache.jitter.help", "Dağıtılmış ömür: ömür + (sha256(anahtar) % sapma) (derste 40).", "Jittered TTL: ttl + (sha256(key) % jitter) (40 in the lesson).")
	lReads      = i18n.Add("cache.reads.label", "Okuma sayısı", "Reads")
	hReads      = i18n.Add("cache.reads.help", "Bölümlere dağıtılan istek sayısı (derste 1000).", "Requests spread over the partitions (1000 in the lesson).")
	lHot        = i18n.Add("cache.hot.label", "Sıcaklık (onda)", "Hot share (tenths)")
	hHot        = i18n.Add("cache.hot.help", "Her on istekten kaçı sıcak anahtarda: i % 10 < sıcaklık (derste 6, yani %60).", "How many of every ten requests go to the hot key: i % 10 < hot (6 in the lesson, i.e. 60%).")
	lPartitions = i18n.Add("cache.partitions.label", "Bölüm sayısı", "Partitions")
	hPartitions = i18n.Add("cache.partitions.help", "Paylaşılan önbelleğin bölüm (düğüm) sayısı (derste 4).", "Partitions (nodes) of the shared cache (4 in the lesson).")
	lCopies     = i18n.Add("cache.copies.label", "Kopya sayıları", "Copies")
	hCopies     = i18n.Add("cache.copies.help", "Sıcak anahtarın bölündüğü kopya sayıları; her biri bir satır, 1 bölünmemiş anahtardır (derste 1,4,8).", "Copy counts the hot key is split into, one row each; 1 is the unsplit key (1,4,8 in the lesson).")
	lInstances  = i18n.Add("cache.instances.label", "Uygulama örneği", "App instances")
	hInstances  = i18n.Add("cache.instances.help", "Okumalar örneklere sırayla dağılır; tek uçuş tablosu her örneğin kendi içindedir, paylaşılan depodaki kilit hepsini kapsar.", "Reads go to the instances in turn; each instance has its own single-flight table, while a lock in the shared store covers all of them.")
	lRate       = i18n.Add("cache.rate.label", "Geliş hızı (istek/s)", "Arrival rate (req/s)")
	hRate       = i18n.Add("cache.rate.help", "0: bütün okumalar aynı anda gelir (ders). Aksi halde okumalar bu hızla gelir ve girdi, okumaların yarısı geldiğinde düşer; sıcak anahtar iş yükü de bu hızla gelir (0 ise 1000/s).", "0: all reads arrive at one instant (the lesson). Otherwise reads arrive at this rate and the entry falls out when half of them have arrived; the hot-key workload also arrives at this rate (1000/s when 0).")
	lRTT        = i18n.Add("cache.rtt.label", "Depo gidiş-dönüşü", "Store round trip")
	hRTT        = i18n.Add("cache.rtt.help", "Paylaşılan depoya bir ağ turu: kilit denemesi ya da yakın önbellekte olmayan bir okuma.", "One network round trip to the shared store: a lock attempt, or a read the near cache could not answer.")
	lBeta       = i18n.Add("cache.beta.label", "XFetch β", "XFetch β")
	hBeta       = i18n.Add("cache.beta.help", "Olasılıksal erken yenileme: şimdi − δ·β·ln(rastgele) ≥ süre sonu ise yenile (δ = kaynak gecikmesi). Büyük β daha erken yeniler; 0 hiç erken yenilemez.", "Probabilistic early recomputation: recompute when now − δ·β·ln(rand) ≥ expiry (δ = source latency). A larger β recomputes earlier; 0 never early.")
	lNear       = i18n.Add("cache.near.label", "Yakın önbellek ömrü", "Near cache TTL")
	hNear       = i18n.Add("cache.near.help", "Her örneğin içindeki kısa ömürlü yerel kopya; 0 kapalı. Sıcak anahtar iş yükünde paylaşılan önbelleğe giden turları keser.", "Short-lived local copy inside each instance; 0 is off. Cuts the round trips of the hot-key workload to the shared cache.")
	lHashing    = i18n.Add("cache.hashing.label", "Bölüm seçimi", "Partitioning")
	hHashing    = i18n.Add("cache.hashing.help", "modulo: özet % bölüm (ders); jump ve rendezvous: tutarlı özet, bölüm eklenince daha az anahtar yer değiştirir.", "modulo: hash % partitions (the lesson); jump and rendezvous: consistent hashes that move fewer keys when a partition is added.")

	ruleSpan = i18n.Add("cache.rule.span", "bu hızla %d okumanın gelmesi %s sürer; en çok %s olabilir (hızı artırın ya da okumaları azaltın)", "%d reads at this rate take %s to arrive; at most %s is allowed (raise the rate or lower the reads)")
)

// Spec binds the knobs: the lesson's first, then the ones beyond it.
func (p *Params) Spec() *param.Spec {
	s := param.New("cache")
	s.Int(&p.Requests, "requests", 100, 1, maxRequests).Text(lRequests, hRequests)
	s.Duration(&p.Latency, "latency", 30*time.Millisecond, 0, 10*time.Second).Text(lLatency, hLatency).Unit("ms")
	s.Int(&p.Keys, "keys", 200, 1, maxKeys).Text(lKeys, hKeys)
	s.Int(&p.TTL, "ttl", 100, 1, 1_000_000).Text(lTTL, hTTL)
	// jitter 0 would be `% 0` (NaN in the lesson's script): rejected by the bound.
	s.Int(&p.Jitter, "jitter", 40, 1, 1_000_000).Text(lJitter, hJitter)
	s.Int(&p.Reads, "reads", 1000, 1, maxReads).Text(lReads, hReads)
	s.Int(&p.Hot, "hot", 6, 0, 10).Text(lHot, hHot)
	s.Int(&p.Partitions, "partitions", 4, 1, maxPartitions).Text(lPartitions, hPartitions)
	s.IntList(&p.Copies, "copies", []int{1, 4, 8}, 1, maxCopies, 1, 8).Text(lCopies, hCopies)

	adv := func(f *param.Field) *param.Field { f.IsAdvanced = true; return f }
	adv(s.Int(&p.Instances, "instances", 1, 1, maxInstances).Text(lInstances, hInstances))
	adv(s.Int(&p.Rate, "rate", 0, 0, maxRate).Text(lRate, hRate)).Unit("req/s")
	adv(s.Duration(&p.RTT, "rtt", time.Millisecond, 0, time.Second).Text(lRTT, hRTT)).Unit("ms")
	adv(s.Float(&p.Beta, "beta", 1, 0, 10).Text(lBeta, hBeta))
	adv(s.Duration(&p.Near, "near", 2*time.Second, 0, time.Hour).Text(lNear, hNear)).Unit("s")
	adv(s.Enum(&p.Hashing, "hashing", hashModulo, []string{hashModulo, hashJump, hashRendezvous}...).Text(lHashing, hHashing))
	s.Seed(&p.Seed, 1)

	s.Check(func() *param.Error {
		n := max(p.Reads, p.Requests)
		if span := p.arrivalGap(n); span > maxSpan {
			return param.Errorf("rate", strconv.Itoa(p.Rate), ruleSpan, n, span.String(), maxSpan.String())
		}
		return nil
	})
	return s
}

// workloadRate is the hot-key workload's arrival rate: the lesson's "a
// thousand requests a second" unless the learner set one.
func (p *Params) workloadRate() int {
	if p.Rate > 0 {
		return p.Rate
	}
	return 1000
}

// arrivalGap is when the n-th read arrives at the workload rate.
func (p *Params) arrivalGap(n int) time.Duration {
	return arrival(n, p.workloadRate())
}

// arrival is the time of read i at rate reads per second (rate 0: at once),
// computed from i rather than by adding gaps so no rounding drift builds up.
func arrival(i, rate int) time.Duration {
	if rate <= 0 {
		return 0
	}
	return time.Duration(int64(i) * int64(time.Second) / int64(rate))
}
