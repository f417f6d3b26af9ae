//go:build !wasm

package main

import (
	"encoding/xml"
	"io"
	"net/url"
	"strings"
	"testing"
	"time"

	"playground/engine/i18n"
	"playground/engine/lab"
	"playground/engine/netsim"
)

func TestEncodeQueryPutsLabFirstAndPageKeysLast(t *testing.T) {
	q := url.Values{"lang": {"en"}, "renew": {"300ms"}, "lab": {"registry"}, "lease": {"2s"}, "pin": {"lease=1s&seed=1"}}
	got := encodeQuery(q)
	want := "lab=registry&lease=2s&renew=300ms&lang=en&pin=lease%3D1s%26seed%3D1"
	if got != want {
		t.Fatalf("encodeQuery = %q, want %q", got, want)
	}
	back, _ := url.ParseQuery(got)
	if back.Get("pin") != "lease=1s&seed=1" {
		t.Fatalf("pin did not round-trip: %q", back.Get("pin"))
	}
}

func TestNiceMax(t *testing.T) {
	for _, c := range []struct{ in, max, step float64 }{{0, 1, 1}, {3, 5, 1}, {6, 10, 2}, {150, 200, 50}, {651, 1000, 200}} {
		if m, s := niceMax(c.in); m != c.max || s != c.step {
			t.Errorf("niceMax(%v) = %v, %v; want %v, %v", c.in, m, s, c.max, c.step)
		}
	}
}

// checkSVG parses the chart as XML and enforces the CSP-friendly rules: no
// style attributes, no outside URL but the SVG namespace, a title and a desc.
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

func TestLineAndBarChartsAreAccessibleSVG(t *testing.T) {
	s := lab.Series{ID: "q", Title: i18n.Text{TR: "Kuyruk & iş", EN: "Queue & work"}, X: i18n.Plain("ms"), Y: i18n.Plain("n"),
		Lines: []lab.Line{{ID: "a", Label: i18n.Plain("<a>"), Points: []lab.Point{{X: 0, Y: 1}, {X: 100.5, Y: 8}, {X: 300, Y: 2}}}}}
	svg, alt := lineChart("c1", s, i18n.EN)
	checkSVG(t, svg)
	if !strings.Contains(alt, "highest 8") || !strings.Contains(alt, "100.5") {
		t.Errorf("line alt %q does not name the peak and where", alt)
	}
	bars := lab.Series{ID: "load", Title: i18n.Plain("load"), Lines: []lab.Line{
		{Label: i18n.Plain("single key"), Points: []lab.Point{{X: 0, Y: 150}, {X: 1, Y: 116}, {X: 2, Y: 83}, {X: 3, Y: 651}}},
		{Label: i18n.Plain("4 copies"), Points: []lab.Point{{X: 0, Y: 300}, {X: 1, Y: 416}, {X: 2, Y: 83}, {X: 3, Y: 201}}},
	}}
	svg, _ = barChart("c2", bars, i18n.TR)
	checkSVG(t, svg)
	if got := strings.Count(svg, `class="bar `); got != 8 {
		t.Errorf("bar chart has %d bars, want 8", got)
	}
	if !strings.Contains(svg, ">651<") {
		t.Errorf("bar values are not printed")
	}
}

func TestLanesChartMarksPhasesAndWindow(t *testing.T) {
	ms := time.Millisecond
	spans := []lab.Span{
		{Lane: "phase", State: "all_alive", Kind: lab.SpanMarker, Label: i18n.Text{TR: "hepsi diri", EN: "all alive"}, From: 900 * ms, To: 902 * ms},
		{Lane: "phase", State: "killed", Kind: lab.SpanMarker, Label: i18n.Text{TR: "kopya öldürüldü", EN: "replica killed"}, From: 902 * ms, To: 904 * ms},
		{Lane: "r1", State: "alive", Label: i18n.Text{TR: "süreç çalışıyor", EN: "process running"}, From: 400 * ms, To: 2000 * ms},
		{Lane: "r1", State: "registered", Label: i18n.Text{TR: "diri kayıt", EN: "live record"}, From: 400 * ms, To: 1600 * ms},
		{Lane: "r2", State: "alive", Label: i18n.Text{TR: "süreç çalışıyor", EN: "process running"}, From: 400 * ms, To: 902 * ms},
		{Lane: "discovery_window", State: "dead_listed", Kind: lab.SpanWindow, Label: i18n.Text{TR: "keşif penceresi", EN: "discovery window"}, From: 902 * ms, To: 1600 * ms},
	}
	svg, alt := lanesChart("l", spans, "Zaman çizgisi", i18n.TR)
	checkSVG(t, svg)
	for _, want := range []string{"1 hepsi diri", "2 kopya öldürüldü", `class="window"`, "keşif penceresi", "diri kayıt"} {
		if !strings.Contains(svg, want) {
			t.Errorf("lanes chart lacks %q", want)
		}
	}
	if got := strings.Count(svg, `class="span `); got != 3 {
		t.Errorf("lanes chart has %d spans, want 3 (phases and windows are drawn apart)", got)
	}
	if !strings.HasPrefix(alt, "2 şerit") {
		t.Errorf("alt = %q, want 2 lanes", alt)
	}
}

