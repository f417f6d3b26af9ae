package registry

import (
	"net/url"
	"strings"
	"time"

	"playground/engine/fault"

	"playground/engine/i18n"
	"playground/engine/param"
	"playground/engine/words"
)

// Resolution modes: the lesson resolves once a phase; the others are the
// trade-offs its cost section names.
const (
	resolvePhase = "phase"
	resolveCall  = "call"
	resolveCache = "cache"
	resolveWatch = "watch"
)

// Params are the lab's knobs; defaults are the lesson's constants.
type Params struct {
	Lease    time.Duration
	Renew    time.Duration
	Replicas int
	Requests int
	Clients  int

	// The lesson's waits between steps of its measuring script.
	WaitStart     time.Duration
	WaitPhase1    time.Duration
	WaitKill      time.Duration
	WaitUnhealthy time.Duration
	WaitNew       time.Duration

	// Beyond the lesson.
	Resolve   string
	CacheTTL  time.Duration
	OutageAt  time.Duration
	OutageFor time.Duration
	BlipAt    time.Duration
	BlipFor   time.Duration
	// Jitter spreads each renewal interval over renew × (1 ± Jitter),
	// drawn from the seeded PRNG; 0 (the lesson) draws nothing, so the seed
	// matters exactly when Jitter does.
	Jitter float64
	// Faults are the learner's own (package fault): on the registry and on
	// each replica, and on the links between them and the script. The
	// lesson's kill of the last replica stays in the script.
	Faults []fault.Fault

	Seed uint64
	// Policy is the learner's code for the registry path's client
	// (policy.star, the discover hook): when to ask the registry and
	// which address to call. "": the built-in logic of the resolve mode.
	Policy string
}

// faultTargets: the registry and every replica the run starts (the added
// one too), and the links the script and the replicas send over.
func (p *Params) faultTargets() []fault.Target {
	ids := []string{registryAddr}
	for i := range p.Replicas + 1 {
		ids = append(ids, replicaAddr(i))
	}
	out := fault.OnNodes(ids...)
	out = append(out, fault.OnLink(clientAddr, registryAddr))
	for _, r := range ids[1:] {
		out = append(out, fault.OnLink(clientAddr, r), fault.OnLink(r, registryAddr))
	}
	return out
}

var ruleRenewLease = i18n.Text{
	TR: "kira süresinden (%s) kısa olmalı: kayıt ancak yenilendikçe yaşar; yenileme aralığı kira süresine eşit ya da ondan uzunsa her diri kopya iki yenileme arasında listeden düşer",
	EN: "must be shorter than the lease (%s): a record lives only while it is renewed, so a renewal interval at or above the lease drops every living replica from the list between renewals",
}

// maxRenewals bounds the renewals a run simulates: replicas × the waits'
// total ÷ the shortest renewal interval (jitter shortens it). Each renewal
// is a write through the network to the registry; 10 replicas renewing
// every 10 ms through 50 s of waits (250 000 renewals, about a million
// events) took 8 s and 500 MB of allocation in a browser tab,
// while the lesson makes about 30.
const maxRenewals = 5000

var ruleRenewals = i18n.Text{
	TR: "en çok %s yenileme simüle edilir; kopya sayısı (%s) × beklemelerin toplamı (%s) ÷ yenileme aralığı (sarsıntıyla en kısa %s) %s yenileme eder: yenileme aralığını (renew) uzatın ya da kopya sayısını (replicas) veya beklemeleri (wait_start … wait_new) azaltın",
	EN: "at most %s renewals are simulated; the replicas (%s) × the waits' total (%s) ÷ the renewal interval (shortest with jitter %s) make %s: lengthen the renewal interval (renew), or lower the replicas (replicas) or the waits (wait_start … wait_new)",
}

// longestInterval and shortestInterval bound a replica's wait between two
// renewals: the renewal interval, stretched or shrunk by the widest
// jitter.
func (p *Params) longestInterval() time.Duration {
	return time.Duration(float64(p.Renew) * (1 + p.Jitter))
}

