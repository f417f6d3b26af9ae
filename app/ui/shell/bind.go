package shell

import (
	"slices"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"playground/app/ui/draw"
	"playground/app/ui/form"
	"playground/app/ui/pagestate"
	"playground/app/ui/view"
	"playground/engine/i18n"
	"playground/engine/lab"
	"playground/engine/param"
	"playground/engine/words"
)

// A lesson page's own text bound to this frame (web/embed.js; README,
// "Living lesson pages"). Once the page sends
//
//	{type: "playground:bind", claims: ["dead_window_requests<=0", …], knobs: ["lease", …], cells: ["SECTION/ROW/COLUMN", …]}
//
// every run message carries, besides the metrics, what the bound elements
// show — in the frame's language, from its one catalog:
//
//	lang, shown: {metric: "697,5 ms"}, lesson: {metric: 2}, lessonShown: {metric: "2"},
//	cells: {"SECTION/ROW/COLUMN": {shown, lesson} | {error}},
//	claims: {goal: {holds} | {error}}, knobs: {name: {value, n, shown, stops, stops_shown, suffix} | {error}},
//	words: {holds, fails, error, pending}
//
// and a refused run's error message carries lang and words, so the bound
// elements say the run failed instead of keeping stale numbers. A claim is
// a goal in the grammar of `app check` and the challenges (metric<=v,…),
// graded by the same code. {type: "playground:moment", t} moves the replay.

// hostBinds is what the lesson page bound: kept across navigations (a
// frame keeps its page), bounded in count and length.
type hostBinds struct {
	on     bool
	claims []string
	knobs  []string
	cells  []string // table cells bound as numbers (SECTION/ROW/COLUMN)
	// stops are the bound knobs' slider stops, as sent: they depend on the
	// knob alone, so they are written once, not on every run (a drag).
	stops    map[string]knobStops
	lesson   *lab.Result // the lab's run at the lesson's values, computed once
	lessonOf string      // the lab it is of
	moment   view.Moment
}

const (
	maxBinds   = 64  // claims and knobs, each
	maxBindLen = 320 // characters of one claim or knob name
)

type bindMsg struct{ claims, knobs, cells []string }

func readBind(data app.Value) bindMsg {
	return bindMsg{claims: jsList(data.Get("claims")), knobs: jsList(data.Get("knobs")), cells: jsList(data.Get("cells"))}
}

// jsList reads an array of strings, bounded; anything else is skipped.
func jsList(v app.Value) []string {
	if v.Type() != app.TypeObject || !app.Window().Get("Array").Call("isArray", v).Bool() {
		return nil
	}
	n := min(v.Length(), maxBinds)
	out := make([]string, 0, n)
	for i := 0; i < n; i++ {
		if e := v.Index(i); e.Type() == app.TypeString {
			s := e.String()
			if len(s) <= maxBindLen {
				out = append(out, s)
			}
		}
	}
	return out
}

// hostBind adds the page's bindings and answers with the last run.
func (p *page) hostBind(b bindMsg) {
	p.binds.on = true
	p.binds.claims = union(p.binds.claims, b.claims)
	p.binds.knobs = union(p.binds.knobs, b.knobs)
	p.binds.cells = union(p.binds.cells, b.cells)
	p.tellHost()
}

func union(a, b []string) []string {
	for _, s := range b {
		if len(a) < maxBinds && !slices.Contains(a, s) {
			a = append(a, s)
		}
	}
	return a
}

// hostMoment passes the page's moment to the views (the replay follows it
// unless the learner is playing or scrubbing).
func (p *page) hostMoment(t string) {
	if len(t) > 64 {
		return
	}
	p.binds.moment = view.Moment{T: t, N: p.binds.moment.N + 1}
}

