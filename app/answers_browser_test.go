//go:build !wasm

package main

import (
	"encoding/json"
	"net/url"
	"strconv"
	"strings"
	"testing"

	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/cdproto/network"
	"github.com/chromedp/chromedp"

	bt "playground/app/internal/browsertest"
	"playground/engine/labs"
)

// jsAnswers is the static page's early answers: per button it names, the
// values its page opens the playground at and its slots' contents
// (trimmed: the prerender indents what it writes), read from the page
// answers.js fetches (BUTTON.html beside the lab page; the lab page itself
// for the lesson's values, as built).
const jsAnswers = `(async () => {
  const out = {};
  for (const id of document.querySelector('#pg-answers').dataset.buttons.split(" ")) {
    const doc = new DOMParser().parseFromString(await (await fetch(id === "preset-lesson" ? "./" : id + ".html")).text(), "text/html");
    const slots = {};
    for (const s of doc.querySelectorAll('#playground [data-slot]')) slots[s.dataset.slot] = s.innerHTML.trim();
    const live = doc.querySelector('a.open-live');
    out[id] = {q: live ? new URL(live.getAttribute('href'), location.href).search.slice(1) : "", slots};
  }
  return JSON.stringify(out);
})()`

// jsSlots is what the page's slots show now, by key.
const jsSlots = `JSON.stringify(Object.fromEntries([...document.querySelectorAll('#playground [data-slot]')].map(e => [e.dataset.slot, e.innerHTML.trim()])))`

// holdWasm holds the tab's requests for a .wasm back (on) or lets them
// through: what a phone network does for seconds, for as long as a test
// needs.
func holdWasm(t *testing.T, b *bt.Browser, on bool) {
	t.Helper()
	if _, err := chromedp.Call(b.Ctx, network.Enable, network.EnableParams{}); err != nil {
		t.Fatal(err)
	}
	if _, err := chromedp.Call(b.Ctx, network.SetBlockedURLs, network.SetBlockedURLsParams{
		URLPatterns: []*network.BlockPattern{{URLPattern: "*://*:*/*.wasm", Block: on}}}); err != nil {
		t.Fatal(err)
	}
}

type earlyAnswer struct {
	Q     string            `json:"q"`
	Slots map[string]string `json:"slots"`
}

