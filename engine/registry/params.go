package registry

import (
	"net/url"
	"strings"
	"time"

	"playground/engine/i18n"
	"playground/engine/param"
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

	Seed uint64
}

var (
	lblLease = i18n.Add("registry.lease.label", "Kira süresi", "Lease")
	hlpLease = i18n.Add("registry.lease.help",
		"Son yenilemesinin üzerinden bu süre geçen kayıt listeden düşer. Uzun kira keşif penceresini büyütür.",
		"A record whose last renewal is this old drops out of the list. A longer lease widens the discovery window.")
	lblRenew = i18n.Add("registry.renew.label", "Yenileme aralığı", "Renewal interval")
	hlpRenew = i18n.Add("registry.renew.help",
		"Her kopya kaydını bu aralıkla yeniler ve sağlık bilgisini taşır; kira süresinden kısa olmalı (derste üçte biri).",
		"Each replica renews its record this often, carrying its health flag; must be shorter than the lease (a third of it in the lesson).")
	lblReplicas = i18n.Add("registry.replicas.label", "Kopya sayısı", "Replicas")
	hlpReplicas = i18n.Add("registry.replicas.help",
		"Başlangıçtaki katalog kopyaları (127.0.0.1:8762'den başlayarak). En az 2: biri öldürülür, biri bozuk bildirir.",
		"Catalogue replicas at the start (from 127.0.0.1:8762 on). At least 2: one is killed, one reports unhealthy.")
	lblRequests = i18n.Add("registry.requests.label", "Aşama başına istek", "Requests per phase")
	hlpRequests = i18n.Add("registry.requests.help",
		"Her aşamada her yol için adresler arasında sırayla, birbiri ardına gönderilen istek sayısı.",
		"Requests each path sends in a phase, round-robin over its addresses, one after another.")
	lblClients = i18n.Add("registry.clients.label", "İstemci sayısı", "Clients")
	hlpClients = i18n.Add("registry.clients.help",
		"Katalogu çağıran servisler (ödünç, bildirim, ücret); sabit yapılandırmada her biri kendi adres dosyasını taşır.",
		"Services calling the catalogue (lending, notification, fee); with static configuration each carries its own address file.")
	lblWaitStart     = i18n.Add("registry.wait_start.label", "Bekleme: defter → kopyalar", "Wait: registry → replicas")
	hlpWaitStart     = i18n.Add("registry.wait_start.help", "Kayıt defteri başladıktan sonra kopyalar başlatılmadan önceki bekleme.", "Wait after the registry starts, before the replicas start.")
	lblWaitPhase1    = i18n.Add("registry.wait_phase1.label", "Bekleme: kopyalar → 1. aşama", "Wait: replicas → phase 1")
	hlpWaitPhase1    = i18n.Add("registry.wait_phase1.help", "Kopyalar başladıktan sonra ilk ölçümden önceki bekleme.", "Wait after the replicas start, before the first measurement.")
	lblWaitKill      = i18n.Add("registry.wait_kill.label", "Bekleme: öldürme → 3. aşama", "Wait: kill → phase 3")
	hlpWaitKill      = i18n.Add("registry.wait_kill.help", "Kopya öldürülüp hemen ölçüldükten sonra 'kira süresi doldu' ölçümüne kadar bekleme; kiradan kısaysa pencere kapanmamış olur.", "Wait after the kill (and the at-once measurement) before 'lease expired'; shorter than the lease and the window is still open.")
	lblWaitUnhealthy = i18n.Add("registry.wait_unhealthy.label", "Bekleme: bozulma → 4. aşama", "Wait: unhealthy → phase 4")
	hlpWaitUnhealthy = i18n.Add("registry.wait_unhealthy.help", "Bir kopyaya /bozul çağrısından sonra ölçüme kadar bekleme; kayıt defteri bozukluğu bir sonraki yenilemede öğrenir.", "Wait after /bozul, before measuring; the registry learns of it at the replica's next renewal.")
	lblWaitNew       = i18n.Add("registry.wait_new.label", "Bekleme: yeni kopya → 5. aşama", "Wait: new replica → phase 5")
	hlpWaitNew       = i18n.Add("registry.wait_new.help", "Yeni kopya başlatıldıktan sonra son ölçüme kadar bekleme.", "Wait after the new replica starts, before the last measurement.")
	lblResolve       = i18n.Add("registry.resolve.label", "Çözümleme", "Resolution")
	hlpResolve       = i18n.Add("registry.resolve.help",
		"phase: aşama başına bir kez (ders); call: her çağrıdan önce (her çağrı iki istek olur); cache (ya da cache:2s): her çağrıdan önce, cache_ttl süreli istemci önbelleğinden (defter düşerse son liste kullanılır); watch: bekleyen sorgu, defterin dizini değişince yanıt gelir.",
		"phase: once a phase (the lesson); call: before every call (every call becomes two); cache (or cache:2s): before every call through a client cache of cache_ttl (the last list is kept if the registry is down); watch: a blocking query answered when the registry's index changes.")
	lblCacheTTL  = i18n.Add("registry.cache_ttl.label", "Önbellek süresi", "Cache TTL")
	hlpCacheTTL  = i18n.Add("registry.cache_ttl.help", "resolve=cache iken çözümleme yanıtının istemcide tutulduğu süre.", "How long the client keeps a resolution answer when resolve=cache.")
	lblOutageAt  = i18n.Add("registry.outage_at.label", "Defter kesintisi: başlangıç", "Registry outage: start")
	hlpOutageAt  = i18n.Add("registry.outage_at.help", "Kayıt defterinin erişilemez olduğu pencerenin başlangıcı (çalışmanın başından).", "Start of the window in which the registry is unreachable (from the start of the run).")
	lblOutageFor = i18n.Add("registry.outage_for.label", "Defter kesintisi: süre", "Registry outage: length")
	hlpOutageFor = i18n.Add("registry.outage_for.help", "0: kesinti yok. Pencerede çözümleme ve yenileme çağrıları reddedilir; sabit dosya etkilenmez.", "0: no outage. In the window resolutions and renewals are refused; the static file is unaffected.")
	lblBlipAt    = i18n.Add("registry.blip_at.label", "Yenileme kaybı: başlangıç", "Renewal blip: start")
	hlpBlipAt    = i18n.Add("registry.blip_at.help", "Kopyalardan deftere giden yenilemelerin kaybolduğu pencerenin başlangıcı.", "Start of the window in which renewals from replicas to the registry are lost.")
	lblBlipFor   = i18n.Add("registry.blip_for.label", "Yenileme kaybı: süre", "Renewal blip: length")
	hlpBlipFor   = i18n.Add("registry.blip_for.help", "0: kayıp yok. Kira kısaysa diri kopyalar listeden düşüp geri gelir.", "0: none. With a short lease living replicas drop out and come back.")

	ruleRenewLease = i18n.Add("registry.rule.renew_lease",
		"kira süresinden (%s) kısa olmalı: kayıt ancak yenilendikçe yaşar; yenileme aralığı kiraya eşit ya da uzunsa her diri kopya iki yenileme arasında listeden düşer",
		"must be shorter than the lease (%s): a record lives only while it is renewed, so a renewal interval at or above the lease drops every living replica from the list between renewals")
)

