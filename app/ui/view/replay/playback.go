package replay

import (
	"math"
	"strconv"
	"time"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"net/url"

	"playground/app/ui/view"
)

// seek moves to t, stops playback, and has the URL follow once it rests.
func (r *replay) seek(ctx app.Context, t time.Duration) {
	r.t = r.clampT(t)
	r.paint(false)
	r.noteMoment(ctx)
	if r.playing {
		r.playing = false // the play button changes: let go-app render it
		r.repaint(ctx)
		return
	}
	ctx.PreventUpdate()
}

// noteMoment has t= follow the moment once it has rested urlDelay.
func (r *replay) noteMoment(ctx app.Context) {
	r.urlGen++
	g := r.urlGen
	ctx.After(urlDelay, func(ctx app.Context) {
		if g != r.urlGen || r.playing {
			ctx.PreventUpdate()
			return
		}
		v := r.t.String()
		if r.t == 0 {
			v = ""
		}
		if v == r.moment {
			ctx.PreventUpdate()
			return
		}
		r.moment = v
		ctx.NewActionWithValue(view.ActKeys, view.Keys{Set: url.Values{"t": {v}}})
		ctx.PreventUpdate()
	})
}

func (r *replay) onScrub(ctx app.Context, e app.Event) {
	v, err := strconv.ParseFloat(ctx.JSSrc().Get("value").String(), 64)
	if err != nil {
		ctx.PreventUpdate()
		return
	}
	r.scrubbing = true // until the hand lets go (change)
	r.seek(ctx, time.Duration(v))
}

func (r *replay) onScrubDone(ctx app.Context, e app.Event) {
	r.scrubbing = false
	ctx.PreventUpdate()
}

func (r *replay) onStart(ctx app.Context, e app.Event) { r.seek(ctx, 0) }
func (r *replay) onPrev(ctx app.Context, e app.Event)  { r.seek(ctx, r.m.Prev(r.t)) }
func (r *replay) onNext(ctx app.Context, e app.Event)  { r.seek(ctx, r.m.Next(r.t)) }

func (r *replay) onPhase(ctx app.Context, e app.Event) {
	if t, ok := r.m.NextMarker(r.t); ok {
		r.seek(ctx, t)
		return
	}
	ctx.PreventUpdate()
}

func (r *replay) onSpeed(ctx app.Context, e app.Event) {
	if v, err := strconv.Atoi(ctx.JSSrc().Get("value").String()); err == nil {
		r.speed = v
	}
	r.repaint(ctx)
}

func (r *replay) onPlay(ctx app.Context, e app.Event) {
	r.repaint(ctx)
	if r.playing {
		r.playing = false
		r.noteMoment(ctx)
		return
	}
	if r.t >= r.m.End {
		r.t = 0
	}
	r.playing, r.lastTS, r.hold = true, -1, 0
	r.requestFrame(ctx)
}

// onKey: space plays or pauses, ←/→ step to the previous or next event,
// Home and End go to the ends. Buttons keep space (it presses them) and
// the speed slider keeps its own keys.
func (r *replay) onKey(ctx app.Context, e app.Event) {
	// Keys go to the focused element: it says whether they are ours.
	focused := app.Window().Get("document").Get("activeElement")
	tag, id := focused.Get("tagName").String(), focused.Get("id").String()
	key := e.Get("key").String()
	if id == "replay-speed" || e.Get("ctrlKey").Bool() || e.Get("metaKey").Bool() || e.Get("altKey").Bool() {
		ctx.PreventUpdate()
		return
	}
	switch key {
	case " ", "Spacebar":
		if tag == "BUTTON" {
			ctx.PreventUpdate()
			return
		}
		e.PreventDefault()
		r.onPlay(ctx, e)
	case "ArrowRight":
		e.PreventDefault()
		r.seek(ctx, r.m.Next(r.t))
	case "ArrowLeft":
		e.PreventDefault()
		r.seek(ctx, r.m.Prev(r.t))
	case "Home":
		e.PreventDefault()
		r.seek(ctx, 0)
	case "End":
		e.PreventDefault()
		r.seek(ctx, r.m.End)
	default:
		ctx.PreventUpdate()
	}
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
			r.frameCtx.Dispatch(func(ctx app.Context) { r.onFrame(ctx, ts) })
			return nil
		})
	}
	r.frameID = app.Window().Call("requestAnimationFrame", r.frame)
}

func (r *replay) onFrame(ctx app.Context, ts float64) {
	if !r.playing || r.m == nil {
		ctx.PreventUpdate()
		return
	}
	dt := 0.0
	if r.lastTS >= 0 {
		dt = min(max((ts-r.lastTS)/1000, 0), 0.1) // a background tab does not leap
	}
	r.lastTS = ts
	r.advance(dt)
	r.paint(false)
	if r.t >= r.m.End {
		r.playing = false
		r.noteMoment(ctx)
		r.repaint(ctx)
		return // the play button changes back: render
	}
	ctx.PreventUpdate()
	r.requestFrame(ctx)
}

// advance moves the moment on by dt of wall time at the chosen speed,
// slowed so every message in flight stays on screen a while and landing on
// each send instead of leaping over it; reduced motion steps from event to
// event instead.
func (r *replay) advance(dt float64) {
	m := r.m
	if r.reduced {
		r.hold -= dt
		if r.hold <= 0 {
			r.t = m.Next(r.t)
			r.hold = reducedStep
		}
		return
	}
	if r.hold > 0 {
		r.hold -= dt
		return
	}
	step := time.Duration(dt * r.speedNow() * float64(time.Second))
	if until, ok := m.QuietUntil(r.t); ok {
		// Nothing moves and nothing is told until `until`: the stretch
		// passes at the chosen speed or in quietWall, whichever is sooner,
		// at one pace from where it was entered.
		if until != r.quietTo {
			r.quietTo = until
			r.quietPace = max(r.speedNow(), (until-r.t).Seconds()/quietWall)
		}
		step = max(step, time.Duration(dt*r.quietPace*float64(time.Second)))
		r.t = r.clampT(min(r.t+max(step, 1), until))
		return
	}
	if !m.Rates {
		// The slower the chosen speed, the longer a message stays.
		stay := dwell * math.Sqrt(speedAt(r.defSpeed)/r.speedNow())
		stay = min(max(stay, 0.05), 1.5)
		// A routine message (one like it was just shown) stays a
		// moment only.
		if novel, routine := m.ShortestInFlight(r.t); novel > 0 {
			step = min(step, time.Duration(float64(novel)*dt/stay))
		} else if routine > 0 {
			step = min(step, time.Duration(float64(routine)*dt/routineStay))
		}
		if ns, ok := m.NextSend(r.t); ok && ns < r.t+step {
			step = ns - r.t
		}
	}
	r.t = r.clampT(r.t + max(step, 1))
	if !m.Rates && m.InstantAt(r.t) {
		r.hold = instantHold
	}
}
