// Package sidecar is the lab of lesson 001 (Servis Ağı): the same two calls —
// a debt query and a payment — made by a thick app that does its own timeout,
// GET-only retries, TLS and name-keyed metrics, and by a thin app behind a
// sidecar that retries on status codes whatever the method and keys metrics by
// path. The price of the move shows in one column: the payment is charged twice.
//
// Beyond the lesson the lab runs the two fixes the lesson names (a method
// filter in the sidecar, an idempotency key with a ledger in the fee service),
// slow payments and timeouts, bad certificates, the lesson's crash-on-error
// code, backoff, and an Envoy-style retry budget under concurrent clients.
//
// Files: lab.go (the Lab: golden table, presets, metrics, challenges,
// sweeps), params.go, run.go, sections.go, reading.go, summary.go, scene.go,
// figures.go, text.go; the lesson's processes are in fee.go (ucret.mjs),
// layouts.go (olc.mjs, odunc-kalin.mjs, odunc-ince.mjs, yan-araba.mjs),
// retry.go (the retry loop, backoff and budget) and olcut.go (the lesson's
// per-key counters).
package sidecar

import (
	"playground/engine/i18n"
	"playground/engine/lab"
	"playground/engine/param"
)

// golden is the course index's table for this lesson.
const golden = `layout            debt  pay  fee reached  charges  processes  local hops
thick app         200   503  4            1        2          1
thin app+sidecar  200   200  5            2        3          2
metrics (requests/attempts/errors): thick: borc 1/3/0, ode 1/1/1;
sidecar: /ceza/U-41 1/3/0, /ceza/ode 1/2/0
`

