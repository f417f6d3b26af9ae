//go:build !wasm

package main

import (
	"encoding/json"
	"fmt"
	"net/url"
	"os"
	"slices"
	"sort"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"

	bt "playground/app/internal/browsertest"
	"playground/engine/lab"
	"playground/engine/labs"
)

// The replay view's browser tests: it draws every lab's scene, moves with
// the scrubber and the keys, and a t= link reopens the same frame.

// openReplay loads a replay and waits until it has painted its moment.
// jsReplayTextMin is the smallest text of the replay's picture as drawn
// (its font size times the picture's scale), in px.
const jsReplayTextMin = `(() => {
  const svg = document.querySelector('#replay-svg');
  const scale = svg.getBoundingClientRect().width / svg.viewBox.baseVal.width;
  return Math.min(...[...svg.querySelectorAll('text')].map(t => parseFloat(getComputedStyle(t).fontSize) * scale));
})()`

// jsReplayNamesCut lists the nodes whose name, as drawn, is not the whole
// label (the node's <title> starts with it) or sticks out of the box.
const jsReplayNamesCut = `[...document.querySelectorAll('#replay [data-node]')].flatMap(n => {
  const box = n.querySelector('rect.box').getBBox();
  const lines = [...n.querySelectorAll('.rlabel')].filter(l => l.textContent);
  const squeeze = s => s.replace(/\s+/g, '');
  const drawn = lines.map(l => l.textContent).join(' ');
  const title = n.querySelector('title').textContent; // the label, then " (id)"
  const label = title.slice(0, title.length - n.dataset.node.length - 3);
  const wide = lines.some(l => l.getComputedTextLength() > box.width - 4);
  return squeeze(drawn) === squeeze(label) && !wide ? [] : [n.dataset.node + ': ' + drawn];
})`

func openReplay(t testing.TB, b *bt.Browser, u string) {
	t.Helper()
	open(t, b, u)
	b.Wait(t, "the replay painted", `document.querySelector('#replay[data-t]') && document.querySelector('#replay [data-node]')`,
		`(document.querySelector('#replay')||{outerHTML:""}).outerHTML.slice(0,300)`)
}

// frame is what the replay shows at its moment: the time, every node's
// state and counters, the narration and the dots.
type frame struct {
	T      string            `json:"t"`
	States map[string]string `json:"states"`
	Counts map[string]string `json:"counts"`
	Note   string            `json:"note"`
	Dots   int               `json:"dots"`
}

const jsFrame = `JSON.stringify({
  t: document.querySelector('#replay').dataset.t,
  states: Object.fromEntries([...document.querySelectorAll('#replay [data-node]')].map(n => [n.dataset.node, n.dataset.state])),
  counts: Object.fromEntries([...document.querySelectorAll('#replay [data-node]')].map(n => [n.dataset.node, [...n.querySelectorAll('.rcount')].map(c => c.textContent).join('|')])),
  note: document.querySelector('#replay-note').textContent,
  dots: document.querySelectorAll('#replay-dots circle.dot').length,
})`

func readFrame(t testing.TB, b *bt.Browser) frame {
	t.Helper()
	var f frame
	if err := json.Unmarshal([]byte(bt.Eval[string](t, b, jsFrame)), &f); err != nil {
		t.Fatal(err)
	}
	return f
}

// scrubTo drags the scrubber to t (an input event, as a drag fires) and
// waits for the frame.
func scrubTo(t testing.TB, b *bt.Browser, at time.Duration) {
	t.Helper()
	v := strconv.FormatInt(int64(at), 10)
	bt.Eval[bool](t, b, `(s => (s.value = `+strconv.Quote(v)+`, s.dispatchEvent(new Event('input', {bubbles: true})), true))(document.querySelector('#replay-scrub'))`)
	b.Wait(t, "the replay at "+at.String(), `document.querySelector('#replay').dataset.t === `+strconv.Quote(v))
}

func stateOf(t testing.TB, b *bt.Browser, node string) string {
	t.Helper()
	return bt.Eval[string](t, b, `document.querySelector('#replay [data-node=`+strconv.Quote(node)+`]').dataset.state`)
}

