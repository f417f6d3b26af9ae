package predict

import "playground/engine/i18n"

// The prediction's texts.
var (
	txtPredTitle   = i18n.Text{TR: "Tahmininizi girin", EN: "Make your prediction"}
	txtPredAsk     = i18n.Text{TR: "Çalıştırmayı görmeden önce tahmin edin: %s ne çıkacak?", EN: "Before you see the run, guess: what will %s be?"}
	txtPredAskAny  = i18n.Text{TR: "Çalıştırmayı görmeden önce bir ölçüt seçip tahmin edin.", EN: "Before you see the run, pick a metric and guess its value."}
	txtPredMetric  = i18n.Text{TR: "Ölçüt", EN: "Metric"}
	txtPredGuess   = i18n.Text{TR: "Tahmininiz", EN: "Your guess"}
	txtPredSubmit  = i18n.Text{TR: "Tahmin et ve sonucu göster", EN: "Guess and show the run"}
	txtPredSkip    = i18n.Text{TR: "Tahmin etmeden göster", EN: "Skip: show the run"}
	txtPredBadNum  = i18n.Text{TR: "tahmin=%q: bir sayı yazın (ör. 250 ya da 2,5)", EN: "guess=%q: type a number (e.g. 250 or 2.5)"}
	txtPredYours   = i18n.Text{TR: "Tahmininiz", EN: "Your guess"}
	txtPredGot     = i18n.Text{TR: "Ölçülen", EN: "Measured"}
	txtPredWaiting = i18n.Text{TR: "Çalıştırma bitince tahmininizle karşılaştırılacak…", EN: "Once the run ends it is compared with your guess…"}
	txtPredExact   = i18n.Text{TR: "Tam isabet!", EN: "Spot on!"}
	txtPredClose   = i18n.Text{TR: "Çok yakın: gerçek değer tahmininizden %s %s (%s).", EN: "Very close: the real value is %s %s than your guess (%s)."}
	txtPredNear    = i18n.Text{TR: "Yakın sayılır: gerçek değer tahmininizden %s %s (%s).", EN: "Not far: the real value is %s %s than your guess (%s)."}
	txtPredFarUp   = i18n.Text{TR: "Uzak: gerçek değer tahmininizin %s katı.", EN: "Far off: the real value is %s times your guess."}
	txtPredFarDown = i18n.Text{TR: "Uzak: tahmininiz gerçek değerin %s katı.", EN: "Far off: your guess is %s times the real value."}
	txtPredOff     = i18n.Text{TR: "Gerçek değer tahmininizden %s %s.", EN: "The real value is %s %s than your guess."}
	txtPredWhy     = i18n.Text{TR: "Neden:", EN: "Why:"}
	txtPredHigher  = i18n.Text{TR: "fazla", EN: "higher"}
	txtPredLower   = i18n.Text{TR: "az", EN: "lower"}
)
