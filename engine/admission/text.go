package admission

import "playground/engine/i18n"

// The lab's catalog strings that are not written inline (knob labels are, in
// params.go; metrics, challenges and sweeps in lab.go).

// Parameter rules.
var (
	ruleWholeSeconds = i18n.Text{TR: "tam saniye olmalı (Retry-After başlığı saniye taşır)", EN: "must be whole seconds (the Retry-After header carries seconds)"}
	ruleReserve      = i18n.Text{
		TR: "kabul sınırının en küçük değerinden (%s = %s) küçük olmalı ki normal sınıfa da yer kalsın",
		EN: "must be below the admission limit's lowest value (%s = %s) so the normal class keeps a place",
	}
	tConcurrencyQueue = i18n.Text{TR: "eşzamanlılık + kuyruk", EN: "concurrency + queue"}
	tConcurrency      = i18n.Text{TR: "eşzamanlılık", EN: "concurrency"}
	ruleTooMany       = i18n.Text{
		TR: "beklenen istek sayısı (geliş hızı × geliş süresi = %s) en çok %s olabilir; geliş hızını (rate) ya da geliş süresini (duration) azaltın",
		EN: "the expected requests (arrival rate × arrival window = %s) may be at most %s; lower the arrival rate (rate) or the arrival window (duration)",
	}
	ruleStorm = i18n.Text{
		TR: "beklenen istek × en çok deneme (%s) en çok %s olabilir; en çok deneme sayısını (attempts), istek sayısını (requests), geliş hızını (rate) ya da geliş süresini (duration) azaltın",
		EN: "the expected requests × max attempts (%s) may be at most %s; lower the max attempts (attempts), the requests (requests), the arrival rate (rate) or the arrival window (duration)",
	}
	ruleFaultedStorm = i18n.Text{
		TR: "arıza eklenmiş bir çalıştırmada beklenen istek × en çok deneme (%s) en çok %s olabilir (her deneme ağın çağrı düzeneğinden geçer); istek sayısını (requests), geliş hızını (rate), geliş süresini (duration) ya da en çok deneme sayısını (attempts) azaltın veya arızaları kaldırın",
		EN: "with faults, the expected requests × max attempts (%s) may be at most %s (each attempt goes through the network's call machinery); lower the requests (requests), the arrival rate (rate), the arrival window (duration) or the max attempts (attempts), or remove the faults",
	}
	ruleCodeStorm = i18n.Text{
		TR: "kodunuzla çalıştırmada beklenen istek × en çok deneme (%s) en çok %s olabilir (kod her denemede çağrılır); istek sayısını (requests), geliş hızını (rate), geliş süresini (duration) ya da en çok deneme sayısını (attempts) azaltın",
		EN: "with your code, the expected requests × max attempts (%s) may be at most %s (the code is called on every attempt); lower the requests (requests), the arrival rate (rate), the arrival window (duration) or the max attempts (attempts)",
	}
	ruleSpan = i18n.Text{
		TR: "çalıştırma yaklaşık %s sanal zaman sürerdi (geliş süresi %s + denetimsiz kuyruğun boşalması %s + yeniden deneme beklemeleri %s), en çok %s olabilir; geliş süresini (duration), iş süresini (work), geliş hızını (rate) ya da Retry-After süresini (retry_after) azaltın veya eşzamanlılığı (concurrency) artırın",
		EN: "the run would last about %s of virtual time (arrival window %s + draining the unbounded queue %s + retry waits %s), at most %s; lower the arrival window (duration), the work time (work), the arrival rate (rate) or Retry-After (retry_after), or raise the concurrency (concurrency)",
	}
	hintTime = i18n.Text{
		TR: "Sanal zamanı kısaltmak için geliş süresini (duration), iş süresini (work) ya da Retry-After süresini (retry_after) azaltın veya eşzamanlılığı (concurrency) artırın.",
		EN: "To shorten the virtual time, lower the arrival window (duration), the work time (work) or Retry-After (retry_after), or raise the concurrency (concurrency).",
	}
	hintEvents = i18n.Text{
		TR: "Daha az olay için istek sayısını (requests), geliş hızını (rate), geliş süresini (duration) ya da en çok deneme sayısını (attempts) azaltın.",
		EN: "For fewer events, lower the requests (requests), the arrival rate (rate), the arrival window (duration) or the max attempts (attempts).",
	}
)