// Lab is the sidecar lab.
var Lab = &lab.Lab{
	Size:  []string{"members", "load", "attempts"},
	ID:    "sidecar",
	Title: i18n.Text{TR: "Yan araba: ağ işleri uygulamada mı, yanında mı?", EN: "Sidecar: network concerns in the app or beside it?"},
	Question: i18n.Text{
		TR: "Yeniden deneme, zaman aşımı, TLS ve ölçüt toplama uygulamadan yan arabaya taşınınca ne kazanılır, bedeli nedir?",
		EN: "What do we gain when retries, timeouts, TLS and metrics move from the app into a sidecar, and what does it cost?",
	},
	Lesson: i18n.Text{TR: "Servis Ağı", EN: "Service Mesh"},
	New:    func() lab.Params { return &Params{} },
	Golden: golden,
	Presets: []lab.Preset{
		{ID: "idempotent-only", Label: i18n.Text{TR: "Yalnız eş etkili yöntemleri yinele", EN: "Retry idempotent methods only"}, Params: "methods=idempotent"},
		{ID: "slow-payment", Label: i18n.Text{TR: "Zaman aşımını aşan ödeme", EN: "A payment slower than the timeout"}, Params: "pay_latency=600ms"},
		{ID: "expired-cert", Label: i18n.Text{TR: "Süresi dolmuş sertifika", EN: "Expired certificate"}, Params: "cert=expired"},
		{ID: "retry-storm", Label: i18n.Text{TR: "Yeniden deneme fırtınası", EN: "Retry storm"}, Params: "members=20&read_fails=100&attempts=5"},
		{ID: "budget-under-load", Label: i18n.Text{TR: "Eşzamanlı yükte yeniden deneme bütçesi", EN: "Retry budget under concurrent load"}, Params: "load=20&read_fails=40&budget=20"},
		{ID: "fee-stalls", Label: i18n.Text{TR: "Arıza: ücret servisi 500 ms donar", EN: "Fault: the fee service stalls for 500 ms"}, Params: "faults=stall:127.0.0.1:8751@1ms+500ms"},
	},
	Metrics:    labMetrics,
	FaultCases: []string{"fixes=method,idempotency&load=3"},
	Terms: []lab.Term{
		{Word: i18n.Text{TR: "yan araba", EN: "sidecar"}, Explain: i18n.Text{
			TR: "Uygulamanın yanında, aynı makinede çalışan ayrı süreç: uygulama ona yerel bir adresten düz bir çağrı yapar; yeniden deneme, zaman aşımı, TLS ve ölçüt toplama onda olur. Yolu, yöntemi ve durum kodunu görür; işin ne olduğunu bilmez.",
			EN: "A separate process running beside the app on the same machine: the app makes a plain call to it on a local address; retries, timeouts, TLS and metrics happen there. It sees the path, the method and the status code, not what the work is."}},
		{Word: i18n.Text{TR: "tekillik anahtarı", EN: "idempotency key"}, Explain: i18n.Text{
			TR: "İsteğin taşıdığı, her ödeme için bir kez üretilen ad. Sunucu bu adla gelen ikinci isteği yeniden işlemez, ilk sonucunu döndürür: yeniden deneme tahsilatı iki kez yapamaz.",
			EN: "A name the request carries, made once per payment. The server does not process a second request with that name again; it returns the first result: a retry cannot charge twice."}},
	},
	LessonPage: i18n.Text{TR: "ders-servis-agi.html", EN: "lesson-service-mesh.html"},
	Try: &lab.Preset{ID: "try", Params: "idempotency_key=true", Label: i18n.Text{
		TR: "Ödeme isteği bir tekillik anahtarı taşısaydı müşteriden kaç kez tahsilat yapılırdı?",
		EN: "What if the payment carried an idempotency key: how many times would the customer be charged?"}},
	Key:        []string{"charges", "double_charges", "failed_calls"},
	Challenges: challenges,
	Sweeps:     sweeps,
	Policy:     hook,
	// The lesson's harm first: the second charge, which `app why` and the
	// replay's "show me one" follow back to the try it repeated; then
	// the ledger's answer that prevented one, and a process that exited.
	Outcomes: []lab.Outcome{
		{ID: effDoubleCharge, Effect: effDoubleCharge, Label: i18n.Text{TR: "aynı üyeden ikinci tahsilat", EN: "a member charged a second time"}},
		{ID: effReplay, Effect: effReplay, Label: i18n.Text{TR: "ikinci tahsilatı önleyen saklı yanıt", EN: "a stored answer that prevented a second charge"}},
		{ID: kindCrash, State: stateDead, Label: i18n.Text{TR: "yakalanmamış hatayla çöken süreç", EN: "a process that exited on an uncaught rejection"}},
	},
}

// The contract completes the declaration (lab.Declare): a function call
// around the literal would build it in code at start-up instead of laying it
// out as data (10 KB of brotli app.wasm for the four labs).
func init() { lab.Declare(Lab) }

