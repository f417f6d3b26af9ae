package sidecar

import (
	"strconv"
	"strings"
	"time"

	"playground/engine/netsim"
	"playground/engine/sim"
)

// Addresses as in the lesson's scripts.
const (
	addrFee     = "127.0.0.1:8751"
	addrThick   = "127.0.0.1:8752"
	addrThin    = "127.0.0.1:8753"
	addrSidecar = "127.0.0.1:8754"
	addrMeasure = "olc"
	// nodeLedger is the idempotency ledger inside the fee service: not on the
	// wire, but it holds what the replays and the 409s come from.
	nodeLedger = "127.0.0.1:8751/ledger"

	payPath       = "/ceza/ode"
	headerIdemKey = "idempotency-key"
	headerReplay  = "idempotent-replayed"
)

// feeService is mesh/ucret.mjs: a TLS business endpoint with the management
// counters (okuma, odeme, tahsil). A layout starts a fresh one, which is the
// lesson's /sifirla between layouts; handlers still running from an earlier
// layout keep writing to their own instance.
type feeService struct {
	readFails    int
	loseFirstPay bool
	readLatency  time.Duration
	payLatency   time.Duration
	scene        *sceneLog

	reads, payments, charges, replays, conflicts int
	chargeLog                                    []Charge
	// charged counts the charges per member: a second one is the double
	// charge the lesson warns of.
	charged map[string]int

	// keys is the idempotency ledger the second fix adds to the fee service.
	keys map[string]*ledgerEntry
	done int // keys whose payment has finished
}

type ledgerEntry struct {
	done   bool
	status int
	body   string
}

// Charge is one recorded payment.
type Charge struct {
	Layout  string        `json:"layout"`
	At      time.Duration `json:"at_ns"`
	From    string        `json:"from"`
	Attempt int           `json:"attempt"`
	Member  string        `json:"member"`
	// repeats is the try this one repeated (its message id), "" for a
	// first try: the cause of a second charge.
	repeats string
}

func newFeeService(p *Params, scene *sceneLog) *feeService {
	return &feeService{
		readFails: p.ReadFails, loseFirstPay: p.LoseFirstPay,
		readLatency: p.FeeLatency, payLatency: p.PayLatency, scene: scene,
		charged: map[string]int{}, keys: map[string]*ledgerEntry{},
	}
}

func (f *feeService) serve(layout string) func(proc *sim.Proc, req *netsim.Request) *netsim.Response {
	return func(proc *sim.Proc, req *netsim.Request) *netsim.Response {
		if req.Path == payPath {
			return f.pay(proc, req, layout)
		}
		f.reads++
		n := f.reads
		f.count(proc)
		proc.Sleep(f.readLatency)
		if n <= f.readFails { // the first read_fails reads are turned away for now
			return &netsim.Response{Status: 503, Body: `{"hata":"gecici"}`}
		}
		return &netsim.Response{Status: 200, Body: `{"borc":12.5}`}
	}
}

// pay records the charge as the request arrives, then answers after the
// payment latency: a caller that gave up meanwhile does not undo the charge.
func (f *feeService) pay(proc *sim.Proc, req *netsim.Request, layout string) *netsim.Response {
	f.payments++
	n := f.payments
	key := req.Header[headerIdemKey]
	var entry *ledgerEntry
	if key != "" {
		if e, seen := f.keys[key]; seen {
			if !e.done {
				// The first request with this key is still being worked on:
				// answer 409 as the IETF Idempotency-Key draft says.
				f.conflicts++
				f.count(proc)
				return &netsim.Response{Status: 409, Body: `{"hata":"suruyor"}`, Effect: effInProgress}
			}
			f.replays++
			f.count(proc)
			return &netsim.Response{Status: e.status, Body: e.body, Header: netsim.Header{headerReplay: "true"}, Effect: effReplay}
		}
		entry = &ledgerEntry{}
		f.keys[key] = entry
	}
	who := payer(req.Body)
	f.charges++
	f.charged[who]++
	effect := effCharge
	if f.charged[who] > 1 {
		effect = effDoubleCharge
	}
	c := Charge{Layout: layout, At: proc.Now(), From: req.From, Attempt: req.Attempt, Member: who}
	if req.Attempt > 1 && len(req.Causes) > 0 {
		c.repeats = req.Causes[0] // the caller names the try it repeats first
	}
	f.chargeLog = append(f.chargeLog, c)
	f.count(proc)
	body := `{"tahsil":` + strconv.Itoa(f.charges) + `,"tutar":12.5}`
	proc.Sleep(f.payLatency)
	if entry != nil {
		// The ledger keeps what the service did, not what the wire lost.
		entry.done, entry.status, entry.body = true, 200, body
		f.done++
		f.count(proc)
	}
	if n == 1 && f.loseFirstPay {
		return &netsim.Response{Status: 503, Body: body, Effect: effect}
	}
	return &netsim.Response{Status: 200, Body: body, Effect: effect}
}

// count shows the management counters (and the ledger) as they change.
func (f *feeService) count(proc *sim.Proc) {
	f.scene.add(proc.Now(), addrFee, stateAlive, map[string]float64{
		"reads": float64(f.reads), "payments": float64(f.payments), "charges": float64(f.charges),
		"replays": float64(f.replays), "conflicts": float64(f.conflicts),
	})
	if len(f.keys) > 0 {
		f.scene.add(proc.Now(), nodeLedger, stateAlive, map[string]float64{"keys": float64(len(f.keys)), "done": float64(f.done)})
	}
}

// requests is what reached the handler: the lesson's okuma + odeme.
func (f *feeService) requests() int { return f.reads + f.payments }

// doubleCharges counts the charges beyond the first for each member.
func (f *feeService) doubleCharges() int {
	n := 0
	for _, c := range f.charged {
		n += max(0, c-1)
	}
	return n
}

// payBody is what an app sends with a payment: who pays. The lesson's apps
// send no body (one member, one payment); with several clients the fee
// service needs it to tell one member's second charge from another's first.
func payBody(member string) string { return `{"uye":"` + member + `"}` }

func payer(body string) string {
	return strings.TrimSuffix(strings.TrimPrefix(body, `{"uye":"`), `"}`)
}
