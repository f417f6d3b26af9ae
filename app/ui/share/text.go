package share

import "playground/engine/i18n"

// The share panel's texts.
var (
	txtShare           = i18n.Text{TR: "Paylaş", EN: "Share"}
	txtCopyLink        = i18n.Text{TR: "Bağlantıyı kopyala", EN: "Copy link"}
	txtCopied          = i18n.Text{TR: "Kopyalandı", EN: "Copied"}
	txtCopyFailed      = i18n.Text{TR: "Kopyalanamadı; bağlantıyı kutudan seçip kopyalayın.", EN: "Could not copy; select the link in the box and copy it."}
	txtLinkLabel       = i18n.Text{TR: "Bu çalıştırmanın bağlantısı (parametreler ve tohum)", EN: "Link to this run (parameters and seed)"}
	txtEmbed           = i18n.Text{TR: "Göm", EN: "Embed"}
	txtEmbedLabel      = i18n.Text{TR: "Ders sayfasına gömmek için iframe kodu", EN: "Iframe code to embed in a lesson page"}
	txtEmbedTitle      = i18n.Text{TR: "%s — oyun alanı", EN: "%s — playground"}
	txtBuilder         = i18n.Text{TR: "Ders sayfasına göm", EN: "Embed in a lesson page"}
	txtBuilderControls = i18n.Text{TR: "Gösterilecek parametreler", EN: "Controls to show"}
	txtBuilderLang     = i18n.Text{TR: "Dil", EN: "Language"}
	txtBuilderCharts   = i18n.Text{TR: "Grafikler", EN: "Charts"}
	txtBuilderSections = i18n.Text{TR: "Bölümler", EN: "Sections"}
	txtBuilderSeed     = i18n.Text{TR: "Tohumu sabitle (aynı çalıştırma)", EN: "Pin the seed (the same run)"}
	txtBuilderView     = i18n.Text{TR: "Görünüm", EN: "View"}
	txtBuilderHeight   = i18n.Text{TR: "İlk yükseklik (px)", EN: "Initial height (px)"}
	txtBuilderNote     = i18n.Text{TR: "embed.js betiği sayfadaki her oyun alanı çerçevesini içeriğine göre boyutlandırır; sayfaya bir kez ekleyin.", EN: "The embed.js script sizes every playground frame on the page to its content; add it once per page."}
	txtBuilderMain     = i18n.Text{TR: "Ana grafik", EN: "The main chart"}
	txtBuilderLesson   = i18n.Text{TR: "Dersin bölümleri", EN: "The lesson's sections"}
	txtBuilderTry      = i18n.Text{TR: "Önizleme", EN: "Preview"}
	txtLangTR          = i18n.Text{TR: "Türkçe", EN: "Turkish"}
	txtLangEN          = i18n.Text{TR: "İngilizce", EN: "English"}
)
