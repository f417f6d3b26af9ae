package draw

import (
	"slices"
	"sort"
	"strings"

	"playground/engine/i18n"
	"playground/engine/lab"
)

// SeriesTable is a line or bar figure's data as an HTML table, for readers
// who want the numbers (and screen readers): one row per x (at most 40,
// evenly spread), one column per line, a categorical x by its name. It is
// one string rather than an element per cell: a page redraws every chart's
// table on a rerun, and a UI toolkit's diff of a few hundred cells costs
// more than writing one string.
func SeriesTable(s *lab.Series, xLabel string, xAxis lab.Axis, lang i18n.Lang) string {
	var keys []float64
	ys := make([]map[float64]float64, len(s.Lines))
	for i, l := range s.Lines {
		ys[i] = make(map[float64]float64, len(l.Points))
		for _, pt := range l.Points {
			keys = append(keys, pt.X)
			if _, dup := ys[i][pt.X]; !dup {
				ys[i][pt.X] = pt.Y // the first point at x, as a lookup from the start finds
			}
		}
	}
	//lint:ignore S1032 sort.Float64s is slices.Sort: one more generic copy of the sort in app.wasm
	sort.Sort(sort.Float64Slice(keys))
	keys = thin(slices.Compact(keys), maxDataRows)
	var b strings.Builder
	b.WriteString(`<table><thead><tr><th scope="col">`)
	b.WriteString(esc(xLabel))
	b.WriteString(`</th>`)
	for _, l := range lineLabels(s, lang) {
		b.WriteString(`<th scope="col">`)
		b.WriteString(esc(l))
		b.WriteString(`</th>`)
	}
	b.WriteString(`</tr></thead><tbody>`)
	for _, x := range keys {
		if name, ok := categoryName(xAxis, x, lang); ok {
			b.WriteString(`<tr><th scope="row">` + esc(name) + `</th>`)
		} else {
			b.WriteString(`<tr><th scope="row" class="num">` + Value(x, lang) + `</th>`)
		}
		for i := range s.Lines {
			if v, ok := ys[i][x]; ok {
				b.WriteString(`<td class="num">`)
				b.WriteString(Value(v, lang))
				b.WriteString(`</td>`)
			} else {
				b.WriteString(`<td></td>`)
			}
		}
		b.WriteString(`</tr>`)
	}
	b.WriteString(`</tbody></table>`)
	return b.String()
}

// yAt is line l's value at x (the first point there).
func yAt(l lab.Line, x float64) (float64, bool) {
	for _, p := range l.Points {
		if p.X == x {
			return p.Y, true
		}
	}
	return 0, false
}

// thin keeps at most n evenly spread items (first and last included).
func thin[T any](xs []T, n int) []T {
	if len(xs) <= n {
		return xs
	}
	out := make([]T, 0, n)
	for i := 0; i < n; i++ {
		out = append(out, xs[i*(len(xs)-1)/(n-1)])
	}
	return out
}

// lineLabels name a series' lines: their labels, or their ids.
func lineLabels(s *lab.Series, lang i18n.Lang) []string {
	out := make([]string, len(s.Lines))
	for i, l := range s.Lines {
		out[i] = l.Label.In(lang)
		if out[i] == "" {
			out[i] = l.ID
		}
	}
	return out
}

// Numeric reports whether a table cell reads as a number (digits, units,
// signs): such cells align right.
func Numeric(s string) bool {
	s = strings.TrimSpace(s)
	if s == "" {
		return false
	}
	for _, r := range s {
		if !strings.ContainsRune("0123456789.,/%-+ ms×~", r) {
			return false
		}
	}
	return true
}
