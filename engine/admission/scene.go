package admission

import (
	"slices"
	"sort"
	"strconv"
	"strings"
	"time"

	"playground/engine/i18n"
	"playground/engine/lab"
	"playground/engine/netsim"
	"playground/engine/words"
)

// modeNodes are one mode's scene nodes: the lesson's olc.sh firing curls,
// kabul.mjs listening on 127.0.0.1:8352 (restarted for each mode, so each
// mode has its own), and the server's queue, which is not on the wire.
type modeNodes struct{ client, server, queue string }

func nodesOf(mode string) modeNodes {
	return modeNodes{client: mode + ".client", server: mode + ".server", queue: mode + ".queue"}
}

// Node states the replay shows.
const (
	stateIdle    = "idle"    // server: nothing held
	stateWorking = "working" // server: jobs running, room left
	stateFull    = "full"    // bounded server at its limit: the next request gets a 503
	stateEmpty   = "empty"   // queue
	stateWaiting = "waiting" // queue: jobs wait
)

// maxSceneEvents bounds the exact state changes kept per mode; a longer run
// is described by the chart timeline's bins instead (time averages).
const maxSceneEvents = 4000

// sceneLog records a mode's node states as they change.
type sceneLog struct {
	nodes    modeNodes
	events   []lab.SceneEvent
	overflow bool
	last     [2]sceneState // server, queue
	started  bool
	// The causes (docs/DESIGN.md, "Causes (why)"): refs names the events
	// (one counter for the run's modes; nil: no ids), server is the
	// server's current state event, which a 503 names as what made it,
	// and held how many jobs the server held then; cause, when set, is
	// what changes the server's state next (the fault that killed it).
	refs   *lab.Refs
	server string
	held   int
	cause  string
	// arriving is the 503 that the attempt arriving now retries (set by
	// the wire); filled, the 503s of the retries the server admitted
	// since its last change, which the state they filled it into names.
	arriving string
	filled   []string
	total    int
}

type sceneState struct {
	state    string
	a, b     int
	hasLimit bool
}

func (l *sceneLog) record(now time.Duration, running, queued, limit int, bounded bool) {
	if l.overflow {
		return
	}
	srv := sceneState{state: stateWorking, a: running, b: limit, hasLimit: bounded}
	switch {
	case running+queued == 0:
		srv.state = stateIdle
	case bounded && running+queued >= limit:
		srv.state = stateFull
	}
	q := sceneState{state: stateEmpty, a: queued}
	if queued > 0 {
		q.state = stateWaiting
	}
	total := running + queued
	if l.arriving != "" && total > l.total && len(l.filled) < maxAhead {
		l.filled = append(l.filled, l.arriving) // a retry the server admitted
	}
	if total <= l.held {
		l.filled = l.filled[:0]
	}
	l.arriving, l.total = "", total
	if !l.started || srv != l.last[0] {
		// A state the server filled into (more jobs held than at its
		// last change: an arrival, running or queued) follows from the
		// state it filled from and the 503s of the retries that filled
		// it; one it drained into starts afresh.
		var causes []string
		if l.started && total > l.held && l.server != "" {
			causes = append(append(causes, l.server), l.filled...)
		}
		if l.cause != "" {
			causes = append(causes, l.cause)
		}
		l.server, l.held, l.filled = l.add(now, l.nodes.server, srv.state, srv.counters(true), causes), total, l.filled[:0]
	}
	l.cause = ""
	if !l.started || q != l.last[1] {
		l.add(now, l.nodes.queue, q.state, q.counters(false), nil)
	}
	l.last, l.started = [2]sceneState{srv, q}, true
}

func (s sceneState) counters(server bool) map[string]float64 {
	if !server {
		return map[string]float64{"length": float64(s.a)}
	}
	c := map[string]float64{"in_flight": float64(s.a)}
	if s.hasLimit {
		c["limit"] = float64(s.b)
	}
	return c
}

// renumber moves the messages the log's events name to their place in the
// run's trace, after `before` messages of the other mode (as
// netsim.Renumber moves the messages themselves).
func (l *sceneLog) renumber(before int) {
	if before == 0 {
		return
	}
	for i := range l.events {
		for k, c := range l.events[i].Causes {
			if n, err := strconv.Atoi(strings.TrimPrefix(c, "m")); err == nil && strings.HasPrefix(c, "m") {
				l.events[i].Causes[k] = netsim.MessageID(before + n - 1)
			}
		}
	}
}