// Modes, classes and the lesson's line.
var (
	tModeUnbounded = i18n.Text{TR: "denetimsiz", EN: "unbounded"}
	tModeBounded   = i18n.Text{TR: "denetimli", EN: "bounded"}
	// A mode as a sentence's subject.
	tTitleUnbounded = i18n.Text{TR: "Denetimsiz kip", EN: "The unbounded mode"}
	tTitleBounded   = i18n.Text{TR: "Denetimli kip", EN: "The bounded mode"}
	// The replay's phase marks.
	tPhaseArriving  = i18n.Text{TR: "istekler geliyor", EN: "requests arriving"}
	tPhaseNoArrival = i18n.Text{TR: "geliş süresi: hiç istek gelmedi", EN: "arrival window: no request arrived"}
	tPhaseDone      = i18n.Text{TR: "%s sunucu son yanıtını verdi", EN: "the %s server gave its last answer"}
	tPhaseStopped   = i18n.Text{TR: "%s kip süre sınırında durduruldu", EN: "the %s mode was stopped at its horizon"}
	tSliceWord      = i18n.Text{TR: "dilim", EN: "slice"}
	tMoreGroups     = i18n.Counted{TR: "… %d grup daha", EnOne: "… %d more group", EnOther: "… %d more groups"}
	cNormal         = i18n.Text{TR: "normal", EN: "normal"}
	cCritical       = i18n.Text{TR: "kritik", EN: "critical"}
)

