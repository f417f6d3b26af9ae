package site

import (
	"bytes"
	"compress/gzip"
	"encoding/json"
	"errors"
	"io"
	"io/fs"
	"math/rand/v2"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/andybalholm/brotli"
)

// shipFakeWeb copies web/ without app.wasm into a temp folder and puts a
// stand-in app.wasm there: the static pipeline never runs the wasm, and the
// unit tests must not depend on a build.
func shipFakeWeb(t *testing.T, wasm []byte) string {
	t.Helper()
	dir := t.TempDir()
	entries, err := os.ReadDir(filepath.Join("..", "..", "web"))
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range entries {
		if e.IsDir() || e.Name() == "app.wasm" || SkipWebFile(e.Name()) {
			continue
		}
		b, err := os.ReadFile(filepath.Join("..", "..", "web", e.Name()))
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dir, e.Name()), b, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	if err := os.WriteFile(filepath.Join(dir, "app.wasm"), wasm, 0o644); err != nil {
		t.Fatal(err)
	}
	return dir
}

// shipBuild writes a static site from web into a temp folder.
func shipBuild(t *testing.T, web, prefix string, brotliLevel int) (string, Site) {
	t.Helper()
	out := filepath.Join(t.TempDir(), "dist")
	s, err := Build(Options{Out: out, Prefix: prefix, Web: web, BrotliLevel: brotliLevel})
	if err != nil {
		t.Fatalf("building the static site: %v", err)
	}
	return out, s
}

// fakeWasm is a wasm header plus filler that compresses well.
func fakeWasm(filler string) []byte {
	return append([]byte("\x00asm\x01\x00\x00\x00"), bytes.Repeat([]byte(filler), 4000)...)
}

func TestSiteVersionFollowsWasm(t *testing.T) {
	web := shipFakeWeb(t, fakeWasm("one "))
	v1, err := siteVersion(web)
	if err != nil {
		t.Fatal(err)
	}
	again, _ := siteVersion(web)
	if again != v1 {
		t.Fatalf("same files, different versions: %s then %s", v1, again)
	}
	if err := os.WriteFile(filepath.Join(web, "app.wasm"), fakeWasm("two "), 0o644); err != nil {
		t.Fatal(err)
	}
	v2, _ := siteVersion(web)
	if v2 == v1 {
		t.Fatalf("app.wasm changed but the version stayed %s", v1)
	}
	// Precompressed copies left in web/ don't count.
	os.WriteFile(filepath.Join(web, "app.wasm.br"), []byte("stale"), 0o644)
	if v3, _ := siteVersion(web); v3 != v2 {
		t.Fatalf("a stray app.wasm.br changed the version: %s vs %s", v3, v2)
	}
}

// The version reaches everything a browser compares: the worker's bytes (so
// the browser installs the new one), app.js's env and the cache name.
func TestStaticVersionReachesWorkerAndAppJS(t *testing.T) {
	web := shipFakeWeb(t, fakeWasm("one "))
	out1, s1 := shipBuild(t, web, "", 1)
	os.WriteFile(filepath.Join(web, "app.wasm"), fakeWasm("two "), 0o644)
	out2, s2 := shipBuild(t, web, "", 1)
	if s1.Version == s2.Version {
		t.Fatalf("version %s did not change with app.wasm", s1.Version)
	}
	for _, c := range []struct {
		out string
		s   Site
	}{{out1, s1}, {out2, s2}} {
		worker := shipRead(t, filepath.Join(c.out, "app-worker.js"))
		if !strings.Contains(worker, `"app-" + "`+c.s.Version+`"`) {
			t.Errorf("app-worker.js does not carry version %s", c.s.Version)
		}
		if appJS := shipRead(t, filepath.Join(c.out, "app.js")); !strings.Contains(appJS, `"GOAPP_VERSION":"`+c.s.Version+`"`) {
			t.Errorf("app.js does not carry version %s", c.s.Version)
		}
	}
	if shipRead(t, filepath.Join(out1, "app-worker.js")) == shipRead(t, filepath.Join(out2, "app-worker.js")) {
		t.Error("the worker script is byte-identical across versions: browsers would never update")
	}
}

// thirdPartyOK are the only absolute URLs the shipped text may hold, none of
// them fetched: the SVG namespace, and a comment in the toolchain's
// wasm_exec.js (kept byte-identical on purpose).
var thirdPartyOK = map[string]bool{
	"http://www.w3.org/2000/svg":                true,
	"https://github.com/golang/go/issues/28975": true,
}

var absURL = regexp.MustCompile(`(?:https?:)?//[a-zA-Z0-9.-]*\.[a-zA-Z]{2,}[^\s"'<>)]*|https?://[^\s"'<>)]*`)

