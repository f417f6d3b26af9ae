package registry

import (
	"fmt"
	"net/url"
	"slices"
	"strconv"
	"strings"
	"time"

	"playground/engine/i18n"
	"playground/engine/lab"
	"playground/engine/param"
	"playground/engine/policy"
	"playground/engine/sim"
)

// The code challenges' solutions, by challenge id: each is its Solution,
// as the address carries it (set as the package starts).
var (
	solutions = map[string]string{
		"ask-again-after-failure": solAskAgain,
		"outage-skip-failed":      solSkipFailed,
	}
)

func init() {
	for i := range challenges {
		if src, ok := solutions[challenges[i].ID]; ok {
			challenges[i].Solution = param.PolicyParam + "=" + url.QueryEscape(src)
		}
	}
}

// hook is what the learner writes: the registry path's client. The static
// path stays the lesson's file read round-robin, so the lesson's
// comparison stays in the table whatever the code does.
var hook = &policy.Hook{
	Func:    "discover",
	Params:  []string{"event", "client", "knobs", "rng"},
	Starter: starter,
	Doc:     hookDoc,
}

// decider makes the registry path's client's decisions.
type decider interface {
	// resolve: ask the registry before the phase's request i?
	resolve(c *client, proc *sim.Proc, i int) bool
	// noAnswer: the registry did not answer; keep acting on the list
	// held (true) or forget it?
	noAnswer(c *client, proc *sim.Proc, i int) bool
	// pick: the address of the list held (not empty) request i goes to.
	pick(c *client, proc *sim.Proc, i int) string
}

// builtin is the resolve mode's rule: once a phase (the lesson), before
// every call, while the cache is fresh, or until a watch keeps the list;
// only the cache falls back to an old list; round-robin.
type builtin struct{}

func (builtin) resolve(c *client, proc *sim.Proc, i int) bool {
	switch c.w.p.Resolve {
	case resolvePhase:
		return i == 0
	case resolveCache:
		return !c.cache.ok || proc.Now()-c.cache.at >= c.w.p.CacheTTL
	case resolveWatch:
		return !c.watching
	}
	return true
}

func (builtin) noAnswer(c *client, _ *sim.Proc, _ int) bool { return c.w.p.Resolve == resolveCache }

func (builtin) pick(c *client, _ *sim.Proc, i int) string {
	a := c.cache.Addrs
	return a[i%len(a)]
}

// coded is the learner's code deciding.
type coded struct {
	prog  policy.Program
	knobs policy.Struct
	rng   *policy.Rand
}

// newCoded loads the learner's code for a run.
func newCoded(p *Params, s *sim.Sim, env *lab.Env) (*coded, error) {
	prog, err := env.Policy(hook, p.Policy)
	if err != nil {
		return nil, err
	}
	knobs := policy.Struct{
		"resolve":      p.Resolve,
		"cache_ttl_ms": ms(p.CacheTTL),
		"lease_ms":     ms(p.Lease),
		"renew_ms":     ms(p.Renew),
		"requests":     p.Requests,
		"replicas":     p.Replicas,
	}
	return &coded{prog: prog, knobs: knobs, rng: &policy.Rand{R: s.Rand()}}, nil
}

// Events the code is called with.
const (
	evResolve  = "resolve"
	evNoAnswer = "no_answer"
	evPick     = "pick"
)

func (d *coded) call(c *client, proc *sim.Proc, i int, event string) any {
	return policy.Must(d.prog, event, c.state(proc.Now(), i), d.knobs, d.rng)
}

func (d *coded) resolve(c *client, proc *sim.Proc, i int) bool {
	return d.boolean(d.call(c, proc, i, evResolve), evResolve)
}

func (d *coded) noAnswer(c *client, proc *sim.Proc, i int) bool {
	return d.boolean(d.call(c, proc, i, evNoAnswer), evNoAnswer)
}

func (d *coded) pick(c *client, proc *sim.Proc, i int) string {
	v := d.call(c, proc, i, evPick)
	a, ok := v.(string)
	if !ok {
		panic(policy.Errorf(d.prog.Line(), txtPickNotString, show(v)))
	}
	if !slices.Contains(c.cache.Addrs, a) {
		panic(policy.Errorf(d.prog.Line(), txtPickNotListed, show(v), strings.Join(c.cache.Addrs, ", ")))
	}
	return a
}

func (d *coded) boolean(v any, event string) bool {
	b, ok := v.(bool)
	if !ok {
		panic(policy.Errorf(d.prog.Line(), txtNotBool, event, show(v)))
	}
	return b
}

var (
	txtNotBool = i18n.Text{
		TR: "“discover”, “%s” ile çağrıldığında True ya da False döndürmeli; dönen değer: %s",
		EN: "“discover” must return True or False when called with “%s”; it returned %s",
	}
	txtPickNotString = i18n.Text{
		TR: "“discover”, “pick” ile çağrıldığında “client.addresses” içinden bir adres (metin) döndürmeli; dönen değer: %s",
		EN: "“discover” must return an address (a string) of “client.addresses” when called with “pick”; it returned %s",
	}
	txtPickNotListed = i18n.Text{
		TR: "“discover”, “pick” ile çağrıldığında %s döndürdü; bu adres istemcinin listesinde yok (liste: %s)",
		EN: "“discover” returned %s when called with “pick”: that address is not on the client's list (the list: %s)",
	}
)

// show writes a value the code returned as the code would write it.
func show(v any) string {
	switch v := v.(type) {
	case nil:
		return "None"
	case bool:
		if v {
			return "True"
		}
		return "False"
	case string:
		return strconv.Quote(v)
	}
	s := fmt.Sprint(v)
	if len(s) > 60 {
		s = s[:60] + "…"
	}
	return s
}

// outcomeName is what a client sees of a request's end.
var outcomeName = [...]string{served: "ok", deadAddr: "refused", unhealthy: "503", noAnswer: "", noAddress: "", otherError: "lost"}

// state is the client as the code reads it at now, before request i of
// the phase.
func (c *client) state(now time.Duration, i int) policy.Struct {
	h := c.cache
	age := 0.0
	if h.ok {
		age = ms(now - h.at)
	}
	last, outcome := "", ""
	if c.last.ok {
		last, outcome = c.last.addr, outcomeName[c.last.outcome]
	}
	return policy.Struct{
		"phase":        c.phase + 1,
		"request":      i,
		"now_ms":       ms(now),
		"held":         h.ok,
		"addresses":    h.Addrs,
		"age_ms":       age,
		"index":        int64(h.Index),
		"watching":     c.watching,
		"failed":       c.failed,
		"last_address": last,
		"last_outcome": outcome,
		"resolutions":  c.resolutions,
	}
}