// add records a state change and returns its ref ("" once the log is
// full: the sampled scene that replaces it names no causes).
func (l *sceneLog) add(t time.Duration, node, state string, counters map[string]float64, causes []string) string {
	if len(l.events) == maxSceneEvents {
		l.overflow = true
		return ""
	}
	e := lab.SceneEvent{T: t, Node: node, State: state, Counters: counters, Causes: causes}
	if l.refs != nil {
		e.ID = l.refs.Next()
	}
	l.events = append(l.events, e)
	return e.ID
}

// sampled replaces an overflowing log by one event per chart bin and node,
// with the bin's time-averaged levels. The bounded server's limit keeps
// its true range all the same (the reading's claims read it): an average
// lies between the limit's extremes, and three more events give the
// lowest and the highest value at the moments the limit first took them,
// and the last value at the mode's end.
func (l *sceneLog) sampled(m *modeStats, bounded bool, last int) []lab.SceneEvent {
	if !l.overflow {
		return l.events
	}
	avg := func(k int) func(*tbin) float64 { return func(b *tbin) float64 { return b.area[k] } }
	run := m.tl.points(m.last(), avg(levelRunning), true)
	que := m.tl.points(m.last(), avg(levelQueued), true)
	lim := m.tl.points(m.last(), avg(levelLimit), true)
	var out []lab.SceneEvent
	for i := range run {
		t := time.Duration(run[i].x * float64(time.Second))
		srv := map[string]float64{"in_flight": run[i].y}
		state := stateWorking
		switch {
		case run[i].y+que[i].y == 0:
			state = stateIdle
		case bounded && run[i].y+que[i].y >= lim[i].y:
			state = stateFull
		}
		if bounded {
			srv["limit"] = lim[i].y
		}
		qs := stateEmpty
		if que[i].y > 0 {
			qs = stateWaiting
		}
		out = append(out, lab.SceneEvent{T: t, Node: l.nodes.server, State: state, Counters: srv},
			lab.SceneEvent{T: t, Node: l.nodes.queue, State: qs, Counters: map[string]float64{"length": que[i].y}})
	}
	if bounded && len(out) > 0 {
		exact := func(at time.Duration, v int) {
			e := out[0]
			for _, x := range out {
				if x.Node == l.nodes.server && x.T <= at {
					e = x
				}
			}
			e.T, e.Counters = at, map[string]float64{"in_flight": e.Counters["in_flight"], "limit": float64(v)}
			out = append(out, e)
		}
		exact(m.limMinAt, m.limMin)
		exact(m.limMaxAt, m.limMax)
		exact(m.last(), last)
		lab.SortEvents(out)
	}
	return out
}

// scene is the run's topology: per mode a client, the server and its queue;
// the effects the answers carry; the nodes' states over time.
func (p *Params) scene(runs []modeRun) lab.Scene {
	var sc lab.Scene
	for _, r := range runs {
		m := r.st
		n := m.scene.nodes
		bounded := m.name == modeBounded
		mode := modeLabel(m.name)
		sc.Nodes = append(sc.Nodes,
			lab.Node{ID: n.client, Role: lab.RoleClient, Label: p.clientLabel(), Group: m.name},
			lab.Node{ID: n.server, Role: lab.RoleService, Label: tNodeServer.Format(mode, serverAddr), Group: m.name},
			lab.Node{ID: n.queue, Role: lab.RoleQueue, Label: p.queueLabel(bounded), Group: m.name})
		evs := m.scene.sampled(m, bounded, r.lastLimit)
		sc.Events = append(sc.Events, evs...)
		sc.Events = append(sc.Events, p.notes(r, n, evs, mode)...)
	}
	// Both modes start at zero: one timeline, ordered by time (stable, so
	// each mode keeps its own order within an instant).
	lab.SortEvents(sc.Events)
	sc.States, sc.Counters = sceneStates, sceneCounters
	sc.Effects = []lab.Effect{
		{ID: effectQueued, Label: tEffectQueued, Tone: lab.ToneNeutral},
		{ID: effectShed, Label: tEffectShed, Tone: lab.ToneNeutral},
		{ID: effectExpired, Label: tEffectExpired, Tone: lab.ToneNeutral},
		{ID: effectLate, Label: tEffectLate, Tone: lab.ToneBad},
		{ID: effectGaveUp, Label: tEffectGaveUp, Tone: lab.ToneBad},
	}
	return sc
}

func (p *Params) clientLabel() i18n.Text {
	if p.Arrivals == arrivalsBurst {
		return tNodeCurls.N(p.Requests)
	}
	return tNodePoisson.Format(words.Sig(p.Rate, 6))
}

func (p *Params) queueLabel(bounded bool) i18n.Text {
	if !bounded {
		return tNodeQueueUnbounded
	}
	return tNodeQueueBounded.N(p.Queue)
}

