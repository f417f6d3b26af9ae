// Package registry is the service-discovery lab (lesson 000, "Servis
// Keşfi"): a lease-based registry on go-memdb against a static address
// file, over the lesson's five phases — all alive, a replica killed, its
// lease expired, a replica reporting unhealthy, a replica added.
//
// Beyond the lesson: per-call, cached and watching resolution, a registry
// outage, a renewal blip and renewal jitter. Every request is classified
// when it leaves: served, sent to an address whose process is dead, answered
// 503 by the unhealthy replica, or never sent for want of an answer or an
// address.
package registry

import (
	"playground/engine/i18n"
	"playground/engine/lab"
)

// golden is the course index's table for the lesson's defaults.
const golden = `phase                      static ok  static addrs  registry ok  records  addrs
all alive                  6/6        3             6/6          3        3
replica killed (at once)   4/6        3             4/6          3        3
lease expired              4/6        3             6/6          2        2
replica reports unhealthy  2/6        3             6/6          2        1
new replica added          2/6        3             6/6          3        2
dead-address requests in the discovery window = 2/6
config files touched when a replica is added: static 3, registry 0;
clients restarted: static 3, registry 0
`

// Lab is the registry lab.
var Lab = &lab.Lab{
	Size:       []string{"requests", "clients", "replicas"},
	ID:         "registry",
	Title:      txtTitle,
	Question:   txtQuestion,
	Lesson:     txtLesson,
	LessonPage: i18n.Text{TR: "ders-servis-kesfi.html", EN: "lesson-service-discovery.html"},
	New:        func() lab.Params { return &Params{} },
	Golden:     golden,
	Presets: []lab.Preset{
		{ID: "long_lease", Label: i18n.Text{TR: "Uzun kira süresi (2 s)", EN: "Long lease (2 s)"},
			Params: "lease=2s"},
		{ID: "short_lease_blip", Label: i18n.Text{TR: "Kısa kira süresi ve yenileme kaybı: salınım", EN: "Short lease and a renewal blip: oscillation"},
			Params: "lease=300ms&renew=100ms&blip_at=1.9s&blip_for=400ms"},
		{ID: "outage_cached", Label: i18n.Text{TR: "Kayıt defteri kesintisi, önbellekli istemci", EN: "Registry outage, cached client"},
			Params: "outage_at=1.5s&outage_for=1.2s&resolve=cache&cache_ttl=2s"},
		{ID: "jitter", Label: i18n.Text{TR: "Sarsıntılı yenileme, kira süresine yakın aralık", EN: "Jittered renewals close to the lease"},
			Params: "lease=400ms&jitter=0.5"},
		{ID: "second_dies", Label: i18n.Text{TR: "Arıza: ikinci kopya daha erken ölür", EN: "Fault: the second replica dies earlier"},
			Params: "faults=kill:127.0.0.1:8763@600ms"},
	},
	Metrics:    metrics,
	FaultCases: []string{"resolve=cache:2s&replicas=4"},
	Terms: []lab.Term{
		{Word: i18n.Text{TR: "kira süreli", EN: "lease-based"}, Name: i18n.Text{TR: "kira süreli kayıt", EN: "lease-based registry"}, Explain: i18n.Text{
			TR: "Kayıt defteri her kaydı bir kira süresiyle tutar: kopya kaydını süre dolmadan yeniler; yenilemeyen kopyanın kaydı süre dolunca silinir. Ölen bir kopya böylece en geç bir kira süresi sonra listeden düşer.",
			EN: "The registry holds each record for a lease: the replica renews it before it runs out; a record not renewed is deleted when its lease runs out. A dead replica thus leaves the list at most one lease later."}},
		{Word: i18n.Text{TR: "kira süresi", EN: "lease"}, Explain: i18n.Text{
			TR: "Kaydın yenilenmeden ne kadar yaşayacağı: her yenileme süreyi baştan başlatır. Kısa kira, ölen kopyanın kaydını çabuk siler; ama yenilemeler sıklaşır ve birkaç yenileme kaybolunca sağlam bir kopya da silinir.",
			EN: "How long a record lives without a renewal: each renewal starts it over. A short lease deletes a dead replica's record soon, but renewals come more often and a few lost ones delete a healthy replica too."}},
	},
	Try: &lab.Preset{ID: "try", Params: "lease=2s", Label: i18n.Text{
		TR: "Kira süresi 2 s olsaydı ölü adrese kaç istek giderdi?",
		EN: "What if the lease were 2 s: how many requests would go to the dead address?"}},
	Key:        []string{"dead_window_requests", "dead_address_requests", "discovery_window_ms"},
	Challenges: challenges,
	Sweeps:     sweeps,
	Policy:     hook,
	// The lesson's harm: a request the registry path sent to a dead
	// address in the discovery window, which `app why` and the replay's
	// "show me one" follow back to its causes (the renewal that kept the
	// record, the kill, the list resolved after it); then the static
	// path's (the file, the kill) and a record's expiry (its last renewal).
	Outcomes: []lab.Outcome{
		{ID: effDeadAddress, Effect: effDeadAddress, Kind: kindRequest,
			Label: i18n.Text{TR: "kayıt defteri yolunda ölü adrese giden istek", EN: "a registry-path request to a dead address"}},
		{ID: effDeadAddress + "_static", Effect: effDeadAddress, Kind: kindStatic,
			Label: i18n.Text{TR: "sabit dosya yolunda ölü adrese giden istek", EN: "a static-path request to a dead address"}},
		{ID: kindExpiry, Kind: kindExpiry,
			Label: i18n.Text{TR: "süresi dolan kayıt", EN: "a record that expired"}},
	},
}

