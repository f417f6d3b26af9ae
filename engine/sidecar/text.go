package sidecar

import "playground/engine/i18n"

// Table labels: English as in the course index, Turkish as the lesson prints.
var (
	txtThick     = i18n.Text{TR: "kalın uygulama", EN: "thick app"}
	txtThin      = i18n.Text{TR: "ince + yan araba", EN: "thin app+sidecar"}
	txtFixMethod = i18n.Text{TR: "yan araba, yalnız etkisiz yöntem", EN: "sidecar, idempotent only"}
	txtFixIdem   = i18n.Text{TR: "yan araba + tekillik anahtarı", EN: "sidecar + idempotency key"}

	colLayout  = i18n.Text{TR: "yerleşim", EN: "layout"}
	colDebt    = i18n.Text{TR: "borç kodu", EN: "debt"}
	colPay     = i18n.Text{TR: "ödeme kodu", EN: "pay"}
	colReached = i18n.Text{TR: "ücrete ulaşan", EN: "fee reached"}
	colCharges = i18n.Text{TR: "tahsil", EN: "charges"}
	colProcs   = i18n.Text{TR: "süreç", EN: "processes"}
	colHops    = i18n.Text{TR: "yerel durak", EN: "local hops"}

	colLogical   = i18n.Text{TR: "mantıksal istek", EN: "logical requests"}
	colTries     = i18n.Text{TR: "ücrete deneme", EN: "fee tries"}
	colAmplify   = i18n.Text{TR: "deneme çarpanı", EN: "amplification"}
	colKeys      = i18n.Text{TR: "ölçüt anahtarı", EN: "metric keys"}
	colAnswered  = i18n.Text{TR: "yanıtlanan", EN: "answered"}
	colTimeouts  = i18n.Text{TR: "zaman aşımı", EN: "timeouts"}
	colBroken    = i18n.Text{TR: "reddedilen/kopan", EN: "refused/reset"}
	colTLS       = i18n.Text{TR: "TLS hatası", EN: "tls failures"}
	colDenied    = i18n.Text{TR: "bütçe reddi", EN: "budget denied"}
	colReplays   = i18n.Text{TR: "yeniden verilen", EN: "replays"}
	titleFixes   = i18n.Text{TR: "Dersin adını verdiği çözümler", EN: "The fixes the lesson names"}
	titleAttempt = i18n.Text{TR: "Denemeler, deneme çarpanı ve ölçüt anahtarları", EN: "Tries, amplification and metric keys"}

	txtReset   = i18n.Text{TR: "koptu", EN: "reset"}
	txtRefused = i18n.Text{TR: "reddedildi", EN: "refused"}
	txtDropped = i18n.Text{TR: "kayboldu", EN: "lost"}
	// What the app saw, in a sentence.
	proseReset   = i18n.Text{TR: "kopan bağlantı", EN: "a reset connection"}
	proseRefused = i18n.Text{TR: "bağlantı reddi", EN: "a refused connection"}
	proseDropped = i18n.Text{TR: "yolda kaybolan istek", EN: "a request lost on the link"}
	proseTally   = i18n.Text{TR: "%d kez %s", EN: "%[2]s ×%[1]d"}
	proseTimeout = i18n.Text{TR: "zaman aşımı", EN: "a timeout"}
	proseTLS     = i18n.Text{TR: "TLS hatası (%s)", EN: "a TLS failure (%s)"}
	// Why a handshake failed.
	reasonExpired = i18n.Text{TR: "sertifikanın süresi dolmuş", EN: "certificate has expired"}
	reasonNoTLS   = i18n.Text{TR: "sunucu TLS konuşmuyor", EN: "server does not speak TLS"}
	reasonHost    = i18n.Text{TR: "sertifika %[1]s için değil, %[2]s için geçerli", EN: "certificate is valid for %[2]s, not %[1]s"}

	// The metrics lines: the index's two-line English form, the lesson's
	// one-line-per-layout Turkish form.
	txtMetricsThick = i18n.Text{
		TR: "kalın uygulama     ölçüt (istek/deneme/hata): %s",
		EN: "metrics (requests/attempts/errors): thick: %s;",
	}
	txtMetricsThin = i18n.Text{
		TR: "ince + yan araba   ölçüt (istek/deneme/hata): %s",
		EN: "sidecar: %s",
	}
	txtMoreKeys = i18n.Text{TR: "… %d anahtar daha", EN: "… %d more keys"}

	colRetries   = i18n.Text{TR: "yeniden deneme", EN: "retries"}
	colConflicts = i18n.Text{TR: "409 (sürüyor)", EN: "409 in progress"}
)