// Sections and columns.
var (
	tSecOutcomes  = i18n.Text{TR: "Sonuçlar ve gecikme yüzdelikleri", EN: "Outcomes and latency percentiles"}
	tSecGroups    = i18n.Text{TR: "Durum ve gecikme dilimine göre gruplar (sort | uniq -c)", EN: "Groups by status and latency slice (sort | uniq -c)"}
	tSecLittle    = i18n.Text{TR: "Little yasası (L = λW), ölçülen", EN: "Little's law (L = λW), measured"}
	tSecClasses   = i18n.Text{TR: "Normal ve kritik sınıf", EN: "Normal and critical class"}
	tSecLimit     = i18n.Text{TR: "Uyarlanan kabul sınırı", EN: "Adaptive admission limit"}
	tSecRejection = i18n.Text{TR: "Sunucu doluyken gelen isteğe verilen ham yanıt", EN: "The raw answer to a request that finds the server full"}

	cMode     = i18n.Text{TR: "kip", EN: "mode"}
	cRequests = i18n.Text{TR: "istek", EN: "requests"}
	cSent     = i18n.Text{TR: "deneme", EN: "attempts"}
	cGoodput  = i18n.Text{TR: "zamanında", EN: "in time"}
	cLate     = i18n.Text{TR: "geç 200", EN: "late 200s"}
	cGaveUp   = i18n.Text{TR: "503 ile vazgeçen", EN: "gave up on 503"}
	cMax      = i18n.Text{TR: "en çok ms", EN: "max ms"}
	cE2EMax   = i18n.Text{TR: "uçtan uca en çok ms", EN: "end-to-end max ms"}
	cP50      = i18n.Text{TR: "p50 ms", EN: "p50 ms"}
	cP95      = i18n.Text{TR: "p95 ms", EN: "p95 ms"}
	cP99      = i18n.Text{TR: "p99 ms", EN: "p99 ms"}
	cE2EP50   = i18n.Text{TR: "uçtan uca p50 ms", EN: "end-to-end p50 ms"}
	cE2EP95   = i18n.Text{TR: "uçtan uca p95 ms", EN: "end-to-end p95 ms"}
	cE2EP99   = i18n.Text{TR: "uçtan uca p99 ms", EN: "end-to-end p99 ms"}
	cAmp      = i18n.Text{TR: "deneme çarpanı", EN: "amplification"}
	cCount    = i18n.Text{TR: "adet", EN: "count"}
	cStatus   = i18n.Text{TR: "durum", EN: "status"}
	cSlice    = i18n.Text{TR: "gecikme dilimi", EN: "slice"}
	cClass    = i18n.Text{TR: "sınıf", EN: "class"}

	tOutcomesNote = i18n.Text{
		TR: "p50, p95, p99, en çok: 200 alan denemelerin gecikmesi (deneme başına); uçtan uca: yanıtlanan isteklerin ilk denemesinden 200'e kadar geçen süre; zamanında: 200'ü %s içinde gelen istek; geç 200: bundan sonra gelen.",
		EN: "p50, p95, p99, max: the latency of the attempts answered 200 (per attempt); end to end: from a request's first attempt to its 200; in time: requests whose 200 came within %s; late 200s: those that came after it.",
	}
	tWindowDeadline = i18n.Text{TR: "son tarih (%s)", EN: "the deadline (%s)"}
	tWindowPatience = i18n.Text{TR: "istemcinin sabır süresi (%s)", EN: "the client's patience (%s)"}

	tLittle       = i18n.Text{TR: "%s: L = %s, λ = %s/s, W = %s s, λW = %s", EN: "%s: L = %s, λ = %s/s, W = %s s, λW = %s"}
	tLittleWindow = i18n.Text{
		TR: "İki kip aynı pencerede ölçüldü: ilk denemenin gönderilmesinden kabul edilen son denemenin yanıtına kadar %s. L, kabul edilen denemelerden yolda olanların (gönderilmiş, yanıtı henüz gelmemiş) bu penceredeki zaman ortalaması; λ, saniyede kabul edilen deneme; W, kabul edilen bir denemenin gönderilmesinden yanıtına kadar geçen ortalama süre.",
		EN: "Both modes are measured over the same window: %s from the first attempt's sending to the last admitted attempt's answer. L is the time average of the admitted attempts under way (sent, answer not yet back) over it; λ the attempts admitted per second; W the mean time from an admitted attempt's sending to its answer.",
	}
	tLimitLine = i18n.Text{
		TR: "%s: alt sınır %d (eşzamanlılık), üst sınır %d (eşzamanlılık + kuyruk); başlangıç %d, en küçük %d, en büyük %d, son %d",
		EN: "%s: floor %d (concurrency), ceiling %d (concurrency + queue); start %d, lowest %d, highest %d, last %d",
	}
	tNoRejection = i18n.Text{TR: "(bu çalıştırmada hiçbir istek geri çevrilmedi; sunucu dolu olsaydı şu yanıtı verirdi)", EN: "(no request was rejected in this run; a full server would answer this)"}
	// A run stopped at its horizon: what was not measured, and why.
	tNotMeasured   = i18n.Plain("—")
	tRunEnded      = i18n.Text{TR: "sona dek yanıtsız", EN: "no answer by the end"}
	cOpen          = i18n.Text{TR: "sona dek yanıtsız", EN: "no answer by the end"}
	cUnfinished    = i18n.Text{TR: "sona dek bitmeyen", EN: "unfinished at the end"}
	tLessonCut     = i18n.Text{TR: "Dersin çıktısı değil: çalıştırma bitmeden durduruldu", EN: "Not the lesson's output: the run was stopped before it finished"}
	tLessonCutNote = i18n.Text{
		TR: "Arızaların uzattığı çalıştırma süre sınırında, %s durduruldu; dersin betiği satırlarını ancak her curl döndüğünde yazar. Satırlar o ana dek gelen yanıtları sayar; “sona dek yanıtsız”: o an hâlâ yanıt bekleyen denemeler.",
		EN: "The faults stretched the run and it was stopped at its horizon, %s; the lesson's script prints its lines only once every curl is back. The lines count the answers that had come by then; “no answer by the end”: the attempts still waiting for one then.",
	}
	tOutcomesCut = i18n.Text{
		TR: "Çalıştırma süre sınırında durduruldu; sayılar o ana dek ölçülenlerdir. Sona dek yanıtsız: o an hâlâ yanıt bekleyen deneme; sona dek bitmeyen: o an son yanıtını almamış istek (bir denemesi yanıt bekliyordu ya da yeniden denemesinin zamanı gelmemişti).",
		EN: "The run was stopped at its horizon; the numbers are those measured by then. No answer by the end: attempts still waiting for an answer then; unfinished at the end: requests without their last answer then (an attempt still waiting, or a retry not yet due).",
	}
	tNoLatency = i18n.Text{TR: "—: hiçbir deneme 200 almadığından ölçülmedi.", EN: "—: not measured, as no attempt was answered 200."}
	tGroupsCut = i18n.Text{
		TR: "Sona dek yanıtsız: çalıştırma süre sınırında durdurulduğunda hâlâ yanıt bekleyen denemeler; durumları ve gecikmeleri ölçülmedi (—).",
		EN: "No answer by the end: the attempts still waiting for an answer when the run was stopped at its horizon; their status and latency were not measured (—).",
	}
	tLittleCut = i18n.Text{
		TR: "%s: ölçülmedi (—): çalıştırma, bu kipin her denemesi yanıtını almadan süre sınırında durduruldu",
		EN: "%s: not measured (—): the run was stopped at its horizon before every attempt of this mode had its answer",
	}
	tLittleWindowOne = i18n.Text{
		TR: "Pencere: ilk denemenin gönderilmesinden kabul edilen son denemenin yanıtına kadar %s. L, kabul edilen denemelerden yolda olanların (gönderilmiş, yanıtı henüz gelmemiş) bu penceredeki zaman ortalaması; λ, saniyede kabul edilen deneme; W, kabul edilen bir denemenin gönderilmesinden yanıtına kadar geçen ortalama süre.",
		EN: "The window: %s from the first attempt's sending to the last admitted attempt's answer. L is the time average of the admitted attempts under way (sent, answer not yet back) over it; λ the attempts admitted per second; W the mean time from an admitted attempt's sending to its answer.",
	}
	tNoneReserved = i18n.Text{
		TR: "Kritik sınıfa hiç yer ayrılmasaydı, aynı isteklerde denetimli sunucu kritik denemelerin %s geri çevirirdi.",
		EN: "With no place reserved for the critical class, the bounded server would have rejected %s of critical attempts on the same requests.",
	}
	tFewerReserved = i18n.Counted{
		TR:      "Kritik sınıfa bir yer eksik, yani %d yer ayrılsaydı, aynı isteklerde denetimli sunucu kritik denemelerin %s geri çevirirdi.",
		EnOne:   "With one place fewer reserved for the critical class, %d place, the bounded server would have rejected %s of critical attempts on the same requests.",
		EnOther: "With one place fewer reserved for the critical class, %d places, the bounded server would have rejected %s of critical attempts on the same requests.",
	}
	tGroupsMore = i18n.Counted{TR: "(+%d grup daha)", EnOne: "(+%d more group)", EnOther: "(+%d more groups)"}
)

