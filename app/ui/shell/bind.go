package shell

import (
	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"playground/app/ui/form"
	"playground/app/ui/pagestate"
	"playground/app/ui/view"
	"playground/engine/lab"
	"playground/engine/param"
)

// A lesson page's own text bound to this frame: what it bound and what
// each run message carries for it are pagestate.Binds'; here, reading the
// page's message and the moment it asks for.

// hostBinds is what the lesson page bound (pagestate.Binds) and the
// moment it last asked the replay for.
type hostBinds struct {
	pagestate.Binds
	moment view.Moment
}

// maxBindLen bounds one claim's or knob's name, in characters.
const maxBindLen = 320

type bindMsg struct{ claims, knobs, cells []string }

func readBind(data app.Value) bindMsg {
	return bindMsg{claims: jsList(data.Get("claims")), knobs: jsList(data.Get("knobs")), cells: jsList(data.Get("cells"))}
}

// jsList reads an array of strings, bounded; anything else is skipped.
func jsList(v app.Value) []string {
	if v.Type() != app.TypeObject || !app.Window().Get("Array").Call("isArray", v).Bool() {
		return nil
	}
	n := min(v.Length(), pagestate.MaxBinds)
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
	p.binds.Bind(b.claims, b.knobs, b.cells)
	p.tellHost()
}

// hostMoment passes the page's moment to the views (the replay follows it
// unless the learner is playing or scrubbing).
func (p *page) hostMoment(t string) {
	if len(t) > 64 {
		return
	}
	p.binds.moment = view.Moment{T: t, N: p.binds.moment.N + 1}
}

// lessonRun is the lab's run at the lesson's values (pagestate.Binds).
func (p *page) lessonRun() *lab.Result { return p.binds.LessonRun(&p.s) }

// formScale is a knob's slider scale as package form draws it.
type formScale struct{}

func (formScale) Stops(f *param.Field) ([]float64, string, bool)  { return form.Stops(f) }
func (formScale) InUnit(f *param.Field, v string) (float64, bool) { return form.InUnit(f, v) }
