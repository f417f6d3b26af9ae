package registry

import "playground/engine/i18n"

// The lesson's Turkish labels and the course index's English ones; the
// English forms at the defaults render to the golden block.
var (
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

	colStaticDead  = i18n.Add("registry.col.static_dead", "sabit: ölü adres", "static: dead address")
	colStatic503   = i18n.Add("registry.col.static_503", "sabit: 503", "static: 503")
	colRegDead     = i18n.Add("registry.col.registry_dead", "defter: ölü adres", "registry: dead address")
	colReg503      = i18n.Add("registry.col.registry_503", "defter: 503", "registry: 503")
	colRegNoAnswer = i18n.Add("registry.col.registry_no_answer", "defter: yanıt yok", "registry: no answer")
	colRegNoAddr   = i18n.Add("registry.col.registry_no_address", "defter: adres yok", "registry: no address")

	lineDeadWindow = i18n.Add("registry.line.dead_window",
		"keşif penceresinde ölü adrese giden istek = %d/%d",
		"dead-address requests in the discovery window = %d/%d")
	lineFiles = i18n.Add("registry.line.files",
		"yeni kopya eklendiğinde dokunulan yapılandırma dosyası: sabit %d, defter %d;",
		"config files touched when a replica is added: static %d, registry %d;")
	lineRestarts = i18n.Add("registry.line.restarts",
		"yeniden başlatılan istemci: sabit %d, defter %d",
		"clients restarted: static %d, registry %d")

	secOutcomes = i18n.Add("registry.section.outcomes", "İsteklerin akıbeti", "Where the requests went")
	lineDeadAll = i18n.Add("registry.line.dead_all",
		"ölçüm boyunca ölü adrese giden istek: sabit %d, defter %d; defter yolunda hiç gönderilemeyen: yanıt yok %d, adres yok %d",
		"dead-address requests over the whole measurement: static %d, registry %d; registry-path requests never sent: no answer %d, no address %d")

	secCost     = i18n.Add("registry.section.cost", "Kayıt defterinin bedeli", "The cost of the registry")
	lineProcess = i18n.Add("registry.line.process",
		"kayıt defteri = 1 ek süreç; önbelleksiz istemciler için tek arıza noktası",
		"registry = 1 extra process; a single point of failure for uncached clients")
	lineResolves = i18n.Add("registry.line.resolves",
		"%[2]s için %[1]s (resolve=%[3]s)",
		"%[1]s for %[2]s (resolve=%[3]s)")
	lineLease = i18n.Add("registry.line.lease",
		"kira süresi %s, yenileme aralığı %s: art arda %s kaçıran kopya listeden düşer",
		"lease %s, renew %s: a replica drops out after missing %s in a row")
	lineLeaseJitter = i18n.Add("registry.line.lease_jitter",
		"kira süresi %s, yenileme aralığı %s ± %%%s: aralıklar sarsıldığından kopya art arda yaklaşık %s kaçırınca listeden düşer",
		"lease %s, renew %s ± %s%%: with jittered intervals a replica drops out after missing about %s in a row")
	lineRenewals = i18n.Add("registry.line.renewals",
		"kopya başına saniyede %s yenileme; yenileme: gönderilen %d, deftere ulaşan %d, kaybolan %d",
		"renewals per second per replica %s; renewals: sent %d, reached the registry %d, lost %d")
	lineWindow = i18n.Add("registry.line.window",
		"keşif penceresi (öldürmeden ölü kaydın düşmesine) = %s",
		"discovery window (kill to the dead record's expiry) = %s")
	lineNoWindow = i18n.Add("registry.line.no_window",
		"keşif penceresi yok: öldürülen kopyanın öldüğünde diri kaydı yoktu",
		"no discovery window: the killed replica had no live record when it died")
	lineChanges = i18n.Add("registry.line.changes",
		"yönlendirilebilir küme değişimi %d; listeden düşen diri kopya %d; kayıt defteri dizini %d",
		"routable set changes %d; living replicas that dropped out %d; registry index %d")

	secResolve = i18n.Add("registry.section.resolve", "İstemcinin gördüğü liste", "The list the client used")

	nameAllAlive  = i18n.Add("registry.phase.all_alive", "hepsi diri", "all alive")
	nameKilled    = i18n.Add("registry.phase.killed", "kopya öldürüldü (hemen)", "replica killed (at once)")
	nameExpired   = i18n.Add("registry.phase.expired", "kira süresi doldu", "lease expired")
	nameUnhealthy = i18n.Add("registry.phase.unhealthy", "kopya bozuk bildirdi", "replica reports unhealthy")
	nameAdded     = i18n.Add("registry.phase.added", "yeni kopya eklendi", "new replica added")
)

