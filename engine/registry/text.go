package registry

import "playground/engine/i18n"

// The lesson's Turkish labels and the course index's English ones; the
// English forms at the defaults render to the golden block.
var (
	txtTitle    = i18n.Text{TR: "Servis keşfi: kayıt defteri", EN: "Service discovery: the registry"}
	txtQuestion = i18n.Text{
		TR: "Bir kopya ölünce ya da yenisi eklenince sabit adres dosyası ve kira süreli kayıt defteri, isteklerin kaçını çalışan bir kopyaya ulaştırır?",
		EN: "When a replica dies or is added, how many requests reach a working replica with a static address file, and how many with a lease-based registry?",
	}
	txtLesson = i18n.Text{TR: "Servis Keşfi", EN: "Service Discovery"}

	colPhase     = i18n.Text{TR: "aşama", EN: "phase"}
	colStaticOK  = i18n.Text{TR: "sabit b/i", EN: "static ok"}
	colStaticN   = i18n.Text{TR: "sabit adres", EN: "static addrs"}
	colRegOK     = i18n.Text{TR: "defter b/i", EN: "registry ok"}
	colRecords   = i18n.Text{TR: "defter kayıt", EN: "records"}
	colAddrs     = i18n.Text{TR: "defter adres", EN: "addrs"}
	colAge       = i18n.Text{TR: "yanıtın yaşı", EN: "answer age"}
	colMissed    = i18n.Text{TR: "kaçırılan değişiklik", EN: "changes missed"}
	colResolves  = i18n.Text{TR: "çözümleme", EN: "resolutions"}
	colList      = i18n.Text{TR: "yönlendirilen adresler", EN: "routed addresses"}
	cellNoAnswer = i18n.Text{TR: "yanıt yok", EN: "no answer"}

	colStaticDead  = i18n.Text{TR: "sabit: ölü adres", EN: "static: dead address"}
	colStatic503   = i18n.Text{TR: "sabit: 503", EN: "static: 503"}
	colRegDead     = i18n.Text{TR: "defter: ölü adres", EN: "registry: dead address"}
	colReg503      = i18n.Text{TR: "defter: 503", EN: "registry: 503"}
	colRegNoAnswer = i18n.Text{TR: "defter: yanıt yok", EN: "registry: no answer"}
	colRegNoAddr   = i18n.Text{TR: "defter: adres yok", EN: "registry: no address"}

	lineDeadWindow = i18n.Text{
		TR: "keşif penceresinde ölü adrese giden istek = %d/%d",
		EN: "dead-address requests in the discovery window = %d/%d",
	}
	lineFiles = i18n.Text{
		TR: "yeni kopya eklendiğinde dokunulan yapılandırma dosyası: sabit %d, defter %d;",
		EN: "config files touched when a replica is added: static %d, registry %d;",
	}
	lineRestarts = i18n.Text{
		TR: "yeniden başlatılan istemci: sabit %d, defter %d",
		EN: "clients restarted: static %d, registry %d",
	}

	secOutcomes       = i18n.Text{TR: "İsteklerin akıbeti", EN: "Where the requests went"}
	lineDeadAllFaults = i18n.Text{
		TR: "Ölçüm boyunca ölü adrese giden istek: sabit dosya yolunda %s, kayıt defteri yolunda %s (eklediğiniz arızaların öldürdüğü kopyalara %s; keşif penceresinde %s; pencere kapandıktan sonra %s). Kayıt defteri yolunda hiç gönderilemeyen istek: yanıt gelmediği için %s, adres olmadığı için %s.",
		EN: "Dead-address requests over the measurement: %s on the static path, %s on the registry path (%s to replicas your faults killed; %s in the discovery window; %s after it closed). Registry-path requests never sent: %s for want of an answer, %s for want of an address.",
	}
	lineDeadAll = i18n.Text{
		TR: "Ölçüm boyunca ölü adrese giden istek: sabit dosya yolunda %s, kayıt defteri yolunda %s (keşif penceresinde %s, pencere kapandıktan sonra %s). Kayıt defteri yolunda hiç gönderilemeyen istek: yanıt gelmediği için %s, adres olmadığı için %s.",
		EN: "Dead-address requests over the measurement: %s on the static path, %s on the registry path (%s in the discovery window, %s after it closed). Registry-path requests never sent: %s for want of an answer, %s for want of an address.",
	}

	secCost     = i18n.Text{TR: "Kayıt defterinin bedeli", EN: "The cost of the registry"}
	lineProcess = i18n.Text{
		TR: "Kayıt defteri 1 ek süreçtir; önbelleksiz istemciler için tek arıza noktasıdır.",
		EN: "The registry is 1 extra process, and a single point of failure for uncached clients.",
	}
	lineResolves = i18n.Text{
		TR: "Çözümleme kipi: %[3]s; %[2]s için %[1]s.",
		EN: "Resolution mode: %[3]s; %[1]s for %[2]s.",
	}
	lineLease = i18n.Text{
		TR: "Kira süresi %s, yenileme aralığı %s: art arda %s kaçıran kopya listeden düşer.",
		EN: "Lease %s, renewal interval %s: a replica drops out after missing %s in a row.",
	}
	lineLeaseJitter = i18n.Text{
		TR: "Kira süresi %s, yenileme aralığı %s (%s sarsıntıyla): aralıklar sarsıldığından kopya art arda yaklaşık %s kaçırınca listeden düşer.",
		EN: "Lease %s, renewal interval %s (jittered by %s): with jittered intervals a replica drops out after missing about %s in a row.",
	}
	lineRenewals = i18n.Text{
		TR: "Kopya başına saniyede %s yenileme; yenilemeler: gönderilen %s, kayıt defterine ulaşan %s, yolda kaybolan %s.",
		EN: "%s renewals per second per replica; renewals sent %s, reached the registry %s, lost on the way %s.",
	}
	lineWindow = i18n.Text{
		TR: "Keşif penceresi (kopyanın öldürülmesinden ölü kaydın düşmesine kadar): %s.",
		EN: "Discovery window (from the kill to the dead record's expiry): %s.",
	}
	lineNoWindow = i18n.Text{
		TR: "Keşif penceresi yok: öldürülen kopyanın öldüğü anda diri kaydı yoktu.",
		EN: "No discovery window: the killed replica had no live record when it died.",
	}
	lineChanges = i18n.Text{
		TR: "Yönlendirilebilir kümenin değişmesi: %s kez; listeden düşen çalışan kopya: %s; kayıt defteri dizini: %s.",
		EN: "Routable set changes: %s; running replicas that dropped out: %s; registry index: %s.",
	}

	secResolve = i18n.Text{TR: "İstemcinin kullandığı liste", EN: "The list the client used"}

	nameAllAlive    = i18n.Text{TR: "hepsi diri", EN: "all alive"}
	nameKilled      = i18n.Text{TR: "kopya öldürüldü (hemen)", EN: "replica killed (at once)"}
	nameExpired     = i18n.Text{TR: "kira süresi doldu", EN: "lease expired"}
	nameNotExpired  = i18n.Text{TR: "kira süresi henüz dolmadı", EN: "lease not yet expired"}
	nameUnhealthy   = i18n.Text{TR: "kopya bozuk bildirdi", EN: "replica reports unhealthy"}
	nameNotReported = i18n.Text{TR: "kopya bozuk, henüz bildirmedi", EN: "replica unhealthy, not yet reported"}
	nameAdded       = i18n.Text{TR: "yeni kopya eklendi", EN: "new replica added"}
)

