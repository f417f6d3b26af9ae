package ui

import (
	"net/url"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"playground/app/pagekey"
	"playground/engine/i18n"
)

// shareURL is the absolute link to this exact run in the full playground
// (also the embed's "open in the playground"): every non-default parameter
// and the seed.
func (p *page) shareURL() string {
	q := p.pageQuery(p.linkParams())
	q.Del("embed")
	q.Del("controls")
	q.Del("charts")
	q.Del("sections")
	return absURL(q)
}

// absURL is the page's own address with query q (same origin and path, so
// it works under any prefix).
func absURL(q url.Values) string {
	u := url.URL{Path: "/"}
	if app.IsClient {
		if cur, err := url.Parse(app.Window().URL().String()); err == nil {
			u = *cur
		}
	}
	u.RawQuery = pagekey.Encode(q)
	u.Fragment = ""
	return u.String()
}

// shareTools offers the link to the run and the snippet to embed it.
type shareTools struct {
	app.Compo

	Ilang i18n.Lang
	Ilink string

	// Iexercise is "embed as an exercise" (challenge_share.go).
	Iexercise app.UI
	// IembedBuilder is the snippet builder (embed_builder.go).
	IembedBuilder app.UI

	copied    i18n.Text // what the last copy did
	showEmbed bool
}

func newShareTools() *shareTools                   { return &shareTools{} }
func (s *shareTools) Lang(l i18n.Lang) *shareTools { s.Ilang = l; return s }
func (s *shareTools) Link(u string) *shareTools    { s.Ilink = u; return s }
func (s *shareTools) t(x i18n.Text) string         { return x.In(s.Ilang) }

// Builder puts the snippet builder in the embed panel.
func (s *shareTools) Builder(b app.UI) *shareTools { s.IembedBuilder = b; return s }

// Exercise adds the exercise builder to the embed panel.
func (s *shareTools) Exercise(b app.UI) *shareTools { s.Iexercise = b; return s }

// OnUpdate forgets "copied" once the link it was about has changed.
func (s *shareTools) OnUpdate(ctx app.Context) { s.copied = i18n.Text{} }

func (s *shareTools) Render() app.UI {
	return app.Div().Class("tool").Body(
		app.H2().Text(s.t(txtShare)),
		app.Label().For("share-link").Text(s.t(txtLinkLabel)),
		app.Input().Type("text").ID("share-link").ReadOnly(true).Value(s.Ilink),
		app.Div().Class("row").Body(
			app.Button().Type("button").ID("copy-link").Text(s.t(txtCopyLink)).OnClick(s.onCopy),
			app.Button().Type("button").ID("embed-toggle").Aria("expanded", s.showEmbed).
				Aria("controls", "embed-code").Text(s.t(txtEmbed)).
				OnClick(func(ctx app.Context, e app.Event) { s.showEmbed = !s.showEmbed }),
			app.Span().ID("copy-status").Role("status").Aria("live", "polite").Text(s.copied.In(s.Ilang)),
		),
		app.If(s.showEmbed, func() app.UI {
			return app.Div().Class("embed-code").Body(
				s.IembedBuilder,
				s.Iexercise,
			)
		}),
	)
}

// onCopy puts the link on the clipboard; the link stays selectable in its
// box when the browser refuses.
func (s *shareTools) onCopy(ctx app.Context, e app.Event) {
	clip := app.Window().Get("navigator").Get("clipboard")
	if !clip.Truthy() {
		s.copied = txtCopyFailed
		return
	}
	promise := clip.Call("writeText", s.Ilink)
	var ok, fail app.Func
	done := func(msg i18n.Text) {
		ctx.Dispatch(func(ctx app.Context) { s.copied = msg })
		ok.Release()
		fail.Release()
	}
	ok = app.FuncOf(func(this app.Value, args []app.Value) any { done(txtCopied); return nil })
	fail = app.FuncOf(func(this app.Value, args []app.Value) any { done(txtCopyFailed); return nil })
	promise.Call("then", ok, fail)
}
