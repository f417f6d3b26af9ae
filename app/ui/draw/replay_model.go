package draw

import (
	"slices"
	"sort"
	"strconv"
	"time"

	"playground/engine/i18n"
	"playground/engine/lab"
	"playground/engine/netsim"
)

// maxDots is the most messages a replay draws as moving dots; a run with
// more draws its flows as rates on the edges instead, and its nodes'
// counters carry the rest.
const maxDots = 2000

// ReplayModel is a run prepared for the replay: everything a replay asks
// at a moment t (each node's state, the messages in flight, the latest
// note, the next event) answered by binary search over data sorted once.
// It reads only the run's declared data: the scene, the trace, the spans
// and the tables' row times. Its exported fields are for reading.
type ReplayModel struct {
	Result *lab.Result
	End    time.Duration // the run's last moment: a scrubber's right end
	Nodes  []*lab.Node   // the scene's nodes, as declared
	// Edges are the pairs of nodes messages went between, in the order
	// of their first message.
	Edges []ReplayEdge
	// Rates: too many messages for dots (more than 2000); each edge shows
	// its rate (Rate) instead, and the node counters carry the rest. TraceEnd is the last send the trace
	// kept: a rate is known up to it.
	Rates    bool
	TraceEnd time.Duration
	Markers  []lab.Span // phases, in time order
	Windows  []lab.Span // shaded stretches (a discovery window)
	// Messages are the trace by send time; a Flight's Msg indexes them.
	Messages []netsim.Message

	index map[string]int
	// steps holds, per node, its state events in time order.
	steps [][]lab.SceneEvent
	// notes are the narrating events in time order.
	notes []lab.SceneEvent

	msgEdge  []int  // each message's edge (-1: an undeclared node)
	routine  []bool // each message's: it repeats its kind (markRoutine)
	maxDur   time.Duration
	hop      time.Duration     // half the shortest call that took time: a call's out and back legs
	edgeSent [][]time.Duration // each edge's send times
	window   time.Duration     // the span a rate is counted over

	stops []time.Duration // every moment something changes (a row final too), for ←/→
}

// ReplayEdge is a pair of nodes a message went between: From calls To
// (indexes into Nodes).
type ReplayEdge struct{ From, To int }

// NewReplayModel prepares res for the replay.
func NewReplayModel(res *lab.Result) *ReplayModel {
	m := &ReplayModel{Result: res, index: map[string]int{}}
	for i := range res.Scene.Nodes {
		m.Nodes = append(m.Nodes, &res.Scene.Nodes[i])
		m.index[res.Scene.Nodes[i].ID] = i
	}
	stops := m.readEvents(res)
	stops = append(stops, m.readTrace(res)...)
	for _, s := range res.Spans {
		switch s.Kind {
		case lab.SpanMarker:
			m.Markers = append(m.Markers, s)
			stops = append(stops, s.From)
		case lab.SpanWindow:
			m.Windows = append(m.Windows, s)
		}
		m.End = max(m.End, s.To)
	}
	sort.SliceStable(m.Markers, func(i, j int) bool { return m.Markers[i].From < m.Markers[j].From })
	m.markRoutine()
	// A table row becoming final is a moment too: the run lasts until the
	// last one is.
	for _, s := range res.Sections {
		if s.Table != nil {
			for _, at := range s.Table.RowAt {
				m.End = max(m.End, at)
				stops = append(stops, at)
			}
		}
	}
	if m.End <= 0 {
		m.End = time.Millisecond // nothing happened: a scrubber still needs a length
	}
	stops = append(stops, 0, m.End)
	slices.Sort(stops)
	m.stops = slices.Compact(stops)
	// A rate counts the messages sent in the last hundredth of the traced
	// span (at least a microsecond).
	first := time.Duration(0)
	if len(m.Messages) > 0 {
		first = m.Messages[0].Sent
	}
	m.window = max((m.TraceEnd-first)/100, time.Microsecond)
	return m
}

