package lab

import (
	"strings"
	"time"
	"unicode"
	"unicode/utf8"

	"playground/engine/claim"
	"playground/engine/fault"
	"playground/engine/i18n"
	"playground/engine/netsim"
	"playground/engine/words"
)

// A run's faults (the parameter `faults`, package fault) reach a lab's
// network through FaultsOn; what they did reaches the learner through the
// result, the same way for every lab (followFaults): the scene shows a
// faulted node as killed or stalled for as long as the fault holds, with a
// note at each fault, and the readings open with one sentence per fault
// counted from the trace. A lab adds nothing of its own unless its
// processes must react (timers stop at a kill, a registration at a
// restart: netsim.Node.Watch).

// Fault states a scene gains when a run has faults. A lab's own state of
// the node (alive, working…) comes back when the fault ends.
const (
	StateKilled  = "killed"
	StateStalled = "stalled"
)

// Kinds of the scene events a fault adds (SceneEvent.Kind): its moment on
// its node or link, and a lasting fault's end.
const (
	KindFault    = "fault"
	KindFaultEnd = "fault_end"
)

// FaultsOn picks the faults aimed at one set-up's nodes and names them by
// the addresses its network knows: addr maps a scene node id to its
// address, false for a node of another set-up (a lab that runs several
// side by side gives each its own).
func FaultsOn(fs []fault.Fault, addr func(id string) (string, bool)) []fault.Fault {
	var out []fault.Fault
	for _, f := range fs {
		if from, to, ok := f.Link(); ok {
			a, okA := addr(from)
			b, okB := addr(to)
			if okA && okB {
				f.Target = a + ">" + b
				out = append(out, f)
			}
			continue
		}
		if a, ok := addr(f.Target); ok {
			f.Target = a
			out = append(out, f)
		}
	}
	return out
}

// FaultCount is the metric every lab has last (Declare appends it): how
// many faults the run had. A challenge that asks the learner to break the
// system with at most N faults grades it.
var FaultCount = Metric{
	ID: "fault_count", Label: i18n.Text{TR: "Eklenen arıza", EN: "Faults added"}, Better: Neither,
	Help: i18n.Text{TR: "Çalıştırmaya eklenen arıza sayısı (faults parametresi).", EN: "How many faults the run was given (the faults parameter)."},
	Read: func(r *Result) float64 {
		fs, _ := fault.Parse(r.Params[fault.Param])
		return float64(len(fs))
	},
}

// Declare completes a lab's declaration with what every lab has — the
// FaultCount metric, last — and returns it: each lab's package declares
// its Lab through it, so no lab lists the shared parts by hand (or forgets
// one).
func Declare(l *Lab) *Lab {
	for _, m := range l.Metrics {
		if m.ID == FaultCount.ID {
			panic("lab " + l.ID + " lists " + FaultCount.ID + ": Declare adds it")
		}
	}
	l.Metrics = append(l.Metrics[:len(l.Metrics):len(l.Metrics)], FaultCount)
	return l
}

