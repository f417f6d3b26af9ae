package site

import (
	"errors"
	"html"
	"os"
	"path/filepath"
	"regexp"
	"strings"

	"playground/engine/i18n"
)

// A browser without JavaScript (turned off, or a reader that runs none)
// cannot press a lab page's buttons. Each early answer is therefore also a
// plain page of its own, LAB/BUTTON.html, and the lab page links them in
// a <noscript> right under its buttons. A plain page is the page go-app
// rendered at the answer's values (the render the answer's templates come
// from: the engine's run, natively) with its scripts and go-app's loader
// left out, the same links shown plainly (a plain page runs no script, so
// a <noscript> would hide them from a browser that has JavaScript) and one
// into the playground at those values.

var (
	txtNoScript = i18n.Text{
		TR: "JavaScript kapalıyken bu düğmeler çalışmaz. Aynı çalıştırmaların önceden hesaplanmış sonuçları:",
		EN: "With JavaScript off these buttons do nothing. The same runs, computed ahead:",
	}
	txtPlainPage = i18n.Text{
		TR: "Bu sayfa önceden hesaplanmış bir sonuç: düğmeleri burada çalışmaz. Öteki sonuçlar:",
		EN: "This page is a result computed ahead: its buttons do nothing here. The other results:",
	}
	txtAnswersNav = i18n.Text{TR: "Önceden hesaplanmış sonuçlar", EN: "Results computed ahead"}
	txtOpenLive   = i18n.Text{TR: "Bu değerlerle oyun alanında aç", EN: "Open the playground at these values"}
)

// plainFile is where a button's plain page is written, under the site's
// folder ("" for the lesson's values: the lab page itself).
func plainFile(lab, button string) string {
	if button == "preset-lesson" {
		return ""
	}
	return filepath.Join(lab, button+".html")
}

// plainURL is the address of a button's plain page.
func plainURL(prefix, lab, button string) string {
	if f := plainFile(lab, button); f != "" {
		return prefix + "/" + filepath.ToSlash(f)
	}
	return prefix + "/" + lab + "/"
}

// answersNav links every answered button's page, in the buttons' order,
// the one shown (current) marked as the page.
func answersNav(prefix, lab string, a Answers, current, sentence string) string {
	var b strings.Builder
	b.WriteString(`<nav class="answers-nav" aria-label="` + html.EscapeString(txtAnswersNav.In(i18n.TR)) + `"><p>` + html.EscapeString(sentence) + `</p><ul>`)
	for _, button := range a.Order {
		b.WriteString(`<li><a href="` + html.EscapeString(plainURL(prefix, lab, button)) + `"`)
		if button == current {
			b.WriteString(` aria-current="page"`)
		}
		b.WriteString(`>` + html.EscapeString(a.Buttons[button].Label) + `</a></li>`)
	}
	b.WriteString(`</ul></nav>`)
	return b.String()
}

// afterPresets puts block right after the page's presets (the div of
// class "presets": the buttons it stands for are above it).
func afterPresets(page, block string) (string, error) {
	loc := presetsDiv.FindStringIndex(page)
	if loc == nil {
		return "", errors.New(`no presets (div class="presets") on the page`)
	}
	i := loc[0]
	_, end, err := divInner(page[i+1:])
	if err != nil {
		return "", err
	}
	at := i + 1 + end + len("</div>")
	return page[:at] + block + page[at:], nil
}

var (
	presetsDiv = regexp.MustCompile(`<div [^>]*\bclass="presets"[^>]*>`)
	scriptElem = regexp.MustCompile(`(?s)<script\b[^>]*>.*?</script>\s*`)
	loaderElem = regexp.MustCompile(`(?s)<aside [^>]*\bid="app-wasm-loader".*?</aside>\s*`) // go-app writes attributes in any order
)

// plainPage is page without what runs: no script, no go-app loader (its
// spinner would turn forever); its links, and one into the playground at
// query, under the buttons.
func plainPage(page, prefix, lab, button string, a Answers) (string, error) {
	page = scriptElem.ReplaceAllString(page, "")
	page = loaderElem.ReplaceAllString(page, "")
	page = ogMeta.ReplaceAllString(page, "") // as on the lab pages (moveLabPages)
	live := prefix + "/" + lab + "/"
	if q := a.Buttons[button].Query; q != "" {
		live += "?" + q
	}
	nav := answersNav(prefix, lab, a, button, txtPlainPage.In(i18n.TR))
	nav = strings.Replace(nav, `</ul></nav>`, `</ul><p><a class="open-live" href="`+html.EscapeString(live)+`">`+html.EscapeString(txtOpenLive.In(i18n.TR))+`</a></p></nav>`, 1)
	return afterPresets(page, nav)
}

// addPlainAnswers writes the plain pages of a lab's answers and links them
// from its page (b, the lab page's HTML) in a <noscript>.
func addPlainAnswers(out, prefix, lab string, a Answers, b []byte) ([]byte, error) {
	for _, button := range a.Order {
		f := plainFile(lab, button)
		if f == "" {
			continue
		}
		page, err := plainPage(a.Buttons[button].Page, prefix, lab, button, a)
		if err != nil {
			return nil, errors.New(lab + "'s " + button + ": " + err.Error())
		}
		if err := os.WriteFile(filepath.Join(out, f), []byte(page), 0o644); err != nil {
			return nil, err
		}
	}
	page, err := afterPresets(string(b), `<noscript>`+answersNav(prefix, lab, a, "preset-lesson", txtNoScript.In(i18n.TR))+`</noscript>`)
	return []byte(page), err
}
