package cache

import (
	"math"
	"time"

	"playground/engine/fault"
	"playground/engine/lab"
	"playground/engine/netsim"
	"playground/engine/policy"
	"playground/engine/sim"
)

// Strategy ids, in the order of the summary and the tables: the lesson's
// three, then the ones beyond it.
const (
	stratPlain        = "plain"
	stratSingleFlight = "singleflight"
	stratSWR          = "swr"
	stratSharedLock   = "shared_lock"
	stratXFetch       = "xfetch"
	// stratXFetchSF is XFetch as production code runs it: the read that
	// draws "recompute" starts the refresh in the background through the
	// instance's flight table, so one caller refreshes and nobody waits.
	stratXFetchSF = "xfetch_sf"
)

var strategies = []string{stratPlain, stratSingleFlight, stratSWR, stratSharedLock, stratXFetch, stratXFetchSF}

// lessonStrategies is how many of strategies the lesson itself runs.
const lessonStrategies = 3

// hotKey is the lesson's most-read key: the Merkez branch's stock count.
const hotKey = "kutuphane:b1:n1:ksube-1:stok"

// never is the expiry of an entry a load has just stored: it outlives the run.
const never = time.Duration(math.MaxInt64)

// StampedeRow is one strategy's outcome.
type StampedeRow struct {
	Name        string `json:"name"`
	SourceCalls int    `json:"source_calls"`
	Waiting     int    `json:"waiting"` // reads that waited for the source
	Stale       int    `json:"stale"`   // reads answered with the expired value
	// Hits are reads the fresh entry answered at once: with Waiting and
	// Stale, every read is in exactly one of the three.
	Hits       int `json:"hits"`
	DurationMS int `json:"duration_ms"`
	// StoreRoundTrips are lock attempts in the shared store (shared_lock only).
	StoreRoundTrips int `json:"store_round_trips"`
	// Overlapping are source calls started while another load of the key
	// was still in flight: the duplicated work a stampede is made of.
	Overlapping int `json:"overlapping_calls"`
	// LongestMS is the longest any read waited for its answer, unrounded.
	LongestMS float64 `json:"longest_wait_ms"`
	// Failed reads got an error: the source call they waited on failed
	// under a learner's fault (FailedCalls of the source calls did).
	Failed      int `json:"failed,omitempty"`
	FailedCalls int `json:"failed_calls,omitempty"`
	// Unanswered reads still waited for an answer when a faulted run was
	// stopped at its horizon (UnansweredCalls of the source calls had
	// none yet either). Like Failed, they are among Waiting; while there
	// are any, LongestMS and DurationMS count their wait up to the
	// horizon: the least they waited, not a measured wait.
	Unanswered      int `json:"unanswered,omitempty"`
	UnansweredCalls int `json:"unanswered_calls,omitempty"`

	calls []time.Duration // when each source call started
	// faulted: a learner's fault failed one of its source calls or made
	// one take other than the source latency; firstFaulted: one of those
	// that started first.
	faulted, firstFaulted bool
	longest               time.Duration // the longest any read waited for its answer
	end                   time.Duration // when the last read was answered (the horizon, for a cut row)
}

// cut reports whether the run's horizon stopped this strategy with reads
// or source calls still waiting.
func (r StampedeRow) cut() bool { return r.Unanswered > 0 || r.UnansweredCalls > 0 }

// stampede is one strategy's run: the reads of the hot key around the moment
// its entry falls out, on their own simulation.
type stampede struct {
	p        *Params
	s        *sim.Sim
	strategy string
	expiryAt time.Duration // when the entry falls out, unless refreshed before
	// expires is the entry's expiry; an expired entry is still there (stale),
	// which only stale-while-revalidate uses.
	expires  time.Duration
	inFlight int                   // source calls under way
	flights  []*Group[string, int] // one table per app instance
	lock     *Group[string, int]   // one table in the shared store
	row      StampedeRow
	rec      *recording // nil unless this is the strategy the scene follows
	// faults are the learner's on this strategy's source and the links to
	// it, by bare node id ("source", "app-1>source"): only the strategies
	// the replay shows have them (their nodes are in the scene).
	faults []fault.Fault
	// code is the learner's policy, nil for the built-in logic (it decides
	// the followed strategy's stampede only); rng is the stream it is
	// handed, this stampede's.
	code *code
	rng  *policy.Rand
	// current is each flight table's call under way, which a read that
	// joins the table waits on.
	current map[*Group[string, int]]*flight
	// reads and loads are every read and source call so far, with whether
	// it has ended: a run its horizon stops records the rest as the trace
	// records a call still open then.
	reads []pendingRead
	loads []pendingLoad
}

