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
	"slices"
	"strconv"
	"strings"
	"syscall"
	"time"
)

// Server timeouts: a request of a static site is a few headers, so reading
// it is quick; an idle keep-alive connection is closed after a while. No
// write timeout: app.wasm on a slow link takes as long as it takes.
const (
	readTimeout = 10 * time.Second
	idleTimeout = 2 * time.Minute
)

// Serve generates the static site into a temporary folder and serves exactly
// that, the way a static host would, so what is tried locally is what ships.
// It listens first: a bad address fails at once, before the slow part.
func Serve(addr, web string, stdout io.Writer) error {
	ln, err := net.Listen("tcp", addr)
	if err != nil {
		return &InputError{fmt.Errorf("-addr %s: %w", addr, err)}
	}
	defer ln.Close()
	tmp, err := os.MkdirTemp("", "playground-site-")
	if err != nil {
		return err
	}
	defer os.RemoveAll(tmp)
	if err := Write(tmp, "", web, stdout); err != nil {
		return err
	}
	h, err := NewServer(tmp, "")
	if err != nil {
		return err
	}
	fmt.Fprintf(stdout, "playground: %s\n", browserURL(addr, ln.Addr()))
	srv := newHTTPServer(h)
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	go func() {
		<-ctx.Done()
		shutdown, cancel := context.WithTimeout(context.Background(), 2*time.Second)
		defer cancel()
		srv.Shutdown(shutdown)
	}()
	if err := srv.Serve(ln); !errors.Is(err, http.ErrServerClosed) {
		return err
	}
	return nil
}

// newHTTPServer is the server Serve runs, with its timeouts.
func newHTTPServer(h http.Handler) *http.Server {
	return &http.Server{Handler: h, ReadHeaderTimeout: readTimeout, ReadTimeout: readTimeout, IdleTimeout: idleTimeout}
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

// Server serves a generated site from memory under prefix, picking the
// precompressed copy the client accepts.
type Server struct {
	prefix string
	csp    string
	files  map[string]*siteFile // by path below the prefix: "/index.html", "/web/app.wasm"
}

type siteFile struct {
	ctype    string
	variants map[string]variant // by Content-Encoding: "" (identity), "br", "gzip"
}

type variant struct {
	body []byte
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
	s := &Server{prefix: strings.TrimRight(prefix, "/"), files: map[string]*siteFile{}}
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
			b, err := os.ReadFile(p + suffix)
			if errors.Is(err, fs.ErrNotExist) && enc != "" {
				continue
			}
			if err != nil {
				return err
			}
			sum := sha256.Sum256(b)
			f.variants[enc] = variant{body: b, etag: `"` + hex.EncodeToString(sum[:12]) + `"`}
		}
		rel, _ := filepath.Rel(dir, p)
		s.files["/"+filepath.ToSlash(rel)] = f
		if filepath.Ext(p) == ".html" {
			styles = append(styles, styleSources(f.variants[""].body)...)
		}
		return nil
	})
	if err != nil {
		return nil, err
	}
	slices.Sort(styles)
	s.csp = contentSecurityPolicy(slices.Compact(styles)...)
	if s.files["/index.html"] == nil {
		return nil, fmt.Errorf("%s holds no index.html: not a generated site", dir)
	}
	return s, nil
}

func (s *Server) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	securityHeaders(w.Header(), s.csp)
	if r.Method != http.MethodGet && r.Method != http.MethodHead {
		w.Header().Set("Allow", "GET, HEAD")
		http.Error(w, "method not allowed", http.StatusMethodNotAllowed)
		return
	}
	p := r.URL.Path
	if s.prefix != "" {
		if p == s.prefix {
			u := *r.URL
			u.Path = s.prefix + "/"
			http.Redirect(w, r, u.String(), http.StatusMovedPermanently)
			return
		}
		if !strings.HasPrefix(p, s.prefix+"/") {
			http.NotFound(w, r)
			return
		}
		p = p[len(s.prefix):]
	}
	if strings.HasSuffix(p, "/") {
		p += "index.html"
	}
	f := s.files[path.Clean(p)]
	if f == nil && s.files[path.Clean(p)+"/index.html"] != nil {
		// A lab's folder named without its slash (/LAB): where a
		// static host would send it, so relative links resolve.
		u := *r.URL
		u.Path += "/"
		http.Redirect(w, r, u.String(), http.StatusMovedPermanently)
		return
	}
	if f == nil {
		http.NotFound(w, r)
		return
	}
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
	h.Set("ETag", v.etag)
	if path.Ext(p) == ".wasm" {
		// The decoded size, for clients that read it (go-app gets it from
		// app.js, where the build bakes it in).
		h.Set("X-Uncompressed-Length", strconv.Itoa(len(f.variants[""].body)))
	}
	// Not http.ServeContent: it drops Content-Length when Content-Encoding is
	// set, and a chunked wasm leaves progress bars without a total.
	if inm := r.Header.Get("If-None-Match"); inm != "" && etagMatch(inm, v.etag) {
		w.WriteHeader(http.StatusNotModified)
		return
	}
	h.Set("Content-Length", strconv.Itoa(len(v.body)))
	if r.Method == http.MethodHead {
		return
	}
	w.Write(v.body)
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
// gzip by another name (RFC 9110, 8.4.1.3).
func negotiate(accept string, have map[string]variant) string {
	q := map[string]float64{}
	star := -1.0
	for _, part := range strings.Split(accept, ",") {
		name, params, _ := strings.Cut(strings.TrimSpace(part), ";")
		name = strings.ToLower(strings.TrimSpace(name))
		weight := 1.0
		if k, v, ok := strings.Cut(strings.TrimSpace(params), "="); ok && strings.TrimSpace(k) == "q" {
			if f, err := strconv.ParseFloat(strings.TrimSpace(v), 64); err == nil {
				weight = f
			}
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
