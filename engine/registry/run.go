package registry

import (
	"time"

	"playground/engine/lab"
	"playground/engine/netsim"
	"playground/engine/sim"
)

// world is one run: the kernel, the net, the registry, the replicas and the
// measuring client.
type world struct {
	p        *Params
	sim      *sim.Sim
	net      *netsim.Net
	reg      *registry
	tl       *timeline
	client   *client
	replicas []*replica

	phases  []phaseResult
	killAt  time.Duration
	stopAt  time.Duration
	stopped bool
	// What the registry had reached when the measurement ended; lease
	// timers still fire after it, and must not count.
	indexAtStop    uint64
	renewalsAtStop int
	renewalsLost   int
	liveDropouts   int
}

// phase ids, in the lesson's order.
var phaseIDs = []string{"all_alive", "killed", "expired", "unhealthy", "added"}

// Run plays the lesson's olc.mjs on the virtual clock.
func (p *Params) Run(env *lab.Env) (*lab.Result, error) {
	s := env.NewSim(p.Seed)
	w := &world{p: p, sim: s, net: netsim.New(s), tl: &timeline{}}
	w.client = &client{w: w}
	w.reg = startRegistry(w)
	w.scheduleWindows()
	s.Go(clientAddr, w.script)
	if err := s.Run(); err != nil {
		return nil, err
	}
	return w.result(), nil
}

// script is olc.mjs: start, wait, measure, change the layout, measure again.
func (w *world) script(p *sim.Proc) {
	n := w.p.Replicas
	p.Sleep(w.p.WaitStart)
	for i := 0; i < n; i++ {
		w.startReplica(replicaAddr(i))
	}
	for i := 0; i < n; i++ {
		w.client.file = append(w.client.file, replicaAddr(i))
	}
	p.Sleep(w.p.WaitPhase1)

	w.measure(p, 0)
	w.replicas[n-1].kill()
	w.killAt = p.Now()
	w.measure(p, 1)
	p.Sleep(w.p.WaitKill)
	w.measure(p, 2)
	w.net.Call(p, clientAddr, replicaAddr(n-2), &netsim.Request{Path: "/bozul"}, netsim.Options{})
	p.Sleep(w.p.WaitUnhealthy)
	w.measure(p, 3)
	w.startReplica(replicaAddr(n))
	p.Sleep(w.p.WaitNew)
	w.measure(p, 4)

	w.stopAt = p.Now()
	w.indexAtStop, w.renewalsAtStop = w.reg.st.index(), w.reg.renewals
	w.stopped = true
	w.tl.stop(w.stopAt)
}

// measure is olc(): the same requests over both paths.
func (w *world) measure(p *sim.Proc, i int) {
	from := p.Now()
	before := w.client.resolutions
	st := w.client.static(p)
	rg := w.client.viaRegistry(p)
	w.tl.mark(lanePhase, phaseIDs[i], from, p.Now())
	w.phases = append(w.phases, phaseResult{
		ID: phaseIDs[i], Name: phaseNames[i].EN, AtMS: ms(from),
		StaticOK: st.ok, StaticAddrs: len(st.addrs),
		RegistryOK: rg.ok, RegistryRecords: rg.records, RegistryAddrs: len(rg.addrs),
		RegistryList: append([]string{}, rg.addrs...), Resolved: rg.first.ok,
		AnswerAgeMS: ms(rg.usedAt - rg.first.at), ChangesMissed: rg.behind,
		Resolutions: w.client.resolutions - before,
	})
	if !rg.first.ok {
		w.phases[i].AnswerAgeMS = 0
	}
}

// scheduleWindows places the beyond-the-lesson outage and renewal blip.
func (w *world) scheduleWindows() {
	if d := w.p.OutageFor; d > 0 {
		at := w.p.OutageAt
		w.sim.At(at, w.reg.down)
		w.sim.At(at+d, w.reg.up)
	}
}

func (w *world) inBlip(now time.Duration) bool {
	return w.p.BlipFor > 0 && now >= w.p.BlipAt && now < w.p.BlipAt+w.p.BlipFor
}

// expired is told when a record's lease ran out; a living process losing its
// record is the false death the lesson warns about.
func (w *world) expired(addr string) {
	if w.stopped {
		return
	}
	if n := w.net.Node(addr); n != nil && n.Alive() {
		w.liveDropouts++
	}
}

func ms(d time.Duration) float64 { return float64(d) / float64(time.Millisecond) }