// pendingRead is a read until it is answered; kind is the effect it will
// have (a miss, a read joining a load under way, an early recomputation).
type pendingRead struct {
	instance int
	start    time.Duration
	kind     string
	done     bool
	fl       *flight // the source call it waits on
}

// pendingLoad is a source call until its answer or failure reaches the
// app; took is when the source had the request (never, while a drop, a
// delay or a stall keeps it from the source).
type pendingLoad struct {
	instance           int
	start, took        time.Duration
	overlapping, early bool
	done               bool
	// fl is the flight it is, faults the ids of the faults that failed,
	// held or delayed it; rec its index among the recording's source
	// calls once recorded (-1 before).
	fl     *flight
	faults []string
	rec    int32
}

// failedLoad is what a failed source call hands its waiters instead of a
// value: an error, which every read waiting on that call gets.
const failedLoad = -1

// outcome is a read's outcome once its load came back with v.
func outcome(v int, ok string) string {
	if v == failedLoad {
		return outFailed
	}
	return ok
}

// fate is what the learner's faults make of a source call sent at t from
// instance: when its answer, or its failure, reaches the app, the error
// ("" for an answer), and when the source had the request (never if it
// did not). A delay on the link comes first; a drop loses the call, which
// fails when the drop ends (the lesson's call has no timeout); a dead
// source refuses it; a stalled one takes it when the stall ends, and holds
// the answer it writes during a stall until that ends; a kill while it
// holds the call resets it. Every moment is the model's own: one the run's
// horizon comes before is never reached (its event never runs). by are
// the ids of the faults that did it (the drop, the delay, the kill, the
// stalls): the call's causes.
func (w *stampede) fate(instance int, t time.Duration) (end, took time.Duration, err string, by []string) {
	if len(w.faults) == 0 {
		return t + w.p.Latency, t, "", nil
	}
	link := appID(instance) + ">" + nodeIDSource
	if end, ok := fault.Until(w.faults, fault.Drop, link, t); ok {
		return end, never, errDropped, activeIDs(w.faults, fault.Drop, link, t)
	}
	by = activeIDs(w.faults, fault.Delay, link, t)
	arrive := t + fault.DelayOn(w.faults, link, t)
	if fault.Down(w.faults, nodeIDSource, arrive) {
		return arrive, never, errRefused, append(by, killedBy(w.faults, nodeIDSource, arrive))
	}
	var held []string
	took = w.heldTo(arrive, &held)
	done := w.heldTo(took+w.p.Latency, &held)
	if at, ok := fault.KilledIn(w.faults, nodeIDSource, arrive, done); ok {
		// The stalls that held it before the kill reset it.
		return at, took, errReset, append(append(by, startedBy(w.faults, held, at)...), killAt(w.faults, nodeIDSource, at))
	}
	return done, took, "", append(by, held...)
}

// heldTo is when something the source has at t leaves it: at t, or when
// the stalls holding it then (one after another) end; it adds their ids
// to by.
func (w *stampede) heldTo(t time.Duration, by *[]string) time.Duration {
	for {
		end, ok := fault.Until(w.faults, fault.Stall, nodeIDSource, t)
		if !ok {
			return t
		}
		*by = append(*by, activeIDs(w.faults, fault.Stall, nodeIDSource, t)...)
		t = end
	}
}

// Errors a source call can end with under a learner's fault, as a trace
// message says them (netsim's words).
// errRunEnded: a call still open when the run's horizon stopped it.
var (
	errRefused  = netsim.ErrRefused.Error()
	errReset    = netsim.ErrReset.Error()
	errDropped  = netsim.ErrDropped.Error()
	errRunEnded = netsim.ErrRunEnded.Error()
)

// expiryAt is when the hot key's entry falls out: as the first reads arrive
// in the lesson, or after half of them when they arrive at a rate, so the
// window shows both sides of the expiry (XFetch acts before it).
func (p *Params) expiryAt() time.Duration {
	return arrival(p.Requests/2, p.Rate)
}

