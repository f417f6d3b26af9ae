package registry

import (
	"slices"
	"strconv"
	"strings"
	"time"

	"playground/engine/claim"
	"playground/engine/i18n"
	"playground/engine/netsim"
	"playground/engine/words"
)

// reading is one sentence of "what the numbers say" with the id under which
// the tests know it, and what it claims about the raw run.
type reading struct {
	id   string
	text i18n.Text
	// claims are what the sentence asserts about the raw run, for the
	// oracle (engine/oracle): every number it states and every fact it
	// gives as observed.
	claims []claim.Claim
}

// readings says what this run's numbers mean. Each sentence is chosen by the
// fact it states, so a sentence appears only when its claim holds: none is a
// template filled with whatever the run produced.
func (w *world) readings(s *Summary) []reading {
	var r readings
	w.readCut(&r, s)
	w.readWindow(&r, s)
	w.readAtOnce(&r, s)
	w.readLater(&r, s)
	w.readEnd(&r, s)
	w.readHealth(&r, s)
	w.readRegistryDown(&r, s)
	w.readDropouts(&r, s)
	w.readResolves(&r, s)
	w.readFaultKills(&r)
	return r.out
}

type readings struct{ out []reading }

func (r *readings) say(id string, t i18n.Text, cs ...[]claim.Claim) {
	var all []claim.Claim
	for _, c := range cs {
		if claim.On {
			all = append(all, c...)
		}
	}
	r.out = append(r.out, reading{id: id, text: t, claims: all})
}

// one makes single claims fit say's lists.
func one(cs ...claim.Claim) []claim.Claim { return cs }

// readWindow says when the killed replica's record left the list: as
// observed before the measurement ended, or that it had not by then; and
// any later stretch a late renewal listed its dead address again.
func (w *world) readWindow(r *readings, s *Summary) {
	if !w.killed { // the horizon stopped the run first
		return
	}
	addr, kill := s.Killed, w.killAt
	dead := one(alive(addr, kill, false))
	win, hasWin := w.window()
	late := w.listedDead
	switch {
	case !w.killHit:
		died := w.lastDeath(addr, kill)
		r.say("kill_noop", readKillNoop.Format(addr, words.Dur(kill).With(words.Loc), words.Dur(died).With(words.Loc)),
			one(alive(addr, died, false), alive(addr, kill, false)))
	case !hasWin:
		cs := one(alive(addr, kill, false), counterAt(addr, "registered", kill, 0),
			renewalsIn(addr, 0, ending(claim.Served), sentIn(kill-w.p.Lease, 0), answeredBefore(kill)))
		switch {
		case len(late) > 0:
			r.say("no_window", readNoWindowLate, cs)
		case w.revivedAt > 0:
			r.say("no_window", readNoWindowBack.Format(words.Dur(w.revivedAt).With(words.Loc)), cs,
				one(counterAt(addr, "registered", w.revivedAt-1, 0), revived(addr, w.revivedAt, w.revivedAt+1, 1)))
		default:
			r.say("no_window", readNoWindow, cs, one(changedAt(addr, "registered", kill, -1)))
		}
	case win.expired:
		late = late[1:]
		r.say("window", readWindow.Format(words.Dur(win.to-kill), words.Dur(w.p.Lease)), dead,
			one(counterAt(addr, "registered", kill, 1), changedAt(addr, "registered", kill, win.to),
				revived(addr, kill, win.to, 0), w.noRenewalWithin(addr, win.to)))
	case !win.open():
		late = late[1:]
		r.say("window_restarted", readWindowRestarted.Format(words.Dur(win.to-kill)), dead,
			one(counterAt(addr, "registered", kill, 1), counterAt(addr, "registered", win.to, 1),
				revived(addr, kill, win.to, 0), revived(addr, win.to, win.to+1, 1)))
	default:
		late = late[1:]
		r.say("window_open", w.ended(readWindowOpen, readWindowOpenCut).Format(words.Dur(w.stopAt-kill), words.Dur(w.p.Lease)), dead,
			one(counterAt(addr, "registered", kill, 1), counterAt(addr, "registered", w.stopAt, 1),
				revived(addr, kill, w.stopAt, 0), w.measuredUntil()))
	}
	for _, st := range late {
		cs := one(alive(addr, st.from, false), counterAt(addr, "registered", st.from-1, 0), counterAt(addr, "registered", st.from, 1),
			atLeast(renewalsIn(addr, 1, ending(claim.Served), sentIn(0, kill), answeredSince(st.from))))
		var until i18n.Text
		switch {
		case st.expired:
			until = lateUntilExpired.Format(words.Dur(st.to - st.from))
			cs = append(cs, changedAt(addr, "registered", st.from, st.to), w.noRenewalWithin(addr, st.to))
		case st.open():
			until = w.ended(lateUntilEnd, lateUntilCut)
			cs = append(cs, counterAt(addr, "registered", w.stopAt, 1), revived(addr, st.from, w.stopAt, 0), w.measuredUntil())
		default:
			until = lateUntilBack.Format(words.Dur(st.to - st.from))
			cs = append(cs, counterAt(addr, "registered", st.to, 1), revived(addr, st.to, st.to+1, 1))
		}
		r.say("late_listed", readLateListed.Format(words.Dur(st.from-kill), until), cs)
	}
}

