package registry

import (
	"fmt"
	"maps"
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

// Effects: what a message meant beyond its status. Handlers set them on
// their responses; the two no handler can give (a refused call to a dead
// replica or to a registry that is down) are marked on the trace by the run.
const (
	effRenewed       = "renewed"
	effAdded         = "record_added"
	effHealth        = "health_changed"
	effListsDead     = "lists_dead"
	effListsNone     = "lists_none"
	effUnhealthy     = "unhealthy_503"
	effMadeUnhealthy = "made_unhealthy"
	effDeadAddress   = "dead_address"
	effRegistryDown  = "registry_down"
)

// Event kinds in the run's causes (docs/DESIGN.md, "Causes (why)").
const (
	kindResolution = "resolution"     // the client asks the registry for the list
	kindRequest    = "request"        // a registry-path catalogue request to a replica
	kindStatic     = "static_request" // a static-path catalogue request (the file's address)
	kindRenewal    = "renewal"        // a replica's registration or renewal
	kindDeath      = "death"          // a replica's process killed (the script, or a fault)
	kindRestart    = "restart"        // a replica's process restarted by a fault
	kindExpiry     = "expiry"         // a record's lease ran out unrenewed
	kindFile       = "file"           // the static file written with the addresses
	kindOutage     = "outage"         // the registry unreachable (outage_at, or a fault's kill)
)

var effects = []lab.Effect{
	{ID: effRenewed, Tone: lab.ToneNeutral, Label: i18n.Text{TR: "kira yenilendi", EN: "lease renewed"}},
	{ID: effAdded, Tone: lab.ToneGood, Label: i18n.Text{TR: "kayıt listeye girdi", EN: "record listed"}},
	{ID: effHealth, Tone: lab.ToneNeutral, Label: i18n.Text{TR: "sağlık bilgisi değişti", EN: "health flag changed"}},
	{ID: effListsDead, Tone: lab.ToneBad, Label: i18n.Text{TR: "yanıt ölü adres içeriyor", EN: "answer lists a dead address"}},
	{ID: effListsNone, Tone: lab.ToneBad, Label: i18n.Text{TR: "yanıtta yönlendirilebilir adres yok", EN: "answer lists no routable address"}},
	{ID: effUnhealthy, Tone: lab.ToneBad, Label: i18n.Text{TR: "bozuk kopya: 503", EN: "unhealthy replica: 503"}},
	{ID: effMadeUnhealthy, Tone: lab.ToneNeutral, Label: i18n.Text{TR: "kopya bozuldu (/bozul)", EN: "replica broken (/bozul)"}},
	{ID: effDeadAddress, Tone: lab.ToneBad, Label: i18n.Text{TR: "ölü adrese gitti", EN: "sent to a dead address"}},
	{ID: effRegistryDown, Tone: lab.ToneBad, Label: i18n.Text{TR: "kayıt defterine ulaşılamadı", EN: "registry unreachable"}},
}

// Node ids that are not addresses on the wire.
const (
	fileNode  = "adresler.json"
	cacheNode = "olc cache"
)

// Node states for the replay.
const (
	nodeNotStarted = "not_started"
	nodeAlive      = "alive"
	nodeUnhealthy  = "unhealthy"
	nodeDead       = "dead"
	nodeUp         = "up"
	nodeDown       = "down"
	nodeWritten    = "written"
	nodeEmpty      = "empty"
	nodeFresh      = "fresh"
	nodeStale      = "stale"
)

// sceneLog records the nodes' state changes as they happen, one event per
// change (a node whose state and counters did not move gets none), and
// narrates the changes a learner should notice.
type sceneLog struct {
	events []lab.SceneEvent
	// refs are the events' provisional ids (lab.Refs); next, when set,
	// gives the next event its id, kind and causes (the script's kill).
	refs lab.Refs
	next *lab.SceneEvent
	// fileRef is the file's event: the static path's requests read it.
	fileRef string
	last    map[string]string
	// What each replica last showed, to tell what a change was.
	was    map[string]replicaView
	diedAt map[string]time.Duration
	// started counts replica starts: those past the first Replicas were
	// added by the measurement; listed says which replicas had a live
	// record at some point.
	started int
	added   map[string]bool
	listed  map[string]bool
	// told counts notes per kind, so a flapping run narrates its first
	// few changes instead of all of them.
	told map[string]int
	// faultKills are the replicas a learner's fault killed while the
	// registry held a live record of them: how long it kept listing them.
	faultKills []faultKill
}

// faultKill is a replica killed by a learner's fault with a live record.
type faultKill struct {
	addr       string
	at, listed time.Duration // the kill; how long the record outlived it
	expired    bool          // the record ran out before the measurement ended
	restarted  bool          // the process came back before it ran out
}

// mark gives the next event the kind and causes, with a fresh ref it
// returns, unless one is set already (""); the caller clears l.next once
// the event is recorded, or left out (a run past its measurement).
func (l *sceneLog) mark(kind string, causes ...string) string {
	if l.next != nil {
		return ""
	}
	ref := l.refs.Next()
	l.next = &lab.SceneEvent{ID: ref, Kind: kind}
	for _, c := range causes {
		if c != "" {
			l.next.Causes = append(l.next.Causes, c)
		}
	}
	return ref
}

// replicaView is what the scene last showed of a replica.
type replicaView struct {
	state                string
	registered, routable bool
}

// noteLimit is how many notes of one kind a run tells.
const noteLimit = 3

func (l *sceneLog) emit(w *world, node, state string, counters map[string]float64) {
	l.emitNote(w, node, state, counters, nil)
}

// emitNote records a change, with a note even when nothing else moved.
func (l *sceneLog) emitNote(w *world, node, state string, counters map[string]float64, note *i18n.Text) {
	if w.stopped {
		return
	}
	key := stateKey(state, counters)
	if l.last[node] == key && note == nil {
		return
	}
	if l.last == nil {
		l.last = map[string]string{}
	}
	l.last[node] = key
	e := lab.SceneEvent{T: w.sim.Now(), Node: node, State: state, Counters: counters, Note: note}
	if l.next != nil {
		e.ID, e.Kind, e.Causes = l.next.ID, l.next.Kind, l.next.Causes
		l.next = nil
	}
	l.events = append(l.events, e)
}

// stateKey is a node's state and counters as one comparable string, the
// counters in key order (fmt.Sprint of the map said the same, at a tenth
// of a lesson run's time in the browser).
func stateKey(state string, counters map[string]float64) string {
	keys := slices.Sorted(maps.Keys(counters))
	b := []byte(state)
	for _, k := range keys {
		b = append(b, ' ')
		b = append(b, k...)
		b = append(b, ':')
		b = strconv.AppendFloat(b, counters[k], 'g', -1, 64)
	}
	return string(b)
}

// tell returns note unless its kind has been told noteLimit times.
func (l *sceneLog) tell(kind string, note i18n.Text) *i18n.Text {
	if l.told == nil {
		l.told = map[string]int{}
	}
	if l.told[kind] >= noteLimit {
		return nil
	}
	l.told[kind]++
	return &note
}

// start puts every node in its first state.
func (l *sceneLog) start(w *world) {
	l.registry(w)
	l.emit(w, fileNode, nodeEmpty, map[string]float64{"addrs": 0})
	for i := 0; i <= w.p.Replicas; i++ {
		l.emit(w, replicaAddr(i), nodeNotStarted, nil)
	}
	if w.hasCache() {
		l.emit(w, cacheNode, nodeEmpty, map[string]float64{"addrs": 0})
	}
}

func (l *sceneLog) file(w *world) {
	n := len(w.client.file)
	l.fileRef = l.mark(kindFile)
	defer func() { l.next = nil }()
	l.emitNote(w, fileNode, nodeWritten, map[string]float64{"addrs": float64(n)},
		l.tell("file", noteFile.Format(cntReplicas.N(n))))
}

// replica records a replica's process state with what the registry holds
// for it now, and says what changed when it matters: a start, a death, a
// health change, a record that expired or came back.
func (l *sceneLog) replica(w *world, addr string) {
	state := nodeAlive
	for _, rp := range w.replicas {
		if rp.addr == addr {
			switch {
			case !rp.node.Alive():
				state = nodeDead
			case !rp.healthy:
				state = nodeUnhealthy
			}
		}
	}
	registered, routable := false, false
	now := w.sim.Now()
	left := time.Duration(-1) // the record's lease left, when it is live
	for _, r := range w.reg.st.all() {
		if r.Address == addr && w.reg.st.live(r, now) {
			registered, routable = true, r.Healthy
			left = w.reg.st.lastRenewal(addr) + w.p.Lease - now
		}
	}
	if l.was == nil {
		l.was, l.diedAt = map[string]replicaView{}, map[string]time.Duration{}
		l.added, l.listed = map[string]bool{}, map[string]bool{}
	}
	was, seen := l.was[addr]
	l.was[addr] = replicaView{state, registered, routable}
	everListed := l.listed[addr]
	if registered {
		l.listed[addr] = true
	}
	if was.registered && !registered {
		// A record goes only when its lease runs out: it names the
		// renewal the lease counted from.
		if l.mark(kindExpiry, w.renewalAt(addr, w.reg.st.lastRenewal(addr))) != "" {
			defer func() { l.next = nil }()
		}
	}
	var note *i18n.Text
	switch {
	case !seen:
		if l.started++; l.started > w.p.Replicas {
			l.added[addr] = true
			note = l.tell("added", noteAdded.Format(addr))
		}
	case state == nodeDead && was.state != nodeDead:
		l.diedAt[addr] = now
		switch {
		case left >= 0 && (w.tl.killed != addr || now != w.killAt): // a learner's kill: not the lesson's discovery window
			note = l.tell("killed", noteKilledFault.Format(addr, words.Dur(left)))
			if !w.stopped { // a kill after the measurement is none of its story
				l.faultKills = append(l.faultKills, faultKill{addr: addr, at: now})
			}
		case left >= 0:
			note = l.tell("killed", noteKilled.Format(addr, words.Dur(left)))
		default:
			note = l.tell("killed", noteKilledUnlisted.Format(addr))
		}
	case state == nodeUnhealthy && was.state != nodeUnhealthy:
		note = l.tell("broken", noteBroken.Format(addr))
	case was.registered && !registered && state == nodeDead && (w.tl.killed != addr || l.openKill(addr) != nil):
		// A learner's kill, of any replica (the script's one too, come
		// back and killed again).
		note = l.tell("expired_dead", noteExpiredFault.Format(addr, words.Dur(now-l.diedAt[addr])))
		if fk := l.openKill(addr); fk != nil && !w.stopped {
			fk.listed, fk.expired = now-fk.at, true
		}
	case was.registered && !registered && state == nodeDead:
		note = l.tell("expired_dead", noteExpiredDead.Format(addr, words.Dur(now-l.diedAt[addr])))
	case was.registered && !registered:
		note = l.tell("expired_live", noteExpiredLive.Format(addr, words.Dur(w.p.Lease)))
	case !was.registered && registered && !everListed && l.added[addr]:
		note = l.tell("listed", noteListed.Format(addr))
	case !was.registered && registered && everListed:
		note = l.tell("back", noteBack.Format(addr))
	case was.routable && !routable && registered && state == nodeUnhealthy:
		note = l.tell("unroutable", noteUnroutable.Format(addr))
	}
	l.emitNote(w, addr, state, map[string]float64{"registered": b2f(registered), "routable": b2f(routable)}, note)
}

// openKill is addr's learner's kill whose record has not run out yet.
func (l *sceneLog) openKill(addr string) *faultKill {
	for i := len(l.faultKills) - 1; i >= 0; i-- {
		if fk := &l.faultKills[i]; fk.addr == addr && !fk.expired && !fk.restarted {
			return fk
		}
	}
	return nil
}

func b2f(b bool) float64 {
	if b {
		return 1
	}
	return 0
}

// fmtDur writes a stretch of virtual time to the microsecond.

func (l *sceneLog) registry(w *world) {
	state := nodeUp
	if !w.reg.node.Alive() {
		state = nodeDown
	}
	var note *i18n.Text
	switch was := l.last[registryAddr]; {
	case was == "":
	case state == nodeDown && !strings.HasPrefix(was, nodeDown):
		note = l.tell("down", noteDown)
	case state == nodeUp && strings.HasPrefix(was, nodeDown):
		note = l.tell("up", noteUp)
	}
	a := w.reg.st.resolve(w.sim.Now(), serviceName)
	l.emitNote(w, registryAddr, state, map[string]float64{
		"records": float64(a.Records), "routable": float64(len(a.Addrs)), "index": float64(a.Index)}, note)
}

// registryChanged follows a commit: the registry's counts, each replica's
// record, and whether the client's cache fell behind.
func (l *sceneLog) registryChanged(w *world) {
	l.registry(w)
	for _, rp := range w.replicas {
		l.replica(w, rp.addr)
	}
	if w.client.cache.ok && w.hasCache() {
		l.cacheHeld(w, w.client.cache)
	}
}

// cacheHeld records the client's held list: fresh while it reflects the
// registry's current index, stale once the registry moved on.
func (l *sceneLog) cacheHeld(w *world, h held) {
	state := nodeFresh
	now := w.reg.st.index()
	if h.Index < now {
		state = nodeStale
	}
	var note *i18n.Text
	if state == nodeStale && !strings.HasPrefix(l.last[cacheNode], nodeStale) {
		note = l.tell("stale", noteStale.Format(h.Index, now))
	}
	l.emitNote(w, cacheNode, state, map[string]float64{"addrs": float64(len(h.Addrs)), "index": float64(h.Index)}, note)
}

func (w *world) hasCache() bool { return w.p.Resolve == resolveCache || w.p.Resolve == resolveWatch }

// sceneOf is the run's topology: the measuring client, the registry, the
// static file, every replica that ran (the added one too) and, when the
// client keeps a list, its cache; the states and counters its events use.
func (w *world) sceneOf() lab.Scene {
	sc := lab.Scene{Effects: effects, States: sceneStates, Counters: sceneCounters}
	sc.Nodes = append(sc.Nodes,
		lab.Node{ID: clientAddr, Role: lab.RoleClient, Label: nodeClient},
		lab.Node{ID: registryAddr, Role: lab.RoleRegistry, Label: nodeRegistry.Format(registryAddr)},
		lab.Node{ID: fileNode, Role: lab.RoleRegistry, Label: nodeFile},
	)
	if w.hasCache() {
		sc.Nodes = append(sc.Nodes, lab.Node{ID: cacheNode, Role: lab.RoleCache, Label: nodeCache})
	}
	for i := 0; i <= w.p.Replicas; i++ {
		addr := replicaAddr(i)
		sc.Nodes = append(sc.Nodes, lab.Node{ID: addr, Role: lab.RoleService, Label: nodeReplica.Format(addr)})
	}
	// Events are appended in virtual-time order; keep them so whatever
	// appended them.
	sc.Events = slices.Clone(w.scene.events)
	sc.Events = append(sc.Events, w.clientEvents(w.trace(), w.scene.events)...)
	lab.SortEvents(sc.Events)
	return sc
}

// Client states and the counters of its requests.
const (
	nodeIdle      = "idle"
	nodeMeasuring = "measuring"
)

// clientEvents follows the measuring client through the trace: measuring
// during each phase, idle between; its catalogue requests counted by
// outcome as their answers come back; and, narrated, the first request of
// each phase and path that went to a dead address or met an unhealthy
// replica.
func (w *world) clientEvents(tr []netsim.Message, evs []lab.SceneEvent) []lab.SceneEvent {
	type step struct {
		t     time.Duration
		state string
		count string // the counter this step adds one to
		note  *i18n.Text
	}
	var steps []step
	// A phase's requests are those sent from its start on, before the next
	// phase starts (a phase may end and the next begin at one instant).
	phaseOf := func(t time.Duration) int {
		for i := len(w.phases) - 1; i >= 0; i-- {
			ph := w.phases[i]
			if t >= msDuration(ph.AtMS) {
				if t > msDuration(ph.EndMS) {
					return -1
				}
				return i
			}
		}
		return -1
	}
	for i, ph := range w.phases {
		from, to := msDuration(ph.AtMS), msDuration(ph.EndMS)
		steps = append(steps, step{t: from, state: nodeMeasuring})
		sent := map[bool]int{} // requests so far, by path (true: registry)
		told := map[string]bool{}
		for _, m := range tr {
			if m.From != clientAddr || m.To == registryAddr || m.Path == "/bozul" || phaseOf(m.Sent) != i {
				continue
			}
			// The static path sends its requests first, then the registry path.
			viaRegistry := sent[false] >= w.p.Requests
			sent[viaRegistry]++
			n := sent[viaRegistry]
			kind := ""
			switch {
			case m.Effect == effDeadAddress:
				kind = "dead"
			case m.Status == 503:
				kind = "unhealthy"
			case m.Status == 200 && m.Err == "":
				kind = "served"
			default:
				kind = "failed"
			}
			steps = append(steps, step{t: m.Received, count: kind})
			key := fmt.Sprint(kind, viaRegistry)
			if told[key] || (kind != "dead" && kind != "unhealthy") {
				continue
			}
			told[key] = true
			var note i18n.Text
			switch {
			case kind == "dead" && viaRegistry:
				died := lastChange(evs, m.To, nodeDead, m.Sent)
				exp, ok := firstUnregistered(evs, m.To, died)
				switch {
				case !ok:
					note = noteDeadRegistryKept.Format(n, m.To, words.Dur(m.Sent-died))
				case exp > m.Sent:
					note = noteDeadRegistry.Format(n, m.To, words.Dur(m.Sent-died), words.Dur(exp-m.Sent))
				default:
					note = noteDeadRegistryStale.Format(n, m.To, words.Dur(m.Sent-died), words.Dur(m.Sent-exp))
				}
			case kind == "dead":
				note = noteDeadStatic.Format(n, m.To, words.Dur(m.Sent-lastChange(evs, m.To, nodeDead, m.Sent)))
			case viaRegistry && w.reportedAt > 0 && w.reportedAt <= m.Sent:
				note = noteUnhealthyRegistry.Format(n, m.To)
			case viaRegistry:
				note = noteUnhealthyUnreported.Format(n, m.To)
			default:
				note = noteUnhealthyStatic.Format(n, m.To)
			}
			steps = append(steps, step{t: m.Sent, note: &note})
		}
		if ph.done() { // a phase the horizon cut short is still being measured at the run's end
			steps = append(steps, step{t: to, state: nodeIdle})
		}
	}
	sort.SliceStable(steps, func(i, j int) bool { return steps[i].t < steps[j].t })
	counts := map[string]float64{"served": 0, "dead": 0, "unhealthy": 0, "failed": 0}
	state := nodeIdle
	out := []lab.SceneEvent{{T: 0, Node: clientAddr, State: state, Counters: maps.Clone(counts)}}
	for _, s := range steps {
		if s.note != nil {
			out = append(out, lab.SceneEvent{T: s.t, Node: clientAddr, Note: s.note})
			continue
		}
		if s.state != "" {
			state = s.state
		} else {
			counts[s.count]++
		}
		out = append(out, lab.SceneEvent{T: s.t, Node: clientAddr, State: state, Counters: maps.Clone(counts)})
	}
	return out
}

// lastChange is when node last entered state at or before t (0 if never).
func lastChange(evs []lab.SceneEvent, node, state string, t time.Duration) time.Duration {
	at, prev := time.Duration(0), ""
	for _, e := range evs {
		if e.Node != node || e.Narrates() || e.T > t {
			continue
		}
		if e.State == state && prev != state {
			at = e.T
		}
		prev = e.State
	}
	return at
}

// firstUnregistered is when node's record stopped being live after from.
func firstUnregistered(evs []lab.SceneEvent, node string, from time.Duration) (time.Duration, bool) {
	for _, e := range evs {
		if e.Node == node && e.T >= from && e.Counters != nil && e.Counters["registered"] == 0 {
			return e.T, true
		}
	}
	return 0, false
}

// The states and counters the events use, for people.
var (
	sceneStates = []lab.State{
		{ID: nodeNotStarted, Tone: lab.ToneNeutral, Label: i18n.Text{TR: "başlamadı", EN: "not started"}},
		{ID: nodeAlive, Tone: lab.ToneGood, Label: i18n.Text{TR: "çalışıyor", EN: "running"}},
		{ID: nodeUnhealthy, Tone: lab.ToneBad, Label: i18n.Text{TR: "bozuk (503)", EN: "unhealthy (503)"}},
		{ID: nodeDead, Tone: lab.ToneBad, Label: i18n.Text{TR: "öldürüldü", EN: "killed"}},
		{ID: nodeUp, Tone: lab.ToneGood, Label: i18n.Text{TR: "ayakta", EN: "up"}},
		{ID: nodeDown, Tone: lab.ToneBad, Label: i18n.Text{TR: "erişilemez", EN: "unreachable"}},
		{ID: nodeEmpty, Tone: lab.ToneNeutral, Label: i18n.Text{TR: "boş", EN: "empty"}},
		{ID: nodeWritten, Tone: lab.ToneNeutral, Label: i18n.Text{TR: "yazıldı", EN: "written"}},
		{ID: nodeFresh, Tone: lab.ToneGood, Label: i18n.Text{TR: "güncel", EN: "up to date"}},
		{ID: nodeStale, Tone: lab.ToneBad, Label: i18n.Text{TR: "eskimiş", EN: "stale"}},
		{ID: nodeIdle, Tone: lab.ToneNeutral, Label: i18n.Text{TR: "bekliyor", EN: "waiting"}},
		{ID: nodeMeasuring, Tone: lab.ToneNeutral, Label: i18n.Text{TR: "ölçüyor", EN: "measuring"}},
	}
	sceneCounters = []lab.Counter{
		{ID: "index", Label: i18n.Text{TR: "dizin", EN: "index"}},
		{ID: "records", Label: i18n.Text{TR: "diri kayıt", EN: "live records"}},
		{ID: "routable", Label: i18n.Text{TR: "yönlendirilebilir", EN: "routable"}},
		{ID: "registered", Label: i18n.Text{TR: "kayıtlı", EN: "registered"}},
		{ID: "addrs", Label: i18n.Text{TR: "adres", EN: "addresses"}},
		{ID: "served", Label: i18n.Text{TR: "başarılı", EN: "served"}},
		{ID: "dead", Label: i18n.Text{TR: "ölü adrese", EN: "to a dead address"}},
		{ID: "unhealthy", Label: i18n.Text{TR: "503", EN: "503"}},
		{ID: "failed", Label: i18n.Text{TR: "başka hata", EN: "other failure"}},
	}
)

// Notes: what the replay says at the moments a learner should notice.
var (
	cntReplicas = i18n.Counted{TR: "%d kopya", EnOne: "%d replica", EnOther: "%d replicas"}
	noteFile    = i18n.Text{
		TR: "%s başladı ve kayıt defterine kaydoluyor; adresleri sabit dosyaya (adresler.json) elle yazıldı.",
		EN: "%s started and are registering with the registry; their addresses were written by hand into the static file (adresler.json).",
	}
	noteAdded = i18n.Text{
		TR: "Yeni kopya %s başladı: kaydolunca kayıt defterinin listesine girecek; sabit dosya onu bilmiyor.",
		EN: "A new replica %s started: once registered it joins the registry's list; the static file does not know it.",
	}
	noteListed = i18n.Text{
		TR: "Yeni kopya %s kayıt defterinin listesinde: kayıt defteri yolu onu hiçbir dosyaya dokunmadan hemen kullanabilir.",
		EN: "The new replica %s is on the registry's list: the registry path can use it at once, without touching a file.",
	}
	noteKilled = i18n.Text{
		TR: "Kopya %s öldürüldü; kaydı %s daha geçerli ve kayıt defteri onu o zamana kadar listeleyecek: keşif penceresi açıldı.",
		EN: "Replica %s's process was killed; its record stays valid %s more, and the registry keeps listing it until then: the discovery window opened.",
	}
	noteKilledFault = i18n.Text{
		TR: "Kopya %s öldürüldü (eklediğiniz arıza); kaydı %s daha geçerli ve kayıt defteri onu o zamana kadar listeleyecek.",
		EN: "Replica %s's process was killed (your fault); its record stays valid %s more, and the registry keeps listing it until then.",
	}
	noteExpiredFault = i18n.Text{
		TR: "Kopya %s: kaydının süresi doldu; süreç öldükten %s sonra listeden düştü.",
		EN: "Replica %s's record expired: it left the list %s after its process died.",
	}
	noteKilledUnlisted = i18n.Text{
		TR: "Kopya %s öldürüldü; kayıt defterinde diri kaydı yoktu.",
		EN: "Replica %s's process was killed; the registry held no live record of it.",
	}
	noteBroken = i18n.Text{
		TR: "Kopya %s bozuldu (/bozul): artık 503 veriyor; kayıt defteri bunu ancak kopyanın bir sonraki yenilemesinde öğrenecek.",
		EN: "Replica %s broke (/bozul): it now answers 503; the registry learns of it only at its next renewal.",
	}
	noteUnroutable = i18n.Text{
		TR: "Kayıt defteri, kopya %s için bozuk bildiren yenilemeyi aldı: adres listeden çıktı, kayıt duruyor.",
		EN: "The registry got %s's renewal reporting it unhealthy: the address left the list, the record stays.",
	}
	noteExpiredDead = i18n.Text{
		TR: "Kopya %s: kaydının süresi doldu; süreç öldükten %s sonra listeden düştü ve keşif penceresi kapandı.",
		EN: "Replica %s's record expired: it left the list %s after its process died; the discovery window closed.",
	}
	noteExpiredLive = i18n.Text{
		TR: "Çalışan kopya %s: kaydının süresi doldu; yenilemeleri %s boyunca kayıt defterine ulaşmadı. Süreç çalışıyor ama listede yok.",
		EN: "The running replica %s's record expired: none of its renewals reached the registry for %s; the process runs but is off the list.",
	}
	noteBack = i18n.Text{
		TR: "Kopya %s: bir yenilemesi yeniden ulaştı, listeye geri döndü.",
		EN: "A renewal of replica %s got through again: it is back on the list.",
	}
	noteDown = i18n.Text{
		TR: "Kayıt defterine ulaşılamıyor: çözümlemeler ve yenilemeler reddediliyor, kayıtların kirası ise işlemeye devam ediyor.",
		EN: "The registry is unreachable: resolutions and renewals are refused, while the records' leases keep running.",
	}
	noteUp = i18n.Text{
		TR: "Kayıt defterine yeniden ulaşılabiliyor.",
		EN: "The registry is reachable again.",
	}
	noteDeadRegistry = i18n.Text{
		TR: "Kayıt defteri yolu %d. isteği kopya %s adresine gönderdi: süreç %s önce öldü, kaydı %s daha geçerli.",
		EN: "The registry path sent request %d to replica %s: its process died %s ago, its record stays valid %s more.",
	}
	noteDeadRegistryKept = i18n.Text{
		TR: "Kayıt defteri yolu %d. isteği kopya %s adresine gönderdi: süreç %s önce öldü, kaydı ölçümün sonuna kadar geçerli kaldı.",
		EN: "The registry path sent request %d to replica %s: its process died %s ago, and its record stayed valid to the end of the measurement.",
	}
	noteDeadRegistryStale = i18n.Text{
		TR: "Kayıt defteri yolu %d. isteği kopya %s adresine gönderdi: süreç %s önce öldü, kaydı %s önce düşmüştü; istemci eski bir liste kullandı.",
		EN: "The registry path sent request %d to replica %s: its process died %s ago and its record expired %s ago; the client used an old list.",
	}
	noteDeadStatic = i18n.Text{
		TR: "Sabit dosya yolu %d. isteği kopya %s adresine gönderdi: süreç %s önce öldü; dosya onu biri elle düzeltene kadar listeleyecek.",
		EN: "The static path sent request %d to replica %s: its process died %s ago; the file lists it until someone edits it.",
	}
	noteUnhealthyStatic = i18n.Text{
		TR: "Sabit dosya yolu %d. istekte kopya %s adresinden 503 aldı: dosya sağlık bilgisi taşımaz.",
		EN: "The static path got a 503 from replica %[2]s on request %[1]d: the file knows nothing of health.",
	}
	noteUnhealthyRegistry = i18n.Text{
		TR: "Kayıt defteri yolu %d. istekte kopya %s adresinden 503 aldı: kayıt defteri bozukluğu biliyordu, ama kullanılan liste ondan önce alınmıştı.",
		EN: "The registry path got a 503 from replica %[2]s on request %[1]d: the registry knew, but the list used had been taken before.",
	}
	noteUnhealthyUnreported = i18n.Text{
		TR: "Kayıt defteri yolu %d. istekte kopya %s adresinden 503 aldı: kopya bozukluğu henüz bildirmemişti, kayıt defteri bilmiyordu.",
		EN: "The registry path got a 503 from replica %[2]s on request %[1]d: the replica had not reported it yet, so the registry did not know.",
	}
	noteStale = i18n.Text{
		TR: "İstemcinin önbelleğindeki liste eskidi: tuttuğu dizin %d, kayıt defterinin dizini %d.",
		EN: "The client's cached list went stale: it holds index %d, while the registry has moved on to index %d.",
	}
)

// counterSeen is what the scene's events say of node's counter at t: the
// last event at or before t that carries it. A reading claims a counter
// only where this agrees with what the run's code knew (at one instant the
// registry may have answered before a change it then made).
func (w *world) counterSeen(node, counter string, t time.Duration) float64 {
	v := 0.0
	for _, e := range w.scene.events {
		if x, ok := e.Counters[counter]; ok && e.Node == node && e.T <= t {
			v = x
		}
	}
	return v
}
