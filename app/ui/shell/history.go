package shell

import (
	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// recordURL writes the current state to the address bar. A committed
// change (a field's change event, a preset) gets a history entry of its
// own, so Back returns to the run before it; while a learner types, the
// pauses of one edit replace that edit's single entry instead of adding
// one per pause. Navigating between labs pushes entries already (go-app's
// links), and Back or Forward re-read the URL (listenHistory). An embed
// only replaces: its entries would join the lesson page's own history.
//
// The address is written at the end of the frame that shows the change
// (settle.go), together with the share link and the embed snippet.
func (p *page) recordURL(ctx app.Context) {
	if p.addr.lab == nil {
		return
	}
	mode := urlPush
	if p.form.editing || p.addr.embed {
		mode = urlReplace
	}
	p.form.editing = p.form.typing
	p.settle(ctx, mode)
}

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
