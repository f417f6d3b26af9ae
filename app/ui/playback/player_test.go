package playback

import (
	"net/url"
	"testing"
	"time"

	"playground/engine/lab"
	"playground/engine/labs"
)

// run is lab id's run with the given parameters (the lesson's values when
// none), run natively.
func run(t *testing.T, id string, kv ...string) *lab.Result {
	t.Helper()
	l := labs.Find(id)
	if l == nil {
		t.Fatalf("no lab %s", id)
	}
	q := url.Values{}
	for i := 0; i+1 < len(kv); i += 2 {
		q.Set(kv[i], kv[i+1])
	}
	res, err := l.Run(q, nil)
	if err != nil {
		t.Fatal(err)
	}
	return res
}

// player is a player showing res, as the view's first sync leaves it.
func player(t *testing.T, res *lab.Result) *Player {
	t.Helper()
	p := &Player{}
	if !p.Sync(res, nil, "", "", 0) {
		t.Fatal("the first run is not fresh")
	}
	return p
}

// frames plays p at 60 frames a second until it stops asking for the next
// frame (or ten minutes of frames): the last effect and the frames played.
func frames(p *Player) (last Effect, n int) {
	ts := 1000.0
	for n < 60*600 {
		last = p.Frame(ts)
		n++
		ts += 1000.0 / 60
		if last&NextFrame == 0 {
			break
		}
	}
	return last, n
}

func TestPlayingFromTheStartReachesTheEndStopsAndFollowsTheURL(t *testing.T) {
	p := player(t, run(t, "registry"))
	if p.T != 0 || p.Playing {
		t.Fatalf("a new player at %v, playing %v", p.T, p.Playing)
	}
	if e := p.TogglePlay(); e != Render|NextFrame || !p.Playing {
		t.Fatalf("play: effect %b, playing %v", e, p.Playing)
	}
	last, n := frames(p)
	if last != Paint|Note|Render || p.Playing || p.T != p.M.End {
		t.Fatalf("after %d frames: effect %b, playing %v, at %v of %v", n, last, p.Playing, p.T, p.M.End)
	}
	if secs := float64(n) / 60; secs < 5 || secs > 90 {
		t.Errorf("the lesson's run played in %.1f s", secs)
	}
	g := p.NoteMoment()
	if v, ok := p.Rested(g); !ok || v != p.M.End.String() {
		t.Errorf("at the end t= becomes %q (%v), want %q", v, ok, p.M.End.String())
	}
	if v, ok := p.Rested(g); ok {
		t.Errorf("t= already at the end is published again: %q", v)
	}
	// Play at the end starts again from the start.
	if p.TogglePlay(); p.T != 0 || !p.Playing {
		t.Errorf("play at the end: at %v, playing %v", p.T, p.Playing)
	}
	// Pausing stops and has t= follow.
	p.Frame(0)
	p.Frame(100)
	if e := p.TogglePlay(); e != Render|Note || p.Playing || p.T == 0 {
		t.Errorf("pause: effect %b, playing %v, at %v", e, p.Playing, p.T)
	}
	if e := p.Frame(200); e != 0 {
		t.Errorf("a frame after the pause: effect %b", e)
	}
}

func TestAFrameAfterALongGapMovesATenthOfASecondAtMost(t *testing.T) {
	p := player(t, run(t, "registry"))
	p.TogglePlay()
	if e := p.Frame(5000); e != Paint|NextFrame {
		t.Fatalf("first frame: %b", e)
	}
	at := p.T
	want := *p
	want.Advance(0.1)
	p.Frame(5000 + 60_000) // a minute in a background tab
	if p.T != want.T || p.T == at {
		t.Errorf("after a minute's gap at %v, want %v (a tenth of a second's play from %v)", p.T, want.T, at)
	}
}

func TestReducedMotionStepsFromEventToEvent(t *testing.T) {
	p := player(t, run(t, "registry"))
	p.Reduced = true
	p.TogglePlay()
	prev, since, steps := p.T, 0, 0
	last, n := Effect(0), 0
	for ts := 0.0; n < 60*600; ts += 1000.0 / 60 {
		last = p.Frame(ts)
		n++
		since++
		if p.T != prev {
			if want := p.M.Next(prev); p.T != want {
				t.Fatalf("stepped from %v to %v, want the next event at %v", prev, p.T, want)
			}
			if steps > 0 && float64(since)/60 < reducedStep-1e-9 {
				t.Fatalf("stepped after %d frames, want %.1f s between steps", since, reducedStep)
			}
			prev, since = p.T, 0
			steps++
		}
		if last&NextFrame == 0 {
			break
		}
	}
	if p.T != p.M.End || p.Playing || steps < 10 {
		t.Errorf("reduced motion ended at %v of %v after %d steps, playing %v", p.T, p.M.End, steps, p.Playing)
	}
}

