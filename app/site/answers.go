package site

import (
	"bytes"
	"errors"
	"fmt"
	"html"
	"net/http/httptest"
	"net/url"
	"os"
	"path/filepath"
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"playground/engine/i18n"
	"playground/engine/labs"
)

// Early answers: a lab page's first question and its presets are finite
// runs, so the generator computes them with the page's own prerender (go-app
// renders the page at the preset's address, the lab run natively) and
// writes each as a page of its own beside the lab page (noscript.go), with
// its slots (the key numbers, the reading, the tables and figures: every
// element the page paints a run into, data-slot). web/answers.js fetches
// and shows one when its button is pressed before app.wasm has started: on
// a phone network that is the first twelve seconds of a first visit. The
// press also writes the preset's values into the address, so the app
// starts at the same state and its own run replaces the answer with the
// same numbers.

// AnswersID is the static page's element that names its early answers.
const AnswersID = "pg-answers"

// Answers are a page's early answers by the id of the button that asks for
// each, and the sentence the status line says meanwhile.
type Answers struct {
	Buttons map[string]Answer
	Order   []string // the buttons in the page's order
	Loading i18n.Text
}

// Answer is one button's run: the parameters it sets (the address the app
// starts from), the inner HTML of every slot by data-slot key (a page
// without one could answer nothing), what its link says, and the whole
// page at those values (its plain page: noscript.go).
type Answer struct {
	Query       string
	Slots       map[string]string
	Label, Page string
}

// txtAnswerLoading is the status line while an early answer shows (the
// address's lang= picks the language, as the app will).
var txtAnswerLoading = i18n.Text{
	TR: "Bu sonuç önceden hesaplandı; oyun alanının tamamı hâlâ yükleniyor, yüklenince aynı değerlerle kendisi çalıştırır.",
	EN: "This result was computed ahead; the full playground is still loading and will run the same values itself once it has.",
}

// labAnswers renders the lab page at each of its buttons' values through
// go-app's handler (the static generation's own path) and reads the slots.
func labAnswers(h *app.Handler, path, id string) (Answers, error) {
	l := labs.Find(id)
	out := Answers{Buttons: map[string]Answer{}, Loading: txtAnswerLoading}
	if l == nil {
		return out, fmt.Errorf("no lab %q", id)
	}
	add := func(button, params string) error {
		q, err := url.ParseQuery(params)
		if err != nil {
			return fmt.Errorf("%s's %s: %w", id, button, err)
		}
		target := path
		if len(q) > 0 {
			target += "?" + q.Encode()
		}
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, httptest.NewRequest("GET", target, nil))
		if rec.Code != 200 {
			return fmt.Errorf("%s: the page at %s answered %d", id, target, rec.Code)
		}
		page := rec.Body.String()
		slots, err := readSlots(page)
		if err != nil {
			return fmt.Errorf("%s at %s: %w", id, target, err)
		}
		if len(slots) == 0 {
			return fmt.Errorf("%s at %s: no slot (data-slot) on the page", id, target)
		}
		if err := hasView(page); err != nil { // answers.js shows it whole
			return fmt.Errorf("%s at %s: %w", id, target, err)
		}
		out.Order = append(out.Order, button)
		out.Buttons[button] = Answer{Query: q.Encode(), Slots: slots, Label: answerLabel(page, button), Page: page}
		return nil
	}
	if err := add("preset-lesson", ""); err != nil {
		return out, err
	}
	if l.Try != nil {
		if err := add("try-first", l.Try.Params); err != nil {
			return out, err
		}
	}
	for _, pr := range l.Presets {
		if err := add("preset-"+pr.ID, pr.Params); err != nil {
			return out, err
		}
	}
	return out, nil
}

// readSlots reads every slot's inner HTML from a page go-app rendered: the
// element after data-slot="KEY" up to its matching </div> (the slot is a
// div; the UI's HTML is well formed and escapes every "<" in its text).
func readSlots(page string) (map[string]string, error) {
	slots := map[string]string{}
	const attr = `data-slot="`
	for rest := page; ; {
		i := strings.Index(rest, attr)
		if i < 0 {
			return slots, nil
		}
		rest = rest[i+len(attr):]
		key := html.UnescapeString(rest[:strings.IndexByte(rest, '"')])
		inner, n, err := divInner(rest)
		if err != nil {
			return nil, fmt.Errorf("slot %q: %w", key, err)
		}
		slots[key] = inner
		rest = rest[n:]
	}
}

