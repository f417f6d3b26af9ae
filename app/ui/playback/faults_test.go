package playback

import (
	"testing"
	"time"

	"playground/app/ui/draw"
	"playground/engine/fault"
)

// The registry's scene: the load balancer olc takes no fault itself but
// its links do; the address file takes none; replica 8761 takes kill,
// restart and stall.
const (
	replica = "127.0.0.1:8761"
	lbLink  = "olc>127.0.0.1:8761"
)

func TestAClickPicksTheNodeItsFirstLinkOrSaysItTakesNone(t *testing.T) {
	res := run(t, "registry")
	var f Faults
	f.Click(res, replica)
	if f.Target != replica || f.Kind != fault.Kill {
		t.Errorf("a replica: target %q, kind %q", f.Target, f.Kind)
	}
	f.Kind = fault.Stall
	f.Click(res, replica)
	if f.Kind != fault.Stall {
		t.Errorf("a kind the node takes is kept: %q", f.Kind)
	}
	f.Click(res, "olc")
	if f.Target != lbLink || f.Kind != fault.Drop {
		t.Errorf("the load balancer: target %q, kind %q, want its first link and drop", f.Target, f.Kind)
	}
	p := f.Panel(res, time.Second)
	if !p.Picked || p.None != "" || p.Target.ID != lbLink || len(p.Target.Kinds) != 2 {
		t.Errorf("panel for a link: %+v", p)
	}
	f.Click(res, "adresler.json")
	if f.Target != "!adresler.json" {
		t.Errorf("the address file: target %q", f.Target)
	}
	p = f.Panel(res, time.Second)
	if p.Picked || p.None != "adresler.json" || len(p.Target.Kinds) != 0 || p.Lasting {
		t.Errorf("panel for a node that takes none: %+v", p)
	}
	f.Pick(res, "nothing")
	if f.Target != "!adresler.json" {
		t.Errorf("picking an unknown id changed the target to %q", f.Target)
	}
}

func TestThePanelPicksTheFirstTargetAndOffersALengthForALastingKind(t *testing.T) {
	res := run(t, "registry")
	var f Faults
	p := f.Panel(res, 3100*time.Millisecond)
	first := res.Scene.Faults[0]
	if !p.Picked || p.Target.ID != first.ID || f.Kind != first.Kinds[0] || p.Lasting || p.Span != "500ms" {
		t.Errorf("first panel: %+v, kind %q", p, f.Kind)
	}
	f.Kind = fault.Stall
	if p = f.Panel(res, 3100*time.Millisecond); !p.Lasting || p.Span != "500ms" {
		t.Errorf("a stall: %+v", p)
	}
	f.Span = "2s"
	if p = f.Panel(res, 3100*time.Millisecond); p.Span != "2s" {
		t.Errorf("a typed span: %q", p.Span)
	}
}

func TestADefaultSpanIsAFifthOfTheRunOnTheOneTwoFiveSteps(t *testing.T) {
	for end, want := range map[time.Duration]time.Duration{
		0:                       100 * time.Millisecond,
		3100 * time.Millisecond: 500 * time.Millisecond,
		10 * time.Second:        2 * time.Second,
		4 * time.Second:         500 * time.Millisecond,
		time.Minute:             10 * time.Second,
		7 * time.Millisecond:    time.Millisecond,
	} {
		if got := DefaultSpan(end); got != want {
			t.Errorf("DefaultSpan(%v) = %v, want %v", end, got, want)
		}
	}
}