// readCut says where a run its horizon stopped was: in which phase, how
// far each path had got and what was still waiting then, or between which
// phases.
func (w *world) readCut(r *readings, s *Summary) {
	if !w.cut {
		return
	}
	last := len(w.phases) - 1
	ph, tn, open := w.phases[last], w.turns[last], w.client.open
	at := words.Dur(w.stopAt).With(words.Loc)
	cs := one(w.measuredUntil())
	runEnded := func(ns ...narrow) claim.Claim {
		return messages(1, clientAddr, open.addr, "", append(ns, withErr(netsim.ErrRunEnded))...)
	}
	if !ph.Cut {
		what := cutSleeping
		cs = append(cs, claim.Claim{Fact: claim.StateAt, Node: clientAddr, State: nodeIdle, At: w.stopAt, Value: 1})
		if open.kind == callBozul {
			what = cutOpenBozul.Format(open.addr)
			cs = append(cs, runEnded(func(c *claim.Claim) { c.Path = "/bozul" }))
		} else {
			cs = append(cs, messages(0, clientAddr, "", "/", withErr(netsim.ErrRunEnded), sentIn(msDuration(ph.EndMS), 0), func(c *claim.Claim) { c.Path = catalogPath }))
		}
		r.say("cut_between", readCutBetween.Format(at, w.names[last], what), cs)
		return
	}
	n := w.p.Requests
	regSent := tn.regN + ph.RegistryRunEnded
	turnsOf := func(from, v int) claim.Claim {
		return claim.Claim{Fact: claim.TurnCount, From: clientAddr, Path: catalogPath,
			Ref: strconv.Itoa(from) + "-" + strconv.Itoa(from+n-1), Value: float64(v)}
	}
	cs = append(cs, claim.Claim{Fact: claim.StateAt, Node: clientAddr, State: nodeMeasuring, At: w.stopAt, Value: 1},
		turnsOf(tn.static, tn.staticN), turnsOf(tn.reg, regSent))
	var what i18n.Text
	switch open.kind {
	case callStatic:
		what = cutOpenStatic.Format(open.addr)
		cs = append(cs, runEnded(func(c *claim.Claim) { c.Path = catalogPath }, sentIn(msDuration(ph.AtMS), 0)))
	case callRegistry:
		what = cutOpenRegistry.Format(open.addr)
		cs = append(cs, runEnded(func(c *claim.Claim) { c.Path = catalogPath }, sentIn(msDuration(ph.AtMS), 0)))
	default:
		what = cutOpenResolve
		cs = append(cs, runEnded(func(c *claim.Claim) { c.Path = "/cozumle/" }, sentIn(msDuration(ph.AtMS), 0)))
	}
	r.say("cut_phase", readCutPhase.Format(at, w.names[last], sentOf(tn.staticN), sentOf(regSent), cntRequestsAbl.N(n), what), cs)
}

// sentOf is how many of a path's requests it had sent, as the cut
// sentence says it: "2'si", or none.
func sentOf(n int) i18n.Text {
	if n == 0 {
		return cutNoneSent
	}
	return words.Int(n).With(words.Poss)
}

// lastDeath is when node's process last died at or before t.
func (w *world) lastDeath(node string, t time.Duration) time.Duration {
	var at time.Duration
	for _, l := range w.net.Lives() {
		if l.Node == node && !l.Alive && !l.End && l.T <= t {
			at = l.T
		}
	}
	return at
}

