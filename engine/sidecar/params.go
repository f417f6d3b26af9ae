package sidecar

import (
	"time"

	"playground/engine/i18n"
	"playground/engine/param"
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
	Seed    uint64
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

	FixMethod      = "method"
	FixIdempotency = "idempotency"
)

var fixChoices = []string{"none", FixMethod, FixIdempotency, FixMethod + "," + FixIdempotency}

// Bounds keep the longest run (members × attempts × (timeout + backoff) over
// four layouts) far below the kernel's 24 h virtual-time cap.
const (
	maxAttempts = 10
	maxMembers  = 100
	maxWait     = 5 * time.Second
)

// Spec binds the knobs: the lesson's first, then the ones beyond it.
func (p *Params) Spec() *param.Spec {
	s := param.New("sidecar")
	s.Int(&p.Attempts, "attempts", 3, 1, maxAttempts).Text(txtAttempts, txtAttemptsHelp)
	s.Duration(&p.Timeout, "timeout", 400*time.Millisecond, time.Millisecond, maxWait).Text(txtTimeout, txtTimeoutHelp).Unit("ms")
	s.IntList(&p.RetryOn, "retry_on", []int{502, 503, 504}, 100, 599, 0, 10).Text(txtRetryOn, txtRetryOnHelp)
	s.Int(&p.ReadFails, "read_fails", 2, 0, 100).Text(txtReadFails, txtReadFailsHelp)

	s.Enum(&p.Methods, "methods", MethodsAll, []string{MethodsAll, MethodsIdempotent}...).Text(txtMethods, txtMethodsHelp).Advanced()
	adv := func(f *param.Field, unit string) { f.IsAdvanced, f.UnitText = true, unit }
	adv(s.Duration(&p.Backoff, "backoff", 0, 0, maxWait).Text(txtBackoff, txtBackoffHelp), "ms")
	adv(s.Duration(&p.BackoffMax, "backoff_max", time.Second, time.Millisecond, maxWait).Text(txtBackoffMax, txtBackoffMaxHelp), "ms")
	adv(s.Int(&p.Budget, "budget", 0, 0, 100).Text(txtBudget, txtBudgetHelp), "%")
	adv(s.Int(&p.BudgetMin, "budget_min", 3, 0, 10).Text(txtBudgetMin, txtBudgetMinHelp), "")
	s.Enum(&p.OnError, "on_error", OnErrorRetry, []string{OnErrorRetry, OnErrorCrash}...).Text(txtOnError, txtOnErrorHelp).Advanced()

	s.Bool(&p.LoseFirstPay, "lose_first_pay", true).Text(txtLoseFirst, txtLoseFirstHelp).Advanced()
	adv(s.Duration(&p.FeeLatency, "fee_latency", 0, 0, maxWait).Text(txtFeeLatency, txtFeeLatencyHelp), "ms")
	adv(s.Duration(&p.PayLatency, "pay_latency", 0, 0, maxWait).Text(txtPayLatency, txtPayLatencyHelp), "ms")
	s.Enum(&p.Cert, "cert", CertValid, []string{CertValid, CertExpired, CertWrongHost}...).Text(txtCert, txtCertHelp).Advanced()

	s.Enum(&p.Fixes, "fixes", fixChoices[3], fixChoices...).Text(txtFixes, txtFixesHelp).Advanced()
	adv(s.Int(&p.Members, "members", 1, 1, maxMembers).Text(txtMembers, txtMembersHelp), "")
	s.Seed(&p.Seed, 1)

	s.Check(func() *param.Error {
		if p.Backoff > p.BackoffMax {
			return param.Errorf("backoff", p.Backoff.String(), ruleBackoff, p.BackoffMax.String())
		}
		return nil
	})
	return s
}

// fixes lists the fix rows asked for, in the lesson's order of naming them.
func (p *Params) fixes() []string {
	switch p.Fixes {
	case FixMethod, FixIdempotency:
		return []string{p.Fixes}
	case fixChoices[3]:
		return []string{FixMethod, FixIdempotency}
	}
	return nil
}

