package site

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"net"
	"net/http"
	"os"
	"os/signal"
	"path"
	"path/filepath"
	"runtime/debug"
	"slices"
	"strconv"
	"strings"
	"syscall"
	"time"

	"playground/engine/param"
)

// Server timeouts for reading (writing is bounded by limits.stall): a
// request of a static site is a few headers, so reading it is quick; an
// idle keep-alive connection is closed after a while.
const (
	readTimeout = 10 * time.Second
	idleTimeout = 2 * time.Minute
)

// Serve generates the static site into a temporary folder and serves exactly
// that, the way a static host would, so what is tried locally is what ships.
// It listens first: a bad address fails at once, before the slow part.
func Serve(addr, web string, stdout, logw io.Writer) error {
	ln, err := net.Listen("tcp", addr)
	if err != nil {
		return &InputError{fmt.Errorf("-addr %s: %s", param.Echo(addr), listenReason(err))}
	}
	defer ln.Close()
	tmp, err := os.MkdirTemp("", "playground-site-")
	if err != nil {
		return err
	}
	defer os.RemoveAll(tmp)
	h, err := generate(tmp, web, stdout)
	if err != nil {
		return err
	}
	fmt.Fprintf(stdout, "playground: %s\n", browserURL(addr, ln.Addr()))
	hs := newHost(h, ln, defaultLimits(), logw)
	srv := hs.srv
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	go func() {
		<-ctx.Done()
		shutdown, cancel := context.WithTimeout(context.Background(), 2*time.Second)
		defer cancel()
		srv.Shutdown(shutdown)
	}()
	if err := hs.serve(); !errors.Is(err, http.ErrServerClosed) {
		return err
	}
	return nil
}

// generate writes the site into dir and returns its server. Generation's
// buffers (brotli's at level 11 reach hundreds of MB) go back to the system
// at once rather than over minutes, and the server holds its file list,
// not the files: an idle server stays small.
func generate(dir, web string, stdout io.Writer) (*Server, error) {
	if err := Write(dir, "", web, stdout); err != nil {
		return nil, err
	}
	h, err := NewServer(dir, "")
	if err != nil {
		return nil, err
	}
	debug.FreeOSMemory()
	return h, nil
}

// listenReason is why an address cannot be listened on, without the
// address (which the message echoes bounded and escaped).
func listenReason(err error) string {
	var dns *net.DNSError
	var addr *net.AddrError
	var sys *os.SyscallError
	switch {
	case errors.As(err, &dns):
		return dns.Err
	case errors.As(err, &addr):
		return addr.Err
	case errors.As(err, &sys):
		return sys.Err.Error()
	}
	return param.Echo(err.Error())
}

// browserURL names the listener as a browser should open it: "localhost"
// rather than 127.0.0.1 or 0.0.0.0 (service workers need a secure context,
// and localhost is one).
func browserURL(asked string, got net.Addr) string {
	host, _, _ := net.SplitHostPort(asked)
	_, port, _ := net.SplitHostPort(got.String())
	if host == "" || host == "0.0.0.0" || host == "::" {
		host = "localhost"
	}
	return "http://" + net.JoinHostPort(host, port) + "/"
}

// Server serves a generated site under prefix, picking the precompressed
// copy the client accepts. It holds the list of files, their sizes and
// ETags, not their bodies: each answer is read from the generated folder,
// which must stay as it was when NewServer read it.
type Server struct {
	prefix string
	csp    string
	files  map[string]*siteFile // by path below the prefix: "/index.html", "/web/app.wasm"
	// stall bounds each write of a body (limits.stall); 0: no bound.
	stall time.Duration
	busy  *busyLog // where a 503 for want of descriptors is logged
	open  func(string) (*os.File, error)
}

type siteFile struct {
	ctype    string
	variants map[string]variant // by Content-Encoding: "" (identity), "br", "gzip"
}

type variant struct {
	file string // on disk
	size int64
	etag string
}

var contentTypes = map[string]string{
	".html":        "text/html; charset=utf-8",
	".js":          "text/javascript; charset=utf-8",
	".css":         "text/css; charset=utf-8",
	".wasm":        "application/wasm",
	".svg":         "image/svg+xml",
	".png":         "image/png",
	".webmanifest": "application/manifest+json",
	".json":        "application/json",
	".txt":         "text/plain; charset=utf-8",
}

