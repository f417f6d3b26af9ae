package registry

import (
	"errors"
	"slices"
	"strconv"
	"time"

	"playground/engine/netsim"
	"playground/engine/sim"
)

const clientAddr = "olc" // the lesson's measuring script, calling as one client

// catalogPath is the lesson's catalogue request, the same on both paths.
const catalogPath = "/kitap/978-0"

// watchRetry is how long a watching client waits before re-asking a registry
// that refused it (a fixed back-off; Consul's watches back off similarly).
const watchRetry = 100 * time.Millisecond

// held is an answer as the client keeps it: when it arrived, and whether
// there is one at all.
type held struct {
	answer
	at time.Duration
	ok bool
	// id is the resolution's message in the trace: the cause of each
	// request sent to an address of this list.
	id string
}

// read is when the registry read its table for the answer.
func (h held) read() time.Duration { return time.Duration(h.At) }

// client is the measuring script's two ways to find the catalogue: the
// static address file, and the registry in one of the resolve modes.
type client struct {
	w           *world
	file        []string // adresler.json, written once at deployment
	cache       held     // the list held: the last answer (kept for the phase in the lesson's mode)
	watching    bool
	polling     bool // a watch's query is out (still parked when the run ends, it never comes back)
	resolutions int
	catalog     int
	// open is the script's call under way (none between calls): the one a
	// run stopped at its horizon left waiting.
	open openCall
	// phase is the phase being measured; slots every registry-path request
	// slot: its phase, when it was sent (or found nothing to send to), what
	// became of it and when the answer it acted on had come.
	phase int
	slots []slot
	// failed are the held list's addresses whose request failed since it
	// came; last is the registry path's last request (the learner's code
	// reads both).
	failed []string
	last   lastCall
	// using is the resolution whose list the request being sent came from
	// (the file's event on the static path); failure is the registry
	// path's failed call (a request, or a resolution) since the client last
	// asked, which the learner's code may ask again for.
	using   string
	failure string
}

// lastCall is a registry-path request and what became of it.
type lastCall struct {
	addr    string
	outcome outcome
	ok      bool // there was one
}

type slot struct {
	phase    int
	at       time.Duration
	outcome  outcome
	answered time.Duration // when the list the slot acted on arrived (0: no list)
	read     time.Duration // when the registry read its table for that list (0: no list)
	index    uint64        // the registry's index that list reflects
	addr     string        // where it was sent (sent slots)
	turn     int           // its turn among the script's catalogue calls (sent slots)
}

// sent reports whether the slot's request left (it has a message).
func (sl slot) sent() bool { return sl.outcome != noAnswer && sl.outcome != noAddress }

// openCall is a call of the script's under way: its kind, and where to.
type openCall struct {
	kind callKind
	addr string
}

type callKind int

const (
	callNone     callKind = iota
	callStatic            // a static-path catalogue request
	callRegistry          // a registry-path catalogue request
	callResolve           // a resolution request of the registry path
	callBozul             // the script's /bozul
)

// outcome is what became of one of a phase's request slots.
type outcome int

const (
	served     outcome = iota // 200
	deadAddr                  // sent to an address whose process was dead: refused
	unhealthy                 // a living replica that reports unhealthy answered 503
	noAnswer                  // not sent: the registry did not answer, nothing held
	noAddress                 // not sent: the answer listed no routable address
	otherError                // lost on a faulted link or cut off by a kill: sent, no answer
)

// side is one path's result in a phase: what each request slot became, and
// the answer the path acted on.
type side struct {
	counts  [otherError + 1]int
	records int
	addrs   []string
	first   held          // the answer behind the phase's first request
	looked  bool          // the path had that answer (or knew it had none)
	usedAt  time.Duration // when that answer was used
	behind  uint64        // registry changes the answer had not seen then
}

func (s *side) add(o outcome, n int) { s.counts[o] += n }

