package draw

import (
	"fmt"
	"math"
	"strconv"
	"strings"

	"playground/engine/i18n"
)

// svg writes a picture as SVG text (a page mounts it as raw HTML). Colours
// and dashes come from classes (c0…c7, d0…d3 in web/app.css: the Okabe–Ito
// palette, safe for colour-blind readers); no style attributes, so a strict
// CSP holds. Pictures are drawn at the size they are shown: width and
// height equal the viewBox, so 11 px text is 11 px on screen.
type svg struct {
	b    strings.Builder
	w, h float64
	lang i18n.Lang // the language of its tick labels and figures
}

// newSVG opens an <svg> with a title and a description (its text
// alternative), referenced by aria-labelledby.
func newSVG(id string, w, h float64, lang i18n.Lang, title, desc string) *svg {
	return newSVGClass(id, "chart", w, h, lang, title, desc)
}

// newSVGClass is newSVG with the root's classes given.
func newSVGClass(id, class string, w, h float64, lang i18n.Lang, title, desc string) *svg {
	s := &svg{w: w, h: h, lang: lang}
	fmt.Fprintf(&s.b, `<svg xmlns="http://www.w3.org/2000/svg" id="%s" class="%s" width="%s" height="%s" viewBox="0 0 %s %s" role="img" aria-labelledby="%s-t %s-d">`,
		esc(id), esc(class), Num(w), Num(h), Num(w), Num(h), esc(id), esc(id))
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

// The shapes write straight into the builder: fmt.Fprintf per element
// was most of a chart's drawing time in the browser, and a chart has
// hundreds of elements. The text is the same as Num and esc give.

func (s *svg) line(x1, y1, x2, y2 float64, class string) {
	s.open("line")
	s.numAttr("x1", x1)
	s.numAttr("y1", y1)
	s.numAttr("x2", x2)
	s.numAttr("y2", y2)
	s.strAttr("class", class)
	s.b.WriteString("/>")
}

func (s *svg) rect(x, y, w, h float64, class string, tip string) {
	w = max(w, 0.5)
	h = max(h, 0)
	s.open("rect")
	s.numAttr("x", x)
	s.numAttr("y", y)
	s.numAttr("width", w)
	s.numAttr("height", h)
	s.strAttr("class", class)
	s.closeWithTip("rect", tip)
}

func (s *svg) circle(x, y, r float64, class, tip string) {
	s.open("circle")
	s.numAttr("cx", x)
	s.numAttr("cy", y)
	s.numAttr("r", r)
	s.strAttr("class", class)
	s.closeWithTip("circle", tip)
}

func (s *svg) text(x, y float64, anchor, class, t string) {
	s.open("text")
	s.numAttr("x", x)
	s.numAttr("y", y)
	s.strAttr("text-anchor", anchor)
	s.strAttr("class", class)
	s.b.WriteByte('>')
	s.b.WriteString(esc(t))
	s.b.WriteString("</text>")
}

func (s *svg) polyline(pts [][2]float64, class string) { s.shape("polyline", pts, class) }

func (s *svg) polygon(pts [][2]float64, class string) { s.shape("polygon", pts, class) }

// shape writes a polyline or polygon through pts.
func (s *svg) shape(tag string, pts [][2]float64, class string) {
	s.b.WriteString("<" + tag + ` class="` + class + `" points="`)
	for i, p := range pts {
		if i > 0 {
			s.b.WriteByte(' ')
		}
		s.num(p[0])
		s.b.WriteByte(',')
		s.num(p[1])
	}
	s.b.WriteString(`"/>`)
}

func (s *svg) open(tag string) {
	s.b.WriteByte('<')
	s.b.WriteString(tag)
}

// numAttr writes name="Num(v)"; strAttr name="v" (v is a class or keyword,
// written as given, as the Fprintf forms did).
func (s *svg) numAttr(name string, v float64) {
	s.b.WriteByte(' ')
	s.b.WriteString(name)
	s.b.WriteString(`="`)
	s.num(v)
	s.b.WriteByte('"')
}

func (s *svg) strAttr(name, v string) {
	s.b.WriteByte(' ')
	s.b.WriteString(name)
	s.b.WriteString(`="`)
	s.b.WriteString(v)
	s.b.WriteByte('"')
}

// closeWithTip ends an element: empty, or holding its tooltip title.
func (s *svg) closeWithTip(tag, tip string) {
	if tip == "" {
		s.b.WriteString("/>")
		return
	}
	s.b.WriteString("><title>")
	s.b.WriteString(esc(tip))
	s.b.WriteString("</title></")
	s.b.WriteString(tag)
	s.b.WriteByte('>')
}

// num writes v as Num does, without an allocation.
func (s *svg) num(v float64) {
	var buf [32]byte
	s.b.Write(strconv.AppendFloat(buf[:0], math.Round(v*10)/10, 'f', -1, 64))
}

// arrow draws a message arrow with a head at (x2, y2).
func (s *svg) arrow(x1, y1, x2, y2 float64, class string) {
	s.line(x1, y1, x2, y2, class)
	dir := 1.0
	if x2 < x1 {
		dir = -1
	}
	s.polygon([][2]float64{{x2, y2}, {x2 - 6*dir, y2 - 3.5}, {x2 - 6*dir, y2 + 3.5}}, class+" head")
}

// Text sizes in px (web/app.css sets the same), and the width of a character
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
// returns each item's position and the number of rows. An item wider than
// the row is shortened in items.
func legendRows(items []legendItem, x, maxX float64) (pos [][2]float64, rows int) {
	if len(items) == 0 {
		return nil, 0
	}
	cx, row := x, 0
	for i, it := range items {
		if 18+textW(it.label)+14 > maxX-x {
			// An item wider than a whole row is shortened to fit it (its
			// full name is in the chart's description and table).
			it.label = shorten(it.label, maxX-x-32)
			items[i].label = it.label
		}
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

// wrapWords splits s into lines of about w pixels at spaces, and a word
// wider than w at characters: nothing is cut.
func wrapWords(s string, w float64) []string {
	var lines []string
	line := ""
	for _, word := range strings.Fields(s) {
		for textW(word) > w && len([]rune(word)) > 1 {
			if line != "" {
				lines = append(lines, line)
				line = ""
			}
			r := []rune(word)
			k := min(max(1, int(w/charWidth)), len(r)-1)
			// Cut after a separator that fits, so an address keeps its
			// port whole ("127.0.0.1:" / "8753", never "127.0.0.1:8" /
			// "753"); at characters only when none does.
			if j := lastSeparator(r[:k]); j > 0 {
				k = j + 1
			}
			lines = append(lines, string(r[:k]))
			word = string(r[k:])
		}
		next := strings.TrimSpace(line + " " + word)
		if textW(next) > w && line != "" {
			lines = append(lines, line)
			next = word
		}
		line = next
	}
	if line != "" {
		lines = append(lines, line)
	}
	return lines
}

// lastSeparator is the index of the last ':', '/', '-' or '.' in r (-1:
// none), a place a long word may break after.
func lastSeparator(r []rune) int {
	for i := len(r) - 1; i >= 0; i-- {
		switch r[i] {
		case ':', '/', '-', '.':
			return i
		}
	}
	return -1
}

// Num writes a coordinate or a size as the drawings do: rounded to a tenth
// of a pixel, without trailing zeros. A page placing something over a
// drawing (the replay's cursors) writes its numbers the same way.
func Num(v float64) string { return strconv.FormatFloat(math.Round(v*10)/10, 'f', -1, 64) }

// tickW is the width of a tick label: both languages write a number with
// as many characters (0,5 / 0.5, 25.000 / 25,000), so layout does not
// depend on the language.
func tickW(v float64) float64 { return textW(Value(v, i18n.EN)) }

// Escape writes s for HTML text or a quoted attribute, as the standard
// library's html.EscapeString does. That package is not imported in the
// browser's build: its initialisation links an entity table (2 231 names)
// only its UnescapeString reads.
func Escape(s string) string {
	n := 0
	for i := 0; i < len(s); i++ {
		switch s[i] {
		case '<', '>', '&', '\'', '"':
			n++
		}
	}
	if n == 0 {
		return s
	}
	b := make([]byte, 0, len(s)+4*n)
	for i := 0; i < len(s); i++ {
		switch c := s[i]; c {
		case '<':
			b = append(b, "&lt;"...)
		case '>':
			b = append(b, "&gt;"...)
		case '&':
			b = append(b, "&amp;"...)
		case '\'':
			b = append(b, "&#39;"...)
		case '"':
			b = append(b, "&#34;"...)
		default:
			b = append(b, c)
		}
	}
	return string(b)
}

func esc(s string) string { return Escape(s) }

func colour(i int) string { return "c" + strconv.Itoa(i%8) }
func dash(i int) string   { return "d" + strconv.Itoa((i/8+i)%4) }
