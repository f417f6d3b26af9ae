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
	"playground/engine/i18n"
	"playground/engine/lab"
)

// golden is the course index's block for this lab.
const golden = "unbounded: 2×(200, slice 3), 2×(200, 6), 2×(200, 9), 2×(200, 12), 2×(200, 15)\n" +
	"bounded:   2×(200, 3), 2×(200, 6), 6×(503, 0)\n"

// Lab is the admission lab.
var Lab = &lab.Lab{
	ID:    "admission",
	Title: i18n.Text{TR: "Kabul denetimi", EN: "Admission control"},
	Question: i18n.Text{
		TR: "Aşırı yükte her isteği kuyruğa almak mı, fazlasını hemen reddetmek mi?",
		EN: "Under overload, queue every request or reject the excess at once?",
	},
	Lesson: i18n.Text{TR: "Yük Boşaltma", EN: "Load Shedding"},
	New:    func() lab.Params { return &Params{} },
	Golden: golden,
	Presets: []lab.Preset{
		{ID: "retry-storm", Label: i18n.Text{TR: "Yeniden deneme fırtınası", EN: "Retry storm"},
			Params: "requests=40&client=retry_after&attempts=5"},
		{ID: "backoff", Label: i18n.Text{TR: "Geri çekilme ve sarsıntı", EN: "Backoff with jitter"},
			Params: "requests=40&client=backoff&attempts=5"},
		{ID: "overload", Label: i18n.Text{TR: "Poisson aşırı yük, son tarih", EN: "Poisson overload with deadlines"},
			Params: "arrivals=poisson&rate=10&duration=60s&work_dist=exp&queue=10&deadline=1s"},
		{ID: "adaptive", Label: i18n.Text{TR: "Uyarlanan sınır (AIMD)", EN: "Adaptive limit (AIMD)"},
			Params: "arrivals=poisson&rate=10&duration=60s&work_dist=exp&queue=20&limit=aimd&target=600ms"},
	},
	Metrics:    metrics,
	Challenges: challenges,
	Sweeps:     sweeps,
}

// bounded and unbounded read one mode of a run: the metrics read the bounded
// mode, the one the learner tunes, unless their id says otherwise.
func bounded(s *Summary) ModeSummary   { return s.Modes[1] }
func unbounded(s *Summary) ModeSummary { return s.Modes[0] }

func percent(part, whole int) float64 { return 100 * lab.Ratio(float64(part), float64(whole)) }

