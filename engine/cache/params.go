package cache

import (
	"playground/engine/fault"
	"strconv"
	"time"

	"playground/engine/param"
	"playground/engine/words"
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
	Strategy  string // the strategy the metrics, the trace and the scene follow
	Instances int
	Rate      int // reads per second; 0 = all at one instant
	RTT       time.Duration
	Beta      float64
	Near      time.Duration
	Hashing   string
	// Faults are the learner's own (package fault), on the source of each
	// stampede the replay shows and on the links from its app instances.
	Faults []fault.Fault
	// Policy is the learner's code (hook): what each read of the followed
	// strategy's stampede does, and the jittered lifetimes; "" is the
	// lab's own logic.
	Policy string
	// own: the code decided the followed stampede otherwise than the
	// lab's logic does (Run sets it): the texts name it as the code's.
	own bool

	Seed uint64
}

// faultTargets: the source and its links, in both replayed stampedes.
func (p *Params) faultTargets() []fault.Target {
	var out []fault.Target
	for _, st := range replayed(p) {
		id := func(node string) string { return st + "." + node }
		out = append(out, fault.OnNodes(id(nodeIDSource))...)
		for i := range p.Instances {
			out = append(out, fault.OnLink(id(appID(i)), id(nodeIDSource)))
		}
	}
	return out
}

// Hashing methods: the lesson's modulo and two consistent hashes.
const (
	hashModulo     = "modulo"
	hashJump       = "jump"
	hashRendezvous = "rendezvous"
)

// Caps keep every run well under ~2 s in a browser tab, and no in-bounds run
// near the kernel's caps (50 M events, 24 h): the stampede is a few events
// per read and strategy, the hot-key workload one event per read, the
// arrivals last at most maxSpan, a load at most 10 s and a store round trip
// at most 1 s.
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

