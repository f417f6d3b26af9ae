// Package admission is the admission lab (lesson 002, "Yük Boşaltma"): the
// lesson's work server — `concurrency` jobs at a time, a queue, each job
// `work` long — measured without admission control (every request queued)
// and with it (past concurrency + queue, 503 with Retry-After at once), on
// the very same requests.
//
// Beyond the lesson: Poisson arrivals, exponential work, priority classes
// with a reserved share that idle capacity may borrow, deadline drops, LIFO,
// retrying clients (at once, after Retry-After, with backoff and jitter) and
// adaptive limits (AIMD, Gradient2) bounded by concurrency and
// concurrency + queue.
//
// Files: lab.go (the Lab: presets, metrics, challenges, sweeps), params.go,
// run.go, the domain (client.go, wire.go, server.go, limit.go, job.go,
// deque.go, stats.go, timeline.go), then what a run returns: summary.go,
// sections.go, reading.go, scene.go, figures.go and text.go.
package admission

import (
	"net/url"

	"playground/engine/i18n"
	"playground/engine/lab"
	"playground/engine/param"
	"playground/engine/words"
)

// golden is the course index's block for this lab.
const golden = "unbounded: 2×(200, slice 3), 2×(200, 6), 2×(200, 9), 2×(200, 12), 2×(200, 15)\n" +
	"bounded:   2×(200, 3), 2×(200, 6), 6×(503, 0)\n"

// Lab is the admission lab.
var Lab = &lab.Lab{
	Size:  []string{"requests", "rate", "duration", "attempts"},
	ID:    "admission",
	Title: i18n.Text{TR: "Kabul denetimi", EN: "Admission control"},
	Question: i18n.Text{
		TR: "Aşırı yükte her isteği kuyruğa mı almalı, fazlasını hemen geri mi çevirmeli?",
		EN: "Under overload, queue every request or reject the excess at once?",
	},
	Lesson:     i18n.Text{TR: "Yük Boşaltma", EN: "Load Shedding"},
	LessonPage: i18n.Text{TR: "ders-yuk-bosaltma.html", EN: "lesson-load-shedding.html"},
	New:        func() lab.Params { return &Params{} },
	Golden:     golden,
	Presets: []lab.Preset{
		{ID: "retry-storm", Label: i18n.Text{TR: "Yeniden deneme fırtınası", EN: "Retry storm"},
			Params: "requests=40&client=retry_after&attempts=5"},
		{ID: "backoff", Label: i18n.Text{TR: "Üstel geri çekilme ve sarsıntı", EN: "Exponential backoff with jitter"},
			Params: "requests=40&client=backoff&attempts=5"},
		{ID: "overload", Label: i18n.Text{TR: "Poisson gelişli aşırı yük ve son tarih", EN: "Poisson overload with deadlines"},
			Params: "arrivals=poisson&rate=10&duration=60s&work_dist=exp&queue=10&deadline=1s"},
		{ID: "adaptive", Label: i18n.Text{TR: "Uyarlanan kabul sınırı (AIMD)", EN: "Adaptive admission limit (AIMD)"},
			Params: "arrivals=poisson&rate=10&duration=60s&work_dist=exp&queue=20&limit=aimd&target=600ms"},
		{ID: "server-dies", Label: i18n.Text{TR: "Arıza: denetimli sunucu ölür, yeniden başlar; istemciler yeniden dener", EN: "Fault: the bounded server dies and restarts; clients retry"},
			Params: "requests=40&client=backoff&attempts=5&faults=kill:bounded.server@500ms,restart:bounded.server@1s"},
	},
	Metrics:    metrics,
	FaultCases: []string{"client=backoff&attempts=4&deadline=900ms"},
	Terms: []lab.Term{
		{Word: i18n.Text{TR: "503", EN: "503"}, Explain: i18n.Text{
			TR: "“Şu an hizmet veremiyorum” yanıtı. Denetimli sunucu dolu olduğunda yeni isteği bekletmez, hemen 503 ile geri çevirir ve Retry-After başlığıyla ne zaman yeniden denenebileceğini söyler: istemci sonucunu hemen öğrenir.",
			EN: "The “cannot serve you now” answer. When the bounded server is full it does not hold a new request: it rejects it at once with a 503 and says with Retry-After when to try again: the client learns its outcome at once."}},
		{Word: i18n.Text{TR: "kuyruğa", EN: "queue"}, Name: i18n.Text{TR: "kuyruk", EN: "queue"}, Explain: i18n.Text{
			TR: "Sunucunun, çalışan işler bitene kadar yeni işleri beklettiği sıra. Kuyruk uzadıkça daha az istek geri çevrilir, ama her kabul edilen istek önündekilerin hepsinin gecikmesini taşır.",
			EN: "Where the server holds new jobs until the running ones finish. The longer the queue, the fewer requests are rejected, but every accepted request carries the delay of all those ahead of it."}},
	},
	Try: &lab.Preset{ID: "try", Params: "queue=20", Label: i18n.Text{
		TR: "Kuyrukta 2 yerine 20 yer olsaydı 503 yanıtları ve gecikme nasıl değişirdi?",
		EN: "What if the queue had 20 places instead of 2: how would the 503s and the latency change?"}},
	Key:        []string{"wait_mean_ms", "p99_ms", "rejected_pct"},
	Challenges: challenges,
	Sweeps:     sweeps,
	Policy:     hook,
	// What a learner asks "why?" of (`app why`, the replay's "show me
	// one"): the lesson's point first, the request the bounded server
	// turned away at once; then the long wait the unbounded one gave
	// instead, and an answer that came past its deadline.
	Outcomes: []lab.Outcome{
		{ID: kindRejection, Effect: effectShed, Label: i18n.Text{
			TR: "denetimli sunucunun ilk 503 yanıtı", EN: "the bounded server's first 503"}},
		{ID: kindLongWait, Kind: kindLongWait, Label: i18n.Text{
			TR: "denetimsiz sunucuda en uzun bekleyen istek", EN: "the longest wait at the unbounded server"}},
		{ID: kindLate, Kind: kindLate, Label: i18n.Text{
			TR: "son tarihi geçtikten sonra gelen yanıt", EN: "an answer after its deadline"}},
	},
}

