package draw

import (
	"flag"
	"fmt"
	"math"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"playground/engine/i18n"
	"playground/engine/lab"
	"playground/engine/lab/labtest"
	"playground/engine/labs"
)

var update = flag.Bool("update", false, "rewrite testdata from the drawing code")

const goldenDir = "testdata"

// golden holds got to testdata/name, or writes it there with -update.
func golden(t *testing.T, name, got string) {
	t.Helper()
	labtest.Golden(t, filepath.Join(goldenDir, name), got, *update)
}

// roundTenth is v as the SVG writes it.
func roundTenth(v float64) float64 { return math.Round(v*10) / 10 }

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
func chartsText(drawn []Chart) string {
	var b strings.Builder
	for _, ch := range drawn {
		fmt.Fprintf(&b, "== %s (%s) %s wide=%v: %s\nalt: %s\n", ch.FigID, ch.ID, ch.Kind, ch.Wide, ch.Title, ch.Alt)
		if ch.Series != nil {
			b.WriteString(SeriesTable(ch.Series, ch.XLabel, ch.XAxis, i18n.EN) + "\n")
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
		drawn := ChartsPinned(res, pin, res.Figures, fixed(c.w), c.lang, nil)
		if len(drawn) != len(res.Figures) {
			t.Fatalf("%s: drew %d of %d figures", name, len(drawn), len(res.Figures))
		}
		for _, ch := range drawn {
			golden(t, name+"."+ch.ID+".svg", ch.SVG)
		}
		golden(t, name+".txt", chartsText(drawn))
	}
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
		n := len(d.Values)
		for i := n - c.filling; i < n; i++ {
			for mi := range d.Cur {
				d.Cur[mi][i] = math.NaN()
			}
		}
		svg, alt := SweepChart("sweep-chart", d, c.w, c.lang)
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
		m := NewReplayModel(res)
		lay := LayoutTopology(m, c.w, c.lang)
		name := "replay-" + c.lab + "-" + strconv.Itoa(int(c.w))
		mid := m.stops[len(m.stops)/2]
		golden(t, name+".svg", lay.SVG(m, mid, c.lang))
		var dots strings.Builder
		for i := 0; i <= 16; i++ {
			at := m.End * time.Duration(i) / 16
			if i%2 == 1 && len(m.Messages) > 0 {
				at = m.Messages[(len(m.Messages)-1)*i/16].Sent + m.hop/2
			}
			fmt.Fprintf(&dots, "t=%v: %s\n", at, lay.Dots(m, m.InFlight(at, nil), nil, i18n.TR))
		}
		golden(t, name+".dots.txt", dots.String())
		golden(t, name+".strip.txt", ReplayStrip(m, c.lang)+"\n")
		var geo strings.Builder
		for _, ch := range Charts(res, TimeFigures(res), fixed(c.w), c.lang) {
			p := ch.Plot
			g := func(v float64) string { return strconv.FormatFloat(v, 'g', -1, 64) }
			var ticks []string
			for _, v := range p.X.Ticks {
				ticks = append(ticks, g(v))
			}
			fmt.Fprintf(&geo, "%s %v: left %s right %s top %s bottom %s height %s; x %s…%s %s [%s]\n", ch.FigID, true,
				g(p.Left), g(p.Right), g(p.Top), g(p.Bottom), g(roundTenth(p.Height)), g(p.X.Lo), g(p.X.Hi), p.XUnit, strings.Join(ticks, " "))
		}
		golden(t, name+".charts.txt", geo.String())
	}
}
