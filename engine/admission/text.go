package admission

import "playground/engine/i18n"

// The lab's catalog strings that are not written inline (knob labels are, in
// params.go; metrics, challenges and sweeps in lab.go).

// Parameter rules.
var (
	ruleWholeSeconds = i18n.Text{TR: "tam saniye olmalı (Retry-After başlığı saniye yazar)", EN: "must be whole seconds (the Retry-After header carries seconds)"}
	ruleReserve      = i18n.Text{TR: "eşzamanlılıktan (%d) küçük olmalı ki normal sınıfın da payı kalsın", EN: "must be below concurrency (%d) so the normal class keeps a share"}
	ruleTooMany      = i18n.Text{TR: "beklenen istek sayısı (hız × süre = %s) en çok %d olabilir; geliş hızını ya da süresini azaltın", EN: "expected requests (rate × duration = %s) may be at most %d; lower rate or duration"}
	ruleStorm        = i18n.Text{TR: "beklenen istek × deneme (%s) en çok %d olabilir; deneme sayısını, istek sayısını ya da geliş hızını veya süresini azaltın", EN: "expected requests × attempts (%s) may be at most %d; lower attempts, requests, or rate or duration"}
	ruleSpan         = i18n.Text{
		TR: "çalışma yaklaşık %s sanal zaman sürerdi (geliş süresi %s + denetimsiz kuyruğun boşalması %s + yeniden deneme beklemeleri %s), en çok %s olabilir; geliş süresini, iş süresini, geliş hızını ya da Retry-After'ı azaltın veya eşzamanlılığı artırın",
		EN: "the run would last about %s of virtual time (arrival window %s + draining the unbounded queue %s + retry waits %s), at most %s; lower duration, work, rate or retry_after, or raise concurrency",
	}
	hintTime = i18n.Text{
		TR: "Sanal zamanı kısaltmak için duration, work ya da retry_after değerini azaltın veya concurrency değerini artırın.",
		EN: "To shorten the virtual time, lower duration, work or retry_after, or raise concurrency.",
	}
	hintEvents = i18n.Text{
		TR: "Daha az olay için requests, rate, duration ya da attempts değerini azaltın.",
		EN: "For fewer events, lower requests, rate, duration or attempts.",
	}
)

// Modes, classes and the lesson's line.
var (
	tModeUnbounded = i18n.Text{TR: "denetimsiz", EN: "unbounded"}
	tModeBounded   = i18n.Text{TR: "denetimli", EN: "bounded"}
	tSliceWord     = i18n.Text{TR: "dilim", EN: "slice"}
	tMoreGroups    = i18n.Counted{TR: "… %d grup daha", EnOne: "… %d more group", EnOther: "… %d more groups"}
	cNormal        = i18n.Text{TR: "normal", EN: "normal"}
	cCritical      = i18n.Text{TR: "kritik", EN: "critical"}
)

