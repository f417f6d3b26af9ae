package main

import (
	"time"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"playground/engine/i18n"
)

var (
	txtUpdate       = i18n.Add("ship.update", "Yeni sürüm hazır.", "A new version is available.")
	txtUpdateReload = i18n.Add("ship.update.reload", "Yeniden yükle", "Reload")
)

// updateCheckEvery is how often an open tab asks for a new version; browsers
// only look on navigations, and a learner may keep one page open for hours.
const updateCheckEvery = 30 * time.Minute

// updateBanner shows "update available — reload" once the service worker
// has installed a newer version (go-app calls OnAppUpdate then). The page
// renders it with its language: &updateBanner{Lang: p.lang}.
type updateBanner struct {
	app.Compo
	Lang      i18n.Lang
	available bool
}

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
		app.Span().Text(txtUpdate.In(u.Lang)+" "),
		app.Button().ID("update-reload").Type("button").Text(txtUpdateReload.In(u.Lang)).
			OnClick(func(ctx app.Context, e app.Event) { ctx.Reload() }),
	)
}
