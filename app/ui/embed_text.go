package ui

import "playground/engine/i18n"

// Texts of the embedding kit, the no-effect cue and the phone layout.
var (
	txtUnknownKnob     = i18n.Text{TR: "Bu laboratuvarda %s adında bir parametre yok.", EN: "This lab has no parameter named %s."}
	txtHostTooMany     = i18n.Text{TR: "%d anahtar gönderildi; bir ayar en çok %d anahtar alır (ilkleri: %s)", EN: "%d keys sent; one set takes at most %d keys (the first: %s)"}
	txtHostMore        = i18n.Counted{TR: "ve %d hata daha", EnOne: "and %d more error", EnOther: "and %d more errors"}
	txtUnknownControls = i18n.Text{TR: "controls= içindeki şu adlar bu laboratuvarın parametresi değil: %s", EN: "These names in controls= are not parameters of this lab: %s"}
	txtNoEffect        = i18n.Text{TR: "Değişiklik etkisiz: %s dersin sayılarını değiştirmedi.", EN: "No effect: %s left the lesson's numbers unchanged."}

	txtBuilder         = i18n.Text{TR: "Ders sayfasına göm", EN: "Embed in a lesson page"}
	txtBuilderControls = i18n.Text{TR: "Gösterilecek düğmeler", EN: "Controls to show"}
	txtBuilderLang     = i18n.Text{TR: "Dil", EN: "Language"}
	txtBuilderCharts   = i18n.Text{TR: "Grafikler", EN: "Charts"}
	txtBuilderSections = i18n.Text{TR: "Bölümler", EN: "Sections"}
	txtBuilderSeed     = i18n.Text{TR: "Tohumu sabitle (aynı çalıştırma)", EN: "Pin the seed (the same run)"}
	txtBuilderView     = i18n.Text{TR: "Görünüm", EN: "View"}
	txtBuilderHeight   = i18n.Text{TR: "İlk yükseklik (px)", EN: "Initial height (px)"}
	txtBuilderNote     = i18n.Text{TR: "embed.js betiği sayfadaki her oyun alanı çerçevesini içeriğine göre boyar; sayfaya bir kez ekleyin.", EN: "The embed.js script sizes every playground frame on the page to its content; add it once per page."}
	txtBuilderMain     = i18n.Text{TR: "Ana grafik", EN: "The main chart"}
	txtBuilderLesson   = i18n.Text{TR: "Dersin bölümleri", EN: "The lesson's sections"}
	txtBuilderTry      = i18n.Text{TR: "Önizleme", EN: "Preview"}
	txtLangTR          = i18n.Text{TR: "Türkçe", EN: "Turkish"}
	txtLangEN          = i18n.Text{TR: "İngilizce", EN: "English"}
)

var txtToParams = i18n.Text{TR: "Parametrelere git ↓", EN: "Go to the parameters ↓"}
