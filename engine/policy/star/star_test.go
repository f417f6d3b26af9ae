package star

import (
	"errors"
	"math/rand/v2"
	"strings"
	"testing"

	"playground/engine/i18n"
	"playground/engine/policy"
)

var hook = &policy.Hook{Func: "decide", Params: []string{"req", "rng"}}

func load(t *testing.T, src string) policy.Program {
	t.Helper()
	p, err := policy.Load(hook, src)
	if err != nil {
		t.Fatalf("load: %v", err)
	}
	return p
}

func TestACallReadsItsRecordAndReturnsGoValues(t *testing.T) {
	p := load(t, `
def decide(req, rng):
    if req.method == "GET" and req.status >= 500:
        return {"retry": True, "wait_ms": 10 * req.try_no, "why": ["5xx", req.method]}
    return {"retry": False, "wait_ms": 0, "why": []}
`)
	got, err := p.Call(policy.Struct{"method": "GET", "status": 503, "try_no": 2}, &policy.Rand{R: rand.New(rand.NewPCG(1, 2))})
	if err != nil {
		t.Fatal(err)
	}
	m := got.(map[string]any)
	if m["retry"] != true || m["wait_ms"] != int64(20) || len(m["why"].([]any)) != 2 {
		t.Errorf("got %#v", got)
	}
}

func TestTheSeededStreamIsTheEngines(t *testing.T) {
	p := load(t, "def decide(req, rng):\n    return [rng.below(1000), rng.random()]\n")
	a, b := rand.New(rand.NewPCG(7, 7)), rand.New(rand.NewPCG(7, 7))
	got, err := p.Call(nil, &policy.Rand{R: a})
	if err != nil {
		t.Fatal(err)
	}
	want := []any{b.Int64N(1000), b.Float64()}
	if g := got.([]any); g[0] != want[0] || g[1] != want[1] {
		t.Errorf("the code drew %v, the engine's stream %v", g, want)
	}
}

func TestEveryFailureNamesItsLine(t *testing.T) {
	for _, c := range []struct {
		src       string
		kind      policy.Kind
		line      int
		inMessage string
	}{
		{"def decide(req, rng)\n    return 1\n", policy.Syntax, 2, "yazım"},
		{"def decide(req, rng):\n    return nope\n", policy.Syntax, 2, "nope"},
		{"def other(req, rng):\n    return 1\n", policy.Shape, 0, "decide(req, rng)"},
		{"def decide(req):\n    return 1\n", policy.Shape, 1, "(req, rng)"},
		{"def decide(req, rng):\n    x = 1\n    return x + \"a\"\n", policy.Runtime, 3, "unknown binary op"},
		{"def decide(req, rng):\n    while True:\n        pass\n", policy.Steps, 1, "adım sınırı"},
		{"def decide(req, rng):\n    fail(\"no\")\n", policy.Runtime, 2, "no"},
		{"def decide(req, rng):\n    return decide(req, rng)\n", policy.Runtime, 2, "recursively"},
		{"def decide(req, rng):\n    return rng\n", policy.Result, 1, "rng"},
		{"load(\"x.star\", \"y\")\ndef decide(req, rng):\n    return 1\n", policy.Runtime, 1, "load"},
	} {
		p, err := policy.Load(hook, c.src)
		if err == nil {
			_, err = p.Call(policy.Struct{}, &policy.Rand{R: rand.New(rand.NewPCG(1, 1))})
		}
		var pe *policy.Error
		if !errors.As(err, &pe) {
			t.Errorf("%q: error %v, want a policy error", c.src, err)
			continue
		}
		if pe.Kind != c.kind || pe.Line != c.line || !strings.Contains(pe.In(i18n.TR)+pe.In(i18n.EN), c.inMessage) {
			t.Errorf("%q: %s error at line %d: %q / %q; want %s at line %d saying %q", c.src, pe.Kind, pe.Line, pe.In(i18n.TR), pe.In(i18n.EN), c.kind, c.line, c.inMessage)
		}
	}
}

func TestARunsStepsAreBoundedAcrossItsCalls(t *testing.T) {
	p := load(t, "def decide(req, rng):\n    for i in range(20000):\n        pass\n    return 0\n")
	if _, err := p.Call(nil, nil); err != nil {
		t.Fatal(err)
	}
	each := p.Steps()
	calls := 1
	for ; calls < 100_000; calls++ {
		if _, err := p.Call(nil, nil); err != nil {
			var pe *policy.Error
			if !errors.As(err, &pe) || pe.Kind != policy.Steps {
				t.Fatalf("call %d: %v, want the step budget", calls, err)
			}
			break
		}
	}
	if want := int(policy.RunSteps / each); calls > want+1 || calls < want-1 {
		t.Errorf("the run's budget stopped it after %d calls of %d steps, want %d", calls, each, want)
	}
}

func TestPrintIsBounded(t *testing.T) {
	p := load(t, "def decide(req, rng):\n    for i in range(10000):\n        print(\"line\", i)\n    return 0\n")
	if _, err := p.Call(nil, nil); err != nil {
		t.Fatal(err)
	}
	if n := len(p.Output()); n > policy.MaxOutput || !strings.HasSuffix(p.Output(), "…\n") {
		t.Errorf("output of %d bytes ending %q", n, p.Output()[max(0, n-20):])
	}
}

func TestTheAddressCarriesCodeCompressedAndBack(t *testing.T) {
	src := strings.Repeat("def decide(req, rng):\n    return 1\n", 20)
	enc := policy.Encode(src)
	if len(enc) >= len(src)/2 || strings.ContainsAny(enc, "+/=% \n") {
		t.Errorf("encoded %d bytes to %d: %q", len(src), len(enc), enc[:40])
	}
	back, err := policy.Decode(enc)
	if err != nil || back != src {
		t.Fatalf("decoded %q, %v", back, err)
	}
	if got, err := policy.Decode("z.!!!"); err == nil {
		t.Errorf("a damaged text decoded to %q", got)
	}
	bomb := policy.Encode(strings.Repeat("x", 1<<20))
	if _, err := policy.Decode(bomb); err == nil {
		t.Errorf("a %d-byte text inflating to 1 MB was taken", len(bomb))
	}
}

// FuzzAnySourceEndsInAResultOrAnError: whatever the code, loading and
// calling it returns (no panic, no hang past the step budget).
func FuzzAnySourceEndsInAResultOrAnError(f *testing.F) {
	for _, s := range []string{
		"def decide(req, rng):\n    return 1\n",
		"def decide(req, rng):\n    while True:\n        pass\n",
		"def decide(req, rng):\n    return [rng.below(0)]\n",
		"x = [1] * 1000\ndef decide(req, rng):\n    return {x[0]: 1}\n",
		"def decide(req, rng):\n    return \"a\" * 100000\n",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, src string) {
		p, err := policy.Load(hook, src)
		if err != nil {
			var pe *policy.Error
			if !errors.As(err, &pe) {
				t.Fatalf("load: %v is no policy error", err)
			}
			return
		}
		for range 3 {
			if _, err := p.Call(policy.Struct{"a": 1}, &policy.Rand{R: rand.New(rand.NewPCG(1, 1))}); err != nil {
				var pe *policy.Error
				if !errors.As(err, &pe) {
					t.Fatalf("call: %v is no policy error", err)
				}
			}
		}
	})
}
