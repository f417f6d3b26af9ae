package results

import "playground/engine/i18n"

// The results view's texts.
var (
	txtViewResults  = i18n.Text{TR: "Sonuçlar", EN: "Results"}
	txtBeforeGuess  = i18n.Text{TR: "Önceki çalıştırma (yenisini tahmininizden sonra göreceksiniz)", EN: "The previous run (you will see the new one after your guess)"}
	txtResults      = i18n.Text{TR: "Sonuçlar", EN: "Results"}
	txtReading      = i18n.Text{TR: "Sayılar ne diyor?", EN: "What the numbers say"}
	txtMatches      = i18n.Text{TR: "Dersin tablosuyla birebir aynı", EN: "Matches the lesson's table exactly"}
	txtDiffers      = i18n.Text{TR: "Dersin tablosundan farklı", EN: "Differs from the lesson's table"}
	txtFullText     = i18n.Text{TR: "Dersteki gibi metin çıktısı", EN: "Text output as in the lesson"}
	txtCharts       = i18n.Text{TR: "Grafikler", EN: "Charts"}
	txtMoreFigs     = i18n.Text{TR: "Öteki grafikler (%d)", EN: "More charts (%d)"}
	txtScrollCue    = i18n.Text{TR: "Çizim ekrandan geniş: devamı için kutuyu yana kaydırın ↔", EN: "The drawing is wider than the screen: scroll the box sideways for the rest ↔"}
	txtPinned       = i18n.Text{TR: "Sabitlenen", EN: "Pinned"}
	txtCurrent      = i18n.Text{TR: "Şimdiki", EN: "Current"}
	txtParamDiff    = i18n.Text{TR: "Değişen parametreler", EN: "Changed parameters"}
	txtNoParamDiff  = i18n.Text{TR: "Parametreler aynı.", EN: "The parameters are the same."}
	txtCellsChanged = i18n.Counted{TR: "%d hücre farklı.", EnOne: "%d cell differs.", EnOther: "%d cells differ."}
	txtChanged      = i18n.Text{TR: "(değişti; önce %s)", EN: "(changed; was %s)"}
	txtLineChanged  = i18n.Text{TR: "(değişti)", EN: "(changed)"}
	txtMoreSections = i18n.Text{TR: "Dersin öteki çıktıları (%d)", EN: "The lesson's other outputs (%d)"}
	txtAllSections  = i18n.Text{TR: "Dersin çıktıları (%d)", EN: "The lesson's outputs (%d)"}
	txtNoEffect     = i18n.Text{TR: "Değişiklik etkisiz: %s dersin sayılarını değiştirmedi.", EN: "No effect: %s left the lesson's numbers unchanged."}
)