// NewServer loads the site generated in dir, to be served under prefix.
func NewServer(dir, prefix string) (*Server, error) {
	s := &Server{prefix: strings.TrimRight(prefix, "/"), files: map[string]*siteFile{}, open: os.Open}
	var styles []string // the pages' inlined stylesheets (styles.go)
	err := filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || SkipWebFile(d.Name()) {
			return err
		}
		f := &siteFile{ctype: contentTypes[filepath.Ext(p)], variants: map[string]variant{}}
		if f.ctype == "" {
			f.ctype = "application/octet-stream"
		}
		for enc, suffix := range map[string]string{"": "", "br": ".br", "gzip": ".gz"} {
			v, err := readVariant(p + suffix)
			if errors.Is(err, fs.ErrNotExist) && enc != "" {
				continue
			}
			if err != nil {
				return err
			}
			f.variants[enc] = v
		}
		rel, _ := filepath.Rel(dir, p)
		s.files["/"+filepath.ToSlash(rel)] = f
		if filepath.Ext(p) == ".html" {
			page, err := os.ReadFile(p)
			if err != nil {
				return err
			}
			styles = append(styles, styleSources(page)...)
		}
		return nil
	})
	if err != nil {
		return nil, err
	}
	slices.Sort(styles)
	s.csp = contentSecurityPolicy(slices.Compact(styles)...)
	if s.files["/index.html"] == nil {
		return nil, fmt.Errorf("%s holds no index.html: not a generated site", param.Echo(dir))
	}
	return s, nil
}

// readVariant notes where a file is, its size and its ETag (a hash of its
// bytes, read through once, not kept).
func readVariant(file string) (variant, error) {
	f, err := os.Open(file)
	if err != nil {
		return variant{}, err
	}
	defer f.Close()
	h := sha256.New()
	n, err := io.Copy(h, f)
	if err != nil {
		return variant{}, err
	}
	return variant{file: file, size: n, etag: `"` + hex.EncodeToString(h.Sum(nil)[:12]) + `"`}, nil
}

func (s *Server) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	securityHeaders(w.Header(), s.csp)
	switch r.Method {
	case http.MethodGet, http.MethodHead:
	case http.MethodOptions: // "OPTIONS *" too: what the server takes
		w.Header().Set("Allow", allowed)
		w.WriteHeader(http.StatusNoContent)
		return
	default:
		w.Header().Set("Allow", allowed)
		http.Error(w, "method not allowed", http.StatusMethodNotAllowed)
		return
	}
	p := r.URL.Path
	if s.prefix != "" {
		if p == s.prefix {
			s.redirect(w, r, "/")
			return
		}
		if !strings.HasPrefix(p, s.prefix+"/") {
			s.notFound(w, r)
			return
		}
		p = p[len(s.prefix):]
	}
	if strings.HasSuffix(p, "/") {
		p += "index.html"
	}
	clean := path.Clean("/" + p)
	f := s.files[clean]
	if f != nil && strings.HasSuffix(clean, "/index.html") {
		// A frame asking for a lab's embed: its prerendered embed (embeds.go).
		if e := s.files[embedOf(clean, r.URL.Query())]; e != nil {
			f = e
		}
	}
	if f == nil && s.files[clean+"/index.html"] != nil {
		// A lab's folder named without its slash (/LAB): where a
		// static host would send it, so relative links resolve. The
		// target is the folder as the site names it, never the path as
		// asked (which may read //host/… once decoded).
		s.redirect(w, r, clean+"/")
		return
	}
	if f == nil {
		s.notFound(w, r)
		return
	}
	s.serveFile(w, r, f, http.StatusOK)
}

// notFound answers 404 with the site's not-found page (notfound.go).
func (s *Server) notFound(w http.ResponseWriter, r *http.Request) {
	if f := s.files["/"+notFoundFile]; f != nil {
		s.serveFile(w, r, f, http.StatusNotFound)
		return
	}
	http.NotFound(w, r)
}

// serveFile answers with f, in the encoding the client takes best, with
// status: 200 for the file asked for (revalidated by its ETag), 404 for
// the not-found page.
func (s *Server) serveFile(w http.ResponseWriter, r *http.Request, f *siteFile, status int) {
	h := w.Header()
	h.Set("Content-Type", f.ctype)
	// Revalidate every time: the ETag makes that a 304, and a new version is
	// never hidden behind a max-age.
	h.Set("Cache-Control", "no-cache")
	enc := ""
	if len(f.variants) > 1 {
		h.Set("Vary", "Accept-Encoding")
		enc = negotiate(r.Header.Get("Accept-Encoding"), f.variants)
	}
	v := f.variants[enc]
	if enc != "" {
		h.Set("Content-Encoding", enc)
	}
	if f.ctype == contentTypes[".wasm"] {
		// The decoded size, for clients that read it (go-app gets it from
		// app.js, where the build bakes it in).
		h.Set("X-Uncompressed-Length", strconv.FormatInt(f.variants[""].size, 10))
	}
	if status == http.StatusOK {
		h.Set("ETag", v.etag)
		// Not http.ServeContent: it drops Content-Length when
		// Content-Encoding is set, and a chunked wasm leaves progress
		// bars without a total.
		if inm := r.Header.Get("If-None-Match"); inm != "" && etagMatch(inm, v.etag) {
			w.WriteHeader(http.StatusNotModified)
			return
		}
	}
	body, err := s.open(v.file)
	if err != nil {
		for _, k := range []string{"Content-Encoding", "ETag", "X-Uncompressed-Length", "Vary", "Cache-Control"} {
			h.Del(k)
		}
		if errors.Is(err, syscall.EMFILE) || errors.Is(err, syscall.ENFILE) {
			// Out of descriptors: the file is there, the server is busy.
			s.busy.note("no descriptor left to open "+path.Base(v.file), true)
			h.Set("Retry-After", strconv.Itoa(retryAfter))
			h.Set("Cache-Control", "no-store")
			http.Error(w, busyBody(), http.StatusServiceUnavailable)
			return
		}
		http.Error(w, "the generated site lost a file", http.StatusInternalServerError)
		return
	}
	defer body.Close()
	h.Set("Content-Length", strconv.FormatInt(v.size, 10))
	w.WriteHeader(status)
	if r.Method == http.MethodHead {
		return
	}
	io.CopyN(stallWriter{w, http.NewResponseController(w), s.stall}, body, v.size)
}

