// Package playback is the replay's logic without the page: the moment
// shown, playing and its pace, the keys, the t= the address follows, and
// the fault panel's choices. The replay view (package view/replay) reads
// the DOM, forwards each event here and performs the Effect it gets back;
// nothing here reads a clock or touches go-app, so a run's whole playback
// is exercised natively, frame by frame, with timestamps the test chooses.
package playback

import (
	"math"
	"time"

	"playground/app/ui/draw"
	"playground/engine/lab"
)

// Playback: a message taking time stays on screen at least dwell (wall
// time) at the default speed, a routine one (like one just shown)
// routineStay; an exchange that takes no time is held for instantHold; a
// quiet stretch (nothing in flight, nothing told) passes in at most
// quietWall; reduced motion steps from event to event every reducedStep.
const (
	dwell       = 0.25 // s
	instantHold = 0.35
	reducedStep = 0.7
	quietWall   = 0.15 // the most a quiet stretch takes
	routineStay = 0.03 // how long a routine message stays
)

// RestDelay is how long the moment rests before t= follows it: a drag of
// the scrubber is one history step, not hundreds.
const RestDelay = 400 * time.Millisecond

// Effect is what the view does after an event, as flags: the logic decides,
// the view performs.
type Effect uint8

const (
	// Paint writes the moment into the DOM (no render).
	Paint Effect = 1 << iota
	// Note has t= follow the moment once it rests: the view calls
	// NoteMoment and, RestDelay later, Rested with its generation.
	Note
	// Render lets go-app render (the play button changed); without it the
	// view prevents the update.
	Render
	// NextFrame asks the browser for another animation frame (Frame).
	NextFrame
)

// noEq makes a type not comparable: nothing compares players or panels,
// and a comparable struct costs app.wasm a generated equality function.
type noEq [0]func()

// Player is the replay's moment and how it moves.
type Player struct {
	_ noEq

	M    *draw.ReplayModel // the run shown; nil before the first
	Prev *draw.ReplayModel // the run before its change (same lab), drawn faintly; nil: none

	T         time.Duration
	Playing   bool
	Scrubbing bool // the hand is on the scrubber (until its change event)
	Reduced   bool // the learner prefers reduced motion: step from event to event
	Speed     int  // index into SpeedAt
	defSpeed  int

	// Moment is the t= last taken from the address or sent to it; BadT:
	// it could not be read (the moment went to 0).
	Moment string
	BadT   bool

	// hostN is the embedding page's last ask already taken.
	hostN int

	lastTS float64 // the last frame's timestamp (ms), -1: none yet
	hold   float64 // wall seconds to stay at an instant
	// quietTo is the end of the quiet stretch being played fast, at
	// quietPace (virtual seconds per wall second).
	quietTo   time.Duration
	quietPace float64
	gen       int // the newest NoteMoment
}

// SpeedNow is the chosen speed: virtual seconds per wall second.
func (p *Player) SpeedNow() float64 { return SpeedAt(p.Speed) }

func (p *Player) clamp(t time.Duration) time.Duration { return min(max(t, 0), p.M.End) }

// Sync takes what the page gives: the run (and the one before its change),
// t= as the address says it, and the embedding page's latest ask (host, its
// number hostN). A new run keeps the moment, clamped to its length, and
// plays at its own default speed when its length asks for another; fresh
// says the model is new (the view drops what it painted). A t= the page did
// not get from here moves to it; an unreadable or negative one is flagged
// and goes to 0. The host's ask is taken once, and never while the learner
// plays or holds the scrubber: the page never fights the learner.
func (p *Player) Sync(res, prev *lab.Result, moment, host string, hostN int) (fresh bool) {
	if res == nil {
		return false
	}
	if p.M == nil || p.M.Result != res {
		p.M = draw.NewReplayModel(res)
		if _, _, def := SpeedRange(p.M.End); def != p.defSpeed {
			p.Speed, p.defSpeed = def, def
		}
		p.T = p.clamp(p.T)
		fresh = true
	}
	switch {
	case prev == nil || prev == res || prev.Lab != res.Lab:
		p.Prev = nil
	case p.Prev == nil || p.Prev.Result != prev:
		p.Prev = draw.NewReplayModel(prev)
	}
	if hostN != p.hostN {
		p.hostN = hostN
		if d, err := time.ParseDuration(host); err == nil && d >= 0 && !p.Playing && !p.Scrubbing {
			p.T = p.clamp(d) // a jump, never an animation: reduced motion or not
		}
	}
	if moment != p.Moment {
		p.Moment = moment
		p.BadT = false
		if moment != "" {
			d, err := time.ParseDuration(moment)
			if err != nil || d < 0 {
				p.BadT = true
				d = 0
			}
			p.T = p.clamp(d)
		}
	}
	return fresh
}

// Seek moves to t and stops playback; t= follows once it rests.
func (p *Player) Seek(t time.Duration) Effect {
	p.T = p.clamp(t)
	if p.Playing {
		p.Playing = false // the play button changes
		return Paint | Note | Render
	}
	return Paint | Note
}

// Scrub is the scrubber's input: a seek, with the hand on it until
// ScrubDone.
func (p *Player) Scrub(t time.Duration) Effect {
	p.Scrubbing = true
	return p.Seek(t)
}