// The contract completes the declaration (lab.Declare): a function call
// around the literal would build it in code at start-up instead of laying it
// out as data (10 KB of brotli app.wasm for the four labs).
func init() { lab.Declare(Lab) }

var metrics = []lab.Metric{
	{ID: "dead_window_requests", Better: lab.Lower,
		Label: i18n.Text{TR: "Keşif penceresinde ölü adrese giden istek", EN: "Dead-address requests in the discovery window"},
		Help: i18n.Text{
			TR: "Keşif penceresinin tamamında, yani kopyanın öldürülmesinden ölü kaydın kirasının dolmasına kadar, kayıt defteri yolunun süreci ölmüş adrese gerçekten gönderdiği istekler. Derste pencere yalnız kopya öldürüldükten hemen sonraki aşamayı kapsar ve bu sayı dersin satırındakiyle aynıdır (2/6'nın 2'si); pencere sonraki aşamalara uzanırsa onların istekleri de sayılır, dersin satırı ise betiği gibi yalnız o ilk aşamayı sayar. Hiç gönderilemeyen istekler sayılmaz; süre sınırında durdurulan bir çalıştırmada o ana dek gönderilenler sayılır.",
			EN: "Requests the registry path actually sent to the dead address over the whole discovery window, from the kill to the dead record's expiry. In the lesson the window holds only the phase right after the kill, and this is the lesson's line (the 2 of 2/6); if the window reaches later phases their requests count too, while the lesson's line, as its script, counts that first phase only. Requests never sent do not count; a run stopped at its horizon counts those sent by then.",
		},
		Read: lab.Summary(func(s *Summary) float64 { return float64(s.DeadWindowRequests) })},
	{ID: "dead_address_requests", Better: lab.Lower,
		Label: i18n.Text{TR: "Ölçüm boyunca ölü adrese giden istek", EN: "Dead-address requests over the run"},
		Help: i18n.Text{
			TR: "Beş aşamanın hepsinde kayıt defteri yolunun ölü adrese gönderdiği istekler: keşif penceresindekiler ve pencere kapandıktan sonra eski bir listeyle gidenler. Uzun kira süresi ya da eski bir önbellek listesi bunu büyütür. Süre sınırında durdurulan bir çalıştırmada o ana dek gönderilenler sayılır.",
			EN: "Requests the registry path sent to a dead address over all five phases: those in the discovery window and those sent on an old list after it closed. A long lease or a stale cached list makes it grow. A run stopped at its horizon counts those sent by then.",
		},
		Read: lab.Summary(func(s *Summary) float64 { return float64(s.DeadAddressRequests.Registry) })},
	{ID: "registry_failed", Better: lab.Lower,
		Label: i18n.Text{TR: "Kayıt defteri yolunda gönderilemeyen istek", EN: "Registry-path requests never sent"},
		Help: i18n.Text{
			TR: "Kayıt defteri yanıt vermediği ya da yanıtında yönlendirilebilir adres olmadığı için hiç gönderilemeyen istekler; ölü adrese gidenlerden ayrı sayılır. Süre sınırında durdurulan bir çalıştırmada sırası hiç gelmeyen istekler sayılmaz: ölçülmediler.",
			EN: "Requests never sent because the registry did not answer or its answer held no routable address; counted apart from dead-address requests. In a run stopped at its horizon, the requests the script never reached do not count: they were not measured.",
		},
		Read: lab.Summary(func(s *Summary) float64 { return float64(s.RegistryFailed) })},
	{ID: "unhealthy_requests", Better: lab.Lower,
		Label: i18n.Text{TR: "Bozuk kopyaya giden istek", EN: "Requests to the unhealthy replica"},
		Help: i18n.Text{
			TR: "Kayıt defteri yolunun bozuk kopyaya gönderdiği ve 503 alan istekler: ya kullanılan liste kayıt defteri bozukluğu öğrenmeden önce alınmıştır ya da kopya bozukluğu henüz bildirmemiştir (sağlık bilgisi yenilemeyle gelir). Süre sınırında durdurulan bir çalıştırmada o ana dek gidenler sayılır.",
			EN: "Registry-path requests sent to the unhealthy replica and answered 503: either the list used was taken before the registry learnt of the change, or the replica had not reported it yet (health comes with a renewal). A run stopped at its horizon counts those sent by then.",
		},
		Read: lab.Summary(func(s *Summary) float64 { return float64(s.RegistryUnhealthy) })},
	{ID: "discovery_window_ms", Unit: "ms", Better: lab.Lower,
		Label: i18n.Text{TR: "Keşif penceresi", EN: "Discovery window"},
		Help: i18n.Text{
			TR: "Kopyanın öldürülmesinden ölü kaydın kirasının dolmasına kadar geçen süre: son yenileme + kira süresi − öldürme anı. Kayıt diri değilse ya da çalıştırma, ölçüm betiği kopyayı öldürmeden süre sınırında durdurulduysa 0.",
			EN: "Time from the kill until the dead record's lease runs out: last renewal + lease − the kill. 0 when the record was not live, or when the run was stopped at its horizon before the script's kill.",
		},
		Read: lab.Summary(func(s *Summary) float64 { return s.DiscoveryWindowMS })},
	{ID: "renewals_per_s_per_replica", Unit: "1/s", Better: lab.Lower,
		Label: i18n.Text{TR: "Kopya başına yenileme sıklığı", EN: "Renewal rate per replica"},
		Help: i18n.Text{
			TR: "Her kopyanın kayıt defterine saniyede yaptığı yenileme: 1 s ÷ yenileme aralığı (derste 3,33). Kısa kira süresinin bedelidir; kayıt defterindeki yazma yükü bunun kopya sayısıyla çarpımıdır.",
			EN: "Renewals each replica makes at the registry per second: 1 s ÷ the renewal interval (3.33 in the lesson). The cost of a short lease; the registry's write load is this times the replicas.",
		},
		Read: lab.Summary(func(s *Summary) float64 { return s.RenewalsPerSPerReplica })},
	{ID: "renewals_lost_survived", Better: lab.Higher,
		Label: i18n.Text{TR: "Art arda kaybolabilen yenileme", EN: "Renewals a replica may lose in a row"},
		Help: i18n.Text{
			TR: "Çalışan bir kopyanın art arda kaç yenilemesi yolda kaybolsa da listede kalacağı: ⌊kira süresi ÷ en uzun yenileme aralığı⌋ − 1; en uzun aralık, sarsıntıyla yenileme aralığı × (1 + sarsıntı). Derste 2: iki yenileme kaçıran kopya hâlâ listededir, üçüncüsünü de kaçıran düşer. 0 ise tek bir kayıp çalışan kopyayı listeden düşürür.",
			EN: "How many renewals in a row a running replica may lose on the way and stay on the list: ⌊lease ÷ the longest renewal interval⌋ − 1, the longest interval being renew × (1 + jitter). 2 in the lesson: a replica that misses two renewals is still listed, one that misses the third too drops out. 0: a single lost renewal drops a running replica.",
		},
		Read: lab.Summary(func(s *Summary) float64 { return float64(s.RenewalsLostSurvived) })},
	{ID: "loss_survived_ms", Unit: "ms", Better: lab.Higher,
		Label: i18n.Text{TR: "Atlatılan en uzun yenileme kaybı", EN: "Longest renewal loss survived"},
		Help: i18n.Text{
			TR: "Yenilemelerin yolda kaybolduğu bir süre ne zaman başlarsa başlasın, çalışan bir kopyanın listede kalarak atlatacağı en uzun süre: art arda kaybolabilen yenileme × yenileme aralığı (sarsıntıyla en kısa aralık), çünkü bu kadar süren bir kayıp o sayıdan fazla yenilemeyi yutamaz (derste 2 × 300 ms = 600 ms). Kayıp bundan uzunsa, denk geldiği ana göre kopya listeden düşebilir.",
			EN: "The longest stretch of lost renewals a running replica survives on the list wherever it begins: the renewals it may lose in a row × the renewal interval (the shortest, with jitter), since a loss that long cannot swallow more renewals than that (2 × 300 ms = 600 ms in the lesson). A longer loss may drop it, depending on where it falls.",
		},
		Read: lab.Summary(func(s *Summary) float64 { return s.LossSurvivedMS })},
	{ID: "live_dropouts", Better: lab.Lower,
		Label: i18n.Text{TR: "Listeden düşen çalışan kopya", EN: "Running replicas dropped"},
		Help: i18n.Text{
			TR: "Süreci çalışırken kaydının kirası dolan kopyalar: yenilemelerinin hiçbiri bir kira süresi boyunca kayıt defterine ulaşmadı (kesinti, yenileme kaybı ya da sarsıntı yüzünden). Geri gelenler salınıma yol açar. Süre sınırında durdurulan bir çalıştırmada o ana dek düşenler sayılır.",
			EN: "Replicas whose record expired while their process ran: none of their renewals reached the registry for a whole lease (an outage, a renewal blip or jitter). Those that come back make the list oscillate. A run stopped at its horizon counts those dropped by then.",
		},
		Read: lab.Summary(func(s *Summary) float64 { return float64(s.LiveDropouts) })},
	{ID: "resolution_requests", Better: lab.Lower,
		Label: i18n.Text{TR: "Çözümleme isteği", EN: "Resolution requests"},
		Help: i18n.Text{
			TR: "İstemcinin kayıt defterine gönderdiği çözümleme istekleri (derste aşama başına 1, toplam 5): çözümleme kipinin bedeli. Ölçüm bittiğinde hâlâ yanıt bekleyen de sayılır; süre sınırında durdurulan bir çalıştırmada o ana dek gönderilenler sayılır.",
			EN: "Resolution requests the client sent to the registry (1 a phase in the lesson, 5 in all): the cost of the resolution mode. One still waiting when the measurement ended counts too; a run stopped at its horizon counts those sent by then.",
		},
		Read: lab.Summary(func(s *Summary) float64 { return float64(s.ResolutionRequests) })},
}