// followFaults makes the result tell the run's faults: the scene's states
// and notes, and one reading per fault.
func (r *Result) followFaults(fs []fault.Fault) {
	if len(fs) == 0 {
		return
	}
	end := r.activityEnd()
	if r.Cut {
		// Stopped at its horizon: the run ended there, whatever its last
		// message (a renewal's timer may have been all that was left).
		end = max(end, r.Horizon)
	}
	sc := &r.Scene
	if sc.StateOf(StateKilled) == nil {
		sc.States = append(sc.States, State{ID: StateKilled, Label: stateKilled, Tone: ToneBad})
	}
	if sc.StateOf(StateStalled) == nil {
		sc.States = append(sc.States, State{ID: StateStalled, Label: stateStalled, Tone: ToneBad})
	}
	own := append([]SceneEvent(nil), sc.Events...) // the lab's own, before any rewrite
	var added []SceneEvent
	var said []Sentence
	for i, f := range fs {
		if end > 0 && f.At > end {
			said = append(said, Say("fault_after_end", readAfterEnd.Format(faultWords(f, r.label), words.Dur(end).With(words.Loc)),
				claim.Claim{Fact: claim.End, Value: claim.Ms(end)}))
			continue
		}
		if end == 0 && r.Horizon > 0 && f.At > r.Horizon {
			// The end is unknown (the trace was cut short), but no event
			// runs past the horizon: the fault never happened.
			said = append(said, Say("fault_after_end", readAfterHorizon.Format(faultWords(f, r.label), words.Dur(r.Horizon).With(words.Loc)),
				claim.Claim{Fact: claim.End, Op: claim.AtMost, Value: claim.Ms(r.Horizon)}))
			continue
		}
		if from, to, ok := f.Link(); ok {
			added = append(added, SceneEvent{T: f.At, Node: from, Note: ptr(linkNote(f, r.label(from), r.label(to))), Kind: KindFault, Causes: []string{f.ID()}})
			said = append(said, r.readLink(f, from, to, end))
			continue
		}
		name := r.label(f.Target)
		if l, ok := r.nodeEnd(f.Target); ok && f.At > l.T && f.Kind != fault.Stall {
			// Its node's network had ended its run (a set-up of its
			// own, done before the others): the kill or restart never
			// came, and left the node as it was.
			said = append(said, Say("fault_after_end", readAfterNodeEnd.Format(faultWords(f, r.label), name, words.Dur(l.T).With(words.Loc)),
				claim.Claim{Fact: claim.NodeEnd, Node: f.Target, Value: claim.Ms(l.T)},
				claim.Claim{Fact: claim.Alive, Node: f.Target, At: f.At, Value: b2f(l.Alive)}))
			continue
		}
		wasUp := r.upBefore(fs, i)
		before := f.At - 1 // "just before": an instant earlier, or the instant itself after a fault listed first at it
		for _, g := range fs[:i] {
			if g.Target == f.Target && g.At == f.At {
				before = f.At
			}
		}
		switch f.Kind {
		case fault.Kill:
			until := restartAfter(fs, f.Target, f.At)
			if l, ok := r.nodeEnd(f.Target); ok && until > l.T {
				until = 0 // the restart never came: its network's run had ended
			}
			if wasUp {
				r.Scene.Events = hold(sc.Events, f.Target, f.At, until, StateKilled)
				added = append(added, SceneEvent{T: f.At, Node: f.Target, State: StateKilled, Note: ptr(noteKilled.Format(name)), Kind: KindFault, Causes: []string{f.ID()}})
			}
			said = append(said, r.readKill(f, name, until, wasUp, before))
		case fault.Restart:
			if !wasUp {
				added = append(added, SceneEvent{T: f.At, Node: f.Target, State: stateAt(own, f.Target, f.At), Note: ptr(noteRestarted.Format(name)), Kind: KindFault, Causes: []string{f.ID()}})
			}
			said = append(said, r.readRestart(f, name, wasUp, before))
		case fault.Stall:
			// A process that comes back while the stall lasts is held by
			// it from its return: the stall is told from there.
			from := f.At
			if !wasUp {
				if back, ok := r.returnIn(f.Target, f.At, f.At+f.For); ok {
					from, wasUp = back, true
				}
			}
			if wasUp {
				r.Scene.Events = hold(sc.Events, f.Target, from, f.At+f.For, StateStalled)
				added = append(added,
					SceneEvent{T: from, Node: f.Target, State: StateStalled, Note: ptr(noteStalled.Format(name, words.Dur(f.At+f.For-from))), Kind: KindFault, Causes: []string{f.ID()}},
					SceneEvent{T: f.At + f.For, Node: f.Target, State: stateAt(own, f.Target, f.At+f.For), Kind: KindFaultEnd, Causes: []string{f.ID()}})
			}
			said = append(said, r.readStall(f, from, name, wasUp, end))
		}
	}
	if r.Cut {
		said = append(said, r.readCut())
	}
	sc.Events = append(sc.Events, added...)
	if end > 0 {
		// A fault after the end still ran on the kernel (it kept the
		// clock going to its moment, and a lab may have noted its process
		// dying): none of that is the run's story.
		kept := sc.Events[:0]
		for _, e := range sc.Events {
			if e.T <= end {
				kept = append(kept, e)
			}
		}
		sc.Events = kept
	}
	SortEvents(sc.Events)
	for i := range said {
		said[i].Text = Capital(said[i].Text)
	}
	r.Reading = append(r.Reading, said...) // after the lab's own, which its tests index by claim
}

// nodeEnd is the end of the run of node's network, when one was recorded
// (a run with faults records it for each node a kill or a restart names).
func (r *Result) nodeEnd(node string) (netsim.Life, bool) {
	for _, l := range r.Lives {
		if l.End && l.Node == node {
			return l, true
		}
	}
	return netsim.Life{}, false
}

func b2f(b bool) float64 {
	if b {
		return 1
	}
	return 0
}

// upBefore reports whether the i-th fault's node was running just before
// it: by the deaths and returns its network recorded (the lab's own kills
// among them) before that moment, then by the faults listed before it at
// the same moment. A lab without a network (Lives empty) is told by the
// faults alone.
func (r *Result) upBefore(fs []fault.Fault, i int) bool {
	f := fs[i]
	up := true
	for _, l := range r.Lives {
		// Before the fault: every life change recorded before its own
		// (at its instant, the lab's script may have acted first).
		if l.Node != f.Target || l.T > f.At {
			continue
		}
		if l.T == f.At && l.Fault {
			break
		}
		up = l.Alive
	}
	for _, g := range fs[:i] {
		if g.Target != f.Target || g.At > f.At || len(r.Lives) > 0 && g.At < f.At {
			continue
		}
		switch g.Kind {
		case fault.Kill:
			up = false
		case fault.Restart:
			up = true
		}
	}
	return up
}

