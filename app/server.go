//go:build !wasm

package main

import (
	"strconv"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// site is what one build of the static site depends on besides the code.
type site struct {
	Prefix  string // "" (served at the root) or a sub-path such as "/playground"
	Version string // content hash of web/ (siteVersion)
	WasmLen int64  // uncompressed size of app.wasm, for go-app's progress label
}

// Files in web/ besides app.wasm that the site needs; the worker caches them
// all, so the lesson page works offline too.
var (
	webIconSVG     = "/web/icon.svg"
	webIcon192     = "/web/icon-192.png"
	webIcon512     = "/web/icon-512.png"
	webEmbedJS     = "/web/embed.js"
	webAppCSS      = "/web/app.css"
	webLessonFiles = []string{"/web/lesson.html", "/web/lesson.css", "/web/lesson.js"}
)

// handler is the site at the root with a fixed version: what the CLI tests
// and a quick `go run` need. Shipping goes through siteHandler.
func handler() *app.Handler { return siteHandler(site{Version: "dev"}) }

// siteHandler describes the site once for static generation. Every icon is
// set (go-app fills empty ones with raw.githubusercontent.com URLs), the
// version is the content hash (go-app would pick a random one per run), and
// the wasm length is baked into app.js so the progress label is right whether
// the wasm arrives brotli-encoded, gzipped or from the worker's cache.
func siteHandler(s site) *app.Handler {
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
		Scripts:               []string{webEmbedJS + " defer"},
		CacheableResources:    append([]string{webIconSVG}, webLessonFiles...),
		Version:               s.Version,
		ServiceWorkerTemplate: workerJS,
	}
	if s.WasmLen > 0 {
		h.WasmContentLength = strconv.FormatInt(s.WasmLen, 10)
	}
	if s.Prefix != "" {
		h.Resources = app.PrefixedLocation(s.Prefix)
	}
	return h
}
