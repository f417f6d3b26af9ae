package cache

import "playground/engine/i18n"

// The lab's catalog strings that are not written inline (knob labels are, in
// params.go). Counted phrases say "1 read" / "2 reads" in English; Turkish
// keeps the noun singular after a number.

// The lesson's tables and lines (sections.go).
var (
	colStrategy   = i18n.Add("cache.col.strategy", "strateji", "strategy")
	colCalls      = i18n.Add("cache.col.calls", "kaynak çağrısı", "source calls")
	colWaiting    = i18n.Add("cache.col.waiting", "bekleyen istek", "waiting")
	colStale      = i18n.Add("cache.col.stale", "bayat yanıt", "stale")
	colTime       = i18n.Add("cache.col.time", "süre~", "time~")
	colRoundTrips = i18n.Add("cache.col.round_trips", "depo turu", "store round trips")
	colOverlap    = i18n.Add("cache.col.overlapping", "çakışan çağrı", "overlapping calls")

	strategyNames = map[string]i18n.Text{
		stratPlain:        i18n.Add("cache.strategy.plain", "düz", "plain"),
		stratSingleFlight: i18n.Add("cache.strategy.singleflight", "tek uçuş", "single-flight"),
		stratSWR:          i18n.Add("cache.strategy.swr", "yeniden doğrulayarak sunma", "stale-while-revalidate"),
		stratSharedLock:   i18n.Add("cache.strategy.shared_lock", "tek uçuş, kilit paylaşılan depoda", "single-flight, lock in the shared store"),
		stratXFetch:       i18n.Add("cache.strategy.xfetch", "XFetch (β=%s)", "XFetch (β=%s)"),
		stratXFetchSF:     i18n.Add("cache.strategy.xfetch_sf", "XFetch + tek uçuş (β=%s)", "XFetch + single-flight (β=%s)"),
	}

	// The lesson's expiry lines: "200 keys, ttl 100: fixed -> 1 expiry step,
	// 200 misses in one step;" then the jittered line under it.
	cntExpiryKeys   = i18n.AddCount("cache.expiry.prefix", "%d anahtar, ömür %d: ", "%d key, ttl %d: ", "%d keys, ttl %d: ")
	cntExpiryFixed  = i18n.AddCount("cache.expiry.fixed", "sabit -> %d süre sonu adımı, ", "fixed -> %d expiry step, ", "fixed -> %d expiry steps, ")
	cntExpiryMisses = i18n.AddCount("cache.expiry.fixed_misses", "tek adımda %d ıska;", "%d miss in one step;", "%d misses in one step;")
	msgExpiryJitter = i18n.Add("cache.expiry.jittered", "dağıtılmış (sha256 %% %d) -> ", "jittered (sha256 %% %d) -> ")
	cntExpirySteps  = i18n.AddCount("cache.expiry.jittered_steps", "%d adım, ", "%d step, ", "%d steps, ")
	msgExpiryAtMost = i18n.Add("cache.expiry.jittered_max", "tek adımda en çok %d ıska", "at most %d in one step")
	cntPartitions   = i18n.AddCount("cache.partitions.count", "%d bölüm", "%d partition", "%d partitions")
	// The Turkish form puts the reads first and suffixes the percentage
	// (%60'ı); the unused arguments are fine with explicit indexes.
	msgPartHead      = i18n.Add("cache.partitions.head", "%[1]s, %[3]s %%%[2]d%[4]s tek anahtarda:", "%[1]s, %[2]d%% of %[3]s on one key:")
	cntPartReads     = i18n.AddCount("cache.partitions.reads", "%d isteğin", "%d request", "%d requests")
	msgPartRow       = i18n.Add("cache.partitions.row", "  %s%s  en yüklü %%%d", "  %s%s  max %d%%")
	msgSingleKey     = i18n.Add("cache.partitions.single", "tek anahtar", "single key")
	msgCopiesRow     = i18n.Add("cache.partitions.copies", "%d kopyaya bölünmüş", "%d copies")
	titleBeyond      = i18n.Add("cache.section.beyond", "Dersin ötesi: paylaşılan kilit ve XFetch", "Beyond the lesson: a shared lock and XFetch")
	cntArrivalReads  = i18n.AddCount("cache.beyond.reads", "%d okuma", "%d read", "%d reads")
	msgArrivalAll    = i18n.Add("cache.beyond.at_once", "%s aynı anda, %s sırayla; girdi %s anında düşer.", "%s at one instant, in turn to %s; the entry falls out at %s.")
	msgArrivalAt     = i18n.Add("cache.beyond.at_rate", "%s saniyede %d hızla %s boyunca, %s sırayla; girdi %s anında düşer.", "%s at %d/s over %s, in turn to %s; the entry falls out at %s.")
	cntInstances     = i18n.AddCount("cache.beyond.instances", "%d örneğe", "%d instance", "%d instances")
	msgFollowed      = i18n.Add("cache.beyond.followed", "Ölçütler, ileti izi ve sahne bu stratejiyi izler: %s.", "The metrics, the message trace and the scene follow: %s.")
	titleNear        = i18n.Add("cache.section.near", "Dersin ötesi: örnek içinde yakın önbellek", "Beyond the lesson: a near cache in each instance")
	colSetup         = i18n.Add("cache.col.setup", "kurulum", "setup")
	colTrips         = i18n.Add("cache.col.trips", "paylaşılan önbellek turu", "shared-cache round trips")
	colHotTrips      = i18n.Add("cache.col.hot_trips", "sıcak anahtar turu", "hot-key round trips")
	colBusiest       = i18n.Add("cache.col.busiest", "en yüklü bölüm", "busiest partition")
	rowShared        = i18n.Add("cache.near.shared", "yalnız paylaşılan önbellek", "shared cache only")
	rowNear          = i18n.Add("cache.near.row", "yakın önbellek, ömür %s", "near cache, ttl %s")
	msgNearSetup     = i18n.Add("cache.near.setup", "%s saniyede %d hızla, %s sırayla; tek sıcak anahtar, bölüm seçimi: %s.", "%s at %d/s, in turn to %s; unsplit hot key, partitioning: %s.")
	titleRehash      = i18n.Add("cache.section.rehash", "Dersin ötesi: bir bölüm eklemek (%d -> %d)", "Beyond the lesson: adding a partition (%d -> %d)")
	colHashing       = i18n.Add("cache.col.hashing", "bölüm seçimi", "partitioning")
	colMoved         = i18n.Add("cache.col.moved", "taşınan anahtar", "keys moved")
	colShare         = i18n.Add("cache.col.share", "pay", "share")
	cntRehash        = i18n.AddCount("cache.rehash.keys", "Aynı adımda yüklenen %d anahtar üzerinde; bu çalışmada kullanılan: %s.", "Over the %d key loaded in one step; this run uses %s.", "Over the %d keys loaded in one step; this run uses %s.")
	hashingNamesText = map[string]i18n.Text{
		hashModulo:     i18n.Add("cache.hashing.modulo", "mod alma", "modulo"),
		hashJump:       i18n.Add("cache.hashing.jump", "jump", "jump"),
		hashRendezvous: i18n.Add("cache.hashing.rendezvous", "rendezvous", "rendezvous"),
	}
)

