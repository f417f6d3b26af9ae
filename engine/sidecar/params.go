package sidecar

import (
	"playground/engine/fault"
	"strconv"
	"time"

	"playground/engine/backoff"
	"playground/engine/i18n"
	"playground/engine/param"
	"playground/engine/words"
)

// Params are the lab's knobs. The first four are the lesson's constants
// (DENEME, ZAMAN_ASIMI, YINELENEN_KOD and the fee service's two failing
// reads); the rest go beyond the lesson and default to its behaviour.
type Params struct {
	Attempts  int
	Timeout   time.Duration
	RetryOn   []int
	ReadFails int

	Methods    string // sidecar's retry policy: all (lesson) or idempotent (nginx)
	IdemKey    bool   // the thin app sends an Idempotency-Key (the lesson's second fix, in the sidecar layout)
	Backoff    time.Duration
	BackoffMax time.Duration
	Budget     int // Envoy retry budget percent; 0 = off
	BudgetMin  int
	OnError    string // retry (Envoy-like) or crash (the lesson's code)

	LoseFirstPay bool
	FeeLatency   time.Duration
	PayLatency   time.Duration
	Cert         string

	Fixes   string
	Members int
	Load    int // clients the measuring script runs at once; 1 = the lesson's one after another
	// Services is olc.mjs's SERVIS: the services each writing the thick
	// app's network code again (code.go); it moves no traffic.
	Services int
	// Policy is the learner's retry policy (policy.go), in Starlark: ""
	// for the built-in rules.
	Policy string
	// Faults are the learner's own (package fault), on the run's clock: a
	// killed process stays down through the later layouts until a restart.
	Faults []fault.Fault
	Seed   uint64
}

// faultTargets: every process of the layouts and every link they call over.
func (p *Params) faultTargets() []fault.Target {
	return append(fault.OnNodes(addrFee, addrThick, addrThin, addrSidecar),
		fault.OnLink(addrMeasure, addrThick), fault.OnLink(addrThick, addrFee),
		fault.OnLink(addrMeasure, addrThin), fault.OnLink(addrThin, addrSidecar), fault.OnLink(addrSidecar, addrFee))
}

// Choices of the enum knobs.
const (
	MethodsAll        = "all"
	MethodsIdempotent = "idempotent"

	OnErrorRetry = "retry"
	OnErrorCrash = "crash"

	CertValid     = "valid"
	CertExpired   = "expired"
	CertWrongHost = "wronghost"

	FixNone        = "none"
	FixMethod      = "method"
	FixIdempotency = "idempotency"
	FixBoth        = FixMethod + "," + FixIdempotency
)

// Bounds keep every in-bounds run far below the kernel's caps. The longest
// in virtual time is one client's members+1 calls, each attempts × (timeout +
// backoff) long, over four layouts: 101 × 10 × 10 s × 4 ≈ 11 h of the 24 h
// cap (clients run side by side, so load adds no time). The most events come
// from load × (members+1) calls per layout, each with up to 10 tries: the
// cross-field rule maxCalls keeps that under 200 000 events (about 0.4 s
// natively for the heaviest set, every read timing out).
const (
	maxAttempts = 10
	maxMembers  = 100
	maxLoad     = 100
	maxServices = 100
	maxWait     = 5 * time.Second
	// maxCalls bounds load × (members + 1), the app calls of one layout.
	maxCalls = 500
)

