package cache

import (
	"sort"
	"strconv"
	"time"

	"playground/engine/i18n"
	"playground/engine/lab"
	"playground/engine/netsim"
)

// The scene is the followed strategy's stampede — the readers, the app
// instances, the hot key's cache entry, the source (and the shared store
// holding the lock) — and the shared cache's partitions the hot-key workload
// loads. The lesson's reads are calls inside one process; the trace records
// each read (readers → app instance) and each source call (app instance →
// source) as a message, so the replay can show a hundred reads piling onto
// the missing key.

// Node ids.
const (
	nodeIDReaders = "readers"
	nodeIDCache   = "cache"
	nodeIDStore   = "store"
	nodeIDSource  = "source"
)

func appID(instance int) string        { return "app-" + strconv.Itoa(instance+1) }
func partitionID(partition int) string { return "partition-" + strconv.Itoa(partition) }

// Read outcomes: the effects of read messages.
const (
	outHit    = "hit"    // the entry was fresh
	outStale  = "stale"  // answered with the expired value (stale-while-revalidate)
	outMiss   = "miss"   // waited for its own source call
	outJoined = "joined" // waited for a load someone else had started
	// outRecompute: lock-free XFetch drew "recompute" while the entry was
	// still fresh, and waited for its own source call.
	outRecompute = "recompute"
)

// Source-call and store effects.
const (
	effLoad      = "source_load"
	effDuplicate = "duplicate_load" // started while another load was in flight
	effEarly     = "early_refresh"  // started before the entry fell out
	effLock      = "lock"
)

// Scene groups: the stampede and the hot-key workload over the partitions.
const (
	groupStampede   = "stampede"
	groupPartitions = "partitions"
)

// eventLimit bounds the scene events of one node; past it, counter-only
// changes are thinned out evenly (state changes are always kept).
const eventLimit = 2000

// recording is what the followed strategy's run did, kept to build the
// trace and the scene events afterwards. A nil recording records nothing.
type recording struct {
	p        *Params
	strategy string
	reads    []recSpan
	loads    []recSpan
	locks    []recSpan
}

// recSpan is one read, source call or lock attempt.
type recSpan struct {
	instance int
	from, to time.Duration
	effect   string
}

func newRecording(p *Params, strategy string) *recording {
	return &recording{p: p, strategy: strategy}
}

func (r *recording) read(instance int, from, to time.Duration, outcome string) {
	if r != nil {
		r.reads = append(r.reads, recSpan{instance, from, to, outcome})
	}
}

func (r *recording) load(instance int, from, to time.Duration, overlapping, early bool) {
	if r == nil {
		return
	}
	effect := effLoad
	switch {
	case overlapping:
		effect = effDuplicate
	case early:
		effect = effEarly
	}
	r.loads = append(r.loads, recSpan{instance, from, to, effect})
}

func (r *recording) lockAttempt(instance int, from, to time.Duration) {
	if r != nil {
		r.locks = append(r.locks, recSpan{instance, from, to, effLock})
	}
}

// trace is the recorded exchanges as messages in completion order, the
// first netsim.DefaultTraceLimit of them, and how many were left out.
func (r *recording) trace() ([]netsim.Message, int) {
	if r == nil {
		return nil, 0
	}
	msgs := make([]netsim.Message, 0, len(r.reads)+len(r.loads)+len(r.locks))
	add := func(spans []recSpan, toApp bool, other, method, path string) {
		for _, s := range spans {
			from, to := appID(s.instance), other
			if toApp {
				from, to = other, from
			}
			msgs = append(msgs, netsim.Message{From: from, To: to, Sent: s.from, Received: s.to,
				Method: method, Path: path, Status: 200, Served: true, Effect: s.effect})
		}
	}
	add(r.reads, true, nodeIDReaders, "GET", hotKey)
	add(r.loads, false, nodeIDSource, "GET", hotKey)
	add(r.locks, false, nodeIDStore, "SET NX", "lock:"+hotKey)
	sort.SliceStable(msgs, func(i, j int) bool {
		a, b := &msgs[i], &msgs[j]
		return a.Received < b.Received || a.Received == b.Received && a.Sent < b.Sent
	})
	if len(msgs) > netsim.DefaultTraceLimit {
		return msgs[:netsim.DefaultTraceLimit], len(msgs) - netsim.DefaultTraceLimit
	}
	return msgs, 0
}

