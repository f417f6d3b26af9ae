package replay

import (
	"math"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"playground/app/ui/draw"
	"playground/app/ui/view"
	"playground/engine/fault"
	"playground/engine/i18n"
	"playground/engine/lab"
	"playground/engine/words"
)

// The picture is the control: the learner picks a node (a click or a tap
// on it in the picture, or the list, which the keyboard reaches), a fault
// the run declares for it (Scene.Faults), and adds it at the moment the
// scrubber shows. The page reruns with the fault (the form's `faults`, so
// the address and the share link carry it) and the replay plays on from
// that moment; nodes whose state differs from the run before are marked
// (data-was), and a line says how. The faults are listed, each removable.
// Nothing here knows a lab: targets, labels and states come from the run.

// faultState is what the fault panel holds between renders.
type faultState struct {
	target string // the picked node or link
	kind   fault.Kind
	span   string // the duration typed for a lasting kind
	bad    bool   // span could not be read
	// resume: a fault was just added at `at`; when its run arrives the
	// replay plays on from there.
	resume bool
	at     time.Duration
	from   *lab.Result // the run the fault was added to
	picked int         // the node drawn as picked, -1: none
}

// faults is the run's list, as the form has it.
func (r *replay) faults() []fault.Fault {
	fs, _ := fault.Parse(r.Ires.Params[fault.Param])
	return fs
}

// targets are what the run lets a learner fault, nodes first.
func (r *replay) targets() []fault.Target { return r.Ires.Scene.Faults }

func (r *replay) targetOf(id string) (fault.Target, bool) {
	for _, t := range r.targets() {
		if t.ID == id {
			return t, true
		}
	}
	return fault.Target{}, false
}

// targetName is a node's label, or a link's as FROM → TO.
func (r *replay) targetName(id string) string {
	sc := &r.Ires.Scene
	name := func(n string) string {
		if nd := sc.Node(n); nd != nil {
			return nd.Label.In(r.Ilang)
		}
		return n
	}
	if from, to, ok := strings.Cut(id, ">"); ok {
		return name(from) + " → " + name(to)
	}
	return name(id)
}

// pick makes id the panel's target, keeping the kind when the target takes it.
func (r *replay) pick(id string) {
	t, ok := r.targetOf(id)
	if !ok {
		return
	}
	r.fs.target = id
	if !slices.Contains(t.Kinds, r.fs.kind) {
		r.fs.kind = t.Kinds[0]
	}
}

// defaultSpan is a lasting fault's first length: a fifth of the run, on
// the 1–2–5 steps people pick.
func (r *replay) defaultSpan() time.Duration {
	d := float64(r.m.End) / 5
	if d <= 0 {
		return 100 * time.Millisecond
	}
	p := math.Pow(10, math.Floor(math.Log10(d)))
	step := p
	for _, m := range []float64{2, 5, 10} {
		if m*p <= d {
			step = m * p
		}
	}
	return time.Duration(step).Round(time.Microsecond)
}

// onStageClick picks the node under the pointer, when it takes a fault
// (or a link from it does).
func (r *replay) onStageClick(ctx app.Context, e app.Event) {
	// The clicked element is the first of the event's path.
	path := e.Call("composedPath")
	if path.Length() == 0 || !path.Index(0).Get("closest").Truthy() {
		ctx.PreventUpdate()
		return
	}
	g := path.Index(0).Call("closest", "[data-node]")
	if !g.Truthy() {
		ctx.PreventUpdate()
		return
	}
	id := g.Call("getAttribute", "data-node").String()
	r.fs.target = "" // a node that takes none shows the panel's hint
	if _, ok := r.targetOf(id); ok {
		r.pick(id)
	} else {
		for _, t := range r.targets() {
			if strings.HasPrefix(t.ID, id+">") {
				r.pick(t.ID)
				break
			}
		}
	}
	if r.fs.target == "" {
		r.fs.target = "!" + id // said in the panel: this node takes none
	}
	r.repaint(ctx)
}

func (r *replay) onTarget(ctx app.Context, e app.Event) {
	r.pick(ctx.JSSrc().Get("value").String())
	r.repaint(ctx)
}

func (r *replay) onKind(ctx app.Context, e app.Event) {
	r.fs.kind = fault.Kind(ctx.JSSrc().Get("value").String())
}

func (r *replay) onSpan(ctx app.Context, e app.Event) {
	r.fs.span = ctx.JSSrc().Get("value").String()
	ctx.PreventUpdate()
}

