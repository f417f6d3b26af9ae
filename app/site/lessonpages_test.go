package site

import (
	"fmt"
	"net/url"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"playground/app/pagekey"
	"playground/app/ui"
	"playground/app/ui/draw"
	"playground/app/ui/form"
	"playground/app/ui/pagestate"
	"playground/engine/i18n"
	"playground/engine/lab"
	"playground/engine/labs"
	"playground/engine/words"
)

// Every living lesson page a lab links its lesson's name to is a file of
// web/ the site ships and keeps for offline use, in both languages.
func TestEveryLessonPageALabLinksIsShippedAndKeptOffline(t *testing.T) {
	linked := 0
	for _, l := range labs.All() {
		for _, page := range []string{l.LessonPage.TR, l.LessonPage.EN} {
			if (l.LessonPage.TR == "") != (l.LessonPage.EN == "") {
				t.Errorf("%s: a lesson page in one language only: %+v", l.ID, l.LessonPage)
			}
			if page == "" {
				continue
			}
			linked++
			if _, err := os.Stat(filepath.Join("..", "..", "web", page)); err != nil {
				t.Errorf("%s: its lesson page %s is not in web/: %v", l.ID, page, err)
			}
			if !slices.Contains(webLessonFiles, "/web/"+page) {
				t.Errorf("%s: its lesson page %s is not kept for offline use (webLessonFiles)", l.ID, page)
			}
		}
	}
	if linked == 0 {
		t.Error("no lab links a lesson page")
	}
}

// webDir is the site's web/ folder, from this package.
var webDir = filepath.Join("..", "..", "web")

// lessonPageFiles are the living lesson pages in web/: every HTML file
// there (the playground's own page is generated, not kept in web/).
func lessonPageFiles(t *testing.T) []string {
	t.Helper()
	paths, err := filepath.Glob(filepath.Join(webDir, "*.html"))
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	for _, p := range paths {
		out = append(out, filepath.Base(p))
	}
	return out
}

// Every lesson page in web/ is one a lab links its lesson's name to: a
// page no lab names would be found by nobody.
func TestEveryLessonPageInWebIsALabsLessonPage(t *testing.T) {
	var linked []string
	for _, l := range labs.All() {
		if l.LessonPage.TR != "" {
			linked = append(linked, l.LessonPage.TR, l.LessonPage.EN)
		}
	}
	slices.Sort(linked)
	if files := lessonPageFiles(t); !slices.Equal(files, linked) {
		t.Errorf("web/ holds the lesson pages %q; the labs link %q", files, linked)
	}
}

// boundFrame is a playground frame of a lesson page, run as it loads.
type boundFrame struct {
	id     string
	share  string // its data-pg-share name
	lab    *lab.Lab
	q      url.Values // the lab's parameters in its src
	page   url.Values // the page's keys in its src (lang, embed, view…)
	res    *lab.Result
	lesson *lab.Result // the run at the lesson's values
	sets   []string
	claims []*hnode
	last   time.Duration // the last moment a paragraph read moves it to
}

// run runs the frame's lab at its parameters with set's values on top,
// as a data-pg-set click does (the frame merges them into its form).
func (f *boundFrame) run(set url.Values) (*lab.Result, error) {
	q := url.Values{}
	for k, v := range f.q {
		q[k] = v
	}
	for k, v := range set {
		q[k] = v
	}
	return f.lab.Run(q, nil)
}

// lessonPage is what one page says of itself: its language and the page
// it names as its other language.
type lessonPage struct {
	lang       i18n.Lang
	alternate  string
	prev, next string // the header's rel="prev" and rel="next" links
}