// The contract completes the declaration (lab.Declare): a function call
// around the literal would build it in code at start-up instead of laying it
// out as data (10 KB of brotli app.wasm for the four labs).
func init() { lab.Declare(Lab) }

// bounded and unbounded read one mode of a run: the metrics read the bounded
// mode, the one the learner tunes, unless their id says otherwise.
func bounded(s *Summary) ModeSummary   { return s.Modes[1] }
func unbounded(s *Summary) ModeSummary { return s.Modes[0] }

func percent(part, whole int) float64 { return words.Share(float64(part), float64(whole)) }

var metrics = []lab.Metric{
	{ID: "goodput_pct", Unit: "%", Better: lab.Higher,
		Label: i18n.Text{TR: "Zamanında yanıt payı", EN: "Goodput share"},
		Help: i18n.Text{
			TR: "Denetimli kipte zamanında yanıtlanan isteklerin payı: 200, ilk denemeden sayarak son tarih içinde, son tarih yoksa istemcinin sabır süresi içinde (varsayılan 10 s) gelmiş olmalı; daha geç gelen 200 sayılmaz. Kapasitenin iki katı yükte en çok %50 dolayındadır. Arızaların uzattığı bir çalıştırma süre sınırında durdurulursa, o an bitmemiş istekler zamanında yanıtlanmamış sayılır.",
			EN: "Share of requests answered in time in bounded mode: the 200 must come within the deadline, counted from the first attempt, or without one within the client's patience (10 s by default); a later 200 does not count. At twice the capacity it is at most about 50%. When faults stretch a run until it is stopped at its horizon, the requests unfinished then count as not answered in time.",
		},
		Read: lab.Summary(func(s *Summary) float64 { return percent(bounded(s).Goodput, bounded(s).Requests) })},
	{ID: "goodput_rps", Unit: "1/s", Better: lab.Higher,
		Label: i18n.Text{TR: "Saniyede zamanında yanıt", EN: "Goodput per second"},
		Help: i18n.Text{
			TR: "Denetimli kipte saniyede zamanında yanıtlanan istek (zamanında yanıt payındaki tanımla), çalıştırmanın başından son yanıtına kadar. Sunucunun kapasitesi eşzamanlılık ÷ iş süresidir.",
			EN: "Requests answered in time per second in bounded mode (as defined for the goodput share), from the start of the run to its last answer. The server's capacity is concurrency ÷ work time.",
		},
		Read: lab.Summary(func(s *Summary) float64 { return bounded(s).GoodputPerS })},
	{ID: "p50_ms", Unit: "ms", Better: lab.Lower,
		Label: i18n.Text{TR: "Deneme başına p50 gecikme", EN: "p50 latency per attempt"},
		Help: i18n.Text{
			TR: "Denetimli kipte 200 alan denemelerin ortanca gecikmesi, denemenin gönderilmesinden yanıtın istemciye varmasına kadar. 200 yoksa 0. Süre sınırında durdurulan bir çalıştırmada o an hâlâ yanıt bekleyen denemeler buna katılmaz.",
			EN: "The median latency of the attempts answered 200 in bounded mode, from the attempt's sending to the answer's arrival at the client. 0 when none was. In a run stopped at its horizon, the attempts still waiting for an answer then are not among them.",
		},
		Read: lab.Summary(func(s *Summary) float64 { return bounded(s).P50Ms })},
	{ID: "p99_ms", Unit: "ms", Better: lab.Lower,
		Label: i18n.Text{TR: "Deneme başına p99 gecikme", EN: "p99 latency per attempt"},
		Help: i18n.Text{
			TR: "Denetimli kipte 200 alan denemelerin %99'unun altında kaldığı gecikme. 200 yoksa 0. Yeniden deneyen istemcilerin beklediği süreyi uçtan uca p99 gecikme gösterir. Süre sınırında durdurulan bir çalıştırmada o an hâlâ yanıt bekleyen denemeler buna katılmaz.",
			EN: "The latency that 99% of the attempts answered 200 in bounded mode stayed under. 0 when none was. For retrying clients, the end-to-end p99 latency shows how long they waited. In a run stopped at its horizon, the attempts still waiting for an answer then are not among them.",
		},
		Read: lab.Summary(func(s *Summary) float64 { return bounded(s).P99Ms })},
	{ID: "e2e_p99_ms", Unit: "ms", Better: lab.Lower,
		Label: i18n.Text{TR: "Uçtan uca p99 gecikme", EN: "End-to-end p99 latency"},
		Help: i18n.Text{
			TR: "Denetimli kipte yanıtlanan isteklerin %99'unun, ilk denemeden 200'e kadar geçen süre olarak altında kaldığı gecikme; yeniden denemeler ve aradaki beklemeler dahil. Yeniden deneme yoksa deneme başına p99 gecikmeye eşittir; 200 yoksa 0. Süre sınırında durdurulan bir çalıştırmada o an bitmemiş istekler buna katılmaz.",
			EN: "The latency that 99% of the requests answered in bounded mode stayed under, from the first attempt to the 200, retries and the waits between them included. Without retries it equals the p99 latency per attempt; 0 when no request was answered. In a run stopped at its horizon, the requests unfinished then are not among them.",
		},
		Read: lab.Summary(func(s *Summary) float64 {
			if e := bounded(s).E2E; e != nil {
				return e.P99
			}
			return bounded(s).P99Ms
		})},
	{ID: "wait_mean_ms", Unit: "ms", Better: lab.Lower,
		Label: i18n.Text{TR: "Sonuca kadar ortalama bekleme", EN: "Mean wait for the outcome"},
		Help: i18n.Text{
			TR: "Denetimli kipte bir isteğin ilk denemesinden son yanıtına kadar geçen ortalama süre, yanıt ne olursa olsun: 200, vazgeçilen 503 ya da 504. Dersin ölçtüğü fark budur: geri çevrilen istemci sonucunu hemen öğrenir ve ona göre davranır; kuyrukta bekleyen, önündeki herkesin gecikmesini taşır. Süre sınırında durdurulan bir çalıştırmada o an bitmemiş istekler buna katılmaz.",
			EN: "The mean time in bounded mode from a request's first attempt to its last answer, whatever that said: a 200, or the 503 or 504 the client gave up on. This is the lesson's contrast: a rejected client learns its outcome at once and can act on it; one waiting in the queue carries the delay of everyone ahead of it. In a run stopped at its horizon, the requests unfinished then are not among them.",
		},
		Read: lab.Summary(func(s *Summary) float64 { return bounded(s).WaitMeanMs })},
	{ID: "rejected_pct", Unit: "%", Better: lab.Neither,
		Label: i18n.Text{TR: "Geri çevrilen pay", EN: "Rejected share"},
		Help: i18n.Text{
			TR: "Denetimli kipte 503 ile geri çevrilen denemelerin payı, yeniden denemeler dahil. Tek başına iyi ya da kötü değildir: geri çevirmek, kabul edilenlere verilen gecikme sözünün bedelidir; aynı gecikmeyle daha az geri çevirmek iyidir, gecikmeyi uzatarak daha az geri çevirmek değildir.",
			EN: "Share of attempts rejected with a 503 in bounded mode, retries included. Neither good nor bad alone: rejecting is the price of the latency promised to the accepted; fewer rejections at the same latency are better, fewer by waiting longer are not.",
		},
		Read: lab.Summary(func(s *Summary) float64 { return percent(bounded(s).Rejected, bounded(s).Sent) })},
	{ID: "dropped_pct", Unit: "%", Better: lab.Lower,
		Label: i18n.Text{TR: "İşlenmeden atılan pay", EN: "Dropped share"},
		Help: i18n.Text{
			TR: "Denetimli kipte, sırası geldiğinde son tarihi geçmiş olduğu için işlenmeden atılan (504) denemelerin payı.",
			EN: "Share of attempts dropped unprocessed (504) in bounded mode because their deadline had passed when their turn came.",
		},
		Read: lab.Summary(func(s *Summary) float64 { return percent(bounded(s).Dropped, bounded(s).Sent) })},
	{ID: "max_queue", Better: lab.Lower,
		Label: i18n.Text{TR: "En uzun kuyruk", EN: "Longest queue"},
		Help: i18n.Text{
			TR: "Denetimli kipte kuyrukta aynı anda bekleyen en çok iş.",
			EN: "The most jobs waiting in the queue at once in bounded mode.",
		},
		Read: lab.Summary(func(s *Summary) float64 { return float64(bounded(s).MaxQueue) })},
	{ID: "admission_limit", Better: lab.Lower,
		Label: i18n.Text{TR: "Kabul sınırı", EN: "Admission limit"},
		Help: i18n.Text{
			TR: "Denetimli kipte sunucunun en çok tutabileceği iş: eşzamanlılık + kuyruk (uyarlanan sınırlarda tavan). Kabul edilen bir işin ne kadar bekleyebileceğini bu belirler.",
			EN: "The most jobs the bounded server may hold: concurrency + queue (the ceiling of an adaptive limit). It sets how long an accepted job may wait.",
		},
		Read: lab.Summary(func(s *Summary) float64 { return float64(bounded(s).AdmissionLimit) })},
	{ID: "attempts_per_request", Better: lab.Lower,
		Label: i18n.Text{TR: "Deneme çarpanı", EN: "Retry amplification"},
		Help: i18n.Text{
			TR: "Denetimli kipte deneme sayısının istek sayısına oranı: yeniden denemelerin sunucuya gelen yükü kaç katına çıkardığı (1: hiç yeniden deneme yok). Süre sınırında durdurulan bir çalıştırmada o ana dek gönderilen denemeleri sayar.",
			EN: "Attempts per request in bounded mode: how many times retries multiplied the load reaching the server (1: no retry). In a run stopped at its horizon, it counts the attempts sent by then.",
		},
		Read: lab.Summary(func(s *Summary) float64 { return lab.Ratio(float64(bounded(s).Sent), float64(bounded(s).Requests)) })},
	{ID: "critical_rejected_pct", Unit: "%", Better: lab.Lower,
		Label: i18n.Text{TR: "Geri çevrilen kritik pay", EN: "Critical rejected share"},
		Help: i18n.Text{
			TR: "Denetimli kipte 503 ile geri çevrilen kritik denemelerin payı (kritik istek yoksa 0).",
			EN: "Share of critical attempts rejected with a 503 in bounded mode (0 without critical requests).",
		},
		Read: lab.Summary(func(s *Summary) float64 {
			if c := bounded(s).Classes; c != nil {
				return percent(c.Critical.Rejected, c.Critical.Sent)
			}
			return 0
		})},
	{ID: "critical_rejected_fewer_pct", Unit: "%", Better: lab.Neither,
		Label: i18n.Text{TR: "Bir yer eksik ayrılsaydı geri çevrilen kritik pay", EN: "Critical rejected share, one place fewer reserved"},
		Help: i18n.Text{
			TR: "Kritik sınıfa bir yer eksik ayrılsaydı denetimli kipte 503 ile geri çevrilecek kritik denemelerin payı (aynı istekler, aynı sunucu, yalnız bir yer eksik): ayrılan yerlerin, kritik sınıfı koruyan en az sayı olup olmadığını söyler. Yer ayrılmamışsa 100 (daha azı yoktur); kritik istek yoksa 0.",
			EN: "The share of critical attempts the bounded mode would have rejected with a 503 had one place fewer been reserved for the critical class (the same requests, the same server, one place fewer): whether the reserve is the fewest places that protect the class. 100 when no place is reserved (there is no fewer); 0 without critical requests.",
		},
		Read: lab.Summary(func(s *Summary) float64 {
			c := bounded(s).Classes
			switch {
			case c == nil:
				return 0
			case c.CriticalFewer == nil:
				return 100
			}
			return percent(c.CriticalFewer.Rejected, c.CriticalFewer.Sent)
		})},
	{ID: "unbounded_p99_ms", Unit: "ms", Better: lab.Lower,
		Label: i18n.Text{TR: "Denetimsiz p99 gecikme", EN: "Unbounded p99 latency"},
		Help: i18n.Text{
			TR: "Karşılaştırma için: denetimsiz kipte (her istek kuyruğa alınır) 200 alan denemelerin p99 gecikmesi. Bu kipte hiçbir istek geri çevrilmediğinden yeniden deneme olmaz; deneme başına ve uçtan uca gecikme aynıdır. Süre sınırında durdurulan bir çalıştırmada o an hâlâ yanıt bekleyen denemeler buna katılmaz.",
			EN: "For comparison: the p99 latency of the attempts answered 200 in unbounded mode (every request queued). No request is rejected there, so nothing is retried: per attempt and end to end are the same. In a run stopped at its horizon, the attempts still waiting for an answer then are not among them.",
		},
		Read: lab.Summary(func(s *Summary) float64 { return unbounded(s).P99Ms })},
}

