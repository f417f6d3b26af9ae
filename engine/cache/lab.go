// Package cache is the cache lab (lesson 004, "Sıcak Anahtar ve Sürü
// Etkisi"): a hot key's entry falls out and concurrent reads stampede the
// source, single-flight and stale-while-revalidate tame it; keys loaded
// together expire together unless their TTL is jittered; one hot key loads
// one partition unless it is split into copies.
//
// The stampede runs on the kernel (each read an event and its continuations,
// source latency as virtual time); the expiry and partition counts are the lesson's loops over
// its keys, hashed exactly as it does (sha256, first 8 hex digits, modulo).
// Beyond the lesson: app instances with a lock in the shared store, reads
// arriving at a rate, XFetch (lock-free, and with single-flight as
// production code runs it), a near cache and consistent hashing.
//
// The metrics follow one strategy (the strategy knob, plain by default):
// its source calls, waiting and stale reads; the trace and the scene are
// that strategy's stampede.
package cache

import (
	"math"
	"net/url"

	"playground/engine/i18n"
	"playground/engine/lab"
)

// golden is the course index's table for this lab at the defaults.
const golden = `strategy                     source calls  waiting  stale  time~
plain                        100           100      0      30 ms
single-flight                1             100      0      30 ms
stale-while-revalidate       1             0        100    0 ms
200 keys, ttl 100: fixed -> 1 expiry step, 200 misses in one step;
                   jittered (sha256 % 40) -> 40 steps, at most 11 in one step
4 partitions, 60% of 1000 requests on one key:
  single key   150 116  83 651  max 65%
  4 copies     300 416  83 201  max 42%
  8 copies     300 341 158 201  max 34%
`

// Lab is the cache lab.
var Lab = &lab.Lab{
	Size:  []string{"reads", "requests", "keys", "instances"},
	ID:    "cache",
	Title: i18n.Text{TR: "Sıcak anahtar ve sürü etkisi", EN: "Hot key and cache stampede"},
	Question: i18n.Text{
		TR: "Sıcak bir anahtarın girdisi düştüğünde kaynağa kaç çağrı gider ve bu nasıl bire indirilir?",
		EN: "When a hot key's entry falls out, how many calls reach the source, and how do you bring that down to one?",
	},
	Lesson: i18n.Text{TR: "Sıcak Anahtar ve Sürü Etkisi", EN: "Hot Key and Cache Stampede"},
	New:    func() lab.Params { return &Params{} },
	Golden: golden,
	Presets: []lab.Preset{
		{ID: "arrival", Label: i18n.Text{TR: "Saniyede bin okuma: sürü = hız × gecikme", EN: "A thousand reads a second: stampede = rate × latency"}, Params: "rate=1000"},
		{ID: "instances", Label: i18n.Text{TR: "Dört uygulama örneği: örnek içi tek uçuş ve paylaşılan kilit", EN: "Four instances: per-instance single-flight vs a shared lock"}, Params: "instances=4&near=500ms&strategy=shared_lock"},
		{ID: "xfetch-race", Label: i18n.Text{TR: "Kilitsiz XFetch yarışı: düz okumadan çok kaynak çağrısı", EN: "Lock-free XFetch races: more calls than plain"}, Params: "rate=10000&strategy=xfetch"},
		{ID: "xfetch", Label: i18n.Text{TR: "XFetch + tek uçuş: süre sonundan önce tek yenileme", EN: "XFetch + single-flight: one refresh before the expiry"}, Params: "rate=1000&strategy=xfetch_sf"},
		{ID: "consistent", Label: i18n.Text{TR: "Tutarlı özet: bölüm eklenince az anahtar taşınır", EN: "Consistent hashing: adding a partition moves few keys"}, Params: "hashing=jump&partitions=8&copies=1,8,16", Predict: "keys_moved_pct"},
		{ID: "source-dies", Label: i18n.Text{TR: "Arıza: tek uçuşun kaynak çağrısı sırasında kaynak ölür", EN: "Fault: the source dies during single-flight's call"},
			Params: "faults=kill:singleflight.source@10ms"},
	},
	Metrics:    metrics,
	Policy:     hook,
	Outcomes:   outcomes,
	FaultCases: []string{"strategy=swr&instances=3"},
	Terms: []lab.Term{
		{Word: i18n.Text{TR: "tek uçuş", EN: "single-flight"}, Explain: i18n.Text{
			TR: "Aynı anahtar için kaynağa aynı anda yalnız bir çağrı gider: girdiyi bulamayan öteki okumalar yeni çağrı açmaz, süren çağrıya katılıp onun sonucunu bekler.",
			EN: "One call at a time reaches the source for a key: the other reads that miss the entry open no call of their own; they join the call under way and wait for its result."}},
		{Word: i18n.Text{TR: "girdisi düştüğünde", EN: "entry falls out"}, Name: i18n.Text{TR: "girdinin düşmesi", EN: "an entry falling out"}, Explain: i18n.Text{
			TR: "Önbellekteki girdinin ömrü dolunca girdi silinir; o anda gelen bütün okumalar ıskalar. Önlem yoksa her biri kaynağa kendi çağrısını yapar: sürü etkisi.",
			EN: "When a cached entry's TTL runs out it is dropped; every read arriving then misses. Without a remedy each one makes its own call to the source: the stampede."}},
	},
	LessonPage: i18n.Text{TR: "ders-sicak-anahtar.html", EN: "lesson-hot-key.html"},
	Try: &lab.Preset{ID: "try", Params: "strategy=singleflight", Label: i18n.Text{
		TR: "Tek uçuş kullanılsaydı kaynağa kaç çağrı giderdi?",
		EN: "What if the reads used single-flight: how many calls would reach the source?"}},
	Key:        []string{"source_calls", "longest_wait_ms", "stale_reads"},
	Challenges: challenges,
	Sweeps:     sweeps,
}

