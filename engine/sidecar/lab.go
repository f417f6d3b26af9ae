// Package sidecar is the lab of lesson 001 (Servis Ağı): the same two calls —
// a debt query and a payment — made by a thick app that does its own timeout,
// GET-only retries, TLS and name-keyed metrics, and by a thin app behind a
// sidecar that retries on status codes whatever the method and keys metrics by
// path. The price of the move shows in one column: the payment is charged twice.
package sidecar

import (
	"playground/engine/i18n"
	"playground/engine/lab"
	"playground/engine/netsim"
	"playground/engine/sim"
)

// golden is the course index's table for this lesson.
const golden = `layout            debt  pay  fee reached  charges  processes  local hops
thick app         200   503  4            1        2          1
thin app+sidecar  200   200  5            2        3          2
metrics (requests/attempts/errors): thick: borc 1/3/0, ode 1/1/1;
sidecar: /ceza/U-41 1/3/0, /ceza/ode 1/2/0
`

var figSequence = i18n.Add("sidecar.figure.sequence", "Mesaj sıralaması: %s", "Message sequence: %s")

// Lab is the sidecar lab.
var Lab = &lab.Lab{
	ID:    "sidecar",
	Title: i18n.Add("sidecar.title", "Yan araba: ağ ilgileri uygulamada mı, yanında mı?", "Sidecar: network concerns in the app or beside it?"),
	Question: i18n.Add("sidecar.question",
		"Yeniden deneme, zaman aşımı, TLS ve ölçüt uygulamadan yan arabaya taşınınca ne kazanılır, bedeli nedir?",
		"What do we gain when retries, timeouts, TLS and metrics move from the app into a sidecar, and what does it cost?"),
	Lesson: i18n.Add("sidecar.lesson", "Servis Ağı", "Service Mesh"),
	New:    func() lab.Params { return &Params{} },
	Golden: golden,
	Presets: []lab.Preset{
		{ID: "idempotent-only", Label: i18n.Add("sidecar.preset.idempotent", "Yalnız etkisiz yöntemi yinele", "Retry only idempotent"), Params: "methods=idempotent"},
		{ID: "slow-payment", Label: i18n.Add("sidecar.preset.slow", "Zaman aşımını aşan ödeme", "Payment slower than the timeout"), Params: "pay_latency=600ms"},
		{ID: "expired-cert", Label: i18n.Add("sidecar.preset.cert", "Süresi dolmuş sertifika", "Expired certificate"), Params: "cert=expired"},
		{ID: "retry-storm", Label: i18n.Add("sidecar.preset.storm", "Yeniden deneme fırtınası", "Retry storm"), Params: "members=20&read_fails=100&attempts=5"},
	},
}

// Run measures every layout one after another on one in-memory network.
func (p *Params) Run(env *lab.Env) (*lab.Result, error) {
	s := env.NewSim(p.Seed)
	b := &bench{p: p, s: s, net: netsim.New(s)}
	var runs []*layoutRun
	s.Go("olc", func(proc *sim.Proc) {
		for _, l := range b.layouts() {
			runs = append(runs, b.measure(proc, l))
		}
	})
	if err := s.Run(); err != nil {
		return nil, err
	}
	thick, thin, fixes := runs[0], runs[1], runs[2:]

	sum := Summary{Layouts: []LayoutSummary{thick.summary(), thin.summary()}, ChargeLog: []Charge{}}
	res := &lab.Result{
		Sections: []lab.Section{lessonSection(thick, thin)},
		Reading:  reading(thick, thin, fixes),
		Trace:    b.net.Trace(), TraceDropped: b.net.TraceDropped(),
	}
	if len(fixes) > 0 {
		res.Sections = append(res.Sections, fixesSection(thin, fixes))
	}
	res.Sections = append(res.Sections, attemptsSection(runs))
	for _, r := range runs {
		if r != thick && r != thin {
			sum.Fixes = append(sum.Fixes, r.summary())
		}
		sum.ChargeLog = append(sum.ChargeLog, r.fee.chargeLog...)
		res.Spans = append(res.Spans, lab.Span{Lane: "layout", State: r.id, From: r.start, To: r.end})
		res.Figures = append(res.Figures, lab.Figure{ID: "sequence." + r.id, Kind: lab.FigSequence,
			Title: figSequence.Format(r.label), From: r.start, To: r.end, Main: r == thin})
	}
	res.Summary = sum
	return res, nil
}
