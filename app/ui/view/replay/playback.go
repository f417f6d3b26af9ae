package replay

import (
	"net/url"
	"strconv"
	"time"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"playground/app/ui/playback"
	"playground/app/ui/view"
)

// do performs what the player decided: paint the moment, have t= follow it
// once it rests, ask for the next frame, and render or not.
func (r *replay) do(ctx app.Context, e playback.Effect) {
	if e&playback.Paint != 0 {
		r.paint(false)
	}
	if e&playback.Note != 0 {
		r.noteMoment(ctx)
	}
	if e&playback.NextFrame != 0 {
		r.requestFrame(ctx)
	}
	if e&playback.Render != 0 {
		r.repaint(ctx)
		return
	}
	ctx.PreventUpdate()
}

// noteMoment has t= follow the moment once it has rested.
func (r *replay) noteMoment(ctx app.Context) {
	g := r.p.NoteMoment()
	ctx.After(playback.RestDelay, func(ctx app.Context) {
		if v, ok := r.p.Rested(g); ok {
			ctx.NewActionWithValue(view.ActKeys, view.Keys{Set: url.Values{"t": {v}}})
		}
		ctx.PreventUpdate()
	})
}

func (r *replay) onScrub(ctx app.Context, e app.Event) {
	v, err := strconv.ParseFloat(ctx.JSSrc().Get("value").String(), 64)
	if err != nil {
		ctx.PreventUpdate()
		return
	}
	r.do(ctx, r.p.Scrub(time.Duration(v)))
}

func (r *replay) onScrubDone(ctx app.Context, e app.Event) {
	r.p.ScrubDone()
	ctx.PreventUpdate()
}

func (r *replay) onStart(ctx app.Context, e app.Event) { r.do(ctx, r.p.Seek(0)) }
func (r *replay) onPrev(ctx app.Context, e app.Event)  { r.do(ctx, r.p.Seek(r.p.M.Prev(r.p.T))) }
func (r *replay) onNext(ctx app.Context, e app.Event)  { r.do(ctx, r.p.Seek(r.p.M.Next(r.p.T))) }
func (r *replay) onPhase(ctx app.Context, e app.Event) { r.do(ctx, r.p.Phase()) }
func (r *replay) onPlay(ctx app.Context, e app.Event)  { r.do(ctx, r.p.TogglePlay()) }

func (r *replay) onSpeed(ctx app.Context, e app.Event) {
	if v, err := strconv.Atoi(ctx.JSSrc().Get("value").String()); err == nil {
		r.p.Speed = v
	}
	r.repaint(ctx)
}

// onKey hands the player the key and the focused element (keys go to it:
// it says whether they are ours).
func (r *replay) onKey(ctx app.Context, e app.Event) {
	focused := app.Window().Get("document").Get("activeElement")
	if k := e.Get("key").String(); k == "Enter" || k == " " {
		if id := whyTarget(focused); id != "" {
			e.PreventDefault()
			r.selectWhy(ctx, id, -1)
			return
		}
	}
	eff, ours := r.p.Key(e.Get("key").String(), focused.Get("tagName").String(), focused.Get("id").String(),
		e.Get("ctrlKey").Bool() || e.Get("metaKey").Bool() || e.Get("altKey").Bool())
	if ours {
		e.PreventDefault()
	}
	r.do(ctx, eff)
}

// requestFrame asks the browser for the next animation frame; the frame
// advances the moment and paints it without a render.
func (r *replay) requestFrame(ctx app.Context) {
	if !app.IsClient {
		return
	}
	r.frameCtx = ctx
	if r.frame == nil {
		r.frame = app.FuncOf(func(this app.Value, args []app.Value) any {
			ts := 0.0
			if len(args) > 0 {
				ts = args[0].Float()
			}
			r.frameCtx.Dispatch(func(ctx app.Context) { r.do(ctx, r.p.Frame(ts)) })
			return nil
		})
	}
	r.frameID = app.Window().Call("requestAnimationFrame", r.frame)
}