// replayStops are the moments the replay steps between: every scene
// event, every message's send and answer (unless the run is drawn as
// rates), every phase start and every table row's final time, with 0 and
// the end.
func replayStops(res *lab.Result) []time.Duration {
	end := time.Duration(0)
	var stops []time.Duration
	for _, e := range res.Scene.Events {
		stops = append(stops, e.T)
		end = max(end, e.T)
	}
	rates := len(res.Trace)+res.TraceDropped > 2000
	for _, m := range res.Trace {
		if !rates {
			stops = append(stops, m.Sent, m.Received)
		}
		end = max(end, m.Received)
	}
	for _, s := range res.Spans {
		if s.Kind == lab.SpanMarker {
			stops = append(stops, s.From)
		}
		end = max(end, s.To)
	}
	for _, s := range res.Sections {
		if s.Table != nil {
			for _, at := range s.Table.RowAt {
				stops = append(stops, at)
				end = max(end, at)
			}
		}
	}
	stops = append(stops, 0, end)
	slices.Sort(stops)
	return slices.Compact(stops)
}

func TestBrowserReplay(t *testing.T) {
	bt.Need(t)
	site := bt.Site(t)
	b := bt.Launch(t, 1400)
	base := site.URL + "/"

	for _, l := range labs.All() {
		t.Run(l.ID+" draws one node per scene node", func(t *testing.T) {
			res, err := l.Run(nil, nil)
			if err != nil {
				t.Fatal(err)
			}
			openReplay(t, b, base+"?lab="+l.ID+"&view=replay")
			var want []string
			for _, n := range res.Scene.Nodes {
				want = append(want, n.ID)
			}
			got := bt.Eval[[]string](t, b, `[...document.querySelectorAll('#replay [data-node]')].map(n => n.dataset.node)`)
			if !slices.Equal(got, want) {
				t.Errorf("drawn nodes %q, want the scene's %q", got, want)
			}
			// Readable: 12 px text at least on a wide screen, 11 px on a phone.
			for _, vp := range []struct {
				w, h int64
				min  float64
			}{{390, 844, 11}, {1400, 900, 12}} {
				b.Viewport(t, vp.w, vp.h)
				narrow := strconv.FormatBool(vp.w < 820) // the picture is laid out again for the new width
				b.Wait(t, "the replay laid out at its width", `(svg => svg && svg.classList.contains('narrow') === `+narrow+` && Math.abs(svg.getBoundingClientRect().width - svg.viewBox.baseVal.width) < 1.5)(document.querySelector('#replay-svg'))`)
				if got := bt.Eval[float64](t, b, jsReplayTextMin); got < vp.min-0.05 {
					t.Errorf("at %d px the replay's smallest text is %.1f px, want at least %.0f", vp.w, got, vp.min)
				}
				// Names are never cut: each node's name lines, as drawn,
				// spell its whole name and fit inside its box.
				if bad := bt.Eval[[]string](t, b, jsReplayNamesCut); len(bad) > 0 {
					t.Errorf("at %d px node names cut or wider than their box: %q", vp.w, bad)
				}
			}
			// Phases are marked on the scrubber in every lab.
			if n := bt.Eval[int](t, b, `document.querySelectorAll('#replay .phase').length`); n == 0 {
				t.Errorf("no phase marks on the scrubber")
			}
			if tab := bt.Eval[string](t, b, `(document.querySelector('#tab-replay[aria-selected="true"]')||{textContent:""}).textContent`); tab != "Tekrar oynat" {
				t.Errorf("the replay tab is not selected: %q", tab)
			}
			// Every state drawn at the end is the node's last state.
			scrubTo(t, b, replayStops(res)[len(replayStops(res))-1])
			f := readFrame(t, b)
			for _, n := range res.Scene.Nodes {
				last := ""
				for _, e := range res.Scene.Events {
					if e.Node == n.ID && !e.Narrates() {
						last = e.State
					}
				}
				if f.States[n.ID] != last {
					t.Errorf("node %s at the end: %q, want %q", n.ID, f.States[n.ID], last)
				}
			}
		})
	}

	reg := labs.Find("registry")
	res, err := reg.Run(nil, nil)
	if err != nil {
		t.Fatal(err)
	}
	const killed = "127.0.0.1:8764"
	var kill time.Duration
	for _, e := range res.Scene.Events {
		if e.Node == killed && e.State == "dead" {
			kill = e.T
			break
		}
	}

	t.Run("the killed replica is alive before the kill and dead after", func(t *testing.T) {
		openReplay(t, b, base+"?lab=registry&view=replay")
		scrubTo(t, b, kill-time.Millisecond)
		if s := stateOf(t, b, killed); s != "alive" {
			t.Errorf("1 ms before the kill: %q, want alive", s)
		}
		scrubTo(t, b, kill)
		if s := stateOf(t, b, killed); s != "dead" {
			t.Errorf("at the kill: %q, want dead", s)
		}
		if note := readFrame(t, b).Note; !strings.Contains(note, killed) || !strings.Contains(note, "öldürüldü") {
			t.Errorf("the narration at the kill: %q", note)
		}
		scrubTo(t, b, kill-time.Millisecond)
		if s := stateOf(t, b, killed); s != "alive" {
			t.Errorf("scrubbed back before the kill: %q, want alive", s)
		}
	})

	t.Run("t= reopens the same frame after a reload", func(t *testing.T) {
		u := base + "?lab=registry&view=replay&t=1.3s"
		openReplay(t, b, u)
		first := readFrame(t, b)
		if first.T != "1300000000" {
			t.Fatalf("t=1.3s opens at data-t=%s", first.T)
		}
		b.Do(t, chromedp.Reload())
		b.Wait(t, "the replay after the reload", `document.querySelector('#playground[data-ready="true"] #replay[data-t]')`)
		if again := readFrame(t, b); !framesEqual(first, again) {
			t.Errorf("after the reload:\n%+v\nwant\n%+v", again, first)
		}
		// A moment reached by scrubbing goes into the URL and the share
		// link, and reopens there too.
		scrubTo(t, b, kill+400*time.Microsecond)
		want := (kill + 400*time.Microsecond).String()
		b.Wait(t, "t= in the URL", `new URLSearchParams(location.search).get('t') === `+strconv.Quote(want))
		link := bt.Eval[string](t, b, `document.querySelector('#share-link').value`)
		if q, _ := url.Parse(link); q == nil || q.Query().Get("t") != want || q.Query().Get("view") != "replay" {
			t.Errorf("share link %q lacks t=%s or view=replay", link, want)
		}
		bt.Eval[bool](t, b, `(document.querySelector('#embed-toggle').click(), true)`)
		b.Wait(t, "the embed snippet", `document.querySelector('#embed-code')`)
		snippet := bt.Eval[string](t, b, `document.querySelector('#embed-code').value`)
		if !strings.Contains(snippet, "t="+url.QueryEscape(want)) || !strings.Contains(snippet, "view=replay") || !strings.Contains(snippet, "embed=1") {
			t.Errorf("embed snippet %q lacks t=%s, view=replay or embed=1", snippet, want)
		}
		before := readFrame(t, b)
		open(t, b, link)
		b.Wait(t, "the shared moment", `document.querySelector('#replay[data-t]')`)
		if after := readFrame(t, b); !framesEqual(before, after) {
			t.Errorf("the shared link shows\n%+v\nwant\n%+v", after, before)
		}
	})

	t.Run("the keys step to the next and previous event", func(t *testing.T) {
		openReplay(t, b, base+"?lab=registry&view=replay&t="+kill.String())
		stops := replayStops(res)
		k := sort.Search(len(stops), func(i int) bool { return stops[i] > kill })
		bt.Eval[bool](t, b, `(document.querySelector('#replay-scrub').focus(), true)`)
		b.Do(t, chromedp.KeyEvent(kb.ArrowRight))
		want := strconv.FormatInt(int64(stops[k]), 10)
		b.Wait(t, "data-t at the next event "+want, `document.querySelector('#replay').dataset.t === `+strconv.Quote(want),
			`document.querySelector('#replay').dataset.t`)
		// What each key does is playback's (TestKeysStepThroughTheModelsEvents):
		// here, that the page's keys reach it.
		b.Do(t, chromedp.KeyEvent(kb.Home))
		b.Wait(t, "Home", `document.querySelector('#replay').dataset.t === "0"`)
		// Space plays: time moves on by itself, and space again pauses.
		b.Do(t, chromedp.KeyEvent(" "))
		b.Wait(t, "playback", `+document.querySelector('#replay').dataset.t > 0 && document.querySelector('#replay-play').getAttribute('aria-pressed') === "true"`)
		b.Do(t, chromedp.KeyEvent(" "))
		b.Wait(t, "paused", `document.querySelector('#replay-play').getAttribute('aria-pressed') === "false"`)
		paused := bt.Eval[string](t, b, `document.querySelector('#replay').dataset.t`)
		b.Frames(t, 20) // playing, each of them would move the moment
		if now := bt.Eval[string](t, b, `document.querySelector('#replay').dataset.t`); now != paused {
			t.Errorf("paused at %s, yet time moved to %s", paused, now)
		}
	})

	t.Run("leaving the replay while it plays stops it cleanly", func(t *testing.T) {
		openReplay(t, b, base+"?lab=registry&view=replay")
		bt.Eval[bool](t, b, `(document.querySelector('#replay-play').click(), true)`)
		b.Wait(t, "playback", `+document.querySelector('#replay').dataset.t > 0`)
		bt.Eval[bool](t, b, `(document.querySelector('#tab-results').click(), true)`)
		b.Wait(t, "the results view", `!document.querySelector('#replay') && document.querySelector('#results')`)
		b.Frames(t, 20) // a frame asked for before leaving would fire now
		bt.Eval[bool](t, b, `(document.querySelector('#tab-replay').click(), true)`)
		b.Wait(t, "the replay again", `document.querySelector('#replay[data-t]')`)
	})

	t.Run("the phase button jumps to the next phase", func(t *testing.T) {
		openReplay(t, b, base+"?lab=registry&view=replay&t="+kill.String())
		var next time.Duration
		for _, s := range res.Spans {
			if s.Kind == lab.SpanMarker && s.From > kill && (next == 0 || s.From < next) {
				next = s.From
			}
		}
		bt.Eval[bool](t, b, `(document.querySelector('#replay-phase').click(), true)`)
		want := strconv.FormatInt(int64(next), 10)
		b.Wait(t, "the next phase at "+want, `document.querySelector('#replay').dataset.t === `+strconv.Quote(want))
	})

	t.Run("the lesson table greys the phases still to come", func(t *testing.T) {
		openReplay(t, b, base+"?lab=registry&view=replay")
		sec := res.Sections[0]
		for _, at := range []time.Duration{0, sec.Table.RowAt[1], res.Sections[0].Table.RowAt[4]} {
			scrubTo(t, b, at)
			got := bt.Eval[[]string](t, b, `[...document.querySelectorAll('#rt-`+sec.ID+` tbody tr')].map(r => r.dataset.final)`)
			var want []string
			for _, ra := range sec.Table.RowAt {
				want = append(want, strconv.FormatBool(ra <= at))
			}
			if !slices.Equal(got, want) {
				t.Errorf("at %v rows final %q, want %q", at, got, want)
			}
		}
		// The timeline's cursor stands at the moment.
		scrubTo(t, b, kill)
		if hidden := bt.Eval[bool](t, b, `document.querySelector('#cur-0').hidden`); hidden {
			t.Error("the first chart's cursor is hidden at the kill")
		}
	})

	t.Run("the language switch repaints the moment in English", func(t *testing.T) {
		openReplay(t, b, base+"?lab=registry&view=replay&t="+kill.String())
		bt.Eval[bool](t, b, `(document.querySelector('#lang-switch').click(), true)`)
		b.Wait(t, "English", `document.documentElement.lang === "en"`)
		b.Wait(t, "the English narration", `document.querySelector('#replay-note').textContent.includes("was killed")`,
			`document.querySelector('#replay-note').textContent`)
		if got := bt.Eval[string](t, b, `document.querySelector('#replay [data-node="`+killed+`"] .rstate').textContent`); got != "killed" {
			t.Errorf("the killed replica's state reads %q in English (one name with a fault's kill)", got)
		}
		if got := readFrame(t, b).T; got != strconv.FormatInt(int64(kill), 10) {
			t.Errorf("the switch moved the moment to %s", got)
		}
	})

	t.Run("the embed shows the replay alone with its controls", func(t *testing.T) {
		openReplay(t, b, base+"?lab=registry&view=replay&embed=1&t=1s")
		if n := bt.Eval[int](t, b, `document.querySelectorAll('header.site, .lab-side:not([hidden]), #charts').length`); n != 0 {
			t.Errorf("the embedded replay shows %d of the site header, the form or the results' charts", n)
		}
		if n := bt.Eval[int](t, b, `document.querySelectorAll('#replay-play, #replay-scrub, #replay-next').length`); n != 3 {
			t.Errorf("%d replay controls in the embed", n)
		}
		if got := bt.Eval[string](t, b, `document.querySelector('#replay').dataset.t`); got != "1000000000" {
			t.Errorf("embed at t=1s shows data-t=%s", got)
		}
	})

	t.Run("a big run draws rates", func(t *testing.T) {
		openReplay(t, b, base+"?lab=admission&view=replay&arrivals=poisson&rate=1000&duration=100s")
		b.Wait(t, "the rates notice", `document.querySelector('#replay-rates')`)
		scrubTo(t, b, 2*time.Second)
		labels := bt.Eval[[]string](t, b, `[...document.querySelectorAll('#replay .elabel')].map(e => e.textContent)`)
		rated := 0
		for _, s := range labels {
			if strings.HasSuffix(s, "/s") {
				rated++
			}
		}
		if rated != 2 || readFrame(t, b).Dots != 0 {
			t.Errorf("at 2 s: edge labels %q and %d dots, want two rates and no dots", labels, readFrame(t, b).Dots)
		}
	})

	t.Run("the cache replay shows plain beside single-flight, and so does its main figure", func(t *testing.T) {
		openReplay(t, b, base+"?lab=cache&view=replay")
		scrubTo(t, b, 30*time.Millisecond)
		f := readFrame(t, b)
		if !strings.Contains(f.Counts["plain.source"], "100") || !strings.Contains(f.Counts["singleflight.source"], "kaynak çağrısı 1") {
			t.Errorf("at the end: plain's source %q, single-flight's %q; want 100 calls against 1", f.Counts["plain.source"], f.Counts["singleflight.source"])
		}
		for _, w := range []int64{390, 1400} {
			b.Viewport(t, w, 844)
			open(t, b, base+"?lab=cache")
			rows := bt.Eval[string](t, b, `[...document.querySelectorAll('[data-role="main-figure"] svg text')].map(t => t.textContent).join('|')`)
			// The strategy the key numbers follow is marked (izlenen): a
			// change of strategy moves the picture too.
			for _, want := range []string{"düz (izlenen)|100", "tek uçuş|1", "yeniden doğrulayarak sunma|1", "tek uçuş, kilit paylaşılan depoda|1"} {
				if !strings.Contains(rows, want) {
					t.Errorf("at %d px the main figure does not read %q by name and number: %q", w, want, rows)
				}
			}
		}
		b.Viewport(t, 1400, 900)
	})

	t.Run("reduced motion lights edges instead of moving dots", func(t *testing.T) {
		media := func(v string) {
			if _, err := chromedp.Call(b.Ctx, emulation.SetEmulatedMedia, emulation.SetEmulatedMediaParams{
				Features: []*emulation.MediaFeature{{Name: "prefers-reduced-motion", Value: v}}}); err != nil {
				t.Fatal(err)
			}
		}
		media("reduce")
		defer media("")
		openReplay(t, b, base+"?lab=cache&view=replay")
		scrubTo(t, b, 15*time.Millisecond) // a hundred reads and a hundred loads in flight
		f := readFrame(t, b)
		labels := bt.Eval[[]string](t, b, `[...document.querySelectorAll('#replay .elabel')].map(e => e.textContent)`)
		active := bt.Eval[int](t, b, `document.querySelectorAll('#replay .edge.active').length`)
		// Plain: a hundred reads and a hundred loads; single-flight beside
		// it: a hundred reads and one load.
		if f.Dots != 0 || active != 4 || !slices.Contains(labels, "×100") {
			t.Errorf("reduced motion at 15ms: %d dots, %d lit edges, labels %q; want none, 4 and ×100", f.Dots, active, labels)
		}
		// The keys still step.
		bt.Eval[bool](t, b, `(document.querySelector('#replay-scrub').focus(), true)`)
		b.Do(t, chromedp.KeyEvent(kb.ArrowRight))
		b.Wait(t, "a step under reduced motion", `document.querySelector('#replay').dataset.t === "30000000"`)
	})

	if errs := b.Problems(); len(errs) > 0 {
		sort.Strings(errs)
		t.Errorf("console errors during the visit:\n%s", strings.Join(errs, "\n"))
	}
}

