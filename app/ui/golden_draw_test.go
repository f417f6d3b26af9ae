package ui

import (
	"flag"
	"fmt"
	"math"
	"net/url"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"playground/engine/i18n"
	"playground/engine/lab"
	"playground/engine/labs"
	"playground/engine/param"
	"playground/engine/sweep"
)

var update = flag.Bool("update", false, "rewrite draw/testdata from the drawing code")

const goldenDir = "draw/testdata"

// golden holds got to testdata/name, or writes it there with -update.
func golden(t *testing.T, name, got string) {
	t.Helper()
	file := filepath.Join(goldenDir, name)
	if *update {
		if err := os.MkdirAll(goldenDir, 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(file, []byte(got), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(file)
	if err != nil {
		t.Fatalf("%v (run: go test -run Golden -update)", err)
	}
	if got != string(want) {
		t.Errorf("%s: the drawing changed:\n got %.300q\nwant %.300q", name, got, want)
	}
}

func presetRun(t *testing.T, labID, preset string) *lab.Result {
	t.Helper()
	l := labs.Find(labID)
	q := ""
	for _, p := range l.Presets {
		if p.ID == preset {
			q = p.Params
		}
	}
	if preset != "" && q == "" {
		t.Fatalf("%s has no preset %s", labID, preset)
	}
	return runLab(t, labID, q)
}

// chartsText is what the goldens hold beside the pictures: each chart's
// identity, its alt text and its data table.
func chartsText(drawn []chart) string {
	var b strings.Builder
	for _, ch := range drawn {
		fmt.Fprintf(&b, "== %s (%s) %s wide=%v: %s\nalt: %s\n", ch.figID, ch.id, ch.kind, ch.wide, ch.title, ch.alt)
		if ch.series != nil {
			b.WriteString(seriesTable(ch.series, ch.xLabel, ch.xAxis, i18n.EN) + "\n")
		}
	}
	return b.String()
}

var goldenCharts = []struct {
	lab, preset, pin string
	w                float64
	lang             i18n.Lang
}{
	{"registry", "", "", 860, i18n.EN},
	{"registry", "", "", 340, i18n.TR},
	{"sidecar", "", "", 640, i18n.EN},
	{"sidecar", "expired-cert", "", 640, i18n.TR},
	{"admission", "", "", 420, i18n.EN},
	{"cache", "", "", 420, i18n.EN},
	{"cache", "consistent", "", 860, i18n.EN},
	// Compare: the pinned run's lines as ghosts, its bars as outlines.
	{"registry", "", "long_lease", 640, i18n.EN},
	{"admission", "", "retry-storm", 640, i18n.TR},
}

// Every chart kind, drawn from the labs' real runs, is byte for byte what
// the goldens hold: line, bar, lanes and sequence, shared scales, phones'
// widths and the pinned run's ghosts.
func TestGoldenCharts(t *testing.T) {
	for _, c := range goldenCharts {
		name := "charts-" + c.lab
		if c.preset != "" {
			name += "-" + c.preset
		}
		if c.pin != "" {
			name += "-pinned-" + c.pin
		}
		name += "-" + strconv.Itoa(int(c.w))
		res := presetRun(t, c.lab, c.preset)
		var pin *lab.Result
		if c.pin != "" {
			pin = presetRun(t, c.lab, c.pin)
		}
		drawn := drawChartsPinned(res, pin, res.Figures, fixed(c.w), c.lang, nil, nil)
		if len(drawn) != len(res.Figures) {
			t.Fatalf("%s: drew %d of %d figures", name, len(drawn), len(res.Figures))
		}
		for _, ch := range drawn {
			golden(t, name+"."+ch.id+".svg", ch.svg)
		}
		golden(t, name+".txt", chartsText(drawn))
	}
}

// realSweep runs a lab's ready sweep as the sweep view does (base: the
// ready sweep's parameters, pinBase: the pinned run's, "" for none) and
// returns the plot the view would draw.
func realSweep(t *testing.T, labID, readyID, pinBase string, lang i18n.Lang) *sweepPlot {
	t.Helper()
	l := labs.Find(labID)
	var rs lab.SweepPreset
	for _, s := range l.Sweeps {
		if s.ID == readyID {
			rs = s
		}
	}
	pl, err := sweep.NewPlan(l, readySpec(rs))
	if err != nil {
		t.Fatal(err)
	}
	f := pl.Field
	dur := f.Kind == param.Duration
	unit := f.UnitText
	if dur && unit == "" {
		unit = "ms"
	}
	show := func(v string) string {
		if x, ok := knobNumber(v, true, unit); ok && dur {
			return withUnit(fmtMetric(x), unit)
		}
		return v
	}
	d := &sweepPlot{knob: titled(f.LabelText.In(lang), unit), values: pl.Values, log: pl.Spec.Log}
	for _, id := range pl.Metrics {
		m := l.Metric(id)
		d.metrics = append(d.metrics, sweepMetric{id: id, label: m.Label.In(lang), unit: m.Unit})
	}
	measure := func(encoded string) [][]float64 {
		base, err := url.ParseQuery(encoded)
		if err != nil {
			t.Fatal(err)
		}
		grid := make([][]float64, len(pl.Metrics))
		for mi := range grid {
			grid[mi] = make([]float64, len(pl.Values))
		}
		for i := range pl.Values {
			vals, err := pl.Measure(base, i, nil)
			for mi := range grid {
				grid[mi][i] = math.NaN()
				if err == nil {
					grid[mi][i] = vals[mi]
				}
			}
			if encoded == rs.Params {
				msg := ""
				if err != nil {
					msg = i18n.ErrorIn(err, lang)
				}
				d.failed = append(d.failed, msg)
			}
		}
		return grid
	}
	d.cur = measure(rs.Params)
	if pinBase != "" {
		d.pin, d.pinned = measure(pinBase), true
		d.pinLabel = txtSweepPinCurve.Format(pinBase).In(lang)
	}
	base, _ := url.ParseQuery(rs.Params)
	for i, v := range pl.Values {
		x, _ := knobNumber(v, dur, unit)
		d.xs = append(d.xs, x)
		d.shown = append(d.shown, show(v))
		d.hrefs = append(d.hrefs, "?"+pl.Query(base, i).Encode())
	}
	mark := func(v string, label i18n.Text, class string) {
		if x, ok := knobNumber(v, dur, unit); ok {
			d.marks = append(d.marks, sweepMark{x: x, label: label.Format(show(v)).In(lang), class: class})
		}
	}
	mark(f.Default, txtSweepLessonAt, "lesson")
	mark(pl.Values[len(pl.Values)/3], txtSweepCurrentAt, "current")
	return d
}

// The sweep plot of real sweeps is what the goldens hold: a linear knob
// with a pinned curve, a log knob, and a sweep still filling (its last
// points not run yet).
func TestGoldenSweepCharts(t *testing.T) {
	for _, c := range []struct {
		name, lab, sweep, pin string
		w                     float64
		lang                  i18n.Lang
		filling               int
	}{
		{"registry-lease-pinned", "registry", "lease", "renew=100ms&jitter=0.5", 640, i18n.EN, 0},
		{"cache-rate-log", "cache", "rate-stampede", "", 420, i18n.TR, 0},
		{"sidecar-attempts-filling", "sidecar", "attempts", "", 860, i18n.EN, 3},
	} {
		d := realSweep(t, c.lab, c.sweep, c.pin, c.lang)
		n := len(d.values)
		for i := n - c.filling; i < n; i++ {
			for mi := range d.cur {
				d.cur[mi][i] = math.NaN()
			}
		}
		svg, alt := sweepChart("sweep-chart", d, c.w, c.lang)
		golden(t, "sweep-"+c.name+"-"+strconv.Itoa(int(c.w))+".svg", svg)
		golden(t, "sweep-"+c.name+"-"+strconv.Itoa(int(c.w))+".txt", "alt: "+alt+"\n")
	}
}

// The replay's topology, its dots at moments across the run, its strip and
// the geometry its chart cursors use are what the goldens hold.
func TestGoldenReplay(t *testing.T) {
	for _, c := range []struct {
		lab  string
		w    float64
		lang i18n.Lang
	}{
		{"registry", 900, i18n.EN},
		{"registry", 360, i18n.TR},
		{"sidecar", 640, i18n.EN},
		{"cache", 900, i18n.EN},
		{"admission", 700, i18n.TR},
	} {
		res := runLab(t, c.lab, "")
		m := newReplayModel(res)
		lay := layoutTopo(m, c.w)
		name := "replay-" + c.lab + "-" + strconv.Itoa(int(c.w))
		mid := m.stops[len(m.stops)/2]
		golden(t, name+".svg", topoSVG(m, &lay, mid, c.lang))
		var dots strings.Builder
		for i := 0; i <= 16; i++ {
			at := m.end * time.Duration(i) / 16
			if i%2 == 1 && len(m.msgs) > 0 {
				at = m.msgs[(len(m.msgs)-1)*i/16].Sent + m.hop/2
			}
			fmt.Fprintf(&dots, "t=%v: %s\n", at, dotsSVG(m, &lay, m.inFlight(at, nil)))
		}
		golden(t, name+".dots.txt", dots.String())
		golden(t, name+".strip.txt", stripSVG(m, c.lang)+"\n")
		figs := timeFigures(res)
		var geo strings.Builder
		for k, ch := range drawCharts(res, figs, fixed(c.w), c.lang) {
			tm, ok := timeMapOf(res, figs, figs[k], c.w, c.lang, ch.svg)
			g := func(v float64) string { return strconv.FormatFloat(v, 'g', -1, 64) }
			var ticks []string
			for _, v := range tm.ax.ticks {
				ticks = append(ticks, g(v))
			}
			fmt.Fprintf(&geo, "%s %v: left %s right %s top %s bottom %s height %s; x %s…%s %s [%s]\n", ch.figID, ok,
				g(tm.left), g(tm.right), g(tm.top), g(tm.bottom), g(heightOf(ch.svg)), g(tm.ax.lo), g(tm.ax.hi), tm.unit, strings.Join(ticks, " "))
		}
		golden(t, name+".charts.txt", geo.String())
	}
}
