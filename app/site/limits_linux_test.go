//go:build linux

package site

import (
	"bufio"
	"fmt"
	"io"
	"math/rand/v2"
	"net"
	"net/http"
	"os"
	"os/exec"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"
)

// The child's environment: a site to serve, the descriptor limit to serve
// it under, and how long a write may make no progress.
const (
	envChildSite  = "PLAYGROUND_TEST_SERVE_SITE"
	envChildFiles = "PLAYGROUND_TEST_SERVE_NOFILE"
	envChildStall = "PLAYGROUND_TEST_SERVE_STALL"
)

func TestMain(m *testing.M) {
	if dir := os.Getenv(envChildSite); dir != "" {
		os.Exit(serveChild(dir))
	}
	os.Exit(m.Run())
}

// serveChild is the test binary run as a server with a lowered descriptor
// limit: it prints its address and its connection limit on a line, logs on
// stderr, and serves until it is killed.
func serveChild(dir string) int {
	n, _ := strconv.ParseUint(os.Getenv(envChildFiles), 10, 64)
	if err := syscall.Setrlimit(syscall.RLIMIT_NOFILE, &syscall.Rlimit{Cur: n, Max: n}); err != nil {
		fmt.Fprintln(os.Stderr, "setrlimit:", err)
		return 1
	}
	h, err := NewServer(dir, "")
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 1
	}
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 1
	}
	lim := defaultLimits()
	lim.stall, _ = time.ParseDuration(os.Getenv(envChildStall))
	fmt.Printf("%s %d\n", ln.Addr(), lim.conns)
	hs := newHost(h, ln, lim, os.Stderr)
	fmt.Fprintln(os.Stderr, hs.serve())
	return 1
}

// stalledGet opens a connection that asks for app.wasm and never reads.
func stalledGet(addr string) (net.Conn, error) {
	c, err := net.Dial("tcp", addr)
	if err != nil {
		return nil, err
	}
	c.(*net.TCPConn).SetReadBuffer(4096) // the server's writes block soon
	_, err = io.WriteString(c, "GET /web/app.wasm HTTP/1.1\r\nHost: p.test\r\n\r\n")
	return c, err
}