func framesEqual(a, b frame) bool {
	ja, _ := json.Marshal(a)
	jb, _ := json.Marshal(b)
	return string(ja) == string(jb)
}

// TestBrowserReplayScreenshots saves each lab's replay at three moments at
// 1400 px and one at 390 px (testout/replay-*.png), for people to look at;
// the narrow one must not scroll sideways.
func TestBrowserReplayScreenshots(t *testing.T) {
	bt.Need(t)
	site := bt.Site(t)
	b := bt.Launch(t, 1400)
	for _, l := range labs.All() {
		res, err := l.Run(nil, nil)
		if err != nil {
			t.Fatal(err)
		}
		moments := screenshotMoments(res)
		b.Viewport(t, 1400, 900)
		openReplay(t, b, site.URL+"/?lab="+l.ID+"&view=replay")
		for i, at := range moments {
			scrubTo(t, b, at)
			b.Screenshot(t, fmt.Sprintf("replay-%s-%d", l.ID, i+1))
		}
		b.Viewport(t, 390, 844)
		openReplay(t, b, site.URL+"/?lab="+l.ID+"&view=replay&t="+moments[1].String())
		if over := bt.Eval[float64](t, b, `document.documentElement.scrollWidth - document.documentElement.clientWidth`); over > 0 {
			t.Errorf("%s at 390 px scrolls sideways by %v px", l.ID, over)
		}
		b.Screenshot(t, "replay-"+l.ID+"-390")
		b.ScreenshotOf(t, "#replay-stage", "replay-"+l.ID+"-390-stage")
	}
	b.Viewport(t, 1400, 900)
	openReplay(t, b, site.URL+"/?lab=admission&view=replay&arrivals=poisson&rate=1000&duration=100s&t=3s")
	b.Screenshot(t, "replay-admission-100k")
	if p := b.Problems(); len(p) > 0 {
		t.Errorf("console errors: %q", p)
	}
}

