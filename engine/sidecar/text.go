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

	readCharges = i18n.Add("sidecar.reading.charges",
		"Tek bir ödeme için ücret servisi kalın yerleşimde %d, ince yerleşimde %d tahsilat işledi; uygulama kalın yerleşimde %s, ince yerleşimde %s gördü.",
		"For one payment the fee service charged %d time(s) in the thick layout and %d in the thin one; the app saw %s in the thick layout and %s in the thin one.")
	readDouble = i18n.Add("sidecar.reading.double",
		"Yan araba ödemeyi yalnız durum koduna bakarak yineledi: üye %d kez ödedi ve hiçbir tarafta hata kaydı yok.",
		"The sidecar retried the payment on its status code alone: the member paid %d times and neither side logged an error.")
	readAmplify = i18n.Add("sidecar.reading.amplify",
		"%d mantıksal istek için ücret servisine kalın yerleşimde %d deneme (istek başına %s), ince yerleşimde %d deneme (%s) gitti; ölçüt anahtarı %d addan %d yola çıktı.",
		"For %d logical requests the fee service got %d tries in the thick layout (%s per request) and %d in the thin one (%s); metric keys went from %d names to %d paths.")
	readFix   = i18n.Add("sidecar.reading.fix", "%s: %d tahsilat, ödeme %s", "%s: %d charge(s), payment %s")
	readFixes = i18n.Add("sidecar.reading.fixes",
		"Çözümlerle: %s. Yinelenebilirlik bilgisi uygulamadan çıkmıyor, yalnız yer değiştiriyor.",
		"With the fixes: %s. Knowing what may be repeated does not leave the app; it only moves.")
	readTLS = i18n.Add("sidecar.reading.tls",
		"TLS el sıkışması %d kez düştü (%s): istekler ücret servisinin işleyicisine hiç ulaşmadı.",
		"The TLS handshake failed %d times (%s): no request reached the fee service's handler.")
	readTimeouts = i18n.Add("sidecar.reading.timeouts",
		"%d deneme zaman aşımıyla bitti; ücret servisi işi yine de yaptı, yanıtı kimse beklemedi.",
		"%d tries timed out; the fee service still did the work, nobody waited for its answer.")
	readCrash = i18n.Add("sidecar.reading.crash",
		"Dersin kodunda olduğu gibi reddedilen söz yakalanmadı ve şu süreçler çöktü: %s.",
		"As in the lesson's code the rejected promise went uncaught and these processes exited: %s.")
	readSep = i18n.Add("sidecar.reading.sep", "; ", "; ")
)
