package playback

import (
	"math"
	"slices"
	"strings"
	"time"

	"playground/app/ui/draw"
	"playground/engine/fault"
	"playground/engine/lab"
)

// The picture is the control: the learner picks a node (a click or a tap
// on it in the picture, or the list, which the keyboard reaches), a fault
// the run declares for it (Scene.Faults), and adds it at the moment the
// scrubber shows. The page reruns with the fault (the form's `faults`, so
// the address and the share link carry it) and the replay plays on from
// that moment; nodes whose state differs from the run before are marked
// (data-was), and a line says how. The faults are listed, each removable.
// Nothing here knows a lab: targets, labels and states come from the run.

// Faults is what the fault panel holds between renders.
type Faults struct {
	_ noEq
	// Target is the picked node or link; "!" and a node's id: a node that
	// takes no fault was picked (the panel says so).
	Target string
	Kind   fault.Kind
	Span   string // the duration typed for a lasting kind ("": the default)
	Bad    bool   // Span could not be read
	// resume: a fault was just added at `at`; when its run arrives the
	// replay plays on from there.
	resume bool
	at     time.Duration
	from   *lab.Result // the run the fault was added to
}

// List is the run's faults, as the form has them.
func List(res *lab.Result) []fault.Fault {
	fs, _ := fault.Parse(res.Params[fault.Param])
	return fs
}

// TargetOf is the run's target id, when it takes faults.
func TargetOf(res *lab.Result, id string) (fault.Target, bool) {
	for _, t := range res.Scene.Faults {
		if t.ID == id {
			return t, true
		}
	}
	return fault.Target{}, false
}

// Pick makes id the target, keeping the kind when the target takes it.
func (f *Faults) Pick(res *lab.Result, id string) {
	t, ok := TargetOf(res, id)
	if !ok {
		return
	}
	f.Target = id
	if !slices.Contains(t.Kinds, f.Kind) {
		f.Kind = t.Kinds[0]
	}
}

// Click picks the node clicked in the picture: itself when it takes a
// fault, else its first link that does, else it is marked as taking none.
func (f *Faults) Click(res *lab.Result, node string) {
	f.Target = ""
	if _, ok := TargetOf(res, node); ok {
		f.Pick(res, node)
	} else {
		for _, t := range res.Scene.Faults {
			if strings.HasPrefix(t.ID, node+">") {
				f.Pick(res, t.ID)
				break
			}
		}
	}
	if f.Target == "" {
		f.Target = "!" + node
	}
}

// DefaultSpan is a lasting fault's first length for a run of length end:
// a fifth of the run, on the 1–2–5 steps people pick.
func DefaultSpan(end time.Duration) time.Duration {
	d := float64(end) / 5
	if d <= 0 {
		return 100 * time.Millisecond
	}
	p := math.Pow(10, math.Floor(math.Log10(d)))
	step := p
	for _, m := range []float64{2, 5, 10} {
		if m*p <= d {
			step = m * p
		}
	}
	return time.Duration(step).Round(time.Microsecond)
}

// Panel is what the fault panel shows.
type Panel struct {
	Target  fault.Target // the picked target (no Kinds when none is)
	Picked  bool
	Lasting bool   // the kind lasts: the panel asks for how long
	Span    string // the duration field's text
	None    string // a node picked that takes no fault ("": none)
}

// Panel settles the pick (the first target when none is picked) and says
// what the panel shows for a run of length end.
func (f *Faults) Panel(res *lab.Result, end time.Duration) Panel {
	if _, ok := TargetOf(res, f.Target); !ok && !strings.HasPrefix(f.Target, "!") && len(res.Scene.Faults) > 0 {
		f.Pick(res, res.Scene.Faults[0].ID)
	}
	var p Panel
	p.Target, p.Picked = TargetOf(res, f.Target)
	p.Lasting = p.Picked && f.Kind.Lasts()
	p.Span = f.Span
	if p.Span == "" {
		p.Span = DefaultSpan(end).String()
	}
	if !p.Picked && f.Target != "" {
		p.None = strings.TrimPrefix(f.Target, "!")
	}
	return p
}

// Add is the picked fault added at t to run res (of length end): the form's
// new faults value, ok false when nothing is picked or the span is bad
// (Bad says which). Once the rerun arrives, Resume says to play on from t.
func (f *Faults) Add(res *lab.Result, t, end time.Duration) (string, bool) {
	tg, ok := TargetOf(res, f.Target)
	if !ok {
		return "", false
	}
	kind := f.Kind
	if !slices.Contains(tg.Kinds, kind) {
		kind = tg.Kinds[0]
	}
	nf := fault.Fault{Kind: kind, Target: tg.ID, At: t.Round(time.Microsecond)}
	if kind.Lasts() {
		span := f.Span
		if span == "" {
			span = DefaultSpan(end).String()
		}
		d, err := time.ParseDuration(strings.TrimSpace(span))
		if err != nil || d <= 0 {
			f.Bad = true
			return "", false
		}
		nf.For = d
	}
	f.Bad = false
	f.resume, f.at, f.from = true, t, res
	return fault.Format(append(List(res), nf)), true
}

// Remove is run res's faults without the i-th: the form's new value.
func (f *Faults) Remove(res *lab.Result, i int) (string, bool) {
	fs := List(res)
	if i < 0 || i >= len(fs) {
		return "", false
	}
	f.resume = false
	return fault.Format(append(fs[:i], fs[i+1:]...)), true
}

// Resume is the moment to play on from once the run a fault was added to
// has been replaced by its rerun (res, no longer running); asked once.
func (f *Faults) Resume(res *lab.Result, running bool) (time.Duration, bool) {
	if !f.resume || res == nil || res == f.from || running {
		return 0, false
	}
	f.resume = false
	return f.at, true
}

// PickedNode is the node of m drawn as picked (a link's caller), -1: none.
func (f *Faults) PickedNode(m *draw.ReplayModel) int {
	for i, n := range m.Nodes {
		if n.ID == f.Target || strings.HasPrefix(f.Target, n.ID+">") {
			return i
		}
	}
	return -1
}

// WasAt is node i's state at t (now) and, when it differs, its state at t
// in the run before (was; "" when the same, or when the node is new).
func WasAt(m, prev *draw.ReplayModel, i int, t time.Duration) (was, now string) {
	e, _, _ := m.StateAt(i, t)
	now = e.State
	id := m.Nodes[i].ID
	for j, n := range prev.Nodes {
		if n.ID == id {
			if e, _, _ := prev.StateAt(j, t); e.State != now {
				return e.State, now
			}
			break
		}
	}
	return "", now
}