// readAtOnce says what the registry path did in the phase measured right
// after the kill.
func (w *world) readAtOnce(r *readings, s *Summary) {
	if !w.measured(1) {
		return
	}
	ph, addr := s.Phases[1], s.Killed
	var hit []slot // its requests to the killed replica's dead address
	for _, sl := range w.client.slots {
		if sl.phase == 1 && sl.outcome == deadAddr && sl.addr == addr {
			hit = append(hit, sl)
		}
	}
	sent := w.turns[1].regN
	switch {
	case len(hit) > 0:
		t, cs := readAtOnceDead, w.onPath(1, true, len(hit), to(addr), effect(effDeadAddress))
		if w.counterSeen(addr, "routable", hit[0].read) == 1 {
			t, cs = readAtOnceDeadListed, append(cs, counterAt(addr, "routable", hit[0].read, 1))
		}
		r.say("at_once_dead", t.Format(words.Int(len(hit)).With(words.Poss), cntRequestsOf.N(sent)), w.onPath(1, true, sent), cs)
	case ph.RegistryNoAnswer > 0 && ph.RegistryDead == 0:
		those := unsentMany
		if ph.RegistryNoAnswer == 1 {
			those = unsentOne
		}
		r.say("at_once_no_answer", readAtOnceNoAnswer.Format(cntRequestsOf.N(ph.RegistryNoAnswer), those),
			one(cell("outcomes/2/registry_no_answer", ph.RegistryNoAnswer),
				atLeast(resolutions(1, ending(claim.Failed), sentIn(w.turns[1].regAt, msDuration(ph.EndMS)+1)))),
			w.onPath(1, true, 0, effect(effDeadAddress)))
	case ph.Resolved && slices.Contains(ph.RegistryList, addr) && w.counterSeen(addr, "routable", w.firstRead(1)) == 1:
		r.say("at_once_missed", readAtOnceMissed.Format(cntRequestsOf.N(sent)),
			w.onPath(1, true, sent), w.onPath(1, true, 0, to(addr)),
			one(counterAt(addr, "routable", w.firstRead(1), 1)))
	case ph.Resolved && w.expiredAt() > 0 && w.firstRead(1) >= w.expiredAt() && w.counterSeen(addr, "registered", w.firstRead(1)) == 0:
		r.say("at_once_expired", readAtOnceExpired.Format(words.Dur(w.expiredAt()-w.killAt)),
			w.onPath(1, true, 0, to(addr)),
			one(changedAt(addr, "registered", w.killAt, w.expiredAt()), counterAt(addr, "registered", w.firstRead(1), 0)))
	}
}

// firstRead is when the registry read the list phase i's registry path
// first acted on.
func (w *world) firstRead(i int) time.Duration {
	for _, sl := range w.client.slots {
		if sl.phase == i {
			return sl.read
		}
	}
	return 0
}

// readLater says what the window held past the at-once phase, and what
// went to the dead address while the registry no longer listed it.
func (w *world) readLater(r *readings, s *Summary) {
	addr := s.Killed
	later := 0
	for _, sl := range w.client.slots {
		if sl.phase >= 2 && sl.outcome == deadAddr && sl.addr == addr && w.lifeOfKill(sl) == inWindow {
			later++
		}
	}
	if later > 0 && w.measured(1) { // it cites the lesson's line
		cs := w.deadIn(w.listedDead, addr, true)
		lesson := s.Phases[1].RegistryDead
		t := readLaterWindow
		if _, ok := w.window(); !ok || len(w.listedDead) > 1 {
			t = readLaterListed // a renewal brought in late listed it (again)
		}
		r.say("later_window", t.Format(cntRequests.N(s.WindowRequests), words.Int(s.DeadWindowRequests).With(words.Poss),
			lessonLine(lesson, w.p.Requests)), cs, w.onPath(1, true, lesson, effect(effDeadAddress)))
	}
	if s.DeadAfterWindow > 0 {
		var first slot
		for _, sl := range w.client.slots {
			if sl.outcome == deadAddr && sl.addr == addr && w.lifeOfKill(sl) == afterWindow {
				first = sl
				break
			}
		}
		t, cs := readLaterStaleBare, w.deadIn(w.unlistedDead(), addr, false)
		if w.counterSeen(addr, "registered", first.read) == 1 {
			t, cs = readLaterStale, append(cs, counterAt(addr, "registered", first.read, 1))
		}
		r.say("later_stale", t.Format(cntRequests.N(s.DeadAfterWindow)), cs)
	}
}