// activityEnd is when the run's last message was answered or its last
// phase ended — its end as the learner sees it, not the kernel's clock,
// which a fault scheduled later keeps going. 0 when the trace was cut
// short (the end is then unknown).
func (r *Result) activityEnd() time.Duration {
	if r.TraceDropped > 0 {
		return 0
	}
	var end time.Duration
	for _, m := range r.Trace {
		end = max(end, m.Received)
	}
	for _, s := range r.Spans {
		end = max(end, s.To)
	}
	return end
}

// hold shows node in state from `from` until `until` (0: the run's end):
// the lab's own events there keep their counters and notes.
func hold(evs []SceneEvent, node string, from, until time.Duration, state string) []SceneEvent {
	for i := range evs {
		e := &evs[i]
		if e.Node == node && e.T >= from && (until == 0 || e.T < until) && (e.State != "" || e.Counters != nil) {
			if e.State != StateKilled { // a kill outranks a stall
				e.State = state
			}
		}
	}
	return evs
}

// stateAt is the lab's own state of node at t: what it said at t if it
// reacted then (a restarted replica registers), else its last state before.
func stateAt(evs []SceneEvent, node string, t time.Duration) string {
	state := ""
	for _, e := range evs {
		if e.Node == node && e.T <= t && e.State != "" {
			state = e.State
		}
	}
	return state
}

// restartAfter is the first restart of node after t, 0 when none.
func restartAfter(fs []fault.Fault, node string, t time.Duration) time.Duration {
	for _, f := range fs {
		if f.Kind == fault.Restart && f.Target == node && f.At > t {
			return f.At
		}
	}
	return 0
}

func (r *Result) label(id string) i18n.Text {
	if n := r.Scene.Node(id); n != nil {
		return n.Label
	}
	return i18n.Plain(id)
}

func ptr(t i18n.Text) *i18n.Text { return &t }

// to lists the recorded messages to node sent in [from, until) (until 0:
// to the end).
func (r *Result) to(node string, from, until time.Duration) []netsim.Message {
	var out []netsim.Message
	for _, m := range r.Trace {
		if m.To == node && m.Sent >= from && (until == 0 || m.Sent < until) {
			out = append(out, m)
		}
	}
	return out
}

// counted adds, when the trace was cut short, that the counts are of the
// recorded messages only; its message claims then say so too (the oracle
// checks them against what the trace holds, which is what they count).
func (r *Result) counted(s Sentence) Sentence {
	if r.TraceDropped > 0 {
		s.Text = readRecordedOnly.Format(s.Text)
		for i := range s.Claims {
			s.Claims[i].Recorded = true
		}
	}
	return s
}

func (r *Result) readKill(f fault.Fault, name i18n.Text, until time.Duration, wasUp bool, before time.Duration) Sentence {
	at := words.Dur(f.At).With(words.Loc)
	if !wasUp {
		return Say("fault_kill_down", readKillDown.Format(name, at), claim.Claim{Fact: claim.Alive, Node: f.Target, At: before})
	}
	after := r.to(f.Target, f.At, until)
	// Cut off: the calls the kill reset as it happened. A call that ended
	// unanswered later was lost by something else (a drop, its timeout,
	// the run's end), or was still on the wire and found the process gone.
	cut := 0
	for _, m := range r.Trace {
		if m.To == f.Target && m.Sent < f.At && m.Received == f.At && m.Err == netsim.ErrReset.Error() {
			cut++
		}
	}
	var cs []claim.Claim
	if claim.On {
		cs = []claim.Claim{
			{Fact: claim.Alive, Node: f.Target, At: f.At, Value: 0},
			{Fact: claim.Count, To: f.Target, Since: f.At, Until: until, Value: float64(len(after))},
		}
	}
	t := readKilledQuiet.Format(name, at)
	if until > 0 {
		t = readKilledQuietUntil.Format(name, at, words.Dur(until).With(words.Loc))
	}
	if len(after) > 0 {
		answered, last := 0, time.Duration(0)
		for _, m := range after {
			if m.Status != 0 {
				answered++
			}
			last = max(last, m.Sent-f.At)
		}
		if until > 0 {
			t = readKilledUntil.Format(name, at, words.Dur(until).With(words.Loc), cntFaultRequests.N(len(after)), some(answered, cntAnswered, noneAnswered), words.Dur(last))
		} else {
			t = readKilled.Format(name, at, cntFaultRequests.N(len(after)), some(answered, cntAnswered, noneAnswered), words.Dur(last))
		}
		if claim.On {
			cs = append(cs,
				claim.Claim{Fact: claim.Count, To: f.Target, Since: f.At, Until: until, Outcome: claim.Answered, Value: float64(answered)},
				claim.Claim{Fact: claim.LastSent, To: f.Target, Since: f.At, Until: until, Value: claim.Ms(f.At + last)})
		}
	}
	if cut > 0 {
		t = joinTexts([]i18n.Text{t, readCut.N(cut)}, " ")
		if claim.On {
			cs = append(cs, claim.Claim{Fact: claim.Count, To: f.Target, Until: f.At, AnswerSince: f.At, AnswerUntil: f.At + 1, Err: netsim.ErrReset.Error(), Value: float64(cut)})
		}
	}
	return r.counted(Say("fault_kill", t, cs...))
}