// Every number, claim, button, inline knob and moment a lesson page binds
// to a frame says what the engine says at the frame's address: a number's
// text is the frame's own writing of it (the page reads right before the
// frame runs, and without script); a claim holds at the lesson's values
// and fails for one of the page's buttons (a claim that cannot fail
// teaches nothing); a button's values run; a knob is the lab's, written
// as the frame writes it; a moment lies within the replay. The pages are
// read generically: a new page is held to all of it by being in web/.
func TestEveryLessonPageAgreesWithTheEngine(t *testing.T) {
	pages := map[string]lessonPage{}
	files := lessonPageFiles(t)
	if len(files) == 0 {
		t.Fatal("no lesson page in web/")
	}
	for _, file := range files {
		t.Run(file, func(t *testing.T) { pages[file] = checkLessonPage(t, file) })
	}
	// Each page names its other language, which names it back.
	for file, p := range pages {
		alt, ok := pages[p.alternate]
		switch {
		case p.alternate == "":
			t.Errorf("%s: no <link rel=alternate hreflang> to the page in the other language", file)
		case !ok && slices.Contains(files, p.alternate):
			// not read: said above
		case !ok:
			t.Errorf("%s: its other language %s is not a lesson page in web/", file, p.alternate)
		case alt.lang == p.lang || alt.alternate != file:
			t.Errorf("%s (%s) names %s (%s) as its other language, which names %q back", file, p.lang, p.alternate, alt.lang, alt.alternate)
		}
	}
	// The pages of a language are one chain in course order (rel="prev",
	// rel="next"), the same order in each language.
	for file, p := range pages {
		if next, ok := pages[p.next]; p.next != "" && (!ok || next.prev != file || next.lang != p.lang) {
			t.Errorf("%s: its next lesson is %s, whose previous lesson is %q", file, p.next, next.prev)
		}
		if prev, ok := pages[p.prev]; p.prev != "" && (!ok || prev.next != file || prev.lang != p.lang) {
			t.Errorf("%s: its previous lesson is %s, whose next lesson is %q", file, p.prev, prev.next)
		}
		if alt, ok := pages[p.alternate]; ok && pages[p.next].alternate != alt.next {
			t.Errorf("%s: its next lesson is %s, but in the other language %s's is %s", file, p.next, p.alternate, alt.next)
		}
	}
	for _, lang := range []i18n.Lang{i18n.TR, i18n.EN} {
		var first []string
		n := 0
		for file, p := range pages {
			if p.lang == lang {
				n++
				if p.prev == "" {
					first = append(first, file)
				}
			}
		}
		if len(first) != 1 {
			t.Errorf("%s: %d pages begin the chain of lessons (no rel=\"prev\"): %q; want 1", lang, len(first), first)
			continue
		}
		seen := 0
		for file := first[0]; file != "" && seen <= n; file = pages[file].next {
			seen++
		}
		if seen != n {
			t.Errorf("%s: the chain of lessons from %s reaches %d of the %d pages", lang, first[0], seen, n)
		}
	}
}