// 300 clients that ask for an 8 MB app.wasm and never read cannot take the
// server down, under a limit of 256 descriptors (run in a child process,
// its stall 5 s):
// while they hold every connection the server allows, a new client is
// answered at once — the page, or 503 with Retry-After and the security
// headers, never a timeout and never 500 "lost a file" — and the server
// logs why; a client that reads nothing for the stall time is cut off, and
// then new clients get the page again.
func TestClientsThatNeverReadCannotExhaustTheServer(t *testing.T) {
	if testing.Short() {
		t.Skip("serves 8 MB to 300 connections")
	}
	var own syscall.Rlimit
	if err := syscall.Getrlimit(syscall.RLIMIT_NOFILE, &own); err != nil || own.Cur < 2000 {
		t.Skipf("this process may open %d descriptors: too few to play 300 clients", own.Cur)
	}
	noise := make([]byte, 8<<20)
	rand.NewChaCha8([32]byte{9}).Read(noise)
	wasm := append(fakeWasm("stall "), noise...)
	out, _ := shipBuild(t, shipFakeWeb(t, wasm), "", 1)

	// The stall outlasts opening the clients on a loaded machine: the
	// first of them still holds its place when the last one comes.
	const files, stall, clients = 256, 5 * time.Second, 300
	child := exec.Command(os.Args[0], "-test.run=^$")
	child.Env = append(os.Environ(), envChildSite+"="+out, envChildFiles+"="+strconv.Itoa(files), envChildStall+"="+stall.String())
	var logs syncBuffer
	child.Stderr = &logs
	stdout, _ := child.StdoutPipe()
	if err := child.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { child.Process.Kill(); child.Wait() })
	var addr string
	var limit int
	if _, err := fmt.Fscan(bufio.NewReader(stdout), &addr, &limit); err != nil {
		t.Fatalf("the child said no address: %v\n%s", err, logs.String())
	}
	t.Logf("the child serves on %s under %d descriptors, at most %d connections", addr, files, limit)
	if limit <= 0 || 2*limit >= files {
		t.Errorf("connection limit %d for %d descriptors: each connection may hold a socket and a file", limit, files)
	}

	before := openFiles(t, child.Process.Pid)
	var stalled []net.Conn
	for range clients {
		c, err := stalledGet(addr)
		if err != nil {
			t.Fatalf("stalled client %d: %v", len(stalled)+1, err)
		}
		stalled = append(stalled, c)
	}
	defer func() {
		for _, c := range stalled {
			c.Close()
		}
	}()
	// Every place taken: a socket and app.wasm open for each.
	full := time.Now()
	for openFiles(t, child.Process.Pid) < before+2*limit {
		if time.Since(full) > time.Minute {
			t.Fatalf("a minute on, the child holds %d descriptors: want %d (%d before, two for each of %d connections)", openFiles(t, child.Process.Pid), before+2*limit, before, limit)
		}
		time.Sleep(10 * time.Millisecond)
	}
	during := openFiles(t, child.Process.Pid)
	t.Logf("the child holds %d descriptors (%d before the stalled clients came)", during, before)
	if during > files {
		t.Errorf("the child holds %d descriptors, over its limit of %d", during, files)
	}

	// New clients while the stalled ones hold the server.
	client := &http.Client{Timeout: 10 * time.Second, Transport: &http.Transport{DisableKeepAlives: true}}
	codes := map[int]int{}
	failed := 0
	for range 20 {
		resp, err := client.Get("http://" + addr + "/")
		if err != nil {
			failed++
			continue
		}
		body, _ := io.ReadAll(resp.Body)
		resp.Body.Close()
		codes[resp.StatusCode]++
		switch resp.StatusCode {
		case 200:
		case 503:
			if ra, err := strconv.Atoi(resp.Header.Get("Retry-After")); err != nil || ra < 1 || ra > 60 {
				t.Errorf("503 with Retry-After %q", resp.Header.Get("Retry-After"))
			}
			if resp.Header.Get("Content-Security-Policy") == "" || resp.Header.Get("X-Content-Type-Options") != "nosniff" {
				t.Errorf("503 without the security headers: %v", resp.Header)
			}
			if !strings.Contains(string(body), "try again") {
				t.Errorf("503 body %q does not say to try again", body)
			}
		default:
			t.Errorf("a new client got %d: %.80q", resp.StatusCode, body)
		}
	}
	t.Logf("20 new clients beside %d stalled ones: %v, %d failed", clients, codes, failed)
	if failed > 0 {
		t.Errorf("%d of 20 new clients got no answer", failed)
	}

	// The server lets go of every stalled client within the stall time of
	// its last write, though none of them closes: its descriptors fall
	// back to what it held before they came.
	cut := time.Now()
	for openFiles(t, child.Process.Pid) > before+2 {
		if time.Since(cut) > time.Minute {
			t.Fatalf("a minute on, the child still holds %d descriptors (%d before)", openFiles(t, child.Process.Pid), before)
		}
		time.Sleep(50 * time.Millisecond)
	}
	t.Logf("the stalled clients were let go within %v", time.Since(cut).Round(100*time.Millisecond))
	resp, err := client.Get("http://" + addr + "/")
	if err != nil || resp.StatusCode != 200 {
		t.Fatalf("once the stalled clients were let go: %v %v", resp, err)
	}
	resp.Body.Close()

	// Each stalled client was answered: the page's app.wasm, begun (at
	// most one per connection allowed), or 503.
	var mu sync.Mutex
	var wg sync.WaitGroup
	got := map[string]int{}
	for _, c := range stalled {
		wg.Go(func() {
			c.SetReadDeadline(time.Now().Add(5 * time.Second))
			b := make([]byte, 13)
			n, _ := io.ReadFull(c, b)
			mu.Lock()
			got[string(b[:n])]++
			mu.Unlock()
		})
	}
	wg.Wait()
	t.Logf("the %d stalled clients' answers: %v", clients, got)
	if ok, busy := got["HTTP/1.1 200 "], got["HTTP/1.1 503 "]; ok > limit || ok+busy != clients {
		t.Errorf("stalled clients: %v; want each answered 200 (at most %d) or 503", got, limit)
	}
	if !strings.Contains(logs.String(), "503") || !strings.Contains(logs.String(), "descriptors") {
		t.Errorf("the server's log does not say it answered 503 for want of descriptors:\n%s", logs.String())
	}
	t.Logf("the server's log:\n%s", logs.String())
}

// openFiles counts the descriptors process pid holds.
func openFiles(t *testing.T, pid int) int {
	t.Helper()
	fds, err := os.ReadDir(fmt.Sprintf("/proc/%d/fd", pid))
	if err != nil {
		t.Fatal(err)
	}
	return len(fds)
}