func TestSequenceChartMarksChargesWhereThePaymentReachedTheService(t *testing.T) {
	us := time.Microsecond
	trace := []netsim.Message{
		{From: "app", To: "sidecar", Sent: 0, Received: 900 * us, Method: "POST", Path: "/ceza/ode", Status: 200, Served: true},
		{From: "sidecar", To: "fee", Sent: 100 * us, Received: 300 * us, Method: "POST", Path: "/ceza/ode", Status: 503, Attempt: 1, Served: true},
		{From: "sidecar", To: "fee", Sent: 400 * us, Received: 600 * us, Method: "POST", Path: "/ceza/ode", Status: 200, Attempt: 2, Served: true},
		{From: "sidecar", To: "fee", Sent: 700 * us, Received: 800 * us, Method: "POST", Path: "/ceza/ode", Err: "tls: certificate has expired", Attempt: 3},
	}
	svg, alt := sequenceChart("s", trace, "seq", i18n.EN)
	checkSVG(t, svg)
	if got := strings.Count(svg, `class="charge"`); got != 2 {
		t.Errorf("charges marked = %d, want 2 (the TLS failure never reached the handler)", got)
	}
	if alt != "4 messages between 3 participants; 1 errors." {
		t.Errorf("alt = %q", alt)
	}
}

func TestBucketKeepsPeaks(t *testing.T) {
	var pts []lab.Point
	for i := 0; i < 1000; i++ {
		pts = append(pts, lab.Point{X: float64(i), Y: 1})
	}
	pts[517].Y = 99
	out := bucket(pts, 100)
	if len(out) > 101 {
		t.Fatalf("bucket kept %d points", len(out))
	}
	peak := false
	for _, p := range out {
		peak = peak || p.Y == 99
	}
	if !peak {
		t.Fatal("bucket lost the peak")
	}
}

func TestCompareCountsChangedCellsAndParams(t *testing.T) {
	mk := func(a, b string, line string) *lab.Result {
		return &lab.Result{Params: map[string]string{"lease": a, "seed": "1"}, Sections: []lab.Section{{
			ID: "t", Lesson: true,
			Table: &lab.Table{Columns: []lab.Column{{ID: "x"}, {ID: "y"}}, Rows: [][]i18n.Text{{lab.Cell("p1"), lab.Cell(b)}}},
			Lines: []i18n.Text{lab.Cell(line)},
		}}}
	}
	was, now := mk("900ms", "6/6", "window = 2/6"), mk("2s", "4/6", "window = 4/6")
	if n := countChangedCells(was, now); n != 2 {
		t.Errorf("changed cells = %d, want 2 (one cell, one line)", n)
	}
	d := paramDiff(was.Params, now.Params)
	if len(d) != 1 || d[0] != (paramChange{"lease", "900ms", "2s"}) {
		t.Errorf("paramDiff = %v", d)
	}
}

// Every UI string exists in both languages, and the Turkish ones use the
// Turkish letters (not ASCII stand-ins).
func TestUICatalogIsBilingual(t *testing.T) {
	n, turkish := 0, 0
	for _, e := range i18n.Catalog() {
		if !strings.HasPrefix(e.Key, "ui.") {
			continue
		}
		n++
		if strings.TrimSpace(e.TR) == "" || strings.TrimSpace(e.EN) == "" {
			t.Errorf("%s lacks a language: %+v", e.Key, e.Text)
		}
		if strings.ContainsAny(e.TR, "şğıİöüçŞĞÖÜÇ") {
			turkish++
		}
	}
	if n < 40 || turkish < n/2 {
		t.Errorf("%d ui strings, %d with Turkish letters", n, turkish)
	}
}

func TestAxisTicksAreExactDecimals(t *testing.T) {
	var got []string
	for _, v := range ticks(1, 0.2) {
		got = append(got, fmtNum(v))
	}
	if strings.Join(got, " ") != "0 0.2 0.4 0.6 0.8 1" {
		t.Fatalf("ticks = %v", got)
	}
}