// call is the lesson's cagir: a GET on the catalogue; only 200 counts. The
// outcome is read at the moment of sending: a dead address is one whose
// process is dead when the request leaves, whatever the client believed.
func (c *client) call(proc *sim.Proc, kind callKind, addr string) outcome {
	node := c.w.net.Node(addr)
	dead := node == nil || !node.Alive()
	c.open = openCall{kind, addr}
	req := &netsim.Request{Path: catalogPath, Kind: kindRequest}
	if kind == callStatic {
		req.Kind = kindStatic
	}
	if c.using != "" {
		req.Causes = []string{c.using} // the list that named addr: a resolution, or the file
	}
	r := c.w.net.Send(clientAddr, addr, req, netsim.Options{}).Wait(proc)
	resp, err := r.Resp, r.Err
	c.open = openCall{}
	o := otherError
	switch {
	case err == nil && resp.Status == 200:
		return served
	case dead && errors.Is(err, netsim.ErrRefused):
		o = deadAddr
	case err == nil && resp.Status == 503:
		o = unhealthy
	}
	if kind == callRegistry && r.ID != "" {
		c.failure = r.ID
	}
	return o
}

// static is the lesson's sabit(): the file, round-robin.
func (c *client) static(proc *sim.Proc, s *side) {
	a := c.file
	s.records, s.addrs = len(a), a
	c.using = c.w.scene.fileRef
	for i := 0; i < c.w.p.Requests && len(a) > 0; i++ {
		s.add(c.call(proc, callStatic, a[i%len(a)]), 1)
	}
	c.using = ""
}

// viaRegistry is the lesson's kesif() generalised: before each request the
// client decides whether to ask the registry for a fresh list, what it
// does when the registry does not answer, and which address of its list
// it calls — by the resolve mode's rule (builtin), or by the learner's
// code (policy.go). A request slot with no list to act on is not sent and
// counts as failed for that reason. (The lesson's loop stops at an empty
// list; its remaining slots, with the same list and nothing asked, count
// the same one by one.)
func (c *client) viaRegistry(proc *sim.Proc, s *side) {
	d := c.w.decide
	n := c.w.p.Requests
	for i := 0; i < n; i++ {
		if d.resolve(c, proc, i) {
			c.refresh(proc, i)
		}
		h := c.cache
		addr := ""
		if h.ok && len(h.Addrs) > 0 {
			addr = d.pick(c, proc, i)
		}
		if i == 0 {
			s.first, s.records, s.addrs, s.usedAt, s.looked = h, h.Records, h.Addrs, proc.Now(), true
			if h.ok {
				s.behind = c.w.reg.st.index() - h.Index // measured, not known to the client
			}
		}
		if addr == "" {
			why := noAddress
			if !h.ok {
				why = noAnswer
			}
			s.add(why, 1)
			c.slots = append(c.slots, slot{phase: c.phase, at: proc.Now(), outcome: why, answered: h.at, read: readOf(h)})
			continue
		}
		c.catalog++
		at := proc.Now()
		c.using = h.id
		o := c.call(proc, callRegistry, addr)
		c.using = ""
		c.slots = append(c.slots, slot{phase: c.phase, at: at, outcome: o, answered: h.at, read: h.read(), index: h.Index, addr: addr})
		s.add(o, 1)
		c.sent(addr, o)
	}
}

// readOf is when the registry read the list h holds, 0 without one.
func readOf(h held) time.Duration {
	if !h.ok {
		return 0
	}
	return h.read()
}

// refresh asks the registry for the list. An answer is held (and starts
// the watch in the watch mode); without one, the client keeps the list it
// held or forgets it, as decided.
func (c *client) refresh(proc *sim.Proc, i int) {
	h := c.resolve(proc, c.askedFor(proc, i))
	switch {
	case h.ok:
		c.keep(h)
		if c.w.p.Resolve == resolveWatch && !c.watching {
			c.watching = true
			proc.Go(clientAddr+" watch", c.watch)
		}
	case c.cache.ok && !c.w.decide.noAnswer(c, proc, i):
		c.forget()
	}
}

