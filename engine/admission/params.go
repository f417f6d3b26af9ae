package admission

import (
	"strconv"
	"time"

	"playground/engine/fault"
	"playground/engine/lab"

	"playground/engine/backoff"
	"playground/engine/i18n"
	"playground/engine/param"
	"playground/engine/words"
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
	// maxFaultedAttempts is maxAttempts for a run with faults: each attempt
	// then goes through the network's per-call machinery (netsim: the
	// calls a kill resets, a stall holds, a drop loses), about twice the
	// cost of the direct wire, and a run with a lasting fault is run twice
	// (lab.Lab.horizon). 100,000 attempts with a kill took 1.5–2.8 s in
	// wasm. What bounds it now is the live heap: a stall holds every call
	// open, some ten objects each, and in the tab Go's collector marks the
	// whole live heap in one task when the run yields (its idle worker
	// stops only for a runnable goroutine, and in wasm none comes until it
	// returns). At 50,000 held calls (40 MB live) that task took 150–220 ms
	// with a core busy; at 20,000 (16 MB) it stayed under a slice's length.
	// Each call names its causes since (docs/DESIGN.md, "Causes"), about
	// 200 bytes more: 16,000 held calls came to 19.3 MB, and the page's
	// longest task in that run to 191–205 ms with a core busy (the
	// long-task test's bound is 200 ms); 12,000 keep some 14.5 MB.
	maxFaultedAttempts = 12_000
	// maxCodeAttempts is maxAttempts for a run with the learner's code
	// (Params.Policy): the code is called on each attempt reaching the
	// bounded server, a few µs natively (BenchmarkPolicy: the starter's
	// 30 steps, most of it handing the arguments over), which at the
	// request cap tripled the run. 50,000 calls keep a run with code near
	// the heaviest runs without it, and within the code's step budget
	// (policy.RunSteps) at some 1,000 steps a call.
	maxCodeAttempts = 50_000
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
	Patience   time.Duration
	Discipline string
	Client     string
	Attempts   int
	Limit      string
	Target     time.Duration

	// Faults are the learner's own (package fault): on each mode's server
	// and on the link its client sends over.
	Faults []fault.Fault

	// Policy is the learner's admission decision in Starlark (the code
	// view; lab.Lab.Policy): "" leaves it to the server's built-in rule.
	Policy string

	// viaNet forces every run through the in-memory network (tests compare
	// the wires; the default picks by arrivals).
	viaNet bool
}