var metrics = []lab.Metric{
	{ID: "goodput_pct", Unit: "%", Better: lab.Higher,
		Label: i18n.Text{TR: "Verim payı", EN: "Goodput share"},
		Help: i18n.Text{
			TR: "Denetimli kipte 200 alan isteklerin (son tarih varsa son tarih içinde) tüm isteklere oranı. Kapasitenin iki katı yükte en çok %50'ye yakın olabilir.",
			EN: "Share of requests answered 200 in bounded mode (within the deadline, if one is set). At twice the capacity it can be at most about 50 %.",
		},
		Read: lab.Summary(func(s *Summary) float64 { return percent(bounded(s).Goodput, bounded(s).Requests) })},
	{ID: "goodput_rps", Unit: "1/s", Better: lab.Higher,
		Label: i18n.Text{TR: "Saniyede verim", EN: "Goodput per second"},
		Help: i18n.Text{
			TR: "Denetimli kipte saniyedeki işe yarar yanıt (son tarih içindeki 200'ler), çalışmanın sonuna kadar. Sunucunun kapasitesi eşzamanlılık / iş süresidir.",
			EN: "Useful answers (200s within the deadline) per second in bounded mode, until the run's end. The server's capacity is concurrency / work time.",
		},
		Read: lab.Summary(func(s *Summary) float64 { return bounded(s).GoodputPerS })},
	{ID: "p50_ms", Unit: "ms", Better: lab.Lower,
		Label: i18n.Text{TR: "p50 gecikme", EN: "p50 latency"},
		Help: i18n.Text{
			TR: "Denetimli kipte 200 alan denemelerin ortanca gecikmesi (istemciden istemciye). 200 yoksa 0.",
			EN: "Median latency of the attempts answered 200 in bounded mode (client to client). 0 when none was.",
		},
		Read: lab.Summary(func(s *Summary) float64 { return bounded(s).P50Ms })},
	{ID: "p99_ms", Unit: "ms", Better: lab.Lower,
		Label: i18n.Text{TR: "p99 gecikme", EN: "p99 latency"},
		Help: i18n.Text{
			TR: "Denetimli kipte 200 alan denemelerin %99'unun altında kaldığı gecikme. 200 yoksa 0.",
			EN: "Latency that 99 % of the attempts answered 200 in bounded mode stayed under. 0 when none was.",
		},
		Read: lab.Summary(func(s *Summary) float64 { return bounded(s).P99Ms })},
	{ID: "rejected_pct", Unit: "%", Better: lab.Lower,
		Label: i18n.Text{TR: "Reddedilen pay", EN: "Rejected share"},
		Help: i18n.Text{
			TR: "Denetimli kipte 503 ile geri çevrilen denemelerin (yeniden denemeler dahil) oranı.",
			EN: "Share of attempts (retries included) turned away with a 503 in bounded mode.",
		},
		Read: lab.Summary(func(s *Summary) float64 { return percent(bounded(s).Rejected, bounded(s).Sent) })},
	{ID: "dropped_pct", Unit: "%", Better: lab.Lower,
		Label: i18n.Text{TR: "Atılan pay", EN: "Dropped share"},
		Help: i18n.Text{
			TR: "Denetimli kipte son tarihi geçtiği için işlenmeden atılan (504) denemelerin oranı.",
			EN: "Share of attempts dropped unprocessed (504) in bounded mode because their deadline had passed.",
		},
		Read: lab.Summary(func(s *Summary) float64 { return percent(bounded(s).Dropped, bounded(s).Sent) })},
	{ID: "max_queue", Better: lab.Lower,
		Label: i18n.Text{TR: "En uzun kuyruk", EN: "Longest queue"},
		Help: i18n.Text{
			TR: "Denetimli kipte kuyrukta aynı anda bekleyen en çok iş.",
			EN: "Most jobs waiting in the queue at once in bounded mode.",
		},
		Read: lab.Summary(func(s *Summary) float64 { return float64(bounded(s).MaxQueue) })},
	{ID: "attempts_per_request", Better: lab.Lower,
		Label: i18n.Text{TR: "İstek başına deneme", EN: "Attempts per request"},
		Help: i18n.Text{
			TR: "Denetimli kipte denemelerin isteklere oranı: yeniden denemelerin yükü kaç katına çıkardığı (1: hiç yeniden deneme yok).",
			EN: "Attempts per request in bounded mode: how much retries multiplied the load (1: no retry).",
		},
		Read: lab.Summary(func(s *Summary) float64 { return lab.Ratio(float64(bounded(s).Sent), float64(bounded(s).Requests)) })},
	{ID: "critical_rejected_pct", Unit: "%", Better: lab.Lower,
		Label: i18n.Text{TR: "Reddedilen kritik pay", EN: "Critical rejected share"},
		Help: i18n.Text{
			TR: "Denetimli kipte 503 ile geri çevrilen kritik denemelerin oranı (kritik istek yoksa 0).",
			EN: "Share of critical attempts turned away with a 503 in bounded mode (0 without critical requests).",
		},
		Read: lab.Summary(func(s *Summary) float64 {
			if c := bounded(s).Classes; c != nil {
				return percent(c.Critical.Rejected, c.Critical.Sent)
			}
			return 0
		})},
	{ID: "unbounded_p99_ms", Unit: "ms", Better: lab.Lower,
		Label: i18n.Text{TR: "Denetimsiz p99 gecikme", EN: "Unbounded p99 latency"},
		Help: i18n.Text{
			TR: "Karşılaştırma için: denetimsiz kipte (her istek kuyruğa alınır) 200 alan denemelerin p99 gecikmesi.",
			EN: "For comparison: the p99 latency of the attempts answered 200 in unbounded mode (every request queued).",
		},
		Read: lab.Summary(func(s *Summary) float64 { return unbounded(s).P99Ms })},
}

// twiceCapacity is Poisson arrivals at twice the lesson's server capacity
// (2 workers / 300 ms = 6.67 jobs/s) for a minute.
const twiceCapacity = "arrivals=poisson&rate=13.33&duration=60s"

