// Command floor is the floor the browser benchmark measures the
// playground's start against (./build.sh bench): go-app's hello world,
// built as app.wasm is (wasmbuild.BuildPackage: the same trimmed go-app,
// flags and stripping) and served with the same brotli. In the browser it
// shows a heading and marks itself interactive as the playground does
// (#playground[data-ready="true"]) once go-app has mounted it; natively,
// `floor DIR` writes its static site (go-app's own pages, app.js and
// worker) into DIR (main_native.go: the browser build has no server half).
package main

import "github.com/maxence-charriere/go-app/v10/pkg/app"

type hello struct {
	app.Compo
	ready bool
}

func (h *hello) OnMount(ctx app.Context) {
	ctx.Dispatch(func(app.Context) { h.ready = true })
}

func (h *hello) Render() app.UI {
	return app.Div().ID("playground").DataSet("ready", h.ready).Body(
		app.H1().Text("Merhaba"),
		app.Button().Type("button").Text("Dene"),
	)
}

func main() {
	app.Route("/", func() app.Composer { return &hello{} })
	app.RunWhenOnBrowser()
	writeSite()
}