func TestTheHostsMomentIsTakenOnceAndNeverWhilePlayingOrScrubbing(t *testing.T) {
	res := run(t, "registry")
	p := player(t, res)
	p.Sync(res, nil, "", "1s", 1)
	if p.T != time.Second {
		t.Fatalf("the host's 1s: at %v", p.T)
	}
	p.Seek(2 * time.Second)
	p.Sync(res, nil, "", "1s", 1) // the same ask again: already taken
	if p.T != 2*time.Second {
		t.Errorf("an ask taken twice: at %v", p.T)
	}
	p.TogglePlay()
	p.Sync(res, nil, "", "500ms", 2)
	if p.T != 2*time.Second {
		t.Errorf("the host moved the moment while playing: at %v", p.T)
	}
	p.TogglePlay()
	p.Scrub(1500 * time.Millisecond)
	p.Sync(res, nil, "", "500ms", 3)
	if p.T != 1500*time.Millisecond {
		t.Errorf("the host moved the moment while scrubbing: at %v", p.T)
	}
	p.ScrubDone()
	for _, bad := range []string{"abc", "-1s"} {
		p.Sync(res, nil, "", bad, p.hostN+1)
		if p.T != 1500*time.Millisecond {
			t.Errorf("the host's %q moved the moment to %v", bad, p.T)
		}
	}
	p.Sync(res, nil, "", "1h", p.hostN+1)
	if p.T != p.M.End {
		t.Errorf("the host's 1h: at %v, want the end %v", p.T, p.M.End)
	}
}

func TestABadTIsFlaggedAndStartsAtZero(t *testing.T) {
	res := run(t, "registry")
	p := player(t, res)
	p.Sync(res, nil, "1.2s", "", 0)
	if p.T != 1200*time.Millisecond || p.BadT {
		t.Fatalf("t=1.2s: at %v, bad %v", p.T, p.BadT)
	}
	for _, bad := range []string{"abc", "-1s", "1.2"} {
		p.Seek(time.Second)
		p.Sync(res, nil, bad, "", 0)
		if !p.BadT || p.T != 0 || p.Moment != bad {
			t.Errorf("t=%s: bad %v, at %v, moment %q", bad, p.BadT, p.T, p.Moment)
		}
	}
	p.Sync(res, nil, "1h", "", 0)
	if p.BadT || p.T != p.M.End {
		t.Errorf("t=1h: bad %v, at %v, want the end %v", p.BadT, p.T, p.M.End)
	}
	// The address dropping t= keeps the moment shown.
	p.Sync(res, nil, "", "", 0)
	if p.BadT || p.T != p.M.End {
		t.Errorf("no t=: bad %v, at %v", p.BadT, p.T)
	}
}

func TestKeysStepThroughTheModelsEvents(t *testing.T) {
	p := player(t, run(t, "registry"))
	m := p.M
	e, ours := p.Key("ArrowRight", "DIV", "replay-stage", false)
	if !ours || e != Paint|Note || p.T != m.Next(0) || p.T == 0 {
		t.Fatalf("→: ours %v, effect %b, at %v, want %v", ours, e, p.T, m.Next(0))
	}
	next := p.T
	p.Key("ArrowRight", "DIV", "replay-stage", false)
	if p.T != m.Next(next) {
		t.Errorf("→ twice: at %v, want %v", p.T, m.Next(next))
	}
	p.Key("ArrowLeft", "DIV", "replay-stage", false)
	if p.T != next {
		t.Errorf("←: at %v, want %v", p.T, next)
	}
	p.Key("End", "DIV", "replay-stage", false)
	if p.T != m.End {
		t.Errorf("End: at %v", p.T)
	}
	p.Key("Home", "DIV", "replay-stage", false)
	if p.T != 0 {
		t.Errorf("Home: at %v", p.T)
	}
	for _, c := range []struct {
		key, tag, id string
		mod          bool
	}{
		{" ", "BUTTON", "replay-next", false},          // the button's own press
		{"ArrowRight", "INPUT", "replay-speed", false}, // the slider's own step
		{"ArrowRight", "DIV", "replay-stage", true},    // the browser's
		{"x", "DIV", "replay-stage", false},
	} {
		if e, ours := p.Key(c.key, c.tag, c.id, c.mod); ours || e != 0 || p.T != 0 || p.Playing {
			t.Errorf("%q on %s#%s (modified %v): ours %v, effect %b, at %v", c.key, c.tag, c.id, c.mod, ours, e, p.T)
		}
	}
	if e, ours := p.Key(" ", "DIV", "replay-stage", false); !ours || e != Render|NextFrame || !p.Playing {
		t.Errorf("space plays: ours %v, effect %b", ours, e)
	}
	// A step while playing stops: the play button changes.
	if e, _ := p.Key("ArrowRight", "DIV", "replay-stage", false); e != Paint|Note|Render || p.Playing {
		t.Errorf("→ while playing: effect %b, playing %v", e, p.Playing)
	}
	if e, ours := p.Key("Spacebar", "SECTION", "replay", false); !ours || e != Render|NextFrame {
		t.Errorf("Spacebar: ours %v, effect %b", ours, e)
	}
}