// notes narrate one mode at the server: the first request that waits in the
// queue, the first one shed, dropped past its deadline or answered late,
// the longest wait (when the trace holds every message) and the mode's end
// with its outcomes. Each restates the server's state and counters at its
// moment, so it changes nothing but the narration.
//
// A note names its causes (docs/DESIGN.md, "Causes (why)"): the queue's
// first wait the server's busy state it restates; the first 503 its
// message; a wait (the longest, the first past the deadline, the first
// dropped) its message and the jobs answered while it waited (ahead).
func (p *Params) notes(r modeRun, n modeNodes, evs []lab.SceneEvent, mode i18n.Text) []lab.SceneEvent {
	var out []lab.SceneEvent
	say := func(t time.Duration, note i18n.Text, kind string, causes ...string) {
		e := lab.SceneEvent{T: t, Node: n.server, State: stateIdle, Note: &note, Kind: kind, Causes: causes}
		restated := ""
		for _, x := range evs {
			if x.T > t {
				break
			}
			if x.Node == n.server {
				e.State, e.Counters, restated = x.State, x.Counters, x.ID
			}
		}
		if kind == kindQueueing && restated != "" {
			e.Causes = []string{restated}
		}
		if kind == kindQueueing && r.st.scene.refs != nil {
			e.ID = r.st.scene.refs.Next()
		}
		out = append(out, e)
	}
	queueing := "" // the note that the queue holds requests, which the first 503 names
	for _, e := range evs {
		if e.Node == n.queue && e.State == stateWaiting {
			say(e.T, noteQueued.Format(mode), kindQueueing)
			queueing = out[len(out)-1].ID
			break
		}
	}
	msgs := slices.Clone(r.trace)
	sort.SliceStable(msgs, func(i, j int) bool { return msgs[i].Received < msgs[j].Received })
	told := map[string]bool{}
	longest := -1
	for i, m := range msgs {
		if m.Status == statusOK && (longest < 0 || m.Received-m.Sent > msgs[longest].Received-msgs[longest].Sent) {
			longest = i
		}
		effect := m.Effect
		if effect == effectGaveUp {
			effect = effectShed // the first 503 is told once, last try or not
		}
		if effect == "" || told[effect] {
			continue
		}
		told[effect] = true
		switch effect {
		case effectShed:
			// The first 503 came because the workers were busy and the
			// queue full: it names the note that the queue began to hold
			// requests beside the full state (wire.go).
			if k := slices.IndexFunc(r.trace, func(x netsim.Message) bool { return x.ID == m.ID }); k >= 0 && queueing != "" && out[0].T <= m.Received {
				r.trace[k].Causes = append(slices.Clip(r.trace[k].Causes), queueing)
			}
			say(m.Received, noteShed.Format(mode, words.Dur(r.st.retryAfter(p))), kindRejection, m.ID)
		case effectExpired:
			say(m.Received, noteExpired.Format(mode, words.Dur(p.Deadline)), kindExpiry, ahead(msgs, i)...)
		case effectLate:
			say(m.Received, noteLate.Format(mode, p.windowText()), kindLate, ahead(msgs, i)...)
		}
	}
	if longest >= 0 && r.traceDropped == 0 && msgs[longest].Received > msgs[longest].Sent {
		kind := kindLongWait // without admission control, the wait the lesson measures
		if r.st.name == modeBounded {
			kind = kindCappedWait
		}
		l := msgs[longest]
		say(l.Received, noteLongest.Format(mode, words.Dur(l.Received-l.Sent)), kind, ahead(msgs, longest)...)
	}
	m := r.st
	if m.cut {
		say(m.stopped, noteStopped.Format(mode, words.Dur(m.stopped).With(words.Loc), tAttemptsN.N(m.openAtEnd), tRequestsN.N(m.requests),
			words.Int(m.completed), words.Int(m.rejected), words.Int(m.dropped)), "")
		return out
	}
	if m.sent > 0 { // a mode no request reached gave no last answer
		var last []string // the last answer, when the trace holds it
		if k := len(msgs) - 1; k >= 0 && msgs[k].Received == m.end && msgs[k].ID != "" {
			last = []string{msgs[k].ID}
		}
		say(m.end, noteDone.Format(mode, tRequestsN.N(m.requests), words.Int(m.completed), words.Int(m.rejected), words.Int(m.dropped)), "", last...)
	}
	return out
}

// Event kinds in the run's causes (docs/DESIGN.md, "Causes (why)"): the
// notes that tell a moment of a mode (the state changes have none).
const (
	kindQueueing   = "queueing"    // requests start waiting in the queue
	kindRejection  = "rejection"   // the first 503
	kindExpiry     = "expiry"      // the first request dropped past its deadline (504)
	kindLate       = "late"        // the first answer past the deadline or the client's patience
	kindLongWait   = "long_wait"   // the unbounded mode's longest wait
	kindCappedWait = "capped_wait" // the bounded mode's longest wait, which its limit caps
)