// Counted nouns for sentences: Turkish keeps the noun singular after a
// number, English picks the form by the count.
var (
	cntRequests    = i18n.AddCount("registry.count.requests", "%d istek", "%d request", "%d requests")
	cntResolutions = i18n.AddCount("registry.count.resolutions", "%d çözümleme isteği", "%d resolution request", "%d resolution requests")
	cntCalls       = i18n.AddCount("registry.count.calls", "%d katalog çağrısı", "%d catalogue call", "%d catalogue calls")
	cntRenewals    = i18n.AddCount("registry.count.renewals", "%d yenileme", "%d renewal", "%d renewals")
	cntPhases      = i18n.AddCount("registry.count.phases", "%d aşama", "%d phase", "%d phases")
	cntTimes       = i18n.AddCount("registry.count.times", "%d kez", "%d time", "%d times")
)

// Reading sentences; each is printed only when reading.go has checked its
// claim on the run.
var (
	readWindow = i18n.Add("registry.reading.window",
		"Kayıt defteri ölümü öldürmeden %s sonra öğrendi: ölü kaydın kirası (%s) son yenilemesinden sayılır ve ancak o zaman doldu.",
		"The registry learnt of the death %s after the kill: the dead record's lease (%s) counts from its last renewal and ran out only then.")
	readNoWindow = i18n.Add("registry.reading.no_window",
		"Öldürülen kopyanın öldüğü anda diri kaydı yoktu (yenilemeleri kira süresi içinde deftere ulaşmamıştı): kayıt defteri ölü bir adresi hiç listelemedi.",
		"The killed replica had no live record when it died (none of its renewals had reached the registry within the lease): the registry never listed a dead address.")
	readAtOnceDead = i18n.Add("registry.reading.at_once_dead",
		"Öldürmeden hemen sonra ölçülen aşamada kayıt defteri yolunun %[2]s içinden %[1]d tanesi ölü adrese gitti: istemcinin kullandığı liste ölü adresi hâlâ içeriyordu.",
		"In the phase measured right after the kill, %[1]d of the registry path's %[2]s went to the dead address: the list the client acted on still held it.")
	readAtOnceExpired = i18n.Add("registry.reading.at_once_expired",
		"Öldürmeden hemen sonra ölçülen aşamada kayıt defteri yolu ölü adrese hiç istek göndermedi: öldürmeden %s sonra çözümlediğinde ölü kaydın kirası (pencere %s) çoktan dolmuştu.",
		"In the phase measured right after the kill the registry path sent no request to the dead address: it resolved %s after the kill, when the dead record had already expired (window %s).")
	readAtOnceMissed = i18n.Add("registry.reading.at_once_missed",
		"Öldürmeden hemen sonra kullanılan liste ölü adresi hâlâ içeriyordu, ama kayıt defteri yolunun o aşamadaki %s sırayla başka adreslere düştü.",
		"The list used right after the kill still held the dead address, but the registry path's %s in that phase fell on other addresses in round-robin order.")
	readAtOnceNoAnswer = i18n.Add("registry.reading.at_once_no_answer",
		"Öldürmeden hemen sonraki aşamada kayıt defteri yolu %s gönderemedi: defter yanıt vermedi. Bu istekler adres bulunamadığı için başarısız oldu, ölü adrese gittikleri için değil.",
		"In the phase right after the kill, the registry path could not send %s: the registry did not answer. Those failed for want of an address, not at a dead one.")
	readLaterWindow = i18n.Add("registry.reading.later_window",
		"Pencere sonraki aşamalarda da açıktı: kayıt defteri yolundan %s de ölü kaydın kirası dolmadan ölü adrese gitti ('kira süresi doldu' aşaması öldürmeden %s sonra başladı, pencere %s sürdü).",
		"The window was still open in later phases: %s on the registry path also went to the dead address before its record expired ('lease expired' began %s after the kill; the window lasted %s).")
	readLaterStale = i18n.Add("registry.reading.later_stale",
		"Kayıt defteri ölü kaydı düşürdükten sonra bile kayıt defteri yolundan %s ölü adrese gitti: istemci, kira dolmadan alınmış bir listeyle çalışıyordu.",
		"Even after the registry had dropped the dead record, %s on the registry path went to the dead address: the client acted on a list taken before the record expired.")
	readEnd = i18n.Add("registry.reading.end",
		"Son aşamada kayıt defteri yolu %[2]s içinden %[1]d tanesini, sabit dosya %[3]d tanesini başarıyla yönlendirdi: dosya ölü kopyayı hâlâ içeriyor, yenisini içermiyor ve biri onu düzeltene kadar yanlış kalır.",
		"In the last phase the registry path got %[1]d of its %[2]s served and the static file %[3]d: the file still lists the dead replica and not the new one, and stays wrong until someone edits it.")
	readEndNoBetter = i18n.Add("registry.reading.end_no_better",
		"Son aşamada kayıt defteri yolu %[2]s içinden yalnız %[1]d tanesini başarıyla yönlendirdi; sabit dosyanın %[3]d başarısından fazla değil.",
		"In the last phase the registry path got only %[1]d of its %[2]s served, no more than the static file's %[3]d.")
	readHealth = i18n.Add("registry.reading.health",
		"Bozuk bildiren kopya (%s) kayıtta kaldı (diri kayıt: %d) ama yönlendirmeden düştü (yönlendirilebilir adres: %d): süreç ayakta olsa da iş göremiyor.",
		"The replica that reports unhealthy (%s) stays registered (live records: %d) but is off the routable list (routable addresses: %d): a living process is not a working one.")
	readHealthStale = i18n.Add("registry.reading.health_stale",
		"Bozulmadan sonraki aşamada kullanılan liste sağlık değişikliğinden eskiydi: kayıt defteri yolundan %s bozuk kopyaya gitti ve 503 aldı.",
		"The list used in the phase after /bozul was older than the health change: %s on the registry path still went to the unhealthy replica and got 503.")
	readStatic503 = i18n.Add("registry.reading.static_503",
		"Sabit dosya bu ayrımı yapamaz: ölçüm boyunca %s bozuk kopyadan 503 aldı.",
		"The static file cannot tell: over the measurement %s got 503 from the unhealthy replica.")
	readOutage = i18n.Add("registry.reading.outage",
		"Kayıt defteri yanıt vermediği için kayıt defteri yolu %s gönderemedi (adres yoktu; bunlar ölü adrese giden istek sayılmaz); sabit dosya deftere bağlı değildir.",
		"Because the registry did not answer, the registry path could not send %s (there was no address, so none counts as a dead-address request); the static file does not depend on the registry.")
	readOutageHeld = i18n.Add("registry.reading.outage_held",
		"Kayıt defteri kapalıyken istemci %s boyunca elindeki listeyle çalışmayı sürdürdü: eski liste hiç yoktan iyidir, ama kapalı defter değişiklikleri bildiremez.",
		"While the registry was down the client kept acting on the list it held in %s: a stale list beats none, but a registry that is down reports no change.")
	readNoAddress = i18n.Add("registry.reading.no_address",
		"Kayıt defteri yanıt verdi ama listesinde yönlendirilebilir adres yoktu: kayıt defteri yolu %s gönderemedi.",
		"The registry answered with no routable address: the registry path could not send %s.")
	readDropouts = i18n.Add("registry.reading.dropouts",
		"Diri kopyalar listeden %s düştü: yenilemelerinin hiçbiri kira süresi (%s) içinde deftere ulaşmadı (%s).",
		"Living replicas dropped out of the list %s: none of their renewals reached the registry within the lease (%s) (%s).")
	causeOutage = i18n.AddCount("registry.reading.cause_outage",
		"%d kez defter kapalıyken yenilemeler reddedildi", "%d while the registry was down and refused the renewals", "%d while the registry was down and refused the renewals")
	causeBlip = i18n.AddCount("registry.reading.cause_blip",
		"%d kez yenilemeler kayıp penceresinde yolda kayboldu", "%d in the renewal blip, renewals lost on the way", "%d in the renewal blip, renewals lost on the way")
	causeInterval = i18n.AddCount("registry.reading.cause_interval",
		"%d kez sarsılan yenileme aralığı kiraya ulaştı", "%d because a jittered renewal interval reached the lease", "%d because a jittered renewal interval reached the lease")
	readOscillation = i18n.Add("registry.reading.oscillation",
		"Düşenler ilk ulaşan yenilemeleriyle %s geri geldi; yönlendirilebilir küme ölçüm boyunca %s değişti: dersin uyardığı salınım.",
		"The dropped replicas came back %s at their next renewal that got through; the routable set changed %s over the measurement: the oscillation the lesson warns of.")
	readResolves = i18n.Add("registry.reading.resolves",
		"resolve=%[1]s ile istemci %[3]s için %[2]s gönderdi (ders aşama başına bir kez çözümler).",
		"With resolve=%[1]s the client sent %[2]s for %[3]s (the lesson resolves once a phase).")
)