// What the numbers say (reading.go).
var (
	cntReadStampede = i18n.AddCount("cache.reading.stampede",
		"%d okumada kaynak çağrısı: düz %d, tek uçuş %d, yeniden doğrulayarak sunma %d.",
		"Of %d read, plain sent %d to the source, single-flight %d and stale-while-revalidate %d.",
		"Of %d reads, plain sent %d to the source, single-flight %d and stale-while-revalidate %d.")
	cntReadSWR = i18n.AddCount("cache.reading.swr",
		"Yeniden doğrulayarak sunma kimseyi bekletmedi ama %d yanıtı bayat veriyle verdi.",
		"Stale-while-revalidate made nobody wait but answered %d read with stale data.",
		"Stale-while-revalidate made nobody wait but answered %d reads with stale data.")
	cntReadWindow = i18n.AddCount("cache.reading.window",
		"Saniyede %[2]d okuma hızında %[3]s süren bir yükleme, girdi geri gelmeden hız × gecikme ≈ %[4]s okumanın ıska almasına yol açar: düz okuma %[1]d kaynak çağrısı yaptı.",
		"At a rate of %[2]d/s, a load that takes %[3]s lets rate × latency ≈ %[4]s reads miss before the entry is back: plain made %[1]d source call.",
		"At a rate of %[2]d/s, a load that takes %[3]s lets rate × latency ≈ %[4]s reads miss before the entry is back: plain made %[1]d source calls.")
	cntReadInstances = i18n.AddCount("cache.reading.instances",
		"%d örnekte örnek içi tek uçuş %d kaynak çağrısı yaptı; ",
		"With %d app instance, per-instance single-flight made %d source calls; ",
		"With %d app instances, per-instance single-flight made %d source calls; ")
	cntReadLock = i18n.AddCount("cache.reading.lock",
		"paylaşılan depodaki kilit %[2]d çağrı yaptı, bedeli %[1]d ek depo turu.",
		"a lock in the shared store made %[2]d, at the cost of %[1]d extra store round trip.",
		"a lock in the shared store made %[2]d, at the cost of %[1]d extra store round trips.")
	cntReadExpiryKeys = i18n.AddCount("cache.reading.expiry",
		"Sabit ömürle %d anahtarın hepsi aynı adımda düşer; ",
		"With a fixed TTL the %d key expires in one step; ",
		"With a fixed TTL all %d keys expire in the same step; ")
	cntReadExpirySpread = i18n.AddCount("cache.reading.expiry_spread",
		"anahtardan türetilen %[1]d adımlık sapma onları %[2]d adıma yayar ",
		"a jitter of %[1]d step derived from the key spreads them over %[2]d steps, ",
		"a jitter of %[1]d steps derived from the key spreads them over %[2]d steps, ")
	cntReadExpiryMax = i18n.AddCount("cache.reading.expiry_max",
		"ve tek adımdaki ıskayı en çok %d yapar.",
		"at most %d miss in one.",
		"at most %d misses in one.")
	// Counted on the jitter; it is only said of two keys or more.
	cntReadExpiryNone = i18n.AddCount("cache.reading.expiry_none",
		"%[1]d adımlık sapma bu %[2]d anahtarı yaymıyor: sabit ömürdeki gibi hepsi aynı adımda düşüyor.",
		"A jitter of %[1]d step does not spread these %[2]d keys: they all expire in the same step, as with a fixed TTL.",
		"A jitter of %[1]d steps does not spread these %[2]d keys: they all expire in the same step, as with a fixed TTL.")
	msgReadCopiesCool = i18n.Add("cache.reading.copies",
		"Sıcak anahtarı bölmek en yüklü bölümün payını indirdi: %[1]s ile isteklerin %%%[2]d kadarı, %[3]s ile %%%[4]d kadarı.",
		"Splitting the hot key cooled the busiest partition: %[2]d%% of the requests with %[1]s, %[4]d%% with %[3]s.")
	msgReadCopiesFlat = i18n.Add("cache.reading.copies_flat",
		"Burada kopyalar en yüklü bölümü soğutmadı: %[1]s ile isteklerin %%%[2]d kadarı, %[3]s ile %%%[4]d kadarı; özet, kopyaları bölümlere eşit dağıtmaz.",
		"Here the copies did not cool the busiest partition: %[2]d%% of the requests with %[1]s, %[4]d%% with %[3]s; the hash does not spread copies evenly over the partitions.")
	cntCopies           = i18n.AddCount("cache.reading.copies_n", "%d kopya", "%d copy", "%d copies")
	msgReadOnePartition = i18n.Add("cache.reading.one_partition",
		"Tek bölümde her istek o bölüme düşer; kopya sayısı ne olursa olsun payı %100.",
		"With one partition every request lands on it; whatever the copies, its share is 100%.")
	msgReadNoHot = i18n.Add("cache.reading.no_hot",
		"Sıcak anahtara hiç istek gitmiyor (sıcaklık 0), bu yüzden kopyalar hiçbir şeyi değiştirmiyor: en yüklü bölüm her satırda %%%d.",
		"No request goes to the hot key (hot share 0), so copies change nothing: the busiest partition takes %d%% in every row.")
	msgReadNear = i18n.Add("cache.reading.near",
		"%s ömürlü yakın önbellek, paylaşılan önbelleğe giden tur sayısını %d → %d indirdi (sıcak anahtar: %d → %d).",
		"A near cache with a %s TTL cut the round trips to the shared cache from %d to %d (hot key: %d to %d).")
	msgReadNearCold = i18n.Add("cache.reading.near_cold",
		"%s ömürlü yakın önbellek, paylaşılan önbelleğe giden tur sayısını %d → %d indirdi.",
		"A near cache with a %s TTL cut the round trips to the shared cache from %d to %d.")
	cntReadXFetchInstant = i18n.AddCount("cache.reading.xfetch_instant",
		"Bütün okumalar girdinin düştüğü anda geliyor, bu yüzden XFetch'in erken yenileyebileceği daha önceki bir okuma yok: kilitsiz XFetch düz okuma gibi %d, XFetch + tek uçuş tek uçuş gibi %d kaynak çağrısı yaptı. Erken yenilemeyi görmek için bir geliş hızı verin.",
		"All reads arrive at the instant the entry falls out, so XFetch has no earlier read to refresh from: lock-free XFetch made %d source call like plain, XFetch + single-flight %d like single-flight. Set an arrival rate to see it refresh early.",
		"All reads arrive at the instant the entry falls out, so XFetch has no earlier read to refresh from: lock-free XFetch made %d source calls like plain, XFetch + single-flight %d like single-flight. Set an arrival rate to see it refresh early.")
	msgReadXFetchRaceMore = i18n.Add("cache.reading.xfetch_race_more",
		"Kilitsiz XFetch, hiç önlem almamaktan daha çok kaynak çağrısı yaptı (%d, düz okuma %d): ",
		"Lock-free XFetch made more source calls than no mitigation (%d, plain %d): ")
	cntReadXFetchRace = i18n.AddCount("cache.reading.xfetch_race",
		"Kilitsiz XFetch %d kaynak çağrısı yaptı (düz okuma %d): ",
		"Lock-free XFetch made %d source call (plain %d): ",
		"Lock-free XFetch made %d source calls (plain %d): ")
	cntReadXFetchRaceWhy = i18n.AddCount("cache.reading.xfetch_race_why",
		"\"yenile\" çeken her okuma kaynağı kendisi çağırır ve bu çağrılardan %[1]d tanesi başka bir yükleme sürerken başladı. İlk erken yükleme %[2]s sürer; o sürede gelen her okuma yeniden çeker (burada yükleme başına ≈ %[3]s okuma), β büyüdükçe daha çoğu \"yenile\" çeker.",
		"every read that draws \"recompute\" calls the source itself, and %[1]d of those calls started while another load was still in flight. The first early load takes %[2]s; every read that comes meanwhile draws again (here ≈ %[3]s reads per load), and a larger β makes more of them draw \"recompute\".",
		"every read that draws \"recompute\" calls the source itself, and %[1]d of those calls started while another load was still in flight. The first early load takes %[2]s; every read that comes meanwhile draws again (here ≈ %[3]s reads per load), and a larger β makes more of them draw \"recompute\".")
	msgReadXFetchOne = i18n.Add("cache.reading.xfetch_one",
		" XFetch + tek uçuş erken yenilemeyi tek okumaya bırakır.",
		" XFetch + single-flight leaves the early refresh to one read.")
	msgReadXFetchOnePer = i18n.Add("cache.reading.xfetch_one_per",
		" XFetch + tek uçuş erken yenilemeyi her uygulama örneğinde tek okumaya bırakır.",
		" XFetch + single-flight leaves the early refresh to one read per app instance.")
	msgReadSingleKey     = i18n.Add("cache.reading.single_key", "tek anahtar", "the single key")
	cntReadXFetchSFEarly = i18n.AddCount("cache.reading.xfetch_sf_early",
		"XFetch + tek uçuş %[1]d kaynak çağrısı yaptı ve hiçbir okumayı bekletmedi: bir okuma süre sonundan %[2]s önce \"yenile\" çekti, bu bir yüklemenin süresinden (%[3]s) uzun; yenileme arkada sürerken diğerleri taze değeri aldı. XFetch bunun içindir.",
		"XFetch + single-flight made %[1]d source call and no read waited: a read drew \"recompute\" %[2]s before the expiry, more than the %[3]s a load takes, and refreshed in the background while the others kept getting the fresh value. That is what XFetch is for.",
		"XFetch + single-flight made %[1]d source calls and no read waited: a read drew \"recompute\" %[2]s before the expiry, more than the %[3]s a load takes, and refreshed in the background while the others kept getting the fresh value. That is what XFetch is for.")
	cntReadXFetchSFCalls = i18n.AddCount("cache.reading.xfetch_sf_calls",
		"XFetch + tek uçuş %d kaynak çağrısı yaptı ",
		"XFetch + single-flight made %d source call, ",
		"XFetch + single-flight made %d source calls, ")
	cntReadXFetchSFLate = i18n.AddCount("cache.reading.xfetch_sf_late",
		"ama %d okuma bekledi: ",
		"but %d read waited: ",
		"but %d reads waited: ")
	msgReadXFetchSFShort = i18n.Add("cache.reading.xfetch_sf_short",
		"ilk \"yenile\" süre sonundan yalnız %s önce çekildi, bir yüklemenin süresinden (%s) kısa.",
		"the first \"recompute\" was drawn only %s before the expiry, less than the %s a load takes.")
	msgReadXFetchSFBeta = i18n.Add("cache.reading.xfetch_sf_beta",
		" Daha büyük β daha erken yeniler.",
		" A larger β refreshes earlier.")
	msgReadXFetchSFNoRoom = i18n.Add("cache.reading.xfetch_sf_no_room",
		" Burada o kadar erken gelen okuma yok: ilki süre sonundan yalnız %s önce geliyor, bu yüzden hiçbir β yetmez.",
		" No read comes that early here: the first arrives only %s before the expiry, so no β is enough.")
	msgReadXFetchSFNone = i18n.Add("cache.reading.xfetch_sf_none",
		"süre sonundan önce hiçbir okuma \"yenile\" çekmedi (β = 0 ya da gecikme 0 iken hiç çekilmez).",
		"no read drew \"recompute\" before the expiry (with β = 0 or no latency none ever does).")
	cntReadStrategy = i18n.AddCount("cache.reading.strategy",
		"Ölçütler %[2]s stratejisini izliyor: %[1]d kaynak çağrısı, ",
		"The metrics follow %[2]s: %[1]d source call, ",
		"The metrics follow %[2]s: %[1]d source calls, ")
	cntReadStrategyWaiting = i18n.AddCount("cache.reading.strategy_waiting", "%d bekleyen okuma, ", "%d waiting read, ", "%d waiting reads, ")
	cntReadStrategyStale   = i18n.AddCount("cache.reading.strategy_stale", "%d bayat yanıt; en uzun bekleyiş %s.", "%d stale answer; the longest wait %s.", "%d stale answers; the longest wait %s.")
	cntReadRehash          = i18n.AddCount("cache.reading.rehash",
		"Bir bölüm eklemek (%[2]d → %[3]d) %[1]d anahtarın %%%[4]d kadarını mod almada, %%%[6]d kadarını %[5]s ile taşır: tutarlı özet yalnız yeni bölümün aldığı anahtarları taşır.",
		"Adding a partition (%[2]d → %[3]d) moves %[4]d%% of the %[1]d key under modulo but %[6]d%% under %[5]s: a consistent hash moves only the keys the new partition takes.",
		"Adding a partition (%[2]d → %[3]d) moves %[4]d%% of the %[1]d keys under modulo but %[6]d%% under %[5]s: a consistent hash moves only the keys the new partition takes.")
)

