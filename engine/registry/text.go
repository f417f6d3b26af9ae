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
	colStaticLost  = i18n.Text{TR: "sabit: yanıtsız", EN: "static: lost"}
	colRegLost     = i18n.Text{TR: "defter: yanıtsız", EN: "registry: lost"}

	// The whole discovery window, beside the lesson's line (which counts
	// the phase right after the kill only): how long, then of how many
	// requests the registry path sent meanwhile, how many went to the dead
	// address.
	lineWindowExpired = i18n.Text{
		TR: "Keşif penceresinin tamamında (kopya öldürüldükten ölü kaydın kirası dolana dek, %[1]s): kayıt defteri yolunun bu sürede gönderdiği %[2]s içinden %[3]s ölü adrese gitti.",
		EN: "Over the whole discovery window (from the kill until the dead record's lease ran out, %[1]s): %[3]s of the %[2]s the registry path sent meanwhile went to the dead address.",
	}
	lineWindowRestarted = i18n.Text{
		TR: "Keşif penceresinin tamamında (kopya öldürüldükten süreci yeniden başlayana dek, %[1]s): kayıt defteri yolunun bu sürede gönderdiği %[2]s içinden %[3]s ölü adrese gitti.",
		EN: "Over the whole discovery window (from the kill until its process was started again, %[1]s): %[3]s of the %[2]s the registry path sent meanwhile went to the dead address.",
	}
	lineWindowOpen = i18n.Text{
		TR: "Keşif penceresi ölçüm bittiğinde, kopya öldürüldükten %[1]s sonra hâlâ açıktı: kayıt defteri yolunun o zamana dek gönderdiği %[2]s içinden %[3]s ölü adrese gitti.",
		EN: "The discovery window was still open when the measurement ended, %[1]s after the kill: %[3]s of the %[2]s the registry path sent until then went to the dead address.",
	}
	lineListedStretches = i18n.Text{
		TR: "Kopya öldürüldükten sonra kayıt defteri ölü adresi %[1]s ayrı aralıkta, toplam %[2]s listeledi (geç ulaşan bir yenileme onu yeniden listeye soktu): kayıt defteri yolunun bu aralıklarda gönderdiği %[3]s içinden %[4]s ölü adrese gitti.",
		EN: "After the kill the registry listed the dead address in %[1]s separate stretches, %[2]s in all (a renewal that came in late listed it again): %[4]s of the %[3]s the registry path sent in them went to the dead address.",
	}
	lineListedLate = i18n.Text{
		TR: "Kopya öldürüldükten sonra geç ulaşan bir yenileme ölü adresi listeye soktu ve kayıt defteri onu %[2]s listeledi: kayıt defteri yolunun bu sürede gönderdiği %[3]s içinden %[4]s ölü adrese gitti.",
		EN: "After the kill a renewal that came in late put the dead address on the list, and the registry listed it for %[2]s: %[4]s of the %[3]s the registry path sent meanwhile went to the dead address.",
	}
	lineWindowQuiet = i18n.Text{
		TR: "Keşif penceresi (kopya öldürüldükten sonraki %s) boyunca kayıt defteri yolu hiç istek göndermedi.",
		EN: "The registry path sent no request during the discovery window (%s after the kill).",
	}
	lineWindowOpenCut = i18n.Text{
		TR: "Keşif penceresi, çalıştırma süre sınırında durdurulduğunda, kopya öldürüldükten %[1]s sonra hâlâ açıktı: kayıt defteri yolunun o zamana dek gönderdiği %[2]s içinden %[3]s ölü adrese gitti.",
		EN: "The discovery window was still open when the run was stopped at its horizon, %[1]s after the kill: %[3]s of the %[2]s the registry path sent until then went to the dead address.",
	}
	lineWindowNotReached = i18n.Text{
		TR: "Keşif penceresi ölçülmedi: çalıştırma, ölçüm betiği kopyayı öldürmeden önce durduruldu.",
		EN: "No discovery window was measured: the run was stopped before the script killed the replica.",
	}
	lineWindowNone = i18n.Text{
		TR: "Keşif penceresi yok: öldürülen kopyanın o anda diri kaydı yoktu.",
		EN: "No discovery window: the killed replica had no live record at the kill.",
	}

	lineDeadWindow = i18n.Text{
		TR: "keşif penceresinde ölü adrese giden istek = %d/%d",
		EN: "dead-address requests in the discovery window = %d/%d",
	}
	lineDeadWindowNotMeasured = i18n.Text{
		TR: "keşif penceresinde ölü adrese giden istek = —/%d (kopya öldürüldükten hemen sonraki aşama sonuna dek ölçülmedi)",
		EN: "dead-address requests in the discovery window = —/%d (the phase right after the kill was not measured to its end)",
	}
	lineFiles = i18n.Text{
		TR: "yeni kopya eklendiğinde dokunulan yapılandırma dosyası: sabit %d, defter %d;",
		EN: "config files touched when a replica is added: static %d, registry %d;",
	}
	lineRestarts = i18n.Text{
		TR: "yeniden başlatılan istemci: sabit %d, defter %d",
		EN: "clients restarted: static %d, registry %d",
	}

	// A run stopped at its horizon before the script finished: what was
	// not measured, and where the run stopped.
	cellNotMeasured   = i18n.Text{TR: "—", EN: "—"}
	colStaticRunEnded = i18n.Text{TR: "sabit: sona dek yanıtsız", EN: "static: no answer by the end"}
	colRegRunEnded    = i18n.Text{TR: "defter: sona dek yanıtsız", EN: "registry: no answer by the end"}
	colStaticNotMade  = i18n.Text{TR: "sabit: sırası gelmedi", EN: "static: not reached"}
	colRegNotMade     = i18n.Text{TR: "defter: sırası gelmedi", EN: "registry: not reached"}
	titleLessonCut    = i18n.Text{
		TR: "Dersin tablosu değil: çalıştırma bitmeden durduruldu",
		EN: "Not the lesson's table: the run was stopped before it finished",
	}
	linePhaseCut = i18n.Text{
		TR: "Çalıştırma süre sınırında, %s durduruldu; o sırada “%s” aşaması ölçülüyordu: bu satırın sayıları o ana dek ölçülenlerdir.",
		EN: "The run was stopped at its horizon, %s, while the phase “%s” was being measured: that row's numbers are those measured by then.",
	}
	lineCutBetween = i18n.Text{
		TR: "Çalıştırma süre sınırında, %s durduruldu: “%s” aşaması ölçülmüştü, sonraki aşamaya henüz başlanmamıştı.",
		EN: "The run was stopped at its horizon, %s, after the phase “%s” was measured and before the next one began.",
	}
	linePhaseNotReached = i18n.Text{
		TR: "Çalıştırma %s aşamasına hiç varmadı; “—” ölçülmeyen değerleri gösterir.",
		EN: "The run never reached the phase %s; “—” marks what was not measured.",
	}
	linePhasesNotReached = i18n.Text{
		TR: "Çalıştırma şu aşamalara hiç varmadı: %s; “—” ölçülmeyen değerleri gösterir.",
		EN: "The run never reached the phases %s; “—” marks what was not measured.",
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
	lineWindowToRestart = i18n.Text{
		TR: "Keşif penceresi (kopyanın öldürülmesinden süreci yeniden başlayana dek; kaydı hâlâ listedeydi): %s.",
		EN: "Discovery window (from the kill until its process started again, its record still listed): %s.",
	}
	lineWindowStillOpen = i18n.Text{
		TR: "Keşif penceresi ölçüm bittiğinde, kopya öldürüldükten %s sonra hâlâ açıktı; ölü kaydın kirası kopya öldürüldükten ancak %s sonra dolacaktı.",
		EN: "Discovery window: still open when the measurement ended, %s after the kill; the dead record's lease would run out only %s after the kill.",
	}
	lineWindowStillOpenCut = i18n.Text{
		TR: "Keşif penceresi, çalıştırma süre sınırında durdurulduğunda, kopya öldürüldükten %s sonra hâlâ açıktı; ölü kaydın kirası kopya öldürüldükten ancak %s sonra dolacaktı.",
		EN: "Discovery window: still open when the run was stopped at its horizon, %s after the kill; the dead record's lease would run out only %s after the kill.",
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
	cntRequestsAbl = i18n.Counted{TR: "%d isteğinden", EnOne: "%d request", EnOther: "%d requests"}
)

// Reading sentences; each is printed only when reading.go has checked its
// claim on the run.
var (
	readWindow = i18n.Text{
		TR: "Öldürülen kopyanın kaydı, kopya öldürüldükten %s sonra listeden düştü: ölü kaydın kirası (%s) son yenilemesinden sayılır ve ancak o zaman doldu. Bu süre keşif penceresidir.",
		EN: "The killed replica's record left the list %s after the kill: the dead record's lease (%s) counts from its last renewal and ran out only then. That time is the discovery window.",
	}
	readWindowOpen = i18n.Text{
		TR: "Öldürülen kopyanın kaydı, ölçüm bittiğinde, yani kopya öldürüldükten %s sonra hâlâ listedeydi: kaydın kirası (%s) son yenilemesinden sayılır ve ölü süreç artık yenileme göndermez. Keşif penceresi ölçüm boyunca açık kaldı.",
		EN: "The killed replica's record was still on the list when the measurement ended, %s after the kill: its lease (%s) counts from its last renewal, which the dead process no longer sends. The discovery window stayed open through the measurement.",
	}
	readWindowOpenCut = i18n.Text{
		TR: "Öldürülen kopyanın kaydı, çalıştırma süre sınırında durdurulduğunda, yani kopya öldürüldükten %s sonra hâlâ listedeydi: kaydın kirası (%s) son yenilemesinden sayılır ve ölü süreç artık yenileme göndermez. Keşif penceresi çalıştırmanın sonuna dek açık kaldı.",
		EN: "The killed replica's record was still on the list when the run was stopped at its horizon, %s after the kill: its lease (%s) counts from its last renewal, which the dead process no longer sends. The discovery window stayed open to the run's end.",
	}
	readWindowRestarted = i18n.Text{
		TR: "Öldürülen kopyanın kaydı, eklediğiniz arıza süreci yeniden başlattığında, yani kopya öldürüldükten %s sonra hâlâ listedeydi: bu süre boyunca liste ölü bir adres içerdi. Yeniden başlayan kopya kaydını yeniler; artık ölü değildir.",
		EN: "The killed replica's record was still on the list when your fault started its process again, %s after the kill: for that long the list held a dead address. The restarted replica renews its record and is no longer dead.",
	}
	readKillNoop = i18n.Text{
		TR: "Ölçüm betiğinin %[2]s öldürdüğü kopya %[1]s zaten ölüydü: eklediğiniz arıza onu %[3]s öldürmüştü. Ölçüm betiğinin öldürmesi hiçbir şeyi değiştirmedi; bir keşif penceresi varsa, ölçüm betiğinin değil arızanın öldürmesiyle başladı.",
		EN: "Replica %[1]s, which the script kills at %[2]s, was already dead: your fault had killed it at %[3]s. The script's kill changed nothing; any discovery window began at the fault's kill, not the script's.",
	}
	readNoWindow = i18n.Text{
		TR: "Öldürülen kopyanın öldüğü anda diri kaydı yoktu (yenilemelerinin hiçbiri kira süresi içinde kayıt defterine ulaşmamıştı): kayıt defteri onun ölü adresini sonradan da listelemedi.",
		EN: "The killed replica had no live record when it died (none of its renewals had reached the registry within the lease): the registry did not list its dead address afterwards either.",
	}
	readNoWindowLate = i18n.Text{
		TR: "Öldürülen kopyanın öldüğü anda diri kaydı yoktu: yenilemelerinin hiçbiri kira süresi içinde kayıt defterine ulaşmamıştı.",
		EN: "The killed replica had no live record when it died: none of its renewals had reached the registry within the lease.",
	}
	readLateListed = i18n.Text{
		TR: "Öldürülen kopyanın ölmeden önce gönderdiği bir yenileme kayıt defterine ancak kopya öldürüldükten %s sonra ulaştı: kayıt defteri ölü adresi o andan itibaren %s listeledi.",
		EN: "A renewal the killed replica had sent before it died reached the registry only %s after the kill: from then on the registry listed the dead address %s.",
	}
	lateUntilExpired = i18n.Text{TR: "%s boyunca, kirası dolana dek", EN: "for %s, until its lease ran out"}
	lateUntilEnd     = i18n.Text{TR: "ölçüm bitene dek", EN: "until the measurement ended"}
	lateUntilCut     = i18n.Text{TR: "çalıştırma süre sınırında durdurulana dek", EN: "until the run was stopped at its horizon"}
	lateUntilBack    = i18n.Text{TR: "%s boyunca, süreç yeniden başlayana dek", EN: "for %s, until the process started again"}
	readNoWindowBack = i18n.Text{
		TR: "Öldürülen kopyanın öldüğü anda diri kaydı yoktu (yenilemelerinin hiçbiri kira süresi içinde kayıt defterine ulaşmamıştı): kayıt defteri, süreç %s yeniden başlayana dek onun ölü adresini listelemedi.",
		EN: "The killed replica had no live record when it died (none of its renewals had reached the registry within the lease): the registry did not list its dead address before the process started again at %s.",
	}
	readAtOnceDeadListed = i18n.Text{
		TR: "Kopya öldürüldükten hemen sonra ölçülen aşamada kayıt defteri yolunun %[2]s içinden %[1]s ölü adrese gitti: istemcinin kullandığı liste ölü adresi hâlâ içeriyordu.",
		EN: "In the phase measured right after the kill, %[1]s of the registry path's %[2]s went to the dead address: the list the client acted on still held it.",
	}
	readAtOnceDead = i18n.Text{
		TR: "Kopya öldürüldükten hemen sonra ölçülen aşamada kayıt defteri yolunun %[2]s içinden %[1]s ölü adrese gitti.",
		EN: "In the phase measured right after the kill, %[1]s of the registry path's %[2]s went to the dead address.",
	}
	readAtOnceExpired = i18n.Text{
		TR: "Kopya öldürüldükten hemen sonra ölçülen aşamada kayıt defteri yolu ölü adrese hiç istek göndermedi: ölü kayıt, kopya öldürüldükten %s sonra listeden düşmüştü, istemci listesini ondan sonra aldı.",
		EN: "In the phase measured right after the kill the registry path sent no request to the dead address: the dead record had left the list %s after the kill, and the client took its list after that.",
	}
	readAtOnceMissed = i18n.Text{
		TR: "Kopya öldürüldükten hemen sonra kullanılan liste ölü adresi hâlâ içeriyordu, ama kayıt defteri yolunun o aşamadaki %s sırayla başka adreslere düştü.",
		EN: "The list used right after the kill still held the dead address, but the registry path's %s in that phase fell on other addresses in round-robin order.",
	}
	readAtOnceNoAnswer = i18n.Text{
		TR: "Kopya öldürüldükten hemen sonraki aşamada kayıt defteri yanıt vermediği için kayıt defteri yolu %s gönderemedi. %s",
		EN: "In the phase right after the kill the registry did not answer, so the registry path could not send %s. %s",
	}
	unsentOne = i18n.Text{
		TR: "Bu istek ölü adrese gittiği için değil, adres bulunamadığı için başarısız oldu.",
		EN: "It failed for want of an address, not at a dead one.",
	}
	unsentMany = i18n.Text{
		TR: "Bu istekler ölü adrese gittikleri için değil, adres bulunamadığı için başarısız oldu.",
		EN: "Those failed for want of an address, not at a dead one.",
	}
	readLaterWindow = i18n.Text{
		TR: "Keşif penceresi sonraki aşamalara da uzandı: pencere açıkken kayıt defteri yolunun gönderdiği %[1]s içinden %[2]s ölü adrese gitti. Dersin satırı ise, betiği gibi, yalnız kopya öldürüldükten hemen sonraki aşamayı sayar: %[3]s.",
		EN: "The discovery window reached into later phases: while it was open, %[2]s of the %[1]s the registry path sent went to the dead address. The lesson's line, as its script does, counts only the phase right after the kill: %[3]s.",
	}
	readLaterListed = i18n.Text{
		TR: "Kayıt defteri ölü adresi sonraki aşamalarda da listeledi: listelediği sürece kayıt defteri yolunun gönderdiği %[1]s içinden %[2]s ölü adrese gitti. Dersin satırı ise, betiği gibi, yalnız kopya öldürüldükten hemen sonraki aşamayı sayar: %[3]s.",
		EN: "The registry listed the dead address into later phases: while it did, %[2]s of the %[1]s the registry path sent went to it. The lesson's line, as its script does, counts only the phase right after the kill: %[3]s.",
	}
	readLaterStale = i18n.Text{
		TR: "Kayıt defteri ölü kaydı düşürdükten sonra bile kayıt defteri yolundan %s ölü adrese gitti: istemci, kira dolmadan alınmış bir listeyle çalışıyordu.",
		EN: "Even after the registry had dropped the dead record, %s on the registry path went to the dead address: the client acted on a list taken before the record expired.",
	}
	readLaterStaleBare = i18n.Text{
		TR: "Kayıt defteri ölü kaydı düşürdükten sonra bile kayıt defteri yolundan %s ölü adrese gitti: istemci daha eski bir listeyle çalışıyordu.",
		EN: "Even after the registry had dropped the dead record, %s on the registry path went to the dead address: the client acted on an older list.",
	}
	readEndDead = i18n.Text{
		TR: "Son aşamada başarılı istek: kayıt defteri yolunda %[2]s içinden %[1]s, sabit dosya yolunda %[3]s. Dosya ölü kopyayı hâlâ listeliyor, yenisini listelemiyor ve biri elle düzeltene kadar yanlış kalacak.",
		EN: "In the last phase the registry path got %[1]s of its %[2]s served, the static path %[3]s. The file still lists the dead replica and not the new one, and stays wrong until someone edits it.",
	}
	readEndFile = i18n.Text{
		TR: "Son aşamada başarılı istek: kayıt defteri yolunda %[2]s içinden %[1]s, sabit dosya yolunda %[3]s. Dosya yeni kopyayı listelemiyor ve biri elle düzeltene kadar listelemeyecek.",
		EN: "In the last phase the registry path got %[1]s of its %[2]s served, the static path %[3]s. The file does not list the new replica, and will not until someone edits it.",
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
		TR: "Kopya bozulduktan sonraki aşamada kayıt defteri yolundan %s bozuk kopyaya gitti ve 503 aldı: kayıt defteri o sırada bu kopyaya artık yönlendirmiyordu, ama istemcinin kullandığı liste ondan önce alınmıştı.",
		EN: "In the phase after /bozul, %s on the registry path still went to the unhealthy replica and got 503: the registry no longer routed to it then, but the list the client used had been taken before.",
	}
	readHealthStaleBare = i18n.Text{
		TR: "Kopya bozulduktan sonraki aşamada kayıt defteri yolundan %s bozuk kopyaya gitti ve 503 aldı: kayıt defteri o sırada bu kopyaya artık yönlendirmiyordu; istemci daha eski bir listeyle çalışıyordu.",
		EN: "In the phase after /bozul, %s on the registry path still went to the unhealthy replica and got 503: the registry no longer routed to it then; the client acted on an older list.",
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
		TR: "Düşen kopyalar, kayıt defterine ulaşan ilk yenilemeleriyle %s geri geldi: dersin uyardığı salınım.",
		EN: "The dropped replicas came back %s at their next renewal that got through: the oscillation the lesson warns of.",
	}
	readResolves = i18n.Text{
		TR: "Çözümleme kipi “%[1]s” iken istemci %[3]s için %[2]s gönderdi: %[4]s. Ders aşama başına bir kez çözümler.",
		EN: "With resolution “%[1]s” the client sent %[2]s for %[3]s: %[4]s. The lesson resolves once a phase.",
	}
	readResolvesAllInPhases = i18n.Text{
		TR: "hepsi aşamalar ölçülürken (tablonun çözümleme sütunu)",
		EN: "all while the phases were measured (the table's resolutions column)",
	}
	readResolvesAllInPhasesParked = i18n.Text{
		TR: "hepsi aşamalar ölçülürken (tablonun çözümleme sütunu); sonuncusu ölçüm bittiğinde kayıt defterinde hâlâ yanıt bekliyordu",
		EN: "all while the phases were measured (the table's resolutions column), the last still waiting at the registry when the measurement ended",
	}
	readResolvesBetween = i18n.Text{
		TR: "%s tanesi aşamalar ölçülürken (tablonun çözümleme sütunu), %s tanesi aşamaların arasında izleme tarafından",
		EN: "%s while the phases were measured (the table's resolutions column), %s by the watch between them",
	}
	readResolvesBetweenParked = i18n.Text{
		TR: "%s tanesi aşamalar ölçülürken (tablonun çözümleme sütunu), %s tanesi aşamaların arasında izleme tarafından; sonuncusu ölçüm bittiğinde kayıt defterinde hâlâ yanıt bekliyordu",
		EN: "%s while the phases were measured (the table's resolutions column), %s by the watch between them, the last still waiting at the registry when the measurement ended",
	}
	readResolvesAllInPhasesParkedCut = i18n.Text{
		TR: "hepsi aşamalar ölçülürken (tablonun çözümleme sütunu); sonuncusu çalıştırma süre sınırında durdurulduğunda kayıt defterinde hâlâ yanıt bekliyordu",
		EN: "all while the phases were measured (the table's resolutions column), the last still waiting at the registry when the run was stopped at its horizon",
	}
	readResolvesBetweenParkedCut = i18n.Text{
		TR: "%s tanesi aşamalar ölçülürken (tablonun çözümleme sütunu), %s tanesi aşamaların arasında izleme tarafından; sonuncusu çalıştırma süre sınırında durdurulduğunda kayıt defterinde hâlâ yanıt bekliyordu",
		EN: "%s while the phases were measured (the table's resolutions column), %s by the watch between them, the last still waiting at the registry when the run was stopped at its horizon",
	}
	readFaultListedEndCut = i18n.Text{
		TR: "%[2]s öldürdüğünüz kopya %[1]s, çalıştırma süre sınırında durdurulana dek kayıt defterinin listesinde kaldı.",
		EN: "Replica %[1]s, which you killed at %[2]s, stayed on the registry's list until the run was stopped at its horizon.",
	}
	// Where a run its horizon stopped was, and what it still waited for.
	readCutPhase = i18n.Text{
		TR: "Çalıştırma süre sınırında, %[1]s durduruldu; o sırada “%[2]s” aşaması ölçülüyordu: her yolun bu aşamadaki %[5]s o ana dek sabit dosya yolunda %[3]s, kayıt defteri yolunda %[4]s gönderilmişti; %[6]s.",
		EN: "The run was stopped at its horizon, %[1]s, while the phase “%[2]s” was being measured: by then the static path had sent %[3]s and the registry path %[4]s of their %[5]s each; %[6]s.",
	}
	readCutBetween = i18n.Text{
		TR: "Çalıştırma süre sınırında, %[1]s durduruldu: “%[2]s” aşaması ölçülmüştü, sonrakine henüz başlanmamıştı; %[3]s.",
		EN: "The run was stopped at its horizon, %[1]s, after the phase “%[2]s” was measured and before the next one began: %[3]s.",
	}
	cutNoneSent   = i18n.Text{TR: "hiçbiri", EN: "none"}
	cutOpenStatic = i18n.Text{
		TR: "sabit dosya yolunun %s adresine giden bir isteği o an hâlâ yanıt bekliyordu",
		EN: "a static-path request to %s still waited for an answer then",
	}
	cutOpenRegistry = i18n.Text{
		TR: "kayıt defteri yolunun %s adresine giden bir isteği o an hâlâ yanıt bekliyordu",
		EN: "a registry-path request to %s still waited for an answer then",
	}
	cutOpenResolve = i18n.Text{
		TR: "kayıt defteri yolunun çözümleme isteği o an hâlâ kayıt defterinin yanıtını bekliyordu",
		EN: "the registry path's resolution request still waited for the registry's answer then",
	}
	cutOpenBozul = i18n.Text{
		TR: "ölçüm betiğinin %s adresine yaptığı /bozul çağrısı o an hâlâ yanıt bekliyordu",
		EN: "the script's /bozul call to %s still waited for an answer then",
	}
	cutSleeping = i18n.Text{
		TR: "ölçüm betiği bir sonraki ölçümden önceki beklemesindeydi",
		EN: "the script was in its wait before the next measurement",
	}
	readFaultListed = i18n.Text{
		TR: "%[2]s öldürdüğünüz kopya %[1]s, %[3]s boyunca kayıt defterinin listesinde kaldı: kaydının kirası son yenilemesinden sayılır ve ancak o zaman doldu.",
		EN: "Replica %[1]s, which you killed at %[2]s, stayed on the registry's list for %[3]s: its record's lease counts from its last renewal and ran out only then.",
	}
	readFaultListedEnd = i18n.Text{
		TR: "%[2]s öldürdüğünüz kopya %[1]s, ölçüm bitene dek kayıt defterinin listesinde kaldı.",
		EN: "Replica %[1]s, which you killed at %[2]s, stayed on the registry's list until the measurement ended.",
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