// Scene and figure texts.
var (
	figTimeline = i18n.Add("registry.figure.timeline", "Zaman çizgisi", "Timeline")
	figTimeMS   = i18n.Add("registry.figure.time", "zaman (ms)", "time (ms)")

	serTitle = i18n.Add("registry.series.title", "Kayıt defterinin gördüğü kopyalar", "Replicas as the registry sees them")
	serY     = i18n.Add("registry.series.y", "kopya", "replicas")
	serLive  = i18n.Add("registry.series.live", "diri kayıt", "live records")
	serRoute = i18n.Add("registry.series.routable", "yönlendirilebilir adres", "routable addresses")
	serAlive = i18n.Add("registry.series.alive", "çalışan süreç", "running processes")

	figOutcomes  = i18n.Add("registry.figure.outcomes", "Aşama başına isteklerin akıbeti", "Where each phase's requests went")
	figOutcomesX = i18n.Add("registry.figure.outcomes.x", "aşama", "phase")
	figOutcomesY = i18n.Add("registry.figure.outcomes.y", "istek", "requests")
	barStaticOK  = i18n.Add("registry.figure.static_ok", "sabit: başarılı", "static: served")
	barStaticBad = i18n.Add("registry.figure.static_dead", "sabit: ölü adrese", "static: to a dead address")
	barRegOK     = i18n.Add("registry.figure.registry_ok", "defter: başarılı", "registry: served")
	barRegDead   = i18n.Add("registry.figure.registry_dead", "defter: ölü adrese", "registry: to a dead address")
	barRegOther  = i18n.Add("registry.figure.registry_other", "defter: 503 ya da gönderilemedi", "registry: 503 or never sent")

	figSequence = i18n.Add("registry.figure.sequence", "Öldürmeden hemen sonraki mesajlar", "Messages right after the kill")

	nodeClient   = i18n.Add("registry.node.client", "ölçüm betiği (istemci)", "measuring script (client)")
	nodeRegistry = i18n.Add("registry.node.registry", "kayıt defteri %s", "registry %s")
	nodeReplica  = i18n.Add("registry.node.replica", "kopya %s", "replica %s")
	nodeFile     = i18n.Add("registry.node.file", "sabit adres dosyası (adresler.json)", "static address file (adresler.json)")
	nodeCache    = i18n.Add("registry.node.cache", "istemcinin liste önbelleği", "the client's list cache")
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