// scene declares the nodes and effects, and the cache entry's and the
// source's states over the followed strategy's run.
func scene(p *Params, r *recording) lab.Scene {
	sc := lab.Scene{Nodes: []lab.Node{
		{ID: nodeIDReaders, Role: lab.RoleClient, Label: cntNodeReaders.N(p.Requests), Group: groupStampede},
	}}
	for i := range p.Instances {
		label := nodeApp
		if p.Instances > 1 {
			label = nodeAppN.Format(i + 1)
		}
		// The app instances serve both set-ups: the stampede's reads and
		// the hot-key workload's round trips to the partitions.
		sc.Nodes = append(sc.Nodes, lab.Node{ID: appID(i), Role: lab.RoleApp, Label: label})
	}
	sc.Nodes = append(sc.Nodes, lab.Node{ID: nodeIDCache, Role: lab.RoleCache, Label: nodeCache, Group: groupStampede})
	if p.Strategy == stratSharedLock {
		sc.Nodes = append(sc.Nodes, lab.Node{ID: nodeIDStore, Role: lab.RoleCache, Label: nodeStore, Group: groupStampede})
	}
	sc.Nodes = append(sc.Nodes, lab.Node{ID: nodeIDSource, Role: lab.RoleSource, Label: nodeSource, Group: groupStampede})
	for i := range p.Partitions {
		sc.Nodes = append(sc.Nodes, lab.Node{ID: partitionID(i), Role: lab.RolePartition, Label: nodePartition.Format(i), Group: groupPartitions})
	}
	for _, id := range []string{outHit, outStale, outMiss, outJoined, outRecompute, effLoad, effDuplicate, effEarly, effLock} {
		sc.Effects = append(sc.Effects, lab.Effect{ID: id, Label: effectLabels[id], Tone: effectTone(id)})
	}
	sc.States, sc.Counters = sceneStates, sceneCounters
	if r != nil {
		sc.Events = append(r.cacheEvents(), r.sourceEvents()...)
		lab.SortEvents(sc.Events)
	}
	return sc
}

func effectTone(id string) lab.Tone {
	switch id {
	case outMiss, effDuplicate:
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
}

// timeline folds changes (in any order) into events: one per distinct time,
// with the state and the counters reached then; notes narrate the events
// at their times (an event with a note survives thinning).
func timeline(node string, names [2]string, changes []change, notes map[time.Duration]i18n.Text) []lab.SceneEvent {
	sort.SliceStable(changes, func(i, j int) bool { return changes[i].t < changes[j].t })
	var out []lab.SceneEvent
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
		e := lab.SceneEvent{T: c.t, Node: node, State: state,
			Counters: map[string]float64{names[0]: counters[0], names[1]: counters[1]}}
		if n, ok := notes[c.t]; ok {
			e.Note = &n
		}
		out = append(out, e)
	}
	return thin(out)
}

// thin keeps at most about eventLimit events: every state change, the last
// event, and counter-only events at an even stride.
func thin(evs []lab.SceneEvent) []lab.SceneEvent {
	if len(evs) <= eventLimit {
		return evs
	}
	stride := (len(evs) + eventLimit - 1) / eventLimit
	var out []lab.SceneEvent
	for i, e := range evs {
		if i == 0 || i == len(evs)-1 || i%stride == 0 || e.State != evs[i-1].State || e.Note != nil {
			out = append(out, e)
		}
	}
	return out
}

