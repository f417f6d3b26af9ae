package cache

import (
	"cmp"
	"sort"
	"strconv"
	"strings"
	"time"

	"playground/engine/i18n"
	"playground/engine/lab"
	"playground/engine/netsim"
	"playground/engine/words"
)

// The scene is two strategies' stampedes side by side, one group each —
// the readers, the app instances, the hot key's cache entry, the source
// (and the shared store holding the lock) — so the replay shows a hundred
// calls reaching the source beside one. Node ids carry the strategy
// ("plain.source"). The lesson's reads are calls inside one process; the
// trace records each read (readers → app instance) and each source call
// (app instance → source) as a message. The hot-key workload's partitions
// are not in the scene: nothing in the stampede touches them, and their
// load is a figure of its own.

// Node ids.
const (
	nodeIDReaders = "readers"
	nodeIDCache   = "cache"
	nodeIDStore   = "store"
	nodeIDSource  = "source"
)

func appID(instance int) string { return "app-" + strconv.Itoa(instance+1) }

// Read outcomes: the effects of read messages.
const (
	outHit    = "hit"    // the entry was fresh
	outStale  = "stale"  // answered with the expired value (stale-while-revalidate)
	outMiss   = "miss"   // waited for its own source call
	outJoined = "joined" // waited for a load someone else had started
	// outRecompute: lock-free XFetch drew "recompute" while the entry was
	// still fresh, and waited for its own source call.
	outRecompute = "recompute"
	// outFailed: the source call it waited on failed (a learner's fault).
	outFailed = "failed"
)

// Source-call and store effects.
const (
	effLoad      = "source_load"
	effDuplicate = "duplicate_load" // started while another load was in flight
	effEarly     = "early_refresh"  // started before the entry fell out
	effLock      = "lock"
)

// eventLimit bounds the scene events of one node; past it, counter-only
// changes are thinned out evenly (state changes are always kept).
const eventLimit = 2000

// recording is what one replayed strategy's run did, kept to build the
// trace and the scene events afterwards. A nil recording records nothing.
type recording struct {
	p        *Params
	strategy string
	// tellsExpiry: this group's notes say that the entry expired (once for
	// both groups: it happens to both at the same instant).
	tellsExpiry bool
	reads       []recSpan
	loads       []recSpan
	locks       []recSpan
	// loadFaults are the ids of the faults behind each source call (its
	// causes beside the entry's); refs the provisional ids of the entry's
	// events (entrySet…), which the trace's messages name; landedAt is
	// when the first call that brought the value back ended (landed) and
	// fillCause that call's message, once the trace is built.
	loadFaults [][]string
	refs       [3]string
	landedAt   time.Duration
	fillCause  string
	// fillStarter is the read answered at once that started the call
	// that filled the entry (-1: none), which names the entry before.
	fillStarter int
}

// recSpan is one read, source call or lock attempt.
type recSpan struct {
	instance int
	from, to time.Duration
	effect   string
	// err is how a source call failed under a learner's fault, or that a
	// read or source call was still open when the run's horizon stopped
	// it (errRunEnded).
	err string
	// served: the callee had the call (the app a read; the source a call
	// it answered, or held when a kill or the run's end cut it off).
	served bool
	// byKind and by are the exchange it happened because of (an xref,
	// kept in the struct's padding): the call a read got its answer from,
	// the read or lock attempt that started a call.
	byKind uint8
	by     int32
}

// open reports whether the span was still open when the run ended.
func (s recSpan) open() bool { return s.err == errRunEnded }

func newRecording(p *Params, strategy string, tellsExpiry bool) *recording {
	return &recording{p: p, strategy: strategy, tellsExpiry: tellsExpiry, fillStarter: -1}
}

// linked readies the recording for the run's causes once its run has
// ended: its entry events' refs, and when the value first came back.
func (r *recording) linked(refs *lab.Refs) {
	r.refs = [3]string{refs.Next(), refs.Next(), refs.Next()}
	r.landedAt = r.landed()
	r.fillStarter = -1
	for _, l := range r.loads {
		if l.err == "" && l.to == r.landedAt {
			if l.byKind == byRead {
				r.fillStarter = int(l.by)
			}
			break
		}
	}
}

// id is a node's id in this recording's group.
func (r *recording) id(node string) string { return sceneID(r.strategy, node) }