// A learner on a slow network presses the first question or a preset
// before app.wasm has arrived, and the page answers at once with that
// run, computed when the site was built: every slot the app paints shows
// the run, the status line says the playground is still loading, and the
// address takes the values, so the app starts there. Then, with the wasm
// let through, the app's own run at each answer's address paints every
// slot exactly as the answer did: no divergence between the build's run
// and the tab's.
func TestBrowserAPressAnswersBeforeTheWasmArrivesAndTheAppAgrees(t *testing.T) {
	bt.Need(t)
	site := bt.Site(t)
	for _, w := range []int{390, 1400} {
		b := bt.LaunchFresh(t, w)
		holdWasm(t, b, true)
		for _, l := range labs.All() {
			t.Run(l.ID+" at "+strconv.Itoa(w), func(t *testing.T) {
				b.Do(t, chromedp.Navigate(site.URL+"/"+l.ID+"/"))
				b.Wait(t, "the page's early answers listening", `document.querySelector('#pg-answers[data-listening="true"]')`)
				var answers map[string]earlyAnswer
				if err := json.Unmarshal([]byte(bt.Eval[string](t, b, jsAnswers)), &answers); err != nil {
					t.Fatal(err)
				}
				want := []string{"preset-lesson"}
				if l.Try != nil {
					want = append(want, "try-first")
				}
				for _, pr := range l.Presets {
					want = append(want, "preset-"+pr.ID)
				}
				if len(answers) != len(want) {
					t.Errorf("the page answers %d buttons, want %d (%v)", len(answers), len(want), want)
				}
				// The lesson's answer last: the page starts there, so a
				// press on it first would change nothing to see.
				for i, id := range append(want[1:], want[0]) {
					a, ok := answers[id]
					if !ok {
						t.Errorf("no early answer for #%s", id)
						continue
					}
					if bt.Eval[bool](t, b, `!document.getElementById(`+strconv.Quote(id)+`)`) {
						t.Errorf("#%s is not on the page: the answer is for no button", id)
						continue
					}
					b.Press(t, "#"+id)
					b.Wait(t, "the answer to #"+id, `document.documentElement.dataset.earlyAnswer === `+strconv.Quote(id))
					if bt.Eval[bool](t, b, `!!document.querySelector('#playground[data-ready="true"]')`) {
						t.Fatal("the app started: the wasm was not held back")
					}
					checkSlots(t, b, "#"+id, a.Slots)
					if got := bt.Eval[string](t, b, `location.search.slice(1)`); !sameQuery(got, a.Q) {
						t.Errorf("#%s: the address reads ?%s, want the answer's values %s", id, got, a.Q)
					}
					if msg := bt.Eval[string](t, b, `document.querySelector('#status #early-answer')?.textContent ?? ""`); !strings.Contains(msg, "yükleniyor") {
						t.Errorf("#%s: the status line reads %q, want it to say the playground is loading", id, msg)
					}
					if got := bt.Eval[string](t, b, `document.querySelector('button.preset[aria-pressed="true"]')?.id ?? ""`); got != id {
						t.Errorf("#%s: the pressed button is #%s", id, got)
					}
					if i == 0 {
						b.Screenshot(t, "early-answer-"+l.ID+"-"+strconv.Itoa(w))
					}
				}
			})
		}
		// The app's own runs at the same addresses.
		holdWasm(t, b, false)
		for _, l := range labs.All() {
			t.Run(l.ID+" in the app at "+strconv.Itoa(w), func(t *testing.T) {
				b.Do(t, chromedp.Navigate(site.URL+"/"+l.ID+"/"))
				var answers map[string]earlyAnswer
				if err := json.Unmarshal([]byte(bt.Eval[string](t, b, jsAnswers)), &answers); err != nil {
					t.Fatal(err)
				}
				for id, a := range answers {
					u := site.URL + "/" + l.ID + "/"
					if a.Q != "" {
						u += "?" + a.Q
					}
					b.Load(t, u) // as the hand-over does: the app starts at the answer's address
					waitRun(t, b)
					var shown map[string]string
					if err := json.Unmarshal([]byte(bt.Eval[string](t, b, jsSlots)), &shown); err != nil {
						t.Fatal(err)
					}
					for key, html := range a.Slots {
						if strings.HasPrefix(key, "chart-") {
							// A figure is drawn at its box's width: the build's
							// at the static page's, the app's at the screen's.
							// Its numbers are the data slot's ("data-ID").
							continue
						}
						if shown[key] != html {
							t.Errorf("#%s: the app's run shows in slot %s %.120q…, the build's answer %.120q…", id, key, shown[key], html)
						}
					}
				}
			})
		}
	}
}

// checkSlots checks that the page's slots show an answer's, slot for slot.
func checkSlots(t *testing.T, b *bt.Browser, what string, want map[string]string) {
	t.Helper()
	var shown map[string]string
	if err := json.Unmarshal([]byte(bt.Eval[string](t, b, jsSlots)), &shown); err != nil {
		t.Fatal(err)
	}
	for key, html := range want {
		if shown[key] != html {
			t.Errorf("%s: slot %s shows %.80q…, the answer's %.80q…", what, key, shown[key], html)
		}
	}
}

// sameQuery compares two encoded queries as values.
func sameQuery(a, b string) bool {
	qa, errA := url.ParseQuery(a)
	qb, errB := url.ParseQuery(b)
	return errA == nil && errB == nil && qa.Encode() == qb.Encode()
}

// A lesson page's frame on a slow network: before app.wasm arrives, the
// frame's address (/?lab=LAB&embed=1, the snippet's) shows that lab's
// compact embed at the lesson's values — its key numbers and lesson
// sections, no site header — instead of the site's home page; with the
// wasm let through, the app takes the same frame over in embed mode.
func TestBrowserAnEmbedShowsItsLabBeforeTheWasmArrives(t *testing.T) {
	bt.Need(t)
	site := bt.Site(t)
	b := bt.LaunchFresh(t, 390)
	for _, l := range labs.All() {
		u := site.URL + "/?lab=" + l.ID + "&embed=1"
		holdWasm(t, b, true)
		b.Do(t, chromedp.Navigate(u))
		b.Wait(t, l.ID+"'s embed, prerendered", `document.querySelector('#playground.embed [data-lab="`+l.ID+`"] section.lesson') && !document.querySelector('header.site')`,
			`document.querySelector('#playground')?.className`)
		if bt.Eval[bool](t, b, `!!document.querySelector('#playground[data-ready="true"]')`) {
			t.Fatal("the app started: the wasm was not held back")
		}
		if l.ID == "admission" {
			b.Screenshot(t, "embed-prerendered-admission-390")
		}
		holdWasm(t, b, false)
		b.Load(t, u)
		b.Wait(t, l.ID+"'s embed, in the app", `document.querySelector('#playground.embed[data-ready="true"] [data-lab="`+l.ID+`"]')`)
	}
}

