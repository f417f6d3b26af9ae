package registry

import (
	"strconv"
	"time"

	"playground/engine/claim"
)

// Claims are what a reading asserts about the raw run, for the oracle
// (engine/oracle): which messages the trace holds, which node lived when,
// what the scene's counters said. These helpers build them; the values are
// what the sentences say.

// narrow adds a condition to a message selection.
type narrow func(*claim.Claim)

func to(addr string) narrow      { return func(c *claim.Claim) { c.To = addr } }
func withStatus(code int) narrow { return func(c *claim.Claim) { c.Status = code } }
func effect(e string) narrow     { return func(c *claim.Claim) { c.Effect = e } }
func withErr(e error) narrow     { return func(c *claim.Claim) { c.Err = e.Error() } }
func ending(o claim.Outcome) narrow {
	return func(c *claim.Claim) { c.Outcome = o }
}

// sentIn keeps messages sent in [from, until) (until 0: to the end).
func sentIn(from, until time.Duration) narrow {
	return func(c *claim.Claim) { c.Since, c.Until = from, until }
}

// answeredSince keeps messages whose call ended at or after t.
func answeredSince(t time.Duration) narrow { return func(c *claim.Claim) { c.AnswerSince = t } }

// answeredBefore keeps messages whose call ended before t.
func answeredBefore(t time.Duration) narrow { return func(c *claim.Claim) { c.AnswerUntil = t } }

// onPath claims how many of phase i's calls on one path (the registry
// path's, or the static file's) pass the narrowing: the calls named by
// their turn (claim.TurnCount), since the script makes the static path's
// then the registry path's one after another, at instants they may share.
// A path that sent nothing in the phase has nothing to claim.
func (w *world) onPath(i int, registry bool, v int, ns ...narrow) []claim.Claim {
	if !claim.On {
		return nil
	}
	tn := w.turns[i]
	from, n := tn.static, tn.staticN
	if registry {
		from, n = tn.reg, tn.regN
	}
	if n == 0 {
		return nil
	}
	c := claim.Claim{Fact: claim.TurnCount, From: clientAddr, Path: catalogPath,
		Ref: strconv.Itoa(from) + "-" + strconv.Itoa(from+n-1), Value: float64(v)}
	for _, f := range ns {
		f(&c)
	}
	return []claim.Claim{c}
}

// messages claims a count of the trace's messages.
func messages(v int, from, toAddr, path string, ns ...narrow) claim.Claim {
	if !claim.On {
		return claim.Claim{}
	}
	c := claim.Claim{Fact: claim.Count, From: from, To: toAddr, Path: path, Value: float64(v)}
	for _, f := range ns {
		f(&c)
	}
	return c
}

// atLeast turns a claim into a lower bound.
func atLeast(c claim.Claim) claim.Claim { c.Op = claim.AtLeast; return c }

func alive(node string, at time.Duration, up bool) claim.Claim {
	if !claim.On {
		return claim.Claim{}
	}
	return claim.Claim{Fact: claim.Alive, Node: node, At: at, Value: b2f(up)}
}

// revived claims how many times node's process came back in [since, until).
func revived(node string, since, until time.Duration, n int) claim.Claim {
	if !claim.On {
		return claim.Claim{}
	}
	return claim.Claim{Fact: claim.Revived, Node: node, Since: since, Until: until, Value: float64(n)}
}

func counterAt(node, counter string, at time.Duration, v float64) claim.Claim {
	if !claim.On {
		return claim.Claim{}
	}
	return claim.Claim{Fact: claim.CounterAt, Node: node, Ref: counter, At: at, Value: v}
}

// changedAt claims the first moment after at when node's counter changed
// (−1: never within the run).
func changedAt(node, counter string, at, when time.Duration) claim.Claim {
	if !claim.On {
		return claim.Claim{}
	}
	v := -1.0
	if when >= 0 {
		v = claim.Ms(when)
	}
	return claim.Claim{Fact: claim.CounterChange, Node: node, Ref: counter, At: at, Value: v}
}

func cell(ref string, v int) claim.Claim {
	if !claim.On {
		return claim.Claim{}
	}
	return claim.Claim{Fact: claim.Cell, Ref: ref, Value: float64(v)}
}

func columnSum(ref string, v int) claim.Claim {
	if !claim.On {
		return claim.Claim{}
	}
	return claim.Claim{Fact: claim.ColumnSum, Ref: ref, Value: float64(v)}
}

// listed claims what the registry held of addr at t: its record live, and
// routable (live and healthy).
func listed(addr string, t time.Duration, live, routable bool) []claim.Claim {
	if !claim.On {
		return nil
	}
	return []claim.Claim{counterAt(addr, "registered", t, b2f(live)), counterAt(addr, "routable", t, b2f(routable))}
}

// renewalsIn claims how many of addr's renewals sent in [from, until)
// pass the narrowing.
func renewalsIn(addr string, v int, ns ...narrow) claim.Claim {
	if !claim.On {
		return claim.Claim{}
	}
	return messages(v, addr, registryAddr, "/kayit/", ns...)
}

// noRenewalWithin claims that none of addr's renewals reached the registry
// in the lease that ran out at expiry: none was handled after its last
// renewal (expiry − lease) and answered before expiry (a renewal handled
// in time would have kept the record).
func (w *world) noRenewalWithin(addr string, expiry time.Duration) claim.Claim {
	if !claim.On {
		return claim.Claim{}
	}
	return renewalsIn(addr, 0, ending(claim.Served), sentIn(expiry-w.p.Lease, 0), answeredBefore(expiry))
}

// measuredUntil claims when the measurement ended: the script goes idle
// after the last phase. It looks from just after the phase began: at that
// instant the phase before may have ended (an idle moment of no length).
// A run its horizon stopped ended there: its record goes on to then.
func (w *world) measuredUntil() claim.Claim {
	if !claim.On {
		return claim.Claim{}
	}
	if w.cut {
		return claim.Claim{Fact: claim.End, Value: claim.Ms(w.stopAt)}
	}
	from := msDuration(w.phases[len(w.phases)-1].AtMS)
	if from < w.stopAt {
		from++
	}
	return claim.Claim{Fact: claim.StateFrom, Node: clientAddr, State: nodeIdle, At: from, Value: claim.Ms(w.stopAt)}
}

// slotsByTurn claims which of a phase's registry-path requests that the
// narrowing selects (sls, sent, in turn order) are those `in` keeps: a run
// of consecutive kept ones at a time, each claim naming the turns from the
// run's first request to its last (the narrowing finds no other there).
func slotsByTurn(sls []slot, in func(slot) bool, ns ...narrow) []claim.Claim {
	if !claim.On {
		return nil
	}
	var cs []claim.Claim
	for i := 0; i < len(sls); {
		if !in(sls[i]) {
			i++
			continue
		}
		j := i
		for j+1 < len(sls) && in(sls[j+1]) {
			j++
		}
		c := claim.Claim{Fact: claim.TurnCount, From: clientAddr, Path: catalogPath,
			Ref: strconv.Itoa(sls[i].turn) + "-" + strconv.Itoa(sls[j].turn), Value: float64(j - i + 1)}
		for _, f := range ns {
			f(&c)
		}
		cs = append(cs, c)
		i = j + 1
	}
	return cs
}

// resolutions claims a count of the script's resolution requests.
func resolutions(v int, ns ...narrow) claim.Claim {
	if !claim.On {
		return claim.Claim{}
	}
	return messages(v, clientAddr, registryAddr, "/cozumle/", ns...)
}

// ordinal number 1-based rows for cell references.
func row(i int) string { return strconv.Itoa(i + 1) }
