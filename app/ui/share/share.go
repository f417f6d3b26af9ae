// Package share is the lab page's share panel: the link to the exact run,
// copied on request, and the snippet that embeds the lab in a lesson page
// (the builder), with any tool a view adds (a challenge's exercise).
package share

import (
	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"playground/engine/i18n"
)

// Tools offers the link to the run and the snippet to embed it.
type Tools struct {
	app.Compo

	Ilang i18n.Lang
	Ilink string

	// Iexercise is a view's own tool (a challenge's exercise builder).
	Iexercise app.UI
	// IembedBuilder is the snippet builder (Builder).
	IembedBuilder app.UI

	copied    i18n.Text // what the last copy did
	showEmbed bool
}

func New() *Tools                        { return &Tools{} }
func (s *Tools) Lang(l i18n.Lang) *Tools { s.Ilang = l; return s }
func (s *Tools) Link(u string) *Tools    { s.Ilink = u; return s }
func (s *Tools) t(x i18n.Text) string    { return x.In(s.Ilang) }

// Builder puts the snippet builder in the embed panel.
func (s *Tools) Builder(b app.UI) *Tools { s.IembedBuilder = b; return s }

// Exercise adds the exercise builder to the embed panel.
func (s *Tools) Exercise(b app.UI) *Tools { s.Iexercise = b; return s }

// OnUpdate forgets "copied" once the link it was about has changed.
func (s *Tools) OnUpdate(ctx app.Context) { s.copied = i18n.Text{} }

func (s *Tools) Render() app.UI {
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
func (s *Tools) onCopy(ctx app.Context, e app.Event) {
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