func (r *Result) readRestart(f fault.Fault, name i18n.Text, wasUp bool, before time.Duration) Sentence {
	at := words.Dur(f.At).With(words.Loc)
	if wasUp {
		// A restart of a running process changes nothing: it was never
		// down, so nothing recovered.
		return Say("fault_restart_up", readRestartUp.Format(name, at),
			claim.Claim{Fact: claim.Alive, Node: f.Target, At: before, Value: 1},
			claim.Claim{Fact: claim.Revived, Node: f.Target, Since: f.At, Until: f.At + 1, Value: 0})
	}
	answered := 0
	for _, m := range r.to(f.Target, f.At, 0) {
		if m.Status != 0 {
			answered++
		}
	}
	var cs []claim.Claim
	if claim.On {
		cs = []claim.Claim{
			{Fact: claim.Revived, Node: f.Target, Since: f.At, Until: f.At + 1, Value: 1},
			{Fact: claim.Count, To: f.Target, Since: f.At, Outcome: claim.Answered, Value: float64(answered)},
		}
	}
	if answered == 0 {
		return r.counted(Say("fault_restart", readRestartedIdle.Format(name, at), cs...))
	}
	return r.counted(Say("fault_restart", readRestarted.Format(name, at, cntFaultRequestsOf.N(answered)), cs...))
}

// readStall tells a stall from `from`: its moment, or the return of a
// process that was down then.
func (r *Result) readStall(f fault.Fault, from time.Duration, name i18n.Text, wasUp bool, end time.Duration) Sentence {
	if !wasUp {
		return Say("fault_stall_down", readStallDown.Format(name, words.Dur(f.At).With(words.Loc)),
			claim.Claim{Fact: claim.Alive, Node: f.Target, At: f.At, Value: 0},
			claim.Claim{Fact: claim.Revived, Node: f.Target, Since: f.At, Until: f.At + f.For, Value: 0})
	}
	s := r.readStallFrom(fault.Fault{Kind: f.Kind, Target: f.Target, At: from, For: f.At + f.For - from}, name, end)
	if from != f.At {
		s.Text = joinTexts([]i18n.Text{readBackIntoStall.Format(name, words.Dur(f.At).With(words.Loc), words.Dur(from).With(words.Loc)), Capital(s.Text)}, " ")
		if claim.On {
			s.Claims = append(s.Claims, claim.Claim{Fact: claim.Revived, Node: f.Target, Since: f.At, Until: from + 1, Value: 1})
		}
	}
	return s
}

// returnIn is the first return of node's process in [from, until), from
// the deaths and returns its network recorded.
func (r *Result) returnIn(node string, from, until time.Duration) (time.Duration, bool) {
	up := true
	for _, l := range r.Lives {
		if l.Node != node {
			continue
		}
		if l.Alive && !up && l.T >= from && l.T < until {
			return l.T, true
		}
		up = l.Alive
	}
	return 0, false
}

// readStallFrom tells a stall on a running process.
func (r *Result) readStallFrom(f fault.Fault, name i18n.Text, end time.Duration) Sentence {
	s := r.readStallOwn(f, name, end)
	// What it had taken before the stall and answered only after it: the
	// stall held those answers too.
	held := 0
	for _, m := range r.Trace {
		if m.To == f.Target && m.Sent < f.At && m.Received >= f.At+f.For && m.Status != 0 {
			held++
		}
	}
	if held > 0 {
		s.Text = joinTexts([]i18n.Text{s.Text, readStallHeld.Format(cntFaultRequests.N(held))}, " ")
		if claim.On {
			s.Claims = append(s.Claims, claim.Claim{Fact: claim.Count, To: f.Target, Until: f.At, AnswerSince: f.At + f.For,
				Outcome: claim.Answered, Recorded: r.TraceDropped > 0, Value: float64(held)})
		}
	}
	return s
}