// sceneID is a replayed strategy's node id, as the scene and the trace
// name it ("plain.source").
func sceneID(st, node string) string { return st + "." + node }

// bare is a scene id of this recording's group without its prefix: the
// name its run knows the node by (lab.FaultsOn's map).
func (r *recording) bare(id string) (string, bool) {
	return strings.CutPrefix(id, r.strategy+".")
}

// name is the strategy's name, as a note starts with it.
func (r *recording) name() i18n.Text { return capital(strategyName(r.p, r.strategy)) }

func (r *recording) read(instance int, from, to time.Duration, outcome string, by xref) {
	if r != nil {
		r.reads = append(r.reads, recSpan{instance: instance, from: from, to: to, effect: outcome, served: true, byKind: by.kind, by: by.i})
	}
}

// unanswered is a read of kind (a miss, a joined or early read) that still
// waited for its answer when the run was stopped at end.
func (r *recording) unanswered(instance int, from, end time.Duration, kind string, by xref) {
	if r != nil {
		r.reads = append(r.reads, recSpan{instance: instance, from: from, to: end, effect: kind, err: errRunEnded, served: true, byKind: by.kind, by: by.i})
	}
}

// load records a source call started by the exchange by (none: a miss or
// an early recomputation) and failed, held or delayed by the faults
// faults; it is the call's index among the recording's (-1 on none).
func (r *recording) load(instance int, from, to time.Duration, overlapping, early bool, err string, served bool, by xref, faults []string) int32 {
	if r == nil {
		return -1
	}
	effect := effLoad
	switch {
	case overlapping:
		effect = effDuplicate
	case early:
		effect = effEarly
	}
	r.loads = append(r.loads, recSpan{instance: instance, from: from, to: to, effect: effect, err: err, served: served, byKind: by.kind, by: by.i})
	r.loadFaults = append(r.loadFaults, faults)
	return int32(len(r.loads) - 1)
}

// lockAttempt records a lock attempt; it is the attempt (none on a nil
// recording).
func (r *recording) lockAttempt(instance int, from, to time.Duration) xref {
	if r == nil {
		return xref{}
	}
	r.locks = append(r.locks, recSpan{instance: instance, from: from, to: to, effect: effLock, served: true})
	return xref{byLock, int32(len(r.locks) - 1)}
}

// trace is the recorded exchanges of every recording as messages in
// completion order (by answer, then by send; a tie keeps the recordings'
// order and each recording's own, reads first), the first limit of them,
// and how many were left out. A heavy run records hundreds of thousands
// of exchanges and keeps a few thousand: each recording's are ordered by
// index (a sort of 170-byte messages took 124 ms in the tab, in one piece)
// and only the kept ones become messages, merged in order.
func trace(env *lab.Env, recs []*recording, limit int) ([]netsim.Message, int) {
	orders := make([][]int32, len(recs))
	total := 0
	for k, r := range recs {
		orders[k] = r.completionOrder()
		total += len(orders[k])
		env.Checkpoint()
	}
	kept := min(total, limit)
	msgs := make([]netsim.Message, 0, kept)
	next := make([]int, len(recs))
	// at[k][j] is recording k's exchange j's place in the trace (-1: left
	// out), for the causes that name it.
	at := make([][]int32, len(recs))
	for k := range recs {
		at[k] = make([]int32, len(orders[k]))
		for j := range at[k] {
			at[k][j] = -1
		}
	}
	for len(msgs) < kept {
		best := -1
		var bestAt, bestSent time.Duration
		for k, r := range recs {
			if next[k] == len(orders[k]) {
				continue
			}
			s := r.span(int(orders[k][next[k]]))
			if best < 0 || s.to < bestAt || s.to == bestAt && s.from < bestSent {
				best, bestAt, bestSent = k, s.to, s.from
			}
		}
		at[best][orders[best][next[best]]] = int32(len(msgs))
		msgs = append(msgs, recs[best].message(int(orders[best][next[best]])))
		next[best]++
	}
	for k, r := range recs {
		msg := func(n int) string {
			if at[k][n] < 0 {
				return ""
			}
			return netsim.MessageID(int(at[k][n]))
		}
		for j, p := range at[k] {
			if p >= 0 {
				msgs[p].Causes = r.causes(j, msg)
			}
		}
		for j, l := range r.loads { // the entry's fill: the first call that brought the value back
			if l.err == "" && l.to == r.landedAt {
				r.fillCause = msg(len(r.reads) + j)
				break
			}
		}
		env.Checkpoint()
	}
	return msgs, total - kept
}

