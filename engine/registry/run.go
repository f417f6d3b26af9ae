package registry

import (
	"slices"
	"strconv"
	"strings"
	"time"

	"playground/engine/fault"
	"playground/engine/i18n"
	"playground/engine/lab"
	"playground/engine/netsim"
	"playground/engine/policy"
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
	// decide makes the registry path's client's decisions: the resolve
	// mode's rule, or the learner's code (Params.Policy).
	decide decider

	phases []phaseResult
	// turns name each phase's calls of each path by their turn among the
	// measuring script's catalogue calls (claim.TurnCount): it sends the
	// static path's, then the registry path's, one after another.
	turns   []phaseTurns
	calls   int // catalogue calls sent so far
	stopAt  time.Duration
	stopped bool
	// cur is the phase being measured (nil between phases). A run its
	// horizon stopped before the script finished (cut) keeps the phase it
	// was measuring as far as it went; stopAt is then the horizon.
	cur *progress
	cut bool
	// The lesson's kill of the last replica, at killAt: whether it found
	// the process running (a learner's fault may have killed it first) and
	// whether its record was live then; when the process came back, as
	// observed before the measurement ended (0: not by then). listedDead
	// are the stretches of its dead life in which the registry listed its
	// address: from the kill while the record lived on, and from any
	// renewal sent before the kill that a delay brought in after it.
	killAt     time.Duration
	killed     bool // the script reached its kill
	killHit    bool
	killLive   bool
	revivedAt  time.Duration
	listedDead []stretch
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
	// drops and backs are each dropout and comeback, as the readings
	// claim them.
	drops []dropout
	backs []moment
	// indexLog is every move of the registry's index.
	indexLog []moved
	// renewals are, by address, the renewals that reached the registry, in
	// the order they arrived; inFlight those on their way, by request.
	renewals map[string][]*arrival
	inFlight map[*netsim.Request]*arrival
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

// dropout is one living replica's record expiring: at, its last renewal
// renewed (the lease before), and what kept the renewals away: the
// registry down at down, the blip, a learner's fault on target at at
// fault, or else an interval as long as the lease.
type dropout struct {
	addr        string
	at, renewed time.Duration
	cause       cause
	down        time.Duration
	target      string
	faultAt     time.Duration
}

type cause int

const (
	causeDown cause = iota
	causeLostInBlip
	causeFaulted
	causeLongInterval
)

// stretch is [from, to) of the run (to 0: still on at the measurement's
// end); expired: it ended because a lease ran out.
type stretch struct {
	from, to time.Duration
	expired  bool
}

// open reports whether the stretch was still on when the measurement ended.
func (s stretch) open() bool { return s.to == 0 }

// holds reports whether t is in the stretch.
func (s stretch) holds(t time.Duration) bool { return t >= s.from && (s.open() || t < s.to) }

// deadRecord follows the killed replica's record in its dead life: listed
// again (on), or gone (off, by expiry or by the process coming back).
func (w *world) deadRecord(on, expired bool) {
	now, n := w.sim.Now(), len(w.listedDead)
	switch {
	case w.stopped || !w.killHit || w.revivedAt > 0:
	case on && (n == 0 || !w.listedDead[n-1].open()):
		w.listedDead = append(w.listedDead, stretch{from: now})
	case !on && n > 0 && w.listedDead[n-1].open():
		w.listedDead[n-1].to, w.listedDead[n-1].expired = now, expired
	}
}

// window is the discovery window: the first stretch, when the record was
// live at the kill.
func (w *world) window() (stretch, bool) {
	if !w.killHit || !w.killLive || len(w.listedDead) == 0 {
		return stretch{}, false
	}
	return w.listedDead[0], true
}

// expiredAt is when the discovery window closed by the dead record's
// lease running out (0: it did not, before the measurement ended).
func (w *world) expiredAt() time.Duration {
	if win, ok := w.window(); ok && win.expired {
		return win.to
	}
	return 0
}

// moved is the registry's index reaching index at t.
type moved struct {
	t     time.Duration
	index uint64
}

// indexAt is the registry's index at t.
func (w *world) indexAt(t time.Duration) uint64 {
	var idx uint64
	for _, m := range w.indexLog {
		if m.t <= t {
			idx = m.index
		}
	}
	return idx
}

// moment is a replica and a time.
type moment struct {
	addr string
	at   time.Duration
}

// phaseTurns are one phase's calls by turn, from 1: the static path's
// [static, static+staticN), the registry path's [reg, reg+regN), which
// began at regAt. A phase measured to its end made all of the static
// path's requests; a cut one, those it had made (the last still open).
type phaseTurns struct {
	static, staticN, reg, regN int
	regAt                      time.Duration
}

// progress is a phase while it is measured: what each path's requests
// became so far, and where the registry path's slots begin.
type progress struct {
	i          int
	from       time.Duration
	st, rg     side
	tn         phaseTurns
	onRegistry bool // the static path is done
	slots      int  // the client's slots before the registry path's
	before     int  // the client's resolutions before the phase
}

// phase ids, in the lesson's order.
var phaseIDs = []string{"all_alive", "killed", "expired", "unhealthy", "added"}

// Run plays the lesson's olc.mjs on the virtual clock.
func (p *Params) Run(env *lab.Env) (*lab.Result, error) {
	s := env.NewSim(p.Seed)
	w := &world{p: p, sim: s, net: netsim.New(s), tl: &timeline{}, scene: &sceneLog{}, decide: builtin{},
		renewals: map[string][]*arrival{}, inFlight: map[*netsim.Request]*arrival{}}
	if p.Policy != "" {
		d, err := newCoded(p, s, env)
		if err != nil {
			return nil, err
		}
		if policy.Linked { // else never reached: Load refused the code
			w.decide = d
		}
	}
	w.client = &client{w: w}
	w.reg = startRegistry(w)
	w.scene.start(w)
	// A learner's fault at the instant an outage begins comes first: a
	// restart of the running registry changes nothing, and the outage
	// then takes it down as planned.
	w.net.Apply(p.Faults)
	w.scheduleWindows()
	s.Go(clientAddr, w.script)
	if err := s.Run(); err != nil {
		return nil, err
	}
	if !w.stopped { // the horizon stopped the script mid-way
		w.cutShort()
	}
	return w.result(env), nil
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
	w.killAt, w.killed = proc.Now(), true
	w.killHit = w.replicas[n-1].kill()
	w.killLive, _ = w.recordLive(replicaAddr(n-1), w.killAt)
	if w.killLive {
		w.deadRecord(true, false)
	}
	w.measure(proc, 1)
	proc.Sleep(w.p.WaitKill)
	w.measure(proc, 2)
	w.client.open = openCall{kind: callBozul, addr: replicaAddr(n - 2)}
	w.net.Call(proc, clientAddr, replicaAddr(n-2), &netsim.Request{Path: "/bozul"}, netsim.Options{})
	w.client.open = openCall{}
	proc.Sleep(w.p.WaitUnhealthy)
	w.measure(proc, 3)
	w.startReplica(replicaAddr(n))
	proc.Sleep(w.p.WaitNew)
	w.measure(proc, 4)

	w.stop(proc.Now())
}

// stop ends the measurement at t: what the registry had reached then is
// what the run reports; nothing after it counts.
func (w *world) stop(t time.Duration) {
	w.stopAt = t
	w.indexAtStop, w.renewalsAtStop = w.reg.st.index(), w.reg.renewals
	w.stopped = true
	w.tl.stop(w.stopAt)
}

// cutShort ends a run its horizon stopped before the script finished: the
// phase being measured keeps what it measured by then, its call still
// open is in the trace as the run's end left it (no answer before the
// run's end), and the measurement ends at the horizon.
func (w *world) cutShort() {
	w.cut = true
	if pg := w.cur; pg != nil {
		w.endPhase(pg, w.sim.Now())
	}
	w.stop(w.sim.Now())
	for i := range w.names {
		if w.names[i].EN == "" { // never reached: the lesson's name for the row
			w.names[i] = phaseNames[i]
		}
	}
}

// measure is olc(): the same requests over both paths. Each path keeps
// its counts in the phase's progress as it goes, so a run stopped at its
// horizon mid-phase still shows what the phase measured by then.
func (w *world) measure(proc *sim.Proc, i int) {
	from := proc.Now()
	pg := &progress{i: i, from: from, before: w.client.resolutions}
	pg.tn.static = w.calls + 1
	w.cur = pg
	w.client.phase = i
	w.client.static(proc, &pg.st)
	pg.tn.reg, pg.tn.regAt = w.calls+1+w.p.Requests, proc.Now()
	pg.slots, pg.onRegistry = len(w.client.slots), true
	w.client.viaRegistry(proc, &pg.rg)
	w.endPhase(pg, proc.Now())
	w.cur = nil
}

// endPhase writes the phase's row as measured by end: its end, or the
// horizon for the phase a cut run was measuring.
func (w *world) endPhase(pg *progress, end time.Duration) {
	i, st, rg, tn := pg.i, &pg.st, &pg.rg, pg.tn
	cut := w.cur == pg && w.cut
	open := w.client.open.kind
	tn.staticN = w.p.Requests
	if !pg.onRegistry {
		tn.staticN = sum(st.counts[:]) + b2i(open == callStatic)
		tn.reg = tn.static + tn.staticN
	}
	for k := range w.client.slots[pg.slots:] {
		if sl := &w.client.slots[pg.slots+k]; pg.onRegistry && sl.sent() {
			sl.turn = tn.reg + tn.regN
			tn.regN++
		}
	}
	w.calls = tn.reg - 1 + tn.regN
	w.turns = append(w.turns, tn)
	w.names[i] = w.phaseName(i, pg.from)
	w.tl.mark(lanePhase, phaseIDs[i], pg.from, end)
	w.tl.spans[len(w.tl.spans)-1].Label = w.names[i]
	ph := phaseResult{
		ID: phaseIDs[i], Name: w.names[i].EN, AtMS: ms(pg.from), EndMS: ms(end),
		StaticOK: st.counts[served], StaticAddrs: len(st.addrs),
		StaticDead: st.counts[deadAddr], StaticUnhealthy: st.counts[unhealthy],
		RegistryOK: rg.counts[served], RegistryRecords: rg.records, RegistryAddrs: len(rg.addrs),
		RegistryDead: rg.counts[deadAddr], RegistryUnhealthy: rg.counts[unhealthy],
		RegistryNoAnswer: rg.counts[noAnswer], RegistryNoAddress: rg.counts[noAddress],
		StaticLost: st.counts[otherError], RegistryLost: rg.counts[otherError], RegistrySent: tn.regN,
		RegistryList: append([]string{}, rg.addrs...), Resolved: rg.first.ok,
		UsedAtMS: ms(rg.usedAt), AnswerAgeMS: ms(rg.usedAt - rg.first.at), ChangesMissed: rg.behind,
		Resolutions: w.client.resolutions - pg.before,
	}
	if !rg.first.ok {
		ph.AnswerAgeMS = 0
	}
	ph.Looked = rg.looked
	if cut {
		ph.Cut = true
		ph.StaticRunEnded = b2i(open == callStatic)
		ph.StaticNotMade = w.p.Requests - tn.staticN
		ph.RegistryRunEnded = b2i(open == callRegistry)
		decided := len(w.client.slots) - pg.slots
		if !pg.onRegistry {
			decided = 0
		}
		ph.RegistryNotMade = w.p.Requests - decided - ph.RegistryRunEnded
	}
	w.phases = append(w.phases, ph)
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

// phaseName is phase i's name as of its start: the lesson's, unless the
// event it names had not happened yet — the killed replica's record still
// unexpired at phase 3, or the registry not yet told of the health change
// at phase 4 (the replica reports it at its next renewal).
func (w *world) phaseName(i int, from time.Duration) i18n.Text {
	switch {
	case i == 2 && w.killHit && w.killLive && (w.expiredAt() == 0 || w.expiredAt() > from):
		return nameNotExpired
	case i == 3 && (w.reportedAt == 0 || w.reportedAt > from):
		return nameNotReported
	}
	return phaseNames[i]
}

// recordLive reports whether addr's record was live at t, and its last
// renewal.
func (w *world) recordLive(addr string, t time.Duration) (bool, time.Duration) {
	for _, r := range w.reg.st.all() {
		if r.Address == addr {
			return w.reg.st.live(r, t), w.reg.st.lastRenewal(addr)
		}
	}
	return false, 0
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
// at renewed). The killed replica's record running out while its process
// is dead closes the discovery window; a living process losing its record
// is the false death the lesson warns about, and its cause is what kept the
// renewals away.
func (w *world) expired(addr string, renewed time.Duration) {
	if w.stopped {
		return
	}
	now := w.sim.Now()
	if n := w.net.Node(addr); n == nil || !n.Alive() {
		if addr == replicaAddr(w.p.Replicas-1) {
			w.deadRecord(false, true)
		}
		return
	}
	d := w.dropCause(addr, renewed, now)
	switch d.cause {
	case causeDown:
		if w.registryDownAt(d.down) {
			w.dropouts.Outage++
		} else {
			w.dropouts.Fault++ // a learner's kill of the registry
		}
	case causeLostInBlip:
		w.dropouts.Blip++
	case causeFaulted:
		w.dropouts.Fault++
	default:
		w.dropouts.Interval++
	}
	w.drops = append(w.drops, d)
	if w.droppedOut == nil {
		w.droppedOut = map[string]bool{}
	}
	w.droppedOut[addr] = true
}

// dropCause says what kept addr's renewals from the registry over the lease
// that ran out at now: the registry down (an outage or a learner's kill),
// the renewal blip, a learner's lasting fault on the registry or on the
// replica's link to it, or else no renewal sent for a whole lease (a
// jittered interval).
func (w *world) dropCause(addr string, renewed, now time.Duration) dropout {
	d := dropout{addr: addr, at: now, renewed: renewed, cause: causeLongInterval}
	if t, ok := w.downDuring(registryAddr, renewed, now); ok {
		d.cause, d.down = causeDown, t
		return d
	}
	if overlaps(w.p.BlipAt, w.p.BlipFor, renewed, now) {
		d.cause = causeLostInBlip
		return d
	}
	link := addr + ">" + registryAddr
	for _, f := range w.p.Faults {
		if f.For == 0 || (f.Target != registryAddr || f.Kind != fault.Stall) && f.Target != link {
			continue
		}
		if from := max(f.At, renewed); from < min(f.At+f.For, now) {
			d.cause, d.target, d.faultAt = causeFaulted, f.Target, from
			return d
		}
	}
	return d
}

// downDuring is the first moment in [from, to) at which node's process was
// dead, as the network recorded its deaths and returns.
func (w *world) downDuring(node string, from, to time.Duration) (time.Duration, bool) {
	up := true
	for _, l := range w.net.Lives() {
		if l.Node == node && l.T <= from {
			up = l.Alive
		}
	}
	if !up && from < to {
		return from, true
	}
	for _, l := range w.net.Lives() {
		if l.Node == node && l.T > from && l.T < to && !l.Alive && !l.End {
			return l.T, true
		}
	}
	return 0, false
}

// registered is told when a record became live; a living replica that had
// dropped out is back.
func (w *world) registered(addr string) {
	if n := w.net.Node(addr); n != nil && !n.Alive() {
		// A renewal sent before the process died, brought in late: no
		// comeback of a running replica.
		delete(w.droppedOut, addr)
		if addr == replicaAddr(w.p.Replicas-1) {
			w.deadRecord(true, false)
		}
		return
	}
	if !w.stopped && w.droppedOut[addr] {
		delete(w.droppedOut, addr)
		w.comebacks++
		w.backs = append(w.backs, moment{addr, w.sim.Now()})
	}
}

// faultAt is the learner's fault of kind k on target that acted at now
// (its id): the first at that instant, else the last before it; "" when
// none did (the script's own kill or outage).
func (w *world) faultAt(k fault.Kind, target string, now time.Duration) string {
	id := ""
	for _, f := range w.p.Faults {
		switch {
		case f.Kind != k || f.Target != target || f.At > now:
		case f.At == now:
			return f.ID()
		default:
			id = f.ID()
		}
	}
	return id
}

// renewalAt is the message of addr's renewal that reached the registry at
// arrived, "" when its answer has not come back yet (nor been traced).
func (w *world) renewalAt(addr string, arrived time.Duration) string {
	rs := w.renewals[addr]
	for i := len(rs) - 1; i >= 0 && rs[i].arrived >= arrived; i-- {
		if rs[i].arrived == arrived {
			return rs[i].id
		}
	}
	return ""
}

// keptBy is the renewal that kept addr's record live in a list the
// registry read at read, for a resolution sent at step sent: the latest
// that had arrived by then, within the lease, answered before the
// resolution left (a cause comes first); "" when none was.
func (w *world) keptBy(addr string, read time.Duration, sent int) string {
	tr := w.net.Trace()
	rs := w.renewals[addr]
	for i := len(rs) - 1; i >= 0 && rs[i].arrived+w.p.Lease > read; i-- {
		if j := msgIndex(rs[i].id); rs[i].arrived <= read && j >= 0 && j < len(tr) && tr[j].AnsweredStep < sent {
			return rs[i].id
		}
	}
	return ""
}

// listedBy makes the resolution's message id name the renewals that kept
// the records its answer a lists: the list is what they made it.
func (w *world) listedBy(id string, a answer) {
	tr := w.net.Trace()
	i := msgIndex(id)
	if i < 0 || i >= len(tr) {
		return
	}
	m := &tr[i]
	for _, addr := range a.Addrs {
		if c := w.keptBy(addr, time.Duration(a.At), m.SentStep); c != "" && !slices.Contains(m.Causes, c) {
			// A copy: the causes the lab sent are not written into.
			m.Causes = append(slices.Clip(m.Causes), c)
		}
	}
}

// msgIndex is the place in the trace of the message id ("m17": 16), -1
// for none.
func msgIndex(id string) int {
	n, err := strconv.Atoi(strings.TrimPrefix(id, "m"))
	if err != nil || !strings.HasPrefix(id, "m") || n < 1 {
		return -1
	}
	return n - 1
}

// result builds the run's result, with a checkpoint between its long
// steps (lab.Env.Checkpoint: a page yields there at the heaviest values).
func (w *world) result(env *lab.Env) *lab.Result {
	sum := w.summary()
	env.Checkpoint()
	res := &lab.Result{
		Summary:      sum,
		Sections:     w.sections(sum),
		Spans:        w.spans(),
		Trace:        w.trace(),
		TraceDropped: w.net.TraceDropped(),
		Lives:        w.net.Lives(),
	}
	env.Checkpoint()
	res.Scene = w.sceneOf()
	env.Checkpoint()
	for _, r := range w.readings(sum) {
		res.Reading = append(res.Reading, lab.Say(r.id, r.text, r.claims...))
		sum.readings = append(sum.readings, r.id)
	}
	env.Checkpoint()
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

func sum(xs []int) int {
	t := 0
	for _, x := range xs {
		t += x
	}
	return t
}