// addBound adds to a message what bound elements show of run res (nil: a
// refused run).
func (p *page) addBound(msg map[string]any, res *lab.Result) {
	if !p.binds.on || p.s.Addr.Lab == nil {
		return
	}
	l, lang := p.s.Addr.Lab, p.s.Addr.Lang
	msg["lang"] = string(lang)
	msg["words"] = map[string]any{
		"holds": txtClaimHolds.In(lang), "fails": txtClaimFails.In(lang),
		"error": txtBoundError.In(lang), "pending": txtBoundPending.In(lang),
	}
	if res == nil {
		return
	}
	shown := map[string]any{}
	for _, m := range l.Metrics {
		shown[m.ID] = draw.MetricIn(res.Metrics[m.ID], m.Unit, lang)
	}
	msg["shown"] = shown
	lesson := p.lessonRun()
	if lesson != nil {
		vals, txt := map[string]any{}, map[string]any{}
		for _, m := range l.Metrics {
			vals[m.ID] = lesson.Metrics[m.ID]
			txt[m.ID] = draw.MetricIn(lesson.Metrics[m.ID], m.Unit, lang)
		}
		msg["lesson"], msg["lessonShown"] = vals, txt
	}
	cells := map[string]any{}
	for _, ref := range p.binds.cells {
		c, ok := res.Cell(ref)
		if !ok {
			cells[ref] = map[string]any{"error": txtNoCell.Format(ref).In(lang)}
			continue
		}
		entry := map[string]any{"shown": c.In(lang)}
		if lesson != nil {
			if was, ok := lesson.Cell(ref); ok {
				entry["lesson"] = was.In(lang)
			}
		}
		cells[ref] = entry
	}
	msg["cells"] = cells
	claims := map[string]any{}
	for _, c := range p.binds.claims {
		checks, err := l.ParseGoal(c)
		if err != nil {
			claims[c] = map[string]any{"error": i18n.ErrorIn(err, lang)}
			continue
		}
		_, pass := lab.Grade(res, checks)
		claims[c] = map[string]any{"holds": pass}
	}
	msg["claims"] = claims
	knobs := map[string]any{}
	spec := l.Knobs()
	for _, k := range p.binds.knobs {
		f := spec.Field(k)
		if f == nil {
			knobs[k] = map[string]any{"error": pagestate.TxtUnknownKnob.Format(k).In(lang)}
			continue
		}
		entry := map[string]any{"value": res.Params[k], "label": f.LabelText.In(lang)}
		if n, ok := form.InUnit(f, res.Params[k]); ok {
			entry["n"], entry["shown"] = n, words.Num(n, 3).In(lang)
		}
		if list, suffix, ok := p.knobStops(f); ok {
			shown := make([]any, len(list)) // []any: syscall/js carries no []string
			for i, v := range list {
				shown[i] = words.Num(v.(float64), 3).In(lang)
			}
			entry["stops"], entry["stops_shown"], entry["suffix"] = list, shown, suffix
		}
		knobs[k] = entry
	}
	msg["knobs"] = knobs
}

// knobStops are knob f's slider stops as the message carries them, with
// the unit typed after a value; made once per lab and knob.
func (p *page) knobStops(f *param.Field) ([]any, string, bool) {
	key := p.s.Addr.Lab.ID + "/" + f.Name
	ks, seen := p.binds.stops[key]
	if !seen {
		stops, suffix, ok := form.Stops(f)
		list := make([]any, len(stops))
		for i, v := range stops {
			list[i] = v
		}
		ks = knobStops{list, suffix, ok}
		if p.binds.stops == nil {
			p.binds.stops = map[string]knobStops{}
		}
		p.binds.stops[key] = ks
	}
	return ks.list, ks.suffix, ks.ok
}

type knobStops struct {
	list   []any
	suffix string
	ok     bool
}

// lessonRun is the lab's run at the lesson's values: the run on screen
// when it is that one, else one run of the lab at its defaults, kept for
// the frame's life (per lab).
func (p *page) lessonRun() *lab.Result {
	if p.binds.lesson != nil && p.binds.lessonOf == p.s.Addr.Lab.ID {
		return p.binds.lesson
	}
	p.binds.lessonOf = p.s.Addr.Lab.ID
	if p.s.Out.Res != nil && len(p.s.CurrentParams()) == 0 {
		p.binds.lesson = p.s.Out.Res
		return p.binds.lesson
	}
	res, err := p.s.Addr.Lab.Run(nil, nil)
	if err != nil {
		p.binds.lesson = nil
		return nil
	}
	p.binds.lesson = res
	return res
}

var (
	txtClaimHolds   = i18n.Text{TR: "şu anki çalıştırmada doğru", EN: "holds for the current run"}
	txtClaimFails   = i18n.Text{TR: "şu anki çalıştırmada yanlış", EN: "does not hold for the current run"}
	txtBoundError   = i18n.Text{TR: "çalıştırma reddedildi", EN: "the run was refused"}
	txtBoundPending = i18n.Text{TR: "laboratuvar yükleniyor", EN: "the lab is loading"}
	txtNoCell       = i18n.Text{TR: "%s: böyle bir tablo hücresi yok (BÖLÜM/SATIR/SÜTUN)", EN: "%s: no such table cell (SECTION/ROW/COLUMN)"}
)
