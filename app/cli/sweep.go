package cli

import (
	"encoding/json"
	"fmt"
	"io"
	"runtime"
	"strconv"
	"strings"

	"playground/engine/i18n"
	"playground/engine/labs"
	"playground/engine/sweep"
)

var (
	sumSweep     = i18n.Text{TR: "bir düğmeyi bir aralıkta tarar, her noktada ölçütleri yazar", EN: "sweep one knob over a range and print the metrics at each point"}
	msgNoRange   = i18n.Text{TR: "hangi düğme, hangi aralık? ör. %s", EN: "which knob, which range? e.g. %s"}
	msgTwoRanges = i18n.Text{TR: "tek bir düğme taranır; %s ve %s verildi", EN: "one knob is swept at a time; got %s and %s"}
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
		case k == "metric":
			metrics = append(metrics, splitList(v)...)
		case strings.Contains(v, ".."):
			ranges = append(ranges, a)
		default:
			rest = append(rest, a)
		}
	}
	if len(rest) == 0 {
		return &InputError{Kind: "lab", Msg: msgNoLab.Format(labIDs())}
	}
	if len(ranges) == 0 {
		return &InputError{Kind: "usage", Field: sweep.Field, Msg: msgNoRange.Format(exampleRange(rest[0]))}
	}
	if len(ranges) > 1 {
		return &InputError{Kind: "usage", Field: sweep.Field, Value: ranges[1], Msg: msgTwoRanges.Format(ranges[0], ranges[1])}
	}
	l, base, err := labQuery(rest, c.Lang)
	if err != nil {
		return err
	}
	sp, err := sweep.ParseArg(ranges[0])
	if err != nil {
		return err
	}
	sp.Metrics = metrics
	pl, err := sweep.NewPlan(l, sp)
	if err != nil {
		return err
	}
	if _, err := l.Decode(base); err != nil {
		return err // the other knobs must hold before any point runs
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
		fmt.Fprintf(c.Stdout, "%s=%s: %s\n", sp.Knob, e.Value, e.Error.In(c.Lang))
	}
	return nil
}

// exampleRange is a sweep of the lab's first numeric knob over its bounds,
// written as the command line takes it.
func exampleRange(labID string) string {
	if l := labs.Find(labID); l != nil {
		for _, f := range l.New().Spec().Fields() {
			if f.Numeric() && f.Name != "seed" {
				return f.Name + "=" + f.Min + ".." + f.Max + ":" + strconv.Itoa(sweep.DefaultSteps)
			}
		}
	}
	return "KNOB=FROM..TO:" + strconv.Itoa(sweep.DefaultSteps)
}

func splitList(s string) []string {
	var out []string
	for _, p := range strings.Split(s, ",") {
		if p = strings.TrimSpace(p); p != "" {
			out = append(out, p)
		}
	}
	return out
}
