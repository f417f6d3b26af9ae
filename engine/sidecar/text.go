package sidecar

import "playground/engine/i18n"

// Table labels: English as in the course index, Turkish as the lesson prints.
var (
	txtThick     = i18n.Add("sidecar.layout.thick", "kalın uygulama", "thick app")
	txtThin      = i18n.Add("sidecar.layout.thin", "ince + yan araba", "thin app+sidecar")
	txtFixMethod = i18n.Add("sidecar.layout.method", "yan araba, yalnız etkisiz yöntem", "sidecar, idempotent only")
	txtFixIdem   = i18n.Add("sidecar.layout.idempotency", "yan araba + tekillik anahtarı", "sidecar + idempotency key")

	colLayout  = i18n.Add("sidecar.col.layout", "yerleşim", "layout")
	colDebt    = i18n.Add("sidecar.col.debt", "borç kodu", "debt")
	colPay     = i18n.Add("sidecar.col.pay", "ödeme kodu", "pay")
	colReached = i18n.Add("sidecar.col.reached", "ücrete ulaşan", "fee reached")
	colCharges = i18n.Add("sidecar.col.charges", "tahsil", "charges")
	colProcs   = i18n.Add("sidecar.col.processes", "süreç", "processes")
	colHops    = i18n.Add("sidecar.col.hops", "yerel durak", "local hops")

	colLogical   = i18n.Add("sidecar.col.logical", "mantıksal istek", "logical requests")
	colTries     = i18n.Add("sidecar.col.tries", "ücrete deneme", "fee tries")
	colAmplify   = i18n.Add("sidecar.col.amplification", "istek başına", "per request")
	colKeys      = i18n.Add("sidecar.col.keys", "ölçüt anahtarı", "metric keys")
	colTimeouts  = i18n.Add("sidecar.col.timeouts", "zaman aşımı", "timeouts")
	colTLS       = i18n.Add("sidecar.col.tls", "TLS hatası", "tls failures")
	colDenied    = i18n.Add("sidecar.col.denied", "bütçe reddi", "budget denied")
	colReplays   = i18n.Add("sidecar.col.replays", "yeniden verilen", "replays")
	titleFixes   = i18n.Add("sidecar.section.fixes", "Dersin adını verdiği çözümler", "The fixes the lesson names")
	titleAttempt = i18n.Add("sidecar.section.attempts", "Denemeler, çarpan ve ölçüt anahtarları", "Tries, amplification and metric keys")

	txtReset   = i18n.Add("sidecar.err.reset", "koptu", "reset")
	txtRefused = i18n.Add("sidecar.err.refused", "reddedildi", "refused")

	// The metrics lines: the index's two-line English form, the lesson's
	// one-line-per-layout Turkish form.
	txtMetricsThick = i18n.Add("sidecar.metrics.thick",
		"kalın uygulama     ölçüt (istek/deneme/hata): %s",
		"metrics (requests/attempts/errors): thick: %s;")
	txtMetricsThin = i18n.Add("sidecar.metrics.thin",
		"ince + yan araba   ölçüt (istek/deneme/hata): %s",
		"sidecar: %s")
	txtMoreKeys = i18n.Add("sidecar.metrics.more", "… %d anahtar daha", "… %d more keys")

	colRetries   = i18n.Add("sidecar.col.retries", "yeniden deneme", "retries")
	colConflicts = i18n.Add("sidecar.col.conflicts", "409 (sürüyor)", "409 in progress")
)

