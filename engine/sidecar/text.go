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
	colAmplify   = i18n.Text{TR: "istek başına", EN: "per request"}
	colKeys      = i18n.Text{TR: "ölçüt anahtarı", EN: "metric keys"}
	colTimeouts  = i18n.Text{TR: "zaman aşımı", EN: "timeouts"}
	colTLS       = i18n.Text{TR: "TLS hatası", EN: "tls failures"}
	colDenied    = i18n.Text{TR: "bütçe reddi", EN: "budget denied"}
	colReplays   = i18n.Text{TR: "yeniden verilen", EN: "replays"}
	titleFixes   = i18n.Text{TR: "Dersin adını verdiği çözümler", EN: "The fixes the lesson names"}
	titleAttempt = i18n.Text{TR: "Denemeler, çarpan ve ölçüt anahtarları", EN: "Tries, amplification and metric keys"}

	txtReset   = i18n.Text{TR: "koptu", EN: "reset"}
	txtRefused = i18n.Text{TR: "reddedildi", EN: "refused"}

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
	countConflicts = i18n.Counted{TR: "%d kez 409 (çakışma)", EnOne: "409 (conflict) %d time", EnOther: "409 (conflict) %d times"}
	countRetries   = i18n.Counted{TR: "%d yeniden denemeyi", EnOne: "%d retry", EnOther: "%d retries"}
	countRequests  = i18n.Counted{TR: "%d istek", EnOne: "%d request", EnOther: "%d requests"}
	countLogical   = i18n.Counted{TR: "%d mantıksal istek", EnOne: "%d logical request", EnOther: "%d logical requests"}
	countTries     = i18n.Counted{TR: "%d deneme", EnOne: "%d try", EnOther: "%d tries"}
	countNames     = i18n.Counted{TR: "%d ad", EnOne: "%d name", EnOther: "%d names"}
	countPaths     = i18n.Counted{TR: "%d yol", EnOne: "%d path", EnOther: "%d paths"}

	// Whole sentences that start with their count.
	readDoubleLoad = i18n.Counted{
		TR:      "%d ödeme yan arabanın yalnız durum koduna bakan yinelemesiyle birden çok kez tahsil edildi; uygulama bunlar için başarı gördü ve hiçbir tarafta hata kaydı yok.",
		EnOne:   "%d payment was charged more than once by the sidecar retrying on the status code alone; the app saw success for it and neither side logged an error.",
		EnOther: "%d payments were charged more than once by the sidecar retrying on the status code alone; the app saw success for them and neither side logged an error.",
	}
	readDoubleFailedLoad = i18n.Counted{
		TR:      "%d ödeme birden çok kez tahsil edildi ama uygulama bunlar için hata gördü: ödemeleri başarısız sayıyor.",
		EnOne:   "%d payment was charged more than once but the app saw a failure for it: it counts the payment as failed.",
		EnOther: "%d payments were charged more than once but the app saw failures for them: it counts them as failed.",
	}
	readNotRetried = i18n.Counted{
		TR:      "Yalnız etkisiz yöntemleri yineleyen yan araba POST'u yinelemedi: %d ödeme bir kez tahsil edildi ama uygulama hata gördü; ödemenin geçtiğini bilmiyor.",
		EnOne:   "Retrying idempotent methods only, the sidecar did not repeat the POST: %d payment was charged once but the app saw a failure; it does not know the payment went through.",
		EnOther: "Retrying idempotent methods only, the sidecar did not repeat the POST: %d payments were charged once but the app saw failures; it does not know they went through.",
	}
	readConflictApp = i18n.Counted{
		TR:      "Uygulama %d ödemede 409 aldı: ödemenin geçip geçmediğini bilmiyor. Ödeme bittikten sonra gelen bir yineleme saklı yanıtı alırdı.",
		EnOne:   "The app got 409 for %d payment: it cannot tell whether the member paid. A retry after the payment finished would have got the stored answer.",
		EnOther: "The app got 409 for %d payments: it cannot tell whether the members paid. A retry after the payments finished would have got the stored answer.",
	}
	readTimeouts = i18n.Counted{
		TR:      "%d deneme zaman aşımıyla bitti; ücret servisi işi yine de yaptı, yanıtı kimse beklemedi.",
		EnOne:   "%d try timed out; the fee service still did the work, nobody waited for its answer.",
		EnOther: "%d tries timed out; the fee service still did the work, nobody waited for its answer.",
	}
)