var challenges = []lab.Challenge{
	{ID: "burst-no-503", Level: 1, Knobs: []string{"queue"}, Predict: "p99_ms",
		Title: i18n.Text{TR: "Kimse geri çevrilmesin", EN: "Turn nobody away"},
		Task: i18n.Text{
			TR: "Dersteki gibi 10 istek aynı anda 2 işçili sunucuya geliyor. Denetimli kipte hiçbir istek 503 almasın: kuyruğa en az kaç yer gerekir? Bunun bedeli p99 gecikmede ne olur?",
			EN: "As in the lesson, 10 requests reach the 2-worker server at once. In bounded mode, let no request get a 503: how many queue places does that take at least? What does it cost in p99 latency?",
		},
		Hint: i18n.Text{
			TR: "Sunucu eşzamanlılık + kuyruk kadar iş tutar; gerisi 503 alır.",
			EN: "The server holds concurrency + queue jobs; the rest get a 503.",
		},
		Checks:   []lab.Check{{Metric: "rejected_pct", Op: lab.AtMost, Value: 0}},
		Solution: "queue=8"},
	{ID: "burst-promise", Level: 1, Knobs: []string{"queue"}, Predict: "rejected_pct",
		Title: i18n.Text{TR: "Sözünü tut", EN: "Keep the promise"},
		Task: i18n.Text{
			TR: "Aynı 10 eşzamanlı istek. Bu kez kabul edilen her istek 350 ms içinde yanıtlansın (p99 ≤ 350 ms). Kuyruğu ne yapmalısınız ve kaç istek geri çevrilir?",
			EN: "The same 10 requests at once. This time every accepted request must be answered within 350 ms (p99 ≤ 350 ms). What must the queue be, and how many requests are turned away?",
		},
		Hint: i18n.Text{
			TR: "Kuyruktaki iş önündekilerin işini bekler: gecikme en çok (⌈kuyruk / eşzamanlılık⌉ + 1) × iş süresidir.",
			EN: "A queued job waits for the jobs ahead: latency is at most (⌈queue / concurrency⌉ + 1) × work time.",
		},
		Checks:   []lab.Check{{Metric: "p99_ms", Op: lab.AtMost, Value: 350}},
		Solution: "queue=0"},
	{ID: "twice-capacity", Level: 2, Knobs: []string{"queue", "limit", "target"}, Fixed: twiceCapacity + "&queue=50", Predict: "p99_ms",
		Title: i18n.Text{TR: "Kapasitenin iki katı", EN: "Twice the capacity"},
		Task: i18n.Text{
			TR: "İstekler bir dakika boyunca saniyede 13,33 (Poisson) geliyor: 2 işçinin kapasitesinin (2 / 300 ms = 6,67/s) iki katı. 50 yerlik kuyrukla p99 saniyeleri buluyor. p99'u 700 ms'nin altında tutun ve isteklerin en az %50'si yine yanıtlansın.",
			EN: "Requests arrive at 13.33 per second (Poisson) for a minute: twice the capacity of 2 workers (2 / 300 ms = 6.67/s). With a 50-place queue p99 runs into seconds. Keep p99 under 700 ms and still answer at least 50 % of the requests.",
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
			TR: "40 istek aynı anda geliyor; 503 alan istemciler Retry-After (1 s) kadar bekleyip en çok 5 kez deniyor. Hepsi aynı anda geri döndüğü için 40 isteğin yalnız 20'si yanıtlanıyor ve istek başına 4 deneme gidiyor. 40 isteğin hepsi yanıtlansın, istek başına ortalama en çok 3 deneme gitsin.",
			EN: "40 requests arrive at once; clients that get a 503 wait Retry-After (1 s) and try at most 5 times. Since they all come back together, only 20 of the 40 are answered and each request costs 4 attempts. Get all 40 answered with at most 3 attempts per request on average.",
		},
		Hint: i18n.Text{
			TR: "Retry-After bir taban süredir; istemciler üstüne rastgele bir sarsıntı eklerse aynı anda dönmezler.",
			EN: "Retry-After is a base; if clients add a random jitter on top, they stop coming back together.",
		},
		Checks:   []lab.Check{{Metric: "goodput_pct", Op: lab.AtLeast, Value: 100}, {Metric: "attempts_per_request", Op: lab.AtMost, Value: 3}},
		Solution: "client=backoff"},
	{ID: "protect-critical", Level: 3, Knobs: []string{"reserve", "queue"}, Fixed: "arrivals=poisson&rate=10&duration=60s&concurrency=3&critical=0.2", Predict: "critical_rejected_pct",
		Title: i18n.Text{TR: "Kritik işleri koru", EN: "Protect the critical work"},
		Task: i18n.Text{
			TR: "3 işçili sunucuya saniyede 10 istek geliyor (kapasite 10/s); isteklerin %20'si kritik (ödünç iadesi gibi). Kritik denemelerin en çok %5'i geri çevrilsin, tüm isteklerin yine en az %80'i yanıtlansın.",
			EN: "A 3-worker server gets 10 requests per second (capacity 10/s); 20 % of them are critical (a loan return, say). Turn away at most 5 % of critical attempts while still answering at least 80 % of all requests.",
		},
		Hint: i18n.Text{
			TR: "Kritik sınıfa kabul sınırından pay ayırın: sunucu doluyken payının altında kalan kritik istek yine girer, boşken pay normal isteklere ödünç verilir.",
			EN: "Reserve a share of the admission limit for the critical class: when the server is full a critical request under its share still gets in; while idle, the share is lent to normal requests.",
		},
		Checks:   []lab.Check{{Metric: "critical_rejected_pct", Op: lab.AtMost, Value: 5}, {Metric: "goodput_pct", Op: lab.AtLeast, Value: 80}},
		Solution: "reserve=2"},
	{ID: "deadline-goodput", Level: 3, Knobs: []string{"queue", "discipline", "limit", "target"}, Fixed: "arrivals=poisson&rate=10&duration=60s&work_dist=exp&deadline=1s&queue=20", Predict: "goodput_pct",
		Title: i18n.Text{TR: "Son tarihe yetiş", EN: "Beat the deadline"},
		Task: i18n.Text{
			TR: "Saniyede 10 istek (kapasitenin 1,5 katı), üstel iş süresi ve her isteğin 1 s son tarihi var. 20 yerlik kuyrukta işler sıraları gelene dek bayatlıyor: isteklerin yalnız %36'sı zamanında yanıtlanıyor. En az %55'i son tarih içinde yanıtlansın.",
			EN: "10 requests per second (1.5 times the capacity), exponential work and a 1 s deadline per request. In a 20-place queue jobs go stale before their turn: only 36 % of requests are answered in time. Get at least 55 % answered within the deadline.",
		},
		Hint: i18n.Text{
			TR: "Son tarihi geçmiş bir yanıt kimsenin işine yaramaz. Kısa bir kuyruk ya da önce en yeni işi almak yanıtları zamanında tutar.",
			EN: "An answer after the deadline is of no use to anyone. A short queue, or serving the newest job first, keeps answers in time.",
		},
		Checks:   []lab.Check{{Metric: "goodput_pct", Op: lab.AtLeast, Value: 55}},
		Solution: "queue=2"},
}