// Spec binds the knobs: the lesson's first, then the ones beyond it.
func (p *Params) Spec() *param.Spec {
	s := param.New()
	s.Int(&p.Attempts, "attempts", 3, 1, maxAttempts).
		Label("Deneme sayısı", "Attempts").
		Help("Bir çağrı için en çok kaç deneme yapılacağı (dersteki DENEME = 3); kalın uygulama da yan araba da aynı değeri kullanır.",
			"How many tries a call gets at most (the lesson's DENEME = 3); the thick app and the sidecar use the same value.")
	s.Duration(&p.Timeout, "timeout", 400*time.Millisecond, time.Millisecond, maxWait).Unit("ms").
		Label("Deneme başına zaman aşımı", "Per-try timeout").
		Help("Ücret servisine yapılan her denemeye tanınan süre (dersteki ZAMAN_ASIMI = 400 ms); aşılırsa deneme zaman aşımıyla biter.",
			"How long each try at the fee service may take (the lesson's ZAMAN_ASIMI = 400 ms); past it the try ends in a timeout.")
	s.IntList(&p.RetryOn, "retry_on", []int{502, 503, 504}, 100, 599, 1, 10).
		Label("Yinelenen durum kodları", "Retried status codes").
		Help("Yan arabanın yeniden denediği durum kodları (dersteki YINELENEN_KOD). Zaman aşımı 504, kurulamayan bağlantı 503 sayılır. Kalın uygulama, derste olduğu gibi, 500 ve üstünü yalnız GET için yineler.",
			"Status codes the sidecar retries (the lesson's YINELENEN_KOD). A timeout counts as 504, a failed connection as 503. The thick app, as in the lesson, retries 500 and above for GET only.")
	s.Int(&p.ReadFails, "read_fails", 2, 0, 100).
		Label("Başarısız okuma", "Failing reads").
		Help("Ücret servisinin 503 ile geri çevirdiği ilk okuma isteklerinin sayısı (derste 2).",
			"How many of the fee service's first read requests answer 503 (2 in the lesson).")

	s.Enum(&p.Methods, "methods", MethodsAll, MethodsAll, MethodsIdempotent).Advanced().
		Label("Yan arabanın yinelediği yöntemler", "Methods the sidecar retries").
		Help("Hepsi: derste olduğu gibi, yöntem ne olursa olsun. Yalnız eş etkili: nginx'in varsayılanı gibi yalnız eş etkili yöntemler (GET, HEAD, PUT, DELETE, OPTIONS; iki kez yapılınca bir kez yapılmış gibi etki ederler). Hiç gönderilemeyen bir POST (TLS hatası, bağlantı reddi) her iki durumda da yinelenir.",
			"All: whatever the method, as in the lesson. Idempotent only: only idempotent methods (GET, HEAD, PUT, DELETE, OPTIONS), as nginx does by default. A POST that never left (a TLS failure, a refused connection) is retried either way.").
		Choice(MethodsAll, "hepsi (ders)", "all (the lesson)").
		Choice(MethodsIdempotent, "yalnız eş etkili yöntemler", "idempotent methods only")
	s.Bool(&p.IdemKey, "idempotency_key", false).Advanced().
		Label("Tekillik anahtarı", "Idempotency key").
		Help("Açıkken ince uygulama ödemeye bir Idempotency-Key başlığı koyar, yan araba onu iletir ve ücret servisi anahtarı defterine yazar: aynı anahtarla gelen yineleme yeni tahsilat yapmaz, saklı yanıtı yeniden alır; ilk istek hâlâ sürüyorsa 409 alır. Dersin adını verdiği ikinci çözüm, yan araba yerleşiminin kendisinde.",
			"When on, the thin app puts an Idempotency-Key header on the payment, the sidecar forwards it and the fee service writes the key in its ledger: a repeat with the same key does not charge again but gets the stored answer; while the first request is still running it gets 409. The lesson's second fix, in the sidecar layout itself.")
	s.Duration(&p.Backoff, "backoff", 0, 0, maxWait).Unit("ms").Advanced().
		Label("Geri çekilme tabanı", "Backoff base").
		Help("Yeniden denemeden önceki bekleme: 0 ile, tavan ve taban × 2^(n−1) değerlerinin küçüğü arasında tohumla rastgele seçilir (tam sarsıntı). 0: beklemeden, derste olduğu gibi.",
			"The wait before a retry: drawn (from the seed) between 0 and the smaller of the cap and base × 2^(n−1) (full jitter). 0: no wait, as in the lesson.")
	s.Duration(&p.BackoffMax, "backoff_max", time.Second, time.Millisecond, maxWait).Unit("ms").Advanced().
		Label("Geri çekilme tavanı", "Backoff cap").
		Help("Geri çekilme beklemesinin üst sınırı.", "The upper bound of the backoff wait.")
	s.Int(&p.Budget, "budget", 0, 0, 100).Unit("%").Advanced().Off("0").
		Label("Yeniden deneme bütçesi", "Retry budget").
		Help("Envoy'daki gibi: aynı anda süren yeniden denemeler (beklemeleri dahil), yan arabadaki etkin isteklerin bu yüzdesini (aşağı yuvarlanır) ya da en az değeri, hangisi büyükse, aşamaz. Bütçe yalnız eşzamanlı trafikte oran olarak işler: tek istekte yüzde sıfıra yuvarlanır, yalnız en az değer kalır. 0: bütçe yok.",
			"As in Envoy: retries in flight (their backoff included) may not exceed this percentage of the sidecar's active requests (rounded down) or the minimum, whichever is larger. A budget only works as a ratio under concurrent traffic: with one request the percentage rounds to zero and only the minimum is left. 0: no budget.")
	s.Int(&p.BudgetMin, "budget_min", 3, 0, 10).Advanced().
		Label("Bütçenin en az değeri", "Budget minimum").
		Help("Bütçe açıkken her zaman izin verilen eşzamanlı yeniden deneme sayısı (Envoy'da min_retry_concurrency, varsayılanı 3).",
			"Retries in flight always allowed while the budget is on (Envoy's min_retry_concurrency, 3 by default).")
	s.Enum(&p.OnError, "on_error", OnErrorRetry, OnErrorRetry, OnErrorCrash).Advanced().
		Label("Zaman aşımında ve TLS hatasında", "On a timeout or TLS error").
		Help("Durum koduna çevir: Envoy'daki gibi hata bir durum kodu sayılır (zaman aşımı 504, bağlantı ya da TLS hatası 503) ve politikaya göre yinelenir. Süreç çöker: dersin kodundaki gibi başarısız çağrının hatası hiçbir yerde yakalanmaz ve node süreci çöker; çağıran bağlantının koptuğunu görür, sonraki çağrılar reddedilir.",
			"Turn into a status: as in Envoy, the error counts as a status (timeout 504, connection or TLS error 503) and is retried per policy. Process crashes: as in the lesson's code, the promise rejects uncaught and the node process exits; the caller sees the connection reset and later calls are refused.").
		Choice(OnErrorRetry, "durum koduna çevir, yinele", "turn into a status, retry").
		Choice(OnErrorCrash, "süreç çöker (dersin kodu)", "the process crashes (the lesson's code)")

	s.Bool(&p.LoseFirstPay, "lose_first_pay", true).Advanced().
		Label("İlk ödeme yanıtı kaybolur", "First payment answer lost").
		Help("Ödeme kaydedilir, ama ilk yanıt 503 döner (dersteki, yolda kaybolan yanıtın taklidi).",
			"The payment is recorded but its first answer is a 503 (the lesson's stand-in for an answer lost on the way).")
	s.Duration(&p.FeeLatency, "fee_latency", 0, 0, maxWait).Unit("ms").Advanced().
		Label("Okuma gecikmesi", "Read latency").
		Help("Ücret servisinin bir borç okumasını yanıtlama süresi.", "How long the fee service takes to answer a debt read.")
	s.Duration(&p.PayLatency, "pay_latency", 0, 0, maxWait).Unit("ms").Advanced().
		Label("Ödeme gecikmesi", "Payment latency").
		Help("Ödeme, istek gelince kaydedilir; yanıt bu kadar sonra döner. Süre zaman aşımını aşarsa yanıt gelmeden yeniden denenir ve tahsilat yinelenir.",
			"The payment is recorded when the request arrives; the answer leaves this much later. Past the timeout the call is retried before the answer comes, and the charge repeats.")
	s.Enum(&p.Cert, "cert", CertValid, CertValid, CertExpired, CertWrongHost).Advanced().
		Label("Ücret servisinin sertifikası", "Fee service certificate").
		Help("Geçerli: 127.0.0.1 için; süresi dolmuş; başka ad: yalnız localhost için. Bozuk sertifikada el sıkışma başarısız olur ve istek işleyiciye hiç ulaşmaz.",
			"Valid: for 127.0.0.1; expired: past its end date; another name: for localhost only. A bad certificate fails the handshake and the request never reaches the handler.").
		Choice(CertValid, "geçerli", "valid").
		Choice(CertExpired, "süresi dolmuş", "expired").
		Choice(CertWrongHost, "başka ad için (localhost)", "for another name (localhost)")

	s.Enum(&p.Fixes, "fixes", FixBoth, FixNone, FixMethod, FixIdempotency, FixBoth).Advanced().
		Label("Gösterilen çözümler", "Fixes shown").
		Help("Dersin adını verdiği çözümlerden hangilerinin, yan araba satırının altında ayrı satır olarak ölçüleceği. Yöntem süzgeci: yan araba yalnız eş etkili yöntemleri yineler. Tekillik anahtarı: uygulama anahtar gönderir, ücret servisi saklı yanıtı yeniden verir.",
			"Which of the fixes the lesson names are measured as extra rows under the sidecar row. Method filter: the sidecar retries idempotent methods only. Idempotency key: the app sends a key and the fee service replays the stored answer.").
		Choice(FixNone, "hiçbiri", "none").
		Choice(FixMethod, "yöntem süzgeci", "method filter").
		Choice(FixIdempotency, "tekillik anahtarı", "idempotency key").
		Choice(FixBoth, "ikisi de", "both")
	s.Int(&p.Members, "members", 1, 1, maxMembers).Advanced().
		Label("Üye sayısı", "Members").
		Help("Ödemeden önce kaç farklı üyenin borcunun sorgulandığı (derste 1: U-41). Yola göre anahtarlanan ölçütler üye başına bir anahtar üretir.",
			"How many different members' debts are queried before the payment (1 in the lesson: U-41). Path-keyed metrics make one key per member.")
	s.Int(&p.Load, "load", 1, 1, maxLoad).Advanced().
		Label("Eşzamanlı istemci", "Concurrent clients").
		Help("Ölçüm betiği her yerleşimde bu kadar istemciyi aynı anda çalıştırır; her istemci kendi üyelerinin borcunu sorar, sonra ilk üyesinin cezasını öder (derste 1). Yeniden deneme bütçesi ancak eşzamanlı trafikte oran olarak işler.",
			"The measuring script runs this many clients at once in each layout; each queries its own members' debts, then pays for its first member (1 in the lesson). A retry budget only works as a ratio under concurrent traffic.")
	s.Int(&p.Services, "services", 5, 1, maxServices).Advanced().
		Label("Servis sayısı", "Services").
		Help("Sistemdeki servis sayısı (dersteki SERVIS = 5: katalog, üyelik, ödünç, ücret, bildirim). Kalın yerleşimde ağ ilgisi satırları her serviste yeniden yazılır; yan araba tek dosyadır. Yalnız sonuçlardaki «Kod: ağ ilgisi satırları» tablosunu değiştirir, trafiği değil.",
			"How many services the system has (the lesson's SERVIS = 5: catalogue, membership, lending, fees, notifications). In the thick layout every service writes the network-concern lines again; the sidecar is one file. It changes only the results' table “Code: lines of network concerns”, not the traffic.")
	s.Code(&p.Policy)
	s.FaultList(&p.Faults, p.faultTargets)
	s.Seed(&p.Seed, 1)

	s.Check(func() *param.Error {
		if p.Backoff > p.BackoffMax {
			return param.Errorf("backoff", p.Backoff.String(), ruleBackoff, words.Dur(p.BackoffMax))
		}
		return nil
	})
	s.Check(func() *param.Error {
		if calls := p.Load * (p.Members + 1); calls > maxCalls {
			return param.Errorf("load", strconv.Itoa(p.Load), ruleCalls, words.Int(p.Load), words.Int(p.Members+1), words.Int(calls), words.Int(maxCalls))
		}
		return nil
	})
	return s
}