func TestStaticSiteUnderPrefix(t *testing.T) {
	wasm := fakeWasm("lab ")
	out, s := shipBuild(t, shipFakeWeb(t, wasm), "/playground/", 1)
	if s.Prefix != "/playground" {
		t.Fatalf("prefix %q, want /playground", s.Prefix)
	}
	index := shipRead(t, filepath.Join(out, "index.html"))
	for _, want := range []string{
		`src="/playground/app.js"`, `src="/playground/wasm_exec.js"`, `src="/playground/web/embed.js"`,
		`href="/playground/web/icon.svg"`, `href="/playground/manifest.webmanifest"`,
	} {
		if !strings.Contains(index, want) {
			t.Errorf("index.html lacks %s", want)
		}
	}
	// The stylesheets are inlined (no request before the first paint), and
	// the server's CSP allows exactly those blocks.
	css := shipRead(t, filepath.Join(out, "web", "app.css"))
	for _, page := range []string{"index.html", filepath.Join("registry", "index.html")} {
		html := shipRead(t, filepath.Join(out, page))
		if strings.Contains(html, `rel="stylesheet"`) || !strings.Contains(html, "<style>"+css+"</style>") {
			t.Errorf("%s does not carry web/app.css inline", page)
		}
	}
	srv, err := NewServer(out, "/playground")
	if err != nil {
		t.Fatal(err)
	}
	for _, src := range styleSources([]byte(index)) {
		if !strings.Contains(srv.csp, src) {
			t.Errorf("CSP %q does not allow the inlined style %s", srv.csp, src)
		}
	}
	if len(styleSources([]byte(index))) != 2 || strings.Contains(srv.csp, "unsafe-inline") {
		t.Errorf("index.html style blocks %v, CSP %q", styleSources([]byte(index)), srv.csp)
	}
	if strings.Contains(index, "og:url") || strings.Contains(index, "og:image") {
		t.Error("index.html keeps go-app's og:url/og:image, which point to https:/// without a domain")
	}
	appJS := shipRead(t, filepath.Join(out, "app.js"))
	if want := `goappWasmContentLength = "` + strconv.Itoa(len(wasm)) + `"`; !strings.Contains(appJS, want) {
		t.Errorf("app.js lacks %s: the progress label would use the compressed Content-Length", want)
	}
	var manifest struct{ Scope, StartURL string }
	var raw map[string]any
	json.Unmarshal([]byte(shipRead(t, filepath.Join(out, "manifest.webmanifest"))), &raw)
	manifest.Scope, _ = raw["scope"].(string)
	manifest.StartURL, _ = raw["start_url"].(string)
	if manifest.Scope != "/playground/" || manifest.StartURL != "/playground/" {
		t.Errorf("manifest scope %q start_url %q, want /playground/ for both", manifest.Scope, manifest.StartURL)
	}

	// Every file the worker caches exists in the site (one miss fails the
	// whole install, hence no offline), and the page is cached under the
	// scope URL, not go-app's slashless "/playground".
	worker := shipRead(t, filepath.Join(out, "app-worker.js"))
	list := regexp.MustCompile(`const resources = (\[[^\]]*\])`).FindStringSubmatch(worker)
	if list == nil {
		t.Fatal("app-worker.js has no list of resources")
	}
	var cached []string
	if err := json.Unmarshal([]byte(list[1]), &cached); err != nil {
		t.Fatal(err)
	}
	if len(cached) < 10 {
		t.Fatalf("the worker caches only %v", cached)
	}
	for _, u := range cached {
		if u == "/playground" {
			continue // mapped to the scope URL by the worker itself
		}
		if !strings.HasPrefix(u, "/playground/") {
			t.Errorf("worker caches %s, outside the site", u)
			continue
		}
		if _, err := os.Stat(filepath.Join(out, strings.TrimPrefix(u, "/playground/"))); err != nil {
			t.Errorf("worker caches %s, which the site lacks", u)
		}
	}

	// No third-party URL in any shipped text file.
	filepath.WalkDir(out, func(p string, d os.DirEntry, err error) error {
		if err != nil || d.IsDir() || !compressible[filepath.Ext(p)] || filepath.Ext(p) == ".wasm" {
			return err
		}
		for _, u := range absURL.FindAllString(shipRead(t, p), -1) {
			if !thirdPartyOK[u] {
				t.Errorf("%s holds the absolute URL %q", p, u)
			}
		}
		return nil
	})
}

