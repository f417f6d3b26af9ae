package draw

import (
	"math"
	"strconv"
	"strings"

	"playground/engine/i18n"
)

var (
	txtSweepTitle     = i18n.Text{TR: "Ölçütler, %s değiştikçe", EN: "The metrics as %s changes"}
	txtSweepOpen      = i18n.Text{TR: "tıklayınca bu çalıştırma açılır", EN: "click to open this run"}
	txtSweepAltRange  = i18n.Text{TR: "%s, %s ile %s arasında %d noktada tarandı.", EN: "%s swept from %s to %s in %d points."}
	txtSweepAltMetric = i18n.Text{TR: "%s: en düşük %s (%s), en yüksek %s (%s).", EN: "%s: lowest %s (at %s), highest %s (at %s)."}
	txtSweepAltFlat   = i18n.Text{TR: "%s: her noktada %s.", EN: "%s: %s at every point."}
	txtSweepAltFailed = i18n.Counted{TR: "%d nokta çalıştırılamadı (×).", EnOne: "%d point did not run (×).", EnOther: "%d points did not run (×)."}
)

// Title is the sweep chart's title (its SVG title, and the caption a page
// shows above it).
func (d *SweepPlot) Title(lang i18n.Lang) string { return txtSweepTitle.Format(d.Knob).In(lang) }

// FailedSummary says how many points could not run ("" when every point
// ran): the alt text says it, and a page heads the list of their errors
// with the same words.
func (d *SweepPlot) FailedSummary(lang i18n.Lang) string {
	failed := 0
	for _, f := range d.Failed {
		if f != "" {
			failed++
		}
	}
	if failed == 0 {
		return ""
	}
	return txtSweepAltFailed.N(failed).In(lang)
}

// pointTip says what a point is: the knob's value, then every metric (or
// why it could not run).
func (d *SweepPlot) pointTip(i int, lang i18n.Lang) string {
	parts := []string{d.Knob + " = " + d.show(i)}
	if d.Failed[i] != "" {
		parts = append(parts, d.Failed[i])
	} else {
		for mi, m := range d.Metrics {
			if mi < len(d.Cur) {
				parts = append(parts, m.Label+": "+MetricIn(d.Cur[mi][i], m.Unit, lang))
			}
		}
	}
	parts = append(parts, txtSweepOpen.In(lang))
	return strings.Join(parts, " · ")
}

// sweepAlt is the chart in words: per metric its lowest and highest value
// and where (the data table has every number).
func sweepAlt(d *SweepPlot, lang i18n.Lang) string {
	n := len(d.Values)
	if n == 0 {
		return ""
	}
	parts := []string{txtSweepAltRange.Format(d.Knob, d.show(0), d.show(n-1), n).In(lang)}
	for mi, m := range d.Metrics {
		if mi >= len(d.Cur) {
			continue
		}
		lo, hi := -1, -1
		for i, v := range d.Cur[mi] {
			if math.IsNaN(v) {
				continue
			}
			if lo < 0 || v < d.Cur[mi][lo] {
				lo = i
			}
			if hi < 0 || v > d.Cur[mi][hi] {
				hi = i
			}
		}
		if lo < 0 {
			parts = append(parts, txtAltNoData.Format(m.Label).In(lang))
			continue
		}
		low, high := MetricIn(d.Cur[mi][lo], m.Unit, lang), MetricIn(d.Cur[mi][hi], m.Unit, lang)
		if d.Cur[mi][lo] == d.Cur[mi][hi] {
			parts = append(parts, txtSweepAltFlat.Format(m.Label, low).In(lang))
			continue
		}
		parts = append(parts, txtSweepAltMetric.Format(m.Label, low, d.show(lo), high, d.show(hi)).In(lang))
	}
	if s := d.FailedSummary(lang); s != "" {
		parts = append(parts, s)
	}
	return strings.Join(parts, " ")
}

// dataY writes a metric value exactly (shortest round trip), for scripts
// and tests that read the drawn points; "" for none.
func dataY(v float64) string {
	if math.IsNaN(v) {
		return ""
	}
	return strconv.FormatFloat(v, 'g', -1, 64)
}