func TestAddingAFaultAtTheMomentReadsBackAndResumesOnceItsRunArrives(t *testing.T) {
	res := run(t, "registry")
	var f Faults
	f.Pick(res, replica)
	f.Kind = fault.Stall
	f.Span = "nonsense"
	at := 1234567891 * time.Nanosecond
	if v, ok := f.Add(res, at, time.Second); ok || !f.Bad {
		t.Fatalf("a bad span added %q, bad %v", v, f.Bad)
	}
	f.Span = " 300ms "
	v, ok := f.Add(res, at, time.Second)
	if !ok || f.Bad {
		t.Fatalf("add: %q %v, bad %v", v, ok, f.Bad)
	}
	fs, err := fault.Parse(v)
	if err != nil || len(fs) != 1 {
		t.Fatalf("%q reads back as %v, %v", v, fs, err)
	}
	want := fault.Fault{Kind: fault.Stall, Target: replica, At: 1234568 * time.Microsecond, For: 300 * time.Millisecond, N: 1}
	if fs[0] != want {
		t.Errorf("added %+v, want %+v", fs[0], want)
	}
	if _, ok := f.Resume(res, false); ok {
		t.Error("resumed on the run the fault was added to")
	}
	faulted := run(t, "registry", fault.Param, v)
	if _, ok := f.Resume(faulted, true); ok {
		t.Error("resumed while the rerun is still running")
	}
	if got, ok := f.Resume(faulted, false); !ok || got != at {
		t.Errorf("resume: %v %v, want %v", got, ok, at)
	}
	if _, ok := f.Resume(faulted, false); ok {
		t.Error("resumed twice")
	}

	// A second fault appends; the kind falls back to one the target takes,
	// the length to a fifth of the run's.
	f.Pick(res, lbLink)
	f.Kind, f.Span = fault.Kill, ""
	v2, ok := f.Add(faulted, 2*time.Second, time.Second)
	fs, _ = fault.Parse(v2)
	if !ok || len(fs) != 2 || fs[0] != want || fs[1].Kind != fault.Drop || fs[1].Target != lbLink || fs[1].For != 200*time.Millisecond {
		t.Errorf("second fault: %q", v2)
	}
	twice := run(t, "registry", fault.Param, v2)
	if v3, ok := f.Remove(twice, 0); !ok || v3 != fault.Format(fs[1:]) {
		t.Errorf("remove the first: %q %v", v3, ok)
	}
	if _, ok := f.Resume(twice, false); ok {
		t.Error("a removal resumes playback")
	}
	if _, ok := f.Remove(twice, 2); ok {
		t.Error("removed a fault past the list")
	}
	f.Target = "!olc"
	if _, ok := f.Add(res, 0, time.Second); ok {
		t.Error("added a fault to a node that takes none")
	}
}

func TestTheNodesWhoseStateDiffersFromTheRunBeforeAreTheKilledOnes(t *testing.T) {
	before := run(t, "registry")
	after := run(t, "registry", fault.Param, "kill:127.0.0.1:8762@500ms")
	m, prev := draw.NewReplayModel(after), draw.NewReplayModel(before)
	var f Faults
	f.Target = "127.0.0.1:8762>127.0.0.1:8761"
	picked := f.PickedNode(m)
	if picked < 0 || m.Nodes[picked].ID != "127.0.0.1:8762" {
		t.Errorf("a link's picked node: %d", picked)
	}
	f.Target = "!adresler.json"
	if i := f.PickedNode(m); i >= 0 {
		t.Errorf("a node that takes none is drawn as picked: %d", i)
	}
	differs := map[string]bool{}
	for i, n := range m.Nodes {
		if was, now := WasAt(m, m, i, time.Second); was != "" {
			t.Errorf("%s differs from itself: %s, now %s", n.ID, was, now)
		}
		if was, now := WasAt(m, prev, i, 400*time.Millisecond); was != "" {
			t.Errorf("%s differs before the kill: was %s, now %s", n.ID, was, now)
		}
		was, now := WasAt(m, prev, i, time.Second)
		if was != "" {
			differs[n.ID] = true
			if was == now {
				t.Errorf("%s: was %s, now %s", n.ID, was, now)
			}
		}
	}
	if !differs["127.0.0.1:8762"] {
		t.Errorf("the killed replica does not differ at 1s: %v", differs)
	}
}