// screenshotMoments are three moments worth seeing: the first, middle and
// last narrated ones, each just after its note.
func screenshotMoments(res *lab.Result) []time.Duration {
	var notes []time.Duration
	for _, e := range res.Scene.Events {
		if e.Note != nil && (len(notes) == 0 || notes[len(notes)-1] != e.T) {
			notes = append(notes, e.T)
		}
	}
	if len(notes) < 3 {
		stops := replayStops(res)
		return []time.Duration{stops[len(stops)/4], stops[len(stops)/2], stops[len(stops)-1]}
	}
	return []time.Duration{notes[0], notes[len(notes)/2], notes[len(notes)-1]}
}

// BenchmarkBrowserReplay measures frames per second while the scrubber is
// dragged across the whole run: each step sets the scrubber, fires its
// input event, waits until the replay has painted that moment and for the
// next animation frame. Per lab at the lesson's values, and for an
// admission run of about 100 000 requests a mode. Goal: 30 fps or more.
func BenchmarkBrowserReplay(bm *testing.B) {
	if os.Getenv("PLAYGROUND_BROWSER_BENCH") != "1" {
		bm.Skip("set PLAYGROUND_BROWSER_BENCH=1 to run the browser benchmark")
	}
	bt.Need(bm)
	site := bt.Site(bm)
	b := bt.Launch(bm, 1400)
	cases := []struct{ name, query string }{}
	for _, l := range labs.All() {
		cases = append(cases, struct{ name, query string }{l.ID, "lab=" + l.ID})
	}
	cases = append(cases, struct{ name, query string }{"admission-100k", "lab=admission&arrivals=poisson&rate=1000&duration=100s"})
	// The drag also times the replay's own work: from the input event to
	// the painted moment.
	const drag = `(async () => {
  const s = document.querySelector('#replay-scrub'), root = document.querySelector('#replay');
  const end = +s.max, steps = 240, t0 = performance.now();
  let work = 0;
  for (let i = 0; i <= steps; i++) {
    const v = String(Math.round(end * i / steps));
    const w0 = performance.now();
    s.value = v; s.dispatchEvent(new Event('input', {bubbles: true}));
    while (root.dataset.t !== v) await new Promise(r => setTimeout(r, 0));
    work += performance.now() - w0;
    await new Promise(r => requestAnimationFrame(r));
  }
  window.__replayWork = work / (steps + 1);
  return (steps + 1) / ((performance.now() - t0) / 1000);
})()`
	for _, c := range cases {
		bm.Run(c.name, func(bm *testing.B) {
			openReplay(bm, b, site.URL+"/?"+c.query+"&view=replay")
			var fps, work []float64
			for i := 0; i < 3*bm.N; i++ {
				fps = append(fps, bt.Eval[float64](bm, b, drag))
				work = append(work, bt.Eval[float64](bm, b, `window.__replayWork`))
			}
			sort.Float64s(fps)
			sort.Float64s(work)
			bm.ReportMetric(fps[len(fps)/2], "fps")
			bm.ReportMetric(fps[0], "fps-worst")
			bm.ReportMetric(work[len(work)/2], "ms-per-move")
			bm.Logf("%s: %.1f fps median while dragging (runs %v); %.2f ms from input to painted moment", c.name, fps[len(fps)/2], fps, work[len(work)/2])
		})
	}
}
