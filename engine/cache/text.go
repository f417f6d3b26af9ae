package cache

import "playground/engine/i18n"

// The lab's catalog strings that are not written inline (knob labels are, in
// params.go). Counted phrases say "1 read" / "2 reads" in English; Turkish
// keeps the noun singular after a number.

// The lesson's tables and lines (sections.go).
var (
	colStrategy   = i18n.Text{TR: "strateji", EN: "strategy"}
	colCalls      = i18n.Text{TR: "kaynak çağrısı", EN: "source calls"}
	colWaiting    = i18n.Text{TR: "bekleyen istek", EN: "waiting"}
	colStale      = i18n.Text{TR: "bayat yanıt", EN: "stale"}
	colTime       = i18n.Text{TR: "süre~", EN: "time~"}
	colRoundTrips = i18n.Text{TR: "depo gidiş-dönüşü", EN: "store round trips"}
	colOverlap    = i18n.Text{TR: "çakışan çağrı", EN: "overlapping calls"}
	colHits       = i18n.Text{TR: "taze isabet", EN: "fresh hits"}
	colErrors     = i18n.Text{TR: "hata alan okuma", EN: "errors"}
	colUnanswered = i18n.Text{TR: "süre sınırında hâlâ bekleyen", EN: "still waiting at the horizon"}
	// notMeasured is a cell the run did not measure: never a 0 that reads
	// as one.
	notMeasured = i18n.Plain("—")
	// A row whose reads were not all answered when the run's horizon
	// stopped it: under the lesson's table, and under the one beyond it.
	cntCutLine = i18n.Counted{
		TR:      "%[2]s: süre~ ölçülmedi (—): çalıştırma süre sınırında, %[3]s durduruldu ve o an %[1]d okuma hâlâ yanıt bekliyordu; dersin betiği bir stratejinin satırını ancak her okuma yanıtını aldığında yazar.",
		EnOne:   "%[2]s: time~ not measured (—): the run was stopped at its horizon, %[3]s, while %[1]d read still waited for an answer; the lesson's script prints a strategy's line only once every read has its answer.",
		EnOther: "%[2]s: time~ not measured (—): the run was stopped at its horizon, %[3]s, while %[1]d reads still waited for an answer; the lesson's script prints a strategy's line only once every read has its answer.",
	}
	cntCutLineBeyond = i18n.Counted{
		TR:      "%[2]s: süre~ ölçülmedi (—): çalıştırma süre sınırında, %[3]s durdurulduğunda %[1]d okuma hâlâ yanıt bekliyordu.",
		EnOne:   "%[2]s: time~ not measured (—): %[1]d read still waited for an answer when the run was stopped at its horizon, %[3]s.",
		EnOther: "%[2]s: time~ not measured (—): %[1]d reads still waited for an answer when the run was stopped at its horizon, %[3]s.",
	}

	strategyNames = map[string]i18n.Text{
		stratPlain:        i18n.Text{TR: "düz", EN: "plain"},
		stratSingleFlight: i18n.Text{TR: "tek uçuş", EN: "single-flight"},
		stratSWR:          i18n.Text{TR: "yeniden doğrulayarak sunma", EN: "stale-while-revalidate"},
		stratSharedLock:   i18n.Text{TR: "tek uçuş, kilit paylaşılan depoda", EN: "single-flight, lock in the shared store"},
		stratXFetch:       i18n.Text{TR: "XFetch (β=%s)", EN: "XFetch (β=%s)"},
		stratXFetchSF:     i18n.Text{TR: "XFetch + tek uçuş (β=%s)", EN: "XFetch + single-flight (β=%s)"},
	}

	// msgOwnCode names the followed strategy's row when the learner's
	// code decided its reads otherwise than the strategy does.
	msgOwnCode = i18n.Text{TR: "%s (kodunuz)", EN: "%s (your code)"}

	// The lesson's expiry lines: "200 keys, ttl 100: fixed -> 1 expiry step,
	// 200 misses in one step;" then the jittered line under it.
	cntExpiryKeys   = i18n.Counted{TR: "%d anahtar, ömür %d: ", EnOne: "%d key, ttl %d: ", EnOther: "%d keys, ttl %d: "}
	cntExpiryFixed  = i18n.Counted{TR: "sabit -> %d süre sonu adımı, ", EnOne: "fixed -> %d expiry step, ", EnOther: "fixed -> %d expiry steps, "}
	cntExpiryMisses = i18n.Counted{TR: "tek adımda %d ıska;", EnOne: "%d miss in one step;", EnOther: "%d misses in one step;"}
	msgExpiryJitter = i18n.Text{TR: "dağıtılmış (sha256 %% %d) -> ", EN: "jittered (sha256 %% %d) -> "}
	// msgExpiryCode: the jittered line when the learner's code gave the
	// lifetimes by a rule of its own.
	msgExpiryCode   = i18n.Text{TR: "dağıtılmış (kodunuz) -> ", EN: "jittered (your code) -> "}
	cntExpirySteps  = i18n.Counted{TR: "%d adım, ", EnOne: "%d step, ", EnOther: "%d steps, "}
	msgExpiryAtMost = i18n.Text{TR: "tek adımda en çok %d ıska", EN: "at most %d in one step"}
	cntPartitions   = i18n.Counted{TR: "%d bölüm", EnOne: "%d partition", EnOther: "%d partitions"}
	// The Turkish form puts the reads first and suffixes the percentage
	// (%60'ı); the unused arguments are fine with explicit indexes.
	msgPartHead      = i18n.Text{TR: "%[1]s, %[3]s %%%[2]d%[4]s tek anahtarda:", EN: "%[1]s, %[2]d%% of %[3]s on one key:"}
	cntPartReads     = i18n.Counted{TR: "%d isteğin", EnOne: "%d request", EnOther: "%d requests"}
	msgPartRow       = i18n.Text{TR: "  %s%s  en yüklü %%%d", EN: "  %s%s  max %d%%"}
	msgSingleKey     = i18n.Text{TR: "tek anahtar", EN: "single key"}
	msgCopiesRow     = i18n.Text{TR: "%d kopyaya bölünmüş", EN: "%d copies"}
	titleBeyond      = i18n.Text{TR: "Dersin ötesi: paylaşılan kilit ve XFetch", EN: "Beyond the lesson: a shared lock and XFetch"}
	cntArrivalReads  = i18n.Counted{TR: "%d okuma", EnOne: "%d read", EnOther: "%d reads"}
	msgArrivalAll    = i18n.Text{TR: "%s aynı anda geliyor ve %s sırayla dağılıyor; girdi %s düşüyor.", EN: "%s at one instant, in turn to %s; the entry falls out at %s."}
	msgArrivalAt     = i18n.Text{TR: "%s, saniyede %s hızla %s boyunca geliyor ve %s sırayla dağılıyor; girdi %s düşüyor.", EN: "%s at %s/s over %s, in turn to %s; the entry falls out at %s."}
	cntInstances     = i18n.Counted{TR: "%d örneğe", EnOne: "%d instance", EnOther: "%d instances"}
	msgFollowed      = i18n.Text{TR: "Ölçütler %s stratejisini izler; tekrar oynatma %s ile %s stratejisini yan yana gösterir.", EN: "The metrics follow %s; the replay shows %s beside %s."}
	titleNear        = i18n.Text{TR: "Dersin ötesi: uygulama örneğinin içinde yakın önbellek", EN: "Beyond the lesson: a near cache in each instance"}
	colSetup         = i18n.Text{TR: "kurulum", EN: "setup"}
	colTrips         = i18n.Text{TR: "paylaşılan önbelleğe gidiş-dönüş", EN: "shared-cache round trips"}
	colHotTrips      = i18n.Text{TR: "sıcak anahtar için gidiş-dönüş", EN: "hot-key round trips"}
	colBusiest       = i18n.Text{TR: "en yüklü bölüm", EN: "busiest partition"}
	rowShared        = i18n.Text{TR: "yalnız paylaşılan önbellek", EN: "shared cache only"}
	rowNear          = i18n.Text{TR: "yakın önbellek, ömür %s", EN: "near cache, ttl %s"}
	msgNearSetup     = i18n.Text{TR: "%s, saniyede %s hızla geliyor ve %s sırayla dağılıyor; sıcak anahtar bölünmemiş; bölüm seçimi: %s.", EN: "%s at %s/s, in turn to %s; unsplit hot key, partitioning: %s."}
	titleRehash      = i18n.Text{TR: "Dersin ötesi: bir bölüm eklemek (%s → %s)", EN: "Beyond the lesson: adding a partition (%s → %s)"}
	colHashing       = i18n.Text{TR: "bölüm seçimi", EN: "partitioning"}
	colMoved         = i18n.Text{TR: "taşınan anahtar", EN: "keys moved"}
	colShare         = i18n.Text{TR: "pay", EN: "share"}
	cntRehash        = i18n.Counted{TR: "Aynı adımda yüklenen %d anahtar üzerinden; bu çalıştırmada kullanılan bölüm seçimi: %s.", EnOne: "Over the %d key loaded in one step; this run uses %s.", EnOther: "Over the %d keys loaded in one step; this run uses %s."}
	hashingNamesText = map[string]i18n.Text{
		hashModulo:     i18n.Text{TR: "mod alma", EN: "modulo"},
		hashJump:       i18n.Text{TR: "Jump tutarlı özeti", EN: "jump consistent hashing"},
		hashRendezvous: i18n.Text{TR: "en yüksek ağırlıklı özet (rendezvous)", EN: "rendezvous (highest random weight)"},
	}
)