// traceLimit is the run's trace cap (sim.Limits.Trace), as a network's.
func traceLimit(env *lab.Env) int {
	if env.Limits.Trace > 0 {
		return env.Limits.Trace
	}
	return netsim.DefaultTraceLimit
}

// A recording's exchanges are numbered reads first, then source calls,
// then lock attempts: span gives exchange i's span.
func (r *recording) span(i int) recSpan {
	switch {
	case i < len(r.reads):
		return r.reads[i]
	case i < len(r.reads)+len(r.loads):
		return r.loads[i-len(r.reads)]
	default:
		return r.locks[i-len(r.reads)-len(r.loads)]
	}
}

// completionOrder is the recording's exchanges by answer, then by send,
// in their numbering's order at a tie. The keys are copied out first: a
// comparison through span copied two 80-byte spans.
func (r *recording) completionOrder() []int32 {
	n := len(r.reads) + len(r.loads) + len(r.locks)
	to, from := make([]time.Duration, n), make([]time.Duration, n)
	for i := range n {
		s := r.span(i)
		to[i], from[i] = s.to, s.from
	}
	return lab.Positions(n, func(a, b int32) int {
		if to[a] != to[b] {
			return cmp.Compare(to[a], to[b])
		}
		return cmp.Compare(from[a], from[b])
	})
}

// message is exchange i as the trace shows it.
func (r *recording) message(i int) netsim.Message {
	s := r.span(i)
	toApp, other, method, path := true, nodeIDReaders, "GET", hotKey
	switch {
	case i >= len(r.reads)+len(r.loads):
		toApp, other, method, path = false, nodeIDStore, "SET NX", "lock:"+hotKey
	case i >= len(r.reads):
		toApp, other = false, nodeIDSource
	}
	from, to := r.id(appID(s.instance)), r.id(other)
	if toApp {
		from, to = to, from
	}
	kind := kindRead
	switch {
	case method != "GET":
		kind = kindLock
	case !toApp:
		kind = kindSourceCall
	}
	m := netsim.Message{From: from, To: to, Sent: s.from, Received: s.to,
		Method: method, Path: path, Status: 200, Served: true, Effect: s.effect, Kind: kind}
	switch {
	case s.err != "": // no answer came: a source call failed, or the run ended first
		m.Status, m.Err, m.Served = 0, s.err, s.served
	case s.effect == outFailed: // the app answers the read with the error
		m.Status = 502
	}
	return m
}

// scene declares the nodes and effects of both recordings' groups, and
// each group's cache entry's and source's states over its run.
func scene(env *lab.Env, p *Params, recs []*recording) lab.Scene {
	var sc lab.Scene
	for _, r := range recs {
		node := func(id string, role lab.Role, label i18n.Text) {
			sc.Nodes = append(sc.Nodes, lab.Node{ID: r.id(id), Role: role, Group: r.strategy,
				Label: nodeIn.Format(strategyName(p, r.strategy), label)})
		}
		node(nodeIDReaders, lab.RoleClient, cntNodeReaders.N(p.Requests))
		for i := range p.Instances {
			label := nodeApp
			if p.Instances > 1 {
				label = nodeAppN.Format(i + 1)
			}
			node(appID(i), lab.RoleApp, label)
		}
		node(nodeIDCache, lab.RoleCache, nodeCache)
		if r.strategy == stratSharedLock || len(r.locks) > 0 { // the learner's code may take the lock too
			node(nodeIDStore, lab.RoleCache, nodeStore)
		}
		node(nodeIDSource, lab.RoleSource, nodeSource)
		cache, named := r.cacheEvents()
		r.markEntry(cache)
		env.Checkpoint()
		sc.Events = append(sc.Events, cache...)
		sc.Events = append(sc.Events, r.sourceEvents(named)...)
		env.Checkpoint()
	}
	lab.SortEvents(sc.Events)
	ids := []string{outHit, outStale, outMiss, outJoined, outRecompute, effLoad, effDuplicate, effEarly, effLock}
	if failedAny(recs) { // only a learner's fault makes a read fail
		ids = append(ids, outFailed)
	}
	for _, id := range ids {
		sc.Effects = append(sc.Effects, lab.Effect{ID: id, Label: effectLabels[id], Tone: effectTone(id)})
	}
	sc.States, sc.Counters = sceneStates, sceneCounters
	return sc
}

