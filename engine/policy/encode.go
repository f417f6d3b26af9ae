package policy

import (
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
// compressed (Codec). The same code gives the same text (flate is
// deterministic for one Go release, and native and wasm share it).
func Encode(src string) string {
	if src == "" {
		return ""
	}
	mu.Lock()
	c := codec
	mu.Unlock()
	if c == nil {
		return src // no runner here: the code stays as it came (app.wasm never holds any)
	}
	return encPrefix + c.Compress(src)
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
	mu.Lock()
	c := codec
	mu.Unlock()
	if c == nil {
		return "", &Error{Kind: NoRunner, Msg: txtNoRunner, err: ErrNoRunner}
	}
	out, err := c.Expand(enc, MaxSource)
	if err != nil {
		return "", &Error{Kind: Size, Msg: txtBadEncoding}
	}
	if len(out) > MaxSource {
		return "", &Error{Kind: Size, Msg: txtTooLongAtLeast.Format(MaxSource)}
	}
	return out, nil
}

// Codec compresses code for an address: package star registers the one
// it uses (raw DEFLATE in unpadded base64url), so the bytes of a
// compressor are only where code runs.
type Codec interface {
	Compress(src string) string
	// Expand reads at most limit+1 bytes back (a small text that
	// inflates to megabytes stops there).
	Expand(enc string, limit int) (string, error)
}

var codec Codec

// RegisterCodec sets the codec (package star, as it starts).
func RegisterCodec(c Codec) {
	mu.Lock()
	defer mu.Unlock()
	codec = c
}

var (
	txtBadEncoding    = i18n.Text{TR: "adresteki kod bozuk (z. ile başlayan sıkıştırılmış metin okunamadı)", EN: "the code in the address is damaged (the compressed text after z. cannot be read)"}
	txtTooLongAtLeast = i18n.Text{TR: "kod %d bayttan uzun", EN: "the code is longer than %d bytes"}
)
