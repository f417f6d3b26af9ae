package playback

import (
	"math"
	"testing"
	"time"

	"playground/app/ui/draw"
	"playground/engine/lab"
	"playground/engine/labs"
)

// lessonRun is lab l's run at the lesson's values.
func lessonRun(t *testing.T, l *lab.Lab) *lab.Result {
	t.Helper()
	res, err := l.Run(nil, nil)
	if err != nil {
		t.Fatal(err)
	}
	return res
}

// Speeds: the slider spans at least ×0.1 to ×100, and the default plays
// each lesson's run in 5 to 40 seconds.
func TestReplaySpeedsFitEachRun(t *testing.T) {
	for _, l := range labs.All() {
		m := draw.NewReplayModel(lessonRun(t, l))
		lo, hi, def := SpeedRange(m.End)
		if SpeedAt(lo) > 0.1+1e-12 || SpeedAt(hi) < 100-1e-9 || def < lo || def > hi {
			t.Errorf("%s: speeds ×%v…×%v, default ×%v", l.ID, SpeedAt(lo), SpeedAt(hi), SpeedAt(def))
		}
		if secs := m.End.Seconds() / SpeedAt(def); secs < 5 || secs > 40 {
			t.Errorf("%s: the %v run plays in %.1f s at the default ×%v", l.ID, m.End, secs, SpeedAt(def))
		}
	}
	for i, want := range map[int]float64{-3: 0.1, -1: 0.5, 0: 1, 1: 2, 2: 5, 3: 10, 6: 100} {
		if got := SpeedAt(i); math.Abs(got-want) > 1e-9*want {
			t.Errorf("SpeedAt(%d) = %v, want %v", i, got, want)
		}
	}
}

// Playing at the default speed (60 frames a second) shows every message:
// one that takes time stays on screen at least a fifth of a second (one
// like a message just shown at least a frame), one that takes none is held
// on screen too, and each lesson's run still plays within a minute and a
// half.
func TestReplayPlaybackShowsEveryMessage(t *testing.T) {
	for _, l := range labs.All() {
		m := draw.NewReplayModel(lessonRun(t, l))
		p := &Player{M: m}
		_, _, def := SpeedRange(m.End)
		p.Speed, p.defSpeed = def, def
		seen := make([]int, len(m.Messages)) // frames each message was in flight
		frames := 0
		for p.T < m.End && frames < 60*600 {
			p.Advance(1.0 / 60)
			frames++
			for _, f := range m.InFlight(p.T, nil) {
				seen[f.Msg]++
			}
		}
		if secs := float64(frames) / 60; secs > 90 {
			t.Errorf("%s plays in %.0f s at ×%v", l.ID, secs, SpeedAt(def))
		}
		for i, msg := range m.Messages {
			if seen[i] < 12 && !(m.Routine(i) && seen[i] >= 1) {
				t.Errorf("%s: %s → %s at %v (%v) was on screen %d frames", l.ID, msg.From, msg.To, msg.Sent, msg.Received-msg.Sent, seen[i])
				break
			}
		}
	}
}

// The lesson's event — the first moment a node turns to a bad state (the
// replica killed, the entry expired, the queue filling) — comes within
// about two seconds of pressing play at the default speed (60 frames a
// second): quiet stretches pass fast, and a message like one just shown
// only flickers by. The registry's replica dies 0,9 s into a 3,1 s run,
// after thirteen like requests. (The sidecar's scene has no bad state: it
// is busy from its first message to its last, with no quiet stretch to
// pass; its phase marks lead to the double charge.)
func TestReplayReachesTheLessonsEventWithinTwoSeconds(t *testing.T) {
	for _, l := range labs.All() {
		res := lessonRun(t, l)
		m := draw.NewReplayModel(res)
		event := time.Duration(-1)
		for _, e := range res.Scene.Events {
			if s := res.Scene.StateOf(e.State); s != nil && s.Tone == lab.ToneBad {
				event = e.T
				break
			}
		}

		if event < 0 {
			if l.ID != "sidecar" {
				t.Errorf("%s: no node ever turns to a bad state", l.ID)
			}
			continue
		}
		p := &Player{M: m}
		_, _, def := SpeedRange(m.End)
		p.Speed, p.defSpeed = def, def
		frames := 0
		for p.T < event && frames < 60*600 {
			p.Advance(1.0 / 60)
			frames++
		}
		if secs := float64(frames) / 60; secs > 2.1 {
			t.Errorf("%s: the event at %v came after %.2f s of play", l.ID, event, secs)
		} else {
			t.Logf("%s: the event at %v came after %.2f s of play", l.ID, event, secs)
		}
	}
}

// A quiet stretch — nothing in flight, nothing told — passes in at most
// quietWall (and a frame), whatever its length in virtual time.
func TestReplayPlaysAQuietStretchFast(t *testing.T) {
	for _, l := range labs.All() {
		m := draw.NewReplayModel(lessonRun(t, l))
		p := &Player{M: m}
		_, _, def := SpeedRange(m.End)
		p.Speed, p.defSpeed = def, def
		quiet, longest, stretches := 0, 0, 0
		for frames := 0; p.T < m.End && frames < 60*600; frames++ {
			_, in := m.QuietUntil(p.T)
			p.Advance(1.0 / 60)
			if in {
				quiet++
				longest = max(longest, quiet)
			} else if quiet > 0 {
				quiet, stretches = 0, stretches+1
			}
		}
		if float64(longest)/60 > quietWall+1.0/60+1e-9 {
			t.Errorf("%s: a quiet stretch took %d frames", l.ID, longest)
		}
		if l.ID == "registry" && stretches < 5 {
			t.Errorf("registry: %d quiet stretches, want the gaps between its rounds of requests", stretches)
		}
	}
}