func failedAny(recs []*recording) bool {
	for _, r := range recs {
		for _, rd := range r.reads {
			if rd.effect == outFailed {
				return true
			}
		}
	}
	return false
}

// capital starts t with a capital letter (İ for a Turkish i).
func capital(t i18n.Text) i18n.Text { return lab.Capital(t) }

func effectTone(id string) lab.Tone {
	switch id {
	case outMiss, effDuplicate, outFailed:
		return lab.ToneBad // the stampede itself: reads and loads that pile up
	case outJoined, effEarly:
		return lab.ToneGood // the mitigations working
	}
	return lab.ToneNeutral
}

// Entry states of the cache node.
const (
	stateFresh   = "fresh"
	stateExpired = "expired"
	stateBusy    = "busy"
	stateIdle    = "idle"
)

// change is a step in one node's timeline: a state (when set) and counter
// deltas at time t.
type change struct {
	t      time.Duration
	state  string
	deltas [2]float64
	seq    int // its place in the list given (timeline's tie-break)
}

// timeline folds changes (in any order) into events: one per distinct time,
// with the state and the counters reached then; notes narrate the events
// at their times (an event with a note survives thinning).
func timeline(node string, names [2]string, changes []change, notes map[time.Duration]i18n.Text) []lab.SceneEvent {
	// Changes at one instant keep their order (the last state given wins);
	// the place as a tie-break, because a stable sort of tens of thousands
	// of changes took tens of milliseconds in the tab.
	for i := range changes {
		changes[i].seq = i
	}
	sort.Slice(changes, func(i, j int) bool {
		a, b := &changes[i], &changes[j]
		return a.t < b.t || a.t == b.t && a.seq < b.seq
	})
	var out []lab.SceneEvent
	var vals [][2]float64 // each event's counters, made a map only if it is kept
	var state string
	var counters [2]float64
	for i, c := range changes {
		if c.state != "" {
			state = c.state
		}
		counters[0] += c.deltas[0]
		counters[1] += c.deltas[1]
		if i+1 < len(changes) && changes[i+1].t == c.t {
			continue
		}
		e := lab.SceneEvent{T: c.t, Node: node, State: state}
		if n, ok := notes[c.t]; ok {
			e.Note = &n
		}
		out = append(out, e)
		vals = append(vals, counters)
	}
	keep := thin(out)
	kept := make([]lab.SceneEvent, len(keep))
	for k, i := range keep {
		kept[k] = out[i]
		kept[k].Counters = map[string]float64{names[0]: vals[i][0], names[1]: vals[i][1]}
	}
	return kept
}

// thin picks at most about eventLimit events (their indices): every state
// change, the last event, and counter-only events at an even stride.
func thin(evs []lab.SceneEvent) []int {
	stride := 1
	if len(evs) > eventLimit {
		stride = (len(evs) + eventLimit - 1) / eventLimit
	}
	var out []int
	for i, e := range evs {
		if stride == 1 || i == 0 || i == len(evs)-1 || i%stride == 0 || e.State != evs[i-1].State || e.Note != nil {
			out = append(out, i)
		}
	}
	return out
}

// landed is when the first load that brought the value back ended (never
// when none did): a source call a learner's fault failed leaves the entry
// as it was.
func (r *recording) landed() time.Duration {
	landed := never
	for _, l := range r.loads {
		if l.err == "" {
			landed = min(landed, l.to)
		}
	}
	return landed
}

// phases mark the replay's stretches on the first (plain) group: the entry
// gone, from its expiry until the first load lands (or the run's end, when
// a fault failed every load); fresh again after.
func (r *recording) phases() []lab.Span {
	expiry, landed, end := r.p.expiryAt(), r.landed(), time.Duration(0)
	for _, l := range r.loads {
		end = max(end, l.to)
	}
	for _, rd := range r.reads {
		end = max(end, rd.to)
	}
	switch {
	case landed == never && end > expiry:
		return []lab.Span{{Lane: "phase", State: stateExpired, Kind: lab.SpanMarker, Label: phaseExpired, From: expiry, To: end}}
	case landed == never || expiry >= landed:
		return nil
	}
	return []lab.Span{
		{Lane: "phase", State: stateExpired, Kind: lab.SpanMarker, Label: phaseExpired, From: expiry, To: landed},
		{Lane: "phase", State: stateFresh, Kind: lab.SpanMarker, Label: phaseLanded, From: landed, To: max(end, landed)},
	}
}

