//go:build !wasm

package main

import (
	"net/url"
	"sort"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	bt "playground/app/internal/browsertest"
	"playground/engine/i18n"
	"playground/engine/lab"
	"playground/engine/labs"
)

// Faults from the picture: the learner taps a node in the replay, adds a
// fault at the moment shown, and the page reruns with it — the node's
// state and the lesson's table change as the engine says, the list shows
// the fault, the share link reopens the same faulted run, and removing
// the fault gives the lesson's run back.

// jsLessonRows is the replay's lesson table as the page shows it: its rows'
// cells joined with |.
func jsLessonRows(id string) string {
	return `JSON.stringify([...document.querySelectorAll('#rt-` + id + ` tbody tr')].map(tr => [...tr.children].map(c => c.textContent).join('|')))`
}

// lessonRows is what jsLessonRows reads for res, in Turkish: the first
// table the replay shows (one whose rows say when they were final), a
// lesson's first.
func lessonRows(t *testing.T, res *lab.Result) (id, rows string) {
	t.Helper()
	secs := append([]lab.Section(nil), res.Sections...)
	sort.SliceStable(secs, func(i, j int) bool { return secs[i].Lesson && !secs[j].Lesson })
	for _, s := range secs {
		if s.Table != nil && len(s.Table.RowAt) > 0 {
			var out []string
			for _, r := range s.Table.Rows {
				cells := make([]string, len(r))
				for i, c := range r {
					cells[i] = c.In(i18n.TR)
				}
				out = append(out, strconv.Quote(strings.Join(cells, "|")))
			}
			return s.ID, "[" + strings.Join(out, ",") + "]"
		}
	}
	t.Fatal("no lesson table with row times")
	return "", ""
}

func TestBrowserAFaultAddedFromThePictureReruns(t *testing.T) {
	bt.Need(t)
	site := bt.Site(t)
	b := bt.Launch(t, 1400)
	l := labs.Find("registry")
	const node, fault = "127.0.0.1:8763", "kill:127.0.0.1:8763@1.2s"
	plain, err := l.Run(url.Values{}, nil)
	if err != nil {
		t.Fatal(err)
	}
	faulted, err := l.Run(url.Values{"faults": {fault}}, nil)
	if err != nil {
		t.Fatal(err)
	}
	id, wantPlain := lessonRows(t, plain)
	_, wantFaulted := lessonRows(t, faulted)
	if wantPlain == wantFaulted {
		t.Fatal("the fault must change the lesson's table for this test to mean anything")
	}
	rows := jsLessonRows(id)

	openReplay(t, b, site.URL+"/registry/?view=replay&t=1.2s")
	b.Wait(t, "the lesson's table", rows+` === `+strconv.Quote(wantPlain), rows)
	// A real click on the node's box picks it.
	b.Do(t, chromedp.Click(chromedp.CSS(`#replay [data-node="`+node+`"] rect.box`)))
	b.Wait(t, "the node picked", `document.querySelector('#fault-target').value === `+strconv.Quote(node)+
		` && document.querySelector('#replay [data-node="`+node+`"]').hasAttribute('data-picked')`)
	b.Do(t, chromedp.Click(chromedp.CSS(`#fault-add`)))
	b.Wait(t, "the fault listed and its run shown", `!!document.querySelector('#fault-list li[data-fault="`+fault+`"]') && `+rows+` === `+strconv.Quote(wantFaulted), rows)

	// The node's state at the end is the engine's, and says it was killed;
	// the run before is marked where it differs.
	end := time.Duration(0)
	for _, e := range faulted.Scene.Events {
		end = max(end, e.T)
	}
	want := ""
	for _, e := range faulted.Scene.Events {
		if e.Node == node && e.State != "" {
			want = e.State
		}
	}
	if want != lab.StateKilled {
		t.Fatalf("the engine's last state of %s is %q, want %q", node, want, lab.StateKilled)
	}
	scrubTo(t, b, end)
	if got := stateOf(t, b, node); got != want {
		t.Errorf("%s at the end: %q, want %q", node, got, want)
	}
	b.Wait(t, "the run before, said where it differs", `document.querySelector('#replay [data-node="`+node+`"]').hasAttribute('data-was') && document.querySelector('#fault-was').textContent.includes('`+node+`')`)

	// The share link carries the fault and reopens the same run.
	share := bt.Eval[string](t, b, `document.querySelector('#share-link').value`)
	su, err := url.Parse(share)
	if err != nil || su.Query().Get("faults") != fault {
		t.Fatalf("share link %q: faults=%q, want %q", share, su.Query().Get("faults"), fault)
	}
	b2 := bt.Launch(t, 390)
	q := su.Query()
	q.Set("view", "replay")
	su.RawQuery = q.Encode()
	openReplay(t, b2, su.String())
	b2.Wait(t, "the shared faulted run", `!!document.querySelector('#fault-list li[data-fault="`+fault+`"]') && `+rows+` === `+strconv.Quote(wantFaulted), rows)

	// Removing the fault gives the lesson's run back.
	b.Do(t, chromedp.Click(chromedp.CSS(`#fault-list .fault-remove`)))
	b.Wait(t, "the lesson's run back", `!document.querySelector('#fault-list') && `+rows+` === `+strconv.Quote(wantPlain), rows)
	if p := append(b.Problems(), b2.Problems()...); len(p) > 0 {
		t.Errorf("console errors: %q", p)
	}
}