// readEvents files the scene's events: each node's states in time order,
// the notes; it returns their moments.
func (m *ReplayModel) readEvents(res *lab.Result) (stops []time.Duration) {
	m.steps = make([][]lab.SceneEvent, len(m.Nodes))
	for _, e := range res.Scene.Events {
		m.End = max(m.End, e.T)
		stops = append(stops, e.T)
		if e.Note != nil {
			m.notes = append(m.notes, e)
		}
		if i, ok := m.index[e.Node]; ok && !e.Narrates() {
			m.steps[i] = append(m.steps[i], e)
		}
	}
	for i := range m.steps {
		lab.SortEvents(m.steps[i])
	}
	lab.SortEvents(m.notes)
	return stops
}

// readTrace files the trace by send time, finds the edges and the hop, and
// returns the sends and answers as moments (none when drawn as rates:
// stepping through thousands of messages helps no one).
func (m *ReplayModel) readTrace(res *lab.Result) (stops []time.Duration) {
	m.Messages = slices.Clone(res.Trace)
	netsim.SortBySent(m.Messages)
	m.Rates = len(res.Trace)+res.TraceDropped > maxDots
	edgeOf := map[[2]int]int{}
	m.hop = -1
	for _, msg := range m.Messages {
		from, okf := m.index[msg.From]
		to, okt := m.index[msg.To]
		e := -1
		if okf && okt {
			k := [2]int{from, to}
			var ok bool
			if e, ok = edgeOf[k]; !ok {
				e = len(m.Edges)
				edgeOf[k] = e
				m.Edges = append(m.Edges, ReplayEdge{from, to})
				m.edgeSent = append(m.edgeSent, nil)
			}
			m.edgeSent[e] = append(m.edgeSent[e], msg.Sent)
		}
		m.msgEdge = append(m.msgEdge, e)
		d := msg.Received - msg.Sent
		m.maxDur = max(m.maxDur, d)
		if d > 0 && (m.hop < 0 || d/2 < m.hop) {
			m.hop = d / 2 // an instant refusal says nothing of the network
		}
		m.End = max(m.End, msg.Received)
		m.TraceEnd = max(m.TraceEnd, msg.Sent)
		if !m.Rates {
			stops = append(stops, msg.Sent, msg.Received)
		}
	}
	m.hop = max(m.hop, 0)
	return stops
}

// StateAt is node i's last state event at or before t, its index among the
// node's events (a caller repaints when it changes), and false before the
// first one.
func (m *ReplayModel) StateAt(i int, t time.Duration) (lab.SceneEvent, int, bool) {
	evs := m.steps[i]
	k := sort.Search(len(evs), func(j int) bool { return evs[j].T > t }) - 1
	if k < 0 {
		return lab.SceneEvent{}, -1, false
	}
	return evs[k], k, true
}

// NoteAt is what the narration says at t: every note of the latest moment
// at or before t that has one, in the language asked (empty before the
// first).
func (m *ReplayModel) NoteAt(t time.Duration, l i18n.Lang) (string, time.Duration) {
	k := sort.Search(len(m.notes), func(j int) bool { return m.notes[j].T > t }) - 1
	if k < 0 {
		return "", -1
	}
	at := m.notes[k].T
	j := k
	for j > 0 && m.notes[j-1].T == at {
		j--
	}
	s := ""
	for ; j <= k; j++ {
		if s != "" {
			s += " "
		}
		s += m.notes[j].Note.In(l)
	}
	return s, at
}

// Next is the first moment after t where something changes (a state, a
// note, a send or an answer, a phase, a table row); t itself when there is
// none.
func (m *ReplayModel) Next(t time.Duration) time.Duration {
	k := sort.Search(len(m.stops), func(j int) bool { return m.stops[j] > t })
	if k == len(m.stops) {
		return t
	}
	return m.stops[k]
}

// Prev is the last moment before t where something changes; t itself when
// there is none.
func (m *ReplayModel) Prev(t time.Duration) time.Duration {
	k := sort.Search(len(m.stops), func(j int) bool { return m.stops[j] >= t }) - 1
	if k < 0 {
		return t
	}
	return m.stops[k]
}

