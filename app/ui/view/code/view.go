package code

import (
	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"playground/app/ui/view"
	"playground/engine/i18n"
)

// View is the code view (view=code).
var View = view.View{
	ID:     "code",
	Label:  txtViewCode,
	Render: func(c *view.Context) app.UI { return &editor{Ic: c} },
}

// Switch is the sessionStorage key and value that make the site's loader
// start web/code.wasm in this tab (app/site: CodeWasmSwitch).
const (
	Switch      = "playground.wasm"
	SwitchValue = "code"
)

// unavailable is the view where no code can run: a lab without a hook
// says so; a page without the interpreter (app.wasm) says it is loading
// the one that has it and reloads into it.
func unavailable(c *view.Context, id string) app.UI {
	if c.Lab.Policy == nil {
		return app.Section().ID(id).Class("code-view").DataSet("view", "code").Body(
			app.P().Class("notice").Text(txtNoHook.In(c.Lang)))
	}
	return app.Section().ID(id).Class("code-view").DataSet("view", "code").Body(
		app.P().ID("code-loading").Role("status").Text(txtLoading.In(c.Lang)),
		&switcher{})
}

// Editor is the code editor alone, for a view that shows the run its own
// way (a code challenge: the task, the editor, the grades, the run).
func Editor(c *view.Context) app.UI { return &editor{Ic: c, Ibare: true} }

func (e *editor) id() string {
	if e.Ibare {
		return "code-exercise"
	}
	return "code"
}

// switcher moves the tab to the wasm that runs code, once, as it mounts.
type switcher struct{ app.Compo }

func (s *switcher) Render() app.UI { return app.Span() }

func (s *switcher) OnMount(ctx app.Context) {
	defer func() { recover() }() // a browser that refuses storage: the page stays, saying why
	app.Window().Get("sessionStorage").Call("setItem", Switch, SwitchValue)
	app.Window().Get("location").Call("reload")
}

var (
	txtViewCode = i18n.Text{TR: "Kod", EN: "Code"}
	txtNoHook   = i18n.Text{TR: "Bu laboratuvarda kod yazılmıyor.", EN: "This lab takes no code."}
	txtLoading  = i18n.Text{TR: "Kod çalıştırıcısı yükleniyor…", EN: "Loading the code runner…"}
)