// worstWait is the longest one call may take if the fee service never
// answers: attempts × timeout plus the longest backoff before each retry.
func (p *Params) worstWait() time.Duration {
	d := time.Duration(p.Attempts) * p.Timeout
	for n := 1; n < p.Attempts; n++ {
		d += backoff.Window(p.Backoff, p.BackoffMax, n)
	}
	return d
}

// fixes lists the fix rows asked for, in the lesson's order of naming them.
func (p *Params) fixes() []string {
	switch p.Fixes {
	case FixMethod, FixIdempotency:
		return []string{p.Fixes}
	case FixBoth:
		return []string{FixMethod, FixIdempotency}
	}
	return nil
}

var (
	ruleBackoff = i18n.Text{
		TR: "geri çekilme tabanı, geri çekilme tavanını (%s) aşamaz", EN: "the backoff base may not exceed the backoff cap (%s)",
	}
	ruleCalls = i18n.Text{
		TR: "eşzamanlı istemci × (üye + 1) = %s × %s = %s çağrı; en çok %s olabilir: eşzamanlı istemci sayısını (load) ya da üye sayısını (members) azaltın",
		EN: "concurrent clients × (members + 1) = %s × %s = %s calls; at most %s: lower the concurrent clients (load) or the members (members)",
	}
)
