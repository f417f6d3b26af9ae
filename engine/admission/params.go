package admission

import (
	"math"
	"strconv"
	"strings"
	"time"

	"playground/engine/i18n"
	"playground/engine/param"
)

// Choices of the beyond-the-lesson knobs. The first of each is the lesson's.
const (
	arrivalsBurst   = "burst"
	arrivalsPoisson = "poisson"

	workConstant = "constant"
	workExp      = "exp"

	disciplineFIFO = "fifo"
	disciplineLIFO = "lifo"

	clientNone       = "none"
	clientImmediate  = "immediate"
	clientRetryAfter = "retry_after"
	clientBackoff    = "backoff"

	limitFixed     = "fixed"
	limitAIMD      = "aimd"
	limitGradient2 = "gradient2"
)

// Caps keep every in-bounds run finite, inside the kernel's caps (24 h of
// virtual time, 50 M events) and within about 3 s and a small heap in the
// browser (BenchmarkWorstCase: the heaviest in-bounds runs take about
// 0.3–0.5 s natively, the tab is some 9 times slower).
const (
	maxRequests = 200_000 // expected requests of one run (burst count or rate × duration)
	maxAttempts = 400_000 // requests × attempts: the worst retry storm a run may carry
	// maxSpan bounds the estimated virtual time of a run (arrival window +
	// draining the unbounded queue + the longest retry waits). The kernel
	// stops at 24 h; the 6 h between leave room for what the estimate
	// cannot know: a Poisson count and exponential work above their means.
	maxSpan = 18 * time.Hour
)

// Params are the lab's knobs; the defaults are the lesson's constants.
type Params struct {
	Concurrency int
	Queue       int
	Work        time.Duration
	Requests    int
	Slice       time.Duration
	RetryAfter  time.Duration
	Seed        uint64

	Arrivals   string
	Rate       float64
	Duration   time.Duration
	WorkDist   string
	Critical   float64
	Reserve    int
	Deadline   time.Duration
	Discipline string
	Client     string
	Attempts   int
	Limit      string
	Target     time.Duration

	// viaNet forces every run through the in-memory network (tests compare
	// the wires; the default picks by arrivals).
	viaNet bool
}