// readStallOwn tells what was sent to a stalled process while it lasted.
func (r *Result) readStallOwn(f fault.Fault, name i18n.Text, end time.Duration) Sentence {
	at, d := words.Dur(f.At).With(words.Loc), words.Dur(f.For)
	during := r.to(f.Target, f.At, f.At+f.For)
	stalled := claim.Claim{Fact: claim.Stalled, Node: f.Target, At: f.At, Value: 1}
	sent := claim.Claim{Fact: claim.Count, To: f.Target, Since: f.At, Until: f.At + f.For, Value: float64(len(during))}
	if past := outlasted(f, end); past != nil {
		// The run ended with the node still stalled: nothing it was sent
		// meanwhile was answered, and no "longest wait" ended.
		answered := 0
		for _, m := range during {
			if m.Status != 0 {
				answered++
			}
		}
		var cs []claim.Claim
		if claim.On {
			cs = []claim.Claim{stalled, sent, *past,
				{Fact: claim.Count, To: f.Target, Since: f.At, Until: f.At + f.For, Outcome: claim.Answered, Value: float64(answered)}}
		}
		endAt := words.Dur(end).With(words.Loc)
		if len(during) == 0 {
			return r.counted(Say("fault_stall", readStalledQuietPast.Format(name, at, endAt, d), cs...))
		}
		return r.counted(Say("fault_stall", readStalledPast.Format(name, at, endAt, d, cntFaultRequests.N(len(during)), some(answered, cntAnswered, noneAnswered)), cs...))
	}
	if len(during) == 0 {
		return r.counted(Say("fault_stall", readStalledQuiet.Format(name, at, d), stalled, sent))
	}
	var longest time.Duration
	for _, m := range during {
		longest = max(longest, m.Received-m.Sent)
	}
	return r.counted(Say("fault_stall", readStalled.Format(name, at, d, cntFaultRequests.N(len(during)), words.Dur(longest)), stalled, sent,
		claim.Claim{Fact: claim.MaxWait, To: f.Target, Since: f.At, Until: f.At + f.For, Value: claim.Ms(longest)}))
}

// outlasted is the claim that the run ended before a lasting fault did
// (its end, when the fault's own end comes after it), or nil.
func outlasted(f fault.Fault, end time.Duration) *claim.Claim {
	if end <= 0 || f.At+f.For <= end {
		return nil
	}
	return &claim.Claim{Fact: claim.End, Value: claim.Ms(end)}
}

func (r *Result) readLink(f fault.Fault, from, to string, end time.Duration) Sentence {
	at, d := words.Dur(f.At).With(words.Loc), words.Dur(f.For)
	var n, lost, arrived int
	for _, m := range r.to(to, f.At, f.At+f.For) {
		if m.From != from {
			continue
		}
		n++
		switch {
		case m.Served:
			arrived++
		case m.Status == 0 && m.Err != netsim.ErrRefused.Error():
			lost++ // a refused call never used the link: the node was down
		}
	}
	a, b := r.label(from), r.label(to)
	win := claim.Claim{From: from, To: to, Since: f.At, Until: f.At + f.For}
	var cs []claim.Claim
	add := func(fact claim.Fact, o claim.Outcome, op claim.Op, v float64) {
		if claim.On {
			c := win
			c.Fact, c.Outcome, c.Op, c.Value = fact, o, op, v
			cs = append(cs, c)
		}
	}
	add(claim.Count, claim.Any, "", float64(n))
	past := outlasted(f, end)
	quiet, dropped, delayed := readLinkQuiet, readDropped, readDelayed
	var endAt i18n.Text
	if past != nil {
		if claim.On {
			cs = append(cs, *past)
		}
		quiet, dropped, delayed = readLinkQuietPast, readDroppedPast, readDelayedPast
		endAt = words.Dur(end).With(words.Loc)
	}
	// The texts for a fault that outlasted the run name the run's end
	// after the fault's moment; the others take its length there.
	when := func(args ...any) []any {
		if past != nil {
			return append([]any{a, b, at, endAt, d}, args...)
		}
		return append([]any{a, b, at, d}, args...)
	}
	switch {
	case n == 0:
		return r.counted(Say("fault_link", quiet.Format(when()...), cs...))
	case f.Kind == fault.Drop:
		add(claim.Count, claim.Lost, "", float64(lost))
		return r.counted(Say("fault_link", dropped.Format(when(cntFaultRequests.N(n), some(lost, cntLost, noneLost))...), cs...))
	}
	add(claim.Count, claim.Served, "", float64(arrived))
	if arrived > 0 {
		// Whatever reached the node spent the delay on the way.
		add(claim.MinWait, claim.Served, claim.AtLeast, claim.Ms(f.For))
	}
	return r.counted(Say("fault_link", delayed.Format(when(cntFaultRequests.N(n), some(arrived, cntArrivedLate, noneArrived))...), cs...))
}

