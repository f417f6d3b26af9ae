package site

import (
	"html"
	"net/url"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"

	"playground/engine/labs"
)

var (
	hrefRE = regexp.MustCompile(`<a href="([^"]*)"( aria-current="page")?>([^<]*)</a>`)
)

// TestEveryEarlyAnswerIsAPlainPageLinkedForABrowserWithoutJavaScript:
// under a prefix, every lab page names the buttons it answers early (the
// lesson's values, the first question, every preset) and carries none of
// the answers; it holds a <noscript> right under its buttons linking each
// (the buttons' own labels), and each link but the lesson's (the lab page
// itself) is BUTTON.html beside it — what answers.js fetches — a page
// that runs nothing (no script, no go-app loader) and shows that answer's
// run (its view, its slots), the same links with its own marked, and one
// into the playground at the answer's values. (That the run is the app's
// own, slot for slot, the Chromium test of the early answers checks.)
func TestEveryEarlyAnswerIsAPlainPageLinkedForABrowserWithoutJavaScript(t *testing.T) {
	const prefix = "/playground"
	dist, _ := shipBuild(t, shipFakeWeb(t, fakeWasm("nos ")), prefix, 1)
	for _, l := range labs.All() {
		b, err := os.ReadFile(filepath.Join(dist, l.ID, "index.html"))
		if err != nil {
			t.Fatal(err)
		}
		page := string(b)
		m := regexp.MustCompile(`<div id="` + AnswersID + `" hidden data-buttons="([^"]*)"`).FindStringSubmatch(page)
		if m == nil {
			t.Fatalf("lab %s: no #%s naming the buttons answered", l.ID, AnswersID)
		}
		buttons := strings.Fields(m[1])
		want := []string{"preset-lesson"}
		if l.Try != nil {
			want = append(want, "try-first")
		}
		for _, pr := range l.Presets {
			want = append(want, "preset-"+pr.ID)
		}
		if !slices.Equal(buttons, want) {
			t.Fatalf("lab %s answers %v, want %v (the lesson's values, the first question, each preset)", l.ID, buttons, want)
		}
		if len(page) > 400_000 {
			t.Errorf("lab %s: its page is %d bytes: the answers belong in their own pages", l.ID, len(page))
		}
		ns := page[strings.Index(page, "<noscript>")+1:]
		ns = ns[:strings.Index(ns, "</noscript>")]
		if i, p := strings.Index(page, "<noscript>"), presetsDiv.FindStringIndex(page); i < 0 || p == nil || i < p[0] {
			t.Fatalf("lab %s: no <noscript> after the presets", l.ID)
		}
		links := hrefRE.FindAllStringSubmatch(ns, -1)
		if len(links) != len(buttons) {
			t.Fatalf("lab %s: the <noscript> links %d answers, want %d: %s", l.ID, len(links), len(buttons), ns)
		}
		for i, button := range buttons {
			label := answerLabel(page, button)
			href := html.UnescapeString(links[i][1])
			if got := html.UnescapeString(links[i][3]); got != label {
				t.Errorf("lab %s: link %d says %q, want %q (the button %s)", l.ID, i, got, label, button)
			}
			if button == "preset-lesson" {
				if href != prefix+"/"+l.ID+"/" {
					t.Errorf("lab %s: the lesson's values link %s, want the lab page", l.ID, href)
				}
				continue
			}
			if want := prefix + "/" + l.ID + "/" + button + ".html"; href != want {
				t.Errorf("lab %s: %s's link is %s, want %s (answers.js fetches BUTTON.html beside the page)", l.ID, button, href, want)
			}
			b, err := os.ReadFile(filepath.Join(dist, filepath.FromSlash(strings.TrimPrefix(href, prefix+"/"))))
			if err != nil {
				t.Errorf("lab %s: %s's link %s is not a page of the site: %v", l.ID, button, href, err)
				continue
			}
			plain := string(b)
			for _, bad := range []string{"<script", "app-wasm-loader"} {
				if i := strings.Index(plain, bad); i >= 0 {
					t.Errorf("lab %s: %s holds %s (it runs a script or shows go-app's loader): %q", l.ID, href, bad, plain[max(i-80, 0):min(i+80, len(plain))])
				}
			}
			if slots, err := readSlots(plain); err != nil || len(slots) == 0 {
				t.Errorf("lab %s: %s shows no run (no slot): %v", l.ID, href, err)
			}
			if !regexp.MustCompile(` id="view-`).MatchString(plain) {
				t.Errorf("lab %s: %s has no view for answers.js to show", l.ID, href)
			}
			nav := plain[strings.Index(plain, `<nav class="answers-nav"`):]
			nav = nav[:strings.Index(nav, "</nav>")]
			own := 0
			for _, a := range hrefRE.FindAllStringSubmatch(nav, -1) {
				if a[2] != "" {
					own++
					if html.UnescapeString(a[1]) != href {
						t.Errorf("lab %s: %s marks %s as itself", l.ID, href, a[1])
					}
				}
			}
			if own != 1 {
				t.Errorf("lab %s: %s marks %d links as itself, want 1", l.ID, href, own)
			}
			live := regexp.MustCompile(`<a class="open-live" href="([^"]*)">`).FindStringSubmatch(plain)
			if live == nil {
				t.Errorf("lab %s: %s has no link into the playground", l.ID, href)
				continue
			}
			u, err := url.Parse(html.UnescapeString(live[1]))
			if err != nil || u.Path != prefix+"/"+l.ID+"/" || u.RawQuery == "" {
				t.Errorf("lab %s: %s opens the playground at %s, want %s/%s/ with the answer's values", l.ID, href, live[1], prefix, l.ID)
			}
		}
	}
}