// Figures.
var (
	tFigLoad      = i18n.Text{TR: "%s: sunulan ve kabul edilen yük", EN: "%s: offered and accepted load"}
	tFigOccupancy = i18n.Text{TR: "%s: işlenen, kuyrukta bekleyen, sınır", EN: "%s: in flight, queued, limit"}
	tFigLatency   = i18n.Text{TR: "Duruma göre gecikme dağılımı", EN: "Latency histogram by status"}
	tAxisTime     = i18n.Text{TR: "zaman", EN: "time"}
	tAxisRate     = i18n.Text{TR: "saniyede deneme", EN: "attempts per second"}
	tAxisAttempts = i18n.Text{TR: "%s başına deneme", EN: "attempts per %s"}
	// The burst's load: attempts counted at each exact instant they came.
	tAxisInstant    = i18n.Text{TR: "geliş anı", EN: "arrival instant"}
	tAxisAttemptsAt = i18n.Text{TR: "o anda gelen deneme", EN: "attempts at that instant"}
	tAxisJobs       = i18n.Text{TR: "iş", EN: "jobs"}
	tAxisSlice      = i18n.Text{TR: "gecikme dilimi (her biri %s)", EN: "latency slice (%s each)"}
	tAxisAnswers    = i18n.Text{TR: "yanıt", EN: "answers"}
	tLineOffered    = i18n.Text{TR: "sunulan (yeniden denemeler dahil)", EN: "offered (retries included)"}
	tLineFresh      = i18n.Text{TR: "ilk denemeler", EN: "first attempts"}
	tLineAccepted   = i18n.Text{TR: "kabul edilen", EN: "accepted"}
	tLineRunning    = i18n.Text{TR: "işlenen", EN: "in flight"}
	tLineQueued     = i18n.Text{TR: "kuyrukta", EN: "queued"}
	tLineLimit      = i18n.Text{TR: "kabul sınırı", EN: "admission limit"}
	tLineStatus     = i18n.Text{TR: "%s %d", EN: "%s %d"}
)

