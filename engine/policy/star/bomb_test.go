package star

import (
	"errors"
	"testing"

	"playground/engine/policy"
)

// Code that would take the machine's memory ends at the step budget:
// every value an operation makes costs steps by its size (the fork,
// starlark-go/PATCH.md), so a string doubled, a list extended by itself
// or a collection made from a huge range stops with a clear error.
func TestCodeThatWouldTakeTheMemoryStopsAtTheStepBudget(t *testing.T) {
	for _, src := range []string{
		"def decide(req, rng):\n    s = 'x'\n    for i in range(40):\n        s = s + s\n    return len(s)\n",
		"def decide(req, rng):\n    s = 'x'\n    for i in range(40):\n        s += s\n    return len(s)\n",
		"def decide(req, rng):\n    l = [0]\n    for i in range(40):\n        l.extend(l)\n    return len(l)\n",
		"def decide(req, rng):\n    l = [0]\n    for i in range(40):\n        l = l + l\n    return len(l)\n",
		"def decide(req, rng):\n    return len(list(range(1 << 30)))\n",
		"def decide(req, rng):\n    return len('x' * (1 << 30))\n",
		"def decide(req, rng):\n    s = 'ab'\n    for i in range(40):\n        s = s.replace('a', s)\n    return len(s)\n",
		"def decide(req, rng):\n    d = {}\n    for i in range(100000):\n        d[i] = str(i) * 100\n    return len(d)\n",
		"def decide(req, rng):\n    s = 'x' * 100000\n    return len(','.join([s] * 100000))\n",
	} {
		p, err := policy.Load(hook, src)
		if err == nil {
			_, err = p.Call(nil, nil)
		}
		var pe *policy.Error
		if !errors.As(err, &pe) || (pe.Kind != policy.Steps && pe.Kind != policy.Runtime) {
			t.Errorf("%q: %v, want the step budget or a refused size", src, err)
		}
	}
}
