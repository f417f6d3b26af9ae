package ui

import "playground/engine/i18n"

// Texts of the embedding kit, the no-effect cue and the phone layout.
var (
	txtUnknownKnob     = i18n.Add("ui.embed.unknown", "Bu laboratuvarda %s adında bir parametre yok.", "This lab has no parameter named %s.")
	txtUnknownControls = i18n.Add("ui.embed.controls", "controls= içindeki şu adlar bu laboratuvarın parametresi değil: %s", "These names in controls= are not parameters of this lab: %s")
	txtNoEffect        = i18n.Add("ui.noeffect", "Değişiklik etkisiz: %s dersin sayılarını değiştirmedi.", "No effect: %s left the lesson's numbers unchanged.")

	txtBuilder         = i18n.Add("ui.builder", "Ders sayfasına göm", "Embed in a lesson page")
	txtBuilderControls = i18n.Add("ui.builder.controls", "Gösterilecek düğmeler", "Controls to show")
	txtBuilderLang     = i18n.Add("ui.builder.lang", "Dil", "Language")
	txtBuilderCharts   = i18n.Add("ui.builder.charts", "Grafikler", "Charts")
	txtBuilderSections = i18n.Add("ui.builder.sections", "Bölümler", "Sections")
	txtBuilderSeed     = i18n.Add("ui.builder.seed", "Tohumu sabitle (aynı çalıştırma)", "Pin the seed (the same run)")
	txtBuilderView     = i18n.Add("ui.builder.view", "Görünüm", "View")
	txtBuilderHeight   = i18n.Add("ui.builder.height", "İlk yükseklik (px)", "Initial height (px)")
	txtBuilderNote     = i18n.Add("ui.builder.note", "embed.js betiği sayfadaki her oyun alanı çerçevesini içeriğine göre boyar; sayfaya bir kez ekleyin.", "The embed.js script sizes every playground frame on the page to its content; add it once per page.")
	txtBuilderMain     = i18n.Add("ui.builder.main", "Ana grafik", "The main chart")
	txtBuilderLesson   = i18n.Add("ui.builder.lesson", "Dersin bölümleri", "The lesson's sections")
	txtBuilderTry      = i18n.Add("ui.builder.try", "Önizleme", "Preview")
	txtLangTR          = i18n.Add("ui.lang.tr", "Türkçe", "Turkish")
	txtLangEN          = i18n.Add("ui.lang.en", "İngilizce", "English")
)

var txtToParams = i18n.Add("ui.toparams", "Parametrelere git ↓", "Go to the parameters ↓")