// Counted phrases: Turkish keeps the noun singular after a number, English
// picks the singular for one.
var (
	countCharges   = i18n.Counted{TR: "%d tahsilat", EnOne: "%d charge", EnOther: "%d charges"}
	countTimes     = i18n.Counted{TR: "%d kez", EnOne: "%d time", EnOther: "%d times"}
	countReplays   = i18n.Counted{TR: "%d yinelemeyi", EnOne: "%d repeat", EnOther: "%d repeats"}
	countConflicts = i18n.Counted{TR: "%d kez 409 (çakışma) yanıtı", EnOne: "409 (conflict) %d time", EnOther: "409 (conflict) %d times"}
	countRetries   = i18n.Counted{TR: "%d yeniden denemeye", EnOne: "%d retry", EnOther: "%d retries"}
	countLogical   = i18n.Counted{TR: "%d mantıksal istek", EnOne: "%d logical request", EnOther: "%d logical requests"}
	countTries     = i18n.Counted{TR: "%d deneme", EnOne: "%d try", EnOther: "%d tries"}
	countNames     = i18n.Counted{TR: "%d ad", EnOne: "%d name", EnOther: "%d names"}
	countPaths     = i18n.Counted{TR: "%d yol", EnOne: "%d path", EnOther: "%d paths"}

	// Whole sentences that start with their count.
	readDoubleLoad = i18n.Counted{
		TR:      "%d ödeme, yan arabanın yalnız durum koduna bakan yinelemesi yüzünden birden çok kez tahsil edildi; uygulama bunlar için başarı gördü ve hiçbir tarafta hata kaydı yok.",
		EnOne:   "%d payment was charged more than once by the sidecar retrying on the status code alone; the app saw success for it and neither side logged an error.",
		EnOther: "%d payments were charged more than once by the sidecar retrying on the status code alone; the app saw success for them and neither side logged an error.",
	}
	readDoubleFailedLoad = i18n.Counted{
		TR:      "%d ödeme birden çok kez tahsil edildi, ama uygulama bunlar için hata gördü ve ödemeleri başarısız sayıyor.",
		EnOne:   "%d payment was charged more than once but the app saw a failure for it: it counts the payment as failed.",
		EnOther: "%d payments were charged more than once but the app saw failures for them: it counts them as failed.",
	}
	readNotRetried = i18n.Counted{
		TR:      "Yalnız etkisiz yöntemleri yineleyen yan araba POST isteğini yinelemedi: %d ödeme bir kez tahsil edildi, ama uygulama hata gördü; ödemenin geçtiğini bilmiyor.",
		EnOne:   "Retrying idempotent methods only, the sidecar did not repeat the POST: %d payment was charged once but the app saw a failure; it does not know the payment went through.",
		EnOther: "Retrying idempotent methods only, the sidecar did not repeat the POST: %d payments were charged once but the app saw failures; it does not know they went through.",
	}
	readConflictApp = i18n.Counted{
		TR:      "Uygulama %d ödemede 409 aldı: ödemenin geçip geçmediğini bilmiyor. Ödeme bittikten sonra gelen bir yineleme saklı yanıtı alırdı.",
		EnOne:   "The app got 409 for %d payment: it cannot tell whether the member paid. A retry after the payment finished would have got the stored answer.",
		EnOther: "The app got 409 for %d payments: it cannot tell whether the members paid. A retry after the payments finished would have got the stored answer.",
	}
	readTimeoutsUnserved = i18n.Counted{
		TR:      "%d deneme zaman aşımıyla bitti. %s ücret servisine hiç ulaşmadı: bir arıza isteği yolda tuttu, iş yapılmadı.",
		EnOne:   "%d try timed out. %s never reached the fee service: a fault held the request on its way, and no work was done.",
		EnOther: "%d tries timed out. %s never reached the fee service: a fault held the request on its way, and no work was done.",
	}
	readTimeouts = i18n.Counted{
		TR:      "%d deneme zaman aşımıyla bitti; ücret servisi işi yine de yaptı, ama yanıtını bekleyen kimse kalmamıştı.",
		EnOne:   "%d try timed out; the fee service still did the work, but nobody was waiting for its answer.",
		EnOther: "%d tries timed out; the fee service still did the work, but nobody was waiting for its answer.",
	}
)