// Sections and columns.
var (
	tSecOutcomes  = i18n.Text{TR: "Sonuçlar ve gecikme yüzdelikleri", EN: "Outcomes and latency percentiles"}
	tSecGroups    = i18n.Text{TR: "Durum ve gecikme dilimine göre gruplar (sort | uniq -c)", EN: "Groups by status and latency slice (sort | uniq -c)"}
	tSecLittle    = i18n.Text{TR: "Little yasası (L = λW, ölçülen)", EN: "Little's law (L = λW, measured)"}
	tSecClasses   = i18n.Text{TR: "Önem sınıfları", EN: "Priority classes"}
	tSecLimit     = i18n.Text{TR: "Uyarlanan kabul sınırı", EN: "Adaptive admission limit"}
	tSecRejection = i18n.Text{TR: "Doygunlukta gelen isteğin ham yanıtı", EN: "Raw answer to a request at saturation"}

	cMode     = i18n.Text{TR: "kip", EN: "mode"}
	cRequests = i18n.Text{TR: "istek", EN: "requests"}
	cSent     = i18n.Text{TR: "deneme", EN: "attempts"}
	cP50      = i18n.Text{TR: "p50 ms", EN: "p50 ms"}
	cP95      = i18n.Text{TR: "p95 ms", EN: "p95 ms"}
	cP99      = i18n.Text{TR: "p99 ms", EN: "p99 ms"}
	cGoodput  = i18n.Text{TR: "verim", EN: "goodput"}
	cAmp      = i18n.Text{TR: "çoğaltma", EN: "amplification"}
	cCount    = i18n.Text{TR: "adet", EN: "count"}
	cStatus   = i18n.Text{TR: "durum", EN: "status"}
	cSlice    = i18n.Text{TR: "gecikme dilimi", EN: "slice"}
	cClass    = i18n.Text{TR: "sınıf", EN: "class"}

	tLittle      = i18n.Text{TR: "%s: L = %s iş (zaman ortalaması), λ = %s/s, W = %s s, λW = %s", EN: "%s: L = %s jobs (time average), λ = %s/s, W = %s s, λW = %s"}
	tLimitLine   = i18n.Text{TR: "%s: sınırlar %d (eşzamanlılık) … %d (eşzamanlılık + kuyruk); başlangıç %d, en küçük %d, en büyük %d, son %d", EN: "%s: bounds %d (concurrency) … %d (concurrency + queue); start %d, lowest %d, highest %d, last %d"}
	tNoRejection = i18n.Text{TR: "(bu çalışmada hiçbir istek reddedilmedi; doygun sunucu şu yanıtı verirdi)", EN: "(no request was rejected in this run; a saturated server would answer this)"}
	tGroupsMore  = i18n.Counted{TR: "(+%d grup daha)", EnOne: "(+%d more group)", EnOther: "(+%d more groups)"}
)

// Figures.
var (
	tFigLoad      = i18n.Text{TR: "%s: sunulan ve kabul edilen yük", EN: "%s: offered and accepted load"}
	tFigOccupancy = i18n.Text{TR: "%s: işlenen, kuyrukta bekleyen, sınır", EN: "%s: in flight, queued, limit"}
	tFigLatency   = i18n.Text{TR: "Duruma göre gecikme dağılımı", EN: "Latency histogram by status"}
	tAxisTime     = i18n.Text{TR: "zaman", EN: "time"}
	tAxisRate     = i18n.Text{TR: "istek/s", EN: "requests/s"}
	tAxisAttempts = i18n.Text{TR: "deneme (%s başına)", EN: "attempts (per %s)"}
	// The burst's load: attempts counted at each exact instant they came.
	tAxisInstant    = i18n.Text{TR: "geliş anı", EN: "arrival instant"}
	tAxisAttemptsAt = i18n.Text{TR: "o anda gelen deneme", EN: "attempts at that instant"}
	tAxisJobs       = i18n.Text{TR: "iş", EN: "jobs"}
	tAxisSlice      = i18n.Text{TR: "gecikme dilimi (%s)", EN: "latency slice (%s)"}
	tAxisAnswers    = i18n.Text{TR: "yanıt", EN: "answers"}
	tLineOffered    = i18n.Text{TR: "sunulan (yeniden denemeler dahil)", EN: "offered (retries included)"}
	tLineFresh      = i18n.Text{TR: "yeni istekler", EN: "new requests"}
	tLineAccepted   = i18n.Text{TR: "kabul edilen", EN: "accepted"}
	tLineRunning    = i18n.Text{TR: "işlenen", EN: "in flight"}
	tLineQueued     = i18n.Text{TR: "kuyrukta", EN: "queued"}
	tLineLimit      = i18n.Text{TR: "kabul sınırı", EN: "admission limit"}
	tLineStatus     = i18n.Text{TR: "%s %d", EN: "%s %d"}
)