func TestStaticFailsWithoutWasmOrAssets(t *testing.T) {
	web := shipFakeWeb(t, fakeWasm("x"))
	os.Remove(filepath.Join(web, "app.wasm"))
	_, err := Build(Options{Out: t.TempDir(), Web: web, BrotliLevel: 1})
	if err == nil || !strings.Contains(err.Error(), "./build.sh") {
		t.Errorf("without app.wasm: err %v, want a hint to run ./build.sh", err)
	}
	web = shipFakeWeb(t, fakeWasm("x"))
	os.Remove(filepath.Join(web, "icon-192.png"))
	_, err = Build(Options{Out: t.TempDir(), Web: web, BrotliLevel: 1})
	if err == nil || !strings.Contains(err.Error(), "/web/icon-192.png") {
		t.Errorf("without an icon: err %v, want it named", err)
	}
	// A folder that holds something else is not wiped.
	other := t.TempDir()
	os.WriteFile(filepath.Join(other, "thesis.tex"), []byte("keep me"), 0o644)
	_, err = Build(Options{Out: other, Web: shipFakeWeb(t, fakeWasm("x")), BrotliLevel: 1})
	if err == nil {
		t.Error("static overwrote a folder that held no generated site")
	}
	if shipRead(t, filepath.Join(other, "thesis.tex")) != "keep me" {
		t.Error("static deleted a file it did not write")
	}
	if _, err := cleanPrefix("play ground"); err == nil {
		t.Error(`prefix "play ground" accepted`)
	}
}

func TestNegotiate(t *testing.T) {
	both := map[string]variant{"": {}, "br": {}, "gzip": {}}
	gzOnly := map[string]variant{"": {}, "gzip": {}}
	for _, c := range []struct {
		accept string
		have   map[string]variant
		want   string
	}{
		{"gzip, deflate, br, zstd", both, "br"},
		{"gzip, deflate", both, "gzip"},
		{"br;q=0, gzip", both, "gzip"},
		{"br;q=0.5, gzip;q=0.8", both, "gzip"},
		{"", both, ""},
		{"identity", both, ""},
		{"*", both, "br"},
		{"*;q=0", both, ""},
		{"BR", both, "br"},
		{"br", gzOnly, ""},
		{"gzip;q=0", gzOnly, ""},
		{"x-gzip", both, "gzip"},
		{"x-gzip;q=0.3, br;q=0.2", both, "gzip"},
		{"gzip;q=0, x-gzip", gzOnly, "gzip"},
	} {
		if got := negotiate(c.accept, c.have); got != c.want {
			t.Errorf("negotiate(%q) = %q, want %q", c.accept, got, c.want)
		}
	}
}

