package registry

import (
	"time"

	"playground/engine/i18n"
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
	scene    *sceneLog
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
	renewalsSent   int
	renewalsLost   int
	dropouts       dropouts
	// droppedOut holds living replicas whose record expired; comebacks
	// counts those whose renewal later got through again.
	droppedOut map[string]bool
	comebacks  int
	// brokenAt is when /bozul made a replica unhealthy; reportedAt when the
	// registry first stored its unhealthy flag (0: not before the end). The
	// registry learns of health only at a renewal.
	brokenAt, reportedAt time.Duration
	// names are the phases' names as this run bears them out (a phase
	// measured before the dead record's lease ran out is not "lease
	// expired").
	names [5]i18n.Text
}

// dropouts counts living replicas whose record expired, by what kept their
// renewals from the registry for a whole lease.
type dropouts struct {
	Outage   int `json:"outage"`   // refused by a registry that was down
	Blip     int `json:"blip"`     // lost on the way in a renewal blip
	Interval int `json:"interval"` // neither: a (jittered) interval as long as the lease
	Fault    int `json:"fault"`    // one of the learner's faults (Params.Faults)
}

func (d dropouts) total() int { return d.Outage + d.Blip + d.Interval + d.Fault }

// phase ids, in the lesson's order.
var phaseIDs = []string{"all_alive", "killed", "expired", "unhealthy", "added"}

// Run plays the lesson's olc.mjs on the virtual clock.
func (p *Params) Run(env *lab.Env) (*lab.Result, error) {
	s := env.NewSim(p.Seed)
	w := &world{p: p, sim: s, net: netsim.New(s), tl: &timeline{}, scene: &sceneLog{}}
	w.client = &client{w: w}
	w.reg = startRegistry(w)
	w.scene.start(w)
	w.scheduleWindows()
	w.net.Apply(p.Faults)
	s.Go(clientAddr, w.script)
	if err := s.Run(); err != nil {
		return nil, err
	}
	return w.result(), nil
}

// script is olc.mjs: start, wait, measure, change the layout, measure again.
func (w *world) script(proc *sim.Proc) {
	n := w.p.Replicas
	proc.Sleep(w.p.WaitStart)
	for i := 0; i < n; i++ {
		w.startReplica(replicaAddr(i))
	}
	for i := 0; i < n; i++ {
		w.client.file = append(w.client.file, replicaAddr(i))
	}
	w.scene.file(w)
	proc.Sleep(w.p.WaitPhase1)

	w.measure(proc, 0)
	w.replicas[n-1].kill()
	w.killAt = proc.Now()
	w.measure(proc, 1)
	proc.Sleep(w.p.WaitKill)
	w.measure(proc, 2)
	w.net.Call(proc, clientAddr, replicaAddr(n-2), &netsim.Request{Path: "/bozul"}, netsim.Options{})
	proc.Sleep(w.p.WaitUnhealthy)
	w.measure(proc, 3)
	w.startReplica(replicaAddr(n))
	proc.Sleep(w.p.WaitNew)
	w.measure(proc, 4)

	w.stopAt = proc.Now()
	w.indexAtStop, w.renewalsAtStop = w.reg.st.index(), w.reg.renewals
	w.stopped = true
	w.tl.stop(w.stopAt)
}

// measure is olc(): the same requests over both paths.
func (w *world) measure(proc *sim.Proc, i int) {
	from := proc.Now()
	before := w.client.resolutions
	w.client.phase = i
	st := w.client.static(proc)
	rg := w.client.viaRegistry(proc)
	w.names[i] = w.phaseName(i, from)
	w.tl.mark(lanePhase, phaseIDs[i], from, proc.Now())
	w.tl.spans[len(w.tl.spans)-1].Label = w.names[i]
	ph := phaseResult{
		ID: phaseIDs[i], Name: w.names[i].EN, AtMS: ms(from), EndMS: ms(proc.Now()),
		StaticOK: st.counts[served], StaticAddrs: len(st.addrs),
		StaticDead: st.counts[deadAddr], StaticUnhealthy: st.counts[unhealthy],
		RegistryOK: rg.counts[served], RegistryRecords: rg.records, RegistryAddrs: len(rg.addrs),
		RegistryDead: rg.counts[deadAddr], RegistryUnhealthy: rg.counts[unhealthy],
		RegistryNoAnswer: rg.counts[noAnswer], RegistryNoAddress: rg.counts[noAddress],
		OtherErrors:  st.counts[otherError] + rg.counts[otherError],
		RegistryList: append([]string{}, rg.addrs...), Resolved: rg.first.ok,
		UsedAtMS: ms(rg.usedAt), AnswerAgeMS: ms(rg.usedAt - rg.first.at), ChangesMissed: rg.behind,
		Resolutions: w.client.resolutions - before,
	}
	if !rg.first.ok {
		ph.AnswerAgeMS = 0
	}
	w.phases = append(w.phases, ph)
}

