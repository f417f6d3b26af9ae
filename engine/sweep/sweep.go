// Package sweep draws a lesson's trade-off: one numeric knob of a lab over a
// range, every other knob as set, and the lab's metrics at each point. A point
// is exactly the single run with the same parameters (Lab.Run, the same code
// path), so a sweep can be checked point by point and a clicked point opens
// that very run.
package sweep

import (
	"math"
	"net/url"
	"playground/engine/fault"
	"slices"
	"strconv"
	"strings"
	"time"

	"playground/engine/i18n"
	"playground/engine/lab"
	"playground/engine/param"
)

// Step bounds and the default (DESIGN.md's sweep contract): enough points for a
// curve, few enough for the tab.
const (
	MinSteps     = 2
	MaxSteps     = 200
	DefaultSteps = 20
)

// Spec is one sweep: KNOB from FROM to TO in STEPS points, linear or log.
type Spec struct {
	Knob    string   `json:"knob"`
	From    string   `json:"from"` // in the knob's own encoding
	To      string   `json:"to"`
	Steps   int      `json:"steps"`
	Log     bool     `json:"log,omitempty"`
	Metrics []string `json:"metrics,omitempty"` // empty: every metric of the lab
	// Off keeps the knob's off value (param.Field.OffValue: deadline 0 is
	// no deadline) among the points; without it a range that starts there
	// leaves that point out, since it is another experiment, not a point
	// of the curve.
	Off bool `json:"off,omitempty"`
}

// Field is the URL key a sweep is given under; errors name it.
const Field = "sweep"

// Parse reads the URL form "KNOB:FROM..TO[:STEPS][:log][:off]" (the page
// key sweep=).
func Parse(s string) (Spec, error) { return parse(s, ":") }

// ParseArg reads the CLI form "KNOB=FROM..TO[:STEPS][:log][:off]". Both
// forms follow the same rules and give the same errors: nothing is trimmed
// (the ends follow the knob's own grammar), the step count is digits only,
// and ":log" or ":off" said twice is an error naming the knob.
func ParseArg(s string) (Spec, error) { return parse(s, "=") }

func parse(s, sep string) (Spec, error) {
	bad := func(rule i18n.Text) (Spec, error) { return Spec{}, &param.Error{Field: Field, Value: s, Rule: rule} }
	knob, rest, ok := strings.Cut(s, sep)
	if !ok || knob == "" {
		return bad(ruleForm)
	}
	parts := strings.Split(rest, ":")
	from, to, ok := strings.Cut(parts[0], "..")
	if !ok || from == "" || to == "" {
		return bad(ruleForm)
	}
	sp := Spec{Knob: knob, From: from, To: to, Steps: DefaultSteps}
	for i, p := range parts[1:] {
		switch {
		case p == "log" && sp.Log:
			return Spec{}, &param.Error{Field: knob, Value: rest, Rule: ruleLogTwice}
		case p == "log":
			sp.Log = true
		case p == "off" && sp.Off:
			return Spec{}, &param.Error{Field: knob, Value: rest, Rule: ruleOffTwice}
		case p == "off":
			sp.Off = true
		case i == 0:
			n, err := strconv.Atoi(p)
			if err != nil || strings.Trim(p, "0123456789") != "" {
				return bad(ruleStepsNumber)
			}
			sp.Steps = n
		default:
			return bad(ruleForm)
		}
	}
	return sp, nil
}

// String writes the URL form back.
func (sp Spec) String() string {
	s := sp.Knob + ":" + sp.From + ".." + sp.To + ":" + strconv.Itoa(sp.Steps)
	if sp.Log {
		s += ":log"
	}
	if sp.Off {
		s += ":off"
	}
	return s
}

// Plan is a checked sweep: the points' values in the knob's encoding and the
// metrics to read.
type Plan struct {
	Lab     *lab.Lab
	Spec    Spec
	Field   *param.Field
	Values  []string
	Metrics []string
	// Decades is how many powers of ten the range spans (log spacing is
	// offered from 2 on).
	Decades float64
	// OffLeftOut reports that the knob's off value fell on the range and
	// was left out (Spec.Off keeps it); OffNote says so for people.
	OffLeftOut bool

	fault int // the knob is the n-th fault's moment ("faults.n"), 0: none
}

// faultParam is the faults list's parameter; "faults.N" sweeps its N-th
// fault's moment.
const faultParam = "faults"

// faultKnob reads "faults.N" (N ≥ 1).
func faultKnob(knob string) (int, bool) {
	rest, ok := strings.CutPrefix(knob, faultParam+".")
	n, err := strconv.Atoi(rest)
	return n, ok && err == nil && n >= 1 && n <= fault.MaxFaults && strconv.Itoa(n) == rest
}

