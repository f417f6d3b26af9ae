package ui

import (
	"slices"
	"sort"
	"time"

	"playground/engine/i18n"
	"playground/engine/lab"
	"playground/engine/netsim"
)

// maxDots is the most messages a replay draws as moving dots; a run with
// more draws its flows as rates on the edges instead, and its nodes'
// counters carry the rest.
const maxDots = 2000

// replayModel is a run prepared for the replay: everything the view asks
// at a moment t (each node's state, the messages in flight, the latest
// note, the next event) answered by binary search over data sorted once.
// It reads only the run's declared data: the scene, the trace, the spans.
type replayModel struct {
	res *lab.Result
	end time.Duration // the run's last moment: the scrubber's right end

	nodes []*lab.Node
	index map[string]int
	// steps holds, per node, its state events in time order.
	steps [][]lab.SceneEvent
	// notes are the narrating events in time order.
	notes []lab.SceneEvent

	msgs    []netsim.Message // the trace by send time
	msgEdge []int
	maxDur  time.Duration
	hop     time.Duration // half the shortest call that took time: a call's out and back legs
	edges   []replayEdge
	// rates: too many messages for dots; edgeSent holds each edge's send
	// times, traceEnd the last one the trace kept.
	rates    bool
	edgeSent [][]time.Duration
	traceEnd time.Duration
	window   time.Duration // the span a rate is counted over

	stops   []time.Duration // every moment something changes (a row final too), for ←/→
	markers []lab.Span      // phases
	windows []lab.Span      // shaded stretches (the discovery window)
}

// replayEdge is a pair of nodes a message went between (from calls to).
type replayEdge struct{ from, to int }