// checkLessonPage holds one page to the engine and returns what it says
// of itself.
func checkLessonPage(t *testing.T, file string) lessonPage {
	src, err := os.ReadFile(filepath.Join(webDir, file))
	if err != nil {
		t.Fatal(err)
	}
	root, err := parseHTML(string(src))
	if err != nil {
		t.Fatalf("%s: %v", file, err)
	}
	var page lessonPage
	frames := map[string]*boundFrame{}
	broken := map[string]bool{} // frames said to be wrong: their bindings are not read
	var order []*boundFrame
	views := make([]pagestate.View, 0, 4)
	for _, v := range ui.Views() {
		views = append(views, pagestate.View{ID: v.ID, Keys: v.Keys})
	}
	root.walk(func(n *hnode) {
		switch {
		case n.tag == "html":
			switch n.attrs["lang"] {
			case "tr", "en":
				page.lang = i18n.Lang(n.attrs["lang"])
			default:
				t.Errorf("line %d: <html lang=%q>: want tr or en", n.line, n.attrs["lang"])
			}
		case n.tag == "link" && n.attrs["rel"] == "alternate":
			page.alternate = n.attrs["href"]
		case n.tag == "a" && n.attrs["rel"] == "prev":
			page.prev = n.attrs["href"]
		case n.tag == "a" && n.attrs["rel"] == "next":
			page.next = n.attrs["href"]
		case n.tag == "iframe" && n.hasClass("lab"):
			f, err := readFrame(n, views)
			if err != nil {
				t.Errorf("line %d: frame #%s: %v", n.line, n.attrs["id"], err)
				broken[n.attrs["id"]] = true
				return
			}
			if frames[f.id] != nil {
				t.Errorf("line %d: two frames #%s", n.line, f.id)
			}
			if len(order) > 0 && n.attrs["loading"] != "lazy" {
				t.Errorf("line %d: frame #%s is below the first and not loading=\"lazy\": it would run at once, beside the one in view", n.line, f.id)
			}
			frames[f.id] = f
			order = append(order, f)
		}
	})
	if page.lang == "" {
		t.Fatal("no <html lang>")
	}
	if len(order)+len(broken) == 0 {
		t.Fatal("no playground frame (iframe.lab)")
	}
	for _, f := range order {
		if l := i18n.Parse(f.page.Get("lang")); l != page.lang {
			t.Errorf("frame #%s writes %s (lang=%q) on a page in %s: its numbers would not read as the page's", f.id, l, f.page.Get("lang"), page.lang)
		}
	}
	// Frames that share a learner's change are frames of one lab.
	shared := map[string]*lab.Lab{}
	for _, f := range order {
		if f.share == "" {
			continue
		}
		if l, seen := shared[f.share]; seen && l != f.lab {
			t.Errorf("frame #%s: data-pg-share=%q joins frames of %s and %s", f.id, f.share, l.ID, f.lab.ID)
		}
		shared[f.share] = f.lab
	}
	// Links to other pages of web/ (the header's) reach files that exist.
	root.walk(func(n *hnode) {
		href := n.attrs["href"]
		if (n.tag != "a" && n.tag != "link") || strings.Contains(href, ":") || !strings.HasSuffix(strings.SplitN(href, "#", 2)[0], ".html") {
			return
		}
		if _, err := os.Stat(filepath.Join(webDir, strings.SplitN(href, "#", 2)[0])); err != nil {
			t.Errorf("line %d: a link to %s, which is not in web/", n.line, href)
		}
	})

	bound := 0
	root.walk(func(n *hnode) {
		if !n.has("data-pg-metric") && !n.has("data-pg-claim") && !n.has("data-pg-set") && !n.has("data-pg-knob") && !n.has("data-pg-t") {
			return
		}
		host := n.closest("data-pg-frame")
		if host == nil {
			t.Errorf("line %d: a bound element under no data-pg-frame", n.line)
			return
		}
		sel := host.attrs["data-pg-frame"]
		f := frames[strings.TrimPrefix(sel, "#")]
		if broken[strings.TrimPrefix(sel, "#")] {
			return
		}
		if !strings.HasPrefix(sel, "#") || f == nil {
			t.Errorf("line %d: data-pg-frame=%q names no frame of the page (this test reads #id)", host.line, sel)
			return
		}
		bound++
		at := fmt.Sprintf("line %d, frame #%s (%s)", n.line, f.id, f.lab.ID)
		if id, ok := n.attrs["data-pg-metric"]; ok {
			checkBoundNumber(t, at, f, id, n.textContent(), page.lang)
		}
		if goal, ok := n.attrs["data-pg-claim"]; ok {
			checks, err := f.lab.ParseGoal(goal)
			if err != nil {
				t.Errorf("%s: claim %q: %v", at, goal, err)
			} else if verdicts, pass := lab.Grade(f.res, checks); !pass {
				t.Errorf("%s: claim %q does not hold at the frame's values: %+v", at, goal, verdicts)
			}
			f.claims = append(f.claims, n)
		}
		if set, ok := n.attrs["data-pg-set"]; ok {
			checkSet(t, at, f, set, n.textContent(), page.lang)
			f.sets = append(f.sets, set)
		}
		if name, ok := n.attrs["data-pg-knob"]; ok {
			checkInlineKnob(t, at, f, name, n.textContent(), page.lang)
		}
		if moment, ok := n.attrs["data-pg-t"]; ok {
			checkMoment(t, at, f, moment)
		}
	})
	if bound == 0 {
		t.Error("no element bound to a frame: not a living lesson page")
	}

	// A claim fails for at least one of the page's buttons that set its
	// frame, or a frame sharing its changes.
	for _, f := range order {
		var sets []string
		for _, g := range order {
			if g == f || g.lab == f.lab && f.share != "" && g.share == f.share {
				sets = append(sets, g.sets...)
			}
		}
		for _, c := range f.claims {
			goal := c.attrs["data-pg-claim"]
			checks, err := f.lab.ParseGoal(goal)
			if err != nil {
				continue // said above
			}
			fails := false
			for _, set := range sets {
				q, _ := url.ParseQuery(set)
				if res, err := f.run(q); err == nil {
					if _, pass := lab.Grade(res, checks); !pass {
						fails = true
						break
					}
				}
			}
			if !fails {
				t.Errorf("line %d: claim %q of frame #%s holds for every button of the page (%q): a claim that cannot fail", c.line, goal, f.id, sets)
			}
		}
	}
	return page
}

