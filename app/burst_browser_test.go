//go:build !wasm

package main

import (
	"strconv"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	bt "playground/app/internal/browsertest"
)

// jsBurstRecorder records, for the frame sel, every run it reports (its
// queue and when) and every refusal.
const jsBurstRecorder = `(sel => {
  const f = document.querySelector(sel);
  window.__burst = {runs: [], errors: 0};
  f.addEventListener("playground:run", (e) => window.__burst.runs.push({queue: e.detail.values.queue, at: performance.now()}));
  f.addEventListener("playground:error", () => window.__burst.errors++);
  return true;
})`

// jsBurst sends n sets of the frame's queue, 0 … n-1, in one go — raw
// messages, or through embed.js's Playground.set — and says when the last
// one left.
func jsBurst(sel string, n int, raw bool) string {
	send := `Playground.set(` + strconv.Quote(sel) + `, {queue: String(i)})`
	if raw {
		send = `document.querySelector(` + strconv.Quote(sel) + `).contentWindow.postMessage({type: "playground:set", params: {queue: String(i)}}, "*")`
	}
	return `(() => { window.__burst.runs = []; window.__burst.errors = 0;
  for (let i = 0; i < ` + strconv.Itoa(n) + `; i++) ` + send + `;
  window.__burst.sent = performance.now(); return true; })()`
}

type burstRun struct {
	Queue string  `json:"queue"`
	At    float64 `json:"at"`
}

// A lesson page's burst of "playground:set" messages (a script, a dragged
// inline knob) is answered for its last state: the frame merges the sets
// it has not applied yet and runs them once, and embed.js posts the sets
// of one task as one message; so 1,000 and then 5,000 sets, raw or through
// Playground.set, end in a run of the last value, the runs in between
// skipped (a handful, each of a later value than the one before, never an
// older state), and no refusal.
func TestABurstOfSetsIsAnsweredForItsLastState(t *testing.T) {
	bt.Need(t)
	site := bt.Site(t)
	b := bt.Launch(t, 1400)
	b.Do(t, chromedp.Navigate(site.URL+"/web/ders-yuk-bosaltma.html"))
	b.Wait(t, "the frame's first run told", `(d => !!(d && d.querySelector('#playground[data-ready="true"][data-painted]')) && !!document.querySelector('[data-pg-frame="#bosaltma"] [data-pg-state="lesson"]'))(document.querySelector('#bosaltma').contentDocument)`)
	bt.Eval[bool](t, b, jsBurstRecorder+`("#bosaltma")`)
	for _, c := range []struct {
		n   int
		raw bool
	}{{1000, true}, {5000, true}, {1000, false}, {5000, false}} {
		n, how := c.n, map[bool]string{true: "raw messages", false: "Playground.set"}[c.raw]
		last := strconv.Itoa(n - 1)
		bt.Eval[bool](t, b, jsBurst("#bosaltma", n, c.raw))
		b.Wait(t, "the run of queue="+last, `window.__burst.runs.some(r => r.queue === `+strconv.Quote(last)+`)`,
			`JSON.stringify({runs: window.__burst.runs.length, last: window.__burst.runs.slice(-3), errors: window.__burst.errors})`)
		runs := bt.Eval[[]burstRun](t, b, `window.__burst.runs`)
		sent := bt.Eval[float64](t, b, `window.__burst.sent`)
		var queues []string
		for i, r := range runs {
			if i < 5 || i >= len(runs)-5 {
				queues = append(queues, r.Queue)
			} else if i == 5 {
				queues = append(queues, "…")
			}
		}
		t.Logf("%d sets (%s): %d runs reported (queue %v), the last %v after the last set was sent", n, how, len(runs), queues,
			time.Duration((runs[len(runs)-1].At-sent)*float64(time.Millisecond)).Round(time.Millisecond))
		if runs[len(runs)-1].Queue != last {
			t.Errorf("%d sets: the last run reported is of queue=%s, want %s", n, runs[len(runs)-1].Queue, last)
		}
		if len(runs) > 10 {
			t.Errorf("%d sets gave %d runs: the ones in between were not skipped", n, len(runs))
		}
		for i := 1; i < len(runs); i++ {
			a, _ := strconv.Atoi(runs[i-1].Queue)
			c, _ := strconv.Atoi(runs[i].Queue)
			if c <= a {
				t.Errorf("%d sets: a run of queue=%d came after one of queue=%d: an older state shown", n, c, a)
			}
		}
		if e := bt.Eval[int](t, b, `window.__burst.errors`); e != 0 {
			t.Errorf("%d sets: %d refusals reported", n, e)
		}
	}
}
