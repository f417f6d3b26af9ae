package registry

import (
	"cmp"
	"fmt"
	"slices"

	"playground/engine/i18n"
	"playground/engine/lab"
)

// Effects: what a message meant beyond its status. Handlers set them on
// their responses; the two no handler can give (a refused call to a dead
// replica or to a registry that is down) are marked on the trace by the run.
const (
	effRenewed       = "renewed"
	effAdded         = "record_added"
	effHealth        = "health_changed"
	effListsDead     = "lists_dead"
	effUnhealthy     = "unhealthy_503"
	effMadeUnhealthy = "made_unhealthy"
	effDeadAddress   = "dead_address"
	effRegistryDown  = "registry_down"
)

var effects = []lab.Effect{
	{ID: effRenewed, Tone: lab.ToneNeutral, Label: i18n.Add("registry.effect.renewed", "kira yenilendi", "lease renewed")},
	{ID: effAdded, Tone: lab.ToneGood, Label: i18n.Add("registry.effect.record_added", "kayıt listeye girdi", "record listed")},
	{ID: effHealth, Tone: lab.ToneNeutral, Label: i18n.Add("registry.effect.health_changed", "sağlık bilgisi değişti", "health flag changed")},
	{ID: effListsDead, Tone: lab.ToneBad, Label: i18n.Add("registry.effect.lists_dead", "yanıt ölü adres içeriyor", "answer lists a dead address")},
	{ID: effUnhealthy, Tone: lab.ToneBad, Label: i18n.Add("registry.effect.unhealthy_503", "bozuk kopya: 503", "unhealthy replica: 503")},
	{ID: effMadeUnhealthy, Tone: lab.ToneNeutral, Label: i18n.Add("registry.effect.made_unhealthy", "kopya bozuldu (/bozul)", "replica broken (/bozul)")},
	{ID: effDeadAddress, Tone: lab.ToneBad, Label: i18n.Add("registry.effect.dead_address", "ölü adrese gitti", "sent to a dead address")},
	{ID: effRegistryDown, Tone: lab.ToneBad, Label: i18n.Add("registry.effect.registry_down", "kayıt defterine ulaşılamadı", "registry unreachable")},
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
// change (a node whose state and counters did not move gets none).
type sceneLog struct {
	events []lab.SceneEvent
	last   map[string]string
}

func (l *sceneLog) emit(w *world, node, state string, counters map[string]float64) {
	if w.stopped {
		return
	}
	key := state + fmt.Sprint(counters) // fmt prints maps in key order
	if l.last[node] == key {
		return
	}
	if l.last == nil {
		l.last = map[string]string{}
	}
	l.last[node] = key
	l.events = append(l.events, lab.SceneEvent{T: w.sim.Now(), Node: node, State: state, Counters: counters})
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
	l.emit(w, fileNode, nodeWritten, map[string]float64{"addrs": float64(len(w.client.file))})
}

// replica records a replica's process state with what the registry holds
// for it now.
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
	registered, routable := 0.0, 0.0
	now := w.sim.Now()
	for _, r := range w.reg.st.all() {
		if r.Address == addr && w.reg.st.live(r, now) {
			registered = 1
			if r.Healthy {
				routable = 1
			}
		}
	}
	l.emit(w, addr, state, map[string]float64{"registered": registered, "routable": routable})
}

func (l *sceneLog) registry(w *world) {
	state := nodeUp
	if !w.reg.node.Alive() {
		state = nodeDown
	}
	a := w.reg.st.resolve(w.sim.Now(), serviceName)
	l.emit(w, registryAddr, state, map[string]float64{
		"records": float64(a.Records), "routable": float64(len(a.Addrs)), "index": float64(a.Index)})
}

// registryChanged follows a commit: the registry's counts, each replica's
// record, and whether the client's cache fell behind.
func (l *sceneLog) registryChanged(w *world) {
	l.registry(w)
	for _, rp := range w.replicas {
		l.replica(w, rp.addr)
	}
	if w.client.cache.ok {
		l.cacheHeld(w, w.client.cache)
	}
}

// cacheHeld records the client's held list: fresh while it reflects the
// registry's current index, stale once the registry moved on.
func (l *sceneLog) cacheHeld(w *world, h held) {
	state := nodeFresh
	if h.Index < w.reg.st.index() {
		state = nodeStale
	}
	l.emit(w, cacheNode, state, map[string]float64{"addrs": float64(len(h.Addrs)), "index": float64(h.Index)})
}

func (w *world) hasCache() bool { return w.p.Resolve == resolveCache || w.p.Resolve == resolveWatch }

// sceneOf is the run's topology: the measuring client, the registry, the
// static file, every replica that ran (the added one too) and, when the
// client keeps a list, its cache.
func (w *world) sceneOf() lab.Scene {
	sc := lab.Scene{Effects: effects, Events: w.scene.events}
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
	slices.SortStableFunc(sc.Events, func(a, b lab.SceneEvent) int { return cmp.Compare(a.T, b.T) })
	return sc
}