// CheckBase refuses a base whose faults list has no fault for the sweep to
// move (a sweep of "faults.2" over a list of one).
func (pl *Plan) CheckBase(base url.Values) error {
	if pl.fault == 0 {
		return nil
	}
	fs, err := fault.Parse(base.Get(faultParam))
	if err != nil {
		return err
	}
	if len(fs) < pl.fault {
		return &param.Error{Field: Field, Value: pl.Spec.Knob, Rule: ruleNoFault.Format(pl.fault, len(fs))}
	}
	return nil
}

// OffNote says which point a sweep left out and why, when it did.
func (pl *Plan) OffNote() i18n.Text {
	if !pl.OffLeftOut {
		return i18n.Text{}
	}
	return noteOffLeftOut.Format(pl.Field.Name+"="+pl.Field.OffValue, pl.Field.LabelText)
}

// NewPlan checks sp against l and computes the points. Errors are
// *param.Error values that name the field (sweep, metric) in TR and EN.
func NewPlan(l *lab.Lab, sp Spec) (*Plan, error) {
	errf := func(field, value string, rule i18n.Text) (*Plan, error) {
		return nil, &param.Error{Field: field, Value: value, Rule: rule}
	}
	f := l.Knobs().Field(sp.Knob)
	fault := 0
	if n, ok := faultKnob(sp.Knob); ok && l.Knobs().Field(faultParam) != nil {
		f, fault = param.FaultMoment(n), n // a fault's time: the list's n-th
	}
	if f == nil {
		return errf(Field, sp.Knob, ruleUnknownKnob.Format(numericKnobs(l)))
	}
	if !f.Numeric() || f.Name == "seed" {
		return errf(Field, sp.Knob, ruleNotNumeric.Format(numericKnobs(l)))
	}
	lo, err := value(f, sp.From)
	if err != nil {
		return errf(Field, sp.From, err.Rule)
	}
	hi, err := value(f, sp.To)
	if err != nil {
		return errf(Field, sp.To, err.Rule)
	}
	if lo > hi {
		return errf(Field, sp.From+".."+sp.To, ruleOrder)
	}
	if sp.Steps < MinSteps || sp.Steps > MaxSteps {
		return errf(Field, strconv.Itoa(sp.Steps), ruleSteps.Format(MinSteps, MaxSteps))
	}
	if sp.Log && lo <= 0 {
		return errf(Field, sp.From, ruleLogZero)
	}
	ms := sp.Metrics
	if len(ms) == 0 {
		for _, m := range l.Metrics {
			ms = append(ms, m.ID)
		}
	}
	for i, id := range ms {
		if l.Metric(id) == nil {
			return errf("metric", id, ruleUnknownMetric.Format(metricIDs(l)))
		}
		if slices.Contains(ms[:i], id) {
			return errf("metric", id, ruleMetricTwice) // its curve would be drawn twice
		}
	}
	pl := &Plan{Lab: l, Spec: sp, Field: f, Metrics: ms, fault: fault}
	if lo > 0 {
		pl.Decades = math.Log10(hi / lo)
	}
	pl.Values = points(f, lo, hi, sp.Steps, sp.Log)
	if off := f.OffValue; off != "" && !sp.Off {
		kept := pl.Values[:0]
		for _, v := range pl.Values {
			if number(f.Kind, v) == number(f.Kind, off) {
				pl.OffLeftOut = true
				continue
			}
			kept = append(kept, v)
		}
		pl.Values = kept
		if len(pl.Values) == 0 {
			return errf(Field, sp.From+".."+sp.To, ruleOnlyOff.Format(off))
		}
	}
	return pl, nil
}

// value reads one end of the range as a number (durations in ns) and checks
// it against the knob's bounds, with the knob's own rule text.
func value(f *param.Field, s string) (float64, *param.Error) {
	if err := f.Set(s); err != nil {
		return 0, err
	}
	return number(f.Kind, f.Get()), nil
}

func number(k param.Kind, s string) float64 {
	if k == param.Duration {
		d, _ := time.ParseDuration(s)
		return float64(d)
	}
	x, _ := strconv.ParseFloat(s, 64)
	return x
}

// points spaces steps values over [lo, hi] and writes them in the knob's
// encoding, rounded to what a person would type (whole numbers; six
// significant digits; durations to the microsecond once the range is a
// millisecond or more). Whole-number knobs never repeat a value, so a short
// integer range gives fewer points than steps.
func points(f *param.Field, lo, hi float64, steps int, log bool) []string {
	var out []string
	for i := range steps {
		t := float64(i) / float64(steps-1)
		x := lo + (hi-lo)*t
		if log {
			x = lo * math.Pow(hi/lo, t)
		}
		if i == steps-1 {
			x = hi
		}
		var v string
		switch f.Kind {
		case param.Int:
			v = strconv.FormatInt(int64(math.Round(x)), 10)
		case param.Float:
			v = param.FormatFloat(RoundSig(x, 6))
		case param.Duration:
			d := time.Duration(math.Round(x))
			if hi-lo >= float64(time.Millisecond) {
				d = d.Round(time.Microsecond)
			}
			v = d.String()
		}
		if len(out) == 0 || out[len(out)-1] != v {
			out = append(out, v)
		}
	}
	return out
}