// The contract completes the declaration (lab.Declare): a function call
// around the literal would build it in code at start-up instead of laying it
// out as data (10 KB of brotli app.wasm for the four labs).
func init() { lab.Declare(Lab) }

// chosen reads a metric from the followed strategy's stampede row.
func chosen(read func(StampedeRow) float64) func(*lab.Result) float64 {
	return lab.Summary(func(s *Summary) float64 { return read(s.Chosen()) })
}

var metrics = []lab.Metric{
	{ID: "source_calls", Unit: "", Better: lab.Lower,
		Label: i18n.Text{TR: "Kaynak çağrısı", EN: "Source calls"},
		Help: i18n.Text{
			TR: "Sürü etkisinde kaynağa giden çağrı sayısı, izlenen strateji için.",
			EN: "Calls that reach the source in the stampede, for the strategy followed.",
		},
		Read: chosen(func(r StampedeRow) float64 { return float64(r.SourceCalls) })},
	{ID: "waiting_reads", Better: lab.Lower,
		Label: i18n.Text{TR: "Bekleyen okuma", EN: "Waiting reads"},
		Help: i18n.Text{
			TR: "Yanıt için kaynağı bekleyen okuma sayısı, izlenen strateji için.",
			EN: "Reads that waited for the source to answer, for the strategy followed.",
		},
		Read: chosen(func(r StampedeRow) float64 { return float64(r.Waiting) })},
	{ID: "stale_reads", Better: lab.Lower,
		Label: i18n.Text{TR: "Bayat yanıt", EN: "Stale answers"},
		Help: i18n.Text{
			TR: "Süresi dolmuş değerle yanıtlanan okuma sayısı, izlenen strateji için (yalnız yeniden doğrulayarak sunmada sıfırdan büyüktür).",
			EN: "Reads answered with the expired value, for the strategy followed (above zero only with stale-while-revalidate).",
		},
		Read: chosen(func(r StampedeRow) float64 { return float64(r.Stale) })},
	{ID: "longest_wait_ms", Unit: "ms", Better: lab.Lower,
		Label: i18n.Text{TR: "En uzun bekleyiş", EN: "Longest wait"},
		Help: i18n.Text{
			TR: "Bir okumanın yanıtını en uzun bekleme süresi, izlenen strateji için (tablodaki süre~ sütununun yuvarlanmamış değeri). Arızalı bir çalıştırma süre sınırında durdurulduğunda hâlâ bekleyen bir okuma o âna kadar sayılır: bu durumda değer ölçülmüş bir bekleyiş değil, en az bu kadar beklendiğidir (tabloda —).",
			EN: "The longest any read waited for its answer, for the strategy followed (the table's time~ column, unrounded). A read still waiting when a faulted run was stopped at its horizon counts up to then: the value is then not a measured wait but the least it waited (— in the table).",
		},
		Read: chosen(func(r StampedeRow) float64 { return r.LongestMS })},
	{ID: "max_misses_step", Better: lab.Lower,
		Label: i18n.Text{TR: "Tek adımda en çok ıska", EN: "Most misses in one step"},
		Help: i18n.Text{
			TR: "Aynı adımda yüklenen anahtarlar dağıtılmış ömürle düşerken tek bir süre sonu adımındaki en yüksek ıska sayısı (sabit ömürde anahtar sayısı kadar).",
			EN: "The most misses in one expiry step when the keys loaded together expire with the jittered TTL (with a fixed TTL, every key).",
		},
		Read: lab.Summary(func(s *Summary) float64 { return float64(s.Expiry[1].MaxMisses) })},
	{ID: "longest_ttl_steps", Better: lab.Lower,
		Label: i18n.Text{TR: "En uzun ömür (adım)", EN: "Longest TTL (steps)"},
		Help: i18n.Text{
			TR: "Dağıtılmış ömürle en uzun yaşayan anahtarın ömrü, adım olarak: ömür + en büyük sapma (derste 100 + 39 = 139). Sapma büyüdükçe bir değer önbellekte o kadar uzun kalır ve eskiyebilir: süre sonlarını yaymanın bedeli.",
			EN: "The TTL of the longest-lived key with the jittered TTL, in steps: TTL + the largest jitter drawn (100 + 39 = 139 in the lesson). The wider the jitter, the longer a value may stay cached and go stale: the price of spreading the expiries.",
		},
		Read: lab.Summary(func(s *Summary) float64 { return float64(s.Expiry[1].LongestTTL) })},
	{ID: "hottest_partition_pct", Unit: "%", Better: lab.Lower,
		Label: i18n.Text{TR: "En yüklü bölümün payı", EN: "Hottest partition's share"},
		Help: i18n.Text{
			TR: "En yüklü bölümün isteklerdeki payı, listelenen en büyük kopya sayısında (derste 8 kopyada %34). Tablodaki gibi yuvarlanmaz.",
			EN: "The busiest partition's share of the requests at the largest copy count listed (34% at 8 copies in the lesson), not rounded as in the table.",
		},
		Read: lab.Summary(func(s *Summary) float64 {
			r := s.Largest()
			return pct(maxOf(r.Load), sumOf(r.Load))
		})},
	{ID: "fewer_copies_best_pct", Unit: "%", Better: lab.Neither,
		Label: i18n.Text{TR: "Daha az kopyayla en düşük pay", EN: "Best share with fewer copies"},
		Help: i18n.Text{
			TR: "Listelenen en büyük kopya sayısından az her kopya sayısıyla (1'den bir eksiğine) en yüklü bölümün payı en az ne olur; en büyük sayı 1 ise daha azı olmadığından 100. Bu pay bir eşiğin üstündeyse ve en büyük sayı payı o eşiğin altına indiriyorsa, o sayı bunu başaran en az kopyadır.",
			EN: "The lowest share the busiest partition takes with any copy count below the largest listed (from 1 to one less); 100 when the largest listed is 1, there being no smaller count. When it is above a threshold the largest count gets under, that count is the fewest copies that do.",
		},
		Read: lab.Summary(func(s *Summary) float64 { return s.FewerCopiesBestPct })},
	{ID: "copy_writes", Better: lab.Lower,
		Label: i18n.Text{TR: "Yazılacak kopya", EN: "Copy writes"},
		Help: i18n.Text{
			TR: "Sıcak anahtarın değeri değiştiğinde yazılması (ya da geçersiz kılınması) gereken kopya sayısı, listelenen en büyük kopya sayısında: bölmenin bedeli.",
			EN: "Copies to write (or invalidate) when the hot key's value changes, at the largest copy count listed: the price of splitting.",
		},
		Read: lab.Summary(func(s *Summary) float64 { return float64(s.Largest().Copies) })},
	{ID: "shared_cache_round_trips", Better: lab.Lower,
		Label: i18n.Text{TR: "Paylaşılan önbelleğe gidiş-dönüş", EN: "Shared-cache round trips"},
		Help: i18n.Text{
			TR: "Sıcak anahtar iş yükünde, yakın önbellekle birlikte paylaşılan önbelleğe giden gidiş-dönüşler (yakın önbellek ömrü 0 ise her okuma bir gidiş-dönüş).",
			EN: "Round trips to the shared cache in the hot-key workload, with the near cache (a near-cache TTL of 0 makes every read one).",
		},
		Read: lab.Summary(func(s *Summary) float64 { return float64(s.NearCache.RoundTripsNear) })},
	{ID: "keys_moved_pct", Unit: "%", Better: lab.Lower,
		Label: i18n.Text{TR: "Taşınan anahtar payı", EN: "Keys moved"},
		Help: i18n.Text{
			TR: "Bir bölüm eklenince bölümü değişen anahtarların payı, seçilen bölüm seçimiyle.",
			EN: "The share of the keys that change partition when one is added, under the partitioning chosen.",
		},
		Read: lab.Summary(func(s *Summary) float64 {
			r := rehashRow(s.Rehash, s.Hashing)
			return pct(r.Moved, s.Rehash.Keys)
		})},
}

