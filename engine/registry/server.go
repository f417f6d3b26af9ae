package registry

import (
	"net/url"
	"strconv"
	"strings"
	"time"

	"playground/engine/fault"
	"playground/engine/netsim"
)

// The lesson's addresses: the registry on 8761, replicas from 8762 on.
const (
	registryAddr = "127.0.0.1:8761"
	serviceName  = "katalog"
	firstPort    = 8762
)

// registry is the lesson's kayit-defteri.mjs: one process on the net that
// never asks a replica anything; records live while they are renewed.
type registry struct {
	w    *world
	st   *store
	node *netsim.Node
	// waiters are blocking queries parked until the index passes their
	// minimum: the simulation's form of Consul's WatchSet wait, resolved by
	// the registry itself when it commits a change instead of by channels.
	waiters  []waiter
	renewals int
}

type waiter struct {
	min     uint64
	service string
	respond func(*netsim.Response)
}

func startRegistry(w *world) *registry {
	r := &registry{w: w}
	r.st = newStore(w.p.Lease, r.changed)
	r.node = w.net.Listen(registryAddr, r.handle)
	// A learner's kill takes the parked queries with it (netsim resets
	// them); the store and its lease timers carry on, as in an outage.
	r.node.Watch(func(alive bool) {
		kind, k := kindRestart, fault.Restart
		if !alive {
			r.waiters = nil
			kind, k = kindDeath, fault.Kill
		}
		r.w.scene.mark(kind, r.w.faultAt(k, registryAddr, r.w.sim.Now()))
		r.w.scene.registry(r.w)
		r.w.scene.next = nil
	})
	return r
}

// handle serves /kayit/<name>|<addr>|<1|0> (register or renew; answers like
// a resolution, as the lesson's server does for every path) and
// /cozumle/<name>[?index=N] (resolve; with N it blocks until the index
// passes N).
func (r *registry) handle(req *netsim.Request, respond func(*netsim.Response)) {
	now := r.w.sim.Now()
	path, query, _ := strings.Cut(req.Path, "?")
	root, value := splitPath(path)
	service := serviceName
	switch root {
	case "kayit":
		parts := strings.Split(value, "|")
		if len(parts) != 3 {
			respond(&netsim.Response{Status: 400})
			return
		}
		r.renewals++
		if rn := r.w.inFlight[req]; rn != nil && rn.arrived < 0 {
			rn.arrived = now
			r.w.renewals[parts[1]] = append(r.w.renewals[parts[1]], rn)
		}
		kind := r.st.register(now, parts[0], parts[1], parts[2] == "1")
		if kind == regAdded {
			r.w.registered(parts[1])
		}
		r.w.reported(parts[1], parts[2] == "1")
		r.expireAt(now+r.w.p.Lease, parts[1], now)
		resp := answerResponse(r.st.resolve(now, service))
		resp.Effect = registerEffects[kind]
		respond(resp)
		return
	case "cozumle":
		service = value
		if min := minIndex(query); min > 0 && r.st.index() <= min {
			r.waiters = append(r.waiters, waiter{min: min, service: service, respond: respond})
			return
		}
	}
	respond(r.answer(now, service))
}

// registerEffects name what a registration did, by the store's kind.
var registerEffects = [...]string{regRenewed: effRenewed, regAdded: effAdded, regHealth: effHealth}

// answer is a resolution's response, marked when it lists an address whose
// process is dead (the discovery window as it shows on the wire: the
// registry itself cannot know; the mark is the simulation's knowledge) or
// when it lists none at all.
func (r *registry) answer(now time.Duration, service string) *netsim.Response {
	a := r.st.resolve(now, service)
	resp := answerResponse(a)
	if len(a.Addrs) == 0 {
		resp.Effect = effListsNone
	}
	for _, addr := range a.Addrs {
		if n := r.w.net.Node(addr); n == nil || !n.Alive() {
			resp.Effect = effListsDead
			break
		}
	}
	return resp
}

// expireAt arms the lease timer of one renewal. At its instant it steps
// aside once, so a renewal arriving at that very instant (the next beat
// when the lease is a whole number of renewals, as in the lesson) lands
// first: missing two of three renewals keeps a replica listed, as the
// lesson says, instead of flickering out for zero time.
func (r *registry) expireAt(t time.Duration, addr string, renewed time.Duration) {
	s := r.w.sim
	s.At(t, func() {
		s.At(t, func() {
			if r.st.expire(addr, renewed) {
				r.w.expired(addr, renewed)
			}
		})
	})
}

// changed runs after every commit that moved the index.
func (r *registry) changed(index uint64) {
	now := r.w.sim.Now()
	r.w.indexLog = append(r.w.indexLog, moved{now, index})
	r.w.tl.registryChanged(now, r.st)
	r.w.scene.registryChanged(r.w)
	if r.w.stopped {
		// The measurement is over: a watch's parked query stays parked
		// (the script stops its processes), so nothing happens after it.
		return
	}
	keep := r.waiters[:0]
	for _, wt := range r.waiters {
		if index > wt.min {
			wt.respond(r.answer(now, wt.service))
		} else {
			keep = append(keep, wt)
		}
	}
	r.waiters = keep
}

// down and up bound an outage: parked queries are answered into a dead node,
// so their callers see the connection reset and new calls are refused; the
// store (and its lease timers) carry on, as behind a network partition.
func (r *registry) down() {
	// The outage is a scene event of its own; the calls refused or cut
	// off name it as their cause.
	r.node.KillBy(r.w.scene.mark(kindOutage))
	defer func() { r.w.scene.next = nil }()
	if r.w.stopped {
		return // after the measurement: nothing waits on the answers
	}
	for _, wt := range r.waiters {
		wt.respond(&netsim.Response{Status: 503})
	}
	r.waiters = nil
	r.w.scene.registry(r.w)
}

func (r *registry) up() {
	r.node.Restart()
	r.w.scene.registry(r.w)
}

func splitPath(path string) (root, value string) {
	parts := strings.SplitN(strings.Trim(path, "/"), "/", 2)
	root = parts[0]
	if len(parts) == 2 {
		if v, err := url.PathUnescape(parts[1]); err == nil {
			value = v
		}
	}
	return root, value
}

func minIndex(query string) uint64 {
	q, err := url.ParseQuery(query)
	if err != nil {
		return 0
	}
	n, _ := strconv.ParseUint(q.Get("index"), 10, 64)
	return n
}

func answerResponse(a answer) *netsim.Response {
	return &netsim.Response{Status: 200, Header: netsim.Header{"x-index": strconv.FormatUint(a.Index, 10)}, Body: a.body()}
}

func registerPath(service, addr string, healthy bool) string {
	h := "0"
	if healthy {
		h = "1"
	}
	return "/kayit/" + url.PathEscape(service+"|"+addr+"|"+h)
}