// The metrics read the lesson's sidecar row (the thin app behind the
// sidecar): the layout whose knobs the learner turns. A run a fault
// stretched to its horizon gives what the row measured by then (nothing,
// if the run never reached it), and its calls left without an answer or
// never made count as failed: a run that did not finish never passes a
// check that asks every call to succeed.
var labMetrics = []lab.Metric{
	{ID: "charges", Unit: "", Better: lab.Neither,
		Label: i18n.Text{TR: "Tahsilat", EN: "Charges"},
		Help: i18n.Text{
			TR: "Yan araba yerleşiminde ücret servisinin yaptığı tahsilat sayısı (tablonun tahsil sütunu). Her istemci bir ödeme yapar; bundan fazlası çifte tahsilattır.",
			EN: "Charges the fee service made in the sidecar layout (the table's charges column). Each client makes one payment; anything beyond is a double charge.",
		},
		Read: lab.Summary(func(s Summary) float64 { return float64(s.thin().Charges) })},
	{ID: "double_charges", Unit: "", Better: lab.Lower,
		Label: i18n.Text{TR: "Çifte tahsilat", EN: "Double charges"},
		Help: i18n.Text{
			TR: "Yan araba yerleşiminde aynı üyeden ilkinden sonra yapılan tahsilatlar: dersin uyardığı arıza.",
			EN: "Charges beyond the first for the same member in the sidecar layout: the failure the lesson warns of.",
		},
		Read: lab.Summary(func(s Summary) float64 { return float64(s.thin().DoubleCharges) })},
	{ID: "failed_calls", Unit: "", Better: lab.Lower,
		Label: i18n.Text{TR: "Başarısız çağrı", EN: "Failed calls"},
		Help: i18n.Text{
			TR: "Yan araba yerleşiminde ölçüm betiğinin uygulamaya yaptığı çağrılardan yanıtsız kalanlar ya da 2xx dışında bir kodla bitenler (borç sorguları ve ödemeler). Arızaların uzattığı bir çalıştırma süre sınırında durdurulursa, o an hâlâ yanıt bekleyen ve hiç yapılamayan çağrılar da başarısız sayılır.",
			EN: "Calls the measuring script made to the app in the sidecar layout that got no answer or a status other than 2xx (debt queries and payments). When faults stretch a run until it is stopped at its horizon, the calls still waiting then and those never made count as failed too.",
		},
		Read: lab.Summary(func(s Summary) float64 { return float64(s.thin().FailedCalls) })},
	{ID: "fee_requests", Unit: "", Better: lab.Lower,
		Label: i18n.Text{TR: "Ücret servisine ulaşan istek", EN: "Fee requests"},
		Help: i18n.Text{
			TR: "Yan araba yerleşiminde ücret servisinin işleyicisine ulaşan istek sayısı (tablonun ücrete ulaşan sütunu); TLS el sıkışmasında düşenler ulaşmaz.",
			EN: "Requests that reached the fee service's handler in the sidecar layout (the table's fee reached column); those failing the TLS handshake never reach it.",
		},
		Read: lab.Summary(func(s Summary) float64 { return float64(s.thin().FeeRequests) })},
	{ID: "attempts_per_request", Unit: "", Better: lab.Lower,
		Label: i18n.Text{TR: "Deneme çarpanı", EN: "Retry amplification"},
		Help: i18n.Text{
			TR: "Yan arabanın ücret servisine yaptığı denemelerin, uygulamaya gelen mantıksal isteklere oranı: yeniden denemelerin yükü kaç katına çıkardığı (1: hiç yeniden deneme yok).",
			EN: "The sidecar's tries at the fee service per logical request made to the app: how many times retries multiply the load (1: no retry).",
		},
		Read: lab.Summary(func(s Summary) float64 {
			t := s.thin()
			return lab.Ratio(float64(t.FeeAttempts), float64(t.LogicalRequests))
		})},
	{ID: "worst_wait_ms", Unit: "ms", Better: lab.Lower,
		Label: i18n.Text{TR: "En uzun olası bekleme", EN: "Worst-case wait"},
		Help: i18n.Text{
			TR: "Ücret servisi hiç yanıt vermese yan arabanın bir çağrıyı en çok ne kadar bekleteceği: deneme sayısı × zaman aşımı + denemeler arasındaki en uzun geri çekilmeler (derste 3 × 400 ms = 1,2 s). Uzun zaman aşımının ve çok denemenin bedeli.",
			EN: "How long the sidecar may keep one call waiting if the fee service never answers: attempts × timeout + the longest backoffs between them (3 × 400 ms = 1.2 s in the lesson). The cost of a long timeout and of many attempts.",
		},
		Read: lab.Summary(func(s Summary) float64 { return s.WorstWaitMS })},
	{ID: "retry_share", Unit: "%", Better: lab.Lower,
		Label: i18n.Text{TR: "Yeniden deneme payı", EN: "Retry share"},
		Help: i18n.Text{
			TR: "Yan arabanın ücret servisine yaptığı denemelerden yeniden deneme olanların payı (0–100): yeniden deneme bütçesinin sınırladığı yük.",
			EN: "The share of the sidecar's tries at the fee service that were retries (0–100): the load a retry budget caps.",
		},
		Read: lab.Summary(func(s Summary) float64 { return s.thin().RetryShare() })},
	{ID: "retries_denied", Unit: "", Better: lab.Neither,
		Label: i18n.Text{TR: "Bütçenin izin vermediği yeniden deneme", EN: "Retries denied"},
		Help: i18n.Text{
			TR: "Bütçe yeniden denemeye izin vermediği için yan arabanın son denemenin yanıtıyla bitirdiği istekler.",
			EN: "Requests the sidecar ended with the last try's answer because the budget refused a retry.",
		},
		Read: lab.Summary(func(s Summary) float64 { return float64(s.thin().BudgetDenied) })},
	{ID: "retries_by_minimum", Unit: "", Better: lab.Neither,
		Label: i18n.Text{TR: "Yalnız en az değerin geçirdiği yeniden deneme", EN: "Retries by the minimum alone"},
		Help: i18n.Text{
			TR: "Bütçenin yüzdesi (etkin isteklerin yüzdesi, aşağı yuvarlanır) izin vermezken yalnız en az değer sayesinde geçen yeniden denemeler: yük ne olursa olsun izin verilen sabit bir sayı, yükün bir payı değil.",
			EN: "Retries the budget let through by its minimum alone, when its percentage of the active requests (rounded down) would have refused them: a fixed count whatever the load, not a share of it.",
		},
		Read: lab.Summary(func(s Summary) float64 { return float64(s.thin().BudgetByMin) })},
	{ID: "metric_keys", Unit: "", Better: lab.Lower,
		Label: i18n.Text{TR: "Ölçüt anahtarı", EN: "Metric keys"},
		Help: i18n.Text{
			TR: "Yan arabanın tuttuğu ölçüt anahtarı sayısı: yola göre anahtarlandığı için üye başına bir anahtar (kalın uygulama işin adına göre iki anahtar tutar).",
			EN: "How many metric keys the sidecar keeps: keyed by path, one per member (the thick app keeps two, by the operation's name).",
		},
		Read: lab.Summary(func(s Summary) float64 { return float64(s.thin().MetricKeys) })},
	{ID: "app_network_lines", Better: lab.Lower,
		Label: i18n.Text{TR: "Kalın uygulamalarda ağ ilgisi satırı", EN: "Network-concern lines in the thick apps"},
		Help: i18n.Text{
			TR: "Dersin saydığı gibi: kalın uygulamadan ince uygulamaya geçerken silinen satırlar (28), sistemdeki her serviste bir kez yazılmış olarak (servis sayısı × 28). Yan araba yerleşiminde uygulamalarda bu satırlardan hiçbiri kalmaz.",
			EN: "As the lesson counts them: the lines deleted going from the thick app to the thin one (28), written once in every service of the system (services × 28). In the sidecar layout none of them is left in the apps.",
		},
		Read: lab.Summary(func(s Summary) float64 { return float64(s.Code.AppSide) })},
	{ID: "sidecar_network_lines", Better: lab.Lower,
		Label: i18n.Text{TR: "Yan arabadaki ağ ilgisi satırı", EN: "Network-concern lines in the sidecar"},
		Help: i18n.Text{
			TR: "Yan arabanın anlamlı satırları (dersteki yan-araba.mjs): hepsi ağ ilgisidir ve servis sayısı ne olursa olsun tek dosyadır; politikası dışarıdan verilir.",
			EN: "The sidecar's meaningful lines (the lesson's yan-araba.mjs): all of them network concerns, one file whatever the number of services; its policy is given from outside.",
		},
		Read: lab.Summary(func(s Summary) float64 { return float64(s.Code.SidecarLines) })},
}