// What the numbers say (reading.go).
var (
	cntReadStampede = i18n.Counted{
		TR:      "%d okuma için kaynağa giden çağrı: düz okumada %d, tek uçuşta %d, yeniden doğrulayarak sunmada %d.",
		EnOne:   "Of %d read, plain sent %d to the source, single-flight %d and stale-while-revalidate %d.",
		EnOther: "Of %d reads, plain sent %d to the source, single-flight %d and stale-while-revalidate %d.",
	}
	cntReadSWR = i18n.Counted{
		TR:      "Yeniden doğrulayarak sunma kimseyi bekletmedi, ama %d okumayı bayat veriyle yanıtladı.",
		EnOne:   "Stale-while-revalidate made nobody wait but answered %d read with stale data.",
		EnOther: "Stale-while-revalidate made nobody wait but answered %d reads with stale data.",
	}
	cntReadWindow = i18n.Counted{
		TR:      "Saniyede %[2]d okuma hızında, %[3]s süren bir kaynak çağrısı boyunca girdi yokken hız × gecikme ≈ %[4]s okuma ıska alır: düz okuma %[1]d kaynak çağrısı yaptı.",
		EnOne:   "At a rate of %[2]d/s, a source call that takes %[3]s lets rate × latency ≈ %[4]s reads miss before the entry is back: plain made %[1]d source call.",
		EnOther: "At a rate of %[2]d/s, a source call that takes %[3]s lets rate × latency ≈ %[4]s reads miss before the entry is back: plain made %[1]d source calls.",
	}
	cntReadInstances = i18n.Counted{
		TR:      "%d örnekte, örnek içi tek uçuş %d kaynak çağrısı yaptı; ",
		EnOne:   "With %d app instance, per-instance single-flight made %d source calls; ",
		EnOther: "With %d app instances, per-instance single-flight made %d source calls; ",
	}
	cntReadLock = i18n.Counted{
		TR:      "paylaşılan depodaki kilit ise %[2]d çağrı yaptı; bedeli %[1]d ek depo gidiş-dönüşü.",
		EnOne:   "a lock in the shared store made %[2]d, at the cost of %[1]d extra store round trip.",
		EnOther: "a lock in the shared store made %[2]d, at the cost of %[1]d extra store round trips.",
	}
	cntReadExpiryKeys = i18n.Counted{
		TR:      "Sabit ömürle %d anahtarın hepsi aynı adımda düşer; ",
		EnOne:   "With a fixed TTL the %d key expires in one step; ",
		EnOther: "With a fixed TTL all %d keys expire in the same step; ",
	}
	cntReadExpirySpread = i18n.Counted{
		TR:      "anahtardan türetilen %[1]d adımlık sapma onları %[2]d adıma yayar ",
		EnOne:   "a jitter of %[1]d step derived from the key spreads them over %[2]d steps, ",
		EnOther: "a jitter of %[1]d steps derived from the key spreads them over %[2]d steps, ",
	}
	// Counted on the steps: the learner's code gave the lifetimes.
	cntReadExpiryCode = i18n.Counted{
		TR:      "kodunuzun verdiği ömürler onları %d adıma yayar ",
		EnOne:   "your code's lifetimes put them in %d step, ",
		EnOther: "your code's lifetimes spread them over %d steps, ",
	}
	cntReadExpiryMax = i18n.Counted{
		TR:      "ve tek adımdaki ıskayı en çok %d yapar.",
		EnOne:   "at most %d miss in one.",
		EnOther: "at most %d misses in one.",
	}
	// Counted on the jitter; it is only said of two keys or more.
	cntReadExpiryNone = i18n.Counted{
		TR:      "%[1]d adımlık sapma bu %[2]d anahtarı yaymıyor: sabit ömürdeki gibi hepsi aynı adımda düşüyor.",
		EnOne:   "A jitter of %[1]d step does not spread these %[2]d keys: they all expire in the same step, as with a fixed TTL.",
		EnOther: "A jitter of %[1]d steps does not spread these %[2]d keys: they all expire in the same step, as with a fixed TTL.",
	}
	// Counted on the keys: the learner's code gave them all one lifetime.
	cntReadExpiryCodeNone = i18n.Counted{
		TR:      "Kodunuzun verdiği ömürler bu %d anahtarı yaymıyor: sabit ömürdeki gibi hepsi aynı adımda düşüyor.",
		EnOne:   "Your code's lifetimes do not spread this %d key: it expires in one step, as with a fixed TTL.",
		EnOther: "Your code's lifetimes do not spread these %d keys: they all expire in the same step, as with a fixed TTL.",
	}
	msgReadCopiesCool = i18n.Text{
		TR: "Sıcak anahtarı bölmek en yüklü bölümün payını indirdi: %[1]s isteklerin %[2]s, %[3]s %[4]s o bölüme düştü.",
		EN: "Splitting the hot key cooled the busiest partition: %[2]s of the requests with %[1]s, %[4]s with %[3]s.",
	}
	msgReadCopiesFlat = i18n.Text{
		TR: "Burada kopyalar en yüklü bölümü soğutmadı: %[1]s isteklerin %[2]s, %[3]s %[4]s o bölüme düştü; özet, kopyaları bölümlere eşit dağıtmaz.",
		EN: "Here the copies did not cool the busiest partition: %[2]s of the requests with %[1]s, %[4]s with %[3]s; the hash does not spread copies evenly over the partitions.",
	}
	cntCopiesWith       = i18n.Counted{TR: "%d kopyayla", EnOne: "%d copy", EnOther: "%d copies"}
	msgReadOnePartition = i18n.Text{
		TR: "Tek bölümde her istek o bölüme düşer; kopya sayısı ne olursa olsun payı %100.",
		EN: "With one partition every request lands on it; whatever the copies, its share is 100%.",
	}
	msgReadNoHot = i18n.Text{
		TR: "Sıcak anahtara hiç istek gitmiyor (sıcaklık 0), bu yüzden kopyalar hiçbir şeyi değiştirmiyor: en yüklü bölümün payı her satırda %s.",
		EN: "No request goes to the hot key (hot share 0), so copies change nothing: the busiest partition takes %s in every row.",
	}
	msgReadNear = i18n.Text{
		TR: "Ömrü %s olan yakın önbellek, paylaşılan önbelleğe giden gidiş-dönüşleri %s %s indirdi (sıcak anahtar için %s %s).",
		EN: "A near cache with a %s TTL cut the round trips to the shared cache from %s to %s (hot key: %s to %s).",
	}
	msgReadNearCold = i18n.Text{
		TR: "Ömrü %s olan yakın önbellek, paylaşılan önbelleğe giden gidiş-dönüşleri %s %s indirdi.",
		EN: "A near cache with a %s TTL cut the round trips to the shared cache from %s to %s.",
	}
	cntReadXFetchInstant = i18n.Counted{
		TR:      "Bütün okumalar girdinin düştüğü anda geliyor; bu yüzden XFetch'in erken yenileyebileceği daha önceki bir okuma yok: kilitsiz XFetch düz okuma gibi %d, XFetch + tek uçuş tek uçuş gibi %d kaynak çağrısı yaptı. Erken yenilemeyi görmek için bir geliş hızı verin.",
		EnOne:   "All reads arrive at the instant the entry falls out, so XFetch has no earlier read to refresh from: lock-free XFetch made %d source call like plain, XFetch + single-flight %d like single-flight. Set an arrival rate to see it refresh early.",
		EnOther: "All reads arrive at the instant the entry falls out, so XFetch has no earlier read to refresh from: lock-free XFetch made %d source calls like plain, XFetch + single-flight %d like single-flight. Set an arrival rate to see it refresh early.",
	}
	msgReadXFetchRaceMore = i18n.Text{
		TR: "Kilitsiz XFetch, hiç önlem almamaktan daha çok kaynak çağrısı yaptı (%d; düz okuma %d): ",
		EN: "Lock-free XFetch made more source calls than no mitigation (%d, plain %d): ",
	}
	cntReadXFetchRace = i18n.Counted{
		TR:      "Kilitsiz XFetch %d kaynak çağrısı yaptı (düz okuma %d): ",
		EnOne:   "Lock-free XFetch made %d source call (plain %d): ",
		EnOther: "Lock-free XFetch made %d source calls (plain %d): ",
	}
	cntReadXFetchRaceWhy = i18n.Counted{
		TR:      "\"yenile\" çeken her okuma kaynağı kendisi çağırır ve bu çağrılardan %[1]d tanesi başka bir kaynak çağrısı sürerken başladı. İlk erken çağrı %[2]s sürer; o sırada gelen her okuma yeniden çeker (burada ilk çağrı sürerken %[3]s okuma geldi); β büyüdükçe daha çoğu \"yenile\" çeker.",
		EnOne:   "every read that draws \"recompute\" calls the source itself, and %[1]d of those calls started while another source call was still in flight. The first early call takes %[2]s; every read that comes meanwhile draws again (here %[3]s reads came while the first call ran), and a larger β makes more of them draw \"recompute\".",
		EnOther: "every read that draws \"recompute\" calls the source itself, and %[1]d of those calls started while another source call was still in flight. The first early call takes %[2]s; every read that comes meanwhile draws again (here %[3]s reads came while the first call ran), and a larger β makes more of them draw \"recompute\".",
	}
	msgReadXFetchOne = i18n.Text{
		TR: " XFetch + tek uçuş erken yenilemeyi tek bir okumaya bırakır.",
		EN: " XFetch + single-flight leaves the early refresh to one read.",
	}
	msgReadXFetchOnePer = i18n.Text{
		TR: " XFetch + tek uçuş erken yenilemeyi her uygulama örneğinde tek bir okumaya bırakır.",
		EN: " XFetch + single-flight leaves the early refresh to one read per app instance.",
	}
	msgReadSingleKey     = i18n.Text{TR: "tek anahtarla", EN: "the single key"}
	cntReadXFetchSFEarly = i18n.Counted{
		TR:      "XFetch + tek uçuş %[1]d kaynak çağrısı yaptı ve hiçbir okumayı bekletmedi: bir okuma süre sonundan %[2]s önce \"yenile\" çekti; bu, bir kaynak çağrısının süresinden (%[3]s) uzun. Yenileme arkada sürerken diğer okumalar taze değeri aldı. XFetch bunun içindir.",
		EnOne:   "XFetch + single-flight made %[1]d source call and no read waited: a read drew \"recompute\" %[2]s before the expiry, more than the %[3]s a source call takes, and refreshed in the background while the others kept getting the fresh value. That is what XFetch is for.",
		EnOther: "XFetch + single-flight made %[1]d source calls and no read waited: a read drew \"recompute\" %[2]s before the expiry, more than the %[3]s a source call takes, and refreshed in the background while the others kept getting the fresh value. That is what XFetch is for.",
	}
	cntReadXFetchSFCalls = i18n.Counted{
		TR:      "XFetch + tek uçuş %d kaynak çağrısı yaptı ",
		EnOne:   "XFetch + single-flight made %d source call, ",
		EnOther: "XFetch + single-flight made %d source calls, ",
	}
	cntReadXFetchSFLate = i18n.Counted{
		TR:      "ama %d okuma bekledi: ",
		EnOne:   "but %d read waited: ",
		EnOther: "but %d reads waited: ",
	}
	msgReadXFetchSFShort = i18n.Text{
		TR: "ilk \"yenile\" süre sonundan yalnız %s önce çekildi; bu, bir kaynak çağrısının süresinden (%s) kısa.",
		EN: "the first \"recompute\" was drawn only %s before the expiry, less than the %s a source call takes.",
	}
	msgReadXFetchSFBeta = i18n.Text{
		TR: " Daha büyük β daha erken yeniler.",
		EN: " A larger β refreshes earlier.",
	}
	msgReadXFetchSFNoRoom = i18n.Text{
		TR: " Burada o kadar erken gelen okuma yok: ilki süre sonundan yalnız %s önce geliyor; bu yüzden hiçbir β yetmez.",
		EN: " No read comes that early here: the first arrives only %s before the expiry, so no β is enough.",
	}
	msgReadXFetchSFNone = i18n.Text{
		TR: "süre sonundan önce hiçbir okuma \"yenile\" çekmedi (β = 0 ya da gecikme 0 iken hiç çekilmez).",
		EN: "no read drew \"recompute\" before the expiry (with β = 0 or no latency none ever does).",
	}
	cntReadStrategy = i18n.Counted{
		TR:      "Ölçütler %[2]s stratejisini izliyor: %[1]d kaynak çağrısı, ",
		EnOne:   "The metrics follow %[2]s: %[1]d source call, ",
		EnOther: "The metrics follow %[2]s: %[1]d source calls, ",
	}
	cntReadStrategyWaiting = i18n.Counted{TR: "%d bekleyen okuma, ", EnOne: "%d waiting read, ", EnOther: "%d waiting reads, "}
	cntReadStrategyStale   = i18n.Counted{TR: "%d bayat yanıt; en uzun bekleyiş %s.", EnOne: "%d stale answer; the longest wait %s.", EnOther: "%d stale answers; the longest wait %s."}
	// The longest wait of a row the run's horizon cut off is not measured.
	cntReadStrategyStaleCut = i18n.Counted{
		TR:      "%[1]d bayat yanıt; çalıştırma süre sınırında, %[3]s durdurulduğunda %[2]s hâlâ yanıt bekliyordu.",
		EnOne:   "%[1]d stale answer; %[2]s still waited for an answer when the run was stopped at its horizon, %[3]s.",
		EnOther: "%[1]d stale answers; %[2]s still waited for an answer when the run was stopped at its horizon, %[3]s.",
	}
	cntReadRehash = i18n.Counted{
		TR:      "Bir bölüm eklemek (%[2]s → %[3]s): %[1]d anahtardan taşınanların payı mod almada %[4]s, %[5]s ile %[6]s. Tutarlı özet yalnız yeni bölümün aldığı anahtarları taşır.",
		EnOne:   "Adding a partition (%[2]s → %[3]s) moves %[4]s of the %[1]d key under modulo but %[6]s under %[5]s: a consistent hash moves only the keys the new partition takes.",
		EnOther: "Adding a partition (%[2]s → %[3]s) moves %[4]s of the %[1]d keys under modulo but %[6]s under %[5]s: a consistent hash moves only the keys the new partition takes.",
	}
)