// Counted phrases: Turkish keeps the noun singular after a number, English
// picks the singular for one.
var (
	countCharges   = i18n.AddCount("sidecar.count.charges", "%d tahsilat", "%d charge", "%d charges")
	countTimes     = i18n.AddCount("sidecar.count.times", "%d kez", "%d time", "%d times")
	countReplays   = i18n.AddCount("sidecar.count.replays", "%d yinelemeyi", "%d repeat", "%d repeats")
	countConflicts = i18n.AddCount("sidecar.count.conflicts", "%d kez 409 (çakışma)", "409 (conflict) %d time", "409 (conflict) %d times")
	countRetries   = i18n.AddCount("sidecar.count.retries", "%d yeniden denemeyi", "%d retry", "%d retries")
	countRequests  = i18n.AddCount("sidecar.count.requests", "%d istek", "%d request", "%d requests")
	countLogical   = i18n.AddCount("sidecar.count.logical", "%d mantıksal istek", "%d logical request", "%d logical requests")
	countTries     = i18n.AddCount("sidecar.count.tries", "%d deneme", "%d try", "%d tries")
	countNames     = i18n.AddCount("sidecar.count.names", "%d ad", "%d name", "%d names")
	countPaths     = i18n.AddCount("sidecar.count.paths", "%d yol", "%d path", "%d paths")

	// Whole sentences that start with their count.
	readDoubleLoad = i18n.AddCount("sidecar.reading.double_load",
		"%d ödeme yan arabanın yalnız durum koduna bakan yinelemesiyle birden çok kez tahsil edildi; uygulama bunlar için başarı gördü ve hiçbir tarafta hata kaydı yok.",
		"%d payment was charged more than once by the sidecar retrying on the status code alone; the app saw success for it and neither side logged an error.",
		"%d payments were charged more than once by the sidecar retrying on the status code alone; the app saw success for them and neither side logged an error.")
	readDoubleFailedLoad = i18n.AddCount("sidecar.reading.double_failed_load",
		"%d ödeme birden çok kez tahsil edildi ama uygulama bunlar için hata gördü: ödemeleri başarısız sayıyor.",
		"%d payment was charged more than once but the app saw a failure for it: it counts the payment as failed.",
		"%d payments were charged more than once but the app saw failures for them: it counts them as failed.")
	readNotRetried = i18n.AddCount("sidecar.reading.not_retried",
		"Yalnız etkisiz yöntemleri yineleyen yan araba POST'u yinelemedi: %d ödeme bir kez tahsil edildi ama uygulama hata gördü; ödemenin geçtiğini bilmiyor.",
		"Retrying idempotent methods only, the sidecar did not repeat the POST: %d payment was charged once but the app saw a failure; it does not know the payment went through.",
		"Retrying idempotent methods only, the sidecar did not repeat the POST: %d payments were charged once but the app saw failures; it does not know they went through.")
	readConflictApp = i18n.AddCount("sidecar.reading.conflict_app",
		"Uygulama %d ödemede 409 aldı: ödemenin geçip geçmediğini bilmiyor. Ödeme bittikten sonra gelen bir yineleme saklı yanıtı alırdı.",
		"The app got 409 for %d payment: it cannot tell whether the member paid. A retry after the payment finished would have got the stored answer.",
		"The app got 409 for %d payments: it cannot tell whether the members paid. A retry after the payments finished would have got the stored answer.")
	readTimeouts = i18n.AddCount("sidecar.reading.timeouts",
		"%d deneme zaman aşımıyla bitti; ücret servisi işi yine de yaptı, yanıtı kimse beklemedi.",
		"%d try timed out; the fee service still did the work, nobody waited for its answer.",
		"%d tries timed out; the fee service still did the work, nobody waited for its answer.")
)