// Scene.
var (
	tNodeCurls          = i18n.Counted{TR: "olc.sh istemcisi (aynı anda %d curl)", EnOne: "olc.sh client (%d curl at once)", EnOther: "olc.sh client (%d curls at once)"}
	tNodePoisson        = i18n.Text{TR: "yük üreteci (Poisson, saniyede %s istek)", EN: "load generator (Poisson, %s requests per second)"}
	tNodeServer         = i18n.Text{TR: "%s iş sunucusu (kabul.mjs, %s)", EN: "%s work server (kabul.mjs, %s)"}
	tNodeQueueUnbounded = i18n.Text{TR: "kuyruk (sınırsız)", EN: "queue (unbounded)"}
	tNodeQueueBounded   = i18n.Counted{TR: "kuyruk (en çok %d yer)", EnOne: "queue (at most %d place)", EnOther: "queue (at most %d places)"}
	tEffectQueued       = i18n.Text{TR: "kuyrukta bekledi, sonra işlendi", EN: "waited in the queue, then served"}
	tEffectShed         = i18n.Text{TR: "hemen geri çevrildi: 503 ve Retry-After", EN: "rejected at once: 503 and Retry-After"}
	tEffectExpired      = i18n.Text{TR: "son tarihi geçtiği için işlenmeden atıldı (504)", EN: "dropped unprocessed, its deadline had passed (504)"}
	tEffectGaveUp       = i18n.Text{TR: "izin verilen son denemesinde de 503 aldı: istemci vazgeçti", EN: "a 503 on the last try allowed: the client gave up"}
	tEffectLate         = i18n.Text{TR: "son tarih ya da istemcinin sabrı dolduktan sonra yanıtlandı: iş boşa yapıldı", EN: "answered after the deadline or the client's patience: work done for nobody"}
)