// runStampede runs one strategy; with rec it also records every read, load
// and lock attempt for the trace and the scene.
func runStampede(env *lab.Env, p *Params, strategy string, rec *recording, c *code) (StampedeRow, error) {
	w := &stampede{p: p, s: env.NewSim(p.Seed), strategy: strategy, expiryAt: p.expiryAt(), rec: rec}
	if c != nil {
		w.code, w.rng = c, &policy.Rand{R: w.s.Rand()}
	}
	if rec != nil {
		w.faults = lab.FaultsOn(p.Faults, rec.bare)
	}
	w.expires = w.expiryAt
	w.row.Name = strategy
	for range p.Instances {
		w.flights = append(w.flights, NewGroup[string, int](w.s))
	}
	w.lock = NewGroup[string, int](w.s)
	w.current = map[*Group[string, int]]*flight{}
	// The lesson's Promise.all over Array.from: reads start in index order;
	// with a rate, one arrives each 1/rate and goes to the next instance.
	w.s.Go("arrivals", func(proc *sim.Proc) {
		for i := range w.p.Requests {
			if t := arrival(i, w.p.Rate); t > proc.Now() {
				proc.Sleep(t - proc.Now())
			}
			instance := i % w.p.Instances
			w.s.At(proc.Now(), func() { w.read(instance) })
		}
	})
	if err := w.s.Run(); err != nil {
		return StampedeRow{}, err
	}
	w.endOpen(w.s.Now())
	w.row.DurationMS = roundTo10ms(w.row.longest)
	w.row.LongestMS = toMS(w.row.longest)
	return w.row, nil
}

// loader is the lesson's kaynaktanUret called from one app instance: count
// the call, take the latency, store a fresh entry, then answer. fl is the
// flight the call is, as the reads waiting on it know it.
func (w *stampede) loader(instance int, fl *flight) Load[int] {
	return func(answer func(int)) {
		start := w.s.Now()
		w.row.SourceCalls++
		w.row.calls = append(w.row.calls, start)
		overlapping := w.inFlight > 0
		if overlapping {
			w.row.Overlapping++
		}
		w.inFlight++
		end, took, err, by := w.fate(instance, start)
		off := err != "" || end-start != w.p.Latency
		w.row.faulted = w.row.faulted || off
		w.row.firstFaulted = w.row.firstFaulted || off && start == w.row.calls[0]
		i := len(w.loads)
		fl.load = i
		w.loads = append(w.loads, pendingLoad{instance: instance, start: start, took: took, overlapping: overlapping, early: start < w.expiryAt,
			fl: fl, faults: by, rec: -1})
		w.s.At(end, func() {
			w.inFlight--
			w.loads[i].done = true
			w.loads[i].rec = w.rec.load(instance, start, w.s.Now(), overlapping, start < w.expiryAt, err, err == "" || took < end, fl.by, by)
			if err != "" {
				w.row.FailedCalls++
				answer(failedLoad) // the entry stays as it was
				return
			}
			w.expires = never
			answer(137)
		})
	}
}

// endOpen records what the run's horizon stopped at end: each read still
// waiting for an answer and each source call still open, as the trace
// records a call open at the run's end (netsim.ErrRunEnded); a waiting
// read's wait counts up to end. A run that ran to its end has none.
func (w *stampede) endOpen(end time.Duration) {
	for i, l := range w.loads {
		if !l.done {
			w.row.UnansweredCalls++
			w.loads[i].rec = w.rec.load(l.instance, l.start, end, l.overlapping, l.early, errRunEnded, l.took <= end, l.fl.by, l.faults)
		}
	}
	for _, r := range w.reads {
		if !r.done {
			w.row.Unanswered++
			w.row.longest = max(w.row.longest, end-r.start)
			w.row.end = end
			w.rec.unanswered(r.instance, r.start, end, r.kind, w.loadRef(r.fl))
		}
	}
	if w.row.UnansweredCalls > 0 {
		w.row.end = end
	}
}

func (w *stampede) fresh(now time.Duration) bool { return now < w.expires }

