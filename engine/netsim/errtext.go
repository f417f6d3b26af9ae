package netsim

import (
	"strings"

	"playground/engine/i18n"
)

// errTexts say each call failure of the trace (Message.Err) in both
// languages: a diagram writes them on its arrows, and a Turkish page must
// not read "connection refused" (docs/GLOSSARY.md: bağlantı reddi).
var errTexts = map[string]i18n.Text{
	ErrRefused.Error():    {TR: "bağlantı reddi", EN: "connection refused"},
	ErrTimeout.Error():    {TR: "zaman aşımı", EN: "timeout"},
	ErrReset.Error():      {TR: "bağlantı koptu: yanıt kayboldu", EN: "connection reset: answer lost"},
	ErrDropped.Error():    {TR: "istek bağlantıda kayboldu", EN: "request lost on the link"},
	ErrSenderDead.Error(): {TR: "gönderenin süreci ölü", EN: "the sender's process is dead"},
	ErrTLS.Error():        {TR: "TLS el sıkışması başarısız", EN: "tls handshake failed"},
	ErrRunEnded.Error():   {TR: "çalıştırma bitene kadar yanıt almadı", EN: "no answer before the run's end"},
}

// ErrText is a trace's call failure (Message.Err) in both languages; a TLS
// failure keeps its reason as the certificate check gave it.
func ErrText(err string) i18n.Text {
	if t, ok := errTexts[err]; ok {
		return t
	}
	if reason, ok := strings.CutPrefix(err, ErrTLS.Error()+": "); ok {
		t := errTexts[ErrTLS.Error()]
		return i18n.Text{TR: t.TR + ": " + reason, EN: t.EN + ": " + reason}
	}
	return i18n.Text{TR: err, EN: err}
}