// NextMarker is the start of the first phase after t (ok false past the last).
func (m *ReplayModel) NextMarker(t time.Duration) (time.Duration, bool) {
	for _, s := range m.Markers {
		if s.From > t {
			return s.From, true
		}
	}
	return 0, false
}

// Flight is a message in flight at a moment: which one, on which edge,
// where along it (Pos: 0 at the caller, 1 at the callee) and on which leg.
type Flight struct {
	Msg  int // index into the trace by send time
	Edge int
	Pos  float64
	Leg  Leg
}

// Leg is the part of its exchange a message in flight is in.
type Leg int

// A call's legs.
const (
	LegOut  Leg = iota // the request on its way
	LegWait            // at the callee: queued, working, or a lost answer awaited
	LegBack            // the answer on its way back
)

// InFlight lists the messages between their send and their answer at t.
// A call goes out in one hop, waits at the callee and comes back in one
// hop; the hop is the run's shortest one-way trip (a call is never faster
// than the network). It reuses out's storage.
func (m *ReplayModel) InFlight(t time.Duration, out []Flight) []Flight {
	out = out[:0]
	k := sort.Search(len(m.Messages), func(j int) bool { return m.Messages[j].Sent > t })
	for j := k - 1; j >= 0; j-- {
		msg := &m.Messages[j]
		if msg.Sent < t-m.maxDur {
			break
		}
		if msg.Received < t || m.msgEdge[j] < 0 {
			continue
		}
		h := min(m.hop, (msg.Received-msg.Sent)/2)
		f := Flight{Msg: j, Edge: m.msgEdge[j], Pos: 1, Leg: LegWait}
		switch {
		case h > 0 && t < msg.Sent+h:
			f.Leg, f.Pos = LegOut, float64(t-msg.Sent)/float64(h)
		case h > 0 && t > msg.Received-h:
			f.Leg, f.Pos = LegBack, float64(msg.Received-t)/float64(h)
		case msg.Received == msg.Sent:
			f.Leg = LegBack // an instant exchange: shown at the callee, answered
		}
		out = append(out, f)
	}
	// Oldest first, so later dots are drawn on top.
	slices.Reverse(out)
	return out
}

// ShortestInFlight is the shortest duration among messages in flight at t
// that take time (0 when none), among novel messages and among routine
// ones (see markRoutine): playback slows so each can be seen, a routine
// one briefly.
func (m *ReplayModel) ShortestInFlight(t time.Duration) (novel, routine time.Duration) {
	k := sort.Search(len(m.Messages), func(j int) bool { return m.Messages[j].Sent > t })
	for j := k - 1; j >= 0; j-- {
		msg := &m.Messages[j]
		if msg.Sent < t-m.maxDur {
			break
		}
		d := msg.Received - msg.Sent
		if msg.Received < t || d <= 0 {
			continue
		}
		if best := &novel; !m.routine[j] {
			*best = shorter(*best, d)
		} else {
			routine = shorter(routine, d)
		}
	}
	return novel, routine
}

func shorter(best, d time.Duration) time.Duration {
	if best == 0 || d < best {
		return d
	}
	return best
}

// Routine reports whether message i repeats its kind (markRoutine).
func (m *ReplayModel) Routine(i int) bool { return m.routine[i] }

