package admission

import (
	"strconv"
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

// Caps keep every run within about two seconds and the kernel's event cap.
const (
	maxRequests = 1_000_000 // expected requests of one run (burst count or rate × duration)
	maxAttempts = 2_000_000 // requests × attempts: the worst retry storm a run may carry
	maxDrain    = 20 * time.Hour
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
	MaxLimit   int

	// viaNet forces every run through the in-memory network (tests compare
	// the wires; the default picks by arrivals).
	viaNet bool
}

var (
	lConcurrency = i18n.Add("admission.concurrency.label", "Eşzamanlılık", "Concurrency")
	hConcurrency = i18n.Add("admission.concurrency.help", "Aynı anda işlenen iş sayısı (dersteki EN_COK_ESZAMANLI).", "Jobs processed at the same time (the lesson's EN_COK_ESZAMANLI).")
	lQueue       = i18n.Add("admission.queue.label", "Kuyruk", "Queue")
	hQueue       = i18n.Add("admission.queue.help", "Denetimli kipte kuyrukta bekleyebilecek iş sayısı (EN_COK_KUYRUK); denetimsiz kipte kuyruk sınırsızdır.", "Jobs that may wait in the queue in bounded mode (EN_COK_KUYRUK); in unbounded mode the queue has no limit.")
	lWork        = i18n.Add("admission.work.label", "İş süresi", "Work time")
	hWork        = i18n.Add("admission.work.help", "Bir işin süresi (IS_SURESI); üstel dağılımda ortalaması.", "How long one job takes (IS_SURESI); the mean when the distribution is exponential.")
	lRequests    = i18n.Add("admission.requests.label", "İstek sayısı", "Requests")
	hRequests    = i18n.Add("admission.requests.help", "Aynı anda gönderilen istek sayısı (ani yük kipinde).", "Requests sent at the same instant (burst arrivals).")
	lSlice       = i18n.Add("admission.slice.label", "Gecikme dilimi", "Latency slice")
	hSlice       = i18n.Add("admission.slice.help", "Gecikmeler bu genişlikte dilimlere gruplanır: dilim = taban(gecikme / dilim).", "Latencies are grouped in slices this wide: slice = floor(latency / slice).")
	lRetryAfter  = i18n.Add("admission.retry_after.label", "Retry-After", "Retry-After")
	hRetryAfter  = i18n.Add("admission.retry_after.help", "503 yanıtındaki Retry-After başlığı; HTTP bunu tam saniye olarak yazar.", "The Retry-After header of a 503; HTTP writes it in whole seconds.")

	lArrivals   = i18n.Add("admission.arrivals.label", "Geliş biçimi", "Arrivals")
	hArrivals   = i18n.Add("admission.arrivals.help", "burst: tüm istekler aynı anda (ders); poisson: rate hızında, duration boyunca rastgele (tohumlu) gelişler.", "burst: all requests at once (the lesson); poisson: random (seeded) arrivals at rate for duration.")
	lRate       = i18n.Add("admission.rate.label", "Geliş hızı", "Arrival rate")
	hRate       = i18n.Add("admission.rate.help", "Poisson gelişlerinde saniyedeki ortalama istek sayısı.", "Mean requests per second of Poisson arrivals.")
	lDuration   = i18n.Add("admission.duration.label", "Geliş süresi", "Arrival window")
	hDuration   = i18n.Add("admission.duration.help", "Poisson gelişlerinin süresi.", "How long Poisson arrivals go on.")
	lWorkDist   = i18n.Add("admission.work_dist.label", "İş süresi dağılımı", "Work distribution")
	hWorkDist   = i18n.Add("admission.work_dist.help", "constant: her iş aynı süre (ders); exp: ortalaması iş süresi olan üstel dağılım.", "constant: every job takes the same time (the lesson); exp: exponential with the work time as mean.")
	lCritical   = i18n.Add("admission.critical.label", "Kritik pay", "Critical share")
	hCritical   = i18n.Add("admission.critical.help", "Kritik sınıftan gelen isteklerin oranı (0–1).", "Share of requests in the critical class (0–1).")
	lReserve    = i18n.Add("admission.reserve.label", "Ayrılmış kapasite", "Reserved capacity")
	hReserve    = i18n.Add("admission.reserve.help", "Denetimli kipte yalnız kritik sınıfa açık işçi ve kabul yeri sayısı.", "Workers and admission places that only the critical class may use (bounded mode).")
	lDeadline   = i18n.Add("admission.deadline.label", "Son tarih", "Deadline")
	hDeadline   = i18n.Add("admission.deadline.help", "Her isteğin gecikme bütçesi; denetimli kipte kuyruk başına geldiğinde süresi dolmuş iş işlenmeden atılır (504). 0: yok.", "Each request's latency budget; in bounded mode a queued job whose deadline has passed is dropped at the head (504). 0: none.")
	lDiscipline = i18n.Add("admission.discipline.label", "Kuyruk düzeni", "Queue discipline")
	hDiscipline = i18n.Add("admission.discipline.help", "fifo: ilk gelen ilk işlenir (ders); lifo: son gelen ilk işlenir.", "fifo: first in, first served (the lesson); lifo: last in, first served.")
	lClient     = i18n.Add("admission.client.label", "503'e istemci tepkisi", "Client on 503")
	hClient     = i18n.Add("admission.client.help", "none: vazgeçer (ders); immediate: hemen yeniden dener; retry_after: Retry-After kadar bekler; backoff: Retry-After + tam sarsıntılı üstel geri çekilme.", "none: gives up (the lesson); immediate: retries at once; retry_after: waits Retry-After; backoff: Retry-After plus exponential backoff with full jitter.")
	lAttempts   = i18n.Add("admission.attempts.label", "En çok deneme", "Max attempts")
	hAttempts   = i18n.Add("admission.attempts.help", "İlk deneme dahil bir isteğin en çok deneme sayısı.", "Most tries of one request, the first included.")
	lLimit      = i18n.Add("admission.limit.label", "Kabul sınırı", "Admission limit")
	hLimit      = i18n.Add("admission.limit.help", "fixed: eşzamanlılık + kuyruk (ders); aimd: gecikme hedefi aşılınca çarparak azalır, yoksa birer artar; gradient2: uzun ve kısa dönem gecikme oranına göre ayarlanır.", "fixed: concurrency + queue (the lesson); aimd: cut multiplicatively when latency passes the target, else grows by one; gradient2: follows the ratio of long- to short-term latency.")
	lTarget     = i18n.Add("admission.target.label", "Gecikme hedefi", "Latency target")
	hTarget     = i18n.Add("admission.target.help", "AIMD'nin sınırı düşürdüğü sunucu içi gecikme (kuyruk + iş).", "Server-side latency (queue + work) above which AIMD cuts the limit.")
	lMaxLimit   = i18n.Add("admission.max_limit.label", "En büyük sınır", "Max limit")
	hMaxLimit   = i18n.Add("admission.max_limit.help", "Uyarlanan sınırın çıkabileceği en büyük değer.", "Highest value the adaptive limit may reach.")

	ruleWholeSeconds = i18n.Add("admission.rule.whole_seconds", "tam saniye olmalı (Retry-After başlığı saniye yazar)", "must be whole seconds (the Retry-After header carries seconds)")
	ruleReserve      = i18n.Add("admission.rule.reserve", "eşzamanlılıktan (%d) küçük olmalı ki normal sınıf da çalışabilsin", "must be below concurrency (%d) so the normal class can run at all")
	ruleMaxLimit     = i18n.Add("admission.rule.max_limit", "ayrılmış kapasiteden (%d) büyük olmalı", "must be above the reserved capacity (%d)")
	ruleTooMany      = i18n.Add("admission.rule.too_many", "beklenen istek sayısı (hız × süre = %s) en çok %d olabilir", "expected requests (rate × duration = %s) may be at most %d")
	ruleStorm        = i18n.Add("admission.rule.storm", "istek × deneme (%s) en çok %d olabilir; deneme ya da istek sayısını azaltın", "requests × attempts (%s) may be at most %d; lower attempts or requests")
	ruleDrain        = i18n.Add("admission.rule.drain", "denetimsiz kuyruğun boşalması %s sürer (en çok %s); eşzamanlılığı artırın ya da yükü azaltın", "the unbounded queue would take %s to drain (at most %s); raise concurrency or lower the load")
)

// Spec binds the knobs: the lesson's first, then the ones beyond it.
func (p *Params) Spec() *param.Spec {
	s := param.New("admission")
	s.Int(&p.Concurrency, "concurrency", 2, 1, 10_000).Text(lConcurrency, hConcurrency)
	s.Int(&p.Queue, "queue", 2, 0, 1_000_000).Text(lQueue, hQueue)
	s.Duration(&p.Work, "work", 300*time.Millisecond, time.Millisecond, time.Minute).Text(lWork, hWork).Unit("ms")
	s.Int(&p.Requests, "requests", 10, 1, 100_000).Text(lRequests, hRequests)
	s.Duration(&p.Slice, "slice", 100*time.Millisecond, time.Millisecond, time.Hour).Text(lSlice, hSlice).Unit("ms")
	s.Duration(&p.RetryAfter, "retry_after", time.Second, 0, time.Minute).Text(lRetryAfter, hRetryAfter).Unit("s")
	s.Seed(&p.Seed, 1)

	adv := func(f *param.Field) *param.Field { f.IsAdvanced = true; return f }
	adv(s.Enum(&p.Arrivals, "arrivals", arrivalsBurst, []string{arrivalsBurst, arrivalsPoisson}...).Text(lArrivals, hArrivals))
	adv(s.Float(&p.Rate, "rate", 10, 0.01, 1_000_000).Text(lRate, hRate)).Unit("1/s")
	adv(s.Duration(&p.Duration, "duration", 10*time.Second, time.Millisecond, 24*time.Hour).Text(lDuration, hDuration)).Unit("s")
	adv(s.Enum(&p.WorkDist, "work_dist", workConstant, []string{workConstant, workExp}...).Text(lWorkDist, hWorkDist))
	adv(s.Float(&p.Critical, "critical", 0, 0, 1).Text(lCritical, hCritical))
	adv(s.Int(&p.Reserve, "reserve", 0, 0, 10_000).Text(lReserve, hReserve))
	adv(s.Duration(&p.Deadline, "deadline", 0, 0, time.Hour).Text(lDeadline, hDeadline)).Unit("ms")
	adv(s.Enum(&p.Discipline, "discipline", disciplineFIFO, []string{disciplineFIFO, disciplineLIFO}...).Text(lDiscipline, hDiscipline))
	adv(s.Enum(&p.Client, "client", clientNone, []string{clientNone, clientImmediate, clientRetryAfter, clientBackoff}...).Text(lClient, hClient))
	adv(s.Int(&p.Attempts, "attempts", 3, 1, 10).Text(lAttempts, hAttempts))
	adv(s.Enum(&p.Limit, "limit", limitFixed, []string{limitFixed, limitAIMD, limitGradient2}...).Text(lLimit, hLimit))
	adv(s.Duration(&p.Target, "target", 500*time.Millisecond, time.Millisecond, time.Hour).Text(lTarget, hTarget)).Unit("ms")
	adv(s.Int(&p.MaxLimit, "max_limit", 100, 1, 1_000_000).Text(lMaxLimit, hMaxLimit))

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
		if p.Limit != limitFixed && p.MaxLimit <= p.Reserve {
			return param.Errorf("max_limit", strconv.Itoa(p.MaxLimit), ruleMaxLimit, p.Reserve)
		}
		return nil
	})
	s.Check(func() *param.Error {
		if p.Arrivals == arrivalsPoisson && p.expected() > maxRequests {
			return param.Errorf("rate", fmtFloat(p.Rate), ruleTooMany, fmtFloat(p.expected()), maxRequests)
		}
		return nil
	})
	s.Check(func() *param.Error {
		if n := p.expected() * float64(p.tries()); n > maxAttempts {
			return param.Errorf("attempts", strconv.Itoa(p.Attempts), ruleStorm, fmtFloat(n), maxAttempts)
		}
		return nil
	})
	s.Check(func() *param.Error {
		if d := p.drain(); d > maxDrain {
			return param.Errorf("concurrency", strconv.Itoa(p.Concurrency), ruleDrain, d.Round(time.Second).String(), maxDrain.String())
		}
		return nil
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

// drain is how long the unbounded server needs for all the expected work: the
// unbounded mode runs until its queue is empty, so this bounds virtual time.
func (p *Params) drain() time.Duration {
	return time.Duration(p.expected() * float64(p.Work) / float64(p.Concurrency))
}

func fmtFloat(x float64) string { return strconv.FormatFloat(x, 'f', -1, 64) }
