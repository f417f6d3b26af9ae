package form

import "playground/engine/i18n"

// The form's texts.
var (
	txtParams    = i18n.Text{TR: "Parametreler", EN: "Parameters"}
	txtDefaultIs = i18n.Text{TR: "varsayılan %s", EN: "default %s"}
	txtKeyIs     = i18n.Text{TR: "adres anahtarı", EN: "address key"}
	txtRangeIs   = i18n.Text{TR: "%s … %s", EN: "%s … %s"}
	txtPresets   = i18n.Text{TR: "Hazır ayarlar", EN: "Presets"}
	txtTry       = i18n.Text{TR: "Dene", EN: "Try it"}
	txtOn        = i18n.Text{TR: "açık", EN: "on"}
	// TxtYourCode and TxtOwnLogic name whose logic decided a run: the
	// learner's code (param.PolicyParam) or the lab's own.
	TxtYourCode  = i18n.Text{TR: "sizin kodunuz", EN: "your code"}
	TxtOwnLogic  = i18n.Text{TR: "laboratuvarın kendi mantığı", EN: "the lab's own logic"}
	txtOff       = i18n.Text{TR: "kapalı", EN: "off"}
	txtChanged   = i18n.Text{TR: "dersin değerinden farklı", EN: "not the lesson's value"}
	txtFixed     = i18n.Text{TR: "Bu görevde sabit", EN: "Fixed in this challenge"}
	txtFixedRest = i18n.Text{TR: "Geri kalan her şey dersin değerlerinde.", EN: "Everything else stays at the lesson's values."}
)
