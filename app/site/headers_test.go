package site

import (
	"bufio"
	"io"
	"net"
	"net/http"
	"strings"
	"testing"
	"time"
)

// startSite serves a generated site on a loopback port the way Serve does
// and returns its address and the server.
func startSite(t *testing.T, prefix string) (string, *Server) {
	t.Helper()
	out, _ := shipBuild(t, shipFakeWeb(t, fakeWasm("headers ")), prefix, 1)
	h, err := NewServer(out, prefix)
	if err != nil {
		t.Fatal(err)
	}
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	hs := newHost(h, ln, defaultLimits(), io.Discard)
	go hs.serve()
	t.Cleanup(func() { hs.srv.Close() })
	return ln.Addr().String(), h
}

// rawExchange writes req as it is on a fresh connection and reads the one
// answer. The request is written beside the read: a server may answer (431)
// before it has read all of it.
func rawExchange(t *testing.T, addr, req string) *http.Response {
	t.Helper()
	c, err := net.Dial("tcp", addr)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { c.Close() })
	c.SetDeadline(time.Now().Add(20 * time.Second))
	go io.WriteString(c, req)
	resp, err := http.ReadResponse(bufio.NewReader(c), nil)
	if err != nil {
		t.Fatalf("%.60q: no answer: %v", req, err)
	}
	io.Copy(io.Discard, resp.Body)
	resp.Body.Close()
	return resp
}

// Every answer carries the CSP, nosniff and Referrer-Policy — the ones
// net/http writes itself before any handler runs (a malformed request, a
// header block over the limit, another HTTP version, a transfer coding it
// does not know, an expectation it cannot meet) and `OPTIONS *` included,
// as sent byte for byte over TCP.
func TestEveryAnswerCarriesTheSecurityHeadersEvenThoseNetHTTPWritesItself(t *testing.T) {
	addr, h := startSite(t, "")
	huge := strings.Repeat("x", 2<<20)
	for _, c := range []struct {
		name, req string
		code      int
	}{
		{"a page", "GET / HTTP/1.1\r\nHost: p.test\r\n\r\n", 200},
		{"not found", "GET /nope HTTP/1.1\r\nHost: p.test\r\n\r\n", 404},
		{"a malformed request line", "GARBAGE\r\n\r\n", 400},
		{"a control byte in the path", "GET /\x01 HTTP/1.1\r\nHost: p.test\r\n\r\n", 400},
		{"no Host header", "GET / HTTP/1.1\r\n\r\n", 400},
		{"a header line without a colon", "GET / HTTP/1.1\r\nHost: p.test\r\nnocolon\r\n\r\n", 400},
		{"2 MB of headers", "GET / HTTP/1.1\r\nHost: p.test\r\nX-Big: " + huge + "\r\n\r\n", 431},
		{"HTTP/2.0 on the request line", "GET / HTTP/2.0\r\nHost: p.test\r\n\r\n", 505},
		{"an unknown transfer coding", "POST / HTTP/1.1\r\nHost: p.test\r\nTransfer-Encoding: bogus\r\n\r\n", 501},
		{"an unmet expectation", "GET / HTTP/1.1\r\nHost: p.test\r\nExpect: the-moon\r\n\r\n", 417},
		{"OPTIONS *", "OPTIONS * HTTP/1.1\r\nHost: p.test\r\n\r\n", 204},
		{"OPTIONS on a path", "OPTIONS / HTTP/1.1\r\nHost: p.test\r\n\r\n", 204},
		{"another method", "DELETE / HTTP/1.1\r\nHost: p.test\r\n\r\n", 405},
	} {
		resp := rawExchange(t, addr, c.req)
		if resp.StatusCode != c.code {
			t.Errorf("%s: %d, want %d", c.name, resp.StatusCode, c.code)
		}
		for k, want := range map[string]string{
			"Content-Security-Policy": h.csp, "X-Content-Type-Options": "nosniff", "Referrer-Policy": "no-referrer",
		} {
			if got := resp.Header.Values(k); len(got) != 1 || got[0] != want {
				t.Errorf("%s (%d): %s %q, want once %.40q…", c.name, resp.StatusCode, k, got, want)
			}
		}
		if c.code == 204 || c.code == 405 {
			if got := resp.Header.Get("Allow"); got != "GET, HEAD, OPTIONS" {
				t.Errorf("%s: Allow %q, want GET, HEAD, OPTIONS", c.name, got)
			}
		}
	}
}

// q-values are case-insensitive ("Q=0"), a q of 0 means not acceptable
// (RFC 9110, 12.4.2 and 12.5.3), parameters other than q are skipped, and
// an element whose q is not a qvalue is left out rather than read as 1.
func TestAcceptEncodingIsReadAsTheRFCWritesIt(t *testing.T) {
	both := map[string]variant{"": {}, "br": {}, "gzip": {}}
	for _, c := range []struct{ accept, want string }{
		{"br;Q=0", ""},
		{"br;Q=0, gzip", "gzip"},
		{"br ; q=0 , gzip", "gzip"},
		{"br;q=0.000, gzip;q=0.001", "gzip"},
		{"br;level=11;q=0, gzip", "gzip"},
		{"BR;Q=0.5, GZIP;Q=0.4", "br"},
		{"br;q=0.4, gzip;Q=0.5", "gzip"},
		{"br;q=1.000", "br"},
		{"br;q=abc, gzip", "gzip"},
		{"br;q=1e0, gzip;q=0.5", "gzip"},
		{"br;q=2, gzip;q=0.5", "gzip"},
		{"br;q=-1, gzip", "gzip"},
		{"br;q=0.1234, gzip;q=0.1", "gzip"},
		{"br;q=, gzip", "gzip"},
		{"*;Q=0, gzip", "gzip"},
		{"*;Q=0", ""},
		{"gzip;q=0, *", "br"},
	} {
		if got := negotiate(c.accept, both); got != c.want {
			t.Errorf("Accept-Encoding %q: %q, want %q", c.accept, got, c.want)
		}
	}
}
