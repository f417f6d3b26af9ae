package site

import (
	"bytes"
	"io"
	"math/rand/v2"
	"net/http"
	"net/http/httptest"
	"os"
	"runtime"
	"runtime/debug"
	"runtime/metrics"
	"strconv"
	"strings"
	"testing"
)

func liveHeap() uint64 {
	runtime.GC()
	s := []metrics.Sample{{Name: "/gc/heap/live:bytes"}}
	metrics.Read(s)
	return s[0].Value.Uint64()
}

// The server holds the site's file list, sizes and ETags, not its files:
// loading a site with an 8 MB app.wasm (and its compressed copies) grows
// the live heap by far less than one copy of it, and the wasm is still
// served whole from the folder.
func TestTheServerHoldsNoFileBodies(t *testing.T) {
	noise := make([]byte, 8<<20)
	rand.NewChaCha8([32]byte{7}).Read(noise)
	wasm := append(fakeWasm("big "), noise...)
	out, _ := shipBuild(t, shipFakeWeb(t, wasm), "", 1)
	before := liveHeap()
	srv, err := NewServer(out, "")
	if err != nil {
		t.Fatal(err)
	}
	grown := int64(liveHeap()) - int64(before)
	runtime.KeepAlive(srv)
	t.Logf("a site with a %d MB app.wasm: the server holds %d KB", len(wasm)>>20, grown>>10)
	if grown > 1<<20 {
		t.Errorf("loading the site grew the live heap by %d KB: the server keeps file bodies", grown>>10)
	}
	rec := httptest.NewRecorder()
	srv.ServeHTTP(rec, httptest.NewRequest(http.MethodGet, "/web/app.wasm", nil))
	if rec.Code != 200 || !bytes.Equal(rec.Body.Bytes(), wasm) || rec.Header().Get("Content-Length") != strconv.Itoa(len(wasm)) {
		t.Errorf("app.wasm: %d, %d bytes, Content-Length %s", rec.Code, rec.Body.Len(), rec.Header().Get("Content-Length"))
	}
}

// vmRSS is the process's resident memory (Linux), or -1.
func vmRSS() int64 {
	b, err := os.ReadFile("/proc/self/status")
	if err != nil {
		return -1
	}
	for _, line := range strings.Split(string(b), "\n") {
		if v, ok := strings.CutPrefix(line, "VmRSS:"); ok {
			kb, _ := strconv.ParseInt(strings.TrimSuffix(strings.TrimSpace(v), " kB"), 10, 64)
			return kb << 10
		}
	}
	return -1
}

// What serve does before it listens — write the site at brotli level 11,
// load it — leaves the process's resident memory where it was, give or
// take 64 MB: the encoders' buffers go back to the system at once (each
// level-11 encoder once took a 16 MB window's 128 MB match finder, even for
// a 300-byte icon, and serve idled at 433 MB).
func TestGeneratingTheSiteLeavesResidentMemoryWhereItWas(t *testing.T) {
	if vmRSS() < 0 {
		t.Skip("no /proc/self/status")
	}
	web := shipFakeWeb(t, fakeWasm("rss "))
	debug.FreeOSMemory()
	before := vmRSS()
	srv, err := generate(t.TempDir(), web, io.Discard)
	if err != nil {
		t.Fatal(err)
	}
	after := vmRSS()
	runtime.KeepAlive(srv)
	t.Logf("resident before %d MB, after generating and loading the site %d MB", before>>20, after>>20)
	if after-before > 64<<20 {
		t.Errorf("generating the site left %d MB more resident", (after-before)>>20)
	}
}

// windowFor spans the file and no more, within brotli's bounds.
func TestTheBrotliWindowSpansTheFileAndNoMore(t *testing.T) {
	for n, want := range map[int]int{0: 10, 300: 10, 1008: 10, 1009: 11, 100 << 10: 17, 12 << 20: 24, 64 << 20: 24} {
		if got := windowFor(n); got != want {
			t.Errorf("windowFor(%d) = %d, want %d", n, got, want)
		}
	}
}