// Spec binds the knobs: the lesson's first, then the ones beyond it.
func (p *Params) Spec() *param.Spec {
	s := param.New()
	s.Int(&p.Requests, "requests", 100, 1, maxRequests).
		Label("Eşzamanlı okuma", "Concurrent reads").
		Help("Sıcak anahtarın girdisi düştüğü anda gelen okuma sayısı (derste 100).",
			"Reads of the hot key that arrive when its entry has just fallen out (100 in the lesson).")
	s.Duration(&p.Latency, "latency", 30*time.Millisecond, 0, 10*time.Second).Unit("ms").
		Label("Kaynak gecikmesi", "Source latency").
		Help("Bir kaynak çağrısının süresi: sorgu ve gidiş-dönüş (derste 30 ms).",
			"How long one source call takes: the query and the round trip (30 ms in the lesson).")
	s.Int(&p.Keys, "keys", 200, 1, maxKeys).
		Label("Anahtar sayısı", "Keys").
		Help("Aynı adımda önbelleğe yüklenen anahtar sayısı (derste 200).",
			"Keys loaded into the cache in the same step (200 in the lesson).")
	s.Int(&p.TTL, "ttl", 100, 1, 1_000_000).
		Label("Ömür (adım)", "TTL (steps)").
		Help("Her anahtarın ömrü, adım olarak (derste 100).",
			"Each key's time to live, in steps (100 in the lesson).")
	// jitter 0 would be `% 0` (NaN in the lesson's script): rejected by the bound.
	s.Int(&p.Jitter, "jitter", 40, 1, 1_000_000).
		Label("Sapma (adım)", "Jitter (steps)").
		Help("Dağıtılmış ömür: ömür + (sha256(anahtar) % sapma), dersteki gibi anahtardan türetilir (derste 40). 1 sapma yok demektir. Büyük sapma süre sonlarını yayar, ama bir değer önbellekte o kadar uzun kalabilir.",
			"Jittered TTL: TTL + (sha256(key) % jitter), derived from the key as in the lesson (40 in the lesson). 1 is no jitter. A wide jitter spreads the expiries, but a value may stay cached that much longer.")
	s.Int(&p.Reads, "reads", 1000, 1, maxReads).
		Label("Okuma sayısı", "Reads").
		Help("Bölümlere dağıtılan istek sayısı (derste 1000).",
			"Requests spread over the partitions (1000 in the lesson).")
	s.Int(&p.Hot, "hot", 6, 0, 10).
		Label("Sıcaklık (onda)", "Hot share (tenths)").
		Help("Her on istekten kaçının sıcak anahtara gittiği: i % 10 < sıcaklık (derste 6, yani %60).",
			"How many of every ten requests go to the hot key: i % 10 < hot (6 in the lesson, i.e. 60%).")
	s.Int(&p.Partitions, "partitions", 4, 1, maxPartitions).
		Label("Bölüm sayısı", "Partitions").
		Help("Paylaşılan önbelleğin bölüm (düğüm) sayısı (derste 4).",
			"Partitions (nodes) of the shared cache (4 in the lesson).")
	s.IntList(&p.Copies, "copies", []int{1, 4, 8}, 1, maxCopies, 1, 8).
		Label("Kopya sayıları", "Copies").
		Help("Sıcak anahtarın bölündüğü kopya sayıları; her biri bir satır, 1 bölünmemiş anahtar demektir (derste 1,4,8). Ölçütler en büyüğünü okur.",
			"Copy counts the hot key is split into, one row each; 1 is the unsplit key (1,4,8 in the lesson). The metrics read the largest.")

	s.Enum(&p.Strategy, "strategy", stratPlain, strategies...).Advanced().
		Label("İzlenen strateji", "Strategy followed").
		Help("Tablolar her stratejiyi gösterir; ölçütler (kaynak çağrısı, bekleyen okuma, bayat yanıt), mesaj izi ve sahne bu stratejiyi izler (varsayılan: dersin sorunu olan düz okuma).",
			"The tables show every strategy; the metrics (source calls, waiting reads, stale answers), the message trace and the scene follow this one (by default plain reading, the lesson's problem).").
		Choice(stratPlain, "düz okuma (önlemsiz)", "plain (no mitigation)").
		Choice(stratSingleFlight, "tek uçuş", "single-flight").
		Choice(stratSWR, "yeniden doğrulayarak sunma", "stale-while-revalidate").
		Choice(stratSharedLock, "tek uçuş, kilit paylaşılan depoda", "single-flight, lock in the shared store").
		Choice(stratXFetch, "XFetch (kilitsiz erken yenileme)", "XFetch (lock-free early recompute)").
		Choice(stratXFetchSF, "XFetch + tek uçuş (erken yenilemeyi tek okuma yapar)", "XFetch + single-flight (one read refreshes early)")
	s.Int(&p.Instances, "instances", 1, 1, maxInstances).Advanced().
		Label("Uygulama örneği", "App instances").
		Help("Okumalar örneklere sırayla dağılır; tek uçuş tablosu her örneğin kendi içindedir, paylaşılan depodaki kilit ise hepsini kapsar.",
			"Reads go to the instances in turn; each instance has its own single-flight table, while a lock in the shared store covers all of them.")
	s.Int(&p.Rate, "rate", 0, 0, maxRate).Unit("1/s").Advanced().Off("0").
		Label("Geliş hızı", "Arrival rate").
		Help("Saniyede gelen okuma. 0: bütün okumalar aynı anda gelir (ders). Aksi halde okumalar bu hızla gelir ve girdi, okumaların yarısı geldiğinde düşer; sıcak anahtar iş yükü de bu hızla gelir (0 iken saniyede 1000).",
			"Reads per second. 0: all reads arrive at one instant (the lesson). Otherwise reads arrive at this rate and the entry falls out when half of them have arrived; the hot-key workload also arrives at this rate (1000 a second when 0).")
	s.Duration(&p.RTT, "rtt", time.Millisecond, 0, time.Second).Unit("ms").Advanced().
		Label("Depo gidiş-dönüşü", "Store round trip").
		Help("Paylaşılan depoya bir ağ gidiş-dönüşü: bir kilit denemesi ya da yakın önbellekte olmayan bir okuma.",
			"One network round trip to the shared store: a lock attempt, or a read the near cache could not answer.")
	s.Float(&p.Beta, "beta", 1, 0, 10).Advanced().
		Label("XFetch β", "XFetch β").
		Help("Olasılıksal erken yenileme: şimdi − δ·β·ln(rastgele) ≥ süre sonu ise yenile (δ = kaynak gecikmesi). Büyük β daha erken yeniler; 0 hiç erken yenilemez.",
			"Probabilistic early recomputation: recompute when now − δ·β·ln(rand) ≥ expiry (δ = source latency). A larger β recomputes earlier; 0 never early.")
	s.Duration(&p.Near, "near", 2*time.Second, 0, time.Hour).Unit("s").Advanced().
		Label("Yakın önbellek ömrü", "Near cache TTL").
		Help("Her uygulama örneğinin içindeki kısa ömürlü yerel kopya; 0: yakın önbellek yok. Sıcak anahtar iş yükünde paylaşılan önbelleğe giden gidiş-dönüşleri keser.",
			"A short-lived local copy inside each app instance; 0: no near cache. Cuts the round trips of the hot-key workload to the shared cache.")
	s.Enum(&p.Hashing, "hashing", hashModulo, hashModulo, hashJump, hashRendezvous).Advanced().
		Label("Bölüm seçimi", "Partitioning").
		Help("Bir anahtarın bölümünün nasıl seçildiği: dersteki mod alma (özet % bölüm sayısı) ya da bölüm eklenince daha az anahtar taşıyan tutarlı özetler.",
			"How a key's partition is chosen: the lesson's modulo (hash % partitions), or consistent hashes that move fewer keys when a partition is added.").
		Choice(hashModulo, "mod alma (ders)", "modulo (the lesson)").
		Choice(hashJump, "jump tutarlı özeti", "jump consistent hash").
		Choice(hashRendezvous, "rendezvous (en yüksek ağırlık)", "rendezvous (highest random weight)")
	s.Code(&p.Policy)
	s.FaultList(&p.Faults, p.faultTargets)
	s.Seed(&p.Seed, 1)

	s.Check(func() *param.Error {
		n := max(p.Reads, p.Requests)
		if span := p.arrivalGap(n); span > maxSpan {
			return param.Errorf("rate", strconv.Itoa(p.Rate), ruleSpan, words.Int(n), words.Dur(span), words.Dur(maxSpan))
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
