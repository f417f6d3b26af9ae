package admission

import (
	"encoding/json"
	"fmt"
	"reflect"
	"strings"
	"testing"

	"playground/engine/i18n"
	"playground/engine/lab/labtest"
)

func TestGoldenAtDefaults(t *testing.T) {
	res, _ := run(t, "")
	if got := res.LessonText(i18n.EN); got != golden {
		t.Fatalf("lesson text:\n%s\nwant:\n%s", got, golden)
	}
	if !res.MatchesLesson {
		t.Fatal("MatchesLesson false at defaults")
	}
	tr := res.LessonText(i18n.TR)
	want := "denetimsiz: 2×(200, dilim 3), 2×(200, 6), 2×(200, 9), 2×(200, 12), 2×(200, 15)\n" +
		"denetimli:  2×(200, 3), 2×(200, 6), 6×(503, 0)\n"
	if tr != want {
		t.Fatalf("Turkish lesson text:\n%s\nwant:\n%s", tr, want)
	}
}

// Every number the lesson states at its defaults.
func TestLessonNumbers(t *testing.T) {
	_, s := run(t, "")
	u, b := mode(s, modeUnbounded), mode(s, modeBounded)
	// "Denetimsiz kipte hiçbir istek reddedilmedi … son iki istek bir buçuk saniye bekledi."
	if u.Rejected != 0 || u.Completed != 10 || u.MaxMs != 1500.2 {
		t.Errorf("unbounded: rejected %d completed %d max %v ms, want 0, 10, 1500.2", u.Rejected, u.Completed, u.MaxMs)
	}
	// "Denetimli kipte dört istek karşılandı, altısı sıfırıncı dilimde … reddedildi."
	if b.Completed != 4 || b.Rejected != 6 || b.MaxMs != 600.2 {
		t.Errorf("bounded: completed %d rejected %d max %v ms, want 4, 6, 600.2", b.Completed, b.Rejected, b.MaxMs)
	}
	// Latency = k × 300 ms + two hops of 100 µs.
	if u.P50Ms != 900.2 || b.P50Ms != 300.2 {
		t.Errorf("p50: unbounded %v, bounded %v; want 900.2, 300.2", u.P50Ms, b.P50Ms)
	}
	// L = λW over the window both modes share, from the first sending to
	// the unbounded mode's last answer, 1500.2 ms: bounded admits 4
	// attempts under way 300.2/300.2/600.2/600.2 ms, unbounded 10 under way
	// 300.2, 300.2, 600.2 … 1500.2 ms (sending to answer, two hops each).
	if b.Little.L != 1.2004 || b.Little.LambdaW != 1.2004 || b.Little.W != 0.4502 || b.Little.Window != 1.5002 {
		t.Errorf("bounded Little %+v, want L = λW = 1.2004, W = 0.4502 over 1.5002 s", b.Little)
	}
	if u.Little.L != 6.0005 || u.Little.W != 0.9002 || u.Little.Window != 1.5002 {
		t.Errorf("unbounded Little %+v, want L = 6.0005, W = 0.9002 over 1.5002 s", u.Little)
	}
	want := "HTTP/1.1 503 Service Unavailable\ncontent-type: text/plain\nretry-after: 1\n\nbosaltildi\n"
	if s.Rejection != want {
		t.Errorf("rejection:\n%q\nwant\n%q", s.Rejection, want)
	}
}

func TestSummaryJSONContract(t *testing.T) {
	res, _ := run(t, "")
	b, err := res.JSON()
	if err != nil {
		t.Fatal(err)
	}
	var doc struct {
		Summary struct {
			Modes []struct {
				Name   string `json:"name"`
				Groups []struct{ Status, Slice, Count int }
			} `json:"modes"`
		} `json:"summary"`
	}
	if err := json.Unmarshal(b, &doc); err != nil {
		t.Fatal(err)
	}
	got := []string{}
	for _, m := range doc.Summary.Modes {
		parts := []string{m.Name}
		for _, g := range m.Groups {
			parts = append(parts, fmt.Sprintf("%d,%d,%d", g.Status, g.Slice, g.Count))
		}
		got = append(got, strings.Join(parts, " "))
	}
	want := []string{"unbounded 200,3,2 200,6,2 200,9,2 200,12,2 200,15,2", "bounded 200,3,2 200,6,2 503,0,6"}
	if !reflect.DeepEqual(got, want) {
		t.Fatalf("summary modes %q, want %q", got, want)
	}
}

// TestSeedCases checks other parameter sets against the lesson's scripts
// (olc.sh + kabul.mjs with other EN_COK_ESZAMANLI, EN_COK_KUYRUK, IS_SURESI
// and request counts), as testdata/regen.mjs records them in
// testdata/seedcases.json: the groups with slice = int(time_total × 10) of
// the jitter-free time.
func TestSeedCases(t *testing.T) {
	type modes struct {
		Modes []struct {
			Name   string  `json:"name"`
			Groups []group `json:"groups"`
		} `json:"modes"`
	}
	for _, c := range labtest.SeedCases[modes](t, 8) {
		query := c.Query("concurrency", "queue", "work", "requests")
		t.Run(query, func(t *testing.T) {
			_, s := run(t, query)
			for i, want := range c.Result.Modes {
				got := s.Modes[i]
				if got.Name != want.Name || !reflect.DeepEqual(got.Groups, want.Groups) {
					t.Errorf("%s: got %s %v, want %s %v (%s)", query, got.Name, got.Groups, want.Name, want.Groups, c.Source)
				}
			}
		})
	}
}

// The lesson's line is what its script prints at any values: `sort` orders
// the awk lines ("durum=200  gecikme=%2d dilim") byte by byte, so from
// three digits on slice 102 comes before 12 (as `LC_ALL=C sort` prints
// olc.sh's lines with 80 curls); the groups table beside it, the
// playground's own, keeps the slices in numeric order.
func TestTheLessonsLineListsGroupsInTheOrderTheScriptsSortPrintsThem(t *testing.T) {
	res, s := run(t, "requests=80")
	line := res.LessonText(i18n.EN)
	for _, want := range []string{"2×(200, 9), 2×(200, 102), 2×(200, 105)", "2×(200, 117), 2×(200, 12), 2×(200, 120), 2×(200, 15)"} {
		if !strings.Contains(line, want) {
			t.Errorf("lesson line lacks %q:\n%s", want, line)
		}
	}
	if g := mode(s, modeUnbounded).Groups; g[3].Slice != 12 {
		t.Errorf("the summary's groups are not in numeric order: %v", g[:5])
	}
}
