package registry

import (
	"net/url"
	"slices"
	"strings"
	"testing"

	"playground/engine/i18n"
	"playground/engine/sweep"
)

// readingIDs runs q and returns the ids of its reading's sentences.
func readingIDs(t *testing.T, q string) ([]string, *Summary, map[string]i18n.Text) {
	t.Helper()
	res, s := run(t, q)
	texts := map[string]i18n.Text{}
	for i, id := range s.readings {
		texts[id] = res.Reading[i].Text
	}
	return s.readings, s, texts
}

// Issue 25, point 2: with a 30 s lease the lesson's line said 2/6 — the
// phase right after the kill — while the window was open over every later
// phase and 5 more requests reached the dead address. The line counts the
// whole window now (7/24), a lease sweep moves it with the dead-address
// count, and a phase measured before the lease ran out is not called
// "lease expired".
func TestTheLessonsLineCountsEveryDeadAddressRequestOfTheDiscoveryWindow(t *testing.T) {
	ids, s, texts := readingIDs(t, "lease=30s&renew=10s")
	res, _ := run(t, "lease=30s&renew=10s")
	if s.DeadWindowRequests != 7 || s.WindowRequests != 24 || s.DeadAddressRequests.Registry != 7 {
		t.Errorf("window %d/%d, whole run %d; want 7/24 and 7", s.DeadWindowRequests, s.WindowRequests, s.DeadAddressRequests.Registry)
	}
	if !strings.Contains(res.LessonText(i18n.EN), "dead-address requests in the discovery window = 7/24\n") {
		t.Errorf("lesson text:\n%s", res.LessonText(i18n.EN))
	}
	if !slices.Contains(ids, "later_window") || !strings.Contains(texts["later_window"].EN, "7 of the registry path's 24 requests") {
		t.Errorf("reading %v: %s", ids, texts["later_window"].EN)
	}
	if s.Phases[2].RegistryRecords != 3 || s.Phases[2].Name != "lease not yet expired" {
		t.Errorf("phase 3 %q with %d records", s.Phases[2].Name, s.Phases[2].RegistryRecords)
	}
	// At the lesson's values the phase is called what the lesson calls it.
	if _, s := run(t, ""); s.Phases[2].Name != "lease expired" || s.Phases[3].Name != "replica reports unhealthy" {
		t.Errorf("lesson phases %q, %q", s.Phases[2].Name, s.Phases[3].Name)
	}
	// Along the lease sweep the window's count follows the run's: it never
	// exceeds it, and it climbs past the lesson's 2 with it.
	pl, err := sweep.NewPlan(Lab, sweep.Spec{Knob: "lease", From: "200ms", To: "5s", Steps: 20,
		Metrics: []string{"dead_window_requests", "dead_address_requests"}})
	if err != nil {
		t.Fatal(err)
	}
	r := pl.Run(url.Values{"renew": {"100ms"}}, 1)
	win, all := r.Metrics["dead_window_requests"], r.Metrics["dead_address_requests"]
	last := len(pl.Values) - 1
	for i := range pl.Values {
		if *win[i] > *all[i] {
			t.Errorf("lease %s: %v in the window of %v in all", pl.Values[i], *win[i], *all[i])
		}
	}
	if *win[last] != *all[last] || *win[last] <= 2 {
		t.Errorf("lease %s: %v in the window, %v in all; want equal and above 2", pl.Values[last], *win[last], *all[last])
	}
}

// Issue 25, point 3: in the same run the reading said "the list used in the
// phase after /bozul was older than the health change" while the table
// showed an answer 0 s old that had missed no change. The list was fresh:
// the registry had not heard, because health travels with the next
// renewal (10 s later). The reading and the phase's name say so now.
func TestTheRegistryHadNotHeardOfTheHealthChangeWhenItsRenewalHadNotComeYet(t *testing.T) {
	ids, s, texts := readingIDs(t, "lease=30s&renew=10s")
	ph := s.Phases[3]
	if ph.AnswerAgeMS != 0 || ph.ChangesMissed != 0 || ph.RegistryUnhealthy != 2 || s.ReportedAtMS != 0 {
		t.Fatalf("phase 4 %+v, reported at %v", ph, s.ReportedAtMS)
	}
	if slices.Contains(ids, "health_stale") || !slices.Contains(ids, "health_unknown") {
		t.Fatalf("reading %v", ids)
	}
	if c := texts["health_unknown"]; !strings.Contains(c.EN, "the list was fresh, but the registry did not know yet") ||
		!strings.Contains(c.TR, "liste tazeydi, ama kayıt defteri bozukluğu henüz bilmiyordu") {
		t.Errorf("%s / %s", c.EN, c.TR)
	}
	if ph.Name != "replica unhealthy, not yet reported" {
		t.Errorf("phase 4 is called %q", ph.Name)
	}
	// A stale cached list is the other case, and is said as such.
	ids, s, _ = readingIDs(t, "resolve=cache")
	if !slices.Contains(ids, "health_stale") || slices.Contains(ids, "health_unknown") || s.ReportedAtMS == 0 {
		t.Errorf("resolve=cache: %v, reported at %v", ids, s.ReportedAtMS)
	}
}

// Issue 25, point 9: "only 1 of its 1 request served" and "no more than the
// static file's 2" where the registry path served 0. A comparison of the
// last phase's two paths says which way, from the two counts.
func TestTheLastPhasesComparisonSaysWhichWayFromItsTwoCounts(t *testing.T) {
	for q, want := range map[string]string{
		"":                              "end",
		"requests=1":                    "end_same",
		"outage_at=2.9s&outage_for=10s": "end_fewer",
	} {
		ids, s, texts := readingIDs(t, q)
		if !slices.Contains(ids, want) {
			t.Errorf("%q: reading %v lacks %s", q, ids, want)
		}
		for _, c := range texts {
			if strings.Contains(c.EN, " only ") && strings.Contains(c.EN, "served") || strings.Contains(c.EN, "no more than") {
				t.Errorf("%q: %s", q, c.EN)
			}
		}
		last := s.Phases[4]
		if want == "end_fewer" && !strings.Contains(texts[want].EN, "the registry path got 0 of its 6 requests served, the static path 2: 2 fewer") {
			t.Errorf("%q: %s (registry %d, static %d)", q, texts[want].EN, last.RegistryOK, last.StaticOK)
		}
	}
}
