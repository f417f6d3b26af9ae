package shell

import (
	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// The address records the state (pagestate.State.Record says push or
// replace); navigating between labs pushes entries already (go-app's
// links), and Back or Forward re-read the URL.

// listenHistory re-reads the URL when Back or Forward lands on an entry
// this page pushed itself. go-app handles popstate too, but skips a URL
// equal to the last one it navigated to, which is exactly where Back from
// a first committed change lands; shownURL tells whether go-app already
// rebuilt the page (its OnNav sets it) so the page never runs twice.
func (p *page) listenHistory(ctx app.Context) {
	if !app.IsClient {
		return
	}
	fn := app.FuncOf(func(this app.Value, args []app.Value) any {
		ctx.Dispatch(func(ctx app.Context) {
			if u := app.Window().URL().String(); u != p.shownURL {
				p.OnNav(ctx)
			}
		})
		return nil
	})
	app.Window().Call("addEventListener", "popstate", fn)
}
