package site

import (
	"errors"
	"html"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"playground/engine/i18n"
	"playground/engine/labs"
	"playground/engine/words"
)

// TestEveryLabPageIsPrerenderedWithItsLessonTable: the static site has a
// page per lab (/registry/index.html…) whose HTML already holds the lab at
// the lesson's values: every cell of every lesson table, in order, and the
// status line saying these are the lesson's values computed ahead.
func TestEveryLabPageIsPrerenderedWithItsLessonTable(t *testing.T) {
	dist, _ := shipBuild(t, shipFakeWeb(t, fakeWasm("pre ")), "/playground", 1)
	for _, l := range labs.All() {
		b, err := os.ReadFile(filepath.Join(dist, l.ID, "index.html"))
		if err != nil {
			t.Fatalf("lab %s has no page of its own: %v", l.ID, err)
		}
		page := string(b)
		res, err := l.Run(nil, nil)
		if err != nil {
			t.Fatalf("lab %s at its defaults: %v", l.ID, err)
		}
		if !strings.Contains(page, `id="lab-`+l.ID+`"`) {
			t.Errorf("lab %s: its page does not show the lab", l.ID)
		}
		want := txtStatus(res.Stats.Events)
		if !strings.Contains(page, `class="stats prerendered"`) || !strings.Contains(page, want) {
			t.Errorf("lab %s: the page does not say its numbers are the lesson's (want %q)", l.ID, want)
		}
		tables := 0
		for _, s := range res.Sections {
			if !s.Lesson {
				continue
			}
			at := strings.Index(page, `id="cur-sec-`+s.ID+`"`)
			if at < 0 {
				t.Errorf("lab %s: lesson section %s is not in the page", l.ID, s.ID)
				continue
			}
			rest := page[at:]
			for _, line := range s.Lines {
				if !strings.Contains(rest, html.EscapeString(line.In(i18n.TR))) {
					t.Errorf("lab %s, section %s: line %q is not in the page", l.ID, s.ID, line.In(i18n.TR))
				}
			}
			var rows [][]i18n.Text
			if s.Table != nil {
				rows = s.Table.Rows
			}
			for _, row := range rows {
				for _, c := range row {
					cell := ">" + html.EscapeString(c.In(i18n.TR)) + "<"
					i := strings.Index(rest, cell)
					if i < 0 {
						t.Fatalf("lab %s, section %s: cell %q is not in the page where expected", l.ID, s.ID, cell)
					}
					rest = rest[i+len(cell)-1:]
				}
			}
			tables++
		}
		if tables == 0 {
			t.Errorf("lab %s has no lesson section to prerender", l.ID)
		}
		// The CSP forbids inline styles: a style attribute in the
		// prerendered HTML would be a violation before the wasm runs.
		if strings.Contains(page, ` style="`) {
			t.Errorf("lab %s: the prerendered page has a style attribute, which the CSP blocks", l.ID)
		}
	}
}

// txtStatus is the prerendered status's event count as the Turkish page
// prints it (engine/words: 2263, 12.345).
func txtStatus(events uint64) string { return words.Int(int(events)).In(i18n.TR) }

// TestLabPagesAreServedStoredAndRedirected: under a prefix the server
// answers a lab's folder with its page and its name without the slash with
// a redirect, and the worker stores every lab page for offline use.
func TestLabPagesAreServedStoredAndRedirected(t *testing.T) {
	dist, _ := shipBuild(t, shipFakeWeb(t, fakeWasm("pre ")), "/playground", 1)
	h, err := NewServer(dist, "/playground")
	if err != nil {
		t.Fatal(err)
	}
	for _, l := range labs.All() {
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, httptest.NewRequest(http.MethodGet, "/playground/"+l.ID+"/?requests=5", nil))
		if rec.Code != http.StatusOK || !strings.Contains(rec.Body.String(), `id="lab-`+l.ID+`"`) {
			t.Errorf("GET /playground/%s/: %d, lab shown: %v", l.ID, rec.Code, strings.Contains(rec.Body.String(), `id="lab-`+l.ID+`"`))
		}
		rec = httptest.NewRecorder()
		h.ServeHTTP(rec, httptest.NewRequest(http.MethodGet, "/playground/"+l.ID, nil))
		if rec.Code != http.StatusMovedPermanently || rec.Header().Get("Location") != "/playground/"+l.ID+"/" {
			t.Errorf("GET /playground/%s: %d to %q, want a redirect to the folder", l.ID, rec.Code, rec.Header().Get("Location"))
		}
	}
	worker, err := os.ReadFile(filepath.Join(dist, "app-worker.js"))
	if err != nil {
		t.Fatal(err)
	}
	for _, l := range labs.All() {
		if !strings.Contains(string(worker), `"/playground/`+l.ID+`/"`) {
			t.Errorf("the worker does not store the page of lab %s", l.ID)
		}
	}
}

// An author's lesson-links.json sends the lab page's lesson name to the
// course's own page (prerendered too); a build without it links the
// site's living page again; a mistake in it fails the build naming it.
func TestTheAuthorsLessonLinksReachTheLabPages(t *testing.T) {
	web := shipFakeWeb(t, fakeWasm("links "))
	if err := os.WriteFile(filepath.Join(web, "lesson-links.json"), []byte(`{"registry": {"tr": "https://ders.example/servis-kesfi", "en": "https://course.example/discovery"}}`), 0o644); err != nil {
		t.Fatal(err)
	}
	dist, _ := shipBuild(t, web, "", 1)
	page, err := os.ReadFile(filepath.Join(dist, "registry", "index.html"))
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(page), `href="https://ders.example/servis-kesfi"`) {
		t.Errorf("the registry page does not link the author's lesson page")
	}
	appJS, _ := os.ReadFile(filepath.Join(dist, "app.js"))
	if !strings.Contains(string(appJS), "PLAYGROUND_LESSON_LINKS") || !strings.Contains(string(appJS), "course.example/discovery") {
		t.Errorf("app.js does not hand the links to the page")
	}
	// Without the file, the site's own living page again.
	dist, _ = shipBuild(t, shipFakeWeb(t, fakeWasm("plain ")), "", 1)
	page, _ = os.ReadFile(filepath.Join(dist, "registry", "index.html"))
	if strings.Contains(string(page), "ders.example") || !strings.Contains(string(page), labs.Find("registry").LessonPage.TR) {
		t.Errorf("a build without links still links the author's page, or not the site's")
	}
	for _, bad := range []string{`{"nolab": {"tr": "https://x.example"}}`, `{"registry": {"tr": "javascript:alert(1)"}}`, `[1]`, `{"registry": "https://x.example"}`} {
		web := shipFakeWeb(t, fakeWasm("bad "))
		os.WriteFile(filepath.Join(web, "lesson-links.json"), []byte(bad), 0o644)
		_, err := Build(Options{Out: filepath.Join(t.TempDir(), "dist"), Web: web, BrotliLevel: 1})
		var in *InputError
		if !errors.As(err, &in) || !strings.Contains(err.Error(), "lesson-links.json") {
			t.Errorf("%s: built, or failed without naming the file: %v", bad, err)
		}
	}
}