// markRoutine marks each message that repeats its kind — the same sender,
// the same kind of receiver (role and group), the same outcome — since the
// last narrated moment or phase mark. A replay shows such a message only
// briefly: a lesson that sends thirteen like requests before the event it
// is about needs the learner to see the first, not all thirteen.
func (m *ReplayModel) markRoutine() {
	m.routine = make([]bool, len(m.Messages))
	var resets []time.Duration
	for _, n := range m.notes {
		resets = append(resets, n.T)
	}
	for _, s := range m.Markers {
		resets = append(resets, s.From)
	}
	slices.Sort(resets)
	seen := map[string]bool{}
	k := 0
	for i, msg := range m.Messages {
		for ; k < len(resets) && resets[k] <= msg.Sent; k++ {
			clear(seen)
		}
		kind := msg.To
		if j, ok := m.index[msg.To]; ok {
			kind = string(m.Nodes[j].Role) + "\x00" + m.Nodes[j].Group
		}
		key := msg.From + "\x00" + kind + "\x00" + strconv.Itoa(msg.Status) + "\x00" + msg.Effect + "\x00" + strconv.FormatBool(msg.Served)
		m.routine[i] = seen[key]
		seen[key] = true
	}
}

// QuietUntil is the end of the quiet stretch t stands in — no message in
// flight, none sent, nothing narrated and no phase starting before it —
// and whether t stands in one at all. A replay plays such a stretch fast:
// a lesson may wait most of a second between rounds of requests.
func (m *ReplayModel) QuietUntil(t time.Duration) (time.Duration, bool) {
	if novel, routine := m.ShortestInFlight(t); m.Rates || novel > 0 || routine > 0 || m.InstantAt(t) {
		return 0, false
	}
	// A message already landed at exactly t is done; one landing after t is
	// in flight (ShortestInFlight counts those that take time).
	until := m.End
	if s, ok := m.NextSend(t); ok {
		until = min(until, s)
	}
	if k := sort.Search(len(m.notes), func(j int) bool { return m.notes[j].T > t }); k < len(m.notes) {
		until = min(until, m.notes[k].T)
	}
	if s, ok := m.NextMarker(t); ok {
		until = min(until, s)
	}
	for _, w := range m.Windows {
		if w.From > t {
			until = min(until, w.From)
		}
	}
	return until, until > t
}

// InstantAt reports whether a message that takes no time happens at t.
func (m *ReplayModel) InstantAt(t time.Duration) bool {
	k := sort.Search(len(m.Messages), func(j int) bool { return m.Messages[j].Sent >= t })
	for ; k < len(m.Messages) && m.Messages[k].Sent == t; k++ {
		if m.Messages[k].Received == t {
			return true
		}
	}
	return false
}

// NextSend is the first send after t (ok false when none).
func (m *ReplayModel) NextSend(t time.Duration) (time.Duration, bool) {
	k := sort.Search(len(m.Messages), func(j int) bool { return m.Messages[j].Sent > t })
	if k == len(m.Messages) {
		return 0, false
	}
	return m.Messages[k].Sent, true
}

// Rate is edge e's messages per second over the window before t, and
// whether the trace covers t at all.
func (m *ReplayModel) Rate(e int, t time.Duration) (float64, bool) {
	if t > m.TraceEnd || len(m.edgeSent[e]) == 0 {
		return 0, t <= m.TraceEnd
	}
	sent := m.edgeSent[e]
	hi := sort.Search(len(sent), func(j int) bool { return sent[j] > t })
	lo := sort.Search(len(sent), func(j int) bool { return sent[j] > t-m.window })
	return float64(hi-lo) / m.window.Seconds(), true
}

// FinalRows says, for a table with row times, which rows are final at t.
func FinalRows(tb *lab.Table, t time.Duration) []bool {
	out := make([]bool, len(tb.Rows))
	for i := range out {
		out[i] = i >= len(tb.RowAt) || tb.RowAt[i] <= t
	}
	return out
}

// tone of a message's answer: its effect's tone when the engine marked
// one (the run says what it meant), else by status, as the sequence
// diagrams colour replies (an error or 5xx is bad, 4xx a warning).
func (m *ReplayModel) tone(msg *netsim.Message) string {
	if msg.Effect != "" {
		if e := m.Result.Scene.Effect(msg.Effect); e != nil && e.Tone != "" {
			return string(e.Tone)
		}
	}
	switch {
	case msg.Err != "" || msg.Status >= 500:
		return "bad"
	case msg.Status >= 400:
		return "warn"
	}
	return "ok"
}
