package site

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"log"
	"net"
	"net/http"
	"sync"
	"sync/atomic"
	"syscall"
	"time"

	"playground/engine/i18n"
)

// limits bound what clients can hold of the server: descriptors (one socket
// per connection, and a file while an answer is being sent) and time.
type limits struct {
	// conns is how many connections may be open at once; a client beyond
	// them is answered 503 at once, never left to time out.
	conns int
	// stall is how long a write may make no progress. A phone on a
	// 1.6 Mbit/s link takes about 10 s for app.wasm's 2 MB but never waits
	// long for one piece of it: the body goes out 32 KB at a time, each
	// with its own deadline, so a slow client that keeps reading gets the
	// whole file however long it takes (at 13 kbit/s and more), and one
	// that stops reading is cut off after stall.
	stall time.Duration
	// descriptors is the process's limit the connections were sized by.
	descriptors uint64
}

const (
	// reservedFiles are descriptors kept apart from connections: the
	// standard streams, the listener, the poller, the 503s being written.
	reservedFiles = 64
	// refusing is how many 503s are written beside the accept loop.
	refusing = 32
	// retryAfter is what a 503 asks a client to wait, in seconds.
	retryAfter = 5
	// logEvery spaces the log lines about 503s: one per interval, with a
	// count, however many clients were refused.
	logEvery = 10 * time.Second
)

// defaultLimits sizes the connection limit by the process's descriptor
// limit (descriptorLimit): two descriptors a connection, the reserve kept
// apart; 512 connections where the limit is not known.
func defaultLimits() limits {
	lim := limits{conns: 512, stall: 20 * time.Second}
	if d := descriptorLimit(); d > 0 {
		d = min(d, 1<<20) // "unlimited" reads as 2⁶⁴−1
		lim.descriptors = d
		lim.conns = int(max(d, 2*reservedFiles+2)-reservedFiles) / 2
	}
	return lim
}

// host is the HTTP server Serve runs: a Server behind a listener that
// holds the limits.
type host struct {
	srv *http.Server
	ln  *guardListener
}

// newHost serves s on ln within lim, logging to logw why clients were
// refused.
func newHost(s *Server, ln net.Listener, lim limits, logw io.Writer) *host {
	busy := &busyLog{w: logw}
	s.stall, s.busy = lim.stall, busy
	g := &guardListener{Listener: ln, lim: lim, headers: securityLines(s.csp), busy: busy}
	return &host{srv: newHTTPServer(s, lim.stall, logw), ln: g}
}

func (h *host) serve() error { return h.srv.Serve(h.ln) }

// newHTTPServer is the server with its timeouts: a request of a static site
// is a few headers, so reading it is quick; an answer must be written
// within stall, which the handler extends for every piece of a body it
// sends; an idle keep-alive connection is closed after a while. "OPTIONS *"
// reaches the handler, so its answer carries the site's headers too.
func newHTTPServer(h http.Handler, stall time.Duration, logw io.Writer) *http.Server {
	return &http.Server{
		Handler: h, ReadHeaderTimeout: readTimeout, ReadTimeout: readTimeout, WriteTimeout: stall, IdleTimeout: idleTimeout,
		DisableGeneralOptionsHandler: true, ErrorLog: log.New(logw, "", log.LstdFlags),
	}
}

// guardListener holds the connection limit: a connection beyond it is
// answered 503 with Retry-After and closed, and the log says why.
type guardListener struct {
	net.Listener
	lim      limits
	headers  string // the security headers as lines of a response head
	busy     *busyLog
	open     atomic.Int64
	refusing atomic.Int64
}

func (l *guardListener) Accept() (net.Conn, error) {
	for {
		c, err := l.Listener.Accept()
		if err != nil {
			if errors.Is(err, syscall.EMFILE) || errors.Is(err, syscall.ENFILE) {
				l.busy.note(fmt.Sprintf("no descriptor left to accept a connection (%d open, limit %d descriptors)", l.open.Load(), l.lim.descriptors), false)
			}
			return nil, err
		}
		if n := l.open.Add(1); n > int64(l.lim.conns) {
			l.open.Add(-1)
			l.busy.note(fmt.Sprintf("%d connections open, the most %d descriptors allow", n-1, l.lim.descriptors), true)
			l.refuse(c)
			continue
		}
		return &guardedConn{Conn: c, l: l}, nil
	}
}