// hasView checks the page has the view's element (id="view-ID").
func hasView(page string) error {
	const attr = ` id="view-`
	i := strings.Index(page, attr)
	if i < 0 {
		return errors.New("no view (id=\"view-…\") on the page")
	}
	_, _, err := divInner(page[i+len(` id="`):])
	return err
}

// divInner is the inner HTML of the div whose start tag s is inside, and
// where in s its end tag starts.
func divInner(s string) (inner string, end int, err error) {
	start := strings.IndexByte(s, '>') + 1
	depth, j := 1, start
	for {
		open := indexTag(s[j:], "<div")
		close := strings.Index(s[j:], "</div>")
		if close < 0 {
			return "", 0, errors.New("no end tag")
		}
		if open >= 0 && open < close {
			depth++
			j += open + len("<div")
			continue
		}
		depth--
		if depth == 0 {
			return s[start : j+close], j + close, nil
		}
		j += close + len("</div>")
	}
}

// indexTag is the index of the start tag name (followed by a space or ">").
func indexTag(s, tag string) int {
	for off := 0; ; {
		i := strings.Index(s[off:], tag)
		if i < 0 {
			return -1
		}
		k := off + i + len(tag)
		if k < len(s) && (s[k] == ' ' || s[k] == '>') {
			return off + i
		}
		off = k
	}
}

// answerLabel is what a link to an answer says: its button's text, and
// for the first question's button ("Dene") the question too.
func answerLabel(page, button string) string {
	i := strings.Index(page, ` id="`+button+`"`)
	if i < 0 {
		return button
	}
	rest := page[i:]
	rest = rest[strings.IndexByte(rest, '>')+1:]
	label := textOf(rest[:strings.Index(rest, "</button>")])
	if button == "try-first" {
		if k := strings.Index(page, `class="first-try-q"`); k >= 0 {
			q := page[k:]
			q = q[strings.IndexByte(q, '>')+1:]
			label += ": " + textOf(q[:strings.Index(q, "</span>")])
		}
	}
	return label
}

// textOf is the text of a piece of HTML: its tags left out, its white
// space as one space.
func textOf(s string) string {
	var b strings.Builder
	for in := false; s != ""; s = s[1:] {
		switch c := s[0]; {
		case c == '<':
			in = true
		case c == '>':
			in = false
		case !in:
			b.WriteByte(c)
		}
	}
	return strings.Join(strings.Fields(html.UnescapeString(b.String())), " ")
}

// addAnswers writes each lab page's early answers as plain pages beside
// it (noscript.go: LAB/BUTTON.html, linked from a <noscript> under the
// buttons) and marks the page: #pg-answers, hidden, names the buttons
// answered (data-buttons) and the status line's sentence while one shows.
// web/answers.js fetches an answer's page when its button is pressed: the
// lab page carries none of them (they were 84–90 % of its HTML).
func addAnswers(out, prefix string, h *app.Handler, paths []string) error {
	for _, p := range paths {
		id := strings.TrimPrefix(p, "/")
		a, err := labAnswers(h, p, id)
		if err != nil {
			return err
		}
		block := `<div id="` + AnswersID + `" hidden data-buttons="` + html.EscapeString(strings.Join(a.Order, " ")) +
			`" data-loading="` + html.EscapeString(a.Loading.In(i18n.TR)) +
			`" data-loading-en="` + html.EscapeString(a.Loading.In(i18n.EN)) + `"></div>` + "\n"
		file := filepath.Join(out, id, "index.html")
		b, err := os.ReadFile(file)
		if err != nil {
			return err
		}
		if b, err = addPlainAnswers(out, prefix, id, a, b); err != nil {
			return fmt.Errorf("%s: %w", file, err)
		}
		k := bytes.LastIndex(b, []byte("</body>"))
		if k < 0 {
			return errors.New(file + ": no </body>")
		}
		b = append(b[:k:k], append([]byte(block), b[k:]...)...)
		if err := os.WriteFile(file, b, 0o644); err != nil {
			return err
		}
	}
	return nil
}
