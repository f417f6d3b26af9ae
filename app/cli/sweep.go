package cli

import (
	"encoding/json"
	"fmt"
	"io"
	"net/url"
	"runtime"
	"strconv"
	"strings"
	"unicode"

	"playground/engine/i18n"
	"playground/engine/lab"
	"playground/engine/labs"
	"playground/engine/param"
	"playground/engine/sweep"
)

var (
	sumSweep       = i18n.Text{TR: "bir parametreyi bir aralıkta tarar, her noktada ölçütleri yazar", EN: "sweep one knob over a range and print the metrics at each point"}
	msgNoRange     = i18n.Text{TR: "hangi parametre, hangi aralık? ör. %s", EN: "which knob, which range? e.g. %s"}
	ruleTwoRanges  = i18n.Text{TR: "tek bir parametre taranır ve %s zaten taranıyor (%s); bu parametreye bir değer verin ya da yalnız onu tarayın", EN: "one knob is swept at a time and %s already is (%s); give this one a value, or sweep it alone"}
	ruleRangeTwice = i18n.Text{TR: "aralığı iki kez verilmiş; bir kez verin", EN: "its range is given twice; give it once"}
	ruleGivenTimes = i18n.Text{TR: "%d kez verilmiş; her parametre bir kez verilmeli", EN: "given %d times; give each parameter once"}
	ruleMetricList = i18n.Text{TR: "virgülle ayrılmış bir ya da daha çok ölçüt adı olmalı, boşluk ya da boş öğe olmadan; ölçütler: %s", EN: "must name one or more metrics, separated by commas without spaces or empty items; metrics: %s"}
	ruleSweptKnob  = i18n.Text{TR: "bu parametre taranıyor (%s); ayrıca bir değer alamaz: ya aralığını ya değerini verin", EN: "this knob is swept (%s) and cannot also take a value: give either its range or a value"}
)

// sweepCmd is `app sweep [-json] LAB KNOB=FROM..TO[:STEPS] [k=v …]
// [metric=ID,…]`: a table (the knob's value, then one column per metric) or
// JSON {lab, knob, values, metrics}. Points run on every core; the output
// is the same whatever their number.
func sweepCmd(c *Call) error {
	args, err := c.commonFlags()
	if err != nil {
		return err
	}
	var rest, ranges, metrics []string
	for _, a := range args {
		k, v, _ := strings.Cut(a, "=")
		switch {
		case k == metricKey:
			metrics = append(metrics, v)
		case strings.Contains(v, ".."):
			ranges = append(ranges, a)
		default:
			rest = append(rest, a)
		}
	}
	if len(rest) == 0 {
		return &InputError{Kind: "lab", Msg: msgNoLab.Format(labIDs()), Missing: true}
	}
	if len(ranges) == 0 {
		if _, _, err := labQuery(rest, c.Lang); err != nil {
			return err // the lab and pairs given are checked before the range asked for
		}
		return &InputError{Kind: "usage", Field: sweep.Field, Msg: msgNoRange.Format(param.Echo(exampleRange(rest[0]))), Missing: true}
	}
	l, base, err := labQuery(rest, c.Lang)
	if err != nil {
		return err
	}
	sp, err := sweep.ParseArg(ranges[0])
	if err != nil {
		return err
	}
	if err := oneRange(sp, ranges[1:], base); err != nil {
		return err
	}
	if sp.Metrics, err = metricList(metrics, l); err != nil {
		return err
	}
	pl, err := sweep.NewPlan(l, sp)
	if err != nil {
		return err
	}
	if _, err := l.Decode(base); err != nil {
		return err // the other knobs must hold before any point runs
	}
	if err := pl.CheckBase(base); err != nil {
		return err // a fault's moment needs that fault in the list
	}
	if c.Help {
		return nil
	}
	r := pl.Run(base, runtime.GOMAXPROCS(0))
	if c.JSON {
		b, err := json.MarshalIndent(r, "", "  ")
		if err != nil {
			return err
		}
		_, err = fmt.Fprintf(c.Stdout, "%s\n", b)
		return err
	}
	if _, err := io.WriteString(c.Stdout, r.Table().Text(c.Lang)); err != nil {
		return err
	}
	for _, e := range r.Errors {
		fmt.Fprintf(c.Stdout, "%s=%s: %s\n", param.Echo(sp.Knob), param.Echo(e.Value), e.Error.In(c.Lang))
	}
	return nil
}

// metricKey names the metrics a sweep prints, as on the page.
const metricKey = "metric"

// metricList reads the values given for metric= by the rule of every key:
// given once, and a list of names without spaces or empty items (none
// given: every metric of the lab).
func metricList(given []string, l *lab.Lab) ([]string, error) {
	switch {
	case len(given) == 0:
		return nil, nil
	case len(given) > 1:
		return nil, &param.Error{Field: metricKey, Value: strings.Join(given, ","), Rule: ruleGivenTimes.Format(len(given))}
	}
	names := strings.Split(given[0], ",")
	for _, n := range names {
		if n == "" || strings.ContainsFunc(n, unicode.IsSpace) {
			return nil, &param.Error{Field: metricKey, Value: given[0], Rule: ruleMetricList.Format(metricIDs(l))}
		}
	}
	return names, nil
}

func metricIDs(l *lab.Lab) string {
	ids := make([]string, len(l.Metrics))
	for i, m := range l.Metrics {
		ids[i] = m.ID
	}
	return strings.Join(ids, ", ")
}

// oneRange refuses what would make the sweep ambiguous, naming the knob:
// a second range (of another knob or of the same), or a value for the
// swept knob among the other pairs (the sweep would drop one of the two).
func oneRange(sp sweep.Spec, more []string, base url.Values) error {
	swept := strings.TrimPrefix(sp.String(), sp.Knob+":") // FROM..TO:STEPS[:log]
	if len(more) > 0 {
		k, v, _ := strings.Cut(more[0], "=")
		if k == sp.Knob {
			return &param.Error{Field: k, Value: v, Rule: ruleRangeTwice}
		}
		return &param.Error{Field: k, Value: v, Rule: ruleTwoRanges.Format(param.Echo(sp.Knob), param.Echo(swept))}
	}
	if vs, ok := base[sp.Knob]; ok {
		return &param.Error{Field: sp.Knob, Value: strings.Join(vs, ","), Rule: ruleSweptKnob.Format(param.Echo(swept))}
	}
	return nil
}

// exampleRange is a sweep of the lab's first numeric knob over its bounds,
// written as the command line takes it.
func exampleRange(labID string) string {
	if l := labs.Find(labID); l != nil {
		for _, f := range l.Knobs().Fields() {
			if f.Numeric() && f.Name != "seed" {
				return f.Name + "=" + f.Min + ".." + f.Max + ":" + strconv.Itoa(sweep.DefaultSteps)
			}
		}
	}
	return "KNOB=FROM..TO:" + strconv.Itoa(sweep.DefaultSteps)
}
