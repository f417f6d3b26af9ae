package shell

import (
	"strconv"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// Settling: one step at the end of a frame. A change the page shows — a
// run's outcome, a refused input, a navigation, a view or its keys — is
// drawn by go-app's frame (the results, the share link, the embed snippet
// all render from the same state); the address bar, the lesson page's
// message and the painted counter follow in that same frame's deferred
// step, so nothing a reader (or a test, or a quick "copy") looks at is one
// update behind another.
//
// #playground[data-painted] counts the settled frames: a browser test reads
// it before an action and waits for it to grow, instead of waiting for a
// time (docs/DESIGN.md, "DOM hooks").

// urlMode is how a settled frame writes the address bar.
type urlMode int

const (
	urlKeep    urlMode = iota // leave it (a navigation already wrote it)
	urlReplace                // replace the current entry
	urlPush                   // a new history entry (a committed change)
)

// settlement is what the end of the current frame writes.
type settlement struct {
	pending bool
	url     urlMode
	outcome bool // a run's outcome or a refused input: tell the host
	count   int  // settled frames so far (data-painted)
}

// settle asks for the end-of-frame step; the strongest URL mode asked for
// in the frame wins. The step is deferred on the page's own context: go-app
// drops a deferred call whose element is gone by then, and the element
// that asked (a button the change removes) may be.
func (p *page) settle(ctx app.Context, mode urlMode) {
	p.settling.url = max(p.settling.url, mode)
	if p.settling.pending {
		return
	}
	p.settling.pending = true
	if p.ctx.Context != nil { // mounted in a browser (not a prerender)
		ctx = p.ctx
	}
	ctx.Defer(p.flush)
}

// settleOutcome is settle for a run's outcome or a refused input, which an
// embed also reports to its lesson page.
func (p *page) settleOutcome(ctx app.Context) {
	p.settling.outcome = true
	p.settle(ctx, urlKeep)
}

// flush is the end-of-frame step: the address, the host, the counter.
func (p *page) flush(ctx app.Context) {
	s := p.settling
	p.settling = settlement{count: s.count + 1}
	if s.url != urlKeep {
		u := p.pageURL(ctx)
		if cur := ctx.Page().URL(); u.RawQuery != cur.RawQuery {
			if s.url == urlPush && app.IsClient {
				app.Window().Get("history").Call("pushState", nil, "", u.String())
			} else {
				ctx.Page().ReplaceURL(&u)
			}
		}
		p.shownURL = u.String()
	}
	if s.outcome {
		p.tellHost()
	}
	if app.IsClient {
		if root := app.Window().GetElementByID("playground"); root.Truthy() {
			root.Get("dataset").Set("painted", strconv.Itoa(p.settling.count))
		}
	}
}