// deadIn claims, stretch by stretch, that the registry listed the dead
// address in it (or not), and phase by phase (from the one after the kill)
// how many of the registry path's requests were sent in the stretches to
// the dead address (and, when listed, how many were sent).
func (w *world) deadIn(sts []stretch, addr string, listed bool) []claim.Claim {
	var cs []claim.Claim
	for _, st := range sts {
		cs = append(cs, counterAt(addr, "registered", st.from, b2f(listed)))
	}
	for i := 1; i < len(w.phases); i++ {
		for _, st := range sts {
			var sent, dead int
			for _, sl := range w.client.slots {
				if sl.phase == i && sl.sent() && st.holds(sl.at) {
					sent++
					if sl.outcome == deadAddr && sl.addr == addr {
						dead++
					}
				}
			}
			in := sentIn(st.from, st.to)
			if listed {
				cs = append(cs, w.onPath(i, true, sent, in)...)
			}
			cs = append(cs, w.onPath(i, true, dead, in, to(addr), effect(effDeadAddress))...)
		}
	}
	return cs
}

// unlistedDead are the stretches of the killed replica's dead life in
// which the registry did not list it.
func (w *world) unlistedDead() []stretch {
	var out []stretch
	cur := w.killAt
	for _, st := range w.listedDead {
		if st.from > cur {
			out = append(out, stretch{from: cur, to: st.from})
		}
		if st.open() {
			return out
		}
		cur = st.to
	}
	if w.revivedAt == 0 || cur < w.revivedAt {
		out = append(out, stretch{from: cur, to: w.revivedAt})
	}
	return out
}

// lessonLine is the lesson's line's count as it prints it.
func lessonLine(dead, n int) i18n.Text {
	return i18n.Plain(strings.Join([]string{words.Int(dead).String(), words.Int(n).String()}, "/"))
}

// readEnd compares the last phase's two paths, from the two counts, and
// says what the file still lists.
func (w *world) readEnd(r *readings, s *Summary) {
	if !w.measured(4) {
		return
	}
	last, n := s.Phases[4], w.p.Requests
	reg, st := last.RegistryOK, last.StaticOK
	counts := [][]claim.Claim{
		w.onPath(4, true, reg, withStatus(200)), w.onPath(4, false, st, withStatus(200)),
		one(cell("phases/5/registry_ok", reg), cell("phases/5/static_ok", st)),
	}
	switch {
	case reg > st:
		from, end := msDuration(last.AtMS), w.stopAt
		file := one(counterAt(fileNode, "addrs", end, float64(w.p.Replicas)))
		t := readEndFile
		if up, back := w.upAt(s.Killed, from); !up && !back(end) {
			t = readEndDead
			file = append(file, alive(s.Killed, from, false), revived(s.Killed, from, end+1, 0))
		}
		r.say("end", t.Format(words.Int(reg), cntRequests.N(n), words.Int(st)), append(counts, file)...)
	case reg == st:
		r.say("end_same", readEndSame.Format(words.Int(reg), cntRequests.N(n)), counts...)
	default:
		fewer, _ := words.Fewer(reg, st)
		r.say("end_fewer", readEndFewer.Format(words.Int(reg), cntRequests.N(n), words.Int(st), words.Int(fewer)), counts...)
	}
}

// upAt reports whether node's process was alive at t, and whether it came
// back in (t, until].
func (w *world) upAt(node string, t time.Duration) (bool, func(until time.Duration) bool) {
	up := true
	for _, l := range w.net.Lives() {
		if l.Node == node && l.T <= t {
			up = l.Alive
		}
	}
	return up, func(until time.Duration) bool {
		for _, l := range w.net.Lives() {
			if l.Node == node && l.Alive && l.T > t && l.T <= until {
				return true
			}
		}
		return false
	}
}