// readCut says that the run reached its horizon, and how many calls a
// fault still held open then.
func (r *Result) readCut() Sentence {
	open := 0
	for _, m := range r.Trace {
		if m.Err == netsim.ErrRunEnded.Error() {
			open++
		}
	}
	var cs []claim.Claim
	if claim.On {
		cs = []claim.Claim{{Fact: claim.Count, Err: netsim.ErrRunEnded.Error(), Value: float64(open)},
			{Fact: claim.End, Op: claim.AtMost, Value: claim.Ms(r.Horizon)}}
	}
	h := words.Dur(r.Horizon).With(words.Loc)
	why := horizonTwice
	if r.HorizonClock {
		why = horizonClock
	}
	if open == 0 {
		return r.counted(Say("fault_cut", readCutQuiet.Format(h, why), cs...))
	}
	return r.counted(Say("fault_cut", readCutOpen.Format(h, why, cntOpenCalls.N(open)), cs...))
}

// faultsSaid names the run's faults in words, one after another ("1,2 s'de
// kopya 127.0.0.1:8762 için öldürme arızası, …"), never in the grammar.
func (r *Result) faultsSaid() i18n.Text {
	fs, _ := fault.Parse(r.Params[fault.Param])
	said := make([]i18n.Text, len(fs))
	for i, f := range fs {
		said[i] = faultWords(f, r.label)
		said[i].EN = strings.ToLower(said[i].EN[:1]) + said[i].EN[1:] // after "Faults: "
	}
	return joinTexts(said, "; ")
}

// faultWords names a fault as people say it: its kind, its node (or link)
// by label and its moment, never the grammar's raw text.
func faultWords(f fault.Fault, label func(string) i18n.Text) i18n.Text {
	at := words.Dur(f.At).With(words.Loc)
	at.TR += "ki" // "30 s'deki"
	if from, to, ok := f.Link(); ok {
		return faultLinkWords.Format(at, label(from), label(to), kindWords(f.Kind))
	}
	return faultNodeWords.Format(at, label(f.Target), kindWords(f.Kind))
}

func kindWords(k fault.Kind) i18n.Text { return k.Info().Name }

// some is c's count, or none for 0 ("hiçbiri", not "0 tanesi").
func some(n int, c i18n.Counted, none i18n.Text) i18n.Text {
	if n == 0 {
		return none
	}
	return c.N(n)
}

// Capital starts t with a capital letter, the Turkish way in Turkish (İ
// for i): a node's label starts lower case ("kopya …", "ölçüm betiği"),
// and a sentence may start with it.
func Capital(t i18n.Text) i18n.Text {
	up := func(s string, c unicode.SpecialCase) string {
		r, n := utf8.DecodeRuneInString(s)
		if n == 0 {
			return s
		}
		return string(c.ToUpper(r)) + s[n:]
	}
	return i18n.Text{TR: up(t.TR, unicode.TurkishCase), EN: up(t.EN, nil)}
}

func linkNote(f fault.Fault, from, to i18n.Text) i18n.Text {
	if f.Kind == fault.Drop {
		return noteDropped.Format(from, to, words.Dur(f.For))
	}
	return noteDelayed.Format(from, to, words.Dur(f.For))
}