// maxAhead is the most jobs ahead a wait names: a long queue's whole
// line would make a chain no one reads; the last ones before it tell it.
const maxAhead = 16

// ahead is the causes of msgs[i]'s wait (msgs in answer order): the
// jobs the server answered 200 while it waited — the work done before it
// — the last maxAhead of them, then the message itself.
func ahead(msgs []netsim.Message, i int) []string {
	m := msgs[i]
	var out []string
	for k := i - 1; k >= 0 && len(out) < maxAhead; k-- {
		x := msgs[k]
		if x.Received <= m.Sent {
			break
		}
		if x.Status == statusOK && x.Received < m.Received && x.ID != "" {
			out = append(out, x.ID)
		}
	}
	slices.Reverse(out)
	if m.ID != "" {
		out = append(out, m.ID)
	}
	return out
}

// The states and counters the events use, for people.
var (
	sceneStates = []lab.State{
		{ID: stateIdle, Tone: lab.ToneNeutral, Label: i18n.Text{TR: "boşta", EN: "idle"}},
		{ID: stateWorking, Tone: lab.ToneGood, Label: i18n.Text{TR: "çalışıyor", EN: "working"}},
		{ID: stateFull, Tone: lab.ToneBad, Label: i18n.Text{TR: "dolu: yenisi 503 alır", EN: "full: the next gets 503"}},
		{ID: stateEmpty, Tone: lab.ToneNeutral, Label: i18n.Text{TR: "boş", EN: "empty"}},
		{ID: stateWaiting, Tone: lab.ToneBad, Label: i18n.Text{TR: "bekleyen iş var", EN: "jobs waiting"}},
	}
	sceneCounters = []lab.Counter{
		{ID: "in_flight", Label: i18n.Text{TR: "işlenen", EN: "in flight"}},
		{ID: "limit", Label: i18n.Text{TR: "kabul sınırı", EN: "admission limit"}},
		{ID: "length", Label: i18n.Text{TR: "uzunluk", EN: "length"}},
	}
)

// Notes: what the replay says at the moments a learner should notice.
var (
	tRequestsN = i18n.Counted{TR: "%d istek", EnOne: "%d request", EnOther: "%d requests"}
	noteQueued = i18n.Text{
		TR: "Sunucu (%s): istekler artık kuyrukta bekliyor; çalışan işler bittikçe sıraları gelecek.",
		EN: "Server (%s): requests now wait in the queue; their turn comes as running jobs finish.",
	}
	noteShed = i18n.Text{
		TR: "Sunucu (%s): istek hemen 503 ile geri çevrildi (Retry-After %s): uzun bir bekleyiş yerine hızlı bir hata.",
		EN: "Server (%s): the request was rejected at once with a 503 (Retry-After %s): a fast failure instead of a long wait.",
	}
	noteExpired = i18n.Text{
		TR: "Sunucu (%s): bir istek kuyruktayken son tarihini (%s) aştı ve işlenmeden atıldı (504).",
		EN: "Server (%s): a request outlived its deadline (%s) in the queue and was dropped unprocessed (504).",
	}
	noteLate = i18n.Text{
		TR: "Sunucu (%s): bir yanıt, %s dolduktan sonra geldi: iş kimse için yapılmadı.",
		EN: "Server (%s): an answer came after %s had run out: the work was done for nobody.",
	}
	noteLongest = i18n.Text{
		TR: "Sunucu (%s): en uzun bekleyen deneme yanıtını %s sonra aldı.",
		EN: "Server (%s): the longest-waiting attempt got its answer after %s.",
	}
	tAttemptsN  = i18n.Counted{TR: "%d deneme", EnOne: "%d attempt", EnOther: "%d attempts"}
	noteStopped = i18n.Text{
		TR: "Sunucu (%s): çalıştırma süre sınırında, %s durduruldu; %s hâlâ yanıt bekliyordu. O ana dek %s; yanıtlar 200: %s, 503: %s, 504: %s.",
		EN: "Server (%s): the run was stopped at its horizon, %s, with %s still waiting for an answer. By then %s; answers 200: %s, 503: %s, 504: %s.",
	}
	noteDone = i18n.Text{
		TR: "Sunucu (%s) son yanıtını verdi: %s; yanıtlar 200: %s, 503: %s, 504: %s.",
		EN: "Server (%s) gave its last answer: %s; answers 200: %s, 503: %s, 504: %s.",
	}
)
