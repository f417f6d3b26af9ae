package star

import (
	"bytes"
	"compress/flate"
	"encoding/base64"
	"io"
	"strings"

	"playground/engine/policy"
)

func init() { policy.RegisterCodec(deflate{}) }

// deflate is the address's compression of code: raw DEFLATE at its best
// level, in unpadded base64url (RFC 4648 §5), which needs no escaping in
// a URL.
type deflate struct{}

func (deflate) Compress(src string) string {
	var b bytes.Buffer
	w, _ := flate.NewWriter(&b, flate.BestCompression)
	io.WriteString(w, src)
	w.Close()
	return base64.RawURLEncoding.EncodeToString(b.Bytes())
}

func (deflate) Expand(enc string, limit int) (string, error) {
	raw, err := base64.RawURLEncoding.DecodeString(enc)
	if err != nil {
		return "", err
	}
	var out strings.Builder
	_, err = io.Copy(&out, io.LimitReader(flate.NewReader(bytes.NewReader(raw)), int64(limit)+1))
	return out.String(), err
}
