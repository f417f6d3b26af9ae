package admission

import (
	"math/rand/v2"
	"time"

	"playground/engine/backoff"
	"playground/engine/sim"
)

// client is the lesson's curl loop, plus what a client may do with a 503.
type client struct {
	sim  *sim.Sim
	p    *Params
	wire wire
	pool *jobPool
	st   *modeStats
	// lead is how long after its send a request's arrival event runs: the
	// direct wire's hop, so that one event both sends and delivers a fresh
	// request (a million-request stream saves a million events).
	lead time.Duration
}

// open starts a new request at time at with its work drawn from attrs.
func (c *client) open(at time.Duration, attrs *rand.Rand) {
	j := c.pool.get()
	j.work = c.p.Work
	if c.p.WorkDist == workExp {
		j.work = time.Duration(attrs.ExpFloat64() * float64(c.p.Work))
	}
	if c.p.Critical > 0 {
		j.critical = attrs.Float64() < c.p.Critical
	}
	j.first = at
	j.attempt = 1
	if c.p.Deadline > 0 {
		// A request's deadline counts from its first attempt; a retry
		// carries what is left of it, as a propagated deadline does.
		j.deadline = at + c.p.Deadline
	}
	c.st.open(j)
	c.emit(j, at)
}

func (c *client) emit(j *job, at time.Duration) {
	j.sent = at
	j.queued, j.held, j.reached = false, false, false
	c.wire.send(j, at) // the wire counts the attempt when it leaves (modeStats.offer)
}

// receive takes the answer to an attempt at time at: retry or finish.
func (c *client) receive(j *job, status int, at time.Duration) {
	c.st.answer(j, status, at)
	if status == statusShed && c.p.Client != clientNone && int(j.attempt) < c.p.Attempts {
		d := c.delay(int(j.attempt), time.Duration(j.after)*time.Second)
		j.attempt++
		c.emit(j, at+d)
		return
	}
	c.st.close(j, status, at)
	c.pool.put(j)
}

// late reports a 200 that reaches the client after the request's window
// (Params.window): the work was done for nobody.
func (c *client) late(j *job, status int, at time.Duration) bool {
	return status == statusOK && at > j.first+c.p.window()
}

// lastTry reports that a 503 to j's current attempt ends its request: the
// client retries, but this was the last try it allows. (A client that never
// retries gives up on every 503; that is the lesson's curl, said apart.)
func (c *client) lastTry(j *job) bool {
	return c.p.Client != clientNone && int(j.attempt) >= c.p.Attempts
}

// Paths: the lesson's curls ask for /is; with priority classes a request
// names its class in its query, as a client marks its priority, so the
// record tells the classes apart.
const (
	pathWork     = "/is"
	pathNormal   = "/is?sinif=normal"
	pathCritical = "/is?sinif=kritik"
)

func (c *client) path(j *job) string {
	switch {
	case c.p.Critical == 0:
		return pathWork
	case j.critical:
		return pathCritical
	}
	return pathNormal
}

// delay is the wait before the next try after `failed` rejected ones, the
// last 503 having said Retry-After: retryAfter (the knob's, or what a
// learner's policy said). backoff: Retry-After is the floor ("a base
// duration"), to which the client adds full jitter over a window that
// doubles with each failure.
func (c *client) delay(failed int, retryAfter time.Duration) time.Duration {
	switch c.p.Client {
	case clientRetryAfter:
		return retryAfter
	case clientBackoff:
		return retryAfter + backoff.FullJitter(c.sim.Rand(), retryAfter, 0, failed)
	}
	return 0
}

// arrivals schedules the requests: all at once (the lesson's ten curls in the
// background), or an open-loop Poisson stream. Draws come from the run's own
// streams, so both modes see the very same requests.
func (c *client) arrivals(seed uint64) {
	gaps := rand.New(rand.NewPCG(seed, 0x61727269))  // "arri"
	attrs := rand.New(rand.NewPCG(seed, 0x61747472)) // "attr"
	if c.p.Arrivals == arrivalsBurst {
		for i := range c.p.Requests {
			c.open(0, attrs)
			// A burst of 100,000 opens before the run: the page's pauses,
			// and its end when the run was called off.
			if i%256 == 255 && !c.sim.Tick() {
				return
			}
		}
		return
	}
	mean := float64(time.Second) / c.p.Rate
	var tick func()
	at := time.Duration(0)
	tick = func() {
		c.open(at, attrs)
		c.schedule(&at, gaps, mean, tick)
	}
	c.schedule(&at, gaps, mean, tick)
}

func (c *client) schedule(at *time.Duration, gaps *rand.Rand, mean float64, tick func()) {
	*at += time.Duration(gaps.ExpFloat64() * mean)
	if *at < c.p.Duration {
		c.sim.At(*at+c.lead, tick)
	}
}