// Spec binds the knobs: the lesson's first, then the ones beyond it.
func (p *Params) Spec() *param.Spec {
	s := param.New("admission")
	s.Int(&p.Concurrency, "concurrency", 2, 1, 10_000).
		Label("Eşzamanlılık", "Concurrency").
		Help("Aynı anda işlenen iş sayısı (dersteki EN_COK_ESZAMANLI).", "Jobs processed at the same time (the lesson's EN_COK_ESZAMANLI).")
	s.Int(&p.Queue, "queue", 2, 0, 1_000_000).
		Label("Kuyruk", "Queue").
		Help("Denetimli kipte kuyrukta bekleyebilecek iş sayısı (EN_COK_KUYRUK); denetimsiz kipte kuyruk sınırsızdır.", "Jobs that may wait in the queue in bounded mode (EN_COK_KUYRUK); in unbounded mode the queue has no limit.")
	s.Duration(&p.Work, "work", 300*time.Millisecond, time.Millisecond, time.Minute).Unit("ms").
		Label("İş süresi", "Work time").
		Help("Bir işin süresi (IS_SURESI); üstel dağılımda ortalaması.", "How long one job takes (IS_SURESI); the mean when the distribution is exponential.")
	s.Int(&p.Requests, "requests", 10, 1, 100_000).
		Label("İstek sayısı", "Requests").
		Help("Aynı anda gönderilen istek sayısı (hepsi aynı anda gelirken; dersteki on curl).", "Requests sent at the same instant (when all arrive at once; the lesson's ten curls).")
	s.Duration(&p.Slice, "slice", 100*time.Millisecond, time.Millisecond, time.Hour).Unit("ms").
		Label("Gecikme dilimi", "Latency slice").
		Help("Gecikmeler bu genişlikte dilimlere gruplanır: dilim = taban(gecikme / dilim), dersteki int(time_total × 10).", "Latencies are grouped in slices this wide: slice = floor(latency / slice), the lesson's int(time_total × 10).")
	s.Duration(&p.RetryAfter, "retry_after", time.Second, 0, time.Minute).Unit("s").
		Label("Retry-After", "Retry-After").
		Help("503 yanıtındaki Retry-After başlığı; HTTP bunu tam saniye olarak yazar.", "The Retry-After header of a 503; HTTP writes it in whole seconds.")
	s.Seed(&p.Seed, 1)

	s.Enum(&p.Arrivals, "arrivals", arrivalsBurst, arrivalsBurst, arrivalsPoisson).Advanced().
		Label("Geliş biçimi", "Arrivals").
		Help("İsteklerin nasıl geldiği: hepsi aynı anda (ders) ya da geliş hızında, geliş süresi boyunca rastgele (tohumlu) aralıklarla.", "How requests arrive: all at once (the lesson), or at random (seeded) intervals at the arrival rate for the arrival window.").
		Choice(arrivalsBurst, "hepsi aynı anda", "all at once").
		Choice(arrivalsPoisson, "Poisson (rastgele aralıklar)", "Poisson (random intervals)")
	s.Float(&p.Rate, "rate", 10, 0.01, 1_000_000).Unit("1/s").Advanced().
		Label("Geliş hızı", "Arrival rate").
		Help("Poisson gelişlerinde saniyedeki ortalama istek sayısı.", "Mean requests per second of Poisson arrivals.")
	s.Duration(&p.Duration, "duration", 10*time.Second, time.Millisecond, 12*time.Hour).Unit("s").Advanced().
		Label("Geliş süresi", "Arrival window").
		Help("Poisson gelişlerinin süresi; ardından kuyruklar boşalana dek çalışma sürer.", "How long Poisson arrivals go on; the run then lasts until the queues have drained.")
	s.Enum(&p.WorkDist, "work_dist", workConstant, workConstant, workExp).Advanced().
		Label("İş süresi dağılımı", "Work distribution").
		Help("Her iş aynı süreyi mi alır (ders), yoksa ortalaması iş süresi olan üstel dağılımdan mı çekilir.", "Whether every job takes the same time (the lesson) or is drawn from an exponential distribution with the work time as mean.").
		Choice(workConstant, "sabit", "constant").
		Choice(workExp, "üstel", "exponential")
	s.Float(&p.Critical, "critical", 0, 0, 1).Advanced().
		Label("Kritik pay", "Critical share").
		Help("Kritik sınıftan gelen isteklerin oranı (0–1); denetimli kipte kritik işler kuyrukta öne geçer.", "Share of requests in the critical class (0–1); in bounded mode critical jobs go to the front of the queue.")
	s.Int(&p.Reserve, "reserve", 0, 0, 10_000).Advanced().
		Label("Ayrılmış kapasite", "Reserved capacity").
		Help("Denetimli kipte kabul sınırının kritik sınıfa ayrılan payı. Boşken normal istekler de kullanabilir (ödünç); sunucu doluyken payının altında kalan kritik istek yine kabul edilir.", "The share of the bounded mode's admission limit kept for the critical class. While it is idle, normal requests may borrow it; when the server is full, a critical request under its share is still admitted.")
	s.Duration(&p.Deadline, "deadline", 0, 0, time.Hour).Unit("ms").Advanced().
		Label("Son tarih", "Deadline").
		Help("Her isteğin gecikme bütçesi; denetimli kipte sırası geldiğinde süresi dolmuş iş işlenmeden atılır (504). 0: yok.", "Each request's latency budget; in bounded mode a queued job whose deadline has passed when its turn comes is dropped unprocessed (504). 0: none.")
	s.Enum(&p.Discipline, "discipline", disciplineFIFO, disciplineFIFO, disciplineLIFO).Advanced().
		Label("Kuyruk düzeni", "Queue discipline").
		Help("Kuyruktan hangi işin önce alınacağı: ilk gelen (ders) ya da son gelen.", "Which queued job is taken first: the oldest (the lesson) or the newest.").
		Choice(disciplineFIFO, "ilk gelen ilk işlenir (FIFO)", "first in, first out (FIFO)").
		Choice(disciplineLIFO, "son gelen ilk işlenir (LIFO)", "last in, first out (LIFO)")
	s.Enum(&p.Client, "client", clientNone, clientNone, clientImmediate, clientRetryAfter, clientBackoff).Advanced().
		Label("503'e istemci tepkisi", "Client on 503").
		Help("503 alan istemcinin ne yaptığı: vazgeçer (ders), hemen yeniden dener, Retry-After kadar bekler ya da Retry-After tabanına her denemede iki katına çıkan tam sarsıntı ekler.", "What a client does with a 503: gives up (the lesson), retries at once, waits Retry-After, or adds to the Retry-After base a full jitter whose window doubles with each try.").
		Choice(clientNone, "vazgeçer", "gives up").
		Choice(clientImmediate, "hemen yeniden dener", "retries at once").
		Choice(clientRetryAfter, "Retry-After kadar bekler", "waits Retry-After").
		Choice(clientBackoff, "üstel geri çekilme + sarsıntı", "exponential backoff + jitter")
	s.Int(&p.Attempts, "attempts", 3, 1, 10).Advanced().
		Label("En çok deneme", "Max attempts").
		Help("İlk deneme dahil bir isteğin en çok deneme sayısı (istemci yeniden denediğinde).", "Most tries of one request, the first included (when the client retries).")
	s.Enum(&p.Limit, "limit", limitFixed, limitFixed, limitAIMD, limitGradient2).Advanced().
		Label("Kabul sınırı", "Admission limit").
		Help("Denetimli kipte sunucunun en çok kaç iş tuttuğu. Sabit: eşzamanlılık + kuyruk (ders). Uyarlanan sınırlar ölçülen gecikmeyle eşzamanlılık ile eşzamanlılık + kuyruk arasında gezinir.", "How many jobs the bounded server holds at most. Fixed: concurrency + queue (the lesson). Adaptive limits move with the measured latency between concurrency and concurrency + queue.").
		Choice(limitFixed, "sabit (eşzamanlılık + kuyruk)", "fixed (concurrency + queue)").
		Choice(limitAIMD, "AIMD: gecikme hedefi aşılınca çarparak azalır, yoksa birer artar", "AIMD: cut by a ratio past the latency target, else grows by one").
		Choice(limitGradient2, "Gradient2: uzun ve kısa dönem gecikme oranını izler", "Gradient2: follows the long- to short-term latency ratio")
	s.Duration(&p.Target, "target", 500*time.Millisecond, time.Millisecond, time.Hour).Unit("ms").Advanced().
		Label("Gecikme hedefi", "Latency target").
		Help("AIMD'nin sınırı düşürdüğü sunucu içi gecikme (kuyruk + iş); diğer sınırlar kullanmaz.", "Server-side latency (queue + work) above which AIMD cuts its limit; the other limits do not use it.")

	s.Check(func() *param.Error {
		if p.RetryAfter%time.Second != 0 {
			return param.Errorf("retry_after", p.RetryAfter.String(), ruleWholeSeconds)
		}
		return nil
	})
	s.Check(func() *param.Error {
		if p.Reserve > 0 && p.Reserve >= p.Concurrency {
			return param.Errorf("reserve", strconv.Itoa(p.Reserve), ruleReserve, p.Concurrency)
		}
		return nil
	})
	s.Check(func() *param.Error {
		if p.Arrivals == arrivalsPoisson && p.expected() > maxRequests {
			return param.Errorf("rate", param.FormatFloat(p.Rate), ruleTooMany, approx(p.expected()), maxRequests)
		}
		return nil
	})
	s.Check(func() *param.Error {
		if n := p.expected() * float64(p.tries()); n > maxAttempts {
			return param.Errorf("attempts", strconv.Itoa(p.Attempts), ruleStorm, approx(n), maxAttempts)
		}
		return nil
	})
	s.Check(func() *param.Error {
		sp := p.span()
		if sp.total() <= maxSpan {
			return nil
		}
		field, value := "concurrency", strconv.Itoa(p.Concurrency)
		switch {
		case sp.window >= sp.drain && sp.window >= sp.retries:
			field, value = "duration", p.Duration.String()
		case sp.retries >= sp.drain:
			field, value = "retry_after", p.RetryAfter.String()
		}
		return param.Errorf(field, value, ruleSpan, hours(sp.total()), hours(sp.window), hours(sp.drain), hours(sp.retries), hours(maxSpan))
	})
	return s
}

