package registry

import (
	"testing"

	"playground/engine/lab/labtest"
)

// The starter code is the built-in client byte for byte: at the lesson's
// values, every preset, every fault case, each resolution mode (also
// with the registry down, a replica killed and back, and renewals lost),
// and a couple of fault lists.
func TestTheStarterCodeIsTheBuiltInClient(t *testing.T) {
	qs := []string{""}
	for _, p := range Lab.Presets {
		qs = append(qs, p.Params)
	}
	qs = append(qs, Lab.FaultCases...)
	for _, r := range []string{resolvePhase, resolveCall, resolveCache, resolveWatch} {
		qs = append(qs, "resolve="+r,
			"resolve="+r+"&outage_at=1.5s&outage_for=1.2s&cache_ttl=300ms",
			"resolve="+r+"&faults=kill:127.0.0.1:8761@1s,restart:127.0.0.1:8761@2.2s",
			"resolve="+r+"&lease=300ms&renew=100ms&blip_at=1.9s&blip_for=400ms&jitter=0.3&seed=4")
	}
	qs = append(qs,
		"faults=drop:127.0.0.1:8762>127.0.0.1:8761@1s+1s,stall:127.0.0.1:8763@2s+300ms",
		"faults=kill:127.0.0.1:8762@600ms,restart:127.0.0.1:8762@900ms,delay:olc>127.0.0.1:8761@1.8s+500ms&resolve=cache:1s",
		"replicas=2&requests=1", "outage_at=0s&outage_for=60s&resolve=cache")
	labtest.StarterIsTheBuiltIn(t, Lab, qs...)
}