// The scene (scene.go).
var (
	cntNodeReaders = i18n.Counted{TR: "okuyucular (%d okuma)", EnOne: "readers (%d read)", EnOther: "readers (%d reads)"}
	nodeApp        = i18n.Text{TR: "uygulama", EN: "app"}
	nodeAppN       = i18n.Text{TR: "uygulama örneği %d", EN: "app instance %d"}
	nodeCache      = i18n.Text{TR: "önbellek (sıcak anahtarın girdisi)", EN: "cache (the hot key's entry)"}
	nodeStore      = i18n.Text{TR: "paylaşılan depo (kilit)", EN: "shared store (the lock)"}
	nodeSource     = i18n.Text{TR: "kaynak (şube stok sorgusu)", EN: "source (the branch stock query)"}

	effectLabels = map[string]i18n.Text{
		outHit:       i18n.Text{TR: "taze isabet", EN: "fresh hit"},
		outFailed:    i18n.Text{TR: "hata: beklediği kaynak çağrısı başarısız oldu", EN: "error: the source call it waited on failed"},
		outStale:     i18n.Text{TR: "bayat yanıt", EN: "stale answer"},
		outMiss:      i18n.Text{TR: "ıska: kendi kaynak çağrısını bekledi", EN: "miss: waited for its own source call"},
		outJoined:    i18n.Text{TR: "süren bir kaynak çağrısını bekledi", EN: "waited for a source call already under way"},
		outRecompute: i18n.Text{TR: "girdi tazeyken erken yeniledi ve bekledi", EN: "recomputed early while the entry was fresh, and waited"},
		effLoad:      i18n.Text{TR: "kaynak çağrısı", EN: "source call"},
		effDuplicate: i18n.Text{TR: "yinelenen kaynak çağrısı (başka biri sürerken)", EN: "duplicate source call (another one in flight)"},
		effEarly:     i18n.Text{TR: "süre sonundan önce yenileme", EN: "refresh before the expiry"},
		effLock:      i18n.Text{TR: "paylaşılan depoda kilit denemesi", EN: "lock attempt in the shared store"},
	}
)