// The scene (scene.go).
var (
	cntNodeReaders = i18n.AddCount("cache.node.readers", "okuyucular (%d okuma)", "readers (%d read)", "readers (%d reads)")
	nodeApp        = i18n.Add("cache.node.app", "uygulama", "app")
	nodeAppN       = i18n.Add("cache.node.app_n", "uygulama örneği %d", "app instance %d")
	nodeCache      = i18n.Add("cache.node.cache", "önbellek (sıcak anahtarın girdisi)", "cache (the hot key's entry)")
	nodeStore      = i18n.Add("cache.node.store", "paylaşılan depo (kilit)", "shared store (the lock)")
	nodeSource     = i18n.Add("cache.node.source", "kaynak (şube stok sorgusu)", "source (the branch stock query)")
	nodePartition  = i18n.Add("cache.node.partition", "paylaşılan önbellek bölümü %d", "shared-cache partition %d")

	effectLabels = map[string]i18n.Text{
		outHit:       i18n.Add("cache.effect.hit", "taze isabet", "fresh hit"),
		outStale:     i18n.Add("cache.effect.stale", "bayat yanıt", "stale answer"),
		outMiss:      i18n.Add("cache.effect.miss", "ıska: kaynağı kendisi bekledi", "miss: waited for its own source call"),
		outJoined:    i18n.Add("cache.effect.joined", "süren bir yüklemeyi bekledi", "waited for a load already under way"),
		outRecompute: i18n.Add("cache.effect.recompute", "girdi tazeyken erken yeniledi ve bekledi", "recomputed early while the entry was fresh, and waited"),
		effLoad:      i18n.Add("cache.effect.source_load", "kaynak çağrısı", "source call"),
		effDuplicate: i18n.Add("cache.effect.duplicate_load", "yinelenen kaynak çağrısı (başka bir yükleme sürerken)", "duplicate source call (another load in flight)"),
		effEarly:     i18n.Add("cache.effect.early_refresh", "süre sonundan önce yenileme", "refresh before the expiry"),
		effLock:      i18n.Add("cache.effect.lock", "paylaşılan depoda kilit denemesi", "lock attempt in the shared store"),
	}
)