// pct is a share in percent to two decimals, so 29.299999999999997 reads 29.3.
func pct(part, whole int) float64 {
	return math.Round(lab.Ratio(float64(part), float64(whole))*100*100) / 100
}

func maxOf(xs []int) int {
	m := 0
	for _, x := range xs {
		m = max(m, x)
	}
	return m
}

func sumOf(xs []int) int {
	n := 0
	for _, x := range xs {
		n += x
	}
	return n
}

// challenges are the lesson's questions, easy first. Each fails at the
// lesson's values (plus Fixed), passes with its Solution, and bounds the
// cost side too (stale data, the longest TTL, copies to write), so no
// degenerate value passes (engine/labs tries the extremes of every knob).
var challenges = []lab.Challenge{
	{ID: "one-source-call", Level: 1, Predict: "source_calls",
		Title: i18n.Text{TR: "Yüz okuma, tek kaynak çağrısı", EN: "A hundred reads, one source call"},
		Task: i18n.Text{
			TR: "Sıcak anahtarın girdisi düştüğü anda yüz okuma birden geliyor; düz okumada sürü etkisine karşı hiçbir önlem yok. Kaynak en çok 1 çağrı görsün ve hiçbir okuma bayat veri almasın: hangi strateji?",
			EN: "A hundred reads arrive at the instant the hot key's entry falls out, and plain reading does nothing against the stampede. Let the source see at most 1 call with no read getting stale data: which strategy?",
		},
		Hint: i18n.Text{
			TR: "Aynı anahtar için süren bir kaynak çağrısı varken sonraki okumalar yenisini başlatmasın, o çağrının sonucunu beklesin.",
			EN: "While a source call for the key is under way, later reads should wait for its result instead of starting their own.",
		},
		Knobs:    []string{"strategy"},
		Checks:   []lab.Check{{Metric: "source_calls", Op: lab.AtMost, Value: 1}, {Metric: "stale_reads", Op: lab.AtMost, Value: 0}},
		Solution: "strategy=singleflight"},
	{ID: "jitter-spread", Level: 1, Predict: "max_misses_step",
		Title: i18n.Text{TR: "Süre sonlarını yay", EN: "Spread the expiries"},
		Task: i18n.Text{
			TR: "Aynı adımda yüklenen 200 anahtar 100 adımlık ömürle hep birlikte düşer; dersteki 40 adımlık sapma bu süre sonlarını adımlara yayar, yine de bazı adımlarda ıskalar yığılır. Tek adımda en çok 5 ıska kalacak bir sapma seçin, ama hiçbir anahtar 250 adımdan (ömrün 2,5 katından) uzun yaşamasın: önbellekte uzun kalan değer eskir.",
			EN: "200 keys loaded in one step with a TTL of 100 steps all expire together; the lesson's jitter of 40 steps spreads those expiries over the steps, yet misses still pile up in some steps. Choose a jitter that leaves at most 5 misses in any one step, while no key lives longer than 250 steps (2.5 times the TTL): a value that stays cached long goes stale.",
		},
		Hint: i18n.Text{
			TR: "200 anahtar N adıma yayılırsa adım başına ortalama 200/N düşer; özet eşit dağıtmadığından en yüksek adım ortalamanın üstünde kalır (büyük sapma her zaman daha iyi değildir). Bir anahtar en çok ömür + sapma − 1 adım yaşar.",
			EN: "Spread over N steps, 200 keys average 200/N a step; the hash is not perfectly even, so the busiest step stays above the average (and a larger jitter is not always better). A key lives at most TTL + jitter − 1 steps.",
		},
		Knobs:    []string{"jitter"},
		Checks:   []lab.Check{{Metric: "max_misses_step", Op: lab.AtMost, Value: 5}, {Metric: "longest_ttl_steps", Op: lab.AtMost, Value: 250}},
		Solution: "jitter=150"},
	{ID: "shared-lock", Level: 2, Predict: "source_calls",
		Title: i18n.Text{TR: "Dört örnek, tek çağrı", EN: "Four instances, one call"},
		Task: i18n.Text{
			TR: "Uygulama 4 örnekte çalışıyor ve okumalar örneklere sırayla dağılıyor. Örnek içi tek uçuş kaynağa 4 çağrı gönderir. Kaynak en çok 1 çağrı görsün ve hiçbir okuma bayat veri almasın.",
			EN: "The app runs as 4 instances and the reads go to them in turn. Per-instance single-flight sends 4 calls to the source. Let the source see at most 1 call, with no read getting stale data.",
		},
		Hint: i18n.Text{
			TR: "Süreç içindeki uçuş tablosu yalnız kendi örneğini korur; kilidi bütün örneklerin gördüğü bir yere koyun. Bu, her ıskaya bir gidiş-dönüş ekler.",
			EN: "An in-process flight table protects its own instance only; put the lock where every instance sees it, at the cost of a round trip per miss.",
		},
		Knobs:    []string{"strategy"},
		Fixed:    "instances=4",
		Checks:   []lab.Check{{Metric: "source_calls", Op: lab.AtMost, Value: 1}, {Metric: "stale_reads", Op: lab.AtMost, Value: 0}},
		Solution: "strategy=shared_lock"},
	{ID: "hot-key-copies", Level: 2, Predict: "hottest_partition_pct",
		Title: i18n.Text{TR: "Sıcak bölümü soğut", EN: "Cool the hot partition"},
		Task: i18n.Text{
			TR: "4 bölümlü paylaşılan önbellekte 1000 isteğin %60'ı tek anahtara gidiyor; bölünmemiş anahtarın bölümü yükün %65'ini görüyor. Değer her değiştiğinde her kopya yazılmalı; bu yüzden anahtarı, en yüklü bölümün payını %30'un altına indiren en az kopyaya bölün: daha az kopyayla pay %30'un altına inmemeli.",
			EN: "In a 4-partition shared cache, 60% of 1000 requests go to one key; the unsplit key's partition sees 65% of the load. Every copy must be written whenever the value changes, so split the key into the fewest copies that bring the hottest partition under 30% of the load: no smaller number of copies may get it under 30%.",
		},
		Hint: i18n.Text{
			TR: "Kopyalar bölümlere özetlerine göre düşer, eşit dağılmaz: sayıyı birer birer artırıp en yüklü bölüme bakın; 4 ya da 8 kopya yetmez. \"Daha az kopyayla en düşük pay\" ölçütü, daha küçük sayıların en iyisini gösterir.",
			EN: "Copies land on partitions by their hash, not evenly: raise the count one by one and watch the hottest partition; 4 or 8 copies are not enough. The metric \"best share with fewer copies\" shows the best any smaller count does.",
		},
		Knobs: []string{"copies"},
		// The fewest, exactly: the largest count listed gets under 30 %
		// and no smaller one does.
		Checks:   []lab.Check{{Metric: "hottest_partition_pct", Op: lab.Below, Value: 30}, {Metric: "fewer_copies_best_pct", Op: lab.AtLeast, Value: 30}},
		Solution: "copies=21"},
	{ID: "code-twenty-instances", Level: 2, Predict: "source_calls",
		Title: i18n.Text{TR: "Yirmi örnek, tek çağrı: kodla", EN: "Twenty instances, one call: in code"},
		Task: i18n.Text{
			TR: "Uygulama 20 örnekte çalışıyor; okumalar saniyede 1000 hızla gelip örneklere sırayla dağılıyor ve girdi 100. ms'de düşüyor. Düz okumada her ıska kaynağı kendisi çağırır. Bir okumanın ne yapacağına karar veren on_cache işlevini yazın: kaynak en çok 1 çağrı görsün ve hiçbir okuma bayat yanıt almasın. Kodunuz başka iki tohumla ve kaynağa giden bir çağrıyı geciktiren bir arızayla da sınanır.",
			EN: "The app runs as 20 instances; reads arrive at 1000 a second, go to the instances in turn, and the entry falls out at 100 ms. In plain reading every miss calls the source itself. Write on_cache, which decides what a read does, so that the source sees at most 1 call and no read gets a stale answer. Your code is also graded with two other seeds and with a fault that delays a call to the source.",
		},
		Hint: i18n.Text{
			TR: "Bir örneğin uçuş tablosu (\"join\") yalnız kendi okumalarını birleştirir: 20 örnek 20 çağrı yapar. Kilidi bütün örneklerin gördüğü yere koyan eylemi döndürün; taze girdide \"hit\" yeter.",
			EN: "An instance's flight table (\"join\") merges its own reads only: 20 instances make 20 calls. Return the action that puts the lock where every instance sees it; on a fresh entry, \"hit\" is enough.",
		},
		Knobs:  []string{"policy"},
		Fixed:  "instances=20&rate=1000&requests=200",
		Checks: []lab.Check{{Metric: "source_calls", Op: lab.AtMost, Value: 1}, {Metric: "stale_reads", Op: lab.AtMost, Value: 0}},
		// The lock's call runs on the instance of the first read after the
		// expiry (app-1): the fault delays it by 20 ms.
		Cases:    []string{"seed=2", "seed=3", "faults=delay:plain.app-1>plain.source@90ms%2B20ms"},
		Solution: "policy=" + url.QueryEscape(solTwentyInstances)},
	{ID: "xfetch-early-refresh", Level: 3, Predict: "waiting_reads",
		Title: i18n.Text{TR: "Süre sonundan önce yenile", EN: "Refresh before the expiry"},
		Task: i18n.Text{
			TR: "Okumalar saniyede 1000 hızla geliyor, girdi 50. ms'de düşüyor ve o anda başlayan bir kaynak çağrısı yeni değeri ancak 80. ms'de getiriyor. Düz okuma bu arada gelen her okuma için kaynağı ayrıca çağırır, tek uçuş bu okumaları bekletir, yeniden doğrulayarak sunma onlara bayat yanıt verir. En çok 1 kaynak çağrısı olsun; hiçbir okuma beklemesin ve bayat yanıt almasın.",
			EN: "Reads arrive at 1000 a second, the entry falls out at 50 ms, and a source call started then brings the new value only at 80 ms. Plain reading makes one more source call for every read that comes in meanwhile, single-flight makes those reads wait, stale-while-revalidate serves them stale answers. Have at most 1 source call, no waiting read and no stale answer.",
		},
		Hint: i18n.Text{
			TR: "Girdi düşmeden en az bir kaynak çağrısı süresi önce tek bir okuma yenilemeyi arkada başlatmalı; kilitsiz XFetch'te \"yenile\" çeken her okuma kaynağı kendisi çağırır.",
			EN: "One read must start the refresh in the background at least one source call's time before the entry falls out; in lock-free XFetch every read that draws \"recompute\" calls the source itself.",
		},
		Knobs:    []string{"strategy", "beta"},
		Fixed:    "rate=1000",
		Checks:   []lab.Check{{Metric: "source_calls", Op: lab.AtMost, Value: 1}, {Metric: "waiting_reads", Op: lab.AtMost, Value: 0}, {Metric: "stale_reads", Op: lab.AtMost, Value: 0}},
		Solution: "strategy=xfetch_sf"},
	{ID: "code-refresh-ahead", Level: 3, Predict: "waiting_reads",
		Title: i18n.Text{TR: "Süre dolmadan bir kez yenile: kodla", EN: "Refresh once before the expiry: in code"},
		Task: i18n.Text{
			TR: "Okumalar saniyede 1000 hızla geliyor ve girdi 50. ms'de düşüyor. Düz okumada girdi düştükten sonra gelen her okuma kaynağı çağırıp bekler. on_cache işlevini yazın: en çok 1 kaynak çağrısı olsun, hiçbir okuma beklemesin ve bayat yanıt almasın. Kodunuz başka iki tohumla, kaynağa giden çağrıları geciktiren bir arızayla ve 45 ms süren bir kaynakla da sınanır: şansa değil, kalan süreye ve kaynak gecikmesine bakın.",
			EN: "Reads arrive at 1000 a second and the entry falls out at 50 ms. In plain reading every read that comes after that calls the source and waits. Write on_cache so that there is at most 1 source call, no read waits and none gets a stale answer. Your code is also graded with two other seeds, with a fault that delays the calls to the source and with a source that takes 45 ms: rely on the time left and the source latency, not on luck.",
		},
		Hint: i18n.Text{
			TR: "Girdi tazeyken süre sonuna kalan süre (event.expires_ns − event.now_ns), bir kaynak çağrısının süresine (knobs.latency_ns) bir pay bırakarak yaklaştığında tek bir okuma \"stale\" döndürsün: o okuma hemen yanıtlanır, yenileme arkada başlar. Bir yenileme sürerken (event.in_flight) yenisini başlatmayın.",
			EN: "While the entry is fresh, once the time left before its expiry (event.expires_ns − event.now_ns) comes within a source call's time (knobs.latency_ns) plus a margin, have one read return \"stale\": that read is answered at once and the refresh starts behind it. Start none while one is under way (event.in_flight).",
		},
		Knobs:  []string{"policy"},
		Fixed:  "rate=1000",
		Checks: []lab.Check{{Metric: "source_calls", Op: lab.AtMost, Value: 1}, {Metric: "waiting_reads", Op: lab.AtMost, Value: 0}, {Metric: "stale_reads", Op: lab.AtMost, Value: 0}},
		// The delay holds every call sent before 19 ms back by 19 ms: a
		// refresh started by a margin tuned to 30 ms lands after the expiry.
		Cases:    []string{"seed=2", "seed=3", "faults=delay:plain.app-1>plain.source@0s%2B19ms", "latency=45ms"},
		Solution: "policy=" + url.QueryEscape(solRefreshAhead)},
}

var sweeps = []lab.SweepPreset{
	{ID: "jitter-misses", Knob: "jitter", From: "1", To: "200", Steps: 12, Log: true, Metrics: []string{"max_misses_step"},
		Label: i18n.Text{TR: "Sapma büyüdükçe tek adımdaki ıska", EN: "Misses in one step as the jitter grows"}},
	{ID: "rate-stampede", Knob: "rate", From: "100", To: "100000", Steps: 31, Log: true, Params: "requests=1000",
		Metrics: []string{"source_calls", "waiting_reads"},
		Label:   i18n.Text{TR: "Geliş hızı ve sürü etkisi: hız × gecikme", EN: "Stampede against arrival rate: rate × latency"}},
	{ID: "partitions-hot-key", Knob: "partitions", From: "1", To: "64", Steps: 64, Params: "copies=1",
		Metrics: []string{"hottest_partition_pct"},
		Label:   i18n.Text{TR: "Bölüm eklemek sıcak anahtarı soğutmaz", EN: "More partitions do not cool a hot key"}},
}