var (
	txtAttempts     = i18n.Add("sidecar.attempts.label", "Deneme sayısı", "Attempts")
	txtAttemptsHelp = i18n.Add("sidecar.attempts.help",
		"Bir çağrı için en çok kaç deneme yapılır (derste DENEME = 3); kalın uygulama ve yan araba aynı değeri kullanır.",
		"How many tries a call gets at most (the lesson's DENEME = 3); the thick app and the sidecar use the same value.")
	txtTimeout     = i18n.Add("sidecar.timeout.label", "Deneme başına zaman aşımı", "Per-try timeout")
	txtTimeoutHelp = i18n.Add("sidecar.timeout.help",
		"Ücret servisine yapılan her denemenin süresi (derste ZAMAN_ASIMI = 400 ms). Aşılırsa deneme zaman aşımıyla biter.",
		"How long each try at the fee service may take (the lesson's ZAMAN_ASIMI = 400 ms). Past it the try ends in a timeout.")
	txtRetryOn     = i18n.Add("sidecar.retry_on.label", "Yinelenen durum kodları", "Retried status codes")
	txtRetryOnHelp = i18n.Add("sidecar.retry_on.help",
		"Yan arabanın yeniden denediği durum kodları (derste YINELENEN_KOD). Zaman aşımı 504, kurulamayan bağlantı 503 sayılır. Kalın uygulama derste olduğu gibi 500 ve üstünü yalnız GET için yineler.",
		"Status codes the sidecar retries (the lesson's YINELENEN_KOD). A timeout counts as 504, a failed connection as 503. The thick app, as in the lesson, retries 500 and above for GET only.")
	txtReadFails     = i18n.Add("sidecar.read_fails.label", "Başarısız okuma", "Failing reads")
	txtReadFailsHelp = i18n.Add("sidecar.read_fails.help",
		"Ücret servisinin 503 ile reddettiği ilk okuma isteği sayısı (derste 2).",
		"How many of the fee service's first read requests answer 503 (2 in the lesson).")
	txtMethods     = i18n.Add("sidecar.methods.label", "Yan arabanın yinelediği yöntemler", "Methods the sidecar retries")
	txtMethodsHelp = i18n.Add("sidecar.methods.help",
		"all: derste olduğu gibi yöntem ne olursa olsun; idempotent: nginx'in varsayılanı gibi yalnız etkisiz yöntemler (GET, HEAD, PUT, DELETE, OPTIONS). İstek hiç gönderilemediyse (TLS, ret) POST da yinelenir.",
		"all: whatever the method, as in the lesson; idempotent: only idempotent methods (GET, HEAD, PUT, DELETE, OPTIONS), as nginx does by default. A POST that never left (TLS, refused) is retried either way.")
	txtBackoff     = i18n.Add("sidecar.backoff.label", "Geri çekilme tabanı", "Backoff base")
	txtBackoffHelp = i18n.Add("sidecar.backoff.help",
		"Yeniden denemeden önce bekleme: 0 ile min(tavan, taban × 2^(n−1)) arasında tohumlu rastgele (tam titreşim). 0 = beklemeden, derste olduğu gibi.",
		"Wait before a retry: seeded random between 0 and min(cap, base × 2^(n−1)) (full jitter). 0 = no wait, as in the lesson.")
	txtBackoffMax     = i18n.Add("sidecar.backoff_max.label", "Geri çekilme tavanı", "Backoff cap")
	txtBackoffMaxHelp = i18n.Add("sidecar.backoff_max.help",
		"Geri çekilme beklemesinin üst sınırı.", "Upper bound of the backoff wait.")
	txtBudget     = i18n.Add("sidecar.budget.label", "Yeniden deneme bütçesi", "Retry budget")
	txtBudgetHelp = i18n.Add("sidecar.budget.help",
		"Envoy'daki gibi: aynı anda sürmekte olan yeniden deneme sayısı, yan arabadaki etkin isteklerin bu yüzdesini (aşağı yuvarlanır) ya da en az değeri aşamaz. 0 = bütçe yok.",
		"As in Envoy: retries in flight may not exceed this percentage of the sidecar's active requests (rounded down) or the minimum, whichever is larger. 0 = no budget.")
	txtBudgetMin     = i18n.Add("sidecar.budget_min.label", "Bütçe en azı", "Budget minimum")
	txtBudgetMinHelp = i18n.Add("sidecar.budget_min.help",
		"Bütçe açıkken her zaman izin verilen eşzamanlı yeniden deneme sayısı (Envoy'da min_retry_concurrency, varsayılan 3).",
		"Retries in flight always allowed while the budget is on (Envoy's min_retry_concurrency, default 3).")
	txtOnError     = i18n.Add("sidecar.on_error.label", "Zaman aşımı ve TLS hatasında", "On a timeout or TLS error")
	txtOnErrorHelp = i18n.Add("sidecar.on_error.help",
		"retry: Envoy gibi, hata durum kodu sayılır (zaman aşımı 504, bağlantı/TLS 503) ve politikaya göre yinelenir. crash: dersin kodu gibi, söz reddedilir, yakalanmaz ve node süreci çöker; çağıran bağlantının koptuğunu görür, sonraki çağrılar reddedilir.",
		"retry: as Envoy, the error counts as a status (timeout 504, connect/TLS 503) and is retried per policy. crash: as the lesson's code, the promise rejects uncaught and the node process exits; the caller sees the connection reset and later calls are refused.")
	txtLoseFirst     = i18n.Add("sidecar.lose_first_pay.label", "İlk ödeme yanıtı kaybolur", "First payment answer lost")
	txtLoseFirstHelp = i18n.Add("sidecar.lose_first_pay.help",
		"Ödeme kaydı işlenir ama ilk yanıt 503 döner (derste yolda kaybolan yanıtın taklidi).",
		"The payment is recorded but its first answer is a 503 (the lesson's stand-in for an answer lost on the way).")
	txtFeeLatency     = i18n.Add("sidecar.fee_latency.label", "Okuma gecikmesi", "Read latency")
	txtFeeLatencyHelp = i18n.Add("sidecar.fee_latency.help",
		"Ücret servisinin bir borç okumasını yanıtlama süresi.", "How long the fee service takes to answer a debt read.")
	txtPayLatency     = i18n.Add("sidecar.pay_latency.label", "Ödeme gecikmesi", "Payment latency")
	txtPayLatencyHelp = i18n.Add("sidecar.pay_latency.help",
		"Ödeme kaydı istek gelince işlenir, yanıt bu kadar sonra döner. Zaman aşımını aşarsa yanıt gelmeden yeniden denenir ve tahsilat yinelenir.",
		"The payment is recorded when the request arrives; the answer leaves this much later. Past the timeout the call is retried before the answer comes, and the charge repeats.")
	txtCert     = i18n.Add("sidecar.cert.label", "Ücret servisi sertifikası", "Fee service certificate")
	txtCertHelp = i18n.Add("sidecar.cert.help",
		"valid: 127.0.0.1 için geçerli; expired: süresi dolmuş; wronghost: yalnız localhost için. Bozuk sertifikada el sıkışma düşer, istek işleyiciye hiç ulaşmaz.",
		"valid: for 127.0.0.1; expired: past its end date; wronghost: for localhost only. A bad certificate fails the handshake and the request never reaches the handler.")
	txtFixes     = i18n.Add("sidecar.fixes.label", "Gösterilen çözümler", "Fixes shown")
	txtFixesHelp = i18n.Add("sidecar.fixes.help",
		"Dersin adını verdiği çözümlerden hangilerinin ayrı satır olarak koşulacağı: method = yan araba yalnız etkisiz yöntemleri yineler; idempotency = uygulama tekillik anahtarı gönderir, ücret servisi saklı yanıtı yeniden verir.",
		"Which of the fixes the lesson names run as extra rows: method = the sidecar retries idempotent methods only; idempotency = the app sends an Idempotency-Key and the fee service replays the stored answer.")
	txtMembers     = i18n.Add("sidecar.members.label", "Üye sayısı", "Members")
	txtMembersHelp = i18n.Add("sidecar.members.help",
		"Ödemeden önce kaç farklı üyenin borcu sorgulanır (derste 1: U-41). Yol anahtarlı ölçütler üye başına bir anahtar üretir.",
		"How many different members' debts are queried before the payment (1 in the lesson: U-41). Path-keyed metrics make one key per member.")

	ruleBackoff = i18n.Add("sidecar.rule.backoff",
		"geri çekilme tabanı tavanı (%s) aşamaz", "the backoff base may not exceed the cap (%s)")
)