// The figures (figures.go).
var (
	figCallsTitle     = i18n.Add("cache.figure.calls", "Stratejiye göre kaynak çağrıları", "Source calls per strategy")
	figCallsBarTitle  = i18n.Add("cache.figure.calls_bar", "Stratejiye göre kaynak çağrıları (bütün okumalar girdinin düştüğü anda)", "Source calls per strategy (every read at the instant the entry falls out)")
	figCallsBarX      = i18n.Add("cache.figure.calls_bar.x", "girdinin düştüğü an (ms)", "the instant the entry falls out (ms)")
	figCallsX         = i18n.Add("cache.figure.calls.x", "zaman (ms)", "time (ms)")
	figCallsY         = i18n.Add("cache.figure.calls.y", "kaynak çağrısı (birikimli)", "source calls (cumulative)")
	figCallsBarY      = i18n.Add("cache.figure.calls_bar.y", "kaynak çağrısı", "source calls")
	figExpiryTitle    = i18n.Add("cache.figure.expiry", "Süre sonu adımı başına ıska", "Misses per expiry step")
	figExpiryBinTitle = i18n.Add("cache.figure.expiry_bin", "Süre sonu adımı başına ıska (her çubuk %d adım; içlerinden en yükseği)", "Misses per expiry step (each bar %d steps; the highest of them)")
	figExpiryX        = i18n.Add("cache.figure.expiry.x", "süre sonu adımı", "expiry step")
	figExpiryY        = i18n.Add("cache.figure.expiry.y", "tek adımdaki ıska", "misses in one step")
	expiryNames       = map[string]i18n.Text{
		"fixed":    i18n.Add("cache.expiry.name.fixed", "sabit ömür", "fixed TTL"),
		"jittered": i18n.Add("cache.expiry.name.jittered", "dağıtılmış ömür", "jittered TTL"),
	}
	figLoadTitle = i18n.Add("cache.figure.load", "Bölüm başına yük", "Load per partition")
	figLoadX     = i18n.Add("cache.figure.load.x", "bölüm", "partition")
	figLoadY     = i18n.Add("cache.figure.load.y", "istek", "requests")
	figNearTitle = i18n.Add("cache.figure.near", "Bölüm başına paylaşılan önbellek turu", "Shared-cache round trips per partition")
	figNearY     = i18n.Add("cache.figure.near.y", "tur", "round trips")
)

// Rules that cross knobs (params.go).
var ruleSpan = i18n.Add("cache.rule.span", "bu hızla %d okumanın gelmesi %s sürer; en çok %s olabilir (hızı artırın ya da okumaları azaltın)", "%d reads at this rate take %s to arrive; at most %s is allowed (raise the rate or lower the reads)")