var (
	readCharges = i18n.Text{
		TR: "Tek bir ödeme için ücret servisi kalın yerleşimde %s, ince yerleşimde %s yaptı. Uygulamanın gördüğü: kalın yerleşimde %s, ince yerleşimde %s.",
		EN: "For one payment the fee service made %s in the thick layout and %s in the thin one; the app saw %s in the thick layout and %s in the thin one.",
	}
	readChargesLoad = i18n.Text{
		TR: "%s istemcinin birer ödemesi için ücret servisi kalın yerleşimde %s, ince yerleşimde %s yaptı. Uygulamanın gördüğü yanıtlar: kalın yerleşimde %s, ince yerleşimde %s.",
		EN: "For the %s clients' payments (one each) the fee service made %s in the thick layout and %s in the thin one; the app saw %s in the thick layout and %s in the thin one.",
	}
	readDouble = i18n.Text{
		TR: "Yan araba ödemeyi yalnız durum koduna bakarak yineledi: üyeden %s tahsilat yapıldı ve hiçbir tarafta hata kaydı yok.",
		EN: "The sidecar retried the payment on its status code alone: the member paid %s and neither side logged an error.",
	}
	readDoubleFailed = i18n.Text{
		TR: "Üyeden %s tahsilat yapıldı, ama uygulama %s gördü ve ödemeyi başarısız sayıyor.",
		EN: "The member was charged %s but the app saw %s: it counts the payment as failed.",
	}
	readReplay = i18n.Text{
		TR: "Tekillik anahtarı sayesinde ücret servisi %s, yeniden tahsilat yapmadan defterindeki saklı yanıtla karşıladı; ince yerleşimde toplam %s yapıldı.",
		EN: "With the idempotency key the fee service answered %s from its ledger instead of charging again; %s in all in the thin layout.",
	}
	readConflict = i18n.Text{
		TR: "“%s” satırında bir yineleme, aynı anahtarlı ilk ödeme hâlâ sürerken ücret servisine ulaştı (ödeme %s sürüyor, deneme %s sonra bırakıldı): ücret servisi %s verdi ve yeniden tahsilat yapmadı.",
		EN: "In the row “%s” a retry reached the fee service while the first payment with the same key was still running (the payment takes %s, the try gave up after %s): the fee service answered %s and did not charge again.",
	}
	readCrash = i18n.Text{
		TR: "Dersin kodunda olduğu gibi reddedilen söz yakalanmadı ve şu süreçler çöktü: %s.",
		EN: "As in the lesson's code the rejected promise went uncaught and these processes exited: %s.",
	}
	readTLS = i18n.Text{
		TR: "TLS el sıkışması %s başarısız oldu (%s): hiçbir istek ücret servisinin işleyicisine ulaşmadı.",
		EN: "The TLS handshake failed %s (%s): no request reached the fee service's handler.",
	}
	readBudget = i18n.Text{
		TR: "Yeniden deneme bütçesi (etkin isteklerin %s, en az %s) %s izin verdi, %s izin vermedi; yan arabanın ücret servisine yaptığı denemelerin %s yeniden denemeydi.",
		EN: "The retry budget (%s of active requests, at least %s) let %s through and refused %s; %s of the sidecar's tries at the fee service were retries.",
	}
	readBudgetOne = i18n.Text{
		TR: "İstekler birer birer geldiğinde 1 etkin isteğin %s aşağı yuvarlanınca 0 eder; yalnız en az değer (%s) karar verir, yani bütçe burada ya hep ya hiç işler. Oran olarak işlediğini görmek için eşzamanlı istemci sayısını artırın.",
		EN: "With one request at a time, %s of 1 active request rounds down to 0: only the minimum (%s) decides, so the budget is all or nothing here. Raise the concurrent clients to see it work as a ratio.",
	}
	readAmplify = i18n.Text{
		TR: "%s için kalın uygulama ücret servisine %s yaptı (istek başına %s), yan araba %s (%s); bunlardan ücret servisinin işleyicisine kalın yerleşimde %s, ince yerleşimde %s ulaştı. Ölçüt anahtarı: kalın uygulamada %s, yan arabada %s.",
		EN: "For %s the thick app made %s at the fee service (%s per request) and the sidecar %s (%s); of those, %s reached the fee service's handler in the thick layout and %s in the thin one. Metric keys: %s in the thick app, %s in the sidecar.",
	}
	readFix        = i18n.Text{TR: "%s: %s, ödemede %s", EN: "%s: %s, payment %s"}
	readFixes      = i18n.Text{TR: "Çözümlerle: %s.", EN: "With the fixes: %s."}
	readFixesMoved = i18n.Text{
		TR: "Çözümler ince yerleşimdeki fazladan tahsilatı (%d) giderdi: neyin yinelenebileceğini bilmek uygulamadan çıkmıyor, yalnız yer değiştiriyor.",
		EN: "The fixes removed the thin layout's extra charges (%d): knowing what may be repeated does not leave the app; it only moves.",
	}
	readFixesIdle = i18n.Text{
		TR: "Yan araba satırında kimseden iki kez tahsilat yapılmadı; çözümlerin önleyecek bir şeyi kalmadı.",
		EN: "The sidecar row charged no one twice here, so the fixes had nothing left to prevent.",
	}
	readSep = i18n.Text{TR: "; ", EN: "; "}
)
