package cache

import (
	"time"

	"playground/engine/fault"
	"playground/engine/i18n"
	"playground/engine/lab"
)

// The run's causes (docs/DESIGN.md, "Causes (why)"). The cache writes its
// trace without netsim, so it links its events itself:
//
//   - a source call ← the entry event that made it: the expiry, for a miss's
//     call; the entry as it was set, for an early recomputation; ← the read
//     answered at once that started it in the background (a stale read,
//     XFetch's early refresh), or ← the lock attempt that won the lock;
//     ← the learner's faults that failed, held or delayed it;
//   - a read that waited ← the call whose answer it got: its own (a miss),
//     the one under way it joined (single-flight), the lock holder's;
//   - a read answered at once ← the entry that answered it (fresh or, for a
//     stale answer, the expiry); a read the lock's store answered ← its
//     lock attempt and the entry;
//   - the entry's expiry ← the entry as set at the start, its fill ← the
//     first source call that came back.
//
// The cache's node is the hot key's entry: it shares no node with the calls
// and reads but their key, which its events name (lab.SceneEvent.Key).

// Event kinds.
const (
	kindRead       = "read"        // a read of the hot key (readers → app instance)
	kindSourceCall = "source_call" // a source call (app instance → source)
	kindLock       = "lock"        // a lock attempt in the shared store
	kindFill       = "fill"        // the entry set: before the run, or by a source call
	kindExpiry     = "expiry"      // the entry's lifetime ran out
)

// The exchange kinds a span may name as its cause (recSpan.byKind).
const (
	byNone uint8 = iota
	byRead
	byLoad
	byLock
)

// xref is an exchange of a recording: a read, a source call or a lock
// attempt, by its index among its kind.
type xref struct {
	kind uint8
	i    int32
}

// flight is a source call as the reads waiting on it know it: its place
// among the stampede's loads once it runs (-1 before), and the exchange
// that started it when a miss did not (a read answered at once, a lock
// attempt that won).
type flight struct {
	load int
	by   xref
}

func newFlight() *flight { return &flight{load: -1} }

// loadRef is the recorded source call of fl, none before it is recorded.
func (w *stampede) loadRef(fl *flight) xref {
	if fl == nil || fl.load < 0 || w.loads[fl.load].rec < 0 {
		return xref{}
	}
	return xref{byLoad, w.loads[fl.load].rec}
}

// Entry events: the entry as set before the run, its expiry, its fill by
// the first source call that came back.
const (
	entrySet = iota
	entryExpired
	entryFilled
)

// entryAt is the entry event in force at t: the fill once a call landed,
// the expiry from the expiry on (when it came first), the set entry before.
func (r *recording) entryAt(t time.Duration) int {
	return r.entry(t, t >= r.landedAt)
}

// entryBefore is the entry event a source call started at t acts on: the
// one in force just before t, so that the call that fills the entry at
// the instant it starts (no latency) does not name its own fill.
func (r *recording) entryBefore(t time.Duration) int {
	return r.entry(t, t > r.landedAt)
}

func (r *recording) entry(t time.Duration, filled bool) int {
	switch {
	case filled:
		return entryFilled
	case t >= r.p.expiryAt() && r.p.expiryAt() < r.landedAt:
		return entryExpired
	}
	return entrySet
}

// number is an exchange's place in the recording's numbering (reads,
// then source calls, then lock attempts).
func (r *recording) number(x xref) int {
	switch x.kind {
	case byRead:
		return int(x.i)
	case byLoad:
		return len(r.reads) + int(x.i)
	}
	return len(r.reads) + len(r.loads) + int(x.i)
}

// causes are exchange i's causes: msg gives an exchange's message id ("" if
// the trace left it out).
func (r *recording) causes(i int, msg func(n int) string) []string {
	s := r.span(i)
	var out []string
	if s.byKind != byNone {
		if id := msg(r.number(xref{s.byKind, s.by})); id != "" {
			out = append(out, id)
		}
	}
	switch {
	case i < len(r.reads):
		switch {
		case i == r.fillStarter: // its refresh filled the entry at once
			out = append(out, r.refs[r.entryBefore(s.from)])
		case s.effect == outHit || s.effect == outStale:
			out = append(out, r.refs[r.entryAt(s.from)])
		case s.byKind == byLock: // the store answered: a load had landed meanwhile
			out = append(out, r.refs[r.entryAt(s.to)])
		}
	case i < len(r.reads)+len(r.loads):
		if s.byKind != byRead {
			out = append(out, r.refs[r.entryBefore(s.from)])
		}
		if j := i - len(r.reads); j < len(r.loadFaults) {
			out = append(out, r.loadFaults[j]...)
		}
	}
	return out
}

// markEntry gives the cache node's events at the entry's moments their ids,
// kinds, key and causes: the set entry at the start, its expiry, its fill.
func (r *recording) markEntry(evs []lab.SceneEvent) {
	expiry := r.p.expiryAt()
	for i := range evs {
		e := &evs[i]
		switch {
		case e.T == r.landedAt:
			e.ID, e.Kind = r.refs[entryFilled], kindFill
			if r.fillCause != "" {
				e.Causes = []string{r.fillCause}
			}
		case e.T == expiry && expiry < r.landedAt:
			e.ID, e.Kind = r.refs[entryExpired], kindExpiry
			if expiry > 0 {
				e.Causes = []string{r.refs[entrySet]}
			}
		case e.T == 0:
			e.ID, e.Kind = r.refs[entrySet], kindFill
		default:
			continue
		}
		e.Key = hotKey
	}
}

// fault causes: the learner's faults on a source call's way.

// activeIDs are the ids of the faults of kind k on target that hold at t.
func activeIDs(fs []fault.Fault, k fault.Kind, target string, t time.Duration) []string {
	var out []string
	for _, f := range fs {
		if f.Kind == k && f.Target == target && f.Active(t) && f.ID() != "" {
			out = append(out, f.ID())
		}
	}
	return out
}

// killedBy is the kill that left node dead at t (fault.Down), "" if none.
func killedBy(fs []fault.Fault, node string, t time.Duration) string {
	id := ""
	for _, f := range fs {
		if f.Target == node && f.At <= t && (f.Kind == fault.Kill || f.Kind == fault.Restart) {
			id = ""
			if f.Kind == fault.Kill {
				id = f.ID()
			}
		}
	}
	return id
}

// startedBy are the faults of ids that began at or before t.
func startedBy(fs []fault.Fault, ids []string, t time.Duration) []string {
	var out []string
	for _, id := range ids {
		for _, f := range fs {
			if f.ID() == id && f.At <= t {
				out = append(out, id)
				break
			}
		}
	}
	return out
}

// killAt is the kill of node at `at` (fault.KilledIn's), "" if none.
func killAt(fs []fault.Fault, node string, at time.Duration) string {
	for _, f := range fs {
		if f.Kind == fault.Kill && f.Target == node && f.At == at {
			return f.ID()
		}
	}
	return ""
}

// Outcomes: the lesson's harm first — a source call in a stampede, one
// started while another for the key was under way (the plain run's 99 of
// its 100) — then a read that waited for a call another read had started
// instead of making its own (single-flight's 99).
var outcomes = []lab.Outcome{
	{ID: "stampede_call", Effect: effDuplicate, Label: i18n.Text{TR: "sürü etkisindeki kaynak çağrısı", EN: "a source call in a stampede"}},
	{ID: "joined_read", Effect: outJoined, Label: i18n.Text{TR: "süren çağrıyı bekleyen okuma", EN: "a read that waited for a call under way"}},
}
