package sidecar

import "playground/engine/i18n"

// Table labels: English as in the course index, Turkish as the lesson prints.
var (
	txtThick     = i18n.Text{TR: "kalın uygulama", EN: "thick app"}
	txtThin      = i18n.Text{TR: "ince + yan araba", EN: "thin app+sidecar"}
	txtFixMethod = i18n.Text{TR: "yan araba, yalnız eş etkili yöntem", EN: "sidecar, idempotent only"}
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
	colDenied    = i18n.Text{TR: "bütçenin izin vermediği", EN: "budget denied"}
	colReplays   = i18n.Text{TR: "yeniden verilen", EN: "replays"}
	titleFixes   = i18n.Text{TR: "Dersin adını verdiği çözümler", EN: "The fixes the lesson names"}
	titleAttempt = i18n.Text{TR: "Denemeler, deneme çarpanı ve ölçüt anahtarları", EN: "Tries, amplification and metric keys"}

	txtReset   = i18n.Text{TR: "koptu", EN: "reset"}
	txtRefused = i18n.Text{TR: "reddedildi", EN: "refused"}
	txtDropped = i18n.Text{TR: "kayboldu", EN: "lost"}
	// A run stopped at its horizon: a call still waiting then, and what
	// was never measured (a call never made, a row never reached).
	txtRunEnded    = i18n.Text{TR: "sona dek yanıtsız", EN: "no answer by the end"}
	txtNotMeasured = i18n.Text{TR: "—", EN: "—"}
	colOpen        = i18n.Text{TR: "sona dek yanıtsız", EN: "no answer by the end"}
	titleLessonCut = i18n.Text{
		TR: "Dersin tablosu değil: çalıştırma bitmeden durduruldu",
		EN: "Not the lesson's table: the run was stopped before it finished",
	}
	txtRowCut = i18n.Text{
		TR: "Çalıştırma süre sınırında, %s durduruldu; o sırada “%s” satırı ölçülüyordu: sayıları o ana dek ölçülenlerdir. “sona dek yanıtsız”: o an hâlâ yanıt bekleyen bir çağrı; “—”: hiç yapılmayan bir çağrı.",
		EN: "The run was stopped at its horizon, %s, while the row “%s” was being measured: its numbers are those measured by then. “no answer by the end”: a call still waiting then; “—”: a call never made.",
	}
	txtRowsNotReached = i18n.Text{
		TR: "Çalıştırma şu satırlara hiç varmadı: %s; “—” ölçülmeyen değerleri gösterir.",
		EN: "The run never reached the rows %s; “—” marks what was not measured.",
	}
	// What the app saw, in a sentence.
	proseReset    = i18n.Text{TR: "kopan bağlantı", EN: "a reset connection"}
	proseRefused  = i18n.Text{TR: "bağlantı reddi", EN: "a refused connection"}
	proseDropped  = i18n.Text{TR: "yolda kaybolan istek", EN: "a request lost on the link"}
	proseRunEnded = i18n.Text{TR: "çalıştırmanın sonuna dek yanıt gelmeyen çağrı", EN: "no answer before the run's end"}
	proseNotMade  = i18n.Text{TR: "hiç yapılmayan çağrı", EN: "a call never made"}
	proseTally    = i18n.Text{TR: "%d kez %s", EN: "%[2]s ×%[1]d"}
	proseTimeout  = i18n.Text{TR: "zaman aşımı", EN: "a timeout"}
	proseTLS      = i18n.Text{TR: "TLS hatası (%s)", EN: "a TLS failure (%s)"}
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
	countCallsOf   = i18n.Counted{TR: "%d çağrının", EnOne: "%d call", EnOther: "%d calls"}

	// Whole sentences that start with their count.
	countPayments   = i18n.Counted{TR: "%d ödeme", EnOne: "%d payment", EnOther: "%d payments"}
	readConflictApp = i18n.Counted{
		TR:      "Uygulama %d ödemede 409 aldı: ödemenin geçip geçmediğini bilmiyor. Ödeme bittikten sonra gelen bir yineleme saklı yanıtı alırdı.",
		EnOne:   "The app got 409 for %d payment: it cannot tell whether the member paid. A retry after the payment finished would have got the stored answer.",
		EnOther: "The app got 409 for %d payments: it cannot tell whether the members paid. A retry after the payments finished would have got the stored answer.",
	}
	// The lesson's two layouts' timeouts, each layout's count named: the
	// fix rows have their own in the tries table.
	readTimeoutsUnserved = i18n.Counted{
		TR:      "%d deneme zaman aşımıyla bitti (kalın yerleşimde %d, ince yerleşimde %d). %s",
		EnOne:   "%d try timed out (%d in the thick layout, %d in the thin one). %s",
		EnOther: "%d tries timed out (%d in the thick layout, %d in the thin one). %s",
	}
	readUnreached = i18n.Counted{
		TR:      "Bunların %d tanesi ücret servisinin işleyicisine hiç ulaşmadı: bir arıza isteği tuttu ya da kaybetti, iş yapılmadı.",
		EnOne:   "%d of them never reached the fee service's handler: a fault held or lost the request, and no work was done.",
		EnOther: "%d of them never reached the fee service's handler: a fault held or lost their requests, and no work was done.",
	}
	readTimeouts = i18n.Counted{
		TR:      "%d deneme zaman aşımıyla bitti (kalın yerleşimde %d, ince yerleşimde %d); ücret servisi işi yine de yaptı, ama yanıtını bekleyen kimse kalmamıştı.",
		EnOne:   "%d try timed out (%d in the thick layout, %d in the thin one); the fee service still did the work, but nobody was waiting for its answer.",
		EnOther: "%d tries timed out (%d in the thick layout, %d in the thin one); the fee service still did the work, but nobody was waiting for its answer.",
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
	// The lesson's metrics lines may show another call's error (a read
	// that failed every try): the sentence speaks of the payment's.
	readDouble = i18n.Text{
		TR: "Yan araba ödemeyi yalnız durum koduna bakarak yineledi: üyeden %s tahsilat yapıldı ve ödeme için hiçbir tarafta hata kaydı yok.",
		EN: "The sidecar retried the payment on its status code alone: the member paid %s, and no error was logged for the payment on either side.",
	}
	readDoubleLoad = i18n.Text{
		TR: "Yan araba ödemeleri yalnız durum koduna bakarak yineledi: ücret servisi %[2]s için %[1]s yaptı, bunların %[3]s daha önce tahsilat yapılmış bir üyedendi; uygulamaya göre %[4]s başarılı oldu%[5]s.",
		EN: "The sidecar retried payments on their status code alone: the fee service made %[1]s for %[2]s, %[3]s of them on a member already charged, and the app saw %[4]s succeed%[5]s.",
	}
	readAllSucceeded  = i18n.Text{TR: "%s ödemenin hepsi", EN: "all %s payments"}
	readSomeSucceeded = i18n.Text{TR: "%s ödemeden %s", EN: "%[2]s of the %[1]s payments"}
	readNoPayError    = i18n.Text{TR: " ve ödemeler için hiçbir tarafta hata kaydı yok", EN: ", with no error logged for a payment on either side"}
	readNotRetried    = i18n.Text{
		TR: "Yalnız eş etkili yöntemleri yineleyen yan araba, ücret servisine ulaşan ödemeyi yinelemedi: üyeden bir kez tahsilat yapıldı, ama uygulama %s gördü; ödemenin geçtiğini bilmiyor.",
		EN: "Retrying idempotent methods only, the sidecar did not repeat the payment once it had reached the fee service: the member was charged once, but the app saw %s; it does not know the payment went through.",
	}
	readNotRetriedLoad = i18n.Text{
		TR: "Yalnız eş etkili yöntemleri yineleyen yan araba, ücret servisine ulaşan hiçbir ödemeyi yinelemedi: %[1]s ödemenin her biri için bir kez tahsilat yapıldı, ama uygulamaya göre bunlardan %[2]s başarısız oldu; bu ödemelerin geçtiğini bilmiyor.",
		EN: "Retrying idempotent methods only, the sidecar did not repeat a payment once it had reached the fee service: each of the %[1]s payments was charged once, but the app saw %[2]s of them fail; it does not know those went through.",
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
	readConflictHeld = i18n.Text{
		TR: "“%s” satırında bir yineleme, aynı anahtarlı ilk ödeme hâlâ sürerken ücret servisine ulaştı: ücret servisi %s verdi ve yeniden tahsilat yapmadı.",
		EN: "In the row “%s” a retry reached the fee service while the first payment with the same key was still running: the fee service answered %s and did not charge again.",
	}
	// The lesson's code fails the call (its red) and nothing catches the
	// error: the Turkish names the error, as the course would, not the
	// JavaScript object that carried it.
	readCrash = i18n.Text{
		TR: "Dersin kodunda olduğu gibi başarısız çağrının hatası hiçbir yerde yakalanmadı ve şu süreçler çöktü: %s.",
		EN: "As in the lesson's code the rejected promise went uncaught and these processes exited: %s.",
	}
	readExitedTimes = i18n.Text{TR: "%s (%s)", EN: "%s (%s)"}
	readTLS         = i18n.Text{
		TR: "TLS el sıkışması %s başarısız oldu (%s): hiçbir istek ücret servisinin işleyicisine ulaşmadı.",
		EN: "The TLS handshake failed %s (%s): no request reached the fee service's handler.",
	}
	readBudget = i18n.Text{
		TR: "Yeniden deneme bütçesi (etkin isteklerin %s, en az %s) %s izin verdi, %s izin vermedi: %s.",
		EN: "The retry budget (%s of active requests, at least %s) let %s through and refused %s: %s.",
	}
	readRetryShare = i18n.Text{
		TR: "yan arabanın ücret servisine yaptığı %[2]s içinden %[1]s yeniden denemeydi (%[3]s)",
		EN: "%[1]s of the sidecar's %[2]s at the fee service were retries (%[3]s)",
	}
	readRetryShareOne = i18n.Text{
		TR: "yan arabanın ücret servisine yaptığı %[2]s içinden %[1]s yeniden denemeydi (%[3]s)",
		EN: "%[1]s of the sidecar's %[2]s at the fee service was a retry (%[3]s)",
	}
	readBudgetOne = i18n.Text{
		TR: "İstekler birer birer geldiğinde 1 etkin isteğin %s aşağı yuvarlanınca 0 eder; yalnız en az değer (%s) karar verir, yani bütçe burada ya hep ya hiç işler. Oran olarak işlediğini görmek için eşzamanlı istemci sayısını artırın.",
		EN: "With one request at a time, %s of 1 active request rounds down to 0: only the minimum (%s) decides, so the budget is all or nothing here. Raise the concurrent clients to see it work as a ratio.",
	}
	readAmplify = i18n.Text{
		TR: "%s için kalın uygulama ücret servisine %s yaptı (istek başına %s), yan araba %s (%s); bunlardan ücret servisinin işleyicisine kalın yerleşimde %s, ince yerleşimde %s ulaştı. Ölçüt anahtarı: kalın uygulamada %s, yan arabada %s.",
		EN: "For %s the thick app made %s at the fee service (%s per request) and the sidecar %s (%s); of those, %s reached the fee service's handler in the thick layout and %s in the thin one. Metric keys: %s in the thick app, %s in the sidecar.",
	}
	readAmplifyLost = i18n.Text{
		TR: "%[1]s için kalın uygulama ücret servisine %[2]s yaptı (istek başına %[3]s), yan araba %[4]s (%[5]s); bunlardan ücret servisinin işleyicisine kalın yerleşimde %[6]s, ince yerleşimde %[7]s ulaştı; kalın yerleşimde %[10]s, ince yerleşimde %[11]s deneme ise hiç ulaşmadı. Ölçüt anahtarı: kalın uygulamada %[8]s, yan arabada %[9]s.",
		EN: "For %[1]s the thick app made %[2]s at the fee service (%[3]s per request) and the sidecar %[4]s (%[5]s); of those, %[6]s reached the fee service's handler in the thick layout and %[7]s in the thin one, while %[10]s and %[11]s never did. Metric keys: %[8]s in the thick app, %[9]s in the sidecar.",
	}
	readFix        = i18n.Text{TR: "%s: %s, ödemede %s", EN: "%s: %s, payment %s"}
	readFixes      = i18n.Text{TR: "Çözümlerle: %s.", EN: "With the fixes: %s."}
	readFixesMoved = i18n.Text{
		TR: "Çözümler ince yerleşimdeki fazladan tahsilatı (%d) giderdi ve her ödemeden yine bir kez tahsilat yapıldı: neyin yinelenebileceğini bilmek uygulamadan çıkmıyor, yalnız yer değiştiriyor.",
		EN: "The fixes removed the thin layout's extra charges (%d) and still charged every payment once: knowing what may be repeated does not leave the app; it only moves.",
	}
	readFixesIdle = i18n.Text{
		TR: "Yan araba satırında kimseden iki kez tahsilat yapılmadı; çözümlerin önleyecek bir şeyi kalmadı.",
		EN: "The sidecar row charged no one twice here, so the fixes had nothing left to prevent.",
	}
	readSep = i18n.Text{TR: "; ", EN: "; "}

	readCutRow = i18n.Text{
		TR: "Çalıştırma, “%[1]s” satırı ölçülürken bitti: ölçüm betiği bu satırdaki %[2]s %[3]s tanesini yapmıştı; %[4]s.",
		EN: "The run ended while the row “%[1]s” was being measured: the script had made %[3]s of that row's %[2]s; %[4]s.",
	}
	readCutWaiting = i18n.Counted{
		TR:      "o an %d çağrı hâlâ yanıt bekliyordu",
		EnOne:   "%d still waited for an answer then",
		EnOther: "%d still waited for an answer then",
	}
	readCutNoneWaiting = i18n.Text{TR: "hiçbiri o an yanıt beklemiyordu", EN: "none waited for an answer then"}
	readCutBetween     = i18n.Text{
		TR: "Çalıştırma, “%s” satırının ölçümü bittikten sonra, sonraki satır başlamadan bitti.",
		EN: "The run ended after the row “%s” was measured, before the next began.",
	}
	readNeverReached = i18n.Text{TR: "Şu satırlara hiç varılmadı: %s.", EN: "The rows %s were never reached."}
	readCutOthers    = i18n.Text{
		TR: "Tablolar o ana dek ölçülenleri gösterir; öteki cümleler yalnız sonuna dek ölçülen satırlardan söz eder.",
		EN: "The tables show what was measured by then; the other sentences speak only of rows measured to their end.",
	}
)

// The code count (code.go).
var (
	titleCode      = i18n.Text{TR: "Kod: ağ ilgisi satırları, dersin saydığı gibi", EN: "Code: lines of network concerns, as the lesson counts them"}
	colFile        = i18n.Text{TR: "dosya", EN: "file"}
	colLines       = i18n.Text{TR: "anlamlı satır", EN: "meaningful lines"}
	colMarked      = i18n.Text{TR: "ağ ilgisi diye işaretli", EN: "marked as network concerns"}
	rowThickFile   = i18n.Text{TR: "kalın uygulama (odunc-kalin.mjs)", EN: "thick app (odunc-kalin.mjs)"}
	rowThinFile    = i18n.Text{TR: "ince uygulama (odunc-ince.mjs)", EN: "thin app (odunc-ince.mjs)"}
	rowSidecarFile = i18n.Text{TR: "yan araba (yan-araba.mjs)", EN: "sidecar (yan-araba.mjs)"}
	txtAllOfThem   = i18n.Text{TR: "hepsi", EN: "all of them"}
	txtDeleted     = i18n.Text{TR: "Uygulamadan %d satır silindi, yerine %d satır geldi.", EN: "%d lines were deleted from the app and %d added."}
	txtServices    = i18n.Text{TR: "%d servisli sistemde ağ ilgisi satırı: uygulamalar tarafında her serviste silinen %d satır, %d × %d = %d; yan araba tarafında %d (tek dosya).", EN: "Network-concern lines in a system of %d services: on the apps' side the %d deleted lines in every service, %d × %d = %d; on the sidecar's, %d (one file)."}
)