// readHealth: a living process that cannot work, and why a request still
// reached it — a list older than what the registry routed to, or a
// registry not yet told (health travels with the next renewal).
func (w *world) readHealth(r *readings, s *Summary) {
	if !w.measured(3) {
		w.readStatic503(r, s)
		return
	}
	ph, addr := s.Phases[3], s.Unhealthy
	seen := func(node, counter string, t time.Duration) int { return int(w.counterSeen(node, counter, t)) }
	if t := w.firstRead(3); ph.Resolved && !slices.Contains(ph.RegistryList, addr) && ph.RegistryRecords > ph.RegistryAddrs &&
		w.aliveAt(addr, t) && seen(addr, "registered", t) == 1 && seen(addr, "routable", t) == 0 &&
		seen(registryAddr, "records", t) == ph.RegistryRecords && seen(registryAddr, "routable", t) == ph.RegistryAddrs {
		r.say("health", readHealth.Format(addr, words.Int(ph.RegistryRecords), words.Int(ph.RegistryAddrs)),
			listed(addr, t, true, false), one(alive(addr, t, true),
				counterAt(registryAddr, "records", t, float64(ph.RegistryRecords)), counterAt(registryAddr, "routable", t, float64(ph.RegistryAddrs)),
				cell("phases/4/registry_records", ph.RegistryRecords), cell("phases/4/registry_addrs", ph.RegistryAddrs)))
	}
	// Each 503 of the phase: did the registry still route to the replica
	// when the request left (it had not heard), or had it stopped (the
	// list was older than that)?
	var all, stale, unknown []slot
	routed := func(sl slot) bool { return seen(addr, "routable", sl.at) == 1 }
	fresh := ph.Resolved && ph.ChangesMissed == 0 // the list had missed no change when the phase took it
	for _, sl := range w.client.slots {
		if sl.phase != 3 || sl.outcome != unhealthy {
			continue
		}
		all = append(all, sl)
		if !routed(sl) {
			stale = append(stale, sl)
		} else {
			unknown = append(unknown, sl)
			// Fresh: taken in the phase, and the registry had not moved on
			// when the request left.
			fresh = fresh && sl.answered >= msDuration(ph.AtMS) && w.indexAt(sl.at) == sl.index
		}
	}
	if len(stale) > 0 {
		cs := [][]claim.Claim{slotsByTurn(all, func(sl slot) bool { return !routed(sl) }, to(addr), withStatus(503))}
		for _, sl := range stale {
			cs = append(cs, one(counterAt(addr, "routable", sl.at, 0)))
		}
		t := readHealthStaleBare
		if seen(addr, "routable", stale[0].read) == 1 {
			t = readHealthStale
			cs = append(cs, one(counterAt(addr, "routable", stale[0].read, 1)))
		}
		r.say("health_stale", t.Format(cntRequests.N(len(stale))), cs...)
	}
	if len(unknown) > 0 {
		cs := [][]claim.Claim{slotsByTurn(all, routed, to(addr), withStatus(503))}
		for _, sl := range unknown {
			cs = append(cs, one(counterAt(addr, "routable", sl.at, 1)))
		}
		when := readNeverReported
		unhealthyRenewals := registerPath(serviceName, addr, false)
		if w.reportedAt > 0 {
			when = readReportedAt.Format(words.Dur(w.reportedAt - w.brokenAt))
			cs = append(cs, one(
				claim.Claim{Fact: claim.StateFrom, Node: addr, State: nodeUnhealthy, Value: claim.Ms(w.brokenAt)},
				atLeast(messages(1, addr, registryAddr, unhealthyRenewals, ending(claim.Served), sentIn(0, w.reportedAt+1))),
				messages(0, addr, registryAddr, unhealthyRenewals, ending(claim.Served), answeredBefore(w.reportedAt))))
		} else {
			cs = append(cs, one(messages(0, addr, registryAddr, unhealthyRenewals, ending(claim.Served), answeredBefore(w.stopAt))))
		}
		t := readHealthUnknownHeld
		if fresh {
			t = readHealthUnknown
			for _, sl := range unknown {
				cs = append(cs, one(counterAt(registryAddr, "index", sl.at, float64(sl.index))))
			}
		}
		r.say("health_unknown", t.Format(cntRequests.N(len(unknown)), when), cs...)
	}
	w.readStatic503(r, s)
}

// readStatic503: the static file cannot tell an unhealthy replica.
func (w *world) readStatic503(r *readings, s *Summary) {
	if s.StaticUnhealthy > 0 {
		cs := [][]claim.Claim{w.columnTotal("outcomes", "static_unhealthy", s.StaticUnhealthy, func(ph phaseResult) int { return ph.StaticUnhealthy })}
		for i, ph := range s.Phases {
			cs = append(cs, w.onPath(i, false, ph.StaticUnhealthy, to(s.Unhealthy), withStatus(503)))
		}
		r.say("static_503", readStatic503.Format(cntRequests.N(s.StaticUnhealthy)), cs...)
	}
}

