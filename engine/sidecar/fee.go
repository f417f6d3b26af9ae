package sidecar

import (
	"strconv"
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

	reads, payments, charges, replays int
	chargeLog                         []Charge

	// keys is the idempotency ledger the second fix adds to the fee service.
	keys map[string]*ledgerEntry
}

type ledgerEntry struct {
	done   bool
	status int
	body   string
}

// Charge is one recorded payment, for the sequence diagram.
type Charge struct {
	Layout  string        `json:"layout"`
	At      time.Duration `json:"at_ns"`
	From    string        `json:"from"`
	Attempt int           `json:"attempt"`
}

func newFeeService(p *Params) *feeService {
	return &feeService{
		readFails: p.ReadFails, loseFirstPay: p.LoseFirstPay,
		readLatency: p.FeeLatency, payLatency: p.PayLatency,
		keys: map[string]*ledgerEntry{},
	}
}

func (f *feeService) serve(layout string) func(p *sim.Proc, req *netsim.Request) *netsim.Response {
	return func(p *sim.Proc, req *netsim.Request) *netsim.Response {
		if req.Path == payPath {
			return f.pay(p, req, layout)
		}
		f.reads++
		n := f.reads
		p.Sleep(f.readLatency)
		if n <= f.readFails { // the first read_fails reads are turned away for now
			return &netsim.Response{Status: 503, Body: `{"hata":"gecici"}`}
		}
		return &netsim.Response{Status: 200, Body: `{"borc":12.5}`}
	}
}

// pay records the charge as the request arrives, then answers after the
// payment latency: a caller that gave up meanwhile does not undo the charge.
func (f *feeService) pay(p *sim.Proc, req *netsim.Request, layout string) *netsim.Response {
	f.payments++
	n := f.payments
	key := req.Header[headerIdemKey]
	var entry *ledgerEntry
	if key != "" {
		if e, seen := f.keys[key]; seen {
			if !e.done {
				// The first request with this key is still being worked on:
				// answer 409 as the IETF Idempotency-Key draft says.
				return &netsim.Response{Status: 409, Body: `{"hata":"suruyor"}`}
			}
			f.replays++
			return &netsim.Response{Status: e.status, Body: e.body, Header: netsim.Header{headerReplay: "true"}}
		}
		entry = &ledgerEntry{}
		f.keys[key] = entry
	}
	f.charges++
	f.chargeLog = append(f.chargeLog, Charge{Layout: layout, At: p.Now(), From: req.From, Attempt: req.Attempt})
	body := `{"tahsil":` + strconv.Itoa(f.charges) + `,"tutar":12.5}`
	p.Sleep(f.payLatency)
	if entry != nil {
		// The ledger keeps what the service did, not what the wire lost.
		entry.done, entry.status, entry.body = true, 200, body
	}
	if n == 1 && f.loseFirstPay {
		return &netsim.Response{Status: 503, Body: body}
	}
	return &netsim.Response{Status: 200, Body: body}
}

// requests is what reached the handler: the lesson's okuma + odeme.
func (f *feeService) requests() int { return f.reads + f.payments }