var sweeps = []lab.SweepPreset{
	{ID: "queue-vs-latency", Knob: "queue", From: "0", To: "50", Steps: 26, Params: twiceCapacity,
		Metrics: []string{"rejected_pct", "p99_ms", "goodput_pct"},
		Label: i18n.Text{TR: "Kuyruk boyu: daha az 503, daha uzun bekleme (kapasitenin iki katında)",
			EN: "Queue length: fewer 503s, longer waits (at twice the capacity)",
		}},
	{ID: "concurrency", Knob: "concurrency", From: "1", To: "20", Steps: 20, Params: "arrivals=poisson&rate=20&duration=60s",
		Metrics: []string{"goodput_pct", "p99_ms"},
		Label: i18n.Text{TR: "Eşzamanlılık: kapasite yüke yetişince verim",
			EN: "Concurrency: goodput as capacity catches up with the load",
		}},
	{ID: "rate", Knob: "rate", From: "1", To: "100", Steps: 20, Log: true, Params: "arrivals=poisson&duration=60s",
		Metrics: []string{"goodput_pct", "p99_ms", "unbounded_p99_ms"},
		Label: i18n.Text{TR: "Geliş hızı: denetimli ve denetimsiz gecikme",
			EN: "Arrival rate: latency with and without admission control",
		}},
}
