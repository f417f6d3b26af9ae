package registry

import (
	"net/url"
	"strings"
	"testing"
	"time"

	"playground/engine/lab"
	"playground/engine/oracle"
	"playground/engine/why"
)

// link is one step of a chain as a test expects it: its kind, node and
// moment.
type link struct {
	kind, node string
	t          time.Duration
}

func (l link) String() string { return l.kind + " " + l.node + " @" + l.t.String() }

// chainOf is the chain of the run's outcome named name, as links from the
// root on, and the outcome's id.
func chainOf(t *testing.T, res *lab.Result, name string) ([]link, []why.Step) {
	t.Helper()
	id, ok := why.Outcome(Lab, res, name)
	if !ok || id == "" {
		t.Fatalf("no %s in the run", name)
	}
	steps, _ := why.Chain(res, id)
	var out []link
	for _, s := range steps {
		out = append(out, link{s.Kind, s.Node, s.T})
	}
	return out, steps
}

// hasInOrder reports whether want are links of got in this order.
func hasInOrder(got, want []link) bool {
	i := 0
	for _, l := range got {
		if i < len(want) && l == want[i] {
			i++
		}
	}
	return i == len(want)
}

const msec = time.Millisecond

// The lesson's key outcome is the registry path's first request to the
// dead replica, and its chain tells the lesson's story: the replica's last
// renewal at 0,7 s kept its record, the script killed it at 902,6 ms, the
// list resolved right after still held it (the discovery window), and the
// request sent to it from that list was refused.
func TestTheKeyOutcomesChainIsTheRenewalTheKillTheListAndTheRequest(t *testing.T) {
	res, _ := run(t, "")
	dead := replicaAddr(2)
	got, steps := chainOf(t, res, Lab.Outcomes[0].ID)
	want := []link{
		{why.KindStart, "", 0},
		{kindRenewal, dead, 700*msec + 200*time.Microsecond},
		{kindDeath, dead, 902*msec + 600*time.Microsecond},
		{kindResolution, clientAddr, 903*msec + 600*time.Microsecond},
		{kindRequest, clientAddr, 904 * msec},
	}
	if !hasInOrder(got, want) {
		t.Fatalf("chain %v, want in order %v", got, want)
	}
	last := steps[len(steps)-1]
	m := res.Trace[msgIndex(last.ID)]
	if m.To != dead || m.Effect != effDeadAddress || m.Kind != kindRequest {
		t.Errorf("the key outcome %s is %+v, want the registry path's request to %s", last.ID, m, dead)
	}
	if res := steps[len(steps)-2]; !strings.Contains(res.Text.EN, "answer lists a dead address") {
		t.Errorf("the list the request used: %q", res.Text.EN)
	}
}

// The static path's first dead-address request comes from the file
// written at 0,4 s, not from the registry: its chain is the file, the kill
// and the request.
func TestTheStaticPathsDeadAddressRequestComesFromTheFile(t *testing.T) {
	res, _ := run(t, "")
	dead := replicaAddr(2)
	got, _ := chainOf(t, res, effDeadAddress+"_static")
	want := []link{
		{why.KindStart, "", 0},
		{kindFile, fileNode, 400 * msec},
		{kindDeath, dead, 902*msec + 600*time.Microsecond},
		{kindStatic, clientAddr, 903 * msec},
	}
	if len(got) != len(want) || !hasInOrder(got, want) {
		t.Errorf("chain %v, want %v", got, want)
	}
}

// The dead replica's record expires 900 ms after its last renewal reached
// the registry (0,7 s + 0,1 ms), and its expiry names that renewal.
func TestARecordsExpiryNamesTheRenewalItsLeaseCountedFrom(t *testing.T) {
	res, _ := run(t, "")
	dead := replicaAddr(2)
	got, _ := chainOf(t, res, kindExpiry)
	want := []link{
		{why.KindStart, "", 0},
		{kindRenewal, dead, 700*msec + 200*time.Microsecond},
		{kindExpiry, dead, 1600*msec + 100*time.Microsecond},
	}
	if len(got) != len(want) || !hasInOrder(got, want) {
		t.Errorf("chain %v, want %v", got, want)
	}
}

