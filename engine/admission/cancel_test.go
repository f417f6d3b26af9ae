package admission

import (
	"errors"
	"net/url"
	"testing"

	"playground/engine/lab"
)

// A run called off while its burst is being opened ends there: the page's
// inline attempt at the heaviest faulted burst (12,000 calls, each through
// the network) was abandoned at its first check and still opened every
// call, 170 ms in one task.
func TestARunCalledOffInItsBurstOpensNoMore(t *testing.T) {
	q, _ := url.ParseQuery("requests=12000&faults=stall:bounded.server@0s%2B23h")
	prm, err := Lab.Decode(q)
	if err != nil {
		t.Fatal(err)
	}
	asked := 0
	env := &lab.Env{ProgressEvery: 256, Cancelled: func() bool { asked++; return true }}
	if _, err := Lab.RunParams(prm, env); !errors.Is(err, lab.ErrCancelled) {
		t.Fatalf("err = %v, want %v", err, lab.ErrCancelled)
	}
	if asked != 1 {
		t.Errorf("the run asked %d times whether it was called off; after the first yes it should end", asked)
	}
}
