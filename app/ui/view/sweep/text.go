package sweep

import "playground/engine/i18n"

// The sweep view's texts.
var (
	txtViewSweep      = i18n.Text{TR: "Tarama", EN: "Sweep"}
	txtSweepHeading   = i18n.Text{TR: "Bir parametreyi tara", EN: "Sweep a knob"}
	txtSweepIntro     = i18n.Text{TR: "Bir parametreyi bir aralıkta değiştirip her noktada laboratuvarı yeniden çalıştırır; öteki parametreler formdaki gibi kalır. Bir noktaya tıklayınca o çalıştırma açılır.", EN: "Runs the lab again at every point of a knob's range; every other knob stays as the form says. Click a point to open that run."}
	txtSweepReady     = i18n.Text{TR: "Hazır taramalar", EN: "Ready sweeps"}
	txtSweepKnob      = i18n.Text{TR: "Taranan parametre", EN: "Knob to sweep"}
	txtSweepFrom      = i18n.Text{TR: "Başlangıç", EN: "From"}
	txtSweepTo        = i18n.Text{TR: "Bitiş", EN: "To"}
	txtSweepSteps     = i18n.Text{TR: "Nokta sayısı", EN: "Points"}
	txtSweepLog       = i18n.Text{TR: "Logaritmik aralık (%s onluk basamak)", EN: "Log spacing (%s decades)"}
	txtSweepMetrics   = i18n.Text{TR: "Ölçütler", EN: "Metrics"}
	txtSweepLesson    = i18n.Text{TR: "Dersin parametreleri", EN: "The lesson's knobs"}
	txtSweepProgress  = i18n.Text{TR: "%d/%d nokta", EN: "%d/%d points"}
	txtSweepDone      = i18n.Counted{TR: "%d nokta, gerçek süre %s", EnOne: "%d point, wall time %s", EnOther: "%d points, wall time %s"}
	txtSweepStopped   = i18n.Text{TR: "Durduruldu: %d/%d nokta", EN: "Stopped: %d/%d points"}
	txtSweepStop      = i18n.Text{TR: "Durdur", EN: "Stop"}
	txtSweepRestart   = i18n.Text{TR: "Yeniden çalıştır", EN: "Run again"}
	txtSweepFormBad   = i18n.Text{TR: "Formda geçersiz bir değer var; tarama son geçerli değerlerle duruyor.", EN: "A value in the form is invalid; the sweep stays at the last valid values."}
	txtSweepLessonAt  = i18n.Text{TR: "ders: %s", EN: "lesson: %s"}
	txtSweepCurrentAt = i18n.Text{TR: "şimdiki: %s", EN: "current: %s"}
	txtSweepBothAt    = i18n.Text{TR: "ders = şimdiki: %s", EN: "lesson = current: %s"}
	txtSweepPinnedAt  = i18n.Text{TR: "sabitlenen: %s", EN: "pinned: %s"}
	txtSweepPinCurve  = i18n.Text{TR: "kesikli: sabitlenen çalıştırmanın parametreleri (%s)", EN: "dashed: the pinned run's parameters (%s)"}
	txtSweepOpenLink  = i18n.Text{TR: "aç", EN: "open"}
	txtSweepRun       = i18n.Text{TR: "Çalıştırma", EN: "Run"}
	txtSweepPinCol    = i18n.Text{TR: "%s (sabitlenen)", EN: "%s (pinned)"}
	txtSweepNoKnob    = i18n.Text{TR: "Bu laboratuvarda taranabilecek sayısal bir parametre yok.", EN: "This lab has no numeric knob to sweep."}

	// Predict by drawing (sketch.go).
	txtSketchStart  = i18n.Text{TR: "Önce tahmininizi çizin", EN: "Draw your guess first"}
	txtSketchAsk    = i18n.Text{TR: "Eğriyi görmeden önce tahmininizi çizin: %s, %s değiştikçe nasıl değişir? Eksenlerin üstünde fareyle ya da parmağınızla sürükleyin. Klavyede ←/→ bir nokta seçer, ↑/↓ noktanın değerini değiştirir (Page Up/Down ile büyük adımla), Enter eğriyi gösterir. Boş bıraktığınız noktalar düz çizgiyle doldurulur.", EN: "Before you see the curve, draw your guess: how does %s change as %s changes? Drag across the axes with a mouse or a finger. On the keyboard ←/→ pick a point, ↑/↓ change its value (Page Up/Down in bigger steps), Enter shows the curve. Points you leave empty are filled with straight lines."}
	txtSketchLabel  = i18n.Text{TR: "Tahmin eğriniz: %s", EN: "Your guess: %s"}
	txtSketchNone   = i18n.Text{TR: "çizilmedi", EN: "not drawn"}
	txtSketchReveal = i18n.Text{TR: "Eğriyi göster", EN: "Show the curve"}
	txtSketchLegend = i18n.Text{TR: "tahmininiz", EN: "your guess"}
	txtSketchScore  = i18n.Text{TR: "Tahmininiz gerçek eğriye %s yakın.", EN: "Your guess is %s close to the real curve."}
	txtSketchHow    = i18n.Text{TR: "Puan, çizginin gerçek eğriden ortalama uzaklığını eğrinin en yüksek ve en düşük değeri arasındaki farkla karşılaştırır: 100 × (1 − ortalama uzaklık ÷ fark), en az 0. Eğrinin tam üstüne çizen 100 alır.", EN: "The score compares how far your line is from the real curve on average with how far the curve moves between its lowest and highest value: 100 × (1 − mean distance ÷ that span), at least 0. A line right on the curve scores 100."}
	txtSketchBest   = i18n.Text{TR: "en iyi: ", EN: "best: "}
	txtSketchAgain  = i18n.Text{TR: "Yeniden çizin", EN: "Draw again"}
)