// A learner's kill is the cause of the replica's own death in the scene
// (beside the fault's event), of the requests it refused, and its restart
// of the renewals that bring the record back.
func TestAFaultsKillAndRestartAreTheCausesOfTheReplicasDeathAndRenewals(t *testing.T) {
	addr := replicaAddr(1)
	res, _ := run(t, "faults=kill:"+addr+"@600ms,restart:"+addr+"@1s")
	var death, restart bool
	for _, e := range res.Scene.Events {
		if e.Node != addr {
			continue
		}
		switch e.Kind {
		case kindDeath:
			death = e.T == 600*msec && len(e.Causes) == 1 && e.Causes[0] == "f1"
		case kindRestart:
			restart = e.T == time.Second && len(e.Causes) == 1 && e.Causes[0] == "f2"
		}
	}
	if !death || !restart {
		t.Errorf("the replica's death names f1: %v; its restart names f2: %v", death, restart)
	}
	refused, renewed := 0, 0
	for _, m := range res.Trace {
		switch {
		case m.To == addr && m.Effect == effDeadAddress && has(m.Causes, "f1"):
			refused++
		case m.From == addr && m.Kind == kindRenewal && m.Sent >= time.Second && has(m.Causes, "f2"):
			renewed++
		}
	}
	if refused == 0 || renewed == 0 {
		t.Errorf("requests refused for f1: %d, renewals sent for f2: %d", refused, renewed)
	}
}

// With the cache, the client asks again when the list it holds is too
// old: the new resolution names the one whose list ran out.
func TestACachedListsExpiryIsTheCauseOfTheNextResolution(t *testing.T) {
	res, _ := run(t, "resolve=cache&cache_ttl=1s")
	var resolutions []int
	for i, m := range res.Trace {
		if m.Kind == kindResolution {
			resolutions = append(resolutions, i)
		}
	}
	if len(resolutions) < 2 {
		t.Fatalf("%d resolutions", len(resolutions))
	}
	for k, i := range resolutions[1:] {
		prev, m := res.Trace[resolutions[k]], res.Trace[i]
		if !has(m.Causes, prev.ID) || m.Sent-prev.Received < time.Second {
			t.Errorf("%s sent at %v names %v, want %s answered at %v, a second or more before", m.ID, m.Sent, m.Causes, prev.ID, prev.Received)
		}
	}
}

// The learner's code that asks again after a failure (the challenge's
// solution) sends its resolution for that failure: a request refused at
// the dead address.
func TestTheCodesAskAgainNamesTheFailureThatPromptedIt(t *testing.T) {
	res, _ := run(t, "replicas=2&resolve=cache&cache_ttl=10s&policy="+url.QueryEscape(solAskAgain))
	found := 0
	for _, m := range res.Trace {
		if m.Kind != kindResolution {
			continue
		}
		for _, c := range m.Causes {
			switch cause := res.Trace[msgIndex(c)]; {
			case cause.Kind == kindRenewal: // the records it lists
			case cause.Kind == kindRequest && (cause.Effect == effDeadAddress || cause.Status == 503):
				found++
			default:
				t.Errorf("%s names %s: %+v, want a failed request or a renewal", m.ID, c, cause)
			}
		}
	}
	if found == 0 {
		t.Error("no resolution names a failure")
	}
}

// Every link the registry declares holds for the oracle, in every resolve
// mode, with the learner's code, an outage, a blip, jitter and faults on
// every kind of node.
func TestEveryLinkOfTheRegistryHoldsForTheOracle(t *testing.T) {
	for _, q := range []string{
		"", "resolve=call", "resolve=cache", "resolve=watch", "resolve=cache&cache_ttl=300ms",
		"outage_at=1.5s&outage_for=1.2s&resolve=cache&cache_ttl=2s", "outage_at=1.5s&outage_for=1.2s&resolve=watch",
		"lease=300ms&renew=100ms&blip_at=1.9s&blip_for=400ms&jitter=0.3&seed=4", "lease=400ms&jitter=0.5&seed=3",
		"faults=kill:127.0.0.1:8761@1s,restart:127.0.0.1:8761@2.2s&resolve=watch",
		"faults=kill:127.0.0.1:8763@600ms,restart:127.0.0.1:8763@1s,kill:127.0.0.1:8765@100ms",
		"faults=drop:127.0.0.1:8762>127.0.0.1:8761@1s+1s,stall:127.0.0.1:8763@2s+300ms",
		"faults=stall:127.0.0.1:8761@900ms+1.5s&resolve=cache&cache_ttl=200ms",
		"faults=delay:127.0.0.1:8764>127.0.0.1:8761@600ms+1s,delay:olc>127.0.0.1:8761@1.8s+500ms&resolve=call",
		"replicas=2&resolve=cache&cache_ttl=10s&policy=" + url.QueryEscape(solAskAgain),
		"outage_at=1.5s&outage_for=1.2s&resolve=cache&cache_ttl=2s&policy=" + url.QueryEscape(solSkipFailed),
	} {
		res, _ := run(t, q)
		for _, bad := range oracle.Causes(res) {
			t.Errorf("%s: %s", q, bad)
		}
	}
}

func has(xs []string, x string) bool {
	for _, y := range xs {
		if y == x {
			return true
		}
	}
	return false
}