// Counted nouns for sentences: Turkish keeps the noun singular after a
// number, English picks the form by the count.
var (
	cntRequests    = i18n.Counted{TR: "%d istek", EnOne: "%d request", EnOther: "%d requests"}
	cntRequestsOf  = i18n.Counted{TR: "%d isteği", EnOne: "%d request", EnOther: "%d requests"}
	cntResolutions = i18n.Counted{TR: "%d çözümleme isteği", EnOne: "%d resolution request", EnOther: "%d resolution requests"}
	cntCalls       = i18n.Counted{TR: "%d katalog çağrısı", EnOne: "%d catalogue call", EnOther: "%d catalogue calls"}
	cntRenewals    = i18n.Counted{TR: "%d yenileme", EnOne: "%d renewal", EnOther: "%d renewals"}
	cntPhases      = i18n.Counted{TR: "%d aşama", EnOne: "%d phase", EnOther: "%d phases"}
	cntTimes       = i18n.Counted{TR: "%d kez", EnOne: "%d time", EnOther: "%d times"}
)

// Reading sentences; each is printed only when reading.go has checked its
// claim on the run.
var (
	readWindow = i18n.Text{
		TR: "Öldürülen kopyanın kaydı, kopya öldürüldükten %s sonra listeden düştü: ölü kaydın kirası (%s) son yenilemesinden sayılır ve ancak o zaman doldu. Bu süre keşif penceresidir.",
		EN: "The killed replica's record left the list %s after the kill: the dead record's lease (%s) counts from its last renewal and ran out only then. That time is the discovery window.",
	}
	readNoWindow = i18n.Text{
		TR: "Öldürülen kopyanın öldüğü anda diri kaydı yoktu (yenilemeleri kira süresi içinde kayıt defterine ulaşmamıştı): kayıt defteri ölü bir adresi hiç listelemedi.",
		EN: "The killed replica had no live record when it died (none of its renewals had reached the registry within the lease): the registry never listed a dead address.",
	}
	readAtOnceDead = i18n.Text{
		TR: "Kopya öldürüldükten hemen sonra ölçülen aşamada kayıt defteri yolunun %[2]s içinden %[1]s ölü adrese gitti: istemcinin kullandığı liste ölü adresi hâlâ içeriyordu.",
		EN: "In the phase measured right after the kill, %[1]s of the registry path's %[2]s went to the dead address: the list the client acted on still held it.",
	}
	readAtOnceExpired = i18n.Text{
		TR: "Kopya öldürüldükten hemen sonra ölçülen aşamada kayıt defteri yolu ölü adrese hiç istek göndermedi: istemci kopya öldürüldükten %s sonra çözümlediğinde ölü kaydın kirası çoktan dolmuştu (pencere %s).",
		EN: "In the phase measured right after the kill the registry path sent no request to the dead address: when the client resolved, %s after the kill, the dead record had already expired (window %s).",
	}
	readAtOnceMissed = i18n.Text{
		TR: "Kopya öldürüldükten hemen sonra kullanılan liste ölü adresi hâlâ içeriyordu, ama kayıt defteri yolunun o aşamadaki %s sırayla başka adreslere düştü.",
		EN: "The list used right after the kill still held the dead address, but the registry path's %s in that phase fell on other addresses in round-robin order.",
	}
	readAtOnceNoAnswer = i18n.Text{
		TR: "Kopya öldürüldükten hemen sonraki aşamada kayıt defteri yanıt vermediği için kayıt defteri yolu %s gönderemedi. Bu istekler ölü adrese gittikleri için değil, adres bulunamadığı için başarısız oldu.",
		EN: "In the phase right after the kill the registry did not answer, so the registry path could not send %s. Those failed for want of an address, not at a dead one.",
	}
	readLaterWindow = i18n.Text{
		TR: "Keşif penceresi sonraki aşamalara da uzandı: pencere açıkken kayıt defteri yolunun %[1]s içinden %[2]s ölü adrese gitti; dersin satırındaki %[3]s bunu sayar (3. aşama, kopya öldürüldükten %[4]s sonra başladı; pencere %[5]s sürdü).",
		EN: "The discovery window reached into later phases: while it was open, %[2]s of the registry path's %[1]s went to the dead address, which the lesson's line counts as %[3]s (phase 3 began %[4]s after the kill; the window lasted %[5]s).",
	}
	readLaterStale = i18n.Text{
		TR: "Kayıt defteri ölü kaydı düşürdükten sonra bile kayıt defteri yolundan %s ölü adrese gitti: istemci, kira dolmadan alınmış bir listeyle çalışıyordu.",
		EN: "Even after the registry had dropped the dead record, %s on the registry path went to the dead address: the client acted on a list taken before the record expired.",
	}
	readEnd = i18n.Text{
		TR: "Son aşamada başarılı istek: kayıt defteri yolunda %[2]s içinden %[1]s, sabit dosya yolunda %[3]s. Dosya ölü kopyayı hâlâ listeliyor, yenisini listelemiyor ve biri elle düzeltene kadar yanlış kalacak.",
		EN: "In the last phase the registry path got %[1]s of its %[2]s served, the static path %[3]s. The file still lists the dead replica and not the new one, and stays wrong until someone edits it.",
	}
	readEndSame = i18n.Text{
		TR: "Son aşamada başarılı istek: iki yolda da %[2]s içinden %[1]s.",
		EN: "In the last phase both paths got %[1]s of their %[2]s served.",
	}
	readEndFewer = i18n.Text{
		TR: "Son aşamada başarılı istek: kayıt defteri yolunda %[2]s içinden %[1]s, sabit dosya yolunda %[3]s; kayıt defteri yolunda %[4]s başarılı istek daha az.",
		EN: "In the last phase the registry path got %[1]s of its %[2]s served, the static path %[3]s: %[4]s fewer on the registry path.",
	}
	readHealth = i18n.Text{
		TR: "Bozuk bildiren kopya (%s) kayıtta kaldı (diri kayıt: %s) ama yönlendirilebilir adreslerden çıktı (yönlendirilebilir adres: %s): süreç ayakta olsa da iş göremiyor.",
		EN: "The replica that reports unhealthy (%s) stays registered (live records: %s) but is off the routable list (routable addresses: %s): a living process is not a working one.",
	}
	readHealthStale = i18n.Text{
		TR: "Kopya bozulduktan sonraki aşamada kayıt defteri yolundan %s bozuk kopyaya gitti ve 503 aldı: kayıt defteri bozukluğu biliyordu, ama istemcinin kullandığı liste ondan önce alınmıştı.",
		EN: "In the phase after /bozul, %s on the registry path still went to the unhealthy replica and got 503: the registry knew, but the list the client used had been taken before it did.",
	}
	readHealthUnknown = i18n.Text{
		TR: "Kopya bozulduktan sonraki aşamada kayıt defteri yolundan %s bozuk kopyaya gitti ve 503 aldı: liste tazeydi, ama kayıt defteri bozukluğu henüz bilmiyordu. Kopya sağlık bilgisini yalnız yenilemesinde bildirir; %s",
		EN: "In the phase after /bozul, %s on the registry path went to the unhealthy replica and got 503: the list was fresh, but the registry did not know yet. A replica reports its health only when it renews; %s",
	}
	readHealthUnknownHeld = i18n.Text{
		TR: "Kopya bozulduktan sonraki aşamada kayıt defteri yolundan %s bozuk kopyaya gitti ve 503 aldı: kayıt defteri de bozukluğu henüz bilmiyordu. Kopya sağlık bilgisini yalnız yenilemesinde bildirir; %s",
		EN: "In the phase after /bozul, %s on the registry path went to the unhealthy replica and got 503: the registry did not know yet either. A replica reports its health only when it renews; %s",
	}
	readReportedAt = i18n.Text{
		TR: "bozukluk kayıt defterine, /bozul çağrısından %s sonra gelen yenilemeyle ulaştı.",
		EN: "the change reached the registry with the renewal %s after /bozul.",
	}
	readNeverReported = i18n.Text{
		TR: "ölçüm bitene kadar böyle bir yenileme kayıt defterine ulaşmadı.",
		EN: "no such renewal reached the registry before the measurement ended.",
	}
	readStatic503 = i18n.Text{
		TR: "Sabit dosya bu ayrımı yapamaz: ölçüm boyunca sabit dosya yolundan %s bozuk kopyaya gitti ve 503 aldı.",
		EN: "The static file cannot tell: over the measurement %s on the static path went to the unhealthy replica and got 503.",
	}
	readOutage = i18n.Text{
		TR: "Kayıt defteri yanıt vermediği için kayıt defteri yolu %s gönderemedi; adres olmadığından bunlar ölü adrese giden istek sayılmaz. Sabit dosya kayıt defterine bağlı değildir.",
		EN: "Because the registry did not answer, the registry path could not send %s; with no address, none counts as a dead-address request. The static file does not depend on the registry.",
	}
	readOutageHeld = i18n.Text{
		TR: "Kayıt defteri kapalıyken istemci %s boyunca elindeki listeyle çalışmayı sürdürdü: eski liste hiç yoktan iyidir, ama kapalı bir kayıt defteri değişiklik bildiremez.",
		EN: "While the registry was down the client kept acting on the list it held in %s: a stale list beats none, but a registry that is down reports no change.",
	}
	readNoAddress = i18n.Text{
		TR: "Kayıt defteri yanıt verdi, ama listesinde yönlendirilebilir adres yoktu: kayıt defteri yolu %s gönderemedi.",
		EN: "The registry answered with no routable address: the registry path could not send %s.",
	}
	readDropouts = i18n.Text{
		TR: "Çalışan kopyalar listeden %s düştü: yenilemelerinin hiçbiri kira süresi (%s) içinde kayıt defterine ulaşmadı (%s).",
		EN: "Running replicas dropped out of the list %s: none of their renewals reached the registry within the lease (%s) (%s).",
	}
	causeOutage = i18n.Counted{
		TR: "%d kez kayıt defteri kapalıyken yenilemeler reddedildi", EnOne: "%d while the registry was down and refused the renewals", EnOther: "%d while the registry was down and refused the renewals",
	}
	causeBlip = i18n.Counted{
		TR: "%d kez yenilemeler kayıp penceresinde yolda kayboldu", EnOne: "%d in the renewal blip, renewals lost on the way", EnOther: "%d in the renewal blip, renewals lost on the way",
	}
	causeFault = i18n.Counted{
		TR: "%d kez eklediğiniz bir arıza yenilemeleri kayıt defterinden uzak tuttu", EnOne: "%d because one of your faults kept the renewals from the registry", EnOther: "%d because your faults kept the renewals from the registry",
	}
	causeInterval = i18n.Counted{
		TR: "%d kez sarsılan yenileme aralığı kira süresine ulaştı", EnOne: "%d because a jittered renewal interval reached the lease", EnOther: "%d because a jittered renewal interval reached the lease",
	}
	readOscillation = i18n.Text{
		TR: "Düşen kopyalar, kayıt defterine ulaşan ilk yenilemeleriyle %s geri geldi; yönlendirilebilir küme ölçüm boyunca %s değişti: dersin uyardığı salınım.",
		EN: "The dropped replicas came back %s at their next renewal that got through; the routable set changed %s over the measurement: the oscillation the lesson warns of.",
	}
	readResolves = i18n.Text{
		TR: "Çözümleme kipi “%[1]s” iken istemci %[3]s için %[2]s gönderdi; ders aşama başına bir kez çözümler.",
		EN: "With resolution “%[1]s” the client sent %[2]s for %[3]s; the lesson resolves once a phase.",
	}
)

