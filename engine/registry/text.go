package registry

import "playground/engine/i18n"

// The lesson's Turkish labels and the course index's English ones; the
// English forms at the defaults render to the golden block.
var (
	figTimeline = i18n.Add("registry.figure.timeline", "Zaman çizgisi", "Timeline")
	figTimeMS   = i18n.Add("registry.figure.time", "zaman (ms)", "time (ms)")
	txtTitle    = i18n.Add("registry.title", "Servis keşfi: kayıt defteri", "Service discovery: the registry")
	txtQuestion = i18n.Add("registry.question",
		"Bir kopya ölünce ya da eklenince, sabit adres dosyası ile kira süreli bir kayıt defteri kaç isteği doğru yere gönderir?",
		"When a replica dies or is added, how many requests reach a working replica with a static address file, and how many with a lease-based registry?")
	txtLesson = i18n.Add("registry.lesson", "Servis Keşfi", "Service Discovery")

	colPhase     = i18n.Add("registry.col.phase", "aşama", "phase")
	colStaticOK  = i18n.Add("registry.col.static_ok", "sabit b/i", "static ok")
	colStaticN   = i18n.Add("registry.col.static_addrs", "sabit adres", "static addrs")
	colRegOK     = i18n.Add("registry.col.registry_ok", "defter b/i", "registry ok")
	colRecords   = i18n.Add("registry.col.records", "defter kayıt", "records")
	colAddrs     = i18n.Add("registry.col.addrs", "defter adres", "addrs")
	colAge       = i18n.Add("registry.col.age", "yanıt yaşı", "answer age")
	colMissed    = i18n.Add("registry.col.missed", "kaçırılan değişiklik", "changes missed")
	colResolves  = i18n.Add("registry.col.resolves", "çözümleme", "resolutions")
	colList      = i18n.Add("registry.col.list", "yönlendirilen adresler", "routed addresses")
	cellNoAnswer = i18n.Add("registry.cell.no_answer", "yanıt yok", "no answer")

	lineDeadWindow = i18n.Add("registry.line.dead_window",
		"keşif penceresinde ölü adrese giden istek = %d/%d",
		"dead-address requests in the discovery window = %d/%d")
	lineFiles = i18n.Add("registry.line.files",
		"yeni kopya eklendiğinde dokunulan yapılandırma dosyası: sabit %d, defter %d;",
		"config files touched when a replica is added: static %d, registry %d;")
	lineRestarts = i18n.Add("registry.line.restarts",
		"yeniden başlatılan istemci: sabit %d, defter %d",
		"clients restarted: static %d, registry %d")

	secCost     = i18n.Add("registry.section.cost", "Kayıt defterinin bedeli", "The cost of the registry")
	lineProcess = i18n.Add("registry.line.process",
		"kayıt defteri = 1 ek süreç; önbelleksiz istemciler için tek arıza noktası",
		"registry = 1 extra process; a single point of failure for uncached clients")
	lineResolves = i18n.Add("registry.line.resolves",
		"çözümleme isteği %d, katalog çağrısı %d (resolve=%s)",
		"resolution requests %d for %d catalogue calls (resolve=%s)")
	lineLease = i18n.Add("registry.line.lease",
		"kira süresi %s, yenileme aralığı %s: art arda %d yenileme kaçıran kopya listeden düşer",
		"lease %s, renew %s: a replica drops out after missing %d renewals in a row")
	lineRenewals = i18n.Add("registry.line.renewals",
		"kayıt defterine ulaşan yenileme %d, kaybolan %d",
		"renewals that reached the registry %d, lost %d")
	lineWindow = i18n.Add("registry.line.window",
		"keşif penceresi (öldürmeden ölü kaydın düşmesine) = %s",
		"discovery window (kill to the dead record's expiry) = %s")
	lineChanges = i18n.Add("registry.line.changes",
		"yönlendirilebilir küme %d kez değişti; listeden düşen diri kopya %d, kayıt defteri dizini %d",
		"routable set changed %d times; living replicas that dropped out %d; registry index %d")

	secResolve = i18n.Add("registry.section.resolve", "İstemcinin gördüğü liste", "The list the client used")

	nameAllAlive  = i18n.Add("registry.phase.all_alive", "hepsi diri", "all alive")
	nameKilled    = i18n.Add("registry.phase.killed", "kopya öldürüldü (hemen)", "replica killed (at once)")
	nameExpired   = i18n.Add("registry.phase.expired", "kira süresi doldu", "lease expired")
	nameUnhealthy = i18n.Add("registry.phase.unhealthy", "kopya bozuk bildirdi", "replica reports unhealthy")
	nameAdded     = i18n.Add("registry.phase.added", "yeni kopya eklendi", "new replica added")

	readWindow = i18n.Add("registry.reading.window",
		"Bir kopya öldükten hemen sonra %d isteğin %d tanesi ölü adrese gitti: kayıt defteri ölümü ancak kira dolunca (%s sonra) öğrendi.",
		"Right after a replica died, %[2]d of %[1]d requests went to a dead address: the registry learnt of the death only when the lease ran out (%[3]s later).")
	readEnd = i18n.Add("registry.reading.end",
		"Son aşamada sabit dosya %d isteğin %d tanesini başarıyla yönlendirdi, kayıt defteri %d tanesini; sabit dosyanın yanlışı biri dosyayı düzeltene kadar sürer.",
		"In the last phase the static file got %[2]d of %[1]d requests served and the registry %[3]d; the static file stays wrong until someone edits it.")
	readHealth = i18n.Add("registry.reading.health",
		"Bozuk bildiren kopya kayıtta kaldı (diri kayıt: %d) ama yönlendirmeden düştü (yönlendirilebilir adres: %d): süreç ayakta olsa da iş göremiyor.",
		"The replica that reports unhealthy stays registered (live records: %d) but leaves the routable list (routable addresses: %d): a living process is not a working one.")
	readFlap = i18n.Add("registry.reading.flap",
		"Diri kopyalar %d kez listeden düştü ve yönlendirilebilir küme %d kez değişti: kısa kira ile kaybolan yenilemeler salınım yaratır.",
		"Living replicas dropped out %d times and the routable set changed %d times: with a short lease, lost renewals make the list oscillate.")
	readResolves = i18n.Add("registry.reading.resolves",
		"resolve=%s ile %d katalog çağrısı için %d çözümleme isteği gitti.",
		"With resolve=%s, %[3]d resolution requests went out for %[2]d catalogue calls.")
	readOutage = i18n.Add("registry.reading.outage",
		"Kayıt defteri erişilemezken %d aşamada istemci adres çözemedi; sabit dosya etkilenmedi.",
		"While the registry was unreachable the client could not resolve in %d phases; the static file was unaffected.")

	serTitle = i18n.Add("registry.series.title", "Kayıt defterinin gördüğü kopyalar", "Replicas as the registry sees them")
	serX     = i18n.Add("registry.series.x", "zaman (ms)", "time (ms)")
	serY     = i18n.Add("registry.series.y", "kopya", "replicas")
	serLive  = i18n.Add("registry.series.live", "diri kayıt", "live records")
	serRoute = i18n.Add("registry.series.routable", "yönlendirilebilir adres", "routable addresses")
	serAlive = i18n.Add("registry.series.alive", "çalışan süreç", "running processes")
)

// stateLabels name the timeline's states (phases are named by phaseNames).
var stateLabels = map[string]i18n.Text{
	stateAlive:      i18n.Add("registry.state.alive", "süreç çalışıyor", "process running"),
	stateHealthy:    i18n.Add("registry.state.healthy", "sağlıklı bildiriyor", "reports healthy"),
	stateRegistered: i18n.Add("registry.state.registered", "diri kayıt", "live record"),
	stateRoutable:   i18n.Add("registry.state.routable", "yönlendirilebilir", "routable"),
	stateDown:       i18n.Add("registry.state.down", "kayıt defteri kapalı", "registry down"),
	stateLost:       i18n.Add("registry.state.lost", "yenilemeler kayboluyor", "renewals lost"),
	stateDeadListed: i18n.Add("registry.state.dead_listed", "keşif penceresi", "discovery window"),
}
