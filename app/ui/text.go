package ui

import "playground/engine/i18n"

// Every string the UI shows, in one place (keys "ui.*"). Lab texts (titles,
// parameter labels, table headers, readings, figure titles and axes) come
// from the labs' own entries.
var (
	txtSite        = i18n.Text{TR: "Dağıtık Sistemler Oyun Alanı", EN: "Distributed Systems Playground"}
	txtTagline     = i18n.Text{TR: "Derslerin düzeneklerini tarayıcıda, sanal saatle koşturun: parametreyi değiştirin, sonucu hemen görün.", EN: "Run the lessons' setups in your browser on a virtual clock: change a parameter and see the result at once."}
	txtLabs        = i18n.Text{TR: "Laboratuvarlar", EN: "Labs"}
	txtLessonName  = i18n.Text{TR: "Ders: %s", EN: "Lesson: %s"}
	txtOpenLab     = i18n.Text{TR: "Laboratuvarı aç", EN: "Open the lab"}
	txtSwitchLang  = i18n.Text{TR: "English", EN: "Türkçe"}
	txtSwitchLabel = i18n.Text{TR: "English: switch to English", EN: "Türkçe: Türkçeye geç"}
	txtSkip        = i18n.Text{TR: "İçeriğe geç", EN: "Skip to content"}
	txtFooter      = i18n.Text{TR: "Her şey tarayıcınızda çalışır; aynı parametre ve tohum her zaman aynı sonucu verir.", EN: "Everything runs in your browser; the same parameters and seed always give the same result."}
	txtNoLab       = i18n.Text{TR: "Böyle bir laboratuvar yok: %s", EN: "No such lab: %s"}
	txtViews       = i18n.Text{TR: "Görünümler", EN: "Views"}
	txtViewResults = i18n.Text{TR: "Sonuçlar", EN: "Results"}
	txtTools       = i18n.Text{TR: "Karşılaştır ve paylaş", EN: "Compare and share"}

	txtParams       = i18n.Text{TR: "Parametreler", EN: "Parameters"}
	txtAdvanced     = i18n.Text{TR: "Dersin ötesi", EN: "Beyond the lesson"}
	txtDefaultIs    = i18n.Text{TR: "varsayılan %s", EN: "default %s"}
	txtRangeIs      = i18n.Text{TR: "%s … %s", EN: "%s … %s"}
	txtPresets      = i18n.Text{TR: "Hazır ayarlar", EN: "Presets"}
	txtPresetLesson = i18n.Text{TR: "Dersin değerleri", EN: "The lesson's values"}

	txtResults     = i18n.Text{TR: "Sonuçlar", EN: "Results"}
	txtLessonTable = i18n.Text{TR: "Dersin tablosu", EN: "The lesson's table"}
	txtReading     = i18n.Text{TR: "Sayılar ne diyor?", EN: "What the numbers say"}
	txtMatches     = i18n.Text{TR: "Dersin tablosuyla birebir aynı", EN: "Matches the lesson's table exactly"}
	txtDiffers     = i18n.Text{TR: "Dersin tablosundan farklı", EN: "Differs from the lesson's table"}
	txtRunning     = i18n.Text{TR: "Çalışıyor…", EN: "Running…"}
	txtProgress    = i18n.Text{TR: "Çalışıyor… %s olay, sanal saat %s", EN: "Running… %s events, virtual time %s"}
	txtRunStats    = i18n.Text{TR: "%s olay, sanal süre %s, gerçek süre %s", EN: "%s events, virtual time %s, wall time %s"}
	txtRunFailed   = i18n.Text{TR: "Çalıştırma başarısız oldu", EN: "The run failed"}
	txtKeptResults = i18n.Text{TR: "Geçersiz bir değer var; aşağıda son geçerli çalıştırmanın sonuçları duruyor.", EN: "A value is invalid; the results below are from the last valid run."}
	txtFullText    = i18n.Text{TR: "Dersteki gibi metin çıktısı", EN: "Text output as in the lesson"}

	txtCharts    = i18n.Text{TR: "Grafikler", EN: "Charts"}
	txtChartData = i18n.Text{TR: "Grafiğin verisi", EN: "The chart's data"}

	txtCompare      = i18n.Text{TR: "Karşılaştır", EN: "Compare"}
	txtPin          = i18n.Text{TR: "Bu çalıştırmayı sabitle", EN: "Pin this run"}
	txtUnpin        = i18n.Text{TR: "Sabitlemeyi kaldır", EN: "Unpin"}
	txtPinned       = i18n.Text{TR: "Sabitlenen", EN: "Pinned"}
	txtCurrent      = i18n.Text{TR: "Şimdiki", EN: "Current"}
	txtPinHelp      = i18n.Text{TR: "Bir çalıştırmayı sabitleyin, sonra parametreleri değiştirin: iki sonuç yan yana görünür, farklı hücreler işaretlenir.", EN: "Pin a run, then change parameters: both results appear side by side, with differing cells marked."}
	txtParamDiff    = i18n.Text{TR: "Değişen parametreler", EN: "Changed parameters"}
	txtNoParamDiff  = i18n.Text{TR: "Parametreler aynı.", EN: "The parameters are the same."}
	txtCellsChanged = i18n.Counted{TR: "%d hücre farklı.", EnOne: "%d cell differs.", EnOther: "%d cells differ."}
	txtChanged      = i18n.Text{TR: "(değişti; önce %s)", EN: "(changed; was %s)"}
	txtLineChanged  = i18n.Text{TR: "(değişti)", EN: "(changed)"}

	txtShare      = i18n.Text{TR: "Paylaş", EN: "Share"}
	txtCopyLink   = i18n.Text{TR: "Bağlantıyı kopyala", EN: "Copy link"}
	txtCopied     = i18n.Text{TR: "Kopyalandı", EN: "Copied"}
	txtCopyFailed = i18n.Text{TR: "Kopyalanamadı; bağlantıyı kutudan seçip kopyalayın.", EN: "Could not copy; select the link in the box and copy it."}
	txtLinkLabel  = i18n.Text{TR: "Bu çalıştırmanın bağlantısı (parametreler ve tohum)", EN: "Link to this run (parameters and seed)"}
	txtEmbed      = i18n.Text{TR: "Göm", EN: "Embed"}
	txtEmbedLabel = i18n.Text{TR: "Ders sayfasına gömmek için iframe kodu", EN: "Iframe code to embed in a lesson page"}
	txtEmbedTitle = i18n.Text{TR: "%s — oyun alanı", EN: "%s — playground"}
	txtOpenFull   = i18n.Text{TR: "Oyun alanında aç", EN: "Open in the playground"}

	// replay
	txtViewReplay          = i18n.Text{TR: "Tekrar oynat", EN: "Replay"}
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

	txtUpdate       = i18n.Text{TR: "Yeni sürüm hazır.", EN: "A new version is available."}
	txtUpdateReload = i18n.Text{TR: "Yeniden yükle", EN: "Reload"}
)