// columnTotal claims a column's total over the phases: its sum, or, in a
// run stopped at its horizon (whose rows never reached hold "—"), the
// cell of each phase it reached.
func (w *world) columnTotal(sec, col string, total int, of func(phaseResult) int) []claim.Claim {
	if !w.cut {
		return one(columnSum(sec+"/"+col, total))
	}
	var cs []claim.Claim
	for i, ph := range w.phases {
		cs = append(cs, cell(sec+"/"+row(i)+"/"+col, of(ph)))
	}
	return cs
}

// aliveAt reports whether node's process was alive at t.
func (w *world) aliveAt(node string, t time.Duration) bool {
	up, _ := w.upAt(node, t)
	return up
}

// readRegistryDown: the registry as a single point of failure, and what a
// held list or an empty answer did.
func (w *world) readRegistryDown(r *readings, s *Summary) {
	if s.RegistryNoAnswer > 0 {
		r.say("outage", readOutage.Format(cntRequestsOf.N(s.RegistryNoAnswer)),
			w.columnTotal("outcomes", "registry_no_answer", s.RegistryNoAnswer, func(ph phaseResult) int { return ph.RegistryNoAnswer }),
			one(atLeast(resolutions(1, ending(claim.Failed)))))
	}
	var held [][]claim.Claim
	phases := 0
	for i, ph := range s.Phases {
		at := msDuration(ph.UsedAtMS)
		if ph.Resolved && !w.aliveAt(registryAddr, at) && w.turns[i].regN > 0 {
			phases++
			held = append(held, one(alive(registryAddr, at, false)), w.onPath(i, true, w.turns[i].regN))
		}
	}
	if phases > 0 {
		r.say("outage_held", readOutageHeld.Format(cntPhases.N(phases)), held...)
	}
	if s.RegistryNoAddress > 0 {
		var first slot
		for _, sl := range w.client.slots {
			if sl.outcome == noAddress {
				first = sl
				break
			}
		}
		r.say("no_address", readNoAddress.Format(cntRequestsOf.N(s.RegistryNoAddress)),
			w.columnTotal("outcomes", "registry_no_address", s.RegistryNoAddress, func(ph phaseResult) int { return ph.RegistryNoAddress }),
			one(atLeast(resolutions(1, effect(effListsNone), answeredSince(first.answered), answeredBefore(first.answered+1)))))
	}
}

// readDropouts: living replicas dropping out, why, and coming back.
func (w *world) readDropouts(r *readings, s *Summary) {
	if d := s.LiveDropoutCauses; d.total() > 0 {
		var causes []i18n.Text
		if d.Outage > 0 {
			causes = append(causes, causeOutage.N(d.Outage))
		}
		if d.Blip > 0 {
			causes = append(causes, causeBlip.N(d.Blip))
		}
		if d.Interval > 0 {
			causes = append(causes, causeInterval.N(d.Interval))
		}
		if d.Fault > 0 {
			causes = append(causes, causeFault.N(d.Fault))
		}
		var cs []claim.Claim
		for _, dr := range w.drops {
			cs = append(cs, alive(dr.addr, dr.at, true), counterAt(dr.addr, "registered", dr.at-1, 1),
				counterAt(dr.addr, "registered", dr.at, 0), w.noRenewalWithin(dr.addr, dr.at), w.dropCauseClaim(dr))
		}
		r.say("dropouts", readDropouts.Format(cntTimes.N(d.total()), words.Dur(w.p.Lease), joinTexts(causes, "; ")), cs)
	}
	if len(w.backs) > 0 {
		var cs []claim.Claim
		for _, b := range w.backs {
			cs = append(cs, alive(b.addr, b.at, true), counterAt(b.addr, "registered", b.at-1, 0), counterAt(b.addr, "registered", b.at, 1))
		}
		r.say("oscillation", readOscillation.Format(cntTimes.N(len(w.backs))), cs)
	}
}