func (p *Params) shortestInterval() time.Duration {
	return time.Duration(float64(p.Renew) * (1 - p.Jitter))
}

// renewalsLostSurvived is how many renewals in a row a running replica
// may lose and stay listed: m lost ones leave m + 1 intervals between
// the renewals on either side, which the lease must span.
func (p *Params) renewalsLostSurvived() int {
	return max(0, int(p.Lease/p.longestInterval())-1)
}

// renewals estimates how many renewals a run simulates (see maxRenewals).
func (p *Params) renewals() (n int, waits, shortest time.Duration) {
	waits = p.WaitStart + p.WaitPhase1 + p.WaitKill + p.WaitUnhealthy + p.WaitNew
	shortest = time.Duration(float64(p.Renew) * (1 - p.Jitter))
	if shortest <= 0 {
		return 0, waits, shortest
	}
	return p.Replicas * int(waits/shortest), waits, shortest
}

// Spec binds the knobs. Bounds keep the longest run (every wait at its
// maximum, the shortest renewal, the most replicas, the widest jitter) far
// inside the event cap: TestLongestRunStaysInCaps measures it.
func (p *Params) Spec() *param.Spec {
	const ms = time.Millisecond
	s := param.New()
	s.Duration(&p.Lease, "lease", 900*ms, 50*ms, 30*time.Second).Unit("ms").
		Label("Kira süresi", "Lease").
		Help("Son yenilemesinin üzerinden bu kadar süre geçen kayıt listeden düşer. Uzun kira süresi keşif penceresini büyütür (derste 900 ms).",
			"A record whose last renewal is this old drops out of the list. A longer lease widens the discovery window (900 ms in the lesson).")
	s.Duration(&p.Renew, "renew", 300*ms, 10*ms, 10*time.Second).Unit("ms").
		Label("Yenileme aralığı", "Renewal interval").
		Help("Her kopya kaydını bu aralıkla yeniler ve yenilemeyle sağlık bilgisini de bildirir; kira süresinden kısa olmalıdır (derste üçte biri, 300 ms). Kısa aralık, kayıt defterine daha çok yazma yükü demektir.",
			"Each replica renews its record this often, and reports its health with each renewal; must be shorter than the lease (a third of it in the lesson, 300 ms). A short interval means more writes at the registry.")
	s.Int(&p.Replicas, "replicas", 3, 2, 10).
		Label("Kopya sayısı", "Replicas").
		Help("Başlangıçtaki katalog kopyaları (127.0.0.1:8762'den başlayarak). En az 2: sonuncusu öldürülür, ondan öncekisi bozulur.",
			"Catalogue replicas at the start (from 127.0.0.1:8762 on). At least 2: the last is killed, the one before it becomes unhealthy.")
	s.Int(&p.Requests, "requests", 6, 1, 500).
		Label("Aşama başına istek", "Requests per phase").
		Help("Her aşamada her yolun, adresleri sırayla dolaşarak birbiri ardına gönderdiği istek sayısı (derste 6).",
			"Requests each path sends in a phase, one after another, round-robin over its addresses (6 in the lesson).")
	s.Int(&p.Clients, "clients", 3, 1, 100).
		Label("İstemci sayısı", "Clients").
		Help("Kataloğu çağıran servisler (ödünç, bildirim, ücret). Sabit yapılandırmada her biri kendi adres dosyasını taşır; yeni bir kopya eklenince her birinin dosyası elle düzeltilir ve her biri yeniden başlatılır.",
			"Services calling the catalogue (lending, notification, fee). With static configuration each carries its own address file; when a replica is added, each one's file is edited by hand and each is restarted.")
	s.Duration(&p.WaitStart, "wait_start", 400*ms, 0, 10*time.Second).Unit("ms").
		Label("Bekleme: kayıt defteri → kopyalar", "Wait: registry → replicas").
		Help("Kayıt defteri başladıktan sonra, kopyalar başlatılmadan önceki bekleme (derste 400 ms).",
			"Wait after the registry starts, before the replicas start (400 ms in the lesson).")
	s.Duration(&p.WaitPhase1, "wait_phase1", 500*ms, 0, 10*time.Second).Unit("ms").
		Label("Bekleme: kopyalar → 1. aşama", "Wait: replicas → phase 1").
		Help("Kopyalar başladıktan sonra, ilk ölçümden önceki bekleme (derste 500 ms).",
			"Wait after the replicas start, before the first measurement (500 ms in the lesson).")
	s.Duration(&p.WaitKill, "wait_kill", 1200*ms, 0, 10*time.Second).Unit("ms").
		Label("Bekleme: öldürme → 3. aşama", "Wait: kill → phase 3").
		Help("Kopya öldürülüp hemen ölçüldükten sonra 3. aşamanın ölçümüne kadar bekleme (derste 1200 ms). Keşif penceresinden kısaysa 3. aşama pencerenin içinde ölçülür ve kira süresi henüz dolmamış olur.",
			"Wait after the kill and the at-once measurement, before phase 3 is measured (1200 ms in the lesson). Shorter than the discovery window, phase 3 is measured inside it, before the lease has run out.")
	s.Duration(&p.WaitUnhealthy, "wait_unhealthy", 400*ms, 0, 10*time.Second).Unit("ms").
		Label("Bekleme: bozulma → 4. aşama", "Wait: unhealthy → phase 4").
		Help("Bir kopyaya /bozul çağrısı yapıldıktan sonra ölçüme kadar bekleme (derste 400 ms). Kayıt defteri bozukluğu kopyanın bir sonraki yenilemesinde öğrenir; bekleme yenileme aralığından kısaysa henüz bilmeyebilir.",
			"Wait after /bozul, before measuring (400 ms in the lesson). The registry learns of it at the replica's next renewal; a wait shorter than the renewal interval may find it not knowing yet.")
	s.Duration(&p.WaitNew, "wait_new", 600*ms, 0, 10*time.Second).Unit("ms").
		Label("Bekleme: yeni kopya → 5. aşama", "Wait: new replica → phase 5").
		Help("Yeni kopya başlatıldıktan sonra son ölçüme kadar bekleme (derste 600 ms).",
			"Wait after the new replica starts, before the last measurement (600 ms in the lesson).")
	s.Enum(&p.Resolve, "resolve", resolvePhase, resolvePhase, resolveCall, resolveCache, resolveWatch).Advanced().
		Shorthand(cacheShorthand).
		Label("Çözümleme", "Resolution").
		Help("İstemcinin adres listesini kayıt defterinden ne zaman aldığı. Ders aşama başına bir kez sorar. Her çağrıdan önce sormak her katalog çağrısını ikiye çıkarır. Önbellek (önbellek süresi kadar; adreste 'cache:2s' kısaltması da olur) kayıt defteri düşse de son listeyi kullanır ama eskiyebilir. İzleme, kayıt defterinin dizini değişince yanıtlanan, bekleyen bir sorgudur.",
			"When the client takes its address list from the registry. The lesson asks once a phase. Asking before every call doubles every catalogue call. A cache (for the cache TTL; 'cache:2s' also works in an address) keeps the last list when the registry is down but can go stale. A watch is a blocking query answered when the registry's index changes.").
		Choice(resolvePhase, "aşama başına bir kez (ders)", "once a phase (the lesson)").
		Choice(resolveCall, "her çağrıdan önce", "before every call").
		Choice(resolveCache, "istemci önbelleğiyle", "through a client cache").
		Choice(resolveWatch, "izleyerek (bekleyen sorgu)", "by watching (a blocking query)")
	s.Duration(&p.CacheTTL, "cache_ttl", time.Second, 0, 60*time.Second).Unit("ms").Advanced().
		Label("Önbellek süresi", "Cache TTL").
		Help("Çözümleme önbellekliyken bir yanıtın istemcide taze sayıldığı süre; kayıt defteri yanıt vermezse daha eski liste de kullanılır.",
			"How long the client counts a resolution answer as fresh when resolution is cached; if the registry does not answer, an older list is used too.")
	s.Duration(&p.OutageAt, "outage_at", 0, 0, 60*time.Second).Unit("ms").Advanced().
		Label("Kayıt defteri kesintisi: başlangıç", "Registry outage: start").
		Help("Kayıt defterine ulaşılamayan pencerenin başlangıcı, çalıştırmanın başından sayılır.",
			"Start of the window in which the registry is unreachable, counted from the start of the run.")
	s.Duration(&p.OutageFor, "outage_for", 0, 0, 60*time.Second).Unit("ms").Advanced().
		Label("Kayıt defteri kesintisi: süre", "Registry outage: length").
		Help("Kesinti penceresinde çözümleme ve yenileme çağrıları reddedilir; kayıtların kirası işlemeye devam eder; sabit dosya etkilenmez. 0: kesinti yok.",
			"In the outage window resolutions and renewals are refused while the records' leases keep running; the static file is unaffected. 0: no outage.")
	s.Duration(&p.BlipAt, "blip_at", 0, 0, 60*time.Second).Unit("ms").Advanced().
		Label("Yenileme kaybı: başlangıç", "Renewal blip: start").
		Help("Kopyalardan kayıt defterine giden yenilemelerin yolda kaybolduğu pencerenin başlangıcı.",
			"Start of the window in which renewals from the replicas to the registry are lost on the way.")
	s.Duration(&p.BlipFor, "blip_for", 0, 0, 60*time.Second).Unit("ms").Advanced().
		Label("Yenileme kaybı: süre", "Renewal blip: length").
		Help("Kayıp kira süresinden uzun sürerse çalışan kopyalar listeden düşüp geri gelir: salınım. 0: kayıp yok.",
			"If the loss outlasts the lease, running replicas drop out and come back: oscillation. 0: no loss.")
	s.Float(&p.Jitter, "jitter", 0, 0, 0.5).Advanced().
		Label("Yenileme sarsıntısı", "Renewal jitter").
		Help("Her yenileme aralığı, yenileme aralığı × (1 ± bu oran) içinden tohumla rastgele seçilir; 0: dersteki gibi tam aralık (tohum bir şey değiştirmez). Sarsıntı kopyaların yenilemelerini zamana yayar; bir aralık kira süresine ulaşırsa çalışan kopya listeden düşer.",
			"Each renewal interval is drawn (from the seed) within the renewal interval × (1 ± this share); 0: the exact interval, as in the lesson (the seed then changes nothing). Jitter spreads the replicas' renewals over time; an interval that reaches the lease drops a running replica.")
	s.FaultList(&p.Faults, p.faultTargets)
	s.Seed(&p.Seed, 1)
	s.Code(&p.Policy)
	s.Check(func() *param.Error {
		if p.Renew >= p.Lease {
			return param.Errorf("renew", p.Renew.String(), ruleRenewLease, words.Dur(p.Lease))
		}
		return nil
	})
	s.Check(func() *param.Error {
		if n, waits, shortest := p.renewals(); n > maxRenewals {
			return param.Errorf("renew", p.Renew.String(), ruleRenewals, words.Int(maxRenewals), words.Int(p.Replicas), words.Dur(waits), words.Dur(shortest), words.Int(n))
		}
		return nil
	})
	return s
}

// cacheShorthand reads a URL author's compact form
// resolve=cache:<ttl> as resolve=cache with cache_ttl=<ttl>; the form and
// shared links use the two fields.
func cacheShorthand(v string) (string, url.Values, bool) {
	ttl, ok := strings.CutPrefix(v, resolveCache+":")
	if !ok {
		return "", nil, false
	}
	return resolveCache, url.Values{"cache_ttl": {ttl}}, true
}