func TestSiteServerHeadersAndEncodings(t *testing.T) {
	// Big enough that every encoding outgrows the server's write buffer:
	// Content-Length must then come from us, not from net/http.
	noise := make([]byte, 256<<10)
	rand.NewChaCha8([32]byte{1}).Read(noise)
	wasm := append(fakeWasm("serve me "), noise...)
	out, _ := shipBuild(t, shipFakeWeb(t, wasm), "/playground", 5)
	h, err := NewServer(out, "/playground")
	if err != nil {
		t.Fatal(err)
	}
	srv := httptest.NewServer(h)
	defer srv.Close()
	client := &http.Client{
		Transport:     &http.Transport{DisableCompression: true},
		CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse },
	}
	get := func(path, accept string, hdr ...string) (*http.Response, []byte) {
		t.Helper()
		req, _ := http.NewRequest("GET", srv.URL+path, nil)
		if accept != "" {
			req.Header.Set("Accept-Encoding", accept)
		}
		for i := 0; i+1 < len(hdr); i += 2 {
			req.Header.Set(hdr[i], hdr[i+1])
		}
		resp, err := client.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		defer resp.Body.Close()
		b, _ := io.ReadAll(resp.Body)
		return resp, b
	}
	etags := map[string]bool{}
	for _, c := range []struct{ accept, enc string }{{"gzip, deflate, br", "br"}, {"gzip", "gzip"}, {"", ""}} {
		resp, body := get("/playground/web/app.wasm", c.accept)
		if resp.StatusCode != 200 || resp.Header.Get("Content-Encoding") != c.enc {
			t.Fatalf("Accept-Encoding %q: status %d, Content-Encoding %q, want 200 %q", c.accept, resp.StatusCode, resp.Header.Get("Content-Encoding"), c.enc)
		}
		if resp.ContentLength != int64(len(body)) || len(resp.TransferEncoding) > 0 {
			t.Errorf("%q: Content-Length %d (transfer %v) for %d bytes sent", c.enc, resp.ContentLength, resp.TransferEncoding, len(body))
		}
		if c.enc != "" && len(body) >= len(noise)+(len(wasm)-len(noise))/2 {
			t.Errorf("%q: %d bytes for a %d-byte wasm that compresses well", c.enc, len(body), len(wasm))
		}
		if !bytes.Equal(shipDecode(t, c.enc, body), wasm) {
			t.Errorf("%q: the decoded body is not app.wasm", c.enc)
		}
		for k, v := range map[string]string{
			"Content-Type": "application/wasm", "Vary": "Accept-Encoding", "X-Content-Type-Options": "nosniff",
			"Cache-Control": "no-cache", "X-Uncompressed-Length": strconv.Itoa(len(wasm)),
		} {
			if got := resp.Header.Get(k); got != v {
				t.Errorf("%q: %s %q, want %q", c.enc, k, got, v)
			}
		}
		etags[resp.Header.Get("ETag")] = true
		if r, _ := get("/playground/web/app.wasm", c.accept, "If-None-Match", resp.Header.Get("ETag")); r.StatusCode != http.StatusNotModified {
			t.Errorf("%q: revalidation gave %d, want 304", c.enc, r.StatusCode)
		}
	}
	if len(etags) != 3 {
		t.Errorf("ETags %v: each encoding needs its own", etags)
	}

	resp, body := get("/playground/", "")
	if resp.StatusCode != 200 || !strings.Contains(string(body), `src="/playground/app.js"`) {
		t.Fatalf("/playground/: %d, want the index page", resp.StatusCode)
	}
	csp := resp.Header.Get("Content-Security-Policy")
	for _, want := range []string{"default-src 'none'", "script-src 'self' 'wasm-unsafe-eval'", "connect-src 'self'", "base-uri 'none'"} {
		if !strings.Contains(csp, want) {
			t.Errorf("CSP %q lacks %q", csp, want)
		}
	}
	if strings.Contains(csp, "unsafe-inline") || strings.Contains(csp, "http") {
		t.Errorf("CSP %q allows inline code or another site", csp)
	}
	if resp, _ := get("/playground?lab=cache&ttl=50", ""); resp.StatusCode != 301 || resp.Header.Get("Location") != "/playground/?lab=cache&ttl=50" {
		t.Errorf("/playground?…: %d to %q, want 301 to /playground/?lab=cache&ttl=50", resp.StatusCode, resp.Header.Get("Location"))
	}
	for _, p := range []string{"/index.html", "/playground/web/app.wasm.br", "/playground/nope.js", "/playground/../go.mod"} {
		resp, _ := get(p, "")
		if resp.StatusCode != 404 {
			t.Errorf("%s: %d, want 404", p, resp.StatusCode)
		}
		if resp.Header.Get("X-Content-Type-Options") != "nosniff" || resp.Header.Get("Content-Security-Policy") == "" {
			t.Errorf("%s: the error lacks the security headers", p)
		}
	}
	for p, ct := range map[string]string{
		"/playground/app-worker.js": "text/javascript; charset=utf-8", "/playground/manifest.webmanifest": "application/manifest+json",
		"/playground/web/icon.svg": "image/svg+xml", "/playground/web/icon-192.png": "image/png",
	} {
		if resp, _ := get(p, "br"); resp.Header.Get("Content-Type") != ct {
			t.Errorf("%s: Content-Type %q, want %q", p, resp.Header.Get("Content-Type"), ct)
		}
	}
}

func shipDecode(t *testing.T, enc string, b []byte) []byte {
	t.Helper()
	var r io.Reader = bytes.NewReader(b)
	switch enc {
	case "br":
		r = brotli.NewReader(r)
	case "gzip":
		zr, err := gzip.NewReader(r)
		if err != nil {
			t.Fatal(err)
		}
		r = zr
	}
	out, err := io.ReadAll(r)
	if err != nil {
		t.Fatalf("decoding %s: %v", enc, err)
	}
	return out
}