// challenges are the lesson's questions with numbers, easy first. Each
// fails at the lesson's values (plus Fixed), passes with its Solution
// (TestChallengesFailAtDefaultsAndPassWithTheirSolution), and bounds the
// cost side too (the renewal load, resolutions, a stale list's requests).
var challenges = []lab.Challenge{
	{ID: "short-window", Level: 1, Knobs: []string{"lease", "renew"}, Predict: "discovery_window_ms",
		Title: i18n.Text{TR: "Ölü kayıt listeden daha erken düşsün", EN: "Drop the dead record sooner"},
		Task: i18n.Text{
			TR: "Derste öldürülen kopyanın kaydı listeden hemen düşmüyor: kirası dolana kadar listede kalıyor ve bu sürede istekler ölü adrese gidebiliyor. Kira süresini ve yenileme aralığını öyle seçin ki keşif penceresi en çok 400 ms olsun, her kopya saniyede en çok 5 yenileme yapsın ve tek bir yenilemesi yolda kaybolan çalışan kopya listeden düşmesin (dersteki kopya art arda iki kaybı atlatır).",
			EN: "In the lesson the killed replica's record does not leave the list at once: it stays listed until its lease runs out, and meanwhile requests can still go to the dead address. Choose the lease and the renewal interval so that the discovery window is at most 400 ms, each replica renews at most 5 times a second, and a running replica that loses one renewal on the way stays on the list (the lesson's survives two in a row).",
		},
		Hint: i18n.Text{
			TR: "Pencere = son yenileme + kira süresi − öldürme anı, yani en çok kira süresi kadar. Saniyede 5 yenileme, en az 200 ms aralık demektir. Bir kaybı atlatmak için kopyanın kaydı, kayıptan önceki son yenilemesinden kayıptan sonraki ilk yenilemesine kadar yaşamalı: kira süresi en az iki yenileme aralığı olmalı.",
			EN: "The window is last renewal + lease − the kill, so at most the lease. 5 renewals a second means an interval of at least 200 ms. To survive one loss, a record must live from the last renewal before it to the first one after it: the lease must be at least two renewal intervals.",
		},
		Checks: []lab.Check{{Metric: "discovery_window_ms", Op: lab.AtMost, Value: 400}, {Metric: "renewals_per_s_per_replica", Op: lab.AtMost, Value: 5},
			{Metric: "renewals_lost_survived", Op: lab.AtLeast, Value: 1}},
		Solution: "lease=450ms&renew=200ms"},
	{ID: "cache-ttl", Level: 2, Knobs: []string{"cache_ttl"}, Fixed: "resolve=cache&wait_new=200ms", Predict: "unhealthy_requests",
		Title: i18n.Text{TR: "Önbellek ne kadar eskiyebilir?", EN: "How stale may the cache be?"},
		Task: i18n.Text{
			TR: "İstemci kayıt defterinin yanıtını 1 s önbellekte tutuyor: kopya bozulduktan sonraki aşamada da önbellekteki eski listeyi kullanıyor, bu yüzden isteklerinin bir kısmı bozuk kopyaya gidip 503 alıyor. Burada yeni kopya son ölçümden 200 ms önce başlatılıyor. Önbellek süresini öyle seçin ki hiçbir istek bozuk kopyaya gitmesin, ölü adrese dersteki 2'den fazla istek gitmesin ve en çok 3 çözümleme isteği gönderilsin (önbelleksiz ders istemcisi 5 gönderir).",
			EN: "The client caches the registry's answer for 1 s: in the phase after /bozul it still uses the cached list, so some of its requests go to the unhealthy replica and get 503. Here the new replica starts 200 ms before the last measurement. Choose the cache TTL so that no request reaches the unhealthy replica, no more than the lesson's 2 reach the dead one, and at most 3 resolution requests are sent (the uncached lesson client sends 5).",
		},
		Hint: i18n.Text{
			TR: "İlk iki aşama birbirinden yalnız 2,6 ms uzak; yeni kopya başladıktan sonraki bekleme 200 ms, 3. aşama ile 4. aşama arasında ise yaklaşık 400 ms var. 3 çözümleme için önbellek ilk iki aralığı aşmalı, üçüncüsünü aşmamalı. Son aşamanın kullandığı liste yeni kopyayı henüz içermez: burada bunun bedeli yoktur; bozuk kopyayı hâlâ içeren bir listenin bedeli ise 503'tür.",
			EN: "The first two phases are only 2.6 ms apart, the wait after the new replica starts is 200 ms, and about 400 ms separate the third and fourth phases. For 3 resolutions the cache must span the first two gaps and not the third. The list the last phase uses does not hold the new replica yet: that costs nothing here, while a list that still holds the unhealthy replica costs 503s.",
		},
		Checks: []lab.Check{{Metric: "unhealthy_requests", Op: lab.AtMost, Value: 0}, {Metric: "dead_address_requests", Op: lab.AtMost, Value: 2},
			{Metric: "resolution_requests", Op: lab.AtMost, Value: 3}},
		Solution: "cache_ttl=300ms"},
	{ID: "late-phase", Level: 2, Knobs: []string{"lease", "renew"}, Fixed: "wait_kill=300ms", Predict: "dead_address_requests",
		Title: i18n.Text{TR: "Pencere bir sonraki ölçümden önce kapansın", EN: "Close the window before the next measurement"},
		Task: i18n.Text{
			TR: "3. aşama artık kopya öldürüldükten yalnız 300 ms sonra ölçülüyor; 900 ms'lik kira süresiyle ölü kopya o sırada hâlâ listede, bu yüzden o aşamanın istekleri de ona gidiyor. Kira süresini ve yenileme aralığını öyle seçin ki ölü kopyaya yalnız, kopya öldürüldükten hemen sonraki aşamanın 2 isteği gitsin, her kopya saniyede en çok 10 yenileme yapsın ve tek bir yenilemesi yolda kaybolan çalışan kopya listeden düşmesin.",
			EN: "Phase 3 is now measured only 300 ms after the kill; with the 900 ms lease the dead replica is still listed then, so that phase's requests reach it too. Choose the lease and the renewal interval so that only the 2 requests of the phase right after the kill reach the dead replica, each replica renews at most 10 times a second, and a running replica that loses one renewal on the way stays on the list.",
		},
		Hint: i18n.Text{
			TR: "Keşif penceresi 300 ms'den kısa olmalı: kira süresi en çok 300 ms dolayında; yenileme aralığı en az 100 ms (saniyede 10) ve bir kaybı atlatmak için kira süresinin en çok yarısı.",
			EN: "The discovery window must be shorter than 300 ms: a lease of at most about 300 ms; a renewal interval of at least 100 ms (10 a second) and, to survive one loss, at most half the lease.",
		},
		Checks: []lab.Check{{Metric: "dead_address_requests", Op: lab.AtMost, Value: 2}, {Metric: "renewals_per_s_per_replica", Op: lab.AtMost, Value: 10},
			{Metric: "renewals_lost_survived", Op: lab.AtLeast, Value: 1}},
		Solution: "lease=250ms&renew=100ms"},
	{ID: "survive-outage", Level: 2, Knobs: []string{"resolve", "cache_ttl"}, Fixed: "outage_at=1.5s&outage_for=1.2s", Predict: "registry_failed",
		Title: i18n.Text{TR: "Kayıt defteri düşünce de çalış", EN: "Keep working while the registry is down"},
		Task: i18n.Text{
			TR: "Kayıt defteri 1,5 s'de düşüyor ve 1,2 s boyunca 3. ile 4. aşamaları kapsayan bir kesinti yaşıyor: ders istemcisi bu sürede adres çözemiyor ve o iki aşamanın istekleri hiç gönderilemiyor. İstemciyi öyle kurun ki adres bulunamadığı için gönderilemeyen istek kalmasın, en çok 5 çözümleme isteği gönderilsin ve ölü adrese en çok 6 istek gitsin.",
			EN: "The registry goes down at 1.5 s for 1.2 s, over phases 3 and 4: the lesson's client cannot resolve meanwhile, and the requests of those two phases are never sent. Set the client up so that no request is left unsent for want of an address, with at most 5 resolution requests and at most 6 requests to the dead address.",
		},
		Hint: i18n.Text{
			TR: "Elde tutulan bir liste, kayıt defteri yokken de kullanılabilir; ama çok uzun tutulan liste ölü kopyayı da tutar. İzleme, düşmüş kayıt defterine 100 ms'de bir yeniden sorar; önbellek sormaz.",
			EN: "A list the client holds can be used while the registry is away, but a list held too long holds the dead replica too. A watch re-asks a registry that is down every 100 ms; a cache does not.",
		},
		Checks: []lab.Check{{Metric: "registry_failed", Op: lab.AtMost, Value: 0}, {Metric: "resolution_requests", Op: lab.AtMost, Value: 5},
			{Metric: "dead_address_requests", Op: lab.AtMost, Value: 6}},
		Solution: "resolve=cache&cache_ttl=2s"},
	{ID: "break-with-one-fault", Level: 2, Knobs: []string{"faults"}, Predict: "registry_failed",
		Title: i18n.Text{TR: "Tek arızayla kör et", EN: "Blind it with one fault"},
		Task: i18n.Text{
			TR: "Kayıt defterinin zayıf noktası nerede? En çok bir arızayla kayıt defteri yolundaki en az 12 isteği hiç gönderilemez hâle getirin (adres bulunamadığı ya da yanıt gelmediği için). Arızayı Tekrar oynat görünümünde bir düğüme dokunup ekleyebilir ya da Arızalar alanına yazabilirsiniz, örneğin “kill:127.0.0.1:8762@1s”.",
			EN: "Where is the registry's weak spot? With at most one fault, leave at least 12 requests on the registry path unsent (for want of an address or of an answer). Add the fault by tapping a node in the Replay view, or write it in the Faults field, for example “kill:127.0.0.1:8762@1s”.",
		},
		Hint: i18n.Text{
			TR: "Bir kopyanın ölümünü kayıt defteri karşılar; kayıt defterinin ölümünü kim karşılar? Ders istemcisi her aşamada kayıt defterine sorar.",
			EN: "The registry covers for a dead replica; who covers for a dead registry? The lesson's client asks the registry in every phase.",
		},
		Checks:   []lab.Check{{Metric: "fault_count", Op: lab.AtMost, Value: 1}, {Metric: "registry_failed", Op: lab.AtLeast, Value: 12}},
		Solution: "faults=kill:127.0.0.1:8761@1s"},
	{ID: "lease-both-ways", Level: 3, Knobs: []string{"lease", "renew"}, Fixed: "blip_at=1.9s&blip_for=400ms", Predict: "live_dropouts",
		Title: i18n.Text{TR: "Kira süresinin iki yönü", EN: "Both ways of the lease"},
		Task: i18n.Text{
			TR: "1,9 s'den başlayarak 400 ms boyunca kopyaların yenilemeleri yolda kayboluyor. Kısa kira süresi çalışan kopyaları listeden düşürür, uzun kira süresi keşif penceresini büyütür. Kira süresini ve yenileme aralığını öyle seçin ki hiçbir çalışan kopya listeden düşmesin, kayıp başka bir anda başlasaydı da düşmeyecek olsun (atlatılan en uzun kayıp en az 400 ms), keşif penceresi en çok 600 ms olsun ve her kopya saniyede en çok 10 yenileme yapsın.",
			EN: "From 1.9 s, for 400 ms, the replicas' renewals are lost on the way. A short lease drops running replicas from the list; a long one widens the discovery window. Choose the lease and the renewal interval so that no running replica drops out, nor would one had the loss begun at any other moment (the longest loss survived at least 400 ms), the discovery window is at most 600 ms and each replica renews at most 10 times a second.",
		},
		Hint: i18n.Text{
			TR: "Kayıp ne zaman başlarsa başlasın, 400 ms'lik bir kayıp en çok ⌈400 ms ÷ yenileme aralığı⌉ yenilemeyi yutar. Kopyanın kaydı, kayıptan önceki son yenilemesinden kayıptan sonraki ilk yenilemesine kadar yaşamalı: kira süresi, yutulan yenilemelerden bir fazla yenileme aralığını kapsamalı. Pencere ise en çok kira süresi kadardır.",
			EN: "Wherever it begins, a 400 ms loss swallows at most ⌈400 ms ÷ the renewal interval⌉ renewals. A replica's record must live from its last renewal before the loss to its first one after it: the lease must span one renewal interval more than the renewals swallowed. The window is at most the lease.",
		},
		Checks: []lab.Check{{Metric: "live_dropouts", Op: lab.AtMost, Value: 0}, {Metric: "loss_survived_ms", Op: lab.AtLeast, Value: 400},
			{Metric: "discovery_window_ms", Op: lab.AtMost, Value: 600}, {Metric: "renewals_per_s_per_replica", Op: lab.AtMost, Value: 10}},
		Solution: "lease=550ms&renew=100ms"},
	// The code challenges: the learner writes the registry path's client
	// (policy.star's discover). Each is graded over two more seeds and a
	// fault; its Solution is solutions/<id>.star, set in policy.go.
	{ID: "ask-again-after-failure", Level: 3, Knobs: []string{"policy"}, Fixed: "replicas=2&resolve=cache&cache_ttl=10s", Predict: "dead_address_requests",
		Title: i18n.Text{TR: "Başarısız istek, yeniden sorma zamanıdır", EN: "A failed request is the time to ask again"},
		Task: i18n.Text{
			TR: "Burada iki kopya var ve istemci kayıt defterinin yanıtını 10 s önbellekte tutuyor: ilk aşamada aldığı listeyi ölçüm boyunca kullanıyor, bu yüzden ölen kopyaya da bozulan kopyaya da istek göndermeyi sürdürüyor. Önbellek süresi değiştirilemez; istemcinin kodunu (“discover”) öyle yazın ki ölü adrese en çok 3, bozuk kopyaya en çok 1 istek gitsin, en çok 5 istek gönderilemeden kalsın ve en çok 10 çözümleme isteği gönderilsin. Kod iki başka tohumla ve kayıt defterinin 300 ms boyunca takılıp kaldığı bir çalıştırmada da geçmeli.",
			EN: "Here there are two replicas and the client caches the registry's answer for 10 s: it uses the list it got in the first phase for the whole measurement, so it keeps sending requests to the replica that died and to the one that became unhealthy. The cache TTL cannot be changed; write the client's code (“discover”) so that at most 3 requests reach a dead address, at most 1 reaches the unhealthy replica, at most 5 are left unsent and at most 10 resolution requests are sent. The code must pass with two other seeds too, and in a run where the registry stalls for 300 ms.",
		},
		Hint: i18n.Text{
			TR: "Reddedilen ya da 503 alan bir istek, elinizdeki listenin eskidiğini söyler: “client.failed” boş değilse kayıt defterine yeniden sorun. 4. aşamada kayıt defterinde yönlendirilebilir adres hiç yoktur; boş listeyle kalıp yeniden sormayan istemci, son aşama için eklenen kopyayı da görmez.",
			EN: "A request refused or answered 503 tells you the list you hold is old: when “client.failed” is not empty, ask the registry again. In phase 4 the registry has no routable address at all; a client left with an empty list that does not ask again never sees the replica added for the last phase either.",
		},
		Checks: []lab.Check{{Metric: "dead_address_requests", Op: lab.AtMost, Value: 3}, {Metric: "unhealthy_requests", Op: lab.AtMost, Value: 1},
			{Metric: "registry_failed", Op: lab.AtMost, Value: 5}, {Metric: "resolution_requests", Op: lab.AtMost, Value: 10}},
		Cases: []string{"seed=2", "seed=3", "faults=stall:127.0.0.1:8761@2s+300ms"}},
	{ID: "outage-skip-failed", Level: 3, Knobs: []string{"policy"}, Fixed: "outage_at=1.5s&outage_for=1.2s&resolve=cache&cache_ttl=2s", Predict: "dead_address_requests",
		Title: i18n.Text{TR: "Kayıt defteri yokken başarısız adresi atla", EN: "Skip a failed address while the registry is down"},
		Task: i18n.Text{
			TR: "Kayıt defteri 1,5 s'de düşüyor ve 1,2 s boyunca yanıt vermiyor; istemci yanıtı 2 s önbellekte tutuyor ve kesinti boyunca eski listesiyle çalışıyor. O liste ölen kopyayı, sonra da bozulan kopyayı içerdiği için istekler onlara gitmeyi sürdürüyor; yeniden sormak da işe yaramıyor, çünkü kayıt defteri yanıt vermiyor. İstemcinin kodunu (“discover”) öyle yazın ki ölü adrese en çok 1, bozuk kopyaya en çok 1 istek gitsin, hiçbir istek gönderilemeden kalmasın ve en çok 5 çözümleme isteği gönderilsin. Kod iki başka tohumla ve bir kopyaya giden isteklerin 300 ms boyunca yolda kaybolduğu bir çalıştırmada da geçmeli.",
			EN: "The registry goes down at 1.5 s and does not answer for 1.2 s; the client caches answers for 2 s and works on its old list through the outage. That list holds the replica that died, and later the one that became unhealthy, so requests keep going to them; asking again is no use either, since the registry does not answer. Write the client's code (“discover”) so that at most 1 request reaches a dead address, at most 1 reaches the unhealthy replica, no request is left unsent and at most 5 resolution requests are sent. The code must pass with two other seeds too, and in a run where requests to one replica are lost on the way for 300 ms.",
		},
		Hint: i18n.Text{
			TR: "Adresi siz seçiyorsunuz: “client.failed”, bu liste geldiğinden beri isteği başarısız olan adreslerdir. Onları dışarıda bırakıp kalanları sırayla dolaşın; hepsi başarısız olduysa listenin tamamına dönün. Eski listeyi de bırakmayın (“no_answer” için True): eski liste hiç yoktan iyidir.",
			EN: "The pick is yours: “client.failed” holds the addresses whose request failed since this list came. Leave them out and go round the rest in turn; if every one has failed, fall back to the whole list. Do not drop the old list either (True for “no_answer”): a stale list beats none.",
		},
		Checks: []lab.Check{{Metric: "dead_address_requests", Op: lab.AtMost, Value: 1}, {Metric: "unhealthy_requests", Op: lab.AtMost, Value: 1},
			{Metric: "registry_failed", Op: lab.AtMost, Value: 0}, {Metric: "resolution_requests", Op: lab.AtMost, Value: 5}},
		Cases: []string{"seed=2", "seed=3", "faults=drop:olc>127.0.0.1:8762@2.1s+300ms"}},
}