// readFrame reads an iframe.lab's address and runs it: a playground
// address (../?lab=…&embed=1…) whose every key the frame takes without a
// note.
func readFrame(n *hnode, views []pagestate.View) (*boundFrame, error) {
	id := n.attrs["id"]
	if id == "" {
		return nil, fmt.Errorf("no id: text cannot bind to it")
	}
	if n.attrs["title"] == "" {
		return nil, fmt.Errorf("no title: a screen reader would not name it")
	}
	u, err := url.Parse(n.attrs["src"])
	if err != nil {
		return nil, err
	}
	q := u.Query()
	l := labs.Find(q.Get("lab"))
	if l == nil {
		return nil, fmt.Errorf("src %q: no lab %q", n.attrs["src"], q.Get("lab"))
	}
	if e := q.Get("embed"); e != "1" && e != pagestate.EmbedStory {
		return nil, fmt.Errorf("src %q: not embed=1 or embed=%s", n.attrs["src"], pagestate.EmbedStory)
	}
	f := &boundFrame{id: id, share: n.attrs["data-pg-share"], lab: l, q: pagekey.LabParams(q), page: url.Values{}}
	for k, v := range q {
		if pagekey.Is(k) {
			f.page[k] = v
		}
	}
	if notes := pagestate.Notes(l, q, views); len(notes) > 0 {
		return nil, fmt.Errorf("src %q: the frame would note %s", n.attrs["src"], pagestate.NoticeText(notes, i18n.EN))
	}
	if f.res, err = f.run(nil); err != nil {
		return nil, fmt.Errorf("src %q: the run is refused: %v", n.attrs["src"], err)
	}
	if notes := pagestate.ResultNotes(f.res, pagekey.List(q.Get("charts")), pagekey.List(q.Get("sections"))); len(notes) > 0 {
		return nil, fmt.Errorf("src %q: the frame would note %s", n.attrs["src"], pagestate.NoticeText(notes, i18n.EN))
	}
	if f.lesson, err = l.Run(nil, nil); err != nil {
		return nil, err
	}
	return f, nil
}