// twiceCapacity is Poisson arrivals at twice the lesson's server capacity
// (2 workers / 300 ms = 6.67 jobs/s) for a minute.
const twiceCapacity = "arrivals=poisson&rate=13.33&duration=60s"

// challenges are the lesson's questions with numbers, easy first. Each
// fails at the lesson's values (plus Fixed), passes with its Solution, and
// bounds the cost side too (latency, the queue, the load), so switching the
// mechanism off or a degenerate value never passes (engine/labs tries the
// extremes of every knob).
var challenges = []lab.Challenge{
	{ID: "burst-no-503", Level: 1, Knobs: []string{"queue"}, Predict: "p99_ms",
		Title: i18n.Text{TR: "Kimse geri çevrilmesin", EN: "Reject nobody"},
		Task: i18n.Text{
			TR: "Dersteki gibi 10 istek aynı anda 2 işçili sunucuya geliyor. Denetimli kipte hiçbir istek 503 almasın, ama sunucu 10 işten fazlasını tutmaya hazır olmasın (kabul sınırı en çok 10): kuyrukta en az kaç yer gerekir, bunun p99 gecikmedeki bedeli nedir?",
			EN: "As in the lesson, 10 requests reach the 2-worker server at once. In bounded mode, let no request get a 503, without the server being ready to hold more than 10 jobs (an admission limit of at most 10): how many queue places does that take at least, and what does it cost in p99 latency?",
		},
		Hint: i18n.Text{
			TR: "Sunucu eşzamanlılık + kuyruk kadar iş tutar; fazlası 503 alır.",
			EN: "The server holds concurrency + queue jobs; the rest get a 503.",
		},
		Checks:   []lab.Check{{Metric: "rejected_pct", Op: lab.AtMost, Value: 0}, {Metric: "admission_limit", Op: lab.AtMost, Value: 10}},
		Solution: "queue=8"},
	{ID: "burst-promise", Level: 1, Knobs: []string{"queue"}, Predict: "rejected_pct",
		Title: i18n.Text{TR: "Sözünü tut", EN: "Keep the promise"},
		Task: i18n.Text{
			TR: "Aynı 10 eşzamanlı istek. Kabul edilen her istek 1 s içinde yanıtlansın (p99 < 1000 ms), ama denemelerin en çok %40'ı geri çevrilsin. Kuyrukta kaç yer olmalı?",
			EN: "The same 10 requests at once. Every accepted request must be answered within 1 s (p99 < 1000 ms), yet at most 40% of the attempts may be rejected. How many queue places must there be?",
		},
		Hint: i18n.Text{
			TR: "Kuyruktaki bir iş önündeki işlerin bitmesini bekler: gecikme en çok (⌈kuyruk ÷ eşzamanlılık⌉ + 1) × iş süresidir.",
			EN: "A queued job waits for the jobs ahead of it: latency is at most (⌈queue ÷ concurrency⌉ + 1) × work time.",
		},
		Checks:   []lab.Check{{Metric: "p99_ms", Op: lab.Below, Value: 1000}, {Metric: "rejected_pct", Op: lab.AtMost, Value: 40}},
		Solution: "queue=4"},
	{ID: "twice-capacity", Level: 2, Knobs: []string{"queue"}, Fixed: twiceCapacity + "&queue=50", Predict: "p99_ms",
		Title: i18n.Text{TR: "Kapasitenin iki katı", EN: "Twice the capacity"},
		Task: i18n.Text{
			TR: "İstekler bir dakika boyunca saniyede ortalama 13,33 hızla (Poisson) geliyor: 2 işçinin kapasitesinin (2 ÷ 300 ms = 6,67/s) iki katı. 50 yerlik kuyrukla p99 gecikme saniyeleri buluyor. p99 gecikme 700 ms'nin altında kalsın ve isteklerin en az %50'si yine zamanında yanıtlansın: kuyrukta kaç yer olmalı?",
			EN: "Requests arrive at 13.33 per second on average (Poisson) for a minute: twice the capacity of 2 workers (2 ÷ 300 ms = 6.67/s). With a 50-place queue the p99 latency runs into seconds. Keep p99 under 700 ms while still answering at least 50% of the requests in time: how many queue places must there be?",
		},
		Hint: i18n.Text{
			TR: "Kapasitenin iki katı yükte isteklerin yarısı zaten sığmaz; uzun kuyruk onları yalnızca bekletir. Kuyruk çok kısa olursa da işçiler boş kalır.",
			EN: "At twice the capacity half the requests cannot fit anyway; a long queue only makes them wait. Too short a queue leaves workers idle.",
		},
		Checks:   []lab.Check{{Metric: "p99_ms", Op: lab.Below, Value: 700}, {Metric: "goodput_pct", Op: lab.AtLeast, Value: 50}},
		Solution: "queue=2"},
	{ID: "retry-storm", Level: 2, Knobs: []string{"client", "attempts", "retry_after"}, Fixed: "requests=40&client=retry_after&attempts=5", Predict: "attempts_per_request",
		Title: i18n.Text{TR: "Fırtınayı dindir", EN: "Calm the storm"},
		Task: i18n.Text{
			TR: "40 istek aynı anda geliyor; 503 alan istemciler Retry-After süresi (1 s) kadar bekleyip en çok 5 kez deniyor. Hepsi aynı anda geri döndüğü için 40 isteğin yalnız 20'si yanıtlanıyor ve yeniden denemeler sunucuya gelen yükü katlıyor. 40 isteğin hepsi zamanında yanıtlansın, istek başına ortalama en çok 3 deneme gitsin ve uçtan uca p99 gecikme 8 s'yi geçmesin (denetimsiz kipte 6 s).",
			EN: "40 requests arrive at once; clients that get a 503 wait Retry-After (1 s) and try at most 5 times. Since they all come back together, only 20 of the 40 are answered, and the retries multiply the load on the server. Get all 40 answered in time with at most 3 attempts per request on average and an end-to-end p99 latency of at most 8 s (6 s in unbounded mode).",
		},
		Hint: i18n.Text{
			TR: "Retry-After bir taban süredir; istemciler üstüne rastgele bir sarsıntı eklerse birlikte geri dönmezler.",
			EN: "Retry-After is a base; if clients add a random jitter on top, they stop coming back together.",
		},
		Checks: []lab.Check{{Metric: "goodput_pct", Op: lab.AtLeast, Value: 100}, {Metric: "attempts_per_request", Op: lab.AtMost, Value: 3},
			{Metric: "e2e_p99_ms", Op: lab.AtMost, Value: 8000}},
		Solution: "client=backoff"},
	{ID: "protect-critical", Level: 3, Knobs: []string{"reserve", "queue"}, Fixed: "arrivals=poisson&rate=10&duration=60s&concurrency=3&critical=0.2", Predict: "critical_rejected_pct",
		Title: i18n.Text{TR: "Kritik işleri koru", EN: "Protect the critical work"},
		Task: i18n.Text{
			TR: "3 işçili sunucuya saniyede ortalama 10 istek geliyor (kapasite 10/s); isteklerin %20'si kritik (ödünç iadesi gibi). Kritik sınıfa yetecek en az sayıda yer ayırın: geri çevrilen kritik denemeler %5'i geçmesin, ama bir yer eksik ayrılınca geçsin. Bütün isteklerin yine en az %80'i zamanında yanıtlansın ve p99 gecikme 1 s'yi geçmesin.",
			EN: "A 3-worker server gets 10 requests per second on average (capacity 10/s); 20% of them are critical (a loan return, say). Reserve the fewest places for the critical class that do: at most 5% of critical attempts rejected, and more than 5% with one place fewer reserved. Still answer at least 80% of all requests in time, with a p99 latency of at most 1 s.",
		},
		Hint: i18n.Text{
			TR: "Kabul sınırından kritik sınıfa yer ayırın: sunucu doluyken payının altında kalan kritik istek yine girer, boşken ayrılan yerler normal isteklere ödünç verilir. Gerekenden fazla ayrılan her yer, sunucu doluyken normal sınıfın payından gider; kritik sınıf yükün yalnız %20'si.",
			EN: "Reserve places of the admission limit for the critical class: when the server is full a critical request under its share still gets in; while idle, the places are lent to normal requests. Every place reserved beyond need comes out of the normal class's share when the server is full; the critical class is only 20% of the load.",
		},
		Checks: []lab.Check{{Metric: "critical_rejected_pct", Op: lab.AtMost, Value: 5}, {Metric: "critical_rejected_fewer_pct", Op: lab.Above, Value: 5},
			{Metric: "goodput_pct", Op: lab.AtLeast, Value: 80}, {Metric: "p99_ms", Op: lab.AtMost, Value: 1000}},
		Solution: "reserve=2"},
	{ID: "deadline-goodput", Level: 3, Knobs: []string{"queue", "discipline"}, Fixed: "arrivals=poisson&rate=10&duration=60s&work_dist=exp&deadline=1s&queue=20", Predict: "goodput_pct",
		Title: i18n.Text{TR: "Son tarihe yetiş", EN: "Beat the deadline"},
		Task: i18n.Text{
			TR: "Saniyede ortalama 10 istek geliyor (kapasitenin 1,5 katı), iş süresi üstel dağılımlı ve her isteğin 1 s'lik son tarihi var. 20 yerlik kuyrukta çoğu işin son tarihi, sırası gelmeden doluyor: isteklerin yalnız %36'sı zamanında yanıtlanıyor. Kuyrukta aynı anda en çok 20 iş beklerken isteklerin en az %56'sı son tarih içinde yanıtlansın.",
			EN: "10 requests per second on average (1.5 times the capacity), exponential work times and a 1 s deadline per request. In a 20-place queue most jobs' deadlines run out before their turn: only 36% of requests are answered in time. With at most 20 jobs waiting in the queue at once, get at least 56% answered within the deadline.",
		},
		Hint: i18n.Text{
			TR: "Son tarihten sonra gelen bir yanıt kimsenin işine yaramaz. Kısa bir kuyruk ya da önce en yeni işi almak yanıtları zamanında tutar.",
			EN: "An answer after the deadline is of no use to anyone. A short queue, or serving the newest job first, keeps answers in time.",
		},
		Checks:   []lab.Check{{Metric: "goodput_pct", Op: lab.AtLeast, Value: 56}, {Metric: "max_queue", Op: lab.AtMost, Value: 20}},
		Solution: "queue=2"},
	// The code challenges: the learner writes the admission decision
	// (policy.star is where they start, the server's own rule), graded
	// over other seeds and a fault so that code tuned to one run fails.
	{ID: "spread-the-retries", Level: 3, Knobs: []string{param.PolicyParam}, Fixed: "requests=40&client=retry_after&attempts=5",
		Title: i18n.Text{TR: "Yeniden denemeleri sunucu dağıtsın", EN: "Let the server spread the retries"},
		Task: i18n.Text{
			TR: "40 istek aynı anda geliyor; 503 alan istemciler tam Retry-After süresi kadar bekleyip en çok 5 kez deniyor. İstemcileri değiştiremezsiniz, yalnız sunucunun kabul kararını kod olarak yazabilirsiniz. Her 503 aynı Retry-After'ı (1 s) söylediği için geri çevrilen istemciler hep birlikte dönüyor ve isteklerin yalnız yarısı yanıtlanıyor. İsteklerin en az %80'i zamanında yanıtlansın, istek başına ortalama en çok 3 deneme gitsin ve kabul edilen denemelerin p99 gecikmesi 700 ms'yi geçmesin: başka tohumlarla da, sunucu bir an ölüp yeniden başladığında da.",
			EN: "40 requests arrive at once; clients that get a 503 wait exactly Retry-After and try at most 5 times. You cannot change the clients, only write the server's admission decision as code. Since every 503 says the same Retry-After (1 s), the rejected clients all come back together and only half of the requests are answered. Get at least 80% of the requests answered in time, with at most 3 attempts per request on average and a p99 latency of the admitted attempts of at most 700 ms: with other seeds too, and when the server dies for a moment and restarts.",
		},
		Hint: i18n.Text{
			TR: "Retry-After'ı her 503 için siz seçersiniz: hepsine aynı sayıyı söylerseniz birlikte dönerler. rng.below(5), çalıştırmanın tohumlu akışından 0 ile 4 arasında bir tam sayı çeker. Kuyruğu uzatmak yükü dağıtmaz, yalnız bekletir.",
			EN: "You choose Retry-After for each 503: tell them all the same number and they come back together. rng.below(5) draws a whole number from 0 to 4 from the run's seeded stream. A longer queue does not spread the load, it only makes it wait.",
		},
		Checks: []lab.Check{{Metric: "goodput_pct", Op: lab.AtLeast, Value: 80}, {Metric: "attempts_per_request", Op: lab.AtMost, Value: 3},
			{Metric: "p99_ms", Op: lab.AtMost, Value: 700}},
		Cases:    []string{"seed=2", "seed=3", "faults=kill:bounded.server@2s,restart:bounded.server@2.5s"},
		Solution: param.PolicyParam + "=" + url.QueryEscape(solutionSpreadTheRetries)},
	{ID: "critical-first", Level: 3, Knobs: []string{param.PolicyParam}, Fixed: "arrivals=poisson&rate=10&duration=60s&concurrency=3&critical=0.2",
		Title: i18n.Text{TR: "Önce kritik işler", EN: "Critical work first"},
		Task: i18n.Text{
			TR: "3 işçili sunucuya saniyede ortalama 10 istek geliyor (kapasite 10/s); isteklerin %20'si kritik. Kritik sınıfa yer ayrılmadığı için sunucu doluyken gelen kritik istek de 503 alıyor. Kabul kararını kod olarak yazın: geri çevrilen kritik denemeler %1'i geçmesin, bütün isteklerin en az %70'i zamanında yanıtlansın ve p99 gecikme 700 ms'yi geçmesin: başka tohumlarla da, sunucu bir saniyeliğine ölüp yeniden başladığında da.",
			EN: "A 3-worker server gets 10 requests per second on average (capacity 10/s); 20% of them are critical. With no places reserved for the critical class, a critical request arriving while the server is full gets a 503 too. Write the admission decision as code: at most 1% of critical attempts rejected, at least 70% of all requests answered in time and a p99 latency of at most 700 ms: with other seeds too, and when the server dies for a second and restarts.",
		},
		Hint: i18n.Text{
			TR: "“request.critical” isteğin sınıfını söyler. Kritik isteğe sınırın üstünde birkaç yer bırakmak yetmez: kuyruk uzarsa p99 gecikme de uzar. Normal istekleri sunucu dolmadan biraz önce geri çevirin; kuyrukta kritik işler zaten öne geçer.",
			EN: "request.critical tells the request's class. Leaving critical requests a few places past the limit is not enough: a longer queue means a longer p99 latency. Turn normal requests away a little before the server is full; in the queue, critical jobs already go first.",
		},
		Checks: []lab.Check{{Metric: "critical_rejected_pct", Op: lab.AtMost, Value: 1}, {Metric: "goodput_pct", Op: lab.AtLeast, Value: 70},
			{Metric: "p99_ms", Op: lab.AtMost, Value: 700}},
		Cases:    []string{"seed=2", "seed=3", "faults=kill:bounded.server@20s,restart:bounded.server@21s"},
		Solution: param.PolicyParam + "=" + url.QueryEscape(solutionCriticalFirst)},
}

