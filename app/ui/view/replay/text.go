package replay

import (
	"playground/engine/i18n"
)

// The replay view's texts.
var (
	txtReplayNoRun         = i18n.Text{TR: "Çalıştırma bitince burada baştan oynatılabilir.", EN: "Once the run finishes it can be replayed here."}
	txtReplayPlay          = i18n.Text{TR: "Oynat", EN: "Play"}
	txtReplayPause         = i18n.Text{TR: "Duraklat", EN: "Pause"}
	txtReplayStart         = i18n.Text{TR: "Başa dön", EN: "Back to the start"}
	txtReplayPrev          = i18n.Text{TR: "Önceki olay", EN: "Previous event"}
	txtReplayNext          = i18n.Text{TR: "Sonraki olay", EN: "Next event"}
	txtReplayPhase         = i18n.Text{TR: "Sonraki aşama", EN: "Next phase"}
	txtReplayPlayShort     = i18n.Text{TR: "▶ Oynat", EN: "▶ Play"}
	txtReplayPauseShort    = i18n.Text{TR: "‖ Duraklat", EN: "‖ Pause"}
	txtReplayPrevShort     = i18n.Text{TR: "◀ olay", EN: "◀ event"}
	txtReplayNextShort     = i18n.Text{TR: "olay ▶", EN: "event ▶"}
	txtReplayPhaseShort    = i18n.Text{TR: "aşama ⇥", EN: "phase ⇥"}
	txtReplayScrub         = i18n.Text{TR: "Sanal zaman", EN: "Virtual time"}
	txtReplayTime          = i18n.Text{TR: "%s / %s", EN: "%s / %s"}
	txtReplayBefore        = i18n.Text{TR: "Henüz anlatılacak bir şey olmadı: ▶ Oynat'a basın ya da “olay ▶” ile bir sonraki olaya geçin.", EN: "Nothing to tell yet: press ▶ Play, or “event ▶” for the next event."}
	txtReplaySpeed         = i18n.Text{TR: "Hız", EN: "Speed"}
	txtReplaySpeedHelp     = i18n.Text{TR: "gerçek saniyede geçen sanal zaman; mesajlar görünsün diye oynatma onların çevresinde yavaşlar", EN: "virtual time per real second; playback slows around messages so they can be seen"}
	txtReplayKeys          = i18n.Text{TR: "Klavye: boşluk oynat/duraklat, ←/→ önceki/sonraki olay, Home/End baş/son.", EN: "Keys: space play/pause, ←/→ previous/next event, Home/End start/end."}
	txtReplayBadT          = i18n.Text{TR: "t=%s okunamadı (örnek: t=1.3s); baştan başlıyor.", EN: "t=%s could not be read (e.g. t=1.3s); starting at the beginning."}
	txtReplayRates         = i18n.Counted{TR: "%d mesaj tek tek çizilemeyecek kadar çok: kenarlar saniyedeki mesajı, düğümler sayaçlarını gösteriyor.", EnOne: "%d message is too many to draw one by one: the edges show messages per second, the nodes their counters.", EnOther: "%d messages are too many to draw one by one: the edges show messages per second, the nodes their counters."}
	txtReplayTraceEnds     = i18n.Counted{TR: "İz ilk %d mesajı tutuyor (%s anına kadar); sonrasında kenarlarda hız yok (—), düğüm sayaçları sürüyor.", EnOne: "The trace keeps the first %d message (up to %s); after that the edges show no rate (—) while the node counters go on.", EnOther: "The trace keeps the first %d messages (up to %s); after that the edges show no rate (—) while the node counters go on."}
	txtReplayReduced       = i18n.Text{TR: "Hareket azaltılmış: mesajlar kayan noktalar yerine yanan kenarlar ve sayılarla gösteriliyor; oynatma olaydan olaya atlar.", EN: "Reduced motion: messages show as lit edges with counts instead of moving dots; playback steps from event to event."}
	txtReplayLegendOut     = i18n.Text{TR: "giden istek", EN: "request on its way"}
	txtReplayLegendWait    = i18n.Text{TR: "karşı tarafta bekliyor", EN: "waiting at the callee"}
	txtReplayLegendOK      = i18n.Text{TR: "dönen yanıt", EN: "answer on its way back"}
	txtReplayLegendBad     = i18n.Text{TR: "hata ya da zararlı etki", EN: "error or harmful effect"}
	txtReplayLegendGood    = i18n.Text{TR: "koruma işledi", EN: "a protection worked"}
	txtReplayLegendNeutral = i18n.Text{TR: "dikkat çeken etki", EN: "an effect worth marking"}
	txtReplayLegendRates   = i18n.Text{TR: "Kenar kalınlığı ve etiketi: son anlarda saniyede gönderilen mesaj.", EN: "Edge width and label: messages sent per second just before this moment."}
	txtReplayTables        = i18n.Text{TR: "Bu ana dek kesinleşen satırlar", EN: "Rows final by this moment"}
	txtReplayTablesHelp    = i18n.Text{TR: "Soluk satırların sayıları bu anda henüz kesinleşmemişti.", EN: "Faded rows were not final yet at this moment."}
	txtReplayCharts        = i18n.Text{TR: "Zaman grafikleri (çizgi: bu an)", EN: "Charts over time (line: this moment)"}
	txtViewReplay          = i18n.Text{TR: "Tekrar oynat", EN: "Replay"}

	txtFaultTitle   = i18n.Text{TR: "Arıza ekle", EN: "Add a fault"}
	txtFaultHelp    = i18n.Text{TR: "Resimde bir düğüme dokunun ya da listeden seçin; arıza, oynatıcının gösterdiği ana eklenir ve çalıştırma oradan sürer.", EN: "Tap a node in the picture or pick it from the list; the fault is added at the moment the player shows, and the run goes on from there."}
	txtFaultNone    = i18n.Text{TR: "%s arıza almıyor; listeden arıza alabilen bir düğüm seçin.", EN: "%s takes no fault; pick one that does from the list."}
	txtFaultTarget  = i18n.Text{TR: "Düğüm ya da bağlantı", EN: "Node or link"}
	txtFaultKind    = i18n.Text{TR: "Arıza", EN: "Fault"}
	txtFaultSpan    = i18n.Text{TR: "Süre", EN: "For"}
	txtFaultAdd     = i18n.Text{TR: "%s anında ekle", EN: "Add at %s"}
	txtFaultBadSpan = i18n.Text{TR: "Süre okunamadı: “500ms” ya da “1.5s” gibi yazın.", EN: "The duration could not be read: write it like “500ms” or “1.5s”."}
	txtFaultRemove  = i18n.Text{TR: "Arızayı kaldır: %s", EN: "Remove the fault: %s"}
	txtFaultWas     = i18n.Text{TR: "Bir önceki çalıştırmadan farkı bu anda: %s.", EN: "Different from the run before, at this moment: %s."}
	txtFaultWasNode = i18n.Text{TR: "%s — önce %s, şimdi %s", EN: "%s — before: %s, now: %s"}
)