func newReplayModel(res *lab.Result) *replayModel {
	m := &replayModel{res: res, index: map[string]int{}}
	for i := range res.Scene.Nodes {
		m.nodes = append(m.nodes, &res.Scene.Nodes[i])
		m.index[res.Scene.Nodes[i].ID] = i
	}
	m.steps = make([][]lab.SceneEvent, len(m.nodes))
	var stops []time.Duration
	for _, e := range res.Scene.Events {
		m.end = max(m.end, e.T)
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

	m.msgs = slices.Clone(res.Trace)
	netsim.SortBySent(m.msgs)
	m.rates = len(res.Trace)+res.TraceDropped > maxDots
	edgeOf := map[[2]int]int{}
	m.hop = -1
	for _, msg := range m.msgs {
		from, okf := m.index[msg.From]
		to, okt := m.index[msg.To]
		e := -1
		if okf && okt {
			k := [2]int{from, to}
			var ok bool
			if e, ok = edgeOf[k]; !ok {
				e = len(m.edges)
				edgeOf[k] = e
				m.edges = append(m.edges, replayEdge{from, to})
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
		m.end = max(m.end, msg.Received)
		m.traceEnd = max(m.traceEnd, msg.Sent)
		if !m.rates {
			stops = append(stops, msg.Sent, msg.Received)
		}
	}
	m.hop = max(m.hop, 0)
	for _, s := range res.Spans {
		switch s.Kind {
		case lab.SpanMarker:
			m.markers = append(m.markers, s)
			stops = append(stops, s.From)
		case lab.SpanWindow:
			m.windows = append(m.windows, s)
		}
		m.end = max(m.end, s.To)
	}
	sort.SliceStable(m.markers, func(i, j int) bool { return m.markers[i].From < m.markers[j].From })
	// A table row becoming final is a moment too: the run lasts until the
	// last one is.
	for _, s := range res.Sections {
		if s.Table != nil {
			for _, at := range s.Table.RowAt {
				m.end = max(m.end, at)
				stops = append(stops, at)
			}
		}
	}
	if m.end <= 0 {
		m.end = time.Millisecond // nothing happened: a scrubber still needs a length
	}
	stops = append(stops, 0, m.end)
	slices.Sort(stops)
	m.stops = slices.Compact(stops)
	// A rate counts the messages sent in the last hundredth of the traced
	// span (at least a microsecond).
	first := time.Duration(0)
	if len(m.msgs) > 0 {
		first = m.msgs[0].Sent
	}
	m.window = max((m.traceEnd-first)/100, time.Microsecond)
	return m
}

// stateAt is node i's last state event at or before t (ok false before its
// first one).
func (m *replayModel) stateAt(i int, t time.Duration) (lab.SceneEvent, int, bool) {
	evs := m.steps[i]
	k := sort.Search(len(evs), func(j int) bool { return evs[j].T > t }) - 1
	if k < 0 {
		return lab.SceneEvent{}, -1, false
	}
	return evs[k], k, true
}

// noteAt is what the narration says at t: every note of the latest moment
// at or before t that has one, in the language asked (empty before the
// first).
func (m *replayModel) noteAt(t time.Duration, l i18n.Lang) (string, time.Duration) {
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

// next and prev are the moments after and before t where something
// changes; t itself when there is none.
func (m *replayModel) next(t time.Duration) time.Duration {
	k := sort.Search(len(m.stops), func(j int) bool { return m.stops[j] > t })
	if k == len(m.stops) {
		return t
	}
	return m.stops[k]
}

func (m *replayModel) prev(t time.Duration) time.Duration {
	k := sort.Search(len(m.stops), func(j int) bool { return m.stops[j] >= t }) - 1
	if k < 0 {
		return t
	}
	return m.stops[k]
}

// nextMarker is the start of the first phase after t (ok false past the last).
func (m *replayModel) nextMarker(t time.Duration) (time.Duration, bool) {
	for _, s := range m.markers {
		if s.From > t {
			return s.From, true
		}
	}
	return 0, false
}

// flight is a message in flight at a moment: where along its edge it is
// (0 at the caller, 1 at the callee) and which leg it is on.
type flight struct {
	msg  int
	edge int
	pos  float64
	leg  leg
}

type leg int

const (
	legOut  leg = iota // the request on its way
	legWait            // at the callee: queued, working, or a lost answer awaited
	legBack            // the answer on its way back
)

// inFlight lists the messages between their send and their answer at t.
// A call goes out in one hop, waits at the callee and comes back in one
// hop; the hop is the run's shortest one-way trip (a call is never faster
// than the network).
func (m *replayModel) inFlight(t time.Duration, out []flight) []flight {
	out = out[:0]
	k := sort.Search(len(m.msgs), func(j int) bool { return m.msgs[j].Sent > t })
	for j := k - 1; j >= 0; j-- {
		msg := &m.msgs[j]
		if msg.Sent < t-m.maxDur {
			break
		}
		if msg.Received < t || m.msgEdge[j] < 0 {
			continue
		}
		h := min(m.hop, (msg.Received-msg.Sent)/2)
		f := flight{msg: j, edge: m.msgEdge[j], pos: 1, leg: legWait}
		switch {
		case h > 0 && t < msg.Sent+h:
			f.leg, f.pos = legOut, float64(t-msg.Sent)/float64(h)
		case h > 0 && t > msg.Received-h:
			f.leg, f.pos = legBack, float64(msg.Received-t)/float64(h)
		case msg.Received == msg.Sent:
			f.leg = legBack // an instant exchange: shown at the callee, answered
		}
		out = append(out, f)
	}
	// Oldest first, so later dots are drawn on top.
	slices.Reverse(out)
	return out
}

// shortestInFlight is the shortest duration among messages in flight at t
// that take time (0 when none): playback slows so each can be seen.
func (m *replayModel) shortestInFlight(t time.Duration) time.Duration {
	var best time.Duration
	k := sort.Search(len(m.msgs), func(j int) bool { return m.msgs[j].Sent > t })
	for j := k - 1; j >= 0; j-- {
		msg := &m.msgs[j]
		if msg.Sent < t-m.maxDur {
			break
		}
		if d := msg.Received - msg.Sent; msg.Received >= t && d > 0 && (best == 0 || d < best) {
			best = d
		}
	}
	return best
}

// instantAt reports whether a message that takes no time happens at t.
func (m *replayModel) instantAt(t time.Duration) bool {
	k := sort.Search(len(m.msgs), func(j int) bool { return m.msgs[j].Sent >= t })
	for ; k < len(m.msgs) && m.msgs[k].Sent == t; k++ {
		if m.msgs[k].Received == t {
			return true
		}
	}
	return false
}

// nextSend is the first send after t (ok false when none).
func (m *replayModel) nextSend(t time.Duration) (time.Duration, bool) {
	k := sort.Search(len(m.msgs), func(j int) bool { return m.msgs[j].Sent > t })
	if k == len(m.msgs) {
		return 0, false
	}
	return m.msgs[k].Sent, true
}

// rate is edge e's messages per second over the window before t, and
// whether the trace covers t at all.
func (m *replayModel) rate(e int, t time.Duration) (float64, bool) {
	if t > m.traceEnd || len(m.edgeSent[e]) == 0 {
		return 0, t <= m.traceEnd
	}
	sent := m.edgeSent[e]
	hi := sort.Search(len(sent), func(j int) bool { return sent[j] > t })
	lo := sort.Search(len(sent), func(j int) bool { return sent[j] > t-m.window })
	return float64(hi-lo) / m.window.Seconds(), true
}

// finalRows says, for a table with row times, which rows are final at t.
func finalRows(tb *lab.Table, t time.Duration) []bool {
	out := make([]bool, len(tb.Rows))
	for i := range out {
		out[i] = i >= len(tb.RowAt) || tb.RowAt[i] <= t
	}
	return out
}

// tone of a message's answer: its effect's tone when the engine marked
// one (the run says what it meant), else by status, as the sequence
// diagrams colour replies (an error or 5xx is bad, 4xx a warning).
func (m *replayModel) tone(msg *netsim.Message) string {
	if msg.Effect != "" {
		if e := m.res.Scene.Effect(msg.Effect); e != nil && e.Tone != "" {
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
