package policy

import (
	"bytes"
	"compress/flate"
	"encoding/base64"
	"io"
	"strings"

	"playground/engine/i18n"
)

// The `policy` parameter carries code in an address compressed: "z." then
// the raw DEFLATE of the code in unpadded base64url (RFC 4648 §5), which
// needs no escaping in a URL. Anything else is read as the code itself (a
// command line's policy=@FILE, a hand-written address).
const encPrefix = "z."

// MaxEncoded bounds the parameter's text, compressed or not.
const MaxEncoded = 24 << 10

// Encode is src as the parameter writes it: "" for no code, else
// compressed. The same code gives the same text (flate is deterministic
// for one Go release, and native and wasm share it).
func Encode(src string) string {
	if src == "" {
		return ""
	}
	var b bytes.Buffer
	w, _ := flate.NewWriter(&b, flate.BestCompression)
	io.WriteString(w, src)
	w.Close()
	return encPrefix + base64.RawURLEncoding.EncodeToString(b.Bytes())
}

// Decode reads the parameter's text back into code.
func Decode(v string) (string, *Error) {
	if len(v) > MaxEncoded {
		return "", &Error{Kind: Size, Msg: txtTooLong.Format(len(v), MaxEncoded)}
	}
	enc, ok := strings.CutPrefix(v, encPrefix)
	if !ok {
		return v, nil
	}
	raw, err := base64.RawURLEncoding.DecodeString(enc)
	if err != nil {
		return "", &Error{Kind: Size, Msg: txtBadEncoding}
	}
	// Read at most one byte past the limit: a small text that inflates
	// to megabytes stops there.
	out, err := io.ReadAll(io.LimitReader(flate.NewReader(bytes.NewReader(raw)), MaxSource+1))
	if err != nil {
		return "", &Error{Kind: Size, Msg: txtBadEncoding}
	}
	if len(out) > MaxSource {
		return "", &Error{Kind: Size, Msg: txtTooLongAtLeast.Format(MaxSource)}
	}
	return string(out), nil
}

var (
	txtBadEncoding    = i18n.Text{TR: "adresteki kod bozuk (z. ile başlayan sıkıştırılmış metin okunamadı)", EN: "the code in the address is damaged (the compressed text after z. cannot be read)"}
	txtTooLongAtLeast = i18n.Text{TR: "kod %d bayttan uzun", EN: "the code is longer than %d bytes"}
)