// Reading: each sentence is printed only when its claim holds for the run
// (reading.go says which; reading_test.go checks it).
var (
	rdNoRequests = i18n.Text{
		TR: "Geliş süresi içinde hiç istek gelmedi; karşılaştırılacak bir şey yok. Geliş hızını ya da geliş süresini artırın.",
		EN: "No request arrived in the arrival window, so there is nothing to compare. Raise the arrival rate or the arrival window.",
	}
	rdUnboundedOne = i18n.Text{
		TR: "Denetimsiz kipte sunucu tek isteği kabul etti; yanıt %s sürdü.",
		EN: "Unbounded, the server accepted its one request; the answer took %s.",
	}
	rdUnbounded = i18n.Counted{
		TR:      "Denetimsiz kipte sunucu %d isteğin hepsini kabul etti; en yavaş yanıt %s sürdü.",
		EnOne:   "Unbounded, the server accepted all %d request; the slowest answer took %s.",
		EnOther: "Unbounded, the server accepted all %d requests; the slowest answer took %s.",
	}
	rdSame = i18n.Counted{
		TR:      "Yük sınırın altında kaldı: denetimli kipte de hiçbir istek geri çevrilmedi ve iki kip %d isteği de tam olarak aynı gecikmelerle yanıtladı (ortalama %s, en çok %s).",
		EnOne:   "The load stayed within the limit: the bounded mode rejected no request either, and both modes answered the %d request with the very same wait (%s on average, %s at most).",
		EnOther: "The load stayed within the limit: the bounded mode rejected no request either, and both modes answered all %d requests with the very same waits (%s on average, %s at most).",
	}
	rdNoneAway = i18n.Text{
		TR: "Denetimli kipte de hiçbir istek geri çevrilmedi; en yavaş yanıt %s sürdü.",
		EN: "The bounded mode rejected no request either; its slowest answer took %s.",
	}
	rdShed = i18n.Text{
		TR: "Denetimli kipte %[1]s denemeden %[2]s bekletilmeden 503 ile geri çevrildi; kabul edilenler en geç %[3]s içinde yanıtlandı.",
		EN: "Bounded, %[2]s of %[1]s attempts were rejected at once with a 503; the accepted ones were answered within %[3]s.",
	}
	rdShedRetries = i18n.Text{
		TR: "Denetimli kipte %[1]s denemeden %[2]s bekletilmeden 503 ile geri çevrildi; kabul edilen denemeler en geç %[3]s içinde yanıtlandı, ama yeniden deneyen istemciler yanıtlarını uçtan uca ancak %[4]s içinde aldı.",
		EN: "Bounded, %[2]s of %[1]s attempts were rejected at once with a 503; the accepted attempts were answered within %[3]s, but the retrying clients got their answers only within %[4]s end to end.",
	}
	rdShedHeld = i18n.Text{
		TR: "Denetimli kipte %[1]s denemeden %[2]s 503 aldı, ama hemen değil: en yavaşı %[4]s sonra döndü; kabul edilenler en geç %[3]s içinde yanıtlandı.",
		EN: "Bounded, %[2]s of %[1]s attempts got a 503, but not at once: the slowest came back after %[4]s; the accepted ones were answered within %[3]s.",
	}
	rdShedHeldRetries = i18n.Text{
		TR: "Denetimli kipte %[1]s denemeden %[2]s 503 aldı, ama hemen değil: en yavaşı %[5]s sonra döndü; kabul edilen denemeler en geç %[3]s içinde yanıtlandı, ama yeniden deneyen istemciler yanıtlarını uçtan uca ancak %[4]s içinde aldı.",
		EN: "Bounded, %[2]s of %[1]s attempts got a 503, but not at once: the slowest came back after %[5]s; the accepted attempts were answered within %[3]s, but the retrying clients got their answers only within %[4]s end to end.",
	}
	rdSooner = i18n.Text{
		TR: "Kabul denetimi belirsiz bir beklemeyi kesin bir redde çevirdi: denetimsiz kipte %[2]s en yavaşı %[3]s, denetimli kipte %[4]s en yavaşı %[5]s sürdü; %[1]s kat daha kısa.",
		EN: "Admission control turned an open-ended wait into a clear rejection: of the %[2]s unbounded, the slowest took %[3]s; of the %[4]s bounded, %[5]s, %[1]s times shorter.",
	}
	// cntOK200 counts the requests a comparison of waits compares (a
	// request answered 200 has one such answer).
	cntOK200        = i18n.Counted{TR: "200 alan %s isteğin", EnOne: "%s request answered 200", EnOther: "%s requests answered 200"}
	rdSoonerRetries = i18n.Text{
		TR: "Yeniden denemeler dahil bile kabul denetimi beklemeyi kısalttı: denetimsiz kipte %[2]s en yavaşı %[3]s, denetimli kipte %[4]s en yavaşı uçtan uca %[5]s sürdü; %[1]s kat daha kısa.",
		EN: "Even with its retries, admission control shortened the wait: of the %[2]s unbounded, the slowest took %[3]s; of the %[4]s bounded, %[5]s end to end, %[1]s times shorter.",
	}
	rdLater = i18n.Text{
		TR: "Yeniden denemeler beklemeyi kullanıcıya geri taşıdı: denetimli kipte tek bir deneme en çok %[1]s beklese de %[2]s en yavaşı uçtan uca %[3]s sürdü; denetimsiz kipte %[4]s en yavaşı %[5]s sürmüştü.",
		EN: "Retries handed the wait back to the users: bounded, no single attempt waited more than %[1]s, yet of the %[2]s, the slowest took %[3]s end to end; unbounded, of the %[4]s, the slowest had taken %[5]s.",
	}
	rdLittle = i18n.Text{
		TR: "Little yasası denetimli sunucuda ölçümle tutuyor: kabul ettiği denemelerden ortalama L = %s deneme yoldaydı (gönderilmiş, yanıtı henüz gelmemiş) ve λW = %s/s × %s s = %s.",
		EN: "Little's law holds as measured at the bounded server: of the attempts it admitted, L = %s were under way on average (sent, answer not yet back), and λW = %s/s × %s s = %s.",
	}
	rdLittleBounds = i18n.Text{
		TR: "Aynı pencerede (%s) denetimsiz sunucunun kabul ettiği denemelerden ortalama %s deneme yoldaydı ve her biri ortalama %s sürdü; denetimli sunucuda bunlar %s deneme ve %s: tutulan işi sınırlamak, bir işin sunucuda kaldığı süreyi de sınırladı.",
		EN: "Over the same window (%s), of the attempts the unbounded server admitted, %s were under way on average, each for %s on average; of the bounded server's, %s, each for %s: bounding the jobs held bounded the time each was held.",
	}
	rdRetries = i18n.Counted{
		TR:      "Yeniden denemeler denetimli sunucuya ulaşan yükü %[2]s katına çıkardı: %[1]d istek için sunucuya %[3]s deneme ulaştı.",
		EnOne:   "Retries multiplied the load reaching the bounded server by %[2]s: %[3]s attempts reached it for %[1]d request.",
		EnOther: "Retries multiplied the load reaching the bounded server by %[2]s: %[3]s attempts reached it for %[1]d requests.",
	}
	rdExhausted = i18n.Counted{
		TR:      "%d istek, izin verilen son denemesinde de (%d. deneme) 503 aldı ve vazgeçti.",
		EnOne:   "%d request still got a 503 on its last allowed attempt (attempt %d) and gave up.",
		EnOther: "%d requests still got a 503 on their last allowed attempt (attempt %d) and gave up.",
	}
	rdNoRetry = i18n.Text{
		TR: "Hiçbir deneme 503 almadı; istemcilerin yeniden denemesi gerekmedi.",
		EN: "No attempt got a 503, so the clients never had to retry.",
	}
	rdDropped = i18n.Counted{
		TR:      "Denetimli kipte kuyruktaki %d işin sırası geldiğinde son tarihi geçmişti; bu işler işlenmeden atıldı (504).",
		EnOne:   "Bounded, %d queued job had passed its deadline when its turn came and was dropped unprocessed (504).",
		EnOther: "Bounded, %d queued jobs had passed their deadline when their turn came and were dropped unprocessed (504).",
	}
	rdInTime = i18n.Text{
		TR: "Zamanında, yani %s içinde yanıtlanan istek: denetimli kipte %s, denetimsiz kipte %s.",
		EN: "Requests answered in time, within %s: %s bounded, %s unbounded.",
	}
	rdLate = i18n.Counted{
		TR:      "Denetimsiz kipte %d yanıt, %s dolduktan sonra geldi: o işler kimse için yapılmadı.",
		EnOne:   "Unbounded, %d answer came after %s had run out: that work was done for nobody.",
		EnOther: "Unbounded, %d answers came after %s had run out: that work was done for nobody.",
	}
	rdClasses = i18n.Text{
		TR: "Denetimli kipte kritik denemelerin %s, normal denemelerin %s geri çevrildi.",
		EN: "Bounded, %s of critical attempts and %s of normal ones were rejected.",
	}
	// tClassShare is a class's rejected share with the counts it is the
	// share of: "%12,5'i (24 denemeden 3'ü)" / "12.5% (3 of 24)".
	tClassShare   = i18n.Text{TR: "%[1]s (%[2]s denemeden %[3]s)", EN: "%[1]s (%[3]s of %[2]s)"}
	rdReserveFull = i18n.Counted{
		TR:      "Kritik sınıfa %[1]d yer ayrılmışken bu sınıfın %[2]s denemesinin hiçbiri geri çevrilmedi; normal denemelerin %[3]s geri çevrildi.",
		EnOne:   "With %[1]d place reserved for the critical class, none of its %[2]s attempts was rejected, while %[3]s of normal ones were.",
		EnOther: "With %[1]d places reserved for the critical class, none of its %[2]s attempts was rejected, while %[3]s of normal ones were.",
	}
	rdReservePart = i18n.Counted{
		TR:      "Kritik sınıfa %[1]d yer ayrılmışken geri çevrilen kritik deneme payı normal denemelerinkinden %[2]s puan aşağıda kaldı: kritik denemelerin %[3]s, normal denemelerin %[4]s geri çevrildi. Ayrılan yerler boşken normal isteklere ödünç verildiğinden dersteki gibi her zaman boş durmuyor.",
		EnOne:   "With %[1]d place reserved for the critical class, its rejected share stayed %[2]s points below the normal class's: %[3]s of critical attempts and %[4]s of normal ones were rejected. Lent to normal requests while idle, the place is not always kept free as in the lesson.",
		EnOther: "With %[1]d places reserved for the critical class, its rejected share stayed %[2]s points below the normal class's: %[3]s of critical attempts and %[4]s of normal ones were rejected. Lent to normal requests while idle, the places are not always kept free as in the lesson.",
	}
	rdReserveNone = i18n.Counted{
		TR:      "Kritik sınıfa ayrılan %[1]d yer, geri çevrilen kritik deneme payını normal denemelerinkinin altında tutmadı: kritik denemelerin %[2]s, normal denemelerin %[3]s geri çevrildi.",
		EnOne:   "The %[1]d place reserved for the critical class did not keep its rejected share below the normal class's: %[2]s of critical attempts and %[3]s of normal ones were rejected.",
		EnOther: "The %[1]d places reserved for the critical class did not keep its rejected share below the normal class's: %[2]s of critical attempts and %[3]s of normal ones were rejected.",
	}
	rdLimit = i18n.Text{
		TR: "%s sınırı %d ile %d arasında değişti; son değeri %d oldu. Alt sınırı eşzamanlılık (%d; daha azı işçileri boş bırakırdı), üst sınırı eşzamanlılık + kuyruk (%d; kuyruk daha fazlasını almaz).",
		EN: "The %s limit moved between %d and %d and ended at %d. Its floor is the concurrency (%d; fewer would leave workers idle), its ceiling concurrency + queue (%d; the queue takes no more).",
	}
	rdLimitFlat = i18n.Text{
		TR: "%s sınırı çalıştırma boyunca hiç değişmedi, hep %d kaldı (alt sınır: eşzamanlılık, %d; üst sınır: eşzamanlılık + kuyruk, %d).",
		EN: "The %s limit stayed at %d the whole run (floor: the concurrency, %d; ceiling: concurrency + queue, %d).",
	}
	rdStopped = i18n.Text{
		TR: "%[1]s bitmedi: çalıştırma süre sınırında, %[2]s durdurulduğunda %[3]s. Tablolar bunları ayrı sayar ve o ana dek ölçüleni gösterir.",
		EN: "%[1]s did not finish: when the run was stopped at its horizon, %[2]s, %[3]s. The tables count them apart and show what was measured by then.",
	}
	rdStoppedUnsent = i18n.Text{
		TR: "%[1]s bitmedi: çalıştırma süre sınırında, %[2]s durdurulduğunda %[3]s ve %[4]s. Tablolar bunları ayrı sayar ve o ana dek ölçüleni gösterir.",
		EN: "%[1]s did not finish: when the run was stopped at its horizon, %[2]s, %[3]s, and %[4]s. The tables count them apart and show what was measured by then.",
	}
	tStoppedOpen = i18n.Counted{
		TR:      "bu kipin %d denemesi hâlâ yanıt bekliyordu",
		EnOne:   "%d of its attempts still waited for an answer",
		EnOther: "%d of its attempts still waited for an answer",
	}
	tStoppedNoneOpen = i18n.Text{TR: "bu kipin hiçbir denemesi yanıt beklemiyordu", EN: "none of its attempts waited for an answer"}
	tStoppedRetries  = i18n.Counted{
		TR:      "%d isteğin yeniden denemesi henüz gönderilmemişti",
		EnOne:   "%d request's retry was not yet sent",
		EnOther: "%d requests' retries were not yet sent",
	}
	rdLimitStuck = i18n.Text{
		TR: "Kuyruk 0 olduğundan %s sınırının uyarlayacağı bir şey yoktu: alt ve üst sınırı aynı, %d (eşzamanlılık).",
		EN: "With a queue of 0 the %s limit had nothing to adapt: its floor and ceiling are both %d (the concurrency).",
	}
)
