package registry

import (
	"strconv"
	"time"

	"playground/engine/fault"
	"playground/engine/lab"
	"playground/engine/netsim"
)

// replica is the lesson's katalog.mjs: it registers when it starts listening
// and renews every `renew` (setInterval), carrying its health flag. /bozul
// makes it report unhealthy and answer 503 while it keeps renewing.
type replica struct {
	w       *world
	addr    string
	node    *netsim.Node
	healthy bool
	// restartedBy is the fault that last restarted the process (its id),
	// the cause of the renewals it sends since; "" for the script's start.
	restartedBy string
}

// arrival is one renewal that reached the registry: when, and its message
// once answered (the cause of the resolutions that list its record and of
// the record's expiry when nothing renews it).
type arrival struct {
	arrived time.Duration
	id      string
}

func replicaAddr(i int) string { return "127.0.0.1:" + strconv.Itoa(firstPort+i) }

func (w *world) startReplica(addr string) *replica {
	rp := &replica{w: w, addr: addr, healthy: true}
	rp.node = w.net.Listen(addr, rp.handle)
	rp.node.Watch(rp.faulted)
	w.replicas = append(w.replicas, rp)
	if !rp.node.Alive() { // a learner's fault killed it before it started
		w.scene.mark(kindDeath, w.faultAt(fault.Kill, addr, w.sim.Now()))
		w.scene.replica(w, addr)
		w.scene.next = nil
		return rp
	}
	w.tl.replicaStarted(w.sim.Now(), addr)
	w.scene.replica(w, addr)
	rp.register()
	w.sim.After(rp.interval(), rp.tick)
	return rp
}

// faulted follows a learner's kill or restart of the replica: a killed
// process loses its timers (tick stops by itself); a restarted one starts
// as katalog.mjs does — healthy, registering at once, then renewing.
func (rp *replica) faulted(alive bool) {
	w := rp.w
	now := w.sim.Now()
	if !alive {
		w.tl.replicaDown(now, rp.addr)
		w.scene.mark(kindDeath, w.faultAt(fault.Kill, rp.addr, now))
		w.scene.replica(w, rp.addr)
		w.scene.next = nil
		return
	}
	if fk := w.scene.openKill(rp.addr); fk != nil && !w.stopped {
		fk.restarted = true // back before its record ran out: listed all along
	}
	if rp.addr == replicaAddr(w.p.Replicas-1) && w.killHit && w.revivedAt == 0 && !w.stopped {
		w.deadRecord(false, false)
		w.revivedAt = now // the lesson's killed replica is back: no dead address any more
	}
	rp.healthy = true
	rp.restartedBy = w.faultAt(fault.Restart, rp.addr, now)
	w.tl.replicaStarted(now, rp.addr)
	w.scene.mark(kindRestart, rp.restartedBy)
	w.scene.replica(w, rp.addr)
	w.scene.next = nil
	if !w.stopped {
		rp.register()
		w.sim.After(rp.interval(), rp.tick)
	}
}

func (rp *replica) handle(req *netsim.Request, respond func(*netsim.Response)) {
	effect := ""
	if req.Path == "/bozul" && rp.healthy {
		rp.healthy = false
		rp.w.brokenAt = rp.w.sim.Now()
		effect = effMadeUnhealthy
		rp.w.tl.replicaUnhealthy(rp.w.sim.Now(), rp.addr)
		rp.w.scene.replica(rp.w, rp.addr)
	}
	status := 200
	if !rp.healthy {
		status = 503
		if effect == "" {
			effect = effUnhealthy
		}
	}
	respond(&netsim.Response{Status: status, Effect: effect,
		Body: `{"port":` + rp.addr[len("127.0.0.1:"):] + `,"saglik":` + strconv.FormatBool(rp.healthy) + `}`})
}

// interval is the time to the next renewal: the lesson's fixed setInterval,
// or, with jitter, a draw from renew × (1 ± jitter).
func (rp *replica) interval() time.Duration {
	p := rp.w.p
	if p.Jitter == 0 {
		return p.Renew
	}
	f := 1 + p.Jitter*(2*rp.w.sim.Rand().Float64()-1)
	return max(time.Duration(float64(p.Renew)*f), time.Microsecond)
}

// tick is one beat of the renewal interval; a killed process has no timers.
func (rp *replica) tick() {
	if !rp.node.Alive() || rp.w.stopped {
		return
	}
	rp.register()
	rp.w.sim.After(rp.interval(), rp.tick)
}

// register is kaydol(): fire and forget; a failure is ignored, as the
// lesson's .catch(() => {}).
func (rp *replica) register() {
	w := rp.w
	w.renewalsSent++
	if w.inBlip(w.sim.Now()) {
		w.renewalsLost++ // lost on the way: the registry never sees it
		return
	}
	req := &netsim.Request{Path: registerPath(serviceName, rp.addr, rp.healthy), Kind: kindRenewal}
	if rp.restartedBy != "" {
		req.Causes = []string{rp.restartedBy}
	}
	// The registry fills in when it arrives; the answer names its message.
	rn := &arrival{arrived: -1}
	w.inFlight[req] = rn
	f := w.net.Send(rp.addr, registryAddr, req, netsim.Options{})
	f.Then(func(r netsim.Reply) {
		delete(w.inFlight, req)
		rn.id = r.ID
		if r.Err != nil {
			w.renewalsLost++
		}
	})
}

// kill is the lesson's own kill of a replica (the script's), which the
// discovery window is measured from; false when a learner's fault had
// killed it first.
func (rp *replica) kill() bool {
	if !rp.node.Alive() {
		return false
	}
	// The death is a scene event of its own; the calls the dead process
	// refuses name it as their cause.
	death := rp.w.scene.refs.Next()
	rp.node.KillBy(death)
	rp.w.tl.replicaKilled(rp.w.sim.Now(), rp.addr)
	rp.w.scene.next = &lab.SceneEvent{ID: death, Kind: kindDeath}
	rp.w.scene.replica(rp.w, rp.addr)
	rp.w.scene.next = nil
	return true
}