// cacheEvents: the entry fresh until it falls out (unless an early refresh
// landed first), fresh again when the first load lands; "waiting" counts the
// reads waiting for the source at each moment.
func (r *recording) cacheEvents() []lab.SceneEvent {
	expiry := r.p.expiryAt()
	landed := never
	for _, l := range r.loads {
		landed = min(landed, l.to)
	}
	changes := []change{{t: 0, state: stateFresh}}
	if expiry < landed {
		changes = append(changes, change{t: expiry, state: stateExpired})
	}
	if landed != never {
		changes = append(changes, change{t: landed, state: stateFresh})
	}
	for _, rd := range r.reads {
		if rd.effect == outMiss || rd.effect == outJoined || rd.effect == outRecompute {
			changes = append(changes, change{t: rd.from, deltas: [2]float64{1, 0}}, change{t: rd.to, deltas: [2]float64{-1, 0}})
		}
		if rd.effect == outStale {
			changes = append(changes, change{t: rd.from, deltas: [2]float64{0, 1}})
		}
	}
	return timeline(nodeIDCache, [2]string{"waiting", "stale_served"}, changes, r.cacheNotes(expiry, landed))
}

// sourceEvents: busy while a load is in flight, with the calls so far and
// the loads in flight.
func (r *recording) sourceEvents() []lab.SceneEvent {
	changes := []change{{t: 0, state: stateIdle}}
	type edge struct {
		t  time.Duration
		up bool
	}
	var edges []edge
	for _, l := range r.loads {
		changes = append(changes, change{t: l.from, deltas: [2]float64{1, 1}}, change{t: l.to, deltas: [2]float64{0, -1}})
		edges = append(edges, edge{l.from, true}, edge{l.to, false})
	}
	// The state follows the in-flight count: ends before starts at one
	// instant, so back-to-back loads read idle then busy at that instant's end.
	sort.SliceStable(edges, func(i, j int) bool {
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
	return timeline(nodeIDSource, [2]string{"calls", "in_flight"}, changes, r.sourceNotes())
}

// cacheNotes narrate the entry: the expiry, the first read of each kind
// (a miss that calls the source itself, a read that joins a load under way,
// one answered stale, an early recomputation) with how many did the same at
// that instant, and the first load landing with the reads it answers.
func (r *recording) cacheNotes(expiry, landed time.Duration) map[time.Duration]i18n.Text {
	notes := map[time.Duration]i18n.Text{}
	// Things that happen at one instant are told in one note.
	put := func(t time.Duration, n i18n.Text) {
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
	if expiry < landed {
		put(expiry, noteExpired)
	}
	for _, eff := range []string{outMiss, outJoined, outStale, outRecompute} {
		t, ok := first[eff]
		if !ok {
			continue
		}
		switch eff {
		case outMiss:
			put(t, noteMiss.N(same[eff]))
		case outJoined:
			put(t, noteJoined.N(same[eff]))
		case outStale:
			put(t, noteStaleServed.Format(cntReads.N(same[eff])))
		case outRecompute:
			put(t, noteRecompute.Format(cntReads.N(same[eff])))
		}
	}
	if landed != never {
		answered := 0
		for _, rd := range r.reads {
			if rd.to == landed && rd.from < landed {
				answered++
			}
		}
		if answered == 0 {
			put(landed, noteLandedNoWait)
		} else {
			put(landed, noteLanded.N(answered))
		}
	}
	return notes
}

// sourceNotes narrate the source: a load that duplicates one under way,
// and a refresh that starts before the entry falls out.
func (r *recording) sourceNotes() map[time.Duration]i18n.Text {
	notes := map[time.Duration]i18n.Text{}
	told := map[string]bool{}
	for _, l := range r.loads {
		if told[l.effect] {
			continue
		}
		switch l.effect {
		case effDuplicate:
			told[l.effect] = true
			notes[l.from] = noteDuplicate
		case effEarly:
			told[l.effect] = true
			notes[l.from] = noteEarly
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
	cntReads = i18n.Counted{TR: "%d okuma", EnOne: "%d read", EnOther: "%d reads"}
	noteMiss = i18n.Counted{
		TR:      "%d okuma girdiyi bulamadı ve her biri kaynağa kendi çağrısını gönderiyor.",
		EnOne:   "%d read found no entry and sends its own call to the source.",
		EnOther: "%d reads found no entry, and each sends its own call to the source.",
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