func shipRead(t *testing.T, p string) string {
	t.Helper()
	b, err := os.ReadFile(p)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// static empties only a folder it wrote itself, which it marks: a folder
// that holds app-worker.js (go-app's worker's default name) beside the
// user's own files is refused as an input error naming it, and every file
// stays; so is a regular file given as the folder. A folder the command
// wrote is emptied and written again; so is one whose writing stopped
// half-way (the marker is its first file).
func TestStaticEmptiesOnlyAFolderItWrote(t *testing.T) {
	web := shipFakeWeb(t, fakeWasm("marker "))
	theirs := t.TempDir()
	for name, text := range map[string]string{"app-worker.js": "their worker", "thesis.tex": "keep me", "index.html": "their page"} {
		os.WriteFile(filepath.Join(theirs, name), []byte(text), 0o644)
	}
	file := filepath.Join(t.TempDir(), "notes.txt")
	os.WriteFile(file, []byte("keep me too"), 0o644)
	for dir, want := range map[string]string{
		theirs: theirs + " holds files `app static` did not write (no " + ".playground-static" + " in it): not emptying it; name a new or empty folder",
		file:   file + " is a file, not a folder: name a new or empty folder",
	} {
		_, err := Build(Options{Out: dir, Web: web, BrotliLevel: 1})
		var in *InputError
		if !errors.As(err, &in) || err.Error() != want {
			t.Errorf("static into %s: %v, want the input error %q", dir, err, want)
		}
	}
	for name, text := range map[string]string{"app-worker.js": "their worker", "thesis.tex": "keep me", "index.html": "their page"} {
		if shipRead(t, filepath.Join(theirs, name)) != text {
			t.Errorf("static changed %s", name)
		}
	}
	if shipRead(t, file) != "keep me too" {
		t.Error("static changed the file given as its folder")
	}

	out, _ := shipBuild(t, web, "", 1)
	if _, err := os.Stat(filepath.Join(out, ".playground-static")); err != nil {
		t.Fatalf("the site holds no marker: %v", err)
	}
	os.WriteFile(filepath.Join(out, "stale.js"), []byte("from an older build"), 0o644)
	if _, err := Build(Options{Out: out, Web: web, BrotliLevel: 1}); err != nil {
		t.Fatalf("static into a folder it wrote: %v", err)
	}
	if _, err := os.Stat(filepath.Join(out, "stale.js")); !errors.Is(err, fs.ErrNotExist) {
		t.Errorf("static did not empty the folder it wrote: %v", err)
	}
	half := t.TempDir()
	os.WriteFile(filepath.Join(half, ".playground-static"), nil, 0o644)
	os.WriteFile(filepath.Join(half, "app.js"), []byte("half-written"), 0o644)
	if _, err := Build(Options{Out: half, Web: web, BrotliLevel: 1}); err != nil {
		t.Errorf("static into a folder it began writing: %v", err)
	}
	srv, err := NewServer(out, "")
	if err != nil || srv.files["/"+".playground-static"] != nil {
		t.Errorf("the marker is served: %v", err)
	}
}

// A path the site does not have is answered 404 with the site's not-found
// page — in both languages, linking to the home page under the prefix —
// inside the prefix or outside it, precompressed like every page; the
// worker keeps the page for offline use (it gave the home page there,
// which never became ready).
func TestAnUnknownPathIsAnsweredWithTheNotFoundPage(t *testing.T) {
	out, _ := shipBuild(t, shipFakeWeb(t, fakeWasm("notfound ")), "/playground", 1)
	h, err := NewServer(out, "/playground")
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct{ method, path, accept, enc string }{
		{"GET", "/playground/nope", "", ""},
		{"GET", "/playground/registry/nope?lease=2s", "gzip, br", "br"},
		{"GET", "/elsewhere", "gzip", "gzip"},
		{"HEAD", "/playground/web/nope.css", "", ""},
	} {
		rec := httptest.NewRecorder()
		req := httptest.NewRequest(c.method, c.path, nil)
		req.Header.Set("Accept-Encoding", c.accept)
		h.ServeHTTP(rec, req)
		body := string(shipDecode(t, c.enc, rec.Body.Bytes()))
		if rec.Code != 404 || rec.Header().Get("Content-Type") != "text/html; charset=utf-8" || rec.Header().Get("Content-Encoding") != c.enc {
			t.Errorf("%s %s: %d %q %q", c.method, c.path, rec.Code, rec.Header().Get("Content-Type"), rec.Header().Get("Content-Encoding"))
		}
		if rec.Header().Get("Content-Security-Policy") == "" || rec.Header().Get("ETag") != "" {
			t.Errorf("%s %s: headers %v", c.method, c.path, rec.Header())
		}
		if c.method == "HEAD" {
			if body != "" {
				t.Errorf("HEAD %s: a body", c.path)
			}
			continue
		}
		for _, want := range []string{`id="not-found"`, "Bu adreste bir sayfa yok", "There is no page at this address", `<a href="/playground/">`, `lang="en"`} {
			if !strings.Contains(body, want) {
				t.Errorf("%s: the page lacks %q:\n%s", c.path, want, body)
			}
		}
	}
	if w := shipRead(t, filepath.Join(out, "app-worker.js")); !strings.Contains(w, `"/playground/404.html"`) {
		t.Error("the worker does not keep the not-found page")
	}
}