// Scene.
var (
	tNodeCurls          = i18n.Counted{TR: "olc.sh istemcisi (aynı anda %d curl)", EnOne: "olc.sh client (%d curl at once)", EnOther: "olc.sh client (%d curls at once)"}
	tNodePoisson        = i18n.Text{TR: "yük üreteci (Poisson, %s istek/s)", EN: "load generator (Poisson, %s requests/s)"}
	tNodeServer         = i18n.Text{TR: "iş sunucusu kabul.mjs, %s (%s)", EN: "work server kabul.mjs, %s (%s)"}
	tNodeQueueUnbounded = i18n.Text{TR: "kuyruk (sınırsız)", EN: "queue (unbounded)"}
	tNodeQueueBounded   = i18n.Counted{TR: "kuyruk (en çok %d yer)", EnOne: "queue (at most %d place)", EnOther: "queue (at most %d places)"}
	tEffectQueued       = i18n.Text{TR: "kuyrukta bekledi, sonra işlendi", EN: "waited in the queue, then served"}
	tEffectShed         = i18n.Text{TR: "hemen reddedildi: 503 + Retry-After", EN: "rejected at once: 503 + Retry-After"}
	tEffectExpired      = i18n.Text{TR: "son tarihi geçtiği için işlenmeden atıldı (504)", EN: "dropped unprocessed, its deadline had passed (504)"}
	tEffectLate         = i18n.Text{TR: "son tarihten sonra yanıtlandı: iş boşa yapıldı", EN: "answered after its deadline: work done for nobody"}
)

