package labtest

import (
	"bytes"
	"net/url"
	"testing"

	"playground/engine/lab"
	"playground/engine/param"
	"playground/engine/policy"
	_ "playground/engine/policy/star" // the interpreter, for the tests that run code
)

// StarterIsTheBuiltIn runs each query (URL form; "" the lesson's values)
// twice — with the lab's built-in logic and with its starter code as the
// learner's policy — and fails unless the two results are byte for byte
// the same JSON but for the parameters' echo of the code.
func StarterIsTheBuiltIn(t *testing.T, l *lab.Lab, queries ...string) {
	t.Helper()
	if l.Policy == nil {
		t.Fatalf("%s declares no policy hook", l.ID)
	}
	if len(queries) == 0 {
		queries = []string{""}
	}
	for _, qs := range queries {
		q, err := url.ParseQuery(qs)
		if err != nil {
			t.Fatal(err)
		}
		built := runJSONWithout(t, l, q)
		q.Set(param.PolicyParam, l.Policy.Starter)
		code := runJSONWithout(t, l, q)
		if !bytes.Equal(built, code) {
			i := 0
			for i < len(built) && i < len(code) && built[i] == code[i] {
				i++
			}
			lo := max(0, i-120)
			t.Errorf("%s?%s: the starter code's run differs from the built-in logic's at byte %d:\nbuilt-in …%s…\nstarter  …%s…", l.ID, qs, i,
				built[lo:min(len(built), i+120)], code[lo:min(len(code), i+120)])
		}
	}
}

// runJSONWithout is the run's JSON without the code in its parameters.
func runJSONWithout(t *testing.T, l *lab.Lab, q url.Values) []byte {
	t.Helper()
	res, err := l.Run(q, nil)
	if err != nil {
		if pe, ok := policy.As(err); ok {
			t.Fatalf("%s: the code fails: %s", l.ID, pe.Error())
		}
		t.Fatalf("%s?%s: %v", l.ID, q.Encode(), err)
	}
	delete(res.Params, param.PolicyParam)
	b, err := res.JSON()
	if err != nil {
		t.Fatal(err)
	}
	return b
}
