package admission

import "playground/engine/i18n"

// The lab's catalog strings that are not written inline (knob labels are, in
// params.go; metrics, challenges and sweeps in lab.go).

// Parameter rules.
var (
	ruleWholeSeconds = i18n.Add("admission.rule.whole_seconds", "tam saniye olmalı (Retry-After başlığı saniye yazar)", "must be whole seconds (the Retry-After header carries seconds)")
	ruleReserve      = i18n.Add("admission.rule.reserve", "eşzamanlılıktan (%d) küçük olmalı ki normal sınıfın da payı kalsın", "must be below concurrency (%d) so the normal class keeps a share")
	ruleTooMany      = i18n.Add("admission.rule.too_many", "beklenen istek sayısı (hız × süre = %s) en çok %d olabilir; geliş hızını ya da süresini azaltın", "expected requests (rate × duration = %s) may be at most %d; lower rate or duration")
	ruleStorm        = i18n.Add("admission.rule.storm", "beklenen istek × deneme (%s) en çok %d olabilir; deneme sayısını, istek sayısını ya da geliş hızını veya süresini azaltın", "expected requests × attempts (%s) may be at most %d; lower attempts, requests, or rate or duration")
	ruleSpan         = i18n.Add("admission.rule.span",
		"çalışma yaklaşık %s sanal zaman sürerdi (geliş süresi %s + denetimsiz kuyruğun boşalması %s + yeniden deneme beklemeleri %s), en çok %s olabilir; geliş süresini, iş süresini, geliş hızını ya da Retry-After'ı azaltın veya eşzamanlılığı artırın",
		"the run would last about %s of virtual time (arrival window %s + draining the unbounded queue %s + retry waits %s), at most %s; lower duration, work, rate or retry_after, or raise concurrency")
	hintTime = i18n.Add("admission.error.cap_time",
		"Sanal zamanı kısaltmak için duration, work ya da retry_after değerini azaltın veya concurrency değerini artırın.",
		"To shorten the virtual time, lower duration, work or retry_after, or raise concurrency.")
	hintEvents = i18n.Add("admission.error.cap_events",
		"Daha az olay için requests, rate, duration ya da attempts değerini azaltın.",
		"For fewer events, lower requests, rate, duration or attempts.")
)

// Modes, classes and the lesson's line.
var (
	tModeUnbounded = i18n.Add("admission.mode.unbounded", "denetimsiz", "unbounded")
	tModeBounded   = i18n.Add("admission.mode.bounded", "denetimli", "bounded")
	tSliceWord     = i18n.Add("admission.slice_word", "dilim", "slice")
	tMoreGroups    = i18n.AddCount("admission.more_groups", "… %d grup daha", "… %d more group", "… %d more groups")
	cNormal        = i18n.Add("admission.class.normal", "normal", "normal")
	cCritical      = i18n.Add("admission.class.critical", "kritik", "critical")
)

// Sections and columns.
var (
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

	tLittle      = i18n.Add("admission.little.line", "%s: L = %s iş (zaman ortalaması), λ = %s/s, W = %s s, λW = %s", "%s: L = %s jobs (time average), λ = %s/s, W = %s s, λW = %s")
	tLimitLine   = i18n.Add("admission.limit.line", "%s: sınırlar %d (eşzamanlılık) … %d (eşzamanlılık + kuyruk); başlangıç %d, en küçük %d, en büyük %d, son %d", "%s: bounds %d (concurrency) … %d (concurrency + queue); start %d, lowest %d, highest %d, last %d")
	tNoRejection = i18n.Add("admission.rejection.none", "(bu çalışmada hiçbir istek reddedilmedi; doygun sunucu şu yanıtı verirdi)", "(no request was rejected in this run; a saturated server would answer this)")
	tGroupsMore  = i18n.AddCount("admission.groups.more", "(+%d grup daha)", "(+%d more group)", "(+%d more groups)")
)