// Reading: each sentence is printed only when its claim holds for the run
// (reading.go says which; reading_test.go checks it).
var (
	rdNoRequests = i18n.Text{
		TR: "Geliş süresi içinde hiç istek gelmedi; karşılaştıracak bir şey yok. Geliş hızını ya da süresini artırın.",
		EN: "No request arrived in the arrival window, so there is nothing to compare. Raise the arrival rate or window.",
	}
	rdUnboundedOne = i18n.Text{
		TR: "Denetimsiz kip tek isteği kabul etti; yanıtı %s s sürdü.",
		EN: "Unbounded, the server accepted its one request; the answer took %s s.",
	}
	rdUnbounded = i18n.Counted{
		TR:      "Denetimsiz kip %d isteğin hepsini kabul etti; en yavaş yanıt %s s sürdü.",
		EnOne:   "Unbounded, the server accepted all %d request; the slowest answer took %s s.",
		EnOther: "Unbounded, the server accepted all %d requests; the slowest answer took %s s.",
	}
	rdSame = i18n.Text{
		TR: "Yük sınırın altında kaldı: denetimli kip de hiçbir isteği geri çevirmedi ve iki kip aynı gecikmeleri verdi.",
		EN: "The load stayed within the limit: the bounded mode turned no request away either, and both modes gave the same latencies.",
	}
	rdNoneAway = i18n.Text{
		TR: "Denetimli kip de hiçbir isteği geri çevirmedi; en yavaş yanıtı %s s sürdü.",
		EN: "The bounded mode turned no request away either; its slowest answer took %s s.",
	}
	rdShed = i18n.Counted{
		TR:      "Denetimli kipte sunucu %d denemenin %d tanesini beklemeden, 503 ile geri çevirdi; kabul ettiklerini en geç %s s'de yanıtladı.",
		EnOne:   "Bounded, the server turned away %[2]d of %[1]d attempt at once with a 503 and answered the ones it accepted within %[3]s s.",
		EnOther: "Bounded, the server turned away %[2]d of %[1]d attempts at once with a 503 and answered the ones it accepted within %[3]s s.",
	}
	rdSooner = i18n.Text{
		TR: "Kabul denetimi belirsiz bir beklemeyi kesin bir redde çevirdi: kabul edilen en yavaş yanıt denetimsiz kiptekinden %s kat önce geldi.",
		EN: "Admission control turned an open-ended wait into a clear rejection: the slowest accepted answer came %s times sooner than without it.",
	}
	rdLittle = i18n.Text{
		TR: "Little yasası ölçümle tutuyor: denetimli sunucuda ortalama %s iş vardı, λW = %s/s × %s s = %s; sunucudaki işi sınırlamak bekleme süresini sınırlar.",
		EN: "Little's law holds as measured: the bounded server held %s jobs on average, λW = %s/s × %s s = %s; bounding the jobs held bounds the time held.",
	}
	rdRetries = i18n.Counted{
		TR:      "Yeniden denemeler denetimli kipte sunulan yükü %[2]s katına çıkardı: %[1]d istek için %[3]d deneme.",
		EnOne:   "Retries multiplied the bounded mode's offered load by %[2]s: %[3]d attempts for %[1]d request.",
		EnOther: "Retries multiplied the bounded mode's offered load by %[2]s: %[3]d attempts for %[1]d requests.",
	}
	rdExhausted = i18n.Counted{
		TR:      "%d istek izin verilen son denemesinde de (%d. deneme) 503 aldı ve vazgeçti.",
		EnOne:   "%d request still got a 503 on its last allowed try (try %d) and gave up.",
		EnOther: "%d requests still got a 503 on their last allowed try (try %d) and gave up.",
	}
	rdNoRetry = i18n.Text{
		TR: "Hiçbir deneme 503 almadı; istemcilerin yeniden denemesi gerekmedi.",
		EN: "No attempt got a 503, so the clients never had to retry.",
	}
	rdDropped = i18n.Counted{
		TR:      "Denetimli kipte kuyruktaki %d işin sırası geldiğinde son tarihi geçmişti; işlenmeden atıldı (504).",
		EnOne:   "Bounded, %d queued job had passed its deadline when its turn came and was dropped unprocessed (504).",
		EnOther: "Bounded, %d queued jobs had passed their deadline when their turn came and were dropped unprocessed (504).",
	}
	rdDeadline = i18n.Text{
		TR: "%s son tarih içinde yanıtlanan istek: denetimli %d, denetimsiz %d.",
		EN: "Answered within the %s deadline: bounded %d, unbounded %d.",
	}
	rdLate = i18n.Counted{
		TR:      "Denetimsiz kipte %d yanıt son tarihten sonra geldi: o iş kimse için yapılmadı.",
		EnOne:   "Unbounded, %d answer came after its deadline: that work was done for nobody.",
		EnOther: "Unbounded, %d answers came after their deadline: that work was done for nobody.",
	}
	rdClasses = i18n.Text{
		TR: "Denetimli kipte kritik denemelerin %%%s kadarı, normal denemelerin %%%s kadarı geri çevrildi.",
		EN: "Bounded, %s%% of critical attempts and %s%% of normal ones were turned away.",
	}
	rdLimit = i18n.Text{
		TR: "%s sınırı %d ile %d arasında gezindi; son değeri %d oldu. Sınırları: eşzamanlılık %d (daha azı işçileri boş bırakırdı) ve eşzamanlılık + kuyruk %d (kuyruk daha fazlasını tutmaz).",
		EN: "The %s limit moved between %d and %d and ended at %d. Its bounds: concurrency %d (fewer would leave workers idle) and concurrency + queue %d (the queue holds no more).",
	}
	rdLimitFlat = i18n.Text{
		TR: "%s sınırı çalışma boyunca hiç değişmedi, hep %d kaldı (alt sınır eşzamanlılık %d, üst sınır eşzamanlılık + kuyruk %d).",
		EN: "The %s limit stayed at %d the whole run (floor: concurrency %d; ceiling: concurrency + queue %d).",
	}
	rdLimitStuck = i18n.Text{
		TR: "Kuyruk 0 olduğundan %s sınırının uyarlayacak bir şeyi yoktu: alt ve üst sınırı ikisi de %d (eşzamanlılık).",
		EN: "With queue 0 the %s limit had nothing to adapt: its floor and ceiling are both %d (concurrency).",
	}
)