// cacheEvents: the entry fresh until it falls out (unless an early refresh
// landed first), fresh again when the first load lands; "waiting" counts the
// reads waiting for the source at each moment (one whose call failed
// waited too, and one the run's end cut off still waits at the end).
func (r *recording) cacheEvents() (evs []lab.SceneEvent, named map[time.Duration]bool) {
	expiry, landed := r.p.expiryAt(), r.landed()
	changes := []change{{t: 0, state: stateFresh}}
	if expiry < landed {
		changes = append(changes, change{t: expiry, state: stateExpired})
	}
	if landed != never {
		changes = append(changes, change{t: landed, state: stateFresh})
	}
	for _, rd := range r.reads {
		if rd.effect == outMiss || rd.effect == outJoined || rd.effect == outRecompute || rd.effect == outFailed {
			changes = append(changes, change{t: rd.from, deltas: [2]float64{1, 0}})
			if !rd.open() { // one the run's end cut off was still waiting then
				changes = append(changes, change{t: rd.to, deltas: [2]float64{-1, 0}})
			}
		}
		if rd.effect == outStale {
			changes = append(changes, change{t: rd.from, deltas: [2]float64{0, 1}})
		}
	}
	notes := r.cacheNotes(expiry, landed)
	named = map[time.Duration]bool{}
	for t, n := range notes {
		named[t] = !n.Equal(noteExpired) // the expiry alone does not name the group
	}
	return timeline(r.id(nodeIDCache), [2]string{"waiting", "stale_served"}, changes, notes), named
}

// sourceEvents: busy while a load is in flight, with the calls so far and
// the loads in flight.
func (r *recording) sourceEvents(named map[time.Duration]bool) []lab.SceneEvent {
	changes := []change{{t: 0, state: stateIdle}}
	type edge struct {
		t  time.Duration
		up bool
	}
	var edges []edge
	for _, l := range r.loads {
		changes = append(changes, change{t: l.from, deltas: [2]float64{1, 1}})
		edges = append(edges, edge{l.from, true})
		if !l.open() { // one the run's end cut off was still in flight then
			changes = append(changes, change{t: l.to, deltas: [2]float64{0, -1}})
			edges = append(edges, edge{l.to, false})
		}
	}
	// The state follows the in-flight count: ends before starts at one
	// instant, so back-to-back loads read idle then busy at that instant's
	// end (the order among ends, or among starts, changes no state).
	sort.Slice(edges, func(i, j int) bool {
		a, b := edges[i], edges[j]
		return a.t < b.t || a.t == b.t && !a.up && b.up
	})
	inFlight := 0
	for _, e := range edges {
		if e.up {
			inFlight++
		} else {
			inFlight--
		}
		state := stateIdle
		if inFlight > 0 {
			state = stateBusy
		}
		changes = append(changes, change{t: e.t, state: state})
	}
	return timeline(r.id(nodeIDSource), [2]string{"calls", "in_flight"}, changes, r.sourceNotes(named))
}