var (
	readCharges = i18n.Add("sidecar.reading.charges",
		"Tek bir ödeme için ücret servisi kalın yerleşimde %s, ince yerleşimde %s işledi; uygulamanın gördüğü yanıt kalın yerleşimde %s, ince yerleşimde %s.",
		"For one payment the fee service made %s in the thick layout and %s in the thin one; the app saw %s in the thick layout and %s in the thin one.")
	readChargesLoad = i18n.Add("sidecar.reading.charges_load",
		"%d istemcinin birer ödemesi için ücret servisi kalın yerleşimde %s, ince yerleşimde %s işledi; uygulamanın gördüğü yanıtlar kalın yerleşimde %s, ince yerleşimde %s.",
		"For the %d clients' payments (one each) the fee service made %s in the thick layout and %s in the thin one; the app saw %s in the thick layout and %s in the thin one.")
	readDouble = i18n.Add("sidecar.reading.double",
		"Yan araba ödemeyi yalnız durum koduna bakarak yineledi: üye %d kez ödedi ve hiçbir tarafta hata kaydı yok.",
		"The sidecar retried the payment on its status code alone: the member paid %d times and neither side logged an error.")
	readDoubleFailed = i18n.Add("sidecar.reading.double_failed",
		"Üyeden %s tahsilat alındı ama uygulamanın gördüğü yanıt %s: ödemeyi başarısız sayıyor.",
		"The member was charged %s but the app saw %s: it counts the payment as failed.")
	readReplay = i18n.Add("sidecar.reading.replay",
		"Tekillik anahtarı sayesinde ücret servisi %s yeniden tahsil etmeden defterindeki saklı yanıtla karşıladı; ince yerleşimde toplam %s.",
		"With the idempotency key the fee service answered %s from its ledger instead of charging again; %s in all in the thin layout.")
	readConflict = i18n.Add("sidecar.reading.conflict",
		"“%s” satırında bir yineleme, aynı anahtarlı ilk ödeme hâlâ sürerken ücret servisine ulaştı (ödeme %s sürüyor, deneme %s sonra bırakıldı): ücret servisi %s yanıtı verdi ve yeniden tahsil etmedi.",
		"In the row “%s” a retry reached the fee service while the first payment with the same key was still running (the payment takes %s, the try gave up after %s): the fee service answered %s and did not charge again.")
	readCrash = i18n.Add("sidecar.reading.crash",
		"Dersin kodunda olduğu gibi reddedilen söz yakalanmadı ve şu süreçler çöktü: %s.",
		"As in the lesson's code the rejected promise went uncaught and these processes exited: %s.")
	readTLS = i18n.Add("sidecar.reading.tls",
		"TLS el sıkışması %s düştü (%s): istekler ücret servisinin işleyicisine hiç ulaşmadı.",
		"The TLS handshake failed %s (%s): no request reached the fee service's handler.")
	readBudget = i18n.Add("sidecar.reading.budget",
		"Yeniden deneme bütçesi (oran %%%d, en az %d) %s geçirdi, %s reddetti; yeniden denemeler yan arabanın aldığı %[6]s karşısında %%%[5]s oranında kaldı.",
		"The retry budget (%d %% of active requests, at least %d) let %s through and refused %s; retries came to %s %% of the %s the sidecar took in.")
	readBudgetOne = i18n.Add("sidecar.reading.budget_one",
		"İstekler birer birer geldiğinde 1 etkin isteğin yüzdesi (%%%d) aşağı yuvarlanınca 0 olur; yalnız en az değer (%d) karar verir, yani bütçe burada ya hep ya hiç işler. Oran olarak işlediğini görmek için eşzamanlı istemci sayısını (load) artırın.",
		"With one request at a time, %d %% of 1 active request rounds down to 0: only the minimum (%d) decides, so the budget is all or nothing here. Raise the concurrent clients (load) to see it work as a ratio.")
	readAmplify = i18n.Add("sidecar.reading.amplify",
		"%s için ücret servisine kalın yerleşimde %s (istek başına %s), ince yerleşimde %s (%s) gitti; ölçüt anahtarları %s yerine %s oldu.",
		"For %s the fee service got %s in the thick layout (%s per request) and %s in the thin one (%s); metric keys went from %s to %s.")
	readFix        = i18n.Add("sidecar.reading.fix", "%s: %s, ödeme %s", "%s: %s, payment %s")
	readFixes      = i18n.Add("sidecar.reading.fixes", "Çözümlerle: %s.", "With the fixes: %s.")
	readFixesMoved = i18n.Add("sidecar.reading.fixes_moved",
		"Çözümler ince yerleşimdeki fazladan tahsilatı (%d) giderdi: yinelenebilirlik bilgisi uygulamadan çıkmıyor, yalnız yer değiştiriyor.",
		"The fixes removed the thin layout's extra charges (%d): knowing what may be repeated does not leave the app; it only moves.")
	readFixesIdle = i18n.Add("sidecar.reading.fixes_idle",
		"Yan araba satırı burada kimseyi iki kez tahsil etmedi; çözümlerin önleyecek bir şeyi kalmadı.",
		"The sidecar row charged no one twice here, so the fixes had nothing left to prevent.")
	readSep = i18n.Add("sidecar.reading.sep", "; ", "; ")
)
