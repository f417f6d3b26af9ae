package sidecar

import (
	"reflect"
	"strings"
	"testing"

	"playground/engine/i18n"
	"playground/engine/lab"
	"playground/engine/lab/labtest"
)

// run decodes a query, runs the lab and returns the result and its summary.
func run(t testing.TB, query string) (*lab.Result, Summary) {
	return labtest.Run[Summary](t, Lab, query)
}

func TestDefaultsPrintTheLessonTable(t *testing.T) {
	res, _ := run(t, "")
	if got := res.LessonText(i18n.EN); got != golden {
		t.Fatalf("lesson text:\n%s\nwant:\n%s", got, golden)
	}
	if !res.MatchesLesson {
		t.Error("MatchesLesson is false at the defaults")
	}
}

func TestDefaultsEveryLessonNumber(t *testing.T) {
	_, s := run(t, "")
	want := []LayoutSummary{
		{Name: "thick", DebtStatus: 200, PayStatus: 503, FeeRequests: 4, Charges: 1, Processes: 2, Hops: 1,
			Metrics: map[string]Metric{"borc": {1, 3, 0}, "ode": {1, 1, 1}}},
		{Name: "sidecar", DebtStatus: 200, PayStatus: 200, FeeRequests: 5, Charges: 2, Processes: 3, Hops: 2,
			Metrics: map[string]Metric{"/ceza/U-41": {1, 3, 0}, "/ceza/ode": {1, 2, 0}}},
	}
	if len(s.Layouts) != 2 {
		t.Fatalf("%d layouts", len(s.Layouts))
	}
	for i, w := range want {
		g := s.Layouts[i]
		got := LayoutSummary{Name: g.Name, DebtStatus: g.DebtStatus, PayStatus: g.PayStatus, FeeRequests: g.FeeRequests,
			Charges: g.Charges, Processes: g.Processes, Hops: g.Hops, Metrics: g.Metrics}
		if !reflect.DeepEqual(got, w) {
			t.Errorf("layout %d:\n got %+v\nwant %+v", i, got, w)
		}
	}
	// amplification: thick 4 tries / 2 requests, sidecar 5 / 2
	if a, b := s.Layouts[0].Amplification, s.Layouts[1].Amplification; a != 2 || b != 2.5 {
		t.Errorf("amplification thick %v sidecar %v, want 2 and 2.5", a, b)
	}
}

// The Turkish rendering follows the lesson's own printout (labels with
// Turkish letters, one metrics line per layout, two spaces between keys).
func TestTurkishLessonText(t *testing.T) {
	res, _ := run(t, "")
	want := `yerleşim          borç kodu  ödeme kodu  ücrete ulaşan  tahsil  süreç  yerel durak
kalın uygulama    200        503         4              1       2      1
ince + yan araba  200        200         5              2       3      2
kalın uygulama     ölçüt (istek/deneme/hata): borc 1/3/0  ode 1/1/1
ince + yan araba   ölçüt (istek/deneme/hata): /ceza/U-41 1/3/0  /ceza/ode 1/2/0
`
	if got := res.LessonText(i18n.TR); got != want {
		t.Fatalf("got:\n%s\nwant:\n%s", got, want)
	}
}

// testdata/seedcases.json holds what the lesson's scripts (mesh/*.mjs, run
// with node on loopback) printed with DENEME = attempts in odunc-kalin.mjs and
// yan-araba.mjs, the read-fail count of ucret.mjs = read_fails and
// ZAMAN_ASIMI = timeout; testdata/regen.mjs extracts the scripts from the
// lesson text, runs them and rewrites the file.
func TestLessonScriptsUnderOtherConstants(t *testing.T) {
	type layouts struct {
		Layouts []LayoutSummary `json:"layouts"`
	}
	for _, c := range labtest.SeedCases[layouts](t, 18) {
		query := c.Query()
		t.Run(query, func(t *testing.T) {
			_, s := run(t, query)
			for i, w := range c.Result.Layouts {
				g := s.Layouts[i]
				if g.Name != w.Name || g.DebtStatus != w.DebtStatus || g.PayStatus != w.PayStatus ||
					g.FeeRequests != w.FeeRequests || g.Charges != w.Charges || g.Processes != w.Processes ||
					g.Hops != w.Hops || !reflect.DeepEqual(g.Metrics, w.Metrics) {
					t.Errorf("%s (%s):\n got %+v\nwant %+v", w.Name, c.Source, g, w)
				}
			}
		})
	}
}

// The trace carries what the sequence diagram draws: each try from the
// sidecar to the fee service with its number and status, and the charges.
func TestTraceShowsEveryTryAndCharge(t *testing.T) {
	res, s := run(t, "fixes=none")
	var tries []string
	for _, m := range res.Trace {
		if m.From == addrSidecar && m.To == addrFee {
			tries = append(tries, m.Method+" "+m.Path+" #"+itoa(m.Attempt)+" "+itoa(m.Status))
		}
	}
	want := []string{
		"GET /ceza/U-41 #1 503", "GET /ceza/U-41 #2 503", "GET /ceza/U-41 #3 200",
		"POST /ceza/ode #1 503", "POST /ceza/ode #2 200",
	}
	if !reflect.DeepEqual(tries, want) {
		t.Errorf("sidecar tries %v, want %v", tries, want)
	}
	var charges []string
	for _, c := range s.ChargeLog {
		charges = append(charges, c.Layout+" "+c.From+" #"+itoa(c.Attempt))
	}
	wantCharges := []string{"thick 127.0.0.1:8752 #1", "sidecar 127.0.0.1:8754 #1", "sidecar 127.0.0.1:8754 #2"}
	if !reflect.DeepEqual(charges, wantCharges) {
		t.Errorf("charges %v, want %v", charges, wantCharges)
	}
	// layout windows let the UI cut the trace per layout
	if len(res.Spans) != 2 || res.Spans[0].State != "thick" || res.Spans[1].From < res.Spans[0].To {
		t.Errorf("spans %+v", res.Spans)
	}
}

func itoa(n int) string { return strings.TrimSpace(lab.Cell(n).EN) }

// The lesson's code count, as olc.mjs prints it:
//
//	odunc-kalin = 38 satir, odunc-ince = 13 satir, silinen = 28, eklenen = 3
//	ag ilgisi diye isaretli satir: uygulama kodunda 18 -> 0
//	5 servis icin ag ilgisi satiri: uygulama tarafinda 140, yan araba tarafinda 33 (tek dosya)
//
// counted from the lesson's own files by its own rules; the services knob
// multiplies the apps' side only.
func TestTheCodeCountIsTheLessons(t *testing.T) {
	_, s := run(t, "")
	want := CodeSize{ThickLines: 38, ThinLines: 13, Deleted: 28, Added: 3, Marked: 18, SidecarLines: 33, Services: 5, AppSide: 140}
	if s.Code != want {
		t.Errorf("code count %+v, want the lesson's %+v", s.Code, want)
	}
	if n := marked(thinSource); n != 0 {
		t.Errorf("the thin app has %d marked lines, want 0", n)
	}
	res, s := run(t, "services=7")
	if s.Code.AppSide != 7*28 || s.Code.SidecarLines != 33 || res.Metrics["app_network_lines"] != 196 {
		t.Errorf("7 services: %+v, metric %v", s.Code, res.Metrics["app_network_lines"])
	}
	sec := res.Sections[len(res.Sections)-1]
	if sec.ID != "code" || !strings.Contains(sec.Lines[1].TR, "7 servisli sistemde") || !strings.Contains(sec.Lines[1].TR, "196") {
		t.Errorf("code section %+v", sec)
	}
}