// Scene and figure texts.
var (
	figTimeline = i18n.Text{TR: "Zaman çizgisi", EN: "Timeline"}
	figTimeMS   = i18n.Text{TR: "zaman", EN: "time"}

	serTitle = i18n.Text{TR: "Kayıt defterinin gördüğü kopyalar", EN: "Replicas as the registry sees them"}
	serY     = i18n.Text{TR: "kopya", EN: "replicas"}
	serLive  = i18n.Text{TR: "diri kayıt", EN: "live records"}
	serRoute = i18n.Text{TR: "yönlendirilebilir adres", EN: "routable addresses"}
	serAlive = i18n.Text{TR: "çalışan süreç", EN: "running processes"}

	figOutcomes  = i18n.Text{TR: "Aşama başına isteklerin akıbeti", EN: "Where each phase's requests went"}
	figOutcomesX = i18n.Text{TR: "aşama", EN: "phase"}
	figOutcomesY = i18n.Text{TR: "istek", EN: "requests"}
	barStaticOK  = i18n.Text{TR: "sabit: başarılı", EN: "static: served"}
	barStaticBad = i18n.Text{TR: "sabit: ölü adrese", EN: "static: to a dead address"}
	barRegOK     = i18n.Text{TR: "defter: başarılı", EN: "registry: served"}
	barRegDead   = i18n.Text{TR: "defter: ölü adrese", EN: "registry: to a dead address"}
	barRegOther  = i18n.Text{TR: "defter: 503 ya da gönderilemedi", EN: "registry: 503 or never sent"}

	figSequence = i18n.Text{TR: "Kopya öldürüldükten hemen sonraki mesajlar", EN: "Messages right after the kill"}

	nodeClient   = i18n.Text{TR: "ölçüm betiği (istemci)", EN: "measuring script (client)"}
	nodeRegistry = i18n.Text{TR: "kayıt defteri %s", EN: "registry %s"}
	nodeReplica  = i18n.Text{TR: "kopya %s", EN: "replica %s"}
	nodeFile     = i18n.Text{TR: "sabit adres dosyası (adresler.json)", EN: "static address file (adresler.json)"}
	nodeCache    = i18n.Text{TR: "istemcinin liste önbelleği", EN: "the client's list cache"}
)

// stateLabels name the timeline's states (phases are named by phaseNames).
var stateLabels = map[string]i18n.Text{
	stateAlive:      i18n.Text{TR: "süreç çalışıyor", EN: "process running"},
	stateHealthy:    i18n.Text{TR: "sağlıklı bildiriyor", EN: "reports healthy"},
	stateRegistered: i18n.Text{TR: "diri kayıt", EN: "live record"},
	stateRoutable:   i18n.Text{TR: "yönlendirilebilir", EN: "routable"},
	stateDown:       i18n.Text{TR: "kayıt defteri kapalı", EN: "registry down"},
	stateLost:       i18n.Text{TR: "yenilemeler kayboluyor", EN: "renewals lost"},
	stateDeadListed: i18n.Text{TR: "keşif penceresi", EN: "discovery window"},
}
