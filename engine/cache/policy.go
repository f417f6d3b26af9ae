package cache

import (
	"fmt"
	"math/rand/v2"
	"strconv"
	"time"

	"playground/engine/i18n"
	"playground/engine/lab"
	"playground/engine/policy"
	"playground/engine/words"
)

// hook is the decision a learner may write in this lab: what a read of the
// hot key does in the followed strategy's stampede — answer from the
// cache, call the source, join the call in flight, serve stale and
// refresh, or take the shared lock — and the lifetime each key loaded in
// the same step gets. One function answers both, told which by event.kind.
// The other strategies' rows stay the lab's, to compare against.
var hook = &policy.Hook{
	Func:    "on_cache",
	Params:  []string{"event", "knobs", "rng"},
	Starter: starterCode,
	Doc:     hookDoc,
}

// actions are the actions by the names the code returns.
var actions = map[string]action{"hit": actHit, "source": actSource, "join": actJoin, "stale": actStale, "lock": actLock}

// maxLifetime bounds the lifetime a fill may get, in steps: the longest
// the built-in rule gives at the knobs' bounds.
const maxLifetime = 2_000_000

// code is the learner's policy loaded for one run; nil runs the built-in
// logic.
type code struct {
	prog  policy.Program
	knobs policy.Struct
	// fills is the stream the fills' rng draws from: its own, so the
	// stampedes' streams are the built-in's.
	fills *policy.Rand
}

// loadCode loads the run's policy: nil without one, a *policy.Error when
// it cannot load.
func loadCode(p *Params, env *lab.Env) (*code, error) {
	if p.Policy == "" {
		return nil, nil
	}
	prog, err := env.Policy(hook, p.Policy)
	if err != nil {
		return nil, err
	}
	if !policy.Linked {
		return nil, nil // never reached: Load refused the code (policy.Linked)
	}
	return &code{prog: prog, knobs: policy.Struct{
		"strategy":   p.Strategy,
		"beta":       p.Beta,
		"latency_ns": int64(p.Latency),
		"rtt_ns":     int64(p.RTT),
		"instances":  p.Instances,
		"rate":       p.Rate,
		"requests":   p.Requests,
		"ttl":        p.TTL,
		"jitter":     p.Jitter,
		"keys":       p.Keys,
	}, fills: &policy.Rand{R: rand.New(rand.NewPCG(p.Seed, 0x66696c6c))}}, nil // "fill"
}

// read asks the code what a read of the hot key at now from instance does
// in w's stampede, the followed strategy's.
func (c *code) read(w *stampede, instance int, now time.Duration) action {
	var expires any // None: a load stored a value that outlives the run
	if w.expires != never {
		expires = int64(w.expires)
	}
	fresh := w.fresh(now)
	v := policy.Must(c.prog, policy.Struct{
		"kind":       "read",
		"now_ns":     int64(now),
		"expires_ns": expires,
		"fresh":      fresh,
		"in_flight":  w.flights[instance].InFlight(hotKey),
		"instance":   instance + 1,
	}, c.knobs, w.rng)
	s, ok := v.(string)
	a, known := actions[s]
	if !ok || !known {
		panic(policy.Errorf(c.prog.Line(), txtBadAction, shown(v)))
	}
	if a == actHit && !fresh {
		panic(policy.Errorf(c.prog.Line(), txtHitExpired))
	}
	return a
}

// lifetime asks the code how many steps the index-th key (1-based) loaded
// in the same step lives.
func (c *code) lifetime(index int, key string, h uint32) int {
	v := policy.Must(c.prog, policy.Struct{"kind": "fill", "key": key, "index": index, "digest": int64(h)}, c.knobs, c.fills)
	n, ok := v.(int64)
	if !ok || n < 1 || n > maxLifetime {
		panic(policy.Errorf(c.prog.Line(), txtBadLifetime, shown(v), words.Int(maxLifetime)))
	}
	return int(n)
}

// shown writes a returned value as the code writes it.
func shown(v any) string {
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
	return fmt.Sprint(v)
}

var (
	txtBadAction = i18n.Text{
		TR: "bir okuma için %s döndü; \"hit\", \"source\", \"join\", \"stale\" ya da \"lock\" dönmeli",
		EN: "a read got %s; it must return \"hit\", \"source\", \"join\", \"stale\" or \"lock\"",
	}
	txtHitExpired = i18n.Text{
		TR: "süresi dolmuş girdi için \"hit\" döndü; \"hit\" yalnız taze girdide olur: kaynağı çağırın (\"source\", \"join\", \"lock\") ya da bayat sunun (\"stale\")",
		EN: "\"hit\" returned for an expired entry; only a fresh entry is a hit: call the source (\"source\", \"join\", \"lock\") or serve it stale (\"stale\")",
	}
	txtBadLifetime = i18n.Text{
		TR: "bir yükleme için %s döndü; ömür 1 ile %s adım arasında bir tam sayı olmalı",
		EN: "a fill got %s; its lifetime must be a whole number of steps from 1 to %s",
	}
)
