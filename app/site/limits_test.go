package site

import (
	"bufio"
	"bytes"
	"io"
	"math/rand/v2"
	"net"
	"net/http"
	"net/http/httptest"
	"os"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"
)

// syncBuffer is a bytes.Buffer a child process and the test share.
type syncBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (s *syncBuffer) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.Write(p)
}

func (s *syncBuffer) String() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.String()
}

// smallSendBuffers gives every accepted connection a 16 KB send buffer, so
// the server's writes wait for the client within a few pieces, as they do
// on a slow link.
type smallSendBuffers struct{ net.Listener }

func (l smallSendBuffers) Accept() (net.Conn, error) {
	c, err := l.Listener.Accept()
	if tc, ok := c.(*net.TCPConn); ok {
		tc.SetWriteBuffer(16 << 10)
	}
	return c, err
}

// A client that keeps reading gets all of app.wasm, however many stall
// times the whole takes: here 1 MB read 32 KB every 40 ms, about 1.3 s,
// with a stall of 200 ms.
func TestASlowClientThatKeepsReadingGetsAllOfAppWasm(t *testing.T) {
	noise := make([]byte, 1<<20)
	rand.NewChaCha8([32]byte{3}).Read(noise)
	wasm := append(fakeWasm("slow "), noise...)
	out, _ := shipBuild(t, shipFakeWeb(t, wasm), "", 1)
	h, err := NewServer(out, "")
	if err != nil {
		t.Fatal(err)
	}
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	lim := defaultLimits()
	lim.stall = 200 * time.Millisecond
	hs := newHost(h, smallSendBuffers{ln}, lim, io.Discard)
	go hs.serve()
	defer hs.srv.Close()

	c, err := net.Dial("tcp", ln.Addr().String())
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	c.(*net.TCPConn).SetReadBuffer(64 << 10) // the kernel would take all 1 MB
	io.WriteString(c, "GET /web/app.wasm HTTP/1.1\r\nHost: p.test\r\n\r\n")
	start := time.Now()
	br := bufio.NewReaderSize(c, 32<<10)
	resp, err := http.ReadResponse(br, nil)
	if err != nil {
		t.Fatal(err)
	}
	var got bytes.Buffer
	piece := make([]byte, 32<<10)
	for {
		n, err := io.ReadFull(resp.Body, piece)
		got.Write(piece[:n])
		if err != nil {
			break
		}
		time.Sleep(40 * time.Millisecond) // a slow link
	}
	took := time.Since(start)
	t.Logf("%d of %d bytes in %v, with a stall of %v", got.Len(), len(wasm), took.Round(10*time.Millisecond), lim.stall)
	if !bytes.Equal(got.Bytes(), wasm) {
		t.Errorf("got %d bytes of %d", got.Len(), len(wasm))
	}
	if took < 4*lim.stall {
		t.Errorf("the download took %v, not several stall times: the test shows nothing", took)
	}
}

// A file the server cannot open for want of descriptors is answered 503
// with Retry-After and the security headers, and logged as such — not 500
// "the generated site lost a file", which stays for a file that is gone.
func TestOutOfDescriptorsIsA503NotALostFile(t *testing.T) {
	out, _ := shipBuild(t, shipFakeWeb(t, fakeWasm("emfile ")), "", 1)
	h, err := NewServer(out, "")
	if err != nil {
		t.Fatal(err)
	}
	var logs bytes.Buffer
	h.busy = &busyLog{w: &logs}
	for _, c := range []struct {
		err  error
		code int
		body string
	}{
		{&os.PathError{Op: "open", Path: "app.wasm", Err: syscall.EMFILE}, 503, "try again"},
		{&os.PathError{Op: "open", Path: "app.wasm", Err: syscall.ENFILE}, 503, "try again"},
		{&os.PathError{Op: "open", Path: "app.wasm", Err: syscall.ENOENT}, 500, "lost a file"},
	} {
		h.open = func(string) (*os.File, error) { return nil, c.err }
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, httptest.NewRequest("GET", "/web/app.wasm", nil))
		if rec.Code != c.code || !strings.Contains(rec.Body.String(), c.body) {
			t.Errorf("%v: %d %q, want %d saying %q", c.err, rec.Code, rec.Body.String(), c.code, c.body)
		}
		if rec.Header().Get("Content-Security-Policy") == "" || rec.Header().Get("ETag") != "" || rec.Header().Get("Content-Encoding") != "" {
			t.Errorf("%v: headers %v", c.err, rec.Header())
		}
		if ra := rec.Header().Get("Retry-After"); (c.code == 503) != (ra == "5") {
			t.Errorf("%v: Retry-After %q", c.err, ra)
		}
	}
	if !strings.Contains(logs.String(), "no descriptor left to open app.wasm") || strings.Count(logs.String(), "\n") != 1 {
		t.Errorf("the log: %q; want one line naming the want of descriptors", logs.String())
	}
}