func TestTheURLFollowsOnlyTheNewestRestAndDropsTAtTheStart(t *testing.T) {
	res := run(t, "registry")
	p := player(t, res)
	p.Seek(time.Second)
	g1 := p.NoteMoment()
	p.Scrub(2 * time.Second)
	g2 := p.NoteMoment()
	if v, ok := p.Rested(g1); ok {
		t.Errorf("a stale rest published t=%s", v)
	}
	if v, ok := p.Rested(g2); !ok || v != "2s" {
		t.Errorf("the newest rest: %q %v, want 2s", v, ok)
	}
	// The address now says 2s: syncing it back does not move or flag.
	p.Sync(res, nil, "2s", "", 0)
	if p.T != 2*time.Second || p.BadT {
		t.Errorf("t=2s back from the address: at %v, bad %v", p.T, p.BadT)
	}
	p.Seek(0)
	if v, ok := p.Rested(p.NoteMoment()); !ok || v != "" {
		t.Errorf("at the start t= becomes %q (%v), want none", v, ok)
	}
	p.TogglePlay()
	if v, ok := p.Rested(p.NoteMoment()); ok {
		t.Errorf("t=%s published while playing", v)
	}
}

func TestPhaseGoesToTheNextMarkerUntilTheLast(t *testing.T) {
	p := player(t, run(t, "registry"))
	m := p.M
	if len(m.Markers) < 2 {
		t.Fatalf("registry has %d phases", len(m.Markers))
	}
	for i, mk := range m.Markers {
		if mk.From <= p.T {
			continue
		}
		if e := p.Phase(); e != Paint|Note || p.T != mk.From {
			t.Fatalf("phase %d: effect %b, at %v, want %v", i, e, p.T, mk.From)
		}
	}
	at := p.T
	if e := p.Phase(); e != 0 || p.T != at {
		t.Errorf("past the last phase: effect %b, at %v", e, p.T)
	}
}

func TestANewRunKeepsTheMomentAndPlaysAtItsOwnSpeed(t *testing.T) {
	reg, adm := run(t, "registry"), run(t, "admission")
	p := player(t, reg)
	_, _, def := SpeedRange(p.M.End)
	if p.Speed != def {
		t.Fatalf("speed %d, want the run's default %d", p.Speed, def)
	}
	p.Speed = def + 3
	p.Seek(time.Second)
	if p.Sync(reg, nil, "", "", 0) {
		t.Error("the same run again is fresh")
	}
	other := run(t, "registry", "lease", "2s")
	if !p.Sync(other, reg, "", "", 0) || p.T != time.Second || p.Prev == nil || p.Prev.Result != reg {
		t.Errorf("a changed run: at %v, prev %v", p.T, p.Prev)
	}
	if _, _, d := SpeedRange(p.M.End); d == def && p.Speed != def+3 {
		t.Errorf("a run of the same default speed reset the chosen %d to %d", def+3, p.Speed)
	}
	p.Sync(other, other, "", "", 0)
	if p.Prev != nil {
		t.Error("a run is its own run before")
	}
	p.Seek(p.M.End)
	if !p.Sync(adm, reg, "", "", 0) || p.Prev != nil {
		t.Errorf("another lab's run: prev %v (another lab's is never drawn)", p.Prev)
	}
	_, _, def = SpeedRange(p.M.End)
	if p.Speed != def || p.T > p.M.End {
		t.Errorf("another lab's run: speed %d, want %d; at %v of %v", p.Speed, def, p.T, p.M.End)
	}
	if p.Sync(nil, nil, "5s", "", 0) || p.Moment == "5s" {
		t.Error("no run yet: t= taken")
	}
}

func TestResumePlaysOnFromTheFaultsMoment(t *testing.T) {
	p := player(t, run(t, "registry"))
	if e := p.Resume(time.Second); e != Render|NextFrame || !p.Playing || p.T != time.Second {
		t.Errorf("resume at 1s: effect %b, playing %v, at %v", e, p.Playing, p.T)
	}
	p.Playing = false
	if e := p.Resume(p.M.End + time.Second); e != 0 || p.Playing || p.T != p.M.End {
		t.Errorf("resume past the end: effect %b, playing %v, at %v", e, p.Playing, p.T)
	}
}

func TestScrubbingHoldsUntilTheHandLetsGo(t *testing.T) {
	p := player(t, run(t, "registry"))
	p.TogglePlay()
	if e := p.Scrub(time.Second); e != Paint|Note|Render || !p.Scrubbing || p.Playing || p.T != time.Second {
		t.Errorf("scrub while playing: effect %b, scrubbing %v, playing %v, at %v", e, p.Scrubbing, p.Playing, p.T)
	}
	if e := p.Scrub(-time.Second); e != Paint|Note || p.T != 0 {
		t.Errorf("scrub before the start: effect %b, at %v", e, p.T)
	}
	p.ScrubDone()
	if p.Scrubbing {
		t.Error("still scrubbing after the hand let go")
	}
}
