//go:build !wasm

package main

import (
	"slices"
	"strconv"
	"testing"

	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"

	bt "playground/app/internal/browsertest"
	"playground/engine/labs"
	"playground/engine/why"
)

// jsWhySteps is the narration's steps as the page writes them (each
// button's text, without the words for screen readers).
const jsWhySteps = `[...document.querySelectorAll('#why .why-go')].map(b => b.childNodes[0].textContent)`

// A learner asks "why" in every lab's replay, on a phone and on a wide
// screen: "show me one" selects the key outcome's first instance and the
// narration tells the engine's chain in Turkish; a step's link moves the
// replay to its moment; an event of the picture selected with the
// keyboard is explained in turn.
func TestBrowserWhyShowsAChainAndFollowsItsSteps(t *testing.T) {
	bt.Need(t)
	site := bt.Site(t)
	b := bt.Launch(t, 1400)
	for _, l := range labs.All() {
		res, err := l.Run(nil, nil)
		if err != nil {
			t.Fatal(err)
		}
		key := why.Key(l, res)
		if key == "" {
			t.Fatalf("%s: the lesson's run has no key outcome", l.ID)
		}
		ev := why.Index(res)
		chain, _ := ev.Chain(key)
		var want []string
		for _, s := range chain {
			want = append(want, s.Text.TR)
		}
		for _, w := range []int64{390, 1400} {
			t.Run(l.ID+" at "+strconv.FormatInt(w, 10)+" px", func(t *testing.T) {
				b.Viewport(t, w, 900)
				openReplay(t, b, site.URL+"/?lab="+l.ID+"&view=replay")
				label := bt.Eval[string](t, b, `document.querySelector('#why-first').textContent`)
				if wantLabel := "Bir örnek göster: " + l.Outcomes[0].Label.TR; label != wantLabel {
					t.Errorf("#why-first says %q, want %q", label, wantLabel)
				}
				b.Do(t, chromedp.Click(chromedp.CSS("#why-first")))
				b.Wait(t, "#why names "+key, `(document.querySelector('#why')||{}).dataset?.why === `+strconv.Quote(key))
				if got := bt.Eval[[]string](t, b, jsWhySteps); !slices.Equal(got, want) {
					t.Errorf("narration\n%q\nwant the engine's chain\n%q", got, want)
				}
				last := chain[len(chain)-1]
				b.Wait(t, "the replay at the outcome's moment", `document.querySelector('#replay').dataset.t === `+strconv.Quote(strconv.FormatInt(int64(last.T), 10)))
				if n := bt.Eval[int](t, b, `document.querySelectorAll('#replay-svg .why-selected, #replay-svg .why-chain').length`); n == 0 {
					t.Error("the picture marks nothing of the chain")
				}
				// Follow a step to its moment: the last earlier than the outcome.
				k := -1
				for i, s := range chain {
					if s.T != last.T {
						k = i
					}
				}
				if k < 0 {
					t.Fatalf("every step at the outcome's moment: %v", chain)
				}
				step := strconv.FormatInt(int64(chain[k].T), 10)
				b.Do(t, chromedp.Click(chromedp.CSS(`#why li:nth-child(`+strconv.Itoa(k+1)+`) .why-go`)))
				b.Wait(t, "the replay at step "+chain[k].ID+"'s moment", `document.querySelector('#replay').dataset.t === `+strconv.Quote(step))
				if over := bt.Eval[float64](t, b, `document.documentElement.scrollWidth - document.documentElement.clientWidth`); over > 0 {
					t.Errorf("the page scrolls sideways by %v px", over)
				}
				b.Screenshot(t, "why-"+l.ID+"-"+strconv.FormatInt(w, 10))
				// The keyboard: focus another event of the picture, press Enter.
				other := bt.Eval[string](t, b, `(el => el ? (el.focus(), el.dataset.ev) : "")([...document.querySelectorAll('#replay-stage [data-ev]')].find(e => e.dataset.ev !== `+strconv.Quote(key)+`))`)
				if other == "" {
					t.Fatal("no other event to select in the picture")
				}
				b.Do(t, chromedp.KeyEvent(kb.Enter))
				b.Wait(t, "#why names "+other, `document.querySelector('#why').dataset.why === `+strconv.Quote(other))
				if _, ok := ev.Chain(other); !ok {
					t.Errorf("the picture selected %q, not an event of the run", other)
				}
				b.Do(t, chromedp.Click(chromedp.CSS("#why-close")))
				b.Wait(t, "the narration closed", `!document.querySelector('#why').dataset.why`)
			})
		}
	}
	if p := b.Problems(); len(p) > 0 {
		t.Errorf("console errors: %q", p)
	}
}