// RoundSig rounds x to n significant digits (what a person would type or
// read on an axis).
func RoundSig(x float64, n int) float64 {
	if x == 0 {
		return 0
	}
	v, _ := strconv.ParseFloat(strconv.FormatFloat(x, 'g', n, 64), 64)
	return v
}

// Query is point i's parameters: base with the knob set to its value.
func (pl *Plan) Query(base url.Values, i int) url.Values {
	q := url.Values{}
	for k, vs := range base {
		q[k] = slices.Clone(vs)
	}
	if pl.fault == 0 {
		q.Set(pl.Spec.Knob, pl.Values[i])
		return q
	}
	// A fault's moment: the list with its n-th fault moved there.
	fs, _ := fault.Parse(q.Get(faultParam))
	if d, err := time.ParseDuration(pl.Values[i]); err == nil && pl.fault <= len(fs) {
		fs[pl.fault-1].At = d
		q.Set(faultParam, fault.Format(fs))
	}
	return q
}

func numericKnobs(l *lab.Lab) string {
	var out []string
	for _, f := range l.Knobs().Fields() {
		if f.Numeric() && f.Name != "seed" {
			out = append(out, f.Name)
		}
	}
	return strings.Join(out, ", ")
}

func metricIDs(l *lab.Lab) string {
	var out []string
	for _, m := range l.Metrics {
		out = append(out, m.ID)
	}
	return strings.Join(out, ", ")
}

var (
	ruleForm        = i18n.Text{TR: "parametre:başlangıç..bitiş[:adım][:log][:off] biçiminde olmalı (ör. lease:100ms..5s:20)", EN: "must be knob:from..to[:steps][:log][:off] (e.g. lease:100ms..5s:20)"}
	ruleStepsNumber = i18n.Text{TR: "adım sayısı yalnız rakamlardan oluşan bir tam sayı olmalı (ör. 20)", EN: "the step count must be a whole number, digits only (e.g. 20)"}
	ruleOffTwice    = i18n.Text{TR: "taramada :off iki kez verilmiş; bir kez yazın (ör. deadline:0..1s:11:off)", EN: "the sweep says :off twice; say it once (e.g. deadline:0..1s:11:off)"}
	ruleOnlyOff     = i18n.Text{TR: "aralık yalnız bu parametreyi kapatan değeri (%s) içeriyor; onu da taramak için :off ekleyin", EN: "the range holds only the value that switches this parameter off (%s); add :off to sweep it"}
	noteOffLeftOut  = i18n.Text{
		TR: "%s taramadan çıkarıldı: bu değer %s parametresini kapatır, eğrinin bir noktası değil başka bir deneydir. Onu da görmek için taramaya :off ekleyin.",
		EN: "%s is left out of the sweep: it switches %s off, another experiment rather than a point of the curve. Add :off to the sweep to see it too.",
	}
	ruleLogTwice      = i18n.Text{TR: "taramada :log iki kez verilmiş; bir kez yazın (ör. lease:100ms..5s:20:log)", EN: "the sweep says :log twice; say it once (e.g. lease:100ms..5s:20:log)"}
	ruleUnknownKnob   = i18n.Text{TR: "bu laboratuvarda böyle bir parametre yok; taranabilenler: %s", EN: "no such knob in this lab; knobs that can be swept: %s"}
	ruleNotNumeric    = i18n.Text{TR: "yalnız sayı ya da süre alan parametreler taranabilir: %s", EN: "only knobs that take a number or a duration can be swept: %s"}
	ruleOrder         = i18n.Text{TR: "başlangıç bitişten büyük olamaz", EN: "the start must not be above the end"}
	ruleSteps         = i18n.Text{TR: "adım sayısı %d ile %d arasında olmalı", EN: "the step count must be between %d and %d"}
	ruleLogZero       = i18n.Text{TR: "logaritmik tarama sıfırdan büyük bir başlangıç ister", EN: "a log sweep needs a start above zero"}
	ruleNoFault       = i18n.Text{TR: "%d. arızanın anı taranamaz: arıza listesinde %d arıza var", EN: "the moment of fault %d cannot be swept: the faults list holds %d"}
	ruleMetricTwice   = i18n.Text{TR: "iki kez yazılmış; her ölçütü bir kez yazın", EN: "named twice; name each metric once"}
	ruleUnknownMetric = i18n.Text{TR: "bilinmeyen ölçüt; geçerli olanlar: %s", EN: "unknown metric; metrics: %s"}
)
