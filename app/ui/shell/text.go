package shell

import "playground/engine/i18n"

// The page's own texts. Lab texts (titles, parameter labels, table
// headers, readings, figure titles and axes) come from the labs; each view
// and part of the page keeps its own (view, form, share…).
var (
	txtSite        = i18n.Text{TR: "Dağıtık Sistemler Oyun Alanı", EN: "Distributed Systems Playground"}
	txtTagline     = i18n.Text{TR: "Derslerin düzeneklerini tarayıcıda, sanal saatle çalıştırın: parametreyi değiştirin, sonucu hemen görün.", EN: "Run the lessons' setups in your browser on a virtual clock: change a parameter and see the result at once."}
	txtLabs        = i18n.Text{TR: "Laboratuvarlar", EN: "Labs"}
	txtLessonName  = i18n.Text{TR: "Ders: %s", EN: "Lesson: %s"}
	txtOpenLab     = i18n.Text{TR: "Laboratuvarı aç", EN: "Open the lab"}
	txtSwitchLang  = i18n.Text{TR: "English", EN: "Türkçe"}
	txtSwitchLabel = i18n.Text{TR: "English: switch to English", EN: "Türkçe: Türkçeye geç"}
	txtSkip        = i18n.Text{TR: "İçeriğe geç", EN: "Skip to content"}
	txtFooter      = i18n.Text{TR: "Her şey tarayıcınızda çalışır; aynı parametre ve tohum her zaman aynı sonucu verir.", EN: "Everything runs in your browser; the same parameters and seed always give the same result."}
	txtNoLab       = i18n.Text{TR: "Böyle bir laboratuvar yok: %s", EN: "No such lab: %s"}
	txtViews       = i18n.Text{TR: "Görünümler", EN: "Views"}
	txtTools       = i18n.Text{TR: "Karşılaştır ve paylaş", EN: "Compare and share"}

	txtRunning     = i18n.Text{TR: "Çalışıyor…", EN: "Running…"}
	txtProgress    = i18n.Text{TR: "Çalışıyor… %s olay, sanal saat %s", EN: "Running… %s events, virtual time %s"}
	txtOpenFull    = i18n.Text{TR: "Oyun alanında aç", EN: "Open in the playground"}
	txtEmbedKnobs  = i18n.Text{TR: "Parametreler (%d)", EN: "Parameters (%d)"}
	txtRunStats    = i18n.Text{TR: "%s olay, sanal süre %s, gerçek süre %s", EN: "%s events, virtual time %s, wall time %s"}
	txtRunFailed   = i18n.Text{TR: "Çalıştırma başarısız oldu", EN: "The run failed"}
	txtKeptResults = i18n.Text{TR: "Geçersiz bir değer var; aşağıda son geçerli çalıştırmanın sonuçları duruyor.", EN: "A value is invalid; the results below are from the last valid run."}

	txtPin     = i18n.Text{TR: "Bu çalıştırmayı sabitle", EN: "Pin this run"}
	txtUnpin   = i18n.Text{TR: "Sabitlemeyi kaldır", EN: "Unpin"}
	txtPinHelp = i18n.Text{TR: "Bir çalıştırmayı sabitleyin, sonra parametreleri değiştirin: iki sonuç yan yana görünür, farklı hücreler işaretlenir.", EN: "Pin a run, then change parameters: both results appear side by side, with differing cells marked."}

	txtPrerendered = i18n.Text{TR: "Dersin değerleri (önceden hesaplandı): %s olay, sanal süre %s", EN: "The lesson's values (computed ahead): %s events, virtual time %s"}
	// A page prerendered at other values than the lesson's: an early
	// answer's plain page (app/site/noscript.go).
	txtPrerenderedAt = i18n.Text{TR: "Bu değerlerle önceden hesaplandı: %s olay, sanal süre %s", EN: "Computed ahead at these values: %s events, virtual time %s"}
	txtToParams      = i18n.Text{TR: "Parametreleri resmin altında aç", EN: "Open the parameters under the picture"}
	txtSheetTitle    = i18n.Text{TR: "Parametreler: resim üstte, canlı", EN: "Parameters: the picture above, live"}
	txtSheetClose    = i18n.Text{TR: "Kapat", EN: "Close"}

	txtUpdate       = i18n.Text{TR: "Yeni sürüm hazır.", EN: "A new version is available."}
	txtUpdateReload = i18n.Text{TR: "Yeniden yükle", EN: "Reload"}
)