var (
	readCharges = i18n.Text{
		TR: "Tek bir ödeme için ücret servisi kalın yerleşimde %s, ince yerleşimde %s işledi; uygulamanın gördüğü yanıt kalın yerleşimde %s, ince yerleşimde %s.",
		EN: "For one payment the fee service made %s in the thick layout and %s in the thin one; the app saw %s in the thick layout and %s in the thin one.",
	}
	readChargesLoad = i18n.Text{
		TR: "%d istemcinin birer ödemesi için ücret servisi kalın yerleşimde %s, ince yerleşimde %s işledi; uygulamanın gördüğü yanıtlar kalın yerleşimde %s, ince yerleşimde %s.",
		EN: "For the %d clients' payments (one each) the fee service made %s in the thick layout and %s in the thin one; the app saw %s in the thick layout and %s in the thin one.",
	}
	readDouble = i18n.Text{
		TR: "Yan araba ödemeyi yalnız durum koduna bakarak yineledi: üye %d kez ödedi ve hiçbir tarafta hata kaydı yok.",
		EN: "The sidecar retried the payment on its status code alone: the member paid %d times and neither side logged an error.",
	}
	readDoubleFailed = i18n.Text{
		TR: "Üyeden %s tahsilat alındı ama uygulamanın gördüğü yanıt %s: ödemeyi başarısız sayıyor.",
		EN: "The member was charged %s but the app saw %s: it counts the payment as failed.",
	}
	readReplay = i18n.Text{
		TR: "Tekillik anahtarı sayesinde ücret servisi %s yeniden tahsil etmeden defterindeki saklı yanıtla karşıladı; ince yerleşimde toplam %s.",
		EN: "With the idempotency key the fee service answered %s from its ledger instead of charging again; %s in all in the thin layout.",
	}
	readConflict = i18n.Text{
		TR: "“%s” satırında bir yineleme, aynı anahtarlı ilk ödeme hâlâ sürerken ücret servisine ulaştı (ödeme %s sürüyor, deneme %s sonra bırakıldı): ücret servisi %s yanıtı verdi ve yeniden tahsil etmedi.",
		EN: "In the row “%s” a retry reached the fee service while the first payment with the same key was still running (the payment takes %s, the try gave up after %s): the fee service answered %s and did not charge again.",
	}
	readCrash = i18n.Text{
		TR: "Dersin kodunda olduğu gibi reddedilen söz yakalanmadı ve şu süreçler çöktü: %s.",
		EN: "As in the lesson's code the rejected promise went uncaught and these processes exited: %s.",
	}
	readTLS = i18n.Text{
		TR: "TLS el sıkışması %s düştü (%s): istekler ücret servisinin işleyicisine hiç ulaşmadı.",
		EN: "The TLS handshake failed %s (%s): no request reached the fee service's handler.",
	}
	readBudget = i18n.Text{
		TR: "Yeniden deneme bütçesi (oran %%%d, en az %d) %s geçirdi, %s reddetti; yeniden denemeler yan arabanın aldığı %[6]s karşısında %%%[5]s oranında kaldı.",
		EN: "The retry budget (%d %% of active requests, at least %d) let %s through and refused %s; retries came to %s %% of the %s the sidecar took in.",
	}
	readBudgetOne = i18n.Text{
		TR: "İstekler birer birer geldiğinde 1 etkin isteğin yüzdesi (%%%d) aşağı yuvarlanınca 0 olur; yalnız en az değer (%d) karar verir, yani bütçe burada ya hep ya hiç işler. Oran olarak işlediğini görmek için eşzamanlı istemci sayısını (load) artırın.",
		EN: "With one request at a time, %d %% of 1 active request rounds down to 0: only the minimum (%d) decides, so the budget is all or nothing here. Raise the concurrent clients (load) to see it work as a ratio.",
	}
	readAmplify = i18n.Text{
		TR: "%s için ücret servisine kalın yerleşimde %s (istek başına %s), ince yerleşimde %s (%s) gitti; ölçüt anahtarları %s yerine %s oldu.",
		EN: "For %s the fee service got %s in the thick layout (%s per request) and %s in the thin one (%s); metric keys went from %s to %s.",
	}
	readFix        = i18n.Text{TR: "%s: %s, ödeme %s", EN: "%s: %s, payment %s"}
	readFixes      = i18n.Text{TR: "Çözümlerle: %s.", EN: "With the fixes: %s."}
	readFixesMoved = i18n.Text{
		TR: "Çözümler ince yerleşimdeki fazladan tahsilatı (%d) giderdi: yinelenebilirlik bilgisi uygulamadan çıkmıyor, yalnız yer değiştiriyor.",
		EN: "The fixes removed the thin layout's extra charges (%d): knowing what may be repeated does not leave the app; it only moves.",
	}
	readFixesIdle = i18n.Text{
		TR: "Yan araba satırı burada kimseyi iki kez tahsil etmedi; çözümlerin önleyecek bir şeyi kalmadı.",
		EN: "The sidecar row charged no one twice here, so the fixes had nothing left to prevent.",
	}
	readSep = i18n.Text{TR: "; ", EN: "; "}
)
