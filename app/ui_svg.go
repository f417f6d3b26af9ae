package main

import (
	"fmt"
	"html"
	"math"
	"strconv"
	"strings"
)

// svg writes a chart as SVG text (mounted with app.Raw). Colours and dashes
// come from classes (c0…c7, d0…d3 in app.css: the Okabe–Ito palette, safe for
// colour-blind readers); no style attributes, so a strict CSP holds.
type svg struct {
	b    strings.Builder
	w, h float64
}

// newSVG opens an <svg> with a title and a description (its text
// alternative), referenced by aria-labelledby.
func newSVG(id string, w, h float64, title, desc string) *svg {
	s := &svg{w: w, h: h}
	fmt.Fprintf(&s.b, `<svg xmlns="http://www.w3.org/2000/svg" id="%s" class="chart" viewBox="0 0 %s %s" role="img" aria-labelledby="%s-t %s-d">`,
		esc(id), num(w), num(h), esc(id), esc(id))
	fmt.Fprintf(&s.b, `<title id="%s-t">%s</title><desc id="%s-d">%s</desc>`, esc(id), esc(title), esc(id), esc(desc))
	return s
}

func (s *svg) String() string { return s.b.String() + "</svg>" }

func (s *svg) line(x1, y1, x2, y2 float64, class string) {
	fmt.Fprintf(&s.b, `<line x1="%s" y1="%s" x2="%s" y2="%s" class="%s"/>`, num(x1), num(y1), num(x2), num(y2), class)
}

func (s *svg) rect(x, y, w, h float64, class string, tip string) {
	if w < 0.5 {
		w = 0.5
	}
	if tip == "" {
		fmt.Fprintf(&s.b, `<rect x="%s" y="%s" width="%s" height="%s" class="%s"/>`, num(x), num(y), num(w), num(h), class)
		return
	}
	fmt.Fprintf(&s.b, `<rect x="%s" y="%s" width="%s" height="%s" class="%s"><title>%s</title></rect>`,
		num(x), num(y), num(w), num(h), class, esc(tip))
}

func (s *svg) text(x, y float64, anchor, class, t string) {
	fmt.Fprintf(&s.b, `<text x="%s" y="%s" text-anchor="%s" class="%s">%s</text>`, num(x), num(y), anchor, class, esc(t))
}

func (s *svg) polyline(pts [][2]float64, class string) {
	s.b.WriteString(`<polyline class="` + class + `" points="`)
	for i, p := range pts {
		if i > 0 {
			s.b.WriteByte(' ')
		}
		s.b.WriteString(num(p[0]) + "," + num(p[1]))
	}
	s.b.WriteString(`"/>`)
}

// arrow draws a message arrow with a head at (x2, y2).
func (s *svg) arrow(x1, y1, x2, y2 float64, class string) {
	s.line(x1, y1, x2, y2, class)
	dir := 1.0
	if x2 < x1 {
		dir = -1
	}
	fmt.Fprintf(&s.b, `<polygon class="%s head" points="%s,%s %s,%s %s,%s"/>`, class,
		num(x2), num(y2), num(x2-6*dir), num(y2-3.5), num(x2-6*dir), num(y2+3.5))
}

// legend draws swatches with labels in one wrapped row block starting at y;
// it returns the y below it.
func (s *svg) legend(x, y float64, labels []string, classOf func(i int) string) float64 {
	cx := x
	for i, l := range labels {
		w := 26 + 6.5*float64(len([]rune(l)))
		if cx+w > s.w-8 && cx > x {
			cx, y = x, y+16
		}
		s.rect(cx, y-8, 14, 8, classOf(i)+" swatch", "")
		s.text(cx+18, y, "start", "legend", l)
		cx += w
	}
	return y + 10
}

// scale maps [0, max] onto [a, b].
type scale struct{ max, a, b float64 }

func (sc scale) at(v float64) float64 {
	if sc.max <= 0 {
		return sc.a
	}
	return sc.a + (sc.b-sc.a)*v/sc.max
}

// niceMax rounds a maximum up to 1, 2 or 5 × 10^k and returns it with its tick step.
func niceMax(v float64) (max, step float64) {
	if v <= 0 {
		return 1, 1
	}
	mag := math.Pow(10, math.Floor(math.Log10(v)))
	for _, m := range []float64{1, 2, 5, 10} {
		if v <= m*mag {
			max = m * mag
			break
		}
	}
	step = max / 5
	if max/mag == 1 || max/mag == 10 {
		step = max / 5
	}
	if max/mag == 2 {
		step = max / 4
	}
	return max, step
}

func num(v float64) string { return strconv.FormatFloat(math.Round(v*10)/10, 'f', -1, 64) }

func esc(s string) string { return html.EscapeString(s) }

// fmtNum prints an axis or data value briefly (integers without decimals).
func fmtNum(v float64) string {
	v = math.Round(v*1e9) / 1e9 // 0.6000000000000001 is 0.6 to a reader
	if v == math.Trunc(v) && math.Abs(v) < 1e15 {
		return strconv.FormatInt(int64(v), 10)
	}
	return strconv.FormatFloat(v, 'f', -1, 64)
}

// ticks are the axis values 0, step, 2·step … up to top, computed by
// multiplication so no float error piles up along the axis.
func ticks(top, step float64) []float64 {
	var out []float64
	for i := 0; float64(i)*step <= top+step/2; i++ {
		out = append(out, float64(i)*step)
	}
	return out
}