// cacheNotes narrate the entry: the expiry, the first read of each kind
// (a miss that calls the source itself, a read that joins a load under way,
// one answered stale, an early recomputation) with how many did the same at
// that instant, and the first load landing with the reads it answers.
func (r *recording) cacheNotes(expiry, landed time.Duration) map[time.Duration]i18n.Text {
	notes := map[time.Duration]i18n.Text{}
	// Things that happen at one instant are told in one note, which names
	// the strategy (the other group tells its own).
	put := func(t time.Duration, n i18n.Text) {
		if _, ok := notes[t]; !ok || notes[t].Equal(noteExpired) {
			n = noteBy.Format(r.name(), n)
		}
		if old, ok := notes[t]; ok {
			n = i18n.Text{TR: old.TR + " " + n.TR, EN: old.EN + " " + n.EN}
		}
		notes[t] = n
	}
	first := map[string]time.Duration{}
	same := map[string]int{}
	for _, rd := range r.reads {
		if t, ok := first[rd.effect]; !ok || rd.from < t {
			first[rd.effect] = rd.from
		}
	}
	for _, rd := range r.reads {
		if rd.from == first[rd.effect] {
			same[rd.effect]++
		}
	}
	if expiry < landed && r.tellsExpiry {
		notes[expiry] = noteExpired
	}
	for _, eff := range []string{outMiss, outJoined, outStale, outRecompute} {
		t, ok := first[eff]
		if !ok {
			continue
		}
		switch eff {
		case outMiss:
			if same[eff] == 1 {
				put(t, noteMissOne) // "each sends its own" needs more than one
			} else {
				put(t, noteMiss.N(same[eff]))
			}
		case outJoined:
			put(t, noteJoined.N(same[eff]))
		case outStale:
			put(t, noteStaleServed.Format(cntReads.N(same[eff])))
		case outRecompute:
			put(t, noteRecompute.Format(cntReads.N(same[eff])))
		}
	}
	if landed != never {
		answered, joined := 0, false
		for _, rd := range r.reads {
			if rd.to == landed && rd.from < landed && rd.effect != outFailed && !rd.open() {
				answered++
				joined = joined || rd.effect == outJoined
			}
		}
		landing, failed := 0, false
		for _, l := range r.loads {
			if l.to == landed && l.err == "" {
				landing++
			}
			failed = failed || l.err != "" && l.to <= landed
		}
		// Several loads landing at once: a plain stampede's reads each got
		// their own call's answer; with single-flight per instance, the
		// reads that joined a load got that load's.
		switch {
		case answered == 0:
			put(landed, noteLandedNoWait)
		case landing > 1 && !joined:
			put(landed, noteLandedEach.N(landing))
		case landing > 1:
			put(landed, noteLandedShared.N(landing, words.Int(answered)))
		case failed: // the first call that came back was not the first sent
			put(landed, noteLandedAfterFailure.N(answered))
		default:
			put(landed, noteLanded.N(answered))
		}
	}
	return notes
}

// sourceNotes narrate the source: a load that duplicates one under way,
// and a refresh that starts before the entry falls out.
func (r *recording) sourceNotes(named map[time.Duration]bool) map[time.Duration]i18n.Text {
	notes := map[time.Duration]i18n.Text{}
	// The group's name starts the instant's narration once: the cache's
	// note at that instant (named) already says it.
	by := func(t time.Duration, n i18n.Text) i18n.Text {
		if named[t] {
			return n
		}
		return noteBy.Format(r.name(), n)
	}
	said := map[string]bool{}
	for _, l := range r.loads {
		if said[l.effect] {
			continue
		}
		switch l.effect {
		case effDuplicate:
			said[l.effect] = true
			notes[l.from] = by(l.from, noteDuplicate)
		case effEarly:
			said[l.effect] = true
			notes[l.from] = by(l.from, noteEarly)
		}
	}
	return notes
}

// The states and counters the events use, for people.
var (
	sceneStates = []lab.State{
		{ID: stateFresh, Tone: lab.ToneGood, Label: i18n.Text{TR: "taze", EN: "fresh"}},
		{ID: stateExpired, Tone: lab.ToneBad, Label: i18n.Text{TR: "süresi doldu", EN: "expired"}},
		{ID: stateBusy, Tone: lab.ToneNeutral, Label: i18n.Text{TR: "sorgu işliyor", EN: "querying"}},
		{ID: stateIdle, Tone: lab.ToneNeutral, Label: i18n.Text{TR: "boşta", EN: "idle"}},
	}
	sceneCounters = []lab.Counter{
		{ID: "waiting", Label: i18n.Text{TR: "bekleyen okuma", EN: "waiting reads"}},
		{ID: "stale_served", Label: i18n.Text{TR: "bayat verilen", EN: "served stale"}},
		{ID: "calls", Label: i18n.Text{TR: "kaynak çağrısı", EN: "source calls"}},
		{ID: "in_flight", Label: i18n.Text{TR: "süren çağrı", EN: "calls in flight"}},
	}
)

