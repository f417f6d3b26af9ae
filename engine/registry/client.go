package registry

import (
	"encoding/json"
	"strconv"
	"time"

	"playground/engine/netsim"
	"playground/engine/sim"
)

const clientAddr = "olc" // the lesson's measuring script, calling as one client

// watchRetry is how long a watching client waits before re-asking a registry
// that refused it (a fixed back-off; Consul's watches back off similarly).
const watchRetry = 100 * time.Millisecond

// held is an answer as the client keeps it: when it arrived, and whether
// there is one at all.
type held struct {
	answer
	at time.Duration
	ok bool
}

// client is the measuring script's two ways to find the catalogue: the
// static address file, and the registry in one of the resolve modes.
type client struct {
	w           *world
	file        []string // adresler.json, written once at deployment
	cache       held     // last answer (cache and watch modes)
	watching    bool
	resolutions int
	catalog     int
}

// side is one path's result in a phase.
type side struct {
	ok      int
	records int
	addrs   []string
	first   held          // the answer behind the phase's first request
	usedAt  time.Duration // when that answer was used
	behind  uint64        // registry changes the answer had not seen then
}

// call is the lesson's cagir: a GET on the catalogue; only 200 counts.
func (c *client) call(p *sim.Proc, addr string) bool {
	resp, err := c.w.net.Call(p, clientAddr, addr, &netsim.Request{Path: "/kitap/978-0"}, netsim.Options{})
	return err == nil && resp.Status == 200
}

// static is the lesson's sabit(): the file, round-robin.
func (c *client) static(p *sim.Proc) side {
	a := c.file
	s := side{records: len(a), addrs: a}
	for i := 0; i < c.w.p.Requests && len(a) > 0; i++ {
		if c.call(p, a[i%len(a)]) {
			s.ok++
		}
	}
	return s
}

// viaRegistry is the lesson's kesif() generalised: where the address list
// comes from before each request depends on the resolve mode.
func (c *client) viaRegistry(p *sim.Proc) side {
	var s side
	var h held
	for i := 0; i < c.w.p.Requests; i++ {
		if i == 0 || c.w.p.Resolve != resolvePhase {
			h = c.lookup(p)
		}
		if i == 0 {
			s.first, s.records, s.addrs, s.usedAt = h, h.Records, h.Addrs, p.Now()
			if h.ok {
				s.behind = c.w.reg.st.index() - h.Index // measured, not known to the client
			}
		}
		if !h.ok || len(h.Addrs) == 0 {
			if c.w.p.Resolve == resolvePhase {
				break // the lesson's loop stops on an empty list
			}
			continue
		}
		c.catalog++
		if c.call(p, h.Addrs[i%len(h.Addrs)]) {
			s.ok++
		}
	}
	return s
}

func (c *client) lookup(p *sim.Proc) held {
	switch c.w.p.Resolve {
	case resolveCache:
		return c.cached(p)
	case resolveWatch:
		return c.watched(p)
	default:
		return c.fetch(p, 0)
	}
}

// cached serves from the client's cache while it is younger than the TTL and
// keeps the last list when the registry cannot answer (stale beats nothing).
func (c *client) cached(p *sim.Proc) held {
	now := p.Now()
	if c.cache.ok && now-c.cache.at < c.w.p.CacheTTL {
		return c.cache
	}
	if h := c.fetch(p, 0); h.ok {
		c.cache = h
		return h
	}
	return c.cache
}

// watched returns the list a background blocking query keeps current; the
// first use fetches it and starts the watch.
func (c *client) watched(p *sim.Proc) held {
	if c.watching {
		return c.cache
	}
	h := c.fetch(p, 0)
	if !h.ok {
		return h
	}
	c.cache, c.watching = h, true
	p.Go(clientAddr+" watch", c.watch)
	return h
}

// watch is the long-poll loop: ask "what changed since index N", block at
// the registry until the index moves, keep the answer, ask again.
func (c *client) watch(p *sim.Proc) {
	for !c.w.stopped {
		h := c.fetch(p, c.cache.Index)
		if c.w.stopped {
			return
		}
		if !h.ok {
			p.Sleep(watchRetry)
			continue
		}
		c.cache = h
	}
}

// fetch is one resolution request; index > 0 makes it a blocking query.
func (c *client) fetch(p *sim.Proc, index uint64) held {
	c.resolutions++
	path := "/cozumle/" + serviceName
	if index > 0 {
		path += "?index=" + strconv.FormatUint(index, 10)
	}
	resp, err := c.w.net.Call(p, clientAddr, registryAddr, &netsim.Request{Path: path}, netsim.Options{})
	if err != nil || resp.Status != 200 {
		return held{}
	}
	var a answer
	if json.Unmarshal([]byte(resp.Body), &a) != nil {
		return held{}
	}
	return held{answer: a, at: p.Now(), ok: true}
}