// dropCauseClaim claims what kept a dropout's renewals away.
func (w *world) dropCauseClaim(d dropout) claim.Claim {
	switch d.cause {
	case causeDown:
		return alive(registryAddr, d.down, false)
	case causeLostInBlip:
		from, until := max(d.renewed, w.p.BlipAt), min(d.at, w.p.BlipAt+w.p.BlipFor)
		return renewalsIn(d.addr, 0, sentIn(from, until)) // lost before they left
	case causeFaulted:
		return claim.Claim{Fact: claim.FaultHeld, Node: d.target, At: d.faultAt, Value: 1}
	}
	// None sent in time: the next beat came a lease after the last.
	return renewalsIn(d.addr, 0, sentIn(d.renewed, d.at-netsim.DefaultLatency))
}

// readResolves: what the resolve mode cost, said against the table's column.
func (w *world) readResolves(r *readings, s *Summary) {
	p := w.p
	if p.Resolve == resolvePhase {
		return
	}
	inPhases := 0
	for _, ph := range s.Phases {
		inPhases += ph.Resolutions
	}
	between := s.ResolutionRequests - inPhases
	// The last still waiting at the end: the watch's query parked at the
	// registry, or the script's own one the horizon stopped. The trace
	// holds it when a fault was applied (the run's end records the calls
	// it left open), and not otherwise (it holds finished calls).
	parked := b2i(w.client.polling) + b2i(w.cut && w.client.open.kind == callResolve)
	cs := [][]claim.Claim{w.columnTotal("resolve", "resolution_requests", inPhases, func(ph phaseResult) int { return ph.Resolutions })}
	if len(p.Faults) > 0 {
		cs = append(cs, one(resolutions(s.ResolutionRequests), resolutions(parked, withErr(netsim.ErrRunEnded))))
	} else {
		cs = append(cs, one(resolutions(s.ResolutionRequests-parked)))
	}
	for i := range s.Phases {
		cs = append(cs, w.onPath(i, true, w.turns[i].regN))
	}
	mode := p.Spec().Field("resolve").ChoiceLabel(p.Resolve)
	split := readResolvesAllInPhases
	switch {
	case between > 0 && parked > 0:
		split = w.ended(readResolvesBetweenParked, readResolvesBetweenParkedCut).Format(words.Int(inPhases), words.Int(between))
	case between > 0:
		split = readResolvesBetween.Format(words.Int(inPhases), words.Int(between))
	case parked > 0:
		split = w.ended(readResolvesAllInPhasesParked, readResolvesAllInPhasesParkedCut)
	}
	r.say("resolves", readResolves.Format(mode, cntResolutions.N(s.ResolutionRequests), cntCalls.N(s.CatalogRequests), split), cs...)
}

// readFaultKills: the replicas a learner's fault killed, how long the list
// kept them.
func (w *world) readFaultKills(r *readings) {
	for _, fk := range w.scene.faultKills {
		at := words.Dur(fk.at).With(words.Loc)
		dead := one(alive(fk.addr, fk.at, false), counterAt(fk.addr, "registered", fk.at, 1))
		switch {
		case fk.restarted:
		case fk.expired:
			end := fk.at + fk.listed
			r.say("fault_listed", readFaultListed.Format(fk.addr, at, words.Dur(fk.listed)), dead,
				one(changedAt(fk.addr, "registered", fk.at, end), revived(fk.addr, fk.at, end, 0), w.noRenewalWithin(fk.addr, end)))
		default:
			r.say("fault_listed_end", w.ended(readFaultListedEnd, readFaultListedEndCut).Format(fk.addr, at), dead,
				one(counterAt(fk.addr, "registered", w.stopAt, 1), revived(fk.addr, fk.at, w.stopAt, 0), w.measuredUntil()))
		}
	}
}

// sentOnRegistryPath counts the registry path's requests that left in a phase.
func sentOnRegistryPath(ph phaseResult) int { return ph.RegistrySent }

// registryDownAt reports whether the registry was in its outage at t.
func (w *world) registryDownAt(t time.Duration) bool {
	return w.p.OutageFor > 0 && t >= w.p.OutageAt && t < w.p.OutageAt+w.p.OutageFor
}

// joinTexts joins texts language by language.
func joinTexts(ts []i18n.Text, sep string) i18n.Text {
	var tr, en []string
	for _, t := range ts {
		tr, en = append(tr, t.TR), append(en, t.EN)
	}
	return i18n.Text{TR: strings.Join(tr, sep), EN: strings.Join(en, sep)}
}