// onAdd adds the picked fault at the moment shown and reruns.
func (r *replay) onAdd(ctx app.Context, e app.Event) {
	t, ok := r.targetOf(r.fs.target)
	if !ok {
		return
	}
	kind := r.fs.kind
	if !slices.Contains(t.Kinds, kind) {
		kind = t.Kinds[0]
	}
	f := fault.Fault{Kind: kind, Target: t.ID, At: r.t.Round(time.Microsecond)}
	if kind.Lasts() {
		span := r.fs.span
		if span == "" {
			span = r.defaultSpan().String()
		}
		d, err := time.ParseDuration(strings.TrimSpace(span))
		if err != nil || d <= 0 {
			r.fs.bad = true
			return
		}
		f.For = d
	}
	r.fs.bad = false
	fs := append(r.faults(), f)
	r.fs.resume, r.fs.at, r.fs.from = true, r.t, r.Ires
	r.playing = false
	ctx.NewActionWithValue(view.ActField, view.FieldEdit{Name: fault.Param, Value: fault.Format(fs), Commit: true})
}

// onRemove drops the i-th fault of the list and reruns.
func (r *replay) onRemove(i int) app.EventHandler {
	return func(ctx app.Context, e app.Event) {
		fs := r.faults()
		if i >= len(fs) {
			return
		}
		fs = append(fs[:i], fs[i+1:]...)
		r.fs.resume = false
		ctx.NewActionWithValue(view.ActField, view.FieldEdit{Name: fault.Param, Value: fault.Format(fs), Commit: true})
	}
}

// resumeAfterFault plays on from the moment a fault was added, once its
// run has arrived.
func (r *replay) resumeAfterFault(ctx app.Context) {
	if !r.fs.resume || r.Ires == nil || r.Ires == r.fs.from || r.Irunning {
		return
	}
	r.fs.resume = false
	r.t = r.clampT(r.fs.at)
	if r.t >= r.m.End {
		return
	}
	r.playing, r.lastTS, r.hold = true, -1, 0
	r.requestFrame(ctx)
	r.repaint(ctx)
}

func (r *replay) kindName(k fault.Kind) string {
	if i := k.Info(); i.Kind != "" {
		return i.Choice.In(r.Ilang)
	}
	return string(k)
}

// faultLine says one fault for people: when, on what, for how long.
func (r *replay) faultLine(f fault.Fault) string {
	t := f.Kind.Info().Line
	if t.EN == "" {
		return f.String()
	}
	at := words.Dur(f.At).With(words.Loc) // "1,2 s'de"
	if f.For > 0 {
		return lab.Capital(t.Format(at, r.targetName(f.Target), words.Dur(f.For))).In(r.Ilang)
	}
	return lab.Capital(t.Format(at, r.targetName(f.Target))).In(r.Ilang)
}

// renderFaults is the fault panel: pick, add at this moment, the list.
func (r *replay) renderFaults() app.UI {
	targets := r.targets()
	if r.Iembed || len(targets) == 0 {
		return nil
	}
	if _, ok := r.targetOf(r.fs.target); !ok && !strings.HasPrefix(r.fs.target, "!") {
		r.pick(targets[0].ID)
	}
	t, picked := r.targetOf(r.fs.target)
	lasting := picked && r.fs.kind.Lasts()
	span := r.fs.span
	if span == "" {
		span = r.defaultSpan().String()
	}
	list := r.faults()
	hint := txtFaultHelp.In(r.Ilang)
	if !picked && r.fs.target != "" {
		hint = txtFaultNone.Format(r.targetName(strings.TrimPrefix(r.fs.target, "!"))).In(r.Ilang)
	}
	var kinds []fault.Kind
	if picked {
		kinds = t.Kinds
	}
	return app.Section().ID("replay-faults").Class("replay-faults").Aria("labelledby", "replay-faults-h").Body(
		app.H3().ID("replay-faults-h").Text(r.tr(txtFaultTitle)),
		app.P().ID("fault-hint").Class("help").Aria("live", "polite").Text(hint),
		app.Div().Class("fault-pick").Body(
			app.Label().For("fault-target").Text(r.tr(txtFaultTarget)),
			app.Select().ID("fault-target").OnChange(r.onTarget).Body(
				app.Range(targets).Slice(func(i int) app.UI {
					id := targets[i].ID
					return app.Option().Value(id).Selected(id == r.fs.target).Text(r.targetName(id))
				})),
			app.Label().For("fault-kind").Text(r.tr(txtFaultKind)),
			app.Select().ID("fault-kind").OnChange(r.onKind).Body(
				app.Range(kinds).Slice(func(i int) app.UI {
					return app.Option().Value(string(kinds[i])).Selected(kinds[i] == r.fs.kind).Text(r.kindName(kinds[i]))
				})),
			app.If(lasting, func() app.UI {
				return app.Span().Class("fault-span").Body(
					app.Label().For("fault-for").Text(r.tr(txtFaultSpan)),
					app.Input().Type("text").ID("fault-for").Value(span).Size(8).Spellcheck(false).
						Aria("invalid", r.fs.bad).OnInput(r.onSpan))
			}),
			app.Button().Type("button").ID("fault-add").Disabled(!picked).OnClick(r.onAdd).
				Text(txtFaultAdd.Format(draw.Dur(r.t, r.Ilang)).In(r.Ilang)),
		),
		app.If(r.fs.bad, func() app.UI {
			return app.P().Class("field-error").Role("alert").Text(r.tr(txtFaultBadSpan))
		}),
		app.P().ID("fault-was").Class("help fault-was"),
		app.If(len(list) > 0, func() app.UI {
			return app.Ul().ID("fault-list").Class("fault-list").Body(app.Range(list).Slice(func(i int) app.UI {
				line := r.faultLine(list[i])
				return app.Li().DataSet("fault", list[i].String()).Body(
					app.Span().Text(line),
					app.Button().Type("button").Class("fault-remove").
						Aria("label", txtFaultRemove.Format(line).In(r.Ilang)).Text("×").OnClick(r.onRemove(i)))
			}))
		}),
	)
}

