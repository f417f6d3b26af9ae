package registry

import (
	"strconv"

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
}

func replicaAddr(i int) string { return "127.0.0.1:" + strconv.Itoa(firstPort+i) }

func (w *world) startReplica(addr string) *replica {
	rp := &replica{w: w, addr: addr, healthy: true}
	rp.node = w.net.Listen(addr, rp.handle)
	w.replicas = append(w.replicas, rp)
	w.tl.replicaStarted(w.sim.Now(), addr)
	rp.register()
	w.sim.After(w.p.Renew, rp.tick)
	return rp
}

func (rp *replica) handle(req *netsim.Request, respond func(*netsim.Response)) {
	if req.Path == "/bozul" && rp.healthy {
		rp.healthy = false
		rp.w.tl.replicaUnhealthy(rp.w.sim.Now(), rp.addr)
	}
	status := 200
	if !rp.healthy {
		status = 503
	}
	respond(&netsim.Response{Status: status, Body: `{"port":` + rp.addr[len("127.0.0.1:"):] + `,"saglik":` + strconv.FormatBool(rp.healthy) + `}`})
}

// tick is one beat of the renewal interval; a killed process has no timers.
func (rp *replica) tick() {
	if !rp.node.Alive() || rp.w.stopped {
		return
	}
	rp.register()
	rp.w.sim.After(rp.w.p.Renew, rp.tick)
}

// register is kaydol(): fire and forget; a failure is ignored, as the
// lesson's .catch(() => {}).
func (rp *replica) register() {
	w := rp.w
	if w.inBlip(w.sim.Now()) {
		w.renewalsLost++ // lost on the way: the registry never sees it
		return
	}
	f := w.net.Send(rp.addr, registryAddr, &netsim.Request{Path: registerPath(serviceName, rp.addr, rp.healthy)}, netsim.Options{})
	f.Then(func(r netsim.Reply) {
		if r.Err != nil {
			w.renewalsLost++
		}
	})
}

func (rp *replica) kill() {
	rp.node.Kill()
	rp.w.tl.replicaKilled(rp.w.sim.Now(), rp.addr)
}