// Notes: what the replay says at the moments a learner should notice.
var (
	// noteBy names the group a note tells about: "Tek uçuş: 99 okuma …".
	noteBy = i18n.Text{TR: "%s: %s", EN: "%s: %s"}
	// The replay's phase marks.
	phaseExpired = i18n.Text{TR: "girdi düştü", EN: "the entry fell out"}
	phaseLanded  = i18n.Text{TR: "ilk yükleme döndü", EN: "the first load came back"}
	nodeIn       = i18n.Text{TR: "%s: %s", EN: "%s: %s"}
	cntReads     = i18n.Counted{TR: "%d okuma", EnOne: "%d read", EnOther: "%d reads"}
	noteMiss     = i18n.Counted{
		TR:      "%d okuma girdiyi bulamadı ve her biri kaynağa kendi çağrısını gönderiyor.",
		EnOne:   "%d read found no entry and sends its own call to the source.",
		EnOther: "%d reads found no entry, and each sends its own call to the source.",
	}
	noteMissOne = i18n.Text{
		TR: "1 okuma girdiyi bulamadı ve kaynağa çağrı gönderiyor.",
		EN: "1 read found no entry and sends a call to the source.",
	}
	noteJoined = i18n.Counted{
		TR:      "%d okuma, başka bir okumanın başlattığı kaynak çağrısını bekliyor: kaynağa ikinci çağrı gitmiyor.",
		EnOne:   "%d read waits for the source call another read started: no second call goes to the source.",
		EnOther: "%d reads wait for the source call another read started: no second call goes to the source.",
	}
	noteStaleServed = i18n.Text{
		TR: "%s süresi geçmiş değeri hemen aldı; girdiyi arkada bir yenileme tazeliyor.",
		EN: "%s got the expired value at once; a refresh in the background renews the entry.",
	}
	noteRecompute = i18n.Text{
		TR: "%s, girdi daha tazeyken erken yenilemeye karar verdi ve kaynağı kendisi çağırdı.",
		EN: "%s drew an early recomputation while the entry was still fresh, and called the source itself.",
	}
	noteExpired = i18n.Text{
		TR: "Sıcak anahtarın girdisinin süresi doldu.",
		EN: "The hot key's entry expired.",
	}
	noteLanded = i18n.Counted{
		TR:      "İlk kaynak çağrısı döndü: girdi yeniden taze; bekleyen %d okuma yanıtını aldı.",
		EnOne:   "The first source call came back: the entry is fresh again, and the %d read that waited got its answer.",
		EnOther: "The first source call came back: the entry is fresh again, and the %d reads that waited got their answer at once.",
	}
	noteLandedAfterFailure = i18n.Counted{
		TR:      "Başarısız çağrılardan sonra bir kaynak çağrısı değeri getirdi: girdi yeniden taze; bekleyen %d okuma yanıtını aldı.",
		EnOne:   "After the failed calls, a source call brought the value back: the entry is fresh again, and the %d read that waited got its answer.",
		EnOther: "After the failed calls, a source call brought the value back: the entry is fresh again, and the %d reads that waited got their answer.",
	}
	noteLandedEach = i18n.Counted{
		TR:      "%d kaynak çağrısı aynı anda döndü: girdi yeniden taze; bekleyen her okuma kendi çağrısının yanıtını aldı.",
		EnOne:   "%d source call came back: the entry is fresh again, and the read that waited got its own call's answer.",
		EnOther: "%d source calls came back at once: the entry is fresh again, and each read that waited got its own call's answer.",
	}
	noteLandedShared = i18n.Counted{
		TR:      "%d kaynak çağrısı aynı anda döndü: girdi yeniden taze; bekleyen %s okuma, beklediği çağrının yanıtını aldı.",
		EnOne:   "%d source call came back: the entry is fresh again, and the %s reads that waited got the answer of the call they waited for.",
		EnOther: "%d source calls came back at once: the entry is fresh again, and the %s reads that waited each got the answer of the call they waited for.",
	}
	noteLandedNoWait = i18n.Text{
		TR: "Yenileme döndü: girdi yeniden taze; hiçbir okuma beklemedi.",
		EN: "The refresh came back: the entry is fresh again, and no read had to wait.",
	}
	noteDuplicate = i18n.Text{
		TR: "Bir kaynak çağrısı sürerken aynı anahtar için bir başkası başladı: kaynak aynı işi yeniden yapıyor.",
		EN: "A source call started while another for the same key was under way: the source does the same work again.",
	}
	noteEarly = i18n.Text{
		TR: "Girdi düşmeden önce yenileme başladı: okumalar beklemeden taze değeri alacak.",
		EN: "A refresh started before the entry fell out: reads will get a fresh value without waiting.",
	}
)