// The figures (figures.go).
var (
	figCallsTitle     = i18n.Text{TR: "Stratejiye göre kaynak çağrıları", EN: "Source calls per strategy"}
	figCallsBarTitle  = i18n.Text{TR: "Stratejiye göre kaynak çağrıları (bütün okumalar girdinin düştüğü anda)", EN: "Source calls per strategy (every read at the instant the entry falls out)"}
	figCallsX         = i18n.Text{TR: "zaman", EN: "time"}
	figCallsY         = i18n.Text{TR: "kaynak çağrısı (birikimli)", EN: "source calls (cumulative)"}
	figCallsBarY      = i18n.Text{TR: "kaynak çağrısı", EN: "source calls"}
	figFollowed       = i18n.Text{TR: "%s (izlenen)", EN: "%s (followed)"}
	figExpiryTitle    = i18n.Text{TR: "Süre sonu adımı başına ıska", EN: "Misses per expiry step"}
	figExpiryBinTitle = i18n.Text{TR: "Süre sonu adımı başına ıska (her çubuk %s adım; içlerinden en yükseği)", EN: "Misses per expiry step (each bar %s steps; the highest of them)"}
	figExpiryX        = i18n.Text{TR: "süre sonu adımı", EN: "expiry step"}
	figExpiryY        = i18n.Text{TR: "tek adımdaki ıska", EN: "misses in one step"}
	expiryNames       = map[string]i18n.Text{
		"fixed":    i18n.Text{TR: "sabit ömür", EN: "fixed TTL"},
		"jittered": i18n.Text{TR: "dağıtılmış ömür", EN: "jittered TTL"},
	}
	figLoadTitle = i18n.Text{TR: "Bölüm başına yük", EN: "Load per partition"}
	figLoadX     = i18n.Text{TR: "bölüm", EN: "partition"}
	figLoadY     = i18n.Text{TR: "istek", EN: "requests"}
	figNearTitle = i18n.Text{TR: "Bölüm başına paylaşılan önbellek gidiş-dönüşü", EN: "Shared-cache round trips per partition"}
	figNearY     = i18n.Text{TR: "gidiş-dönüş", EN: "round trips"}
)

// Rules that cross knobs (params.go).
var ruleSpan = i18n.Text{TR: "bu hızla %s okumanın gelmesi %s sürer; en çok %s olabilir (geliş hızını (rate) artırın ya da okuma sayısını (reads) azaltın)", EN: "%s reads at this rate take %s to arrive; at most %s is allowed (raise the arrival rate (rate) or lower the reads (reads))"}