var (
	stateKilled  = i18n.Text{TR: "öldürüldü", EN: "killed"}
	stateStalled = i18n.Text{TR: "donmuş", EN: "stalled"}

	noteKilled    = i18n.Text{TR: "Eklediğiniz arıza: %s burada öldürülüyor; ona giden istekler artık reddedilir.", EN: "Your fault: %s is killed here; requests to it are refused from now on."}
	noteRestarted = i18n.Text{TR: "Eklediğiniz arıza: %s burada yeniden başlıyor.", EN: "Your fault: %s restarts here."}
	noteStalled   = i18n.Text{TR: "Eklediğiniz arıza: %s %s boyunca donuyor; ona ulaşan istekler de verdiği yanıtlar da o süre bekler.", EN: "Your fault: %s stalls for %s; requests that reach it and its answers wait that long."}
	noteDropped   = i18n.Text{TR: "Eklediğiniz arıza: %s → %s bağlantısı %s boyunca istekleri kaybediyor.", EN: "Your fault: the link %s → %s loses requests for %s."}
	noteDelayed   = i18n.Text{TR: "Eklediğiniz arıza: %s → %s bağlantısı %s boyunca istekleri geciktiriyor.", EN: "Your fault: the link %s → %s holds requests back for %s."}

	readKilled           = i18n.Text{TR: "%s, %s öldürüldü. Öldürüldükten sonra ona %s daha gitti ve %s; sonuncusu öldürüldükten %s sonra gönderildi.", EN: "%s was killed at %s. Afterwards %s still went to it and %s; the last was sent %s after the kill."}
	readKilledQuiet      = i18n.Text{TR: "%s, %s öldürüldü; öldürüldükten sonra ona hiç istek gitmedi.", EN: "%s was killed at %s; no request went to it afterwards."}
	readKilledUntil      = i18n.Text{TR: "%s, %s öldürüldü. %s yeniden başlayana kadar ona %s daha gitti ve %s; sonuncusu öldürüldükten %s sonra gönderildi.", EN: "%s was killed at %s. Until its restart at %s, %s still went to it and %s; the last was sent %s after the kill."}
	readKilledQuietUntil = i18n.Text{TR: "%s, %s öldürüldü; %s yeniden başlayana kadar ona hiç istek gitmedi.", EN: "%s was killed at %s; until its restart at %s, no request went to it."}
	readKillDown         = i18n.Text{TR: "%s, %s zaten çalışmıyordu; öldürme arızası hiçbir şeyi değiştirmedi.", EN: "%s was not running at %s; the kill changed nothing."}
	readRestarted        = i18n.Text{TR: "%s, %s yeniden başladı ve ardından %s yanıtladı.", EN: "%s restarted at %s and then answered %s."}
	readRestartedIdle    = i18n.Text{TR: "%s, %s yeniden başladı; ardından hiçbir isteği yanıtlamadı.", EN: "%s restarted at %s; it answered no request afterwards."}
	readRestartUp        = i18n.Text{TR: "%s, %s zaten çalışıyordu; yeniden başlatma hiçbir şeyi değiştirmedi.", EN: "%s was already running at %s; the restart changed nothing."}
	readStalled          = i18n.Text{TR: "%s, %s %s boyunca dondu: bu sürede ona %s gitti, en uzun süreni %s sürdü.", EN: "%s stalled at %s for %s: %s went to it meanwhile, and the longest took %s."}
	readStalledQuiet     = i18n.Text{TR: "%s, %s %s boyunca dondu; bu sürede ona hiç istek gitmedi.", EN: "%s stalled at %s for %s; no request went to it meanwhile."}
	readStallDown        = i18n.Text{TR: "%s, %s çalışmıyordu; donma arızası hiçbir şeyi değiştirmedi.", EN: "%s was not running at %s; the stall changed nothing."}
	readDropped          = i18n.Text{TR: "%s → %s bağlantısı %s %s boyunca istek kaybetti: bu sürede gönderilen %s içinden %s.", EN: "The link %s → %s dropped requests at %s for %s: of %s sent meanwhile, %s."}
	readDelayed          = i18n.Text{TR: "%s → %s bağlantısı %s %s boyunca istekleri geciktirdi: bu sürede gönderilen %s içinden %s.", EN: "The link %s → %s held requests back at %s for %s: of %s sent meanwhile, %s."}
	readLinkQuiet        = i18n.Text{TR: "%s → %s bağlantısına %s %s boyunca arıza eklendi; bu sürede üzerinden hiç istek gönderilmedi.", EN: "The link %s → %s had a fault at %s for %s; no request was sent over it meanwhile."}
	readStallHeld        = i18n.Text{TR: "Donmadan önce aldığı %s ancak donma bittikten sonra yanıtlandı.", EN: "%s it had taken before the stall were answered only after it."}
	readBackIntoStall    = i18n.Text{TR: "%s, donma arızasının başladığı %s çalışmıyordu; %s yeniden başladı ve arıza onu oradan tuttu.", EN: "%s was not running when the stall began at %s; it started again at %s, and the stall held it from there."}
	readStalledPast      = i18n.Text{TR: "%s, %s dondu ve çalıştırma %s bittiğinde hâlâ donmuştu (donma %s sürecekti): bu sürede ona %s gitti ve %s.", EN: "%s stalled at %s and was still stalled when the run ended at %s (the stall was to last %s): %s went to it meanwhile, and %s."}
	readStalledQuietPast = i18n.Text{TR: "%s, %s dondu ve çalıştırma %s bittiğinde hâlâ donmuştu (donma %s sürecekti); bu sürede ona hiç istek gitmedi.", EN: "%s stalled at %s and was still stalled when the run ended at %s (the stall was to last %s); no request went to it meanwhile."}
	readDroppedPast      = i18n.Text{TR: "%s → %s bağlantısı %s istek kaybetmeye başladı ve çalıştırma %s bittiğinde hâlâ kaybediyordu (arıza %s sürecekti): bu sürede gönderilen %s içinden %s.", EN: "The link %s → %s started dropping requests at %s and still did when the run ended at %s (the drop was to last %s): of %s sent meanwhile, %s."}
	readDelayedPast      = i18n.Text{TR: "%s → %s bağlantısı %s istekleri geciktirmeye başladı ve çalıştırma %s bittiğinde hâlâ geciktiriyordu (arıza %s sürecekti): bu sürede gönderilen %s içinden %s.", EN: "The link %s → %s started holding requests back at %s and still did when the run ended at %s (the delay was to last %s): of %s sent meanwhile, %s."}
	readLinkQuietPast    = i18n.Text{TR: "%s → %s bağlantısına %s eklenen arıza, çalıştırma %s bittiğinde hâlâ sürüyordu (%s sürecekti); o zamana kadar üzerinden hiç istek gönderilmedi.", EN: "The link %s → %s had a fault from %s that still held when the run ended at %s (it was to last %s); no request was sent over it meanwhile."}
	readCutOpen          = i18n.Text{TR: "Arızalar çalıştırmayı uzattı; çalıştırma süre sınırında, %s durduruldu (%s): o an %s hâlâ yanıt bekliyordu.", EN: "The faults stretched the run; it was stopped at its horizon, %s (%s): %s still waited for an answer then."}
	readCutQuiet         = i18n.Text{TR: "Arızalar çalıştırmayı uzattı; çalıştırma süre sınırında, %s durduruldu (%s).", EN: "The faults stretched the run; it was stopped at its horizon, %s (%s)."}
	horizonTwice         = i18n.Text{TR: "arızasız hâlinin iki katı artı 1 s", EN: "twice its length without faults, plus 1 s"}
	horizonClock         = i18n.Text{TR: "sanal saatin sınırı; arızasız hâlinin iki katı artı 1 s bundan uzun olurdu", EN: "the virtual clock's limit; twice its length without faults, plus 1 s, would be longer"}
	readAfterHorizon     = i18n.Text{TR: "%s hiçbir şeyi değiştirmedi: çalıştırma en geç süre sınırında, %s biter.", EN: "%s changed nothing: the run ends at its horizon, %s, at the latest."}
	cntOpenCalls         = i18n.Counted{TR: "%d istek", EnOne: "%d request", EnOther: "%d requests"}
	readAfterEnd         = i18n.Text{TR: "%s hiçbir şeyi değiştirmedi: çalıştırma %s bitmişti.", EN: "%s changed nothing: the run had ended at %s."}
	readAfterNodeEnd     = i18n.Text{TR: "%s hiçbir şeyi değiştirmedi: %s için çalıştırma %s bitmişti.", EN: "%s changed nothing: the run had ended for %s at %s."}
	readRecordedOnly     = i18n.Text{TR: "%s (Sayılar yalnızca kaydedilen mesajlardan.)", EN: "%s (Counts are of the recorded messages only.)"}

	// A fault named in words: "kopya 127.0.0.1:8762 için 30 s'deki
	// öldürme arızası".
	faultNodeWords = i18n.Text{TR: "%[2]s için %[1]s %[3]s", EN: "The %[3]s on %[2]s at %[1]s"}
	faultLinkWords = i18n.Text{TR: "%[2]s → %[3]s bağlantısı için %[1]s %[4]s", EN: "The %[4]s on the link %[2]s → %[3]s at %[1]s"}

	cntFaultRequests   = i18n.Counted{TR: "%d istek", EnOne: "%d request", EnOther: "%d requests"}
	cntFaultRequestsOf = i18n.Counted{TR: "%d isteği", EnOne: "%d request", EnOther: "%d requests"}
	cntAnswered        = i18n.Counted{TR: "%d tanesi yanıt aldı", EnOne: "%d was answered", EnOther: "%d were answered"}
	noneAnswered       = i18n.Text{TR: "hiçbiri yanıt almadı", EN: "none was answered"}
	noneLost           = i18n.Text{TR: "hiçbiri kaybolmadı", EN: "none was lost"}
	cntArrivedLate     = i18n.Counted{TR: "%d tanesi geç ulaştı", EnOne: "%d arrived late", EnOther: "%d arrived late"}
	noneArrived        = i18n.Text{TR: "hiçbiri ulaşmadı", EN: "none got through"}
	cntLost            = i18n.Counted{TR: "%d tanesi kayboldu", EnOne: "%d was lost", EnOther: "%d were lost"}
	readCut            = i18n.Counted{TR: "O an sürmekte olan %d istek yarıda kesildi.", EnOne: "The %d request in progress then was cut off.", EnOther: "The %d requests in progress then were cut off."}
)