// challenges are the lesson's questions, easy first. Each fails at the
// lesson's values (plus Fixed), passes with its Solution, and bounds the
// cost side too (failed calls, the retries' share), so switching retries
// off or a degenerate value does not pass (engine/labs tries the extremes
// of every knob).
var challenges = []lab.Challenge{
	{
		ID: "charge-once", Level: 1, Predict: "charges",
		Title: i18n.Text{TR: "Tek tahsilat", EN: "Charge once"},
		Task: i18n.Text{
			TR: "Dersin değerlerinde ilk ödeme yanıtı kayboluyor ve yan araba ödemeyi yineliyor; ücret servisi ise kendisine ulaşan her ödemede üyeden tahsilat yapıyor. İlk iki okuma yine 503 ile geri çevrilirken borç sorgusu başarılı olsun (en çok 1 başarısız çağrı), ama üyeden tam 1 tahsilat yapılsın.",
			EN: "At the lesson's values the first payment answer is lost and the sidecar repeats the payment, while the fee service charges the member for every payment that reaches it. While the first two reads are still turned away with 503, keep the debt query succeeding (at most 1 failed call) but charge the member exactly once.",
		},
		Hint: i18n.Text{
			TR: "Kalın uygulamanın guvenli işlevi yalnız GET isteğini yineliyordu. Yan arabada hangi yöntemlerin yineleneceğini belirleyen bir ayar var.",
			EN: "The thick app's guvenli function retried GET only. The sidecar has a setting for which methods it retries.",
		},
		Knobs:    []string{"methods", "retry_on", "attempts"},
		Checks:   []lab.Check{{Metric: "charges", Op: lab.Equal, Value: 1}, {Metric: "failed_calls", Op: lab.AtMost, Value: 1}},
		Solution: "methods=idempotent",
	},
	{
		ID: "exactly-once", Level: 2, Predict: "failed_calls",
		Title: i18n.Text{TR: "Bir kez ve başarılı", EN: "Once, and known to succeed"},
		Task: i18n.Text{
			TR: "Yalnız GET isteğini yinelemek çifte tahsilatı önler, ama kaybolan yanıt yüzünden uygulama gerçekleşmiş bir ödeme için 503 görür. İlk ödeme yanıtı yine kaybolurken üyeden tam 1 tahsilat yapılsın ve uygulamanın 2 çağrısı da başarılı olsun.",
			EN: "Retrying GET only prevents the double charge, but because of the lost answer the app sees 503 for a payment that went through. With the first payment answer still lost, charge the member exactly once and have both of the app's 2 calls succeed.",
		},
		Hint: i18n.Text{
			TR: "Yinelemenin güvenli olması için ücret servisinin aynı ödemeyi tanıması gerekir: dersin adını verdiği ikinci çözüm.",
			EN: "To make the repeat safe the fee service must recognise the same payment: the second fix the lesson names.",
		},
		Knobs:    []string{"methods", "idempotency_key", "retry_on", "attempts"},
		Checks:   []lab.Check{{Metric: "charges", Op: lab.Equal, Value: 1}, {Metric: "failed_calls", Op: lab.AtMost, Value: 0}},
		Solution: "idempotency_key=true",
	},
	{
		ID: "slow-payment", Level: 2, Predict: "charges", Fixed: "pay_latency=600ms",
		Title: i18n.Text{TR: "Zaman aşımını aşan ödeme", EN: "A payment slower than the timeout"},
		Task: i18n.Text{
			TR: "Ödeme 600 ms sürüyor, deneme başına zaman aşımı 400 ms: her deneme zaman aşımına uğruyor, ama ücret servisi her seferinde tahsilat yapıyor ve uygulama 504 görüyor. Üyeden tam 1 tahsilat yapılsın ve uygulamanın 2 çağrısı da başarılı olsun; ama ücret servisi hiç yanıt vermese bile yan araba bir çağrıyı en çok 3000 ms bekletsin.",
			EN: "The payment takes 600 ms and the per-try timeout is 400 ms: every try times out, yet the fee service charges each time, and the app sees 504. Charge the member exactly once and have both of the app's 2 calls succeed, while the sidecar keeps a call waiting at most 3000 ms even if the fee service never answers.",
		},
		Hint: i18n.Text{
			TR: "Anahtar tek başına yetmez: ilk ödeme sürerken gelen yineleme 409 alır. Yineleme ödeme bittikten sonra gelmeli; ilk yanıt yine kaybolur. En uzun olası bekleme, deneme sayısı × zaman aşımı + geri çekilmelerdir.",
			EN: "A key alone is not enough: a repeat arriving while the first payment still runs gets 409. The repeat must come after the payment finished; the first answer is still lost. The worst-case wait is attempts × timeout + the backoffs.",
		},
		Knobs: []string{"timeout", "idempotency_key", "attempts", "backoff", "backoff_max", "methods"},
		Checks: []lab.Check{{Metric: "charges", Op: lab.Equal, Value: 1}, {Metric: "failed_calls", Op: lab.AtMost, Value: 0},
			{Metric: "worst_wait_ms", Op: lab.AtMost, Value: 3000}},
		Solution: "timeout=1s&idempotency_key=true",
	},
	{
		ID: "retry-budget", Level: 3, Predict: "retry_share", Fixed: "load=20&read_fails=100",
		Title: i18n.Text{TR: "Fırtınayı bütçeyle sınırla", EN: "Cap the storm with a budget"},
		Task: i18n.Text{
			TR: "20 istemci aynı anda geliyor ve ücret servisi ilk 100 okumayı geri çeviriyor: hiçbir yineleme bu kesintiyi aşamıyor, ama yan araba geri çevrilen okumaları yeniden deneyerek ücret servisinin yükünü artırıyor. Yeniden denemelerin payını bütçenin yüzdesiyle, denemelerin en çok %10'una indirin; yalnız en az değer sayesinde geçen yeniden deneme sayısı 0 olsun. Yine de denemelerin en az %5'i yeniden deneme olsun.",
			EN: "20 clients come at once and the fee service turns away its first 100 reads: no retry outlasts that outage, yet the sidecar retries the turned-away reads and adds to the fee service's load. Cut the retries with the budget's percentage to at most 10% of the tries, with 0 retries let through by the minimum alone; still keep at least 5% of the tries retries.",
		},
		Hint: i18n.Text{
			TR: "Bütçe, etkin isteklerin yüzdesini ya da en az değeri (hangisi büyükse) geçirir: en az değer 3 iken bütçe %10 olsa bile 46 denemenin 6'sı, yani %13'ü yeniden denemedir. Bütçe %1, en az değer 2 olsa da burada aynı anda 2 yeniden deneme geçer; ama bu yükün bir payı değil, yük ne olursa olsun sabit bir sayıdır: işi yüzde yapmalı.",
			EN: "The budget lets through a percentage of the active requests or the minimum, whichever is larger: with a minimum of 3, even a 10% budget leaves 6 of 46 tries, 13%, retries. A 1% budget with a minimum of 2 also lets 2 retries at a time through here, but that is a fixed count whatever the load, not a share of it: the percentage must do the work.",
		},
		Knobs: []string{"budget", "budget_min"},
		Checks: []lab.Check{{Metric: "retry_share", Op: lab.AtMost, Value: 10}, {Metric: "retry_share", Op: lab.AtLeast, Value: 5},
			{Metric: "retries_by_minimum", Op: lab.AtMost, Value: 0}},
		Solution: "budget=10&budget_min=0",
	},
	{ID: "survive-a-stall", Level: 3, Knobs: []string{"timeout", "idempotency_key"}, Fixed: "faults=stall:127.0.0.1:8751@3ms+500ms", Predict: "double_charges",
		Title: i18n.Text{TR: "Donan ücret servisine dayan", EN: "Survive a stalling fee service"},
		Task: i18n.Text{
			TR: "Ücret servisi yan araba düzeninin ortasında, 3 ms'de 500 ms boyunca donuyor (arıza “stall:127.0.0.1:8751@3ms+500ms”). Zaman aşımını ve tekillik anahtarını öyle ayarlayın ki üye iki kez ödemesin, hiçbir çağrı başarısız olmasın ve en kötü bekleme en çok 2 s olsun.",
			EN: "The fee service stalls in the middle of the sidecar layout, at 3 ms for 500 ms (the fault “stall:127.0.0.1:8751@3ms+500ms”). Set the timeout and the idempotency key so that the member pays once, no call fails, and the worst wait is at most 2 s.",
		},
		Hint: i18n.Text{
			TR: "Donma bitene dek bekleyemeyen bir deneme zaman aşımına uğrar ve yinelenir; servis o işi yine de yapar. Bekleyebilen bir zaman aşımı çağrıyı kurtarır, anahtar ise yinelenen ödemeyi.",
			EN: "A try that cannot wait out the stall times out and is retried; the service still does that work. A timeout that can wait saves the call, and the key saves the repeated payment.",
		},
		Checks: []lab.Check{{Metric: "double_charges", Op: lab.AtMost, Value: 0}, {Metric: "failed_calls", Op: lab.AtMost, Value: 0},
			{Metric: "worst_wait_ms", Op: lab.AtMost, Value: 2000}},
		Solution: "timeout=600ms&idempotency_key=true"},
	{
		ID: "pay-through-a-restart", Level: 3, Knobs: []string{param.PolicyParam}, Predict: "charges",
		Fixed: "load=2&read_fails=0&faults=kill:127.0.0.1:8751@2.5ms,restart:127.0.0.1:8751@50ms",
		Title: i18n.Text{TR: "Yeniden başlayan ücret servisi", EN: "A fee service that restarts"},
		Task: i18n.Text{
			TR: "Kodla çözün: 2 istemci aynı anda ödüyor; yan araba yerleşiminde ücret servisi, ödemeler yola çıkmadan hemen önce 2,5 ms'de çöküyor ve 50 ms'de yeniden başlıyor (arıza “kill:127.0.0.1:8751@2.5ms,restart:127.0.0.1:8751@50ms”). Yeniden başladıktan sonraki ilk ödemenin yanıtı, derste olduğu gibi, yine kayboluyor. “retry” işlevini öyle yazın ki hiçbir üyeden iki kez tahsilat yapılmasın ve en çok 1 çağrı başarısız olsun. Kodunuz 2 ve 3 tohumlarıyla ve ücret servisinin borç sorgularından önce, 1,7 ms'de çöktüğü arızayla da sınanır.",
			EN: "In code: 2 clients pay at once; in the sidecar layout the fee service goes down at 2.5 ms, just before the payments leave, and restarts at 50 ms (the fault “kill:127.0.0.1:8751@2.5ms,restart:127.0.0.1:8751@50ms”). The answer to the first payment after the restart is still lost, as in the lesson. Write the retry function so that no member is charged twice and at most 1 call fails. Your code is also graded with seeds 2 and 3, and with the fee service going down at 1.7 ms, before the debt queries.",
		},
		Hint: i18n.Text{
			TR: "Bağlantı reddedildiyse (outcome.error == \"refused\") istek ücret servisine hiç ulaşmamıştır: ödeme bile güvenle yinelenir, ama servis geri gelene dek beklemek gerekir (wait_ms). Ulaşıp 503 alan bir ödeme ise tahsil edilmiş olabilir: onu yinelemeyin.",
			EN: "A refused connection (outcome.error == \"refused\") means the request never reached the fee service: even a payment is safe to repeat, but only after waiting for the service to come back (wait_ms). A payment that reached it and got 503 may have been charged: do not repeat that one.",
		},
		Checks: []lab.Check{{Metric: "double_charges", Op: lab.AtMost, Value: 0}, {Metric: "failed_calls", Op: lab.AtMost, Value: 1}},
		Cases:  []string{"seed=2", "seed=3", "faults=kill:127.0.0.1:8751@1.7ms,restart:127.0.0.1:8751@50ms"},
		// Solution: solutions/pay-through-a-restart.star (policy.go sets it).
	},
	{
		ID: "wait-out-the-payment", Level: 3, Knobs: []string{param.PolicyParam}, Fixed: "pay_latency=600ms&idempotency_key=true",
		Title: i18n.Text{TR: "Süren ödemeyi bekle", EN: "Wait out the payment"},
		Task: i18n.Text{
			TR: "Kodla çözün: ödeme 600 ms sürüyor, deneme başına zaman aşımı 400 ms ve ödeme bir tekillik anahtarı taşıyor. Yan araba ödemeyi zaman aşımından hemen sonra yinelediğinde ilk ödeme hâlâ sürüyor ve ücret servisi 409 ile yanıtlıyor. “retry” işlevini öyle yazın ki üyeden tam 1 tahsilat yapılsın, uygulamanın 2 çağrısı da başarılı olsun ve yan araba, uygulamaya gelen istek başına ücret servisine en çok 2,5 deneme yapsın (deneme çarpanı). Kodunuz 2 ve 3 tohumlarıyla ve ilk ödeme denemesinin yan arabadan ücret servisine giderken 300 ms geciktiği arızayla (“delay:127.0.0.1:8754>127.0.0.1:8751@604ms+300ms”) da sınanır.",
			EN: "In code: the payment takes 600 ms, the per-try timeout is 400 ms, and the payment carries an idempotency key. When the sidecar repeats the payment right after the timeout, the first one is still running and the fee service answers 409. Write the retry function so that the member is charged exactly once, both of the app's 2 calls succeed, and the sidecar makes at most 2.5 tries at the fee service per request made to the app (the retry amplification). Your code is also graded with seeds 2 and 3, and with the first payment try held up 300 ms on its way from the sidecar to the fee service (the fault “delay:127.0.0.1:8754>127.0.0.1:8751@604ms+300ms”).",
		},
		Hint: i18n.Text{
			TR: "Anahtarlı bir ödemeyi yinelemek güvenlidir, ama ancak ilk ödeme bittikten sonra: o zaman ücret servisi saklı yanıtı yeniden verir. Zaman aşımından sonra, ödemenin kalan süresi ile yoldaki gecikmenin toplamından uzun bekleyin (wait_ms); 409 gelirse yine bekleyip yineleyin.",
			EN: "Repeating a keyed payment is safe, but only once the first has finished: then the fee service replays the stored answer. After the timeout, wait longer than the rest of the payment's time plus the delay on the way (wait_ms); on a 409, wait and repeat again.",
		},
		Checks: []lab.Check{{Metric: "charges", Op: lab.Equal, Value: 1}, {Metric: "failed_calls", Op: lab.AtMost, Value: 0},
			{Metric: "attempts_per_request", Op: lab.AtMost, Value: 2.5}},
		Cases: []string{"seed=2", "seed=3", "faults=delay:127.0.0.1:8754>127.0.0.1:8751@604ms+300ms"},
		// Solution: solutions/wait-out-the-payment.star (policy.go sets it).
	},
}

// sweeps draw the lesson's trade-offs.
var sweeps = []lab.SweepPreset{
	{ID: "attempts", Knob: "attempts", From: "1", To: "8", Steps: 8,
		Label:   i18n.Text{TR: "Deneme sayısı: daha az hata, ama çifte tahsilat", EN: "Attempts: fewer failures, but a double charge"},
		Metrics: []string{"failed_calls", "charges", "attempts_per_request"}},
	{ID: "pay-latency", Knob: "pay_latency", From: "0s", To: "1s", Steps: 21,
		Label:   i18n.Text{TR: "Ödeme süresi zaman aşımını (400 ms) geçince", EN: "When the payment outlasts the 400 ms timeout"},
		Metrics: []string{"charges", "double_charges", "failed_calls"}},
	{ID: "budget", Knob: "budget", From: "1", To: "100", Steps: 12, Params: "load=20&read_fails=40&budget_min=0",
		Label:   i18n.Text{TR: "20 eşzamanlı istemcide yeniden deneme bütçesi", EN: "Retry budget under 20 concurrent clients"},
		Metrics: []string{"retry_share", "failed_calls", "retries_denied"}},
}