// paintFaults marks the picked node and the nodes whose state at t differs
// from the run before this one's change (data-was), and says how.
func (r *replay) paintFaults(t time.Duration) {
	m := r.m
	pick := -1
	for i, n := range m.Nodes {
		if n.ID == r.fs.target || strings.HasPrefix(r.fs.target, n.ID+">") {
			pick = i
			break
		}
	}
	if pick != r.fs.picked {
		if g := r.jsEl("rn-" + strconv.Itoa(r.fs.picked)); r.fs.picked >= 0 && g.Truthy() {
			g.Call("removeAttribute", "data-picked")
		}
		if g := r.jsEl("rn-" + strconv.Itoa(pick)); pick >= 0 && g.Truthy() {
			g.Call("setAttribute", "data-picked", "true")
		}
		r.fs.picked = pick
	}
	if r.prevM == nil {
		return
	}
	// Each frame of playback comes here: the DOM is touched only where a
	// node's mark changes (r.wasShown, reset with the picture).
	sc := &m.Result.Scene
	if len(r.wasShown) != len(m.Nodes) {
		r.wasShown = make([]string, len(m.Nodes))
	}
	var diff []string
	for i, n := range m.Nodes {
		now, _, _ := m.StateAt(i, t)
		was := ""
		if j := r.prevIndex(n.ID); j >= 0 {
			e, _, _ := r.prevM.StateAt(j, t)
			was = e.State
		}
		if was == now.State {
			was = ""
		}
		if was != r.wasShown[i] {
			r.wasShown[i] = was
			if g := r.jsEl("rn-" + strconv.Itoa(i)); g.Truthy() && was == "" {
				g.Call("removeAttribute", "data-was")
			} else if g.Truthy() {
				g.Call("setAttribute", "data-was", was)
			}
		}
		if was != "" {
			diff = append(diff, txtFaultWasNode.Format(n.Label.In(r.Ilang), stateName(sc, r.prevM.Result, was, r.Ilang), stateName(sc, nil, now.State, r.Ilang)).In(r.Ilang))
		}
	}
	line := ""
	if len(diff) > 0 {
		line = txtFaultWas.Format(strings.Join(diff, "; ")).In(r.Ilang)
	}
	if line != r.lastWas {
		r.lastWas = line
		if el := r.jsEl("fault-was"); el.Truthy() {
			el.Set("textContent", line)
		}
	}
}

// prevIndex is the run before's node with id, -1 when it had none.
func (r *replay) prevIndex(id string) int {
	for j, p := range r.prevM.Nodes {
		if p.ID == id {
			return j
		}
	}
	return -1
}

// stateName is a state's name for people, from the scene that declares it.
func stateName(sc *lab.Scene, other *lab.Result, id string, l i18n.Lang) string {
	if s := sc.StateOf(id); s != nil {
		return s.Label.In(l)
	}
	if other != nil {
		if s := other.Scene.StateOf(id); s != nil {
			return s.Label.In(l)
		}
	}
	return id
}
