package registry

import (
	"net/url"
	"strconv"
	"strings"
	"testing"
	"time"

	"playground/engine/lab"
	"playground/engine/lab/labtest"
	"playground/engine/netsim"
)

// run decodes a query, runs the lab and returns the result and its summary.
func run(t testing.TB, query string) (*lab.Result, *Summary) {
	return labtest.Run[*Summary](t, Lab, query)
}

// core is a phase's five lesson numbers: static ok, static addrs, registry
// ok, records, addrs.
type core [5]int

func cores(s *Summary) []core {
	out := make([]core, len(s.Phases))
	for i, p := range s.Phases {
		out[i] = core{p.StaticOK, p.StaticAddrs, p.RegistryOK, p.RegistryRecords, p.RegistryAddrs}
	}
	return out
}

func checkCores(t *testing.T, name string, s *Summary, want []core) {
	t.Helper()
	got := cores(s)
	for i := range want {
		if got[i] != want[i] {
			t.Errorf("%s phase %d (%s): got %v, want %v", name, i+1, s.Phases[i].Name, got[i], want[i])
		}
	}
}

// lessonCores is the lesson's table.
var lessonCores = []core{
	{6, 3, 6, 3, 3},
	{4, 3, 4, 3, 3},
	{4, 3, 6, 2, 2},
	{2, 3, 6, 2, 1},
	{2, 3, 6, 3, 2},
}

// phaseTrace is a phase's catalogue requests as the trace recorded them,
// split by path: the measuring client sends the static path's requests
// first, then the registry path's, one after another, so their order in the
// trace is their order of sending.
type phaseTrace struct {
	static, registry []netsim.Message
}

// splitTrace reads each phase's catalogue requests back from the trace; ok is
// false when the trace was cut at its limit. It relies on the summary only
// for how many requests each path sent, never for what became of them.
func splitTrace(t *testing.T, res *lab.Result, s *Summary) (phases []phaseTrace, ok bool) {
	t.Helper()
	if res.TraceDropped > 0 {
		return nil, false
	}
	var calls []netsim.Message
	for _, m := range res.Trace {
		if m.From == clientAddr && m.Path == "/kitap/978-0" {
			calls = append(calls, m)
		}
	}
	n := requestsOf(res)
	for _, ph := range s.Phases {
		reg := sentOnRegistryPath(ph)
		if len(calls) < n+reg {
			t.Fatalf("trace holds %d catalogue calls, phase %s needs %d", len(calls), ph.ID, n+reg)
		}
		phases = append(phases, phaseTrace{static: calls[:n], registry: calls[n : n+reg]})
		calls = calls[n+reg:]
	}
	if len(calls) != 0 {
		t.Fatalf("%d catalogue calls left over after the five phases", len(calls))
	}
	return phases, true
}

func requestsOf(res *lab.Result) int {
	n, _ := strconv.Atoi(res.Params["requests"])
	return n
}

func durationOf(t *testing.T, res *lab.Result, key string) time.Duration {
	t.Helper()
	d, err := time.ParseDuration(res.Params[key])
	if err != nil {
		t.Fatal(err)
	}
	return d
}

// count counts messages that pass keep.
func count(ms []netsim.Message, keep func(netsim.Message) bool) int {
	n := 0
	for _, m := range ms {
		if keep(m) {
			n++
		}
	}
	return n
}

func refusedAt(addr string) func(netsim.Message) bool {
	return func(m netsim.Message) bool { return m.To == addr && m.Err == netsim.ErrRefused.Error() }
}

func status(code int) func(netsim.Message) bool {
	return func(m netsim.Message) bool { return m.Err == "" && m.Status == code }
}

// renewal is one registration the registry handled: who, when, which health.
type renewal struct {
	addr    string
	at      time.Duration // when the registry's handler ran
	healthy bool
}

// renewalsOf reads the registrations that reached the registry from the
// trace, in the order the registry handled them.
func renewalsOf(res *lab.Result) []renewal {
	var out []renewal
	for _, m := range res.Trace {
		if m.To != registryAddr || m.Err != "" || m.Status != 200 || !strings.HasPrefix(m.Path, "/kayit/") {
			continue
		}
		v, _ := url.PathUnescape(strings.TrimPrefix(m.Path, "/kayit/"))
		parts := strings.Split(v, "|")
		// The registry answers a renewal as it handles it: one hop before
		// the answer arrives, whatever delay held the request.
		out = append(out, renewal{addr: parts[1], at: m.Received - netsim.DefaultLatency, healthy: parts[2] == "1"})
	}
	return out
}

func msOf(v float64) time.Duration { return msDuration(v) }
