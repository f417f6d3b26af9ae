// Package site is the playground as a static website: go-app's handler
// describing the page (site.go), static generation with a content-hash
// version and an offline service worker (static.go, worker.go),
// precompression (compress.go), and a server that serves a generated site
// as a static host would, with negotiated encodings and a strict CSP
// (server.go, csp.go). Nothing here is compiled into app.wasm.
package site

import (
	"net/http"
	"strconv"
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"playground/app/ui"
	"playground/app/ui/lessonlink"
)

// Site is what one build of the static site depends on besides the code.
type Site struct {
	Prefix  string // "" (served at the root) or a sub-path such as "/playground"
	Version string // content hash of web/ (siteVersion)
	WasmLen int64  // uncompressed size of app.wasm, for go-app's progress label
	// LessonLinks are the author's lesson addresses (web/lesson-links.json,
	// checked; lessonlink.Links.Encode), handed to the page as go-app's
	// environment: "" when the author configured none.
	LessonLinks string
}

// Files in web/ besides app.wasm that the site needs; the worker stores them
// all, so the lesson page works offline too.
var (
	webIconSVG = "/web/icon.svg"
	webIcon192 = "/web/icon-192.png"
	webIcon512 = "/web/icon-512.png"
	webEmbedJS = "/web/embed.js"
	// webAnswersJS shows a lab page's early answers (answers.go).
	webAnswersJS = "/web/answers.js"
	webAppCSS    = "/web/app.css"
	// The example lesson pages, in Turkish and in English (README, "Living
	// lesson pages"): among the files kept for offline use, so they open offline too.
	webLessonFiles = []string{"/web/ders-servis-kesfi.html", "/web/lesson-service-discovery.html",
		"/web/ders-servis-agi.html", "/web/lesson-service-mesh.html",
		"/web/ders-yuk-bosaltma.html", "/web/lesson-load-shedding.html",
		"/web/ders-sicak-anahtar.html", "/web/lesson-hot-key.html", "/web/lesson.css"}
)

// Handler is the site at the root with a fixed version, served by go-app
// itself: what tests of go-app's own files need. Shipping goes through the
// static site (Build, Serve).
func Handler() *app.Handler { return siteHandler(Site{Version: "dev"}) }

// siteHandler describes the site once for static generation. Every icon is
// set (go-app fills empty ones with raw.githubusercontent.com URLs), the
// version is the content hash (go-app would pick a random one per run), and
// the wasm length is baked into app.js so the progress label is right whether
// the wasm arrives brotli-encoded, gzipped or from the worker's store.
func siteHandler(s Site) *app.Handler {
	ui.Register() // go-app prerenders the page through its routes
	h := &app.Handler{
		Name:            "Dağıtık Sistemler Oyun Alanı",
		ShortName:       "Oyun Alanı",
		Title:           "Dağıtık Sistemler Oyun Alanı",
		Description:     "Servis keşfi, yan araba, yük boşaltma ve önbellek derslerinin tarayıcıda koşan laboratuvarları.",
		Lang:            "tr",
		BackgroundColor: "#1f2a44",
		ThemeColor:      "#1f2a44",
		Icon: app.Icon{
			Default:  webIcon192,
			Large:    webIcon512,
			SVG:      webIconSVG,
			Maskable: webIcon512,
		},
		Styles:                []string{webAppCSS},
		Scripts:               []string{webAnswersJS + " defer", webEmbedJS + " defer"},
		CacheableResources:    append(append(append([]string{webIconSVG, "/" + notFoundFile}, webLessonFiles...), labPages()...), embedPages(ui.LabPaths())...),
		Version:               s.Version,
		ServiceWorkerTemplate: workerJS,
	}
	// Set even when empty: go-app writes its environment into the
	// process's too, and a site built after one with links has none.
	h.Env = map[string]string{lessonlink.EnvKey: s.LessonLinks}
	if s.WasmLen > 0 {
		h.WasmContentLength = strconv.FormatInt(s.WasmLen, 10)
	}
	if s.Prefix != "" {
		r := app.PrefixedLocation(s.Prefix)
		files, _ := r.(http.Handler)
		h.Resources = keepRelative{r, files}
	}
	return h
}

// keepRelative is go-app's PrefixedLocation, but a relative location
// stays as written, as go-app's client and the browser read it: the
// server's resolver put the prefix before every location, so the
// prerendered pages' "../?lab=…" (a lab folder's links to the others)
// read "/playground../?lab=…", a page the site does not have, and the skip
// link's "#main" led to the home page. The Handler is the resolver's own,
// so go-app serves what it served.
type keepRelative struct {
	app.ResourceResolver
	http.Handler
}

func (k keepRelative) Resolve(location string) string {
	if location != "" && location != "web" && !strings.HasPrefix(location, "/") && !strings.HasPrefix(location, "web/") && !strings.Contains(location, "://") {
		return location
	}
	return k.ResourceResolver.Resolve(location)
}
