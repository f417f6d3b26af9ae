package shell

import (
	"strconv"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"playground/app/ui/pagestate"
)

// Settling: one step at the end of a frame (pagestate.Settlement). A
// change the page shows is drawn by go-app's frame (the results, the share
// link, the embed snippet all render from the same state); the address
// bar, the lesson page's message and the painted counter follow in that
// same frame's deferred step.
//
// #playground[data-painted] counts the settled frames: a browser test reads
// it before an action and waits for it to grow, instead of waiting for a
// time (docs/DESIGN.md, "DOM hooks"); data-nav, the navigations the page
// had taken when it settled (a test that navigates waits for it to grow:
// a frame settled before the navigation raises the counter too).

// settle asks for the end-of-frame step; the strongest URL mode asked for
// in the frame wins. The step is deferred on the page's own context: go-app
// drops a deferred call whose element is gone by then, and the element
// that asked (a button the change removes) may be.
func (p *page) settle(ctx app.Context, mode pagestate.URLMode) {
	if !p.settling.Ask(mode) {
		return
	}
	if p.ctx.Context != nil { // mounted in a browser (not a prerender)
		ctx = p.ctx
	}
	ctx.Defer(p.flush)
}

// settleOutcome is settle for a run's outcome or a refused input, which an
// embed also reports to its lesson page.
func (p *page) settleOutcome(ctx app.Context) {
	p.settling.Outcome()
	p.settle(ctx, pagestate.URLKeep)
}

// flush is the end-of-frame step: the address, the host, the counter.
func (p *page) flush(ctx app.Context) {
	f := p.settling.Take()
	if f.URL != pagestate.URLKeep && !(app.IsClient && pagestate.Moved(p.shownURL, app.Window().URL().String())) {
		u := p.pageURL(ctx)
		switch pagestate.Write(f.URL, u.RawQuery, ctx.Page().URL().RawQuery, app.IsClient) {
		case pagestate.URLPush:
			app.Window().Get("history").Call("pushState", nil, "", u.String())
		case pagestate.URLReplace:
			ctx.Page().ReplaceURL(&u)
		}
		p.shownURL = u.String()
	}
	if f.Outcome {
		p.tellHost()
	}
	if app.IsClient {
		if root := app.Window().GetElementByID("playground"); root.Truthy() {
			root.Get("dataset").Set("painted", strconv.Itoa(f.Count))
			root.Get("dataset").Set("nav", strconv.Itoa(p.navs))
		}
	}
}