// Figures.
var (
	tFigLoad      = i18n.Add("admission.figure.load", "%s: sunulan ve kabul edilen yük", "%s: offered and accepted load")
	tFigOccupancy = i18n.Add("admission.figure.occupancy", "%s: işlenen, kuyrukta bekleyen, sınır", "%s: in flight, queued, limit")
	tFigLatency   = i18n.Add("admission.figure.latency", "Duruma göre gecikme dağılımı", "Latency histogram by status")
	tAxisTime     = i18n.Add("admission.axis.time", "zaman", "time")
	tAxisRate     = i18n.Add("admission.axis.rate", "istek/s", "requests/s")
	tAxisAttempts = i18n.Add("admission.axis.attempts", "deneme (%s başına)", "attempts (per %s)")
	tAxisJobs     = i18n.Add("admission.axis.jobs", "iş", "jobs")
	tAxisSlice    = i18n.Add("admission.axis.slice", "gecikme dilimi (%s)", "latency slice (%s)")
	tAxisAnswers  = i18n.Add("admission.axis.answers", "yanıt", "answers")
	tLineOffered  = i18n.Add("admission.line.offered", "sunulan (yeniden denemeler dahil)", "offered (retries included)")
	tLineFresh    = i18n.Add("admission.line.fresh", "yeni istekler", "new requests")
	tLineAccepted = i18n.Add("admission.line.accepted", "kabul edilen", "accepted")
	tLineRunning  = i18n.Add("admission.line.running", "işlenen", "in flight")
	tLineQueued   = i18n.Add("admission.line.queued", "kuyrukta", "queued")
	tLineLimit    = i18n.Add("admission.line.limit", "kabul sınırı", "admission limit")
	tLineStatus   = i18n.Add("admission.line.status", "%s %d", "%s %d")
)

// Scene.
var (
	tNodeCurls          = i18n.AddCount("admission.node.curls", "olc.sh istemcisi (aynı anda %d curl)", "olc.sh client (%d curl at once)", "olc.sh client (%d curls at once)")
	tNodePoisson        = i18n.Add("admission.node.poisson", "yük üreteci (Poisson, %s istek/s)", "load generator (Poisson, %s requests/s)")
	tNodeServer         = i18n.Add("admission.node.server", "iş sunucusu kabul.mjs, %s (%s)", "work server kabul.mjs, %s (%s)")
	tNodeQueueUnbounded = i18n.Add("admission.node.queue_unbounded", "kuyruk (sınırsız)", "queue (unbounded)")
	tNodeQueueBounded   = i18n.AddCount("admission.node.queue_bounded", "kuyruk (en çok %d yer)", "queue (at most %d place)", "queue (at most %d places)")
	tEffectQueued       = i18n.Add("admission.effect.queued", "kuyrukta bekledi, sonra işlendi", "waited in the queue, then served")
	tEffectShed         = i18n.Add("admission.effect.shed", "hemen reddedildi: 503 + Retry-After", "rejected at once: 503 + Retry-After")
	tEffectExpired      = i18n.Add("admission.effect.expired", "son tarihi geçtiği için işlenmeden atıldı (504)", "dropped unprocessed, its deadline had passed (504)")
	tEffectLate         = i18n.Add("admission.effect.late", "son tarihten sonra yanıtlandı: iş boşa yapıldı", "answered after its deadline: work done for nobody")
)