// A browser without JavaScript, on a phone and a desktop: a lab page says,
// right under its buttons, that they do nothing here and links each early
// answer instead (go-app's loader does not turn forever in a corner); a
// link followed shows that answer's run — every slot as the page's own
// answer has it — with the others linked and one into the playground.
func TestBrowserWithoutJavaScriptTheAnswersAreLinks(t *testing.T) {
	bt.Need(t)
	site := bt.Site(t)
	for _, w := range []int{390, 1400} {
		b := bt.LaunchFresh(t, w)
		if _, err := chromedp.Call(b.Ctx, emulation.SetScriptExecutionDisabled, emulation.SetScriptExecutionDisabledParams{Value: true}); err != nil {
			t.Fatal(err)
		}
		for _, l := range labs.All() {
			t.Run(l.ID+" at "+strconv.Itoa(w), func(t *testing.T) {
				b.Do(t, chromedp.Navigate(site.URL+"/"+l.ID+"/"))
				if bt.Eval[bool](t, b, `!!document.querySelector('#pg-answers[data-listening]')`) {
					t.Fatal("the page's script ran: JavaScript is not off")
				}
				var answers map[string]earlyAnswer
				if err := json.Unmarshal([]byte(bt.Eval[string](t, b, jsAnswers)), &answers); err != nil {
					t.Fatal(err)
				}
				links := bt.Eval[int](t, b, `document.querySelectorAll('.answers-nav a').length`)
				if links != len(answers) {
					t.Fatalf("%d links under the buttons, want one per early answer (%d)", links, len(answers))
				}
				if gap := bt.Eval[float64](t, b, `document.querySelector('.answers-nav').getBoundingClientRect().top - document.querySelector('.presets').getBoundingClientRect().bottom`); gap < 0 || gap > 24 {
					t.Errorf("the links start %.0f px under the presets, want right under them", gap)
				}
				if bt.Eval[bool](t, b, `(e => !!e && getComputedStyle(e).display !== "none")(document.querySelector('#app-wasm-loader'))`) {
					t.Error("go-app's loader shows on a page that runs no script")
				}
				b.Screenshot(t, "noscript-"+l.ID+"-"+strconv.Itoa(w))
				b.ScreenshotOf(t, ".starts", "noscript-buttons-"+l.ID+"-"+strconv.Itoa(w))
				for id, a := range answers {
					if id == "preset-lesson" {
						continue
					}
					sel := `.answers-nav a[href$="/` + id + `.html"]`
					label := bt.Eval[string](t, b, `document.querySelector('`+sel+`')?.textContent ?? ""`)
					if button := bt.Eval[string](t, b, `document.getElementById(`+strconv.Quote(id)+`).textContent.trim()`); !strings.HasPrefix(label, button) {
						t.Errorf("the link to %s's answer reads %q, the button %q", id, label, button)
					}
					b.Do(t, chromedp.Click(chromedp.CSS(sel)))
					b.WaitAsync(t, "the page of "+id, `location.pathname.endsWith("/`+id+`.html") && document.readyState === "complete"`)
					if st := bt.Eval[string](t, b, `document.querySelector('#status').textContent.trim()`); !strings.HasPrefix(st, "Bu değerlerle önceden hesaplandı") {
						t.Errorf("%s's page says %q, want that it was computed ahead at these values (not the lesson's)", id, st)
					}
					checkSlots(t, b, id+"'s page", a.Slots)
					if got := bt.Eval[string](t, b, `document.querySelector('.answers-nav a[aria-current="page"]')?.textContent ?? ""`); got != label {
						t.Errorf("%s's page marks %q as itself", id, got)
					}
					live := bt.Eval[string](t, b, `document.querySelector('.answers-nav a.open-live')?.search.slice(1) ?? "none"`)
					if !sameQuery(live, a.Q) {
						t.Errorf("%s's page opens the playground at ?%s, want the answer's values ?%s", id, live, a.Q)
					}
					b.Do(t, chromedp.Navigate(site.URL+"/"+l.ID+"/"))
				}
			})
		}
	}
}