// refuse answers c 503 and closes it. It reads the request's head first:
// closing a connection with data unread resets it, and the client may lose
// the answer. Up to refusing answers are written beside the accept loop,
// each waiting up to half a second for the head; beyond them the loop
// answers itself, waiting 5 ms at most, so a burst is answered, not reset.
func (l *guardListener) refuse(c net.Conn) {
	if l.refusing.Add(1) > refusing {
		l.refusing.Add(-1)
		answerBusy(c, 5*time.Millisecond, l.headers)
		return
	}
	go func() {
		defer l.refusing.Add(-1)
		answerBusy(c, 500*time.Millisecond, l.headers)
	}()
}

// answerBusy reads c's request head (waiting at most wait), answers 503
// with Retry-After and closes c.
func answerBusy(c net.Conn, wait time.Duration, headers string) {
	defer c.Close()
	c.SetReadDeadline(time.Now().Add(wait))
	var head [4096]byte
	for n := 0; n < len(head); {
		m, err := c.Read(head[n:])
		n += m
		if err != nil || bytes.Contains(head[max(n-m-3, 0):n], []byte("\r\n\r\n")) {
			break
		}
	}
	c.SetWriteDeadline(time.Now().Add(time.Second))
	body := busyBody()
	fmt.Fprintf(c, "HTTP/1.1 503 Service Unavailable\r\nContent-Type: text/plain; charset=utf-8\r\nContent-Length: %d\r\n"+
		"Retry-After: %d\r\nCache-Control: no-store\r\nConnection: close\r\n%s\r\n%s", len(body), retryAfter, headers, body)
}

// guardedConn is an accepted connection: closing it frees its place, and an
// answer net/http writes itself, before any handler (400 for a malformed
// request, 431, 505…), gets the site's security headers.
type guardedConn struct {
	net.Conn
	l      *guardListener
	closed atomic.Bool
}

func (c *guardedConn) Close() error {
	if !c.closed.Swap(true) {
		c.l.open.Add(-1)
	}
	return c.Conn.Close()
}

// CloseWrite keeps net/http's half-close (it lets a client read a 431 before
// the connection goes).
func (c *guardedConn) CloseWrite() error {
	if cw, ok := c.Conn.(interface{ CloseWrite() error }); ok {
		return cw.CloseWrite()
	}
	return nil
}

// Write adds the security headers to a response head that lacks them: the
// handler sets them on every answer, so only net/http's own answers do, and
// it writes each of those whole in one call (no file of the site begins
// with a status line).
func (c *guardedConn) Write(p []byte) (int, error) {
	if !bytes.HasPrefix(p, []byte("HTTP/1.")) {
		return c.Conn.Write(p)
	}
	end := bytes.Index(p, []byte("\r\n\r\n"))
	if end < 0 || bytes.Contains(p[:end], []byte("\r\nContent-Security-Policy:")) {
		return c.Conn.Write(p)
	}
	line := bytes.Index(p, []byte("\r\n")) + 2
	q := make([]byte, 0, len(p)+len(c.l.headers))
	q = append(append(append(q, p[:line]...), c.l.headers...), p[line:]...)
	if _, err := c.Conn.Write(q); err != nil {
		return 0, err
	}
	return len(p), nil
}

// securityLines are the security headers (securityHeaders) as lines of a
// response head.
func securityLines(csp string) string {
	h := http.Header{}
	securityHeaders(h, csp)
	var b bytes.Buffer
	h.Write(&b)
	return b.String()
}

var msgBusy = i18n.Text{
	TR: "Sunucu şu anda kaldırabileceği kadar bağlantıya hizmet veriyor. Lütfen birkaç saniye sonra yeniden deneyin.",
	EN: "The server is serving as many connections as it can. Please try again in a few seconds.",
}

// busyBody is a 503's text, in both languages: the page's language is not
// known before the page loads.
func busyBody() string { return msgBusy.TR + "\n" + msgBusy.EN + "\n" }

// busyLog says on the server's log why clients were answered 503: one line
// per logEvery at most, counting the answers since the line before.
type busyLog struct {
	w     io.Writer
	mu    sync.Mutex
	last  time.Time
	count int
}

// note records one refusal (answered says whether a 503 went out) and
// logs it with the reason when the last line is old enough.
func (b *busyLog) note(reason string, answered bool) {
	if b == nil {
		return
	}
	b.mu.Lock()
	defer b.mu.Unlock()
	if answered {
		b.count++
	}
	now := time.Now()
	if !b.last.IsZero() && now.Sub(b.last) < logEvery {
		return
	}
	fmt.Fprintf(b.w, "%s serve: %s: answering 503 (Retry-After: %d s); 503s since the previous such line: %d\n",
		now.Format("2006/01/02 15:04:05"), reason, retryAfter, b.count)
	b.last, b.count = now, 0
}