// read is one request for the hot key under the run's strategy. Each branch
// either answers at once (a hit) or arranges for answer to be called when
// the read gets its value.
func (w *stampede) read(instance int) {
	start := w.s.Now()
	i := len(w.reads)
	w.reads = append(w.reads, pendingRead{instance: instance, start: start, kind: outMiss})
	// answer records the read's outcome; by is its cause among the
	// exchanges (the call whose answer it got, the lock attempt the
	// store answered).
	answer := func(outcome string, by xref) {
		now := w.s.Now()
		switch outcome {
		case outFailed:
			w.row.Failed++
		case outHit:
			w.row.Hits++
		}
		w.reads[i].done = true
		w.row.longest = max(w.row.longest, now-start)
		w.row.end = max(w.row.end, now)
		w.rec.read(instance, start, now, outcome, by)
	}
	// wait is a miss that waits for a load through a flight table: its own
	// (a miss, which by started: a lock attempt) or one already under way
	// (joined).
	wait := func(g *Group[string, int], by xref) {
		fl := newFlight()
		fl.by = by
		f, started := g.Start(hotKey, w.loader(instance, fl))
		kind := outJoined
		if started {
			kind = outMiss
			w.current[g] = fl
		} else {
			fl = w.current[g]
		}
		w.reads[i].kind = kind
		w.reads[i].fl = fl
		f.Then(func(v int) { answer(outcome(v, kind), w.loadRef(fl)) })
	}
	// The learner's code decides instead of the lab's logic, never both:
	// XFetch's draw is made once.
	var act action
	if policy.Linked && w.code != nil {
		act = w.code.read(w, instance, start)
	} else {
		act = w.builtin(instance, start)
	}
	switch act {
	case actSource:
		w.row.Waiting++
		ok := outMiss
		if w.fresh(start) {
			ok = outRecompute
		}
		w.reads[i].kind = ok
		fl := newFlight()
		w.reads[i].fl = fl
		w.loader(instance, fl)(func(v int) { answer(outcome(v, ok), w.loadRef(fl)) })
	case actJoin:
		w.row.Waiting++
		wait(w.flights[instance], xref{})
	case actStale:
		// Answer with the value held, refresh in the background once
		// (stale-while-revalidate; on a fresh entry, XFetch's early
		// refresh through single-flight): the refresh this read starts
		// names it, the read recorded next.
		fl := newFlight()
		if w.rec != nil {
			fl.by = xref{byRead, int32(len(w.rec.reads))}
		}
		if _, started := w.flights[instance].Start(hotKey, w.loader(instance, fl)); started {
			w.current[w.flights[instance]] = fl
		}
		if w.fresh(start) {
			answer(outHit, xref{})
			return
		}
		w.row.Stale++
		answer(outStale, xref{})
	case actLock:
		// The lock attempt is the miss's extra round trip; the store may
		// answer with the value if a load landed meanwhile.
		w.row.Waiting++
		w.row.StoreRoundTrips++
		w.s.After(w.p.RTT, func() {
			attempt := w.rec.lockAttempt(instance, start, w.s.Now())
			if w.fresh(w.s.Now()) {
				answer(outJoined, attempt)
				return
			}
			wait(w.lock, attempt)
		})
	default:
		answer(outHit, xref{})
	}
}

// action is what a read of the hot key does.
type action uint8

const (
	actHit    action = iota // answer at once from the fresh entry
	actSource               // call the source and wait for it (plain, XFetch's recompute)
	actJoin                 // wait through the instance's flight table (single-flight)
	actStale                // answer now, refresh in the background through the flight table (SWR)
	actLock                 // single-flight with its lock in the shared store
)

// builtin is what a read at now from instance does under the run's
// strategy, the lab's own logic (the starter code, policy.star, is the
// same in the learner's language).
func (w *stampede) builtin(instance int, now time.Duration) action {
	switch w.strategy {
	case stratXFetch:
		if w.recomputeEarly(now) {
			return actSource
		}
		return actHit
	case stratXFetchSF:
		switch {
		case !w.fresh(now):
			return actJoin
		case !w.flights[instance].InFlight(hotKey) && w.recomputeEarly(now):
			// Still fresh: answer now, refresh in the background once.
			return actStale
		}
		return actHit
	}
	if w.fresh(now) {
		return actHit
	}
	switch w.strategy {
	case stratSingleFlight:
		return actJoin
	case stratSWR:
		return actStale
	case stratSharedLock:
		return actLock
	}
	return actSource // plain: every miss calls the source
}

// recomputeEarly is XFetch (Vattani et al.): recompute when
// now − δ·β·ln(rand) ≥ expiry, δ being how long a load takes. The paper's
// version has no lock: every read that draws "recompute" calls the source.
func (w *stampede) recomputeEarly(now time.Duration) bool {
	if w.expires == never {
		return false
	}
	if now >= w.expires {
		return true
	}
	delta := float64(w.p.Latency)
	if delta == 0 || w.p.Beta == 0 {
		return false
	}
	u := 1 - w.s.Rand().Float64() // (0, 1]: ln stays finite
	return float64(now)-delta*w.p.Beta*math.Log(u) >= float64(w.expires)
}

// roundTo10ms is the lesson's Math.round(ms / 10) * 10.
func roundTo10ms(d time.Duration) int {
	ms := float64(d) / float64(time.Millisecond)
	return int(math.Floor(ms/10+0.5)) * 10
}
