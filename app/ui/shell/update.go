package shell

import (
	"time"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"playground/engine/i18n"
)

// updateCheckEvery is how often an open tab asks for a new version; browsers
// only look on navigations, and a learner may keep one page open for hours.
const updateCheckEvery = 30 * time.Minute

// updateBanner shows "update available — reload" once the service worker
// has installed a newer version (go-app calls OnAppUpdate then).
type updateBanner struct {
	app.Compo

	Ilang     i18n.Lang
	available bool
}

func newUpdateBanner() *updateBanner                   { return &updateBanner{} }
func (u *updateBanner) Lang(l i18n.Lang) *updateBanner { u.Ilang = l; return u }

func (u *updateBanner) OnMount(ctx app.Context) {
	// The snapshot is taken when ctx is made, so read it here and in
	// OnAppUpdate, never in an event handler.
	u.available = ctx.AppUpdateAvailable()
	ctx.Async(func() {
		t := time.NewTicker(updateCheckEvery)
		defer t.Stop()
		for {
			select {
			case <-ctx.Done():
				return
			case <-t.C:
				app.TryUpdate()
			}
		}
	})
}

func (u *updateBanner) OnAppUpdate(ctx app.Context) { u.available = ctx.AppUpdateAvailable() }

func (u *updateBanner) Render() app.UI {
	if !u.available {
		return app.Div().ID("update").Class("update").Hidden(true)
	}
	return app.Div().ID("update").Class("update").Role("status").Body(
		app.Span().Text(txtUpdate.In(u.Ilang)+" "),
		app.Button().ID("update-reload").Type("button").Text(txtUpdateReload.In(u.Ilang)).
			OnClick(func(ctx app.Context, e app.Event) { ctx.Reload() }),
	)
}