// phaseName is phase i's name as of its start: the lesson's, unless the
// event it names had not happened yet — the dead record's lease still
// running at phase 3, or the registry not yet told of the health change at
// phase 4 (the replica reports it at its next renewal).
func (w *world) phaseName(i int, from time.Duration) i18n.Text {
	switch {
	case i == 2 && w.deadListedAt(from):
		return nameNotExpired
	case i == 3 && (w.reportedAt == 0 || w.reportedAt > from):
		return nameNotReported
	}
	return phaseNames[i]
}

// deadListedAt reports whether the killed replica's record was still live
// at t.
func (w *world) deadListedAt(t time.Duration) bool {
	return w.discoveryWindow() > 0 && t < w.killAt+w.discoveryWindow()
}

// reported is told when the registry stored a replica's health flag.
func (w *world) reported(addr string, healthy bool) {
	if !healthy && w.reportedAt == 0 && w.brokenAt > 0 && !w.stopped {
		w.reportedAt = w.sim.Now()
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

// overlaps reports whether the window [at, at+d) meets (from, to].
func overlaps(at, d, from, to time.Duration) bool {
	return d > 0 && at < to && at+d > from
}

// expired is told when a record's lease ran out (the record was last renewed
// at renewed); a living process losing its record is the false death the
// lesson warns about, and its cause is what kept the renewals away.
func (w *world) expired(addr string, renewed time.Duration) {
	if w.stopped {
		return
	}
	n := w.net.Node(addr)
	if n == nil || !n.Alive() {
		return
	}
	now, p := w.sim.Now(), w.p
	if w.faulted(addr, renewed, now) {
		w.droppedOutFault(addr)
		return
	}
	if w.droppedOut == nil {
		w.droppedOut = map[string]bool{}
	}
	w.droppedOut[addr] = true
	switch {
	case overlaps(p.OutageAt, p.OutageFor, renewed, now):
		w.dropouts.Outage++
	case overlaps(p.BlipAt, p.BlipFor, renewed, now):
		w.dropouts.Blip++
	default:
		w.dropouts.Interval++
	}
}

// faulted reports a learner's fault between renewed and now that can keep
// addr's renewals from the registry: the registry down or stalled, the
// replica stalled or restarted, its link to the registry dropping or slow.
func (w *world) faulted(addr string, renewed, now time.Duration) bool {
	for _, f := range w.p.Faults {
		hit := f.Target == registryAddr || f.Target == addr || f.Target == addr+">"+registryAddr
		if hit && f.At <= now && (f.For == 0 || f.At+f.For >= renewed) {
			return true
		}
	}
	return false
}

// droppedOutFault counts a living replica that lost its record to a fault.
func (w *world) droppedOutFault(addr string) {
	if w.droppedOut == nil {
		w.droppedOut = map[string]bool{}
	}
	w.droppedOut[addr] = true
	w.dropouts.Fault++
}

// registered is told when a record became live; a living replica that had
// dropped out is back.
func (w *world) registered(addr string) {
	if !w.stopped && w.droppedOut[addr] {
		delete(w.droppedOut, addr)
		w.comebacks++
	}
}

func (w *world) result() *lab.Result {
	sum := w.summary()
	res := &lab.Result{
		Summary:      sum,
		Sections:     w.sections(sum),
		Spans:        w.spans(),
		Trace:        w.trace(),
		TraceDropped: w.net.TraceDropped(),
		Lives:        w.net.Lives(),
		Scene:        w.sceneOf(),
	}
	for _, r := range w.readings(sum) {
		res.Reading = append(res.Reading, lab.Say(r.id, r.text, r.claims...))
		sum.readings = append(sum.readings, r.id)
	}
	w.figures(res, sum)
	return res
}

// trace is the net's record with the meanings no handler could give: a
// request refused by a dead replica or by the registry while it was down.
func (w *world) trace() []netsim.Message {
	tr := w.net.Trace()
	for i := range tr {
		m := &tr[i]
		switch {
		case m.Effect != "":
		case m.To == registryAddr && (m.Err != "" || m.Status == 503):
			// Refused, cut off, or a parked query let go as it went down.
			m.Effect = effRegistryDown
		case m.From == clientAddr && m.Err == netsim.ErrRefused.Error():
			m.Effect = effDeadAddress
		}
	}
	return tr
}

func ms(d time.Duration) float64 { return float64(d) / float64(time.Millisecond) }