var sweeps = []lab.SweepPreset{
	{ID: "queue-vs-latency", Knob: "queue", From: "0", To: "16", Steps: 17, Params: twiceCapacity,
		Metrics: []string{"rejected_pct", "p99_ms", "goodput_pct"},
		Label: i18n.Text{TR: "Kuyruk uzunluğu: daha az 503, daha uzun bekleme (kapasitenin iki katında)",
			EN: "Queue length: fewer 503s, longer waits (at twice the capacity)",
		}},
	{ID: "concurrency", Knob: "concurrency", From: "1", To: "20", Steps: 20, Params: "arrivals=poisson&rate=20&duration=60s",
		Metrics: []string{"goodput_pct", "p99_ms"},
		Label: i18n.Text{TR: "Eşzamanlılık: kapasite yüke yetiştikçe zamanında yanıt",
			EN: "Concurrency: goodput as capacity catches up with the load",
		}},
	{ID: "rate", Knob: "rate", From: "1", To: "100", Steps: 20, Log: true, Params: "arrivals=poisson&duration=60s",
		Metrics: []string{"goodput_pct", "p99_ms", "unbounded_p99_ms"},
		Label: i18n.Text{TR: "Geliş hızı: denetimli ve denetimsiz gecikme",
			EN: "Arrival rate: latency with and without admission control",
		}},
}
