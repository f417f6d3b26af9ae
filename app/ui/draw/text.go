package draw

import "playground/engine/i18n"

// The words the pictures carry: their titles and text alternatives. Lab
// texts (figure titles, axes, labels) come from the run itself.
var (
	txtAltPeak       = i18n.Text{TR: "%s: en yüksek %s, %s = %s noktasında.", EN: "%s: highest %s, at %s = %s."}
	txtAltNoData     = i18n.Text{TR: "%s: veri yok.", EN: "%s: no data."}
	txtLanesAlt      = i18n.Counted{TR: "%d şerit, %s ile %s arası; durumlar: %s.", EnOne: "%d lane from %s to %s; states: %s.", EnOther: "%d lanes from %s to %s; states: %s."}
	txtLanesPhases   = i18n.Text{TR: "Aşamalar: %s.", EN: "Phases: %s."}
	txtLanesWindow   = i18n.Text{TR: "Gölgeli: %s, %s ile %s arası.", EN: "Shaded: %s, from %s to %s."}
	txtSeqAlt        = i18n.Counted{TR: "%d mesaj, %d katılımcı arasında: %s.", EnOne: "%d message between %d participants: %s.", EnOther: "%d messages between %d participants: %s."}
	txtSeqAllOK      = i18n.Text{TR: "Her çağrı başarılı bir yanıt aldı.", EN: "Every call got a successful answer."}
	txtSeqBad        = i18n.Counted{TR: "%d yanıt hata durumuyla döndü.", EnOne: "%d answer came back with an error status.", EnOther: "%d answers came back with an error status."}
	txtSeqLost       = i18n.Counted{TR: "%d çağrı yanıt alamadı.", EnOne: "%d call got no answer.", EnOther: "%d calls got no answer."}
	txtSeqEffects    = i18n.Text{TR: "Etkiler: %s.", EN: "Effects: %s."}
	txtSeqCut        = i18n.Text{TR: "İlk %d mesaj gösteriliyor (toplam %d).", EN: "Showing the first %d messages (of %d)."}
	txtReplayTopo    = i18n.Text{TR: "Düzenek", EN: "The set-up"}
	txtReplayTopoAlt = i18n.Counted{TR: "%d düğüm: %s; %d mesaj.", EnOne: "%d node: %s; %d messages.", EnOther: "%d nodes: %s; %d messages."}
)