// expected is how many requests the run will start (a mean for Poisson).
func (p *Params) expected() float64 {
	if p.Arrivals == arrivalsPoisson {
		return p.Rate * p.Duration.Seconds()
	}
	return float64(p.Requests)
}

// tries is how many attempts one request may make.
func (p *Params) tries() int {
	if p.Client == clientNone {
		return 1
	}
	return p.Attempts
}

// span estimates how much virtual time a run takes, the longer (unbounded)
// mode's: arrivals go on for the window; a work-conserving server with
// `concurrency` workers then finishes what is left within (work left) /
// concurrency + one job; retries arrive at most the sum of their waits
// after the window.
type span struct{ window, drain, retries time.Duration }

func (sp span) total() time.Duration { return sp.window + sp.drain + sp.retries }

func (p *Params) span() span {
	var sp span
	if p.Arrivals == arrivalsPoisson {
		sp.window = p.Duration
	}
	sp.drain = time.Duration(p.expected()*float64(p.Work)/float64(p.Concurrency)) + p.Work
	if p.Client != clientNone {
		for failed := 1; failed < p.Attempts; failed++ {
			sp.retries += p.maxDelay(failed)
		}
	}
	return sp
}

// maxDelay is the longest wait the client may take after `failed` rejected
// tries (client.delay draws below it).
func (p *Params) maxDelay(failed int) time.Duration {
	switch p.Client {
	case clientRetryAfter:
		return p.RetryAfter
	case clientBackoff:
		return p.RetryAfter + p.RetryAfter<<(failed-1)
	}
	return 0
}

func fmtFloat(x float64) string { return strconv.FormatFloat(x, 'f', -1, 64) }

// approx writes an estimate for people: six significant digits, and no
// digit of a whole part lost (rate 19.92 × 10 h is 717120, not
// 717120.0000000001), with the decimal comma in Turkish.
func approx(x float64) i18n.Text {
	decimals := 0
	if x != 0 {
		decimals = max(0, 5-int(math.Floor(math.Log10(math.Abs(x)))))
	}
	s := strconv.FormatFloat(x, 'f', decimals, 64)
	if strings.Contains(s, ".") {
		s = strings.TrimRight(strings.TrimRight(s, "0"), ".")
	}
	t := i18n.Plain(s)
	t.TR = strings.Replace(s, ".", ",", 1)
	return t
}

// hours writes a span for people: "19.4 h".
func hours(d time.Duration) string { return strconv.FormatFloat(d.Hours(), 'f', 1, 64) + " h" }
