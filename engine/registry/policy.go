package registry

import (
	_ "embed"
	"fmt"
	"net/url"
	"slices"
	"strconv"
	"strings"
	"time"

	"playground/engine/i18n"
	"playground/engine/param"
	"playground/engine/policy"
	"playground/engine/sim"
)

// starter is the built-in client in Starlark: each resolve mode's rule,
// the fallback to an old list and the round-robin pick, as the Go below
// decides them (TestTheStarterCodeIsTheBuiltInClient).
//
//go:embed policy.star
var starter string

// The code challenges' solutions, by challenge id: each is its Solution,
// as the address carries it (set as the package starts).
var (
	//go:embed solutions/ask-again-after-failure.star
	solAskAgain string
	//go:embed solutions/outage-skip-failed.star
	solSkipFailed string

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
	Doc: i18n.Text{
		TR: "Kayıt defteri yolundaki istemcinin iki kararı: kayıt defterine ne zaman yeniden sorulacağı ve listeden hangi adresin çağrılacağı. Statik dosya yolu dersteki gibi kalır. “discover” her istekten önce “event” = “resolve” ile çağrılır: True dönerse istemci kayıt defterinden yeni liste ister, False dönerse elindeki listeyi kullanır. Kayıt defteri yanıt vermezse ve elde bir liste varsa “no_answer” ile çağrılır: True eski listeyi kullanmayı sürdürür, False onu bırakır (kayıt defteri yeniden yanıt verene dek istek gönderilmez). Sonra, elde boş olmayan bir liste varsa “pick” ile çağrılır ve “client.addresses” içinden bir adres döndürmelidir. “client” alanları: “phase” (aşama, 1–5), “request” (isteğin aşamadaki sırası, 0'dan), “now_ms” (şimdiki an), “held” (elde liste var mı), “addresses” (elindeki liste), “age_ms” (listenin yaşı), “index” (listenin yansıttığı kayıt defteri dizini), “watching” (izleme sürüyor mu), “failed” (bu liste geldiğinden beri isteği başarısız olan adresler), “last_address” ve “last_outcome” (son isteğin adresi ve sonucu: “ok”, “refused”, “503”, “lost”; henüz istek yoksa boş), “resolutions” (şimdiye dek çözümleme isteği). “knobs” alanları: “resolve”, “cache_ttl_ms”, “lease_ms”, “renew_ms”, “requests”, “replicas”. “rng”: “rng.below(n)”, “rng.random()”.",
		EN: "The registry path's client's two decisions: when it asks the registry again and which address of its list it calls. The static file's path stays the lesson's. “discover” is called before each request with “event” = “resolve”: True makes the client ask the registry for a fresh list, False uses the list it holds. When the registry does not answer and a list is held, it is called with “no_answer”: True keeps using the old list, False drops it (no request is sent until the registry answers again). Then, when the list held is not empty, it is called with “pick” and must return an address of “client.addresses”. “client” fields: “phase” (1–5), “request” (the request's turn in the phase, from 0), “now_ms” (the moment), “held” (whether a list is held), “addresses” (the list held), “age_ms” (the list's age), “index” (the registry index the list reflects), “watching” (whether a watch runs), “failed” (addresses whose request failed since this list came), “last_address” and “last_outcome” (the last request's address and what became of it: “ok”, “refused”, “503”, “lost”; empty before the first), “resolutions” (resolution requests so far). “knobs” fields: “resolve”, “cache_ttl_ms”, “lease_ms”, “renew_ms”, “requests”, “replicas”. “rng”: “rng.below(n)”, “rng.random()”.",
	},
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
func newCoded(p *Params, s *sim.Sim) (*coded, error) {
	prog, err := policy.Load(hook, p.Policy)
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