// The keyboard reaches the same control: the target and kind lists, a
// lasting fault's duration, the add button; a stall is listed with its
// length and its run is the engine's.
func TestBrowserAFaultAddedWithTheKeyboardIsTheEnginesRun(t *testing.T) {
	bt.Need(t)
	site := bt.Site(t)
	b := bt.Launch(t, 390)
	l := labs.Find("admission")
	const fault = "stall:bounded.server@300ms+400ms"
	faulted, err := l.Run(url.Values{"faults": {fault}}, nil)
	if err != nil {
		t.Fatal(err)
	}
	id, want := lessonRows(t, faulted)
	rows := jsLessonRows(id)
	openReplay(t, b, site.URL+"/admission/?view=replay&t=300ms")
	set := func(sel, v string) {
		bt.Eval[bool](t, b, `(e => (e.focus(), e.value = `+strconv.Quote(v)+`, e.dispatchEvent(new Event('change', {bubbles: true})), true))(document.querySelector('`+sel+`'))`)
	}
	set("#fault-target", "bounded.server")
	b.Wait(t, "the kinds of the server", `[...document.querySelectorAll('#fault-kind option')].map(o => o.value).join() === 'kill,restart,stall'`)
	set("#fault-kind", "stall")
	b.Wait(t, "the duration field", `!!document.querySelector('#fault-for')`)
	bt.Eval[bool](t, b, `(e => (e.value = '400ms', e.dispatchEvent(new Event('input', {bubbles: true})), true))(document.querySelector('#fault-for'))`)
	b.Do(t, chromedp.Focus(chromedp.CSS("#fault-add")), chromedp.KeyEvent("\r"))
	b.Wait(t, "the stall listed and its run shown", `!!document.querySelector('#fault-list li[data-fault="`+fault+`"]') && `+rows+` === `+strconv.Quote(want), rows)
	if got := bt.Eval[string](t, b, `document.querySelector('#fault-list li').textContent`); !strings.Contains(got, "400 ms boyunca donar") {
		t.Errorf("listed as %q, want the stall's length said", got)
	}
	if w := bt.Eval[float64](t, b, `document.documentElement.scrollWidth`); w > 390 {
		t.Errorf("page %v px wide at 390", w)
	}
	if p := b.Problems(); len(p) > 0 {
		t.Errorf("console errors: %q", p)
	}
}