// allowed are the methods the server answers.
const allowed = "GET, HEAD, OPTIONS"

// stallWriter gives every write of a body its own deadline, stall from
// now: a client that keeps reading is never cut off, one that stops is.
type stallWriter struct {
	w     io.Writer
	rc    *http.ResponseController
	stall time.Duration
}

func (s stallWriter) Write(p []byte) (int, error) {
	if s.stall > 0 {
		s.rc.SetWriteDeadline(time.Now().Add(s.stall))
	}
	return s.w.Write(p)
}

// redirect answers 301 to target, a path of the site below its prefix
// ("/", "/LAB/"), keeping the query. The Location is always a path
// that starts with exactly one "/", followed by the prefix and a path of
// the site: never "//host" or "/\host" (which browsers read as another
// site), never a scheme.
func (s *Server) redirect(w http.ResponseWriter, r *http.Request, target string) {
	loc := s.prefix + target
	if !safeLocation(loc) {
		http.NotFound(w, r)
		return
	}
	if q := r.URL.RawQuery; q != "" && !strings.ContainsAny(q, "\\#\x00\r\n\t ") {
		loc += "?" + q
	}
	w.Header().Set("Location", loc)
	w.WriteHeader(http.StatusMovedPermanently)
}

// safeLocation reports whether loc is a path of this site: one leading
// "/", then no "/" right after it, no backslash, no control character, no
// "." or ".." segment.
func safeLocation(loc string) bool {
	if !strings.HasPrefix(loc, "/") || strings.HasPrefix(loc, "//") || strings.ContainsAny(loc, "\\?#%") {
		return false
	}
	for _, c := range loc {
		if c < 0x21 || c == 0x7f {
			return false
		}
	}
	for _, seg := range strings.Split(loc, "/") {
		if seg == "." || seg == ".." {
			return false
		}
	}
	return true
}

func etagMatch(header, etag string) bool {
	for _, e := range strings.Split(header, ",") {
		if e = strings.TrimPrefix(strings.TrimSpace(e), "W/"); e == etag || e == "*" {
			return true
		}
	}
	return false
}

// negotiate picks the accepted encoding with the highest q among the copies
// at hand, brotli first on a tie; "" means the file as it is. "x-gzip" is
// gzip by another name (RFC 9110, 8.4.1.3). A q of 0 is "not acceptable"
// (12.4.2); an element whose weight is not a qvalue is left out.
func negotiate(accept string, have map[string]variant) string {
	q := map[string]float64{}
	star := -1.0
	for _, part := range strings.Split(accept, ",") {
		name, weight, ok := codingWeight(part)
		if !ok {
			continue
		}
		switch name {
		case "*":
			star = weight
		case "":
		case "x-gzip":
			name = "gzip"
			fallthrough
		default:
			if old, seen := q[name]; !seen || weight > old {
				q[name] = weight
			}
		}
	}
	best, bestQ := "", 0.0
	for _, enc := range []string{"br", "gzip"} {
		if _, ok := have[enc]; !ok {
			continue
		}
		w, ok := q[enc]
		if !ok {
			w = max(star, 0)
		}
		if w > bestQ {
			best, bestQ = enc, w
		}
	}
	return best
}

// codingWeight reads one element of Accept-Encoding, `coding *( OWS ";" OWS
// name "=" value )`: the coding in lower case and its q (1 without one),
// the parameter's name matched without regard to case (RFC 9110, 12.4.2).
// ok is false when q is there but not a qvalue.
func codingWeight(part string) (name string, weight float64, ok bool) {
	params := strings.Split(part, ";")
	name, weight = strings.ToLower(strings.TrimSpace(params[0])), 1
	for _, p := range params[1:] {
		k, v, _ := strings.Cut(strings.TrimSpace(p), "=")
		if strings.EqualFold(k, "q") {
			weight, ok = qvalue(v)
			return name, weight, ok
		}
	}
	return name, weight, true
}

// qvalue reads `( "0" [ "." 0*3DIGIT ] ) / ( "1" [ "." 0*3("0") ] )`.
func qvalue(v string) (float64, bool) {
	whole, frac, _ := strings.Cut(v, ".")
	if (whole != "0" && whole != "1") || len(frac) > 3 {
		return 0, false
	}
	for _, c := range frac {
		if c < '0' || c > '9' || (whole == "1" && c != '0') {
			return 0, false
		}
	}
	f, err := strconv.ParseFloat(v, 64)
	return f, err == nil
}