// Spec binds the knobs. Bounds keep the longest run (every wait at its
// maximum, the shortest renewal, the most replicas) near 50 k renewals.
func (p *Params) Spec() *param.Spec {
	s := param.New("registry")
	ms := func(f *param.Field) *param.Field { f.UnitText = "ms"; return f }
	adv := func(f *param.Field) { f.IsAdvanced = true }
	ms(s.Duration(&p.Lease, "lease", 900*time.Millisecond, 50*time.Millisecond, 30*time.Second).Text(lblLease, hlpLease))
	ms(s.Duration(&p.Renew, "renew", 300*time.Millisecond, 10*time.Millisecond, 10*time.Second).Text(lblRenew, hlpRenew))
	s.Int(&p.Replicas, "replicas", 3, 2, 10).Text(lblReplicas, hlpReplicas)
	s.Int(&p.Requests, "requests", 6, 1, 500).Text(lblRequests, hlpRequests)
	s.Int(&p.Clients, "clients", 3, 1, 100).Text(lblClients, hlpClients)
	waits := []struct {
		d         *time.Duration
		name      string
		def       time.Duration
		lbl, help i18n.Text
	}{
		{&p.WaitStart, "wait_start", 400 * time.Millisecond, lblWaitStart, hlpWaitStart},
		{&p.WaitPhase1, "wait_phase1", 500 * time.Millisecond, lblWaitPhase1, hlpWaitPhase1},
		{&p.WaitKill, "wait_kill", 1200 * time.Millisecond, lblWaitKill, hlpWaitKill},
		{&p.WaitUnhealthy, "wait_unhealthy", 400 * time.Millisecond, lblWaitUnhealthy, hlpWaitUnhealthy},
		{&p.WaitNew, "wait_new", 600 * time.Millisecond, lblWaitNew, hlpWaitNew},
	}
	for _, w := range waits {
		ms(s.Duration(w.d, w.name, w.def, 0, 10*time.Second).Text(w.lbl, w.help))
	}
	adv(s.Enum(&p.Resolve, "resolve", resolvePhase, []string{resolvePhase, resolveCall, resolveCache, resolveWatch}...).Text(lblResolve, hlpResolve).
		Shorthand(cacheShorthand))
	adv(ms(s.Duration(&p.CacheTTL, "cache_ttl", time.Second, 0, 60*time.Second).Text(lblCacheTTL, hlpCacheTTL)))
	adv(ms(s.Duration(&p.OutageAt, "outage_at", 0, 0, 60*time.Second).Text(lblOutageAt, hlpOutageAt)))
	adv(ms(s.Duration(&p.OutageFor, "outage_for", 0, 0, 60*time.Second).Text(lblOutageFor, hlpOutageFor)))
	adv(ms(s.Duration(&p.BlipAt, "blip_at", 0, 0, 60*time.Second).Text(lblBlipAt, hlpBlipAt)))
	adv(ms(s.Duration(&p.BlipFor, "blip_for", 0, 0, 60*time.Second).Text(lblBlipFor, hlpBlipFor)))
	s.Seed(&p.Seed, 1)
	s.Check(func() *param.Error {
		if p.Renew >= p.Lease {
			return param.Errorf("renew", p.Renew.String(), ruleRenewLease, p.Lease.String())
		}
		return nil
	})
	return s
}

// cacheShorthand reads the and the URL author's compact form
// resolve=cache:<ttl> as resolve=cache with cache_ttl=<ttl>; the form and
// shared links use the two fields.
func cacheShorthand(v string) (string, url.Values, bool) {
	ttl, ok := strings.CutPrefix(v, resolveCache+":")
	if !ok {
		return "", nil, false
	}
	return resolveCache, url.Values{"cache_ttl": {ttl}}, true
}