// Spec binds the knobs: the lesson's first, then the ones beyond it.
func (p *Params) Spec() *param.Spec {
	s := param.New()
	s.Int(&p.Concurrency, "concurrency", 2, 1, 10_000).
		Label("Eşzamanlılık", "Concurrency").
		Help("Aynı anda işlenen iş sayısı, yani işçi sayısı (dersteki EN_COK_ESZAMANLI).",
			"Jobs worked on at once, that is the number of workers (the lesson's EN_COK_ESZAMANLI).")
	s.Int(&p.Queue, "queue", 2, 0, 1_000_000).
		Label("Kuyruk", "Queue").
		Help("Denetimli kipte kuyrukta bekleyebilecek en çok iş (dersteki EN_COK_KUYRUK). Denetimsiz kipte kuyruk sınırsızdır.",
			"The most jobs that may wait in the queue in bounded mode (the lesson's EN_COK_KUYRUK). In unbounded mode the queue has no limit.")
	s.Duration(&p.Work, "work", 300*time.Millisecond, time.Millisecond, time.Minute).Unit("ms").
		Label("İş süresi", "Work time").
		Help("Bir işin sürdüğü zaman (dersteki IS_SURESI); üstel dağılımda bunun ortalaması.",
			"How long one job takes (the lesson's IS_SURESI); with the exponential distribution, its mean.")
	s.Int(&p.Requests, "requests", 10, 1, 100_000).
		Label("İstek sayısı", "Requests").
		Help("İstekler hep birlikte geldiğinde aynı anda gönderilen istek sayısı (derste on curl).",
			"Requests sent at the same instant when they all arrive at once (the lesson's ten curls).")
	s.Duration(&p.Slice, "slice", 100*time.Millisecond, time.Millisecond, time.Hour).Unit("ms").
		Label("Gecikme dilimi", "Latency slice").
		Help("Gecikmelerin gruplandığı dilimlerin genişliği: bir yanıtın dilimi, gecikmesinin bu genişliğe bölümünün tam kısmıdır (dersteki int(time_total × 10)).",
			"The width of the slices latencies are grouped in: an answer's slice is the whole part of its latency divided by this width (the lesson's int(time_total × 10)).")
	s.Duration(&p.RetryAfter, "retry_after", time.Second, 0, time.Minute).Unit("s").
		Label("Retry-After", "Retry-After").
		Help("503 yanıtındaki Retry-After başlığı: istemciye ne kadar sonra yeniden denemesini söyler. HTTP bu süreyi tam saniye olarak yazar.",
			"The Retry-After header of a 503: how long the client is told to wait before it tries again. HTTP writes it in whole seconds.")
	s.FaultList(&p.Faults, p.faultTargets)
	s.Seed(&p.Seed, 1)

	s.Enum(&p.Arrivals, "arrivals", arrivalsBurst, arrivalsBurst, arrivalsPoisson).Advanced().
		Label("Geliş biçimi", "Arrivals").
		Help("İsteklerin nasıl geldiği: hepsi aynı anda (ders) ya da geliş süresi boyunca, ortalaması geliş hızına uyan rastgele aralıklarla (tohumdan).",
			"How requests arrive: all at once (the lesson), or over the arrival window at random intervals (from the seed) whose mean follows the arrival rate.").
		Choice(arrivalsBurst, "hepsi aynı anda (ders)", "all at once (the lesson)").
		Choice(arrivalsPoisson, "Poisson (rastgele aralıklarla)", "Poisson (at random intervals)")
	s.Float(&p.Rate, "rate", 10, 0.01, 1_000_000).Unit("1/s").Advanced().
		Label("Geliş hızı", "Arrival rate").
		Help("Poisson gelişinde saniyede gelen ortalama istek sayısı.",
			"Requests arriving per second on average with Poisson arrivals.")
	s.Duration(&p.Duration, "duration", 10*time.Second, time.Millisecond, 12*time.Hour).Unit("s").Advanced().
		Label("Geliş süresi", "Arrival window").
		Help("Poisson gelişinin sürdüğü zaman; çalıştırma bundan sonra kuyruklar boşalana kadar sürer.",
			"How long Poisson arrivals go on; the run then lasts until the queues have drained.")
	s.Enum(&p.WorkDist, "work_dist", workConstant, workConstant, workExp).Advanced().
		Label("İş süresi dağılımı", "Work distribution").
		Help("Her iş aynı süreyi mi alır (ders), yoksa her işin süresi, ortalaması iş süresi olan üstel dağılımdan mı çekilir.",
			"Whether every job takes the same time (the lesson), or each job's time is drawn from an exponential distribution whose mean is the work time.").
		Choice(workConstant, "sabit (ders)", "constant (the lesson)").
		Choice(workExp, "üstel", "exponential")
	s.Float(&p.Critical, "critical", 0, 0, 1).Advanced().
		Label("Kritik pay", "Critical share").
		Help("Kritik sınıftaki isteklerin payı, 0 ile 1 arasında; denetimli kipte kritik işler kuyrukta öne geçer.",
			"The share of requests in the critical class, between 0 and 1; in bounded mode critical jobs go to the front of the queue.")
	s.Int(&p.Reserve, "reserve", 0, 0, 10_000).Advanced().
		Label("Kritik sınıfa ayrılan yer", "Places reserved for the critical class").
		Help("Denetimli kipte kabul sınırından kritik sınıfa ayrılan yer sayısı: dersteki 'kritik sınıfa ayrılmış eşzamanlılık payı'. Sunucu dolu değilken bu yerleri normal istekler de kullanır; sunucu doluyken kritik sınıf payının altındaysa kritik istek yine kabul edilir. Yerler ödünç verildiği için dersteki gibi her zaman boş durmaz; kritik sınıfın ne kadar korunduğunu okuma söyler. Kabul sınırının en küçük değerinden küçük olmalıdır.",
			"The places of the bounded mode's admission limit reserved for the critical class: the lesson's 'concurrency share reserved for the critical class'. While the server is not full, normal requests use these places too; when it is full, a critical request is still admitted while its class is under its share. Because the places are lent, they are not always kept free as in the lesson; the reading says how much the critical class was protected. Must be below the admission limit's lowest value.")
	s.Duration(&p.Deadline, "deadline", 0, 0, time.Hour).Unit("ms").Advanced().
		Label("Son tarih", "Deadline").
		Help("Her isteğin ilk denemesinden sayılan gecikme bütçesi; yeniden denemeler kalan bütçeyle gider. Denetimli kipte sırası geldiğinde son tarihi geçmiş iş işlenmeden atılır (504), ve son tarihten sonra gelen 200 zamanında yanıt sayılmaz. 0: son tarih yok.",
			"Each request's latency budget, counted from its first attempt; retries carry what is left of it. In bounded mode a queued job whose deadline has passed when its turn comes is dropped unprocessed (504), and a 200 after the deadline is no goodput. 0: no deadline.").
		Off("0")
	s.Duration(&p.Patience, "patience", defaultPatience, time.Millisecond, 24*time.Hour).Unit("s").Advanced().
		Label("Sabır süresi", "Patience").
		Help("Son tarih yokken istemcinin bir yanıtı, ilk denemesinden sayarak ne kadar beklediği: daha geç gelen 200 zamanında yanıt sayılmaz (varsayılan 10 s). Sunucunun davranışını değiştirmez, yalnız ölçer; son tarih verilmişse son tarih geçerlidir.",
			"Without a deadline, how long a client waits for an answer, counted from its first attempt: a later 200 is no goodput (10 s by default). It changes nothing the server does, only what is counted; when a deadline is set, the deadline applies.")
	s.Enum(&p.Discipline, "discipline", disciplineFIFO, disciplineFIFO, disciplineLIFO).Advanced().
		Label("Kuyruk düzeni", "Queue discipline").
		Help("Kuyruktaki işlerden hangisinin önce alındığı: ilk gelen (ders) ya da son gelen.",
			"Which queued job is taken first: the oldest (the lesson) or the newest.").
		Choice(disciplineFIFO, "önce gelen önce (FIFO, ders)", "first in, first out (FIFO, the lesson)").
		Choice(disciplineLIFO, "son gelen önce (LIFO)", "last in, first out (LIFO)")
	s.Enum(&p.Client, "client", clientNone, clientNone, clientImmediate, clientRetryAfter, clientBackoff).Advanced().
		Label("İstemcinin 503 karşısındaki tepkisi", "Client on a 503").
		Help("503 alan istemcinin ne yaptığı: vazgeçer (ders), hemen yeniden dener, Retry-After kadar bekler ya da Retry-After tabanına, penceresi her denemede iki katına çıkan tam sarsıntı ekleyerek bekler (üstel geri çekilme).",
			"What a client does with a 503: gives up (the lesson), retries at once, waits Retry-After, or waits the Retry-After base plus a full jitter whose window doubles with each try (exponential backoff).").
		Choice(clientNone, "vazgeçer (ders)", "gives up (the lesson)").
		Choice(clientImmediate, "hemen yeniden dener", "retries at once").
		Choice(clientRetryAfter, "Retry-After kadar bekler", "waits Retry-After").
		Choice(clientBackoff, "üstel geri çekilme ve sarsıntı", "exponential backoff with jitter")
	s.Int(&p.Attempts, "attempts", 3, 1, 10).Advanced().
		Label("En çok deneme", "Max attempts").
		Help("İstemci yeniden denediğinde bir isteğin, ilki dahil, en çok deneme sayısı.",
			"When the client retries, the most attempts one request makes, the first included.")
	s.Enum(&p.Limit, "limit", limitFixed, limitFixed, limitAIMD, limitGradient2).Advanced().
		Label("Kabul sınırı", "Admission limit").
		Help("Denetimli kipte sunucunun en çok kaç iş tuttuğu. Sabit: eşzamanlılık + kuyruk (ders). Uyarlanan sınırlar ölçülen gecikmeye göre eşzamanlılık ile eşzamanlılık + kuyruk arasında değişir.",
			"How many jobs the bounded server holds at most. Fixed: concurrency + queue (the lesson). Adaptive limits move with the measured latency between concurrency and concurrency + queue.").
		Choice(limitFixed, "sabit: eşzamanlılık + kuyruk (ders)", "fixed: concurrency + queue (the lesson)").
		Choice(limitAIMD, "AIMD: gecikme hedefi aşılınca oranla azalır, aşılmazsa birer artar", "AIMD: cut by a ratio past the latency target, else grows by one").
		Choice(limitGradient2, "Gradient2: uzun ve kısa dönem gecikmelerinin oranını izler", "Gradient2: follows the ratio of long- to short-term latency")
	s.Duration(&p.Target, "target", 500*time.Millisecond, time.Millisecond, time.Hour).Unit("ms").Advanced().
		Label("Gecikme hedefi", "Latency target").
		Help("AIMD'nin sınırı düşürdüğü, bir işin sunucuda geçirdiği süre (kuyruk + iş). Diğer sınırlar bunu kullanmaz.",
			"The time a job spends in the server (queue + work) above which AIMD cuts its limit. The other limits do not use it.")
	s.Code(&p.Policy)

	s.Check(func() *param.Error {
		if p.RetryAfter%time.Second != 0 {
			return param.Errorf("retry_after", p.RetryAfter.String(), ruleWholeSeconds)
		}
		return nil
	})
	s.Check(func() *param.Error {
		// The reserve is a share of the admission limit, so it is held to the
		// lowest value the limit takes: the normal class keeps a place.
		if low, what := p.lowestLimit(); p.Reserve > 0 && p.Reserve >= low {
			return param.Errorf("reserve", strconv.Itoa(p.Reserve), ruleReserve, what, words.Int(low))
		}
		return nil
	})
	s.Check(func() *param.Error {
		if p.Arrivals == arrivalsPoisson && p.expected() > maxRequests {
			return param.Errorf("rate", param.FormatFloat(p.Rate), ruleTooMany, words.Sig(p.expected(), 6), words.Int(maxRequests))
		}
		return nil
	})
	s.Check(func() *param.Error {
		if n := p.expected() * float64(p.tries()); n > maxAttempts {
			return param.Errorf("attempts", strconv.Itoa(p.Attempts), ruleStorm, words.Sig(n, 6), words.Int(maxAttempts))
		}
		return nil
	})
	s.Check(func() *param.Error {
		if n := p.expected() * float64(p.tries()); len(p.Faults) > 0 && n > maxFaultedAttempts {
			return param.Errorf(fault.Param, fault.Format(p.Faults), ruleFaultedStorm, words.Sig(n, 6), words.Int(maxFaultedAttempts))
		}
		return nil
	})
	s.Check(func() *param.Error {
		if n := p.expected() * float64(p.tries()); p.Policy != "" && n > maxCodeAttempts {
			field, value := "requests", strconv.Itoa(p.Requests)
			switch {
			case p.tries() > 1:
				field, value = "attempts", strconv.Itoa(p.Attempts)
			case p.Arrivals == arrivalsPoisson:
				field, value = "rate", param.FormatFloat(p.Rate)
			}
			return param.Errorf(field, value, ruleCodeStorm, words.Sig(n, 6), words.Int(maxCodeAttempts))
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
		return param.Errorf(field, value, ruleSpan, words.Dur(sp.total()), words.Dur(sp.window), words.Dur(sp.drain), words.Dur(sp.retries), words.Dur(maxSpan))
	})
	return s
}

// defaultPatience is how long a client waits for an answer to be of use
// when no deadline is set: a 200 after it is no goodput.
const defaultPatience = 10 * time.Second

// window is how long after its first attempt a request's 200 is goodput:
// its deadline, or its client's patience without one.
func (p *Params) window() time.Duration {
	if p.Deadline > 0 {
		return p.Deadline
	}
	return p.Patience
}

// lowestLimit is the lowest value the bounded mode's admission limit takes,
// and what it is for people: concurrency + queue when fixed, concurrency
// (the floor) when adaptive.
func (p *Params) lowestLimit() (int, i18n.Text) {
	if p.Limit == limitFixed {
		return p.Concurrency + p.Queue, tConcurrencyQueue
	}
	return p.Concurrency, tConcurrency
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
		return p.RetryAfter + backoff.Window(p.RetryAfter, 0, failed)
	}
	return 0
}

// faultTargets: each mode's server, and the link from its client.
func (p *Params) faultTargets() []fault.Target {
	var out []fault.Target
	for _, m := range []string{modeUnbounded, modeBounded} {
		n := nodesOf(m)
		out = append(out, fault.OnNodes(n.server)...)
		out = append(out, fault.OnLink(n.client, n.server))
	}
	return out
}

// faultsOf are the faults on one mode's nodes, its server named by the
// address it listens on.
func (p *Params) faultsOf(n modeNodes) []fault.Fault {
	return lab.FaultsOn(p.Faults, func(id string) (string, bool) {
		switch id {
		case n.server:
			return serverAddr, true
		case n.client:
			return n.client, true
		}
		return "", false
	})
}