// ScrubDone is the scrubber's change: the hand let go.
func (p *Player) ScrubDone() { p.Scrubbing = false }

// Phase goes to the next phase's start, if there is one.
func (p *Player) Phase() Effect {
	if t, ok := p.M.NextMarker(p.T); ok {
		return p.Seek(t)
	}
	return 0
}

// TogglePlay pauses, or plays from the moment shown (from the start when
// at the end).
func (p *Player) TogglePlay() Effect {
	if p.Playing {
		p.Playing = false
		return Render | Note
	}
	if p.T >= p.M.End {
		p.T = 0
	}
	p.play()
	return Render | NextFrame
}

// Resume plays on from at (a fault was added there and its run arrived);
// nothing when at is the run's end.
func (p *Player) Resume(at time.Duration) Effect {
	p.T = p.clamp(at)
	if p.T >= p.M.End {
		return 0
	}
	p.play()
	return Render | NextFrame
}

func (p *Player) play() { p.Playing, p.lastTS, p.hold = true, -1, 0 }

// Frame is an animation frame at ts (ms, the browser's clock): the moment
// moves on by the wall time since the last frame, at most a tenth of a
// second (a background tab does not leap). At the end playback stops.
func (p *Player) Frame(ts float64) Effect {
	if !p.Playing || p.M == nil {
		return 0
	}
	dt := 0.0
	if p.lastTS >= 0 {
		dt = min(max((ts-p.lastTS)/1000, 0), 0.1)
	}
	p.lastTS = ts
	p.Advance(dt)
	if p.T >= p.M.End {
		p.Playing = false
		return Paint | Note | Render // the play button changes back
	}
	return Paint | NextFrame
}

// Key is a key pressed in the replay, with the focused element's tag and
// id: space plays or pauses, ←/→ step to the previous or next event, Home
// and End go to the ends. Buttons keep space (it presses them), the speed
// slider keeps its own keys, and a key with a modifier is the browser's.
// handled says the key was ours (its default action is prevented).
func (p *Player) Key(key, tag, id string, modified bool) (e Effect, handled bool) {
	if id == "replay-speed" || modified {
		return 0, false
	}
	switch key {
	case " ", "Spacebar":
		if tag == "BUTTON" {
			return 0, false
		}
		return p.TogglePlay(), true
	case "ArrowRight":
		return p.Seek(p.M.Next(p.T)), true
	case "ArrowLeft":
		return p.Seek(p.M.Prev(p.T)), true
	case "Home":
		return p.Seek(0), true
	case "End":
		return p.Seek(p.M.End), true
	}
	return 0, false
}

// NoteMoment starts a rest: the generation to hand back to Rested after
// RestDelay. A newer note makes older ones stale.
func (p *Player) NoteMoment() int {
	p.gen++
	return p.gen
}

// Rested is the t= to publish once generation gen has rested: none when a
// newer note came, while playing, or when the address has it already; ""
// for the start (the address's default).
func (p *Player) Rested(gen int) (string, bool) {
	if gen != p.gen || p.Playing {
		return "", false
	}
	v := p.T.String()
	if p.T == 0 {
		v = ""
	}
	if v == p.Moment {
		return "", false
	}
	p.Moment = v
	return v, true
}

// Advance moves the moment on by dt of wall time at the chosen speed,
// slowed so every message in flight stays on screen a while and landing on
// each send instead of leaping over it; reduced motion steps from event to
// event instead.
func (p *Player) Advance(dt float64) {
	m := p.M
	if p.Reduced {
		p.hold -= dt
		if p.hold <= 0 {
			p.T = m.Next(p.T)
			p.hold = reducedStep
		}
		return
	}
	if p.hold > 0 {
		p.hold -= dt
		return
	}
	step := time.Duration(dt * p.SpeedNow() * float64(time.Second))
	if until, ok := m.QuietUntil(p.T); ok {
		// Nothing moves and nothing is told until `until`: the stretch
		// passes at the chosen speed or in quietWall, whichever is sooner,
		// at one pace from where it was entered.
		if until != p.quietTo {
			p.quietTo = until
			p.quietPace = max(p.SpeedNow(), (until-p.T).Seconds()/quietWall)
		}
		step = max(step, time.Duration(dt*p.quietPace*float64(time.Second)))
		p.T = p.clamp(min(p.T+max(step, 1), until))
		return
	}
	if !m.Rates {
		// The slower the chosen speed, the longer a message stays.
		stay := dwell * math.Sqrt(SpeedAt(p.defSpeed)/p.SpeedNow())
		stay = min(max(stay, 0.05), 1.5)
		// A routine message (one like it was just shown) stays a
		// moment only.
		if novel, routine := m.ShortestInFlight(p.T); novel > 0 {
			step = min(step, time.Duration(float64(novel)*dt/stay))
		} else if routine > 0 {
			step = min(step, time.Duration(float64(routine)*dt/routineStay))
		}
		if ns, ok := m.NextSend(p.T); ok && ns < p.T+step {
			step = ns - p.T
		}
	}
	p.T = p.clamp(p.T + max(step, 1))
	if !m.Rates && m.InstantAt(p.T) {
		p.hold = instantHold
	}
}
