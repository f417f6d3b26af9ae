package site

import (
	"fmt"

	"net/http/httptest"
	"net/url"
	"os"
	"path"
	"path/filepath"
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// Prerendered embeds. A lesson page frames a lab as /?lab=LAB&embed=1
// (the embed snippet, web/embed.js): a static file has no query, so until
// app.wasm arrived such a frame showed the site's home page — twelve
// seconds on a phone network. The generator renders each lab's compact
// embed at the lesson's values (go-app's handler, the lab run natively,
// as the lab pages are) into LAB/embed.html; the server and the service
// worker answer a navigation that asks for an embed of a lab with it, and
// the app takes over with the frame's own address (its controls, values
// and view), as it does on a lab page.

// embedFile is a lab's prerendered embed below the site's root.
func embedFile(lab string) string { return lab + "/embed.html" }

// embedPages are the prerendered embeds as the worker stores them.
func embedPages(paths []string) []string {
	var out []string
	for _, p := range paths {
		out = append(out, "/"+embedFile(strings.TrimPrefix(p, "/")))
	}
	return out
}

// addEmbeds writes each lab's prerendered embed (the page at
// /LAB?embed=1, as go-app renders it with the lab run natively).
func addEmbeds(out string, h *app.Handler, paths []string) error {
	for _, p := range paths {
		lab := strings.TrimPrefix(p, "/")
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, httptest.NewRequest("GET", p+"?"+url.Values{"embed": {"1"}}.Encode(), nil))
		if rec.Code != 200 {
			return fmt.Errorf("%s: the embed answered %d", lab, rec.Code)
		}
		file := filepath.Join(out, filepath.FromSlash(embedFile(lab)))
		if err := os.WriteFile(file, rec.Body.Bytes(), 0o644); err != nil {
			return err
		}
		if err := fixIndex(file); err != nil {
			return err
		}
	}
	return nil
}

// embedOf is the prerendered embed a navigation to the site's root or a
// lab's folder asks for ("" for none): the query names an embed
// (embed=1, embed=story) of a lab, by lab= or by the folder.
func embedOf(page string, q url.Values) string {
	if e := q.Get("embed"); e != "1" && e != "story" {
		return ""
	}
	lab := q.Get("lab")
	if lab == "" && page != "/index.html" {
		lab = path.Base(path.Dir(page))
	}
	if lab == "" || strings.ContainsAny(lab, "/\\.") {
		return ""
	}
	return "/" + embedFile(lab)
}