// resolve is the script's own resolution request (the watch's run beside
// it), sent for why.
func (c *client) resolve(proc *sim.Proc, why []string) held {
	c.failure = ""
	c.open = openCall{kind: callResolve, addr: registryAddr}
	h, id := c.fetch(proc, 0, why)
	c.open = openCall{}
	if !h.ok && id != "" {
		c.failure = id
	}
	return h
}

// askedFor is what made the client ask the registry before request i, as
// far as the run can tell: an ask the resolve mode's own rule makes is
// the script's step (the phase's start, every call), or, with the cache,
// the held list whose time ran out (its resolution); an ask the rule
// would not make is the learner's code's, and names the failure since
// the client last asked (a refused request, a 503, a resolution that got
// no answer), the one thing it reads that changed. The starter code, as
// the rule, gives the same causes.
func (c *client) askedFor(proc *sim.Proc, i int) []string {
	switch {
	case !(builtin{}).resolve(c, proc, i):
		if c.failure != "" {
			return []string{c.failure}
		}
	case c.w.p.Resolve == resolveCache && c.cache.ok && c.cache.id != "":
		return []string{c.cache.id}
	}
	return nil
}

// watch is the long-poll loop: ask "what changed since index N", block at
// the registry until the index moves, keep the answer, ask again.
func (c *client) watch(proc *sim.Proc) {
	prev := c.cache.id // each query is asked after the last one's answer
	for !c.w.stopped {
		c.polling = true
		var why []string
		if prev != "" {
			why = []string{prev}
		}
		h, id := c.fetch(proc, c.cache.Index, why)
		prev = id
		c.polling = false
		if c.w.stopped {
			return
		}
		if !h.ok {
			proc.Sleep(watchRetry)
			continue
		}
		c.keep(h)
	}
}

// keep holds an answer: the list the next requests act on until another
// comes. The replay shows it as the client's cache in the cache and watch
// modes (in the others the lesson's client keeps its list for the phase
// or the call only, and the replay has no cache to show).
func (c *client) keep(h held) {
	c.cache, c.failed = h, nil
	if c.w.hasCache() {
		c.w.scene.cacheHeld(c.w, h)
	}
}

// forget drops the list held: the next requests act on none until the
// registry answers again.
func (c *client) forget() {
	c.cache, c.failed = held{}, nil
	if c.w.hasCache() {
		c.w.scene.emit(c.w, cacheNode, nodeEmpty, map[string]float64{"addrs": 0})
	}
}

// sent notes what became of a registry-path request, for the learner's
// code: the last request, and the held list's addresses that failed.
func (c *client) sent(addr string, o outcome) {
	c.last = lastCall{addr: addr, outcome: o, ok: true}
	if o != served && !slices.Contains(c.failed, addr) {
		c.failed = append(c.failed, addr)
	}
}

// fetch is one resolution request, sent for the events why; index > 0
// makes it a blocking query. Its message (id) names, once answered, the
// renewals that kept the records it lists.
func (c *client) fetch(proc *sim.Proc, index uint64, why []string) (held, string) {
	c.resolutions++
	path := "/cozumle/" + serviceName
	if index > 0 {
		path += "?index=" + strconv.FormatUint(index, 10)
	}
	r := c.w.net.Send(clientAddr, registryAddr, &netsim.Request{Path: path, Kind: kindResolution, Causes: why}, netsim.Options{}).Wait(proc)
	if r.Err != nil || r.Resp.Status != 200 {
		return held{}, r.ID
	}
	a, ok := readAnswer(r.Resp.Body)
	if !ok {
		return held{}, r.ID
	}
	c.w.listedBy(r.ID, a)
	return held{answer: a, at: proc.Now(), ok: true, id: r.ID}, r.ID
}