// TestEveryLinkOfEveryPageUnderAPrefixReachesTheSite: in every page the
// static site ships under a prefix, every link (href), read as a browser
// reads it from that page's address, leads to a file of the site — what a
// learner without JavaScript, or before app.wasm has started, follows. The
// prerender once wrote a lab folder's links to the others as
// "/playground../?lab=…" and its skip link as a link to the home page.
func TestEveryLinkOfEveryPageUnderAPrefixReachesTheSite(t *testing.T) {
	const prefix = "/playground"
	dist, _ := shipBuild(t, shipFakeWeb(t, fakeWasm("lnk ")), prefix, 1)
	href := regexp.MustCompile(`<a [^>]*\bhref="([^"]*)"`)
	pages := 0
	filepath.WalkDir(dist, func(p string, d os.DirEntry, err error) error {
		if err != nil || d.IsDir() || filepath.Ext(p) != ".html" {
			return err
		}
		rel, _ := filepath.Rel(dist, p)
		at := &url.URL{Path: prefix + "/" + filepath.ToSlash(rel)}
		if strings.HasSuffix(at.Path, "/index.html") {
			at.Path = strings.TrimSuffix(at.Path, "index.html")
		}
		b, err := os.ReadFile(p)
		if err != nil {
			t.Fatal(err)
		}
		page := string(b)
		// The early answers' templates are the app's (JavaScript runs
		// there); the links a reader meets are the page's own.
		if i := strings.Index(page, `<div id="`+AnswersID+`"`); i >= 0 {
			page = page[:i]
		}
		pages++
		for _, m := range href.FindAllStringSubmatch(page, -1) {
			ref, err := url.Parse(html.UnescapeString(m[1]))
			if err != nil {
				t.Errorf("%s: link %q: %v", at.Path, m[1], err)
				continue
			}
			to := at.ResolveReference(ref)
			if to.Host != "" || to.Scheme != "" {
				continue // another site's (the TestStaticSiteUnderPrefix checks which)
			}
			if to.Path == prefix {
				to.Path = prefix + "/" // the server's and a static host's redirect
			}
			file, ok := strings.CutPrefix(to.Path, prefix+"/")
			if !ok {
				t.Errorf("%s: link %q leads to %s, outside the site", at.Path, m[1], to.Path)
				continue
			}
			if file == "" || strings.HasSuffix(file, "/") {
				file += "index.html"
			}
			if _, err := os.Stat(filepath.Join(dist, filepath.FromSlash(file))); err != nil {
				t.Errorf("%s: link %q leads to %s, which the site does not have", at.Path, m[1], to.Path)
			}
		}
		return nil
	})
	if pages < 10 {
		t.Fatalf("only %d pages read", pages)
	}
}
