package draw

import (
	"encoding/xml"
	"io"
	"net/url"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"playground/engine/i18n"
	"playground/engine/lab"
	"playground/engine/labs"
)

func txt(tr, en string) i18n.Text { return i18n.Text{TR: tr, EN: en} }

// checkSVG parses the chart as XML and enforces the CSP-friendly rules: no
// style attributes, no outside URL but the SVG namespace, a title and a
// desc; and the real-size rule: width and height equal the viewBox.
func checkSVG(t *testing.T, s string) {
	t.Helper()
	d := xml.NewDecoder(strings.NewReader(s))
	var titles, descs int
	for {
		tok, err := d.Token()
		if err == io.EOF {
			break
		}
		if err != nil {
			t.Fatalf("chart is not well-formed XML: %v\n%s", err, s)
		}
		if se, ok := tok.(xml.StartElement); ok {
			switch se.Name.Local {
			case "title":
				titles++
			case "desc":
				descs++
			case "svg":
				var w, h, vb string
				for _, a := range se.Attr {
					switch a.Name.Local {
					case "width":
						w = a.Value
					case "height":
						h = a.Value
					case "viewBox":
						vb = a.Value
					}
				}
				if vb != "0 0 "+w+" "+h {
					t.Errorf("svg width %s height %s viewBox %q: not drawn at its real size", w, h, vb)
				}
			}
			for _, a := range se.Attr {
				if a.Name.Local == "style" {
					t.Errorf("style attribute in chart: %v", se)
				}
			}
		}
	}
	if titles == 0 || descs != 1 {
		t.Errorf("chart has %d titles and %d descs, want a title and one desc", titles, descs)
	}
	if strings.Count(s, "http") != 1 {
		t.Errorf("chart names a URL other than the SVG namespace")
	}
}

// texts are the chart's text elements with their positions.
type svgText struct {
	x, y   float64
	anchor string
	class  string
	text   string
}

var textRE = regexp.MustCompile(`<text x="([-0-9.]+)" y="([-0-9.]+)" text-anchor="(\w+)" class="([^"]*)">([^<]*)</text>`)

func texts(s string) []svgText {
	var out []svgText
	for _, m := range textRE.FindAllStringSubmatch(s, -1) {
		x, _ := strconv.ParseFloat(m[1], 64)
		y, _ := strconv.ParseFloat(m[2], 64)
		out = append(out, svgText{x, y, m[3], m[4], m[5]})
	}
	return out
}

// span is where a text is drawn horizontally (estimated as layout does).
func (t svgText) span() (float64, float64) {
	w := textW(strings.ReplaceAll(t.text, "&amp;", "&"))
	switch t.anchor {
	case "middle":
		return t.x - w/2, t.x + w/2
	case "end":
		return t.x - w, t.x
	}
	return t.x, t.x + w
}

// checkTicks: tick labels on one row never overlap, and none leaves the
// picture.
func checkTicks(t *testing.T, s string, width float64) {
	t.Helper()
	rows := map[float64][]svgText{}
	for _, tx := range texts(s) {
		a, b := tx.span()
		if a < -0.5 || b > width+0.5 {
			t.Errorf("text %q spans %.0f…%.0f, outside the %.0f px picture", tx.text, a, b, width)
		}
		if tx.class == "tick" {
			rows[tx.y] = append(rows[tx.y], tx)
		}
	}
	for y, row := range rows {
		for i := 1; i < len(row); i++ {
			_, prevEnd := row[i-1].span()
			start, _ := row[i].span()
			if start < prevEnd+2 && row[i].x != row[i-1].x {
				t.Errorf("tick labels %q and %q overlap at y=%v", row[i-1].text, row[i].text, y)
			}
		}
	}
}

func fixed(w float64) Width { return func(string, bool) float64 { return w } }

// runLab runs lab id with the parameters in query.
func runLab(t *testing.T, id, query string) *lab.Result {
	t.Helper()
	q, err := url.ParseQuery(query)
	if err != nil {
		t.Fatal(err)
	}
	res, err := labs.Find(id).Run(q, nil)
	if err != nil {
		t.Fatal(err)
	}
	return res
}
