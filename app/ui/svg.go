package ui

import (
	"fmt"
	"html"
	"math"
	"strconv"
	"strings"
)

// svg writes a chart as SVG text (mounted with app.Raw). Colours and dashes
// come from classes (c0…c7, d0…d3 in app.css: the Okabe–Ito palette, safe
// for colour-blind readers); no style attributes, so a strict CSP holds.
// Charts are drawn at the size they are shown: width and height equal the
// viewBox, so 11 px text is 11 px on screen.
type svg struct {
	b    strings.Builder
	w, h float64
}

// newSVG opens an <svg> with a title and a description (its text
// alternative), referenced by aria-labelledby.
func newSVG(id string, w, h float64, title, desc string) *svg {
	s := &svg{w: w, h: h}
	fmt.Fprintf(&s.b, `<svg xmlns="http://www.w3.org/2000/svg" id="%s" class="chart" width="%s" height="%s" viewBox="0 0 %s %s" role="img" aria-labelledby="%s-t %s-d">`,
		esc(id), num(w), num(h), num(w), num(h), esc(id), esc(id))
	fmt.Fprintf(&s.b, `<title id="%s-t">%s</title><desc id="%s-d">%s</desc>`, esc(id), esc(title), esc(id), esc(desc))
	return s
}

// String closes the svg. A chart whose points are links (the sweep's) is
// a labelled group of them, not one image: an image hides what it holds
// from assistive technology, links included (axe: nested-interactive).
func (s *svg) String() string {
	out := s.b.String() + "</svg>"
	if strings.Contains(out, "<a ") {
		out = strings.Replace(out, `role="img"`, `role="group"`, 1)
	}
	return out
}

func (s *svg) line(x1, y1, x2, y2 float64, class string) {
	fmt.Fprintf(&s.b, `<line x1="%s" y1="%s" x2="%s" y2="%s" class="%s"/>`, num(x1), num(y1), num(x2), num(y2), class)
}

func (s *svg) rect(x, y, w, h float64, class string, tip string) {
	w = max(w, 0.5)
	h = max(h, 0)
	if tip == "" {
		fmt.Fprintf(&s.b, `<rect x="%s" y="%s" width="%s" height="%s" class="%s"/>`, num(x), num(y), num(w), num(h), class)
		return
	}
	fmt.Fprintf(&s.b, `<rect x="%s" y="%s" width="%s" height="%s" class="%s"><title>%s</title></rect>`,
		num(x), num(y), num(w), num(h), class, esc(tip))
}

func (s *svg) circle(x, y, r float64, class, tip string) {
	fmt.Fprintf(&s.b, `<circle cx="%s" cy="%s" r="%s" class="%s"><title>%s</title></circle>`, num(x), num(y), num(r), class, esc(tip))
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

// Text sizes in px (app.css sets the same), and the width of a character
// at that size, for layout: generous, so estimated labels never collide.
const (
	fontSize  = 11.0
	charWidth = 0.62 * fontSize
)

// textW estimates how wide s is drawn at fontSize.
func textW(s string) float64 { return float64(len([]rune(s))) * charWidth }

// legendItem is one swatch and its label.
type legendItem struct {
	label, class string
	line         bool // a line's swatch is a stroke (its dash shows), else a block
}

// legendRows lays items out left to right from x, wrapping before maxX; it
// returns each item's position and the number of rows.
func legendRows(items []legendItem, x, maxX float64) (pos [][2]float64, rows int) {
	if len(items) == 0 {
		return nil, 0
	}
	cx, row := x, 0
	for _, it := range items {
		w := 18 + textW(it.label) + 14
		if cx+w > maxX && cx > x {
			cx, row = x, row+1
		}
		pos = append(pos, [2]float64{cx, float64(row)})
		cx += w
	}
	return pos, row + 1
}

// legendRowH is the height of one legend row.
const legendRowH = 16.0

// legend draws the items laid out by legendRows with the first row's
// baseline at y.
func (s *svg) legend(items []legendItem, pos [][2]float64, y float64) {
	for i, it := range items {
		x, ry := pos[i][0], y+pos[i][1]*legendRowH
		if it.line {
			s.line(x, ry-4, x+14, ry-4, it.class+" swatch")
		} else {
			s.rect(x, ry-8, 14, 8, it.class+" swatch", "")
		}
		s.text(x+18, ry, "start", "legend", it.label)
	}
}

// shorten cuts s to about w pixels, with an ellipsis.
func shorten(s string, w float64) string {
	r := []rune(s)
	n := int(w / charWidth)
	if len(r) <= n {
		return s
	}
	if n < 2 {
		return "…"
	}
	return string(r[:n-1]) + "…"
}

// wrap splits s into at most two lines of about w pixels, at spaces; what
// does not fit is shortened.
func wrap(s string, w float64) []string {
	if textW(s) <= w {
		return []string{s}
	}
	words := strings.Fields(s)
	first := ""
	i := 0
	for ; i < len(words); i++ {
		next := strings.TrimSpace(first + " " + words[i])
		if textW(next) > w && first != "" {
			break
		}
		first = next
	}
	if i == len(words) {
		return []string{shorten(first, w)}
	}
	return []string{shorten(first, w), shorten(strings.Join(words[i:], " "), w)}
}

// wrapAll splits s into lines of about w pixels at spaces.
func wrapAll(s string, w float64) []string {
	var lines []string
	line := ""
	for _, word := range strings.Fields(s) {
		next := strings.TrimSpace(line + " " + word)
		if textW(next) > w && line != "" {
			lines = append(lines, line)
			next = word
		}
		line = next
	}
	if line != "" {
		lines = append(lines, shorten(line, w))
	}
	return lines
}

func num(v float64) string { return strconv.FormatFloat(math.Round(v*10)/10, 'f', -1, 64) }

func esc(s string) string { return html.EscapeString(s) }

func colour(i int) string { return fmt.Sprintf("c%d", i%8) }
func dash(i int) string   { return fmt.Sprintf("d%d", (i/8+i)%4) }