// Reading: each sentence is printed only when its claim holds for the run
// (reading.go says which; reading_test.go checks it).
var (
	rdNoRequests = i18n.Add("admission.reading.no_requests",
		"Geliş süresi içinde hiç istek gelmedi; karşılaştıracak bir şey yok. Geliş hızını ya da süresini artırın.",
		"No request arrived in the arrival window, so there is nothing to compare. Raise the arrival rate or window.")
	rdUnboundedOne = i18n.Add("admission.reading.unbounded_one",
		"Denetimsiz kip tek isteği kabul etti; yanıtı %s s sürdü.",
		"Unbounded, the server accepted its one request; the answer took %s s.")
	rdUnbounded = i18n.AddCount("admission.reading.unbounded",
		"Denetimsiz kip %d isteğin hepsini kabul etti; en yavaş yanıt %s s sürdü.",
		"Unbounded, the server accepted all %d request; the slowest answer took %s s.",
		"Unbounded, the server accepted all %d requests; the slowest answer took %s s.")
	rdSame = i18n.Add("admission.reading.same",
		"Yük sınırın altında kaldı: denetimli kip de hiçbir isteği geri çevirmedi ve iki kip aynı gecikmeleri verdi.",
		"The load stayed within the limit: the bounded mode turned no request away either, and both modes gave the same latencies.")
	rdNoneAway = i18n.Add("admission.reading.none_away",
		"Denetimli kip de hiçbir isteği geri çevirmedi; en yavaş yanıtı %s s sürdü.",
		"The bounded mode turned no request away either; its slowest answer took %s s.")
	rdShed = i18n.AddCount("admission.reading.shed",
		"Denetimli kipte sunucu %d denemenin %d tanesini beklemeden, 503 ile geri çevirdi; kabul ettiklerini en geç %s s'de yanıtladı.",
		"Bounded, the server turned away %[2]d of %[1]d attempt at once with a 503 and answered the ones it accepted within %[3]s s.",
		"Bounded, the server turned away %[2]d of %[1]d attempts at once with a 503 and answered the ones it accepted within %[3]s s.")
	rdSooner = i18n.Add("admission.reading.sooner",
		"Kabul denetimi belirsiz bir beklemeyi kesin bir redde çevirdi: kabul edilen en yavaş yanıt denetimsiz kiptekinden %s kat önce geldi.",
		"Admission control turned an open-ended wait into a clear rejection: the slowest accepted answer came %s times sooner than without it.")
	rdLittle = i18n.Add("admission.reading.little",
		"Little yasası ölçümle tutuyor: denetimli sunucuda ortalama %s iş vardı, λW = %s/s × %s s = %s; sunucudaki işi sınırlamak bekleme süresini sınırlar.",
		"Little's law holds as measured: the bounded server held %s jobs on average, λW = %s/s × %s s = %s; bounding the jobs held bounds the time held.")
	rdRetries = i18n.AddCount("admission.reading.retries",
		"Yeniden denemeler denetimli kipte sunulan yükü %[2]s katına çıkardı: %[1]d istek için %[3]d deneme.",
		"Retries multiplied the bounded mode's offered load by %[2]s: %[3]d attempts for %[1]d request.",
		"Retries multiplied the bounded mode's offered load by %[2]s: %[3]d attempts for %[1]d requests.")
	rdExhausted = i18n.AddCount("admission.reading.exhausted",
		"%d istek izin verilen son denemesinde de (%d. deneme) 503 aldı ve vazgeçti.",
		"%d request still got a 503 on its last allowed try (try %d) and gave up.",
		"%d requests still got a 503 on their last allowed try (try %d) and gave up.")
	rdNoRetry = i18n.Add("admission.reading.no_retry",
		"Hiçbir deneme 503 almadı; istemcilerin yeniden denemesi gerekmedi.",
		"No attempt got a 503, so the clients never had to retry.")
	rdDropped = i18n.AddCount("admission.reading.dropped",
		"Denetimli kipte kuyruktaki %d işin sırası geldiğinde son tarihi geçmişti; işlenmeden atıldı (504).",
		"Bounded, %d queued job had passed its deadline when its turn came and was dropped unprocessed (504).",
		"Bounded, %d queued jobs had passed their deadline when their turn came and were dropped unprocessed (504).")
	rdDeadline = i18n.Add("admission.reading.deadline",
		"%s son tarih içinde yanıtlanan istek: denetimli %d, denetimsiz %d.",
		"Answered within the %s deadline: bounded %d, unbounded %d.")
	rdLate = i18n.AddCount("admission.reading.late",
		"Denetimsiz kipte %d yanıt son tarihten sonra geldi: o iş kimse için yapılmadı.",
		"Unbounded, %d answer came after its deadline: that work was done for nobody.",
		"Unbounded, %d answers came after their deadline: that work was done for nobody.")
	rdClasses = i18n.Add("admission.reading.classes",
		"Denetimli kipte kritik denemelerin %%%s kadarı, normal denemelerin %%%s kadarı geri çevrildi.",
		"Bounded, %s%% of critical attempts and %s%% of normal ones were turned away.")
	rdLimit = i18n.Add("admission.reading.limit",
		"%s sınırı %d ile %d arasında gezindi; son değeri %d oldu. Sınırları: eşzamanlılık %d (daha azı işçileri boş bırakırdı) ve eşzamanlılık + kuyruk %d (kuyruk daha fazlasını tutmaz).",
		"The %s limit moved between %d and %d and ended at %d. Its bounds: concurrency %d (fewer would leave workers idle) and concurrency + queue %d (the queue holds no more).")
	rdLimitFlat = i18n.Add("admission.reading.limit_flat",
		"%s sınırı çalışma boyunca hiç değişmedi, hep %d kaldı (alt sınır eşzamanlılık %d, üst sınır eşzamanlılık + kuyruk %d).",
		"The %s limit stayed at %d the whole run (floor: concurrency %d; ceiling: concurrency + queue %d).")
	rdLimitStuck = i18n.Add("admission.reading.limit_stuck",
		"Kuyruk 0 olduğundan %s sınırının uyarlayacak bir şeyi yoktu: alt ve üst sınırı ikisi de %d (eşzamanlılık).",
		"With queue 0 the %s limit had nothing to adapt: its floor and ceiling are both %d (concurrency).")
)
