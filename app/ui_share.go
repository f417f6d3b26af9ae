package main

import (
	"html"
	"net/url"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"playground/engine/i18n"
)

// renderTools holds compare (pin) and share (link, embed snippet).
func (p *playground) renderTools() app.UI {
	link := p.shareURL()
	return app.Section().Class("tools").Aria("label", p.t(txtShare)).Body(
		app.Div().Class("tool").Body(
			app.H2().Text(p.t(txtCompare)),
			app.P().Class("help").Text(p.t(txtPinHelp)),
			app.If(p.pin == nil, func() app.UI {
				return app.Button().Type("button").ID("pin").Disabled(p.res == nil).Text(p.t(txtPin)).OnClick(p.onPin)
			}).Else(func() app.UI {
				return app.Button().Type("button").ID("unpin").Text(p.t(txtUnpin)).OnClick(p.onUnpin)
			}),
		),
		app.Div().Class("tool").Body(
			app.H2().Text(p.t(txtShare)),
			app.Label().For("share-link").Text(p.t(txtLinkLabel)),
			app.Input().Type("text").ID("share-link").ReadOnly(true).Value(link),
			app.Div().Class("row").Body(
				app.Button().Type("button").ID("copy-link").Text(p.t(txtCopyLink)).
					OnClick(func(ctx app.Context, e app.Event) { p.copy(ctx, link) }),
				app.Button().Type("button").ID("embed-toggle").Aria("expanded", p.showEmbed).
					Aria("controls", "embed-code").Text(p.t(txtEmbed)).
					OnClick(func(ctx app.Context, e app.Event) { p.showEmbed = !p.showEmbed }),
				app.Span().ID("copy-status").Role("status").Aria("live", "polite").Text(p.copied.In(p.lang)),
			),
			app.If(p.showEmbed, func() app.UI {
				return app.Div().Class("embed-code").Body(
					app.Label().For("embed-code").Text(p.t(txtEmbedLabel)),
					app.Textarea().ID("embed-code").ReadOnly(true).Rows(4).Text(p.embedSnippet()),
				)
			}),
		),
	)
}

// shareURL is the absolute link to this exact run in the full playground
// (also the embed's "open in the playground"): every non-default parameter
// and the seed.
func (p *playground) shareURL() string {
	q := p.pageQuery(p.shareParams())
	q.Del("embed")
	q.Del("controls")
	return p.absURL(q)
}

func (p *playground) embedSnippet() string {
	q := p.pageQuery(p.shareParams())
	q.Del("pin")
	q.Set("embed", "1")
	title := txtEmbedTitle.Format(p.lab.Title).In(p.lang)
	return `<iframe src="` + html.EscapeString(p.absURL(q)) + `" title="` + html.EscapeString(title) +
		`" width="100%" height="720" loading="lazy"></iframe>`
}

// absURL is the page's own address with query q (same origin and path, so
// it works under any prefix).
func (p *playground) absURL(q url.Values) string {
	u := url.URL{Path: "/"}
	if app.IsClient {
		if cur, err := url.Parse(app.Window().URL().String()); err == nil {
			u = *cur
		}
	}
	u.RawQuery = encodeQuery(q)
	u.Fragment = ""
	return u.String()
}

// copy puts link on the clipboard; the link stays selectable in its box when
// the browser refuses.
func (p *playground) copy(ctx app.Context, link string) {
	clip := app.Window().Get("navigator").Get("clipboard")
	if !clip.Truthy() {
		p.copied = txtCopyFailed
		return
	}
	promise := clip.Call("writeText", link)
	var ok, fail app.Func
	done := func(msg i18n.Text) {
		ctx.Dispatch(func(ctx app.Context) { p.copied = msg })
		ok.Release()
		fail.Release()
	}
	ok = app.FuncOf(func(this app.Value, args []app.Value) any { done(txtCopied); return nil })
	fail = app.FuncOf(func(this app.Value, args []app.Value) any { done(txtCopyFailed); return nil })
	promise.Call("then", ok, fail)
}