// sweeps draw the lesson's trade-offs: the lease against requests to a dead
// address, the renewal interval against its cost and against dropouts under
// a blip, and the cache TTL against resolutions and staleness.
var sweeps = []lab.SweepPreset{
	{ID: "lease", Knob: "lease", From: "200ms", To: "5s", Steps: 20, Params: "renew=100ms",
		Metrics: []string{"dead_address_requests", "dead_window_requests", "discovery_window_ms"},
		Label:   i18n.Text{TR: "Kira süresi ve ölü adrese giden istek", EN: "Lease against requests to a dead address"}},
	{ID: "renew", Knob: "renew", From: "20ms", To: "850ms", Steps: 20, Params: "blip_at=1.9s&blip_for=400ms",
		Metrics: []string{"renewals_per_s_per_replica", "live_dropouts"},
		Label:   i18n.Text{TR: "Yenileme aralığı: yazma yükü ve yenileme kaybında düşen kopyalar", EN: "Renewal interval: write load against replicas dropped in a renewal blip"}},
	{ID: "cache_ttl", Knob: "cache_ttl", From: "0s", To: "3s", Steps: 31, Params: "resolve=cache",
		Metrics: []string{"resolution_requests", "dead_address_requests", "unhealthy_requests"},
		Label:   i18n.Text{TR: "Önbellek süresi: çözümleme isteği ve eski liste", EN: "Cache TTL: resolution requests against a stale list"}},
}