// checkBoundNumber: a number's static text is the frame's writing of
// metric or cell id at the frame's values, and — as the page is written
// for the lesson's run — the lesson's too (embed.js marks it "lesson").
func checkBoundNumber(t *testing.T, at string, f *boundFrame, id, text string, lang i18n.Lang) {
	t.Helper()
	shown := func(res *lab.Result) (string, bool) {
		if strings.Contains(id, "/") {
			c, ok := res.Cell(id)
			return c.In(lang), ok
		}
		m := f.lab.Metric(id)
		if m == nil {
			return "", false
		}
		return draw.MetricIn(res.Metrics[id], m.Unit, lang), true
	}
	got, ok := shown(f.res)
	if !ok {
		t.Errorf("%s: data-pg-metric=%q is neither a metric of the lab nor a cell of its tables (SECTION/ROW/COLUMN)", at, id)
		return
	}
	if text != got {
		t.Errorf("%s: data-pg-metric=%q reads %q; the frame shows %q", at, id, text, got)
	}
	if lesson, _ := shown(f.lesson); lesson != got {
		t.Errorf("%s: data-pg-metric=%q is %q at the frame's values and %q at the lesson's: the page would open on a changed number", at, id, got, lesson)
	}
}

// lessonMark is how a button says it sets the lesson's values.
var lessonMark = map[i18n.Lang]string{i18n.TR: "(ders)", i18n.EN: "(lesson)"}

// checkSet: a button's values run, and a button marked as the lesson's
// sets what the frame runs at first (embed.js marks it "active").
func checkSet(t *testing.T, at string, f *boundFrame, set, text string, lang i18n.Lang) {
	t.Helper()
	q, err := url.ParseQuery(set)
	if err != nil || len(q) == 0 {
		t.Errorf("%s: data-pg-set=%q is not k=v&…: %v", at, set, err)
		return
	}
	if _, err := f.run(q); err != nil {
		t.Errorf("%s: data-pg-set=%q is refused: %v", at, set, err)
		return
	}
	if strings.Contains(text, lessonMark[lang]) {
		for k := range q {
			if f.res.Params[k] != q.Get(k) {
				t.Errorf("%s: button %q says it is the lesson's, but sets %s=%s where the frame runs %s=%s (write the value as the run writes it)", at, text, k, q.Get(k), k, f.res.Params[k])
			}
		}
	}
}

// checkInlineKnob: an inline number names a knob of the lab with slider
// stops to move along, and reads as the frame writes its value.
func checkInlineKnob(t *testing.T, at string, f *boundFrame, name, text string, lang i18n.Lang) {
	t.Helper()
	fld := f.lab.Knobs().Field(name)
	if fld == nil {
		t.Errorf("%s: data-pg-knob=%q is not a parameter of the lab", at, name)
		return
	}
	if _, _, ok := form.Stops(fld); !ok {
		t.Errorf("%s: data-pg-knob=%q has no slider stops to move along", at, name)
		return
	}
	n, ok := form.InUnit(fld, f.res.Params[name])
	if !ok {
		t.Errorf("%s: data-pg-knob=%q: the value %q has no number", at, name, f.res.Params[name])
		return
	}
	if want := words.Num(n, 3).In(lang); text != want {
		t.Errorf("%s: data-pg-knob=%q reads %q; the frame writes %q", at, name, text, want)
	}
}

// checkMoment: a paragraph's moment is a replay frame's, within its run,
// and the story reads forward.
func checkMoment(t *testing.T, at string, f *boundFrame, moment string) {
	t.Helper()
	if f.page.Get("view") != "replay" {
		t.Errorf("%s: data-pg-t=%q on a frame that shows no replay (view=replay)", at, moment)
	}
	if f.page.Get("embed") != pagestate.EmbedStory {
		t.Errorf("%s: data-pg-t=%q on a frame that is no story (embed=%s): on a phone it is too tall to stay on screen while its paragraphs pass", at, moment, pagestate.EmbedStory)
	}
	d, err := time.ParseDuration(moment)
	if err != nil || d < 0 {
		t.Errorf("%s: data-pg-t=%q is not a duration the replay takes", at, moment)
		return
	}
	if end := draw.NewReplayModel(f.res).End; d > end {
		t.Errorf("%s: data-pg-t=%q lies past the replay's end, %v", at, moment, end)
	}
	if d < f.last {
		t.Errorf("%s: data-pg-t=%q comes after a paragraph at %v: the story goes back", at, moment, f.last)
	}
	f.last = d
}
