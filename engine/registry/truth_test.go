package registry

import (
	"net/url"
	"slices"
	"strings"
	"testing"

	"playground/engine/i18n"
	"playground/engine/lab"
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

// The lesson's line is its script's computation at any values: the
// script prints ISTEK − ok of the phase measured right after the kill over
// ISTEK, every failure there a request to the dead address. At lease
// 1.5 s, renewal 400 ms and 4 replicas that is 1/6 (six requests round-robin
// over four addresses meet the dead fourth once; node's run of the
// script prints "= 1/6"), and no sentence may quote the line as anything
// else. What the whole discovery window holds — it reaches the next phase,
// 2 of 12 — is the playground's own labelled line, beside the outcomes.
// (An earlier rule had the lesson's line count the whole window; the line
// is the lesson's, so it says what the lesson's script says.)
func TestTheLessonsLineCountsThePhaseRightAfterTheKillAsItsScriptDoes(t *testing.T) {
	res, s := run(t, "lease=1500ms&renew=400ms&replicas=4")
	if !strings.Contains(res.LessonText(i18n.EN), "dead-address requests in the discovery window = 1/6\n") {
		t.Errorf("lesson text:\n%s", res.LessonText(i18n.EN))
	}
	if s.Phases[1].RegistryDead != 1 || s.DeadWindowRequests != 2 || s.WindowRequests != 12 || res.Metrics["dead_window_requests"] != 2 {
		t.Errorf("phase 2 dead %d, window %d/%d, metric %v; want 1, 2/12, 2", s.Phases[1].RegistryDead, s.DeadWindowRequests, s.WindowRequests, res.Metrics["dead_window_requests"])
	}
	outcomes := strings.Join(lineTexts(res, "outcomes"), "\n")
	if !strings.Contains(outcomes, "Over the whole discovery window (from the kill until the dead record's lease ran out, 1.4 s): 2 of the 12 requests the registry path sent meanwhile went to the dead address.") {
		t.Errorf("outcomes lines:\n%s", outcomes)
	}
	_, _, texts := readingIDs(t, "lease=1500ms&renew=400ms&replicas=4")
	if c := texts["later_window"]; !strings.Contains(c.EN, "2 of the 12 requests the registry path sent went to the dead address. The lesson's line, as its script does, counts only the phase right after the kill: 1/6.") {
		t.Errorf("later_window: %s", c.EN)
	}
	for _, txt := range texts {
		if strings.Contains(txt.EN, "2/12") {
			t.Errorf("a sentence quotes the lesson's line as 2/12: %s", txt.EN)
		}
	}
	// At the lesson's values the line and the window agree: the golden 2/6.
	if res, s := run(t, ""); !strings.Contains(res.LessonText(i18n.EN), "= 2/6\n") || s.DeadWindowRequests != 2 || s.WindowRequests != 6 {
		t.Errorf("lesson: window %d/%d\n%s", s.DeadWindowRequests, s.WindowRequests, res.LessonText(i18n.EN))
	}
	// A 30 s lease keeps the window open through every later phase: the
	// lesson's line still counts the phase after the kill (2/6), and the
	// phase measured before the lease ran out is not called "lease expired".
	res, s = run(t, "lease=30s&renew=10s")
	if !strings.Contains(res.LessonText(i18n.EN), "= 2/6\n") || s.DeadWindowRequests != 7 || s.WindowRequests != 24 || s.DeadAddressRequests.Registry != 7 {
		t.Errorf("lease 30 s: window %d/%d, whole run %d\n%s", s.DeadWindowRequests, s.WindowRequests, s.DeadAddressRequests.Registry, res.LessonText(i18n.EN))
	}
	if s.Phases[2].RegistryRecords != 3 || s.Phases[2].Name != "lease not yet expired" {
		t.Errorf("phase 3 %q with %d records", s.Phases[2].Name, s.Phases[2].RegistryRecords)
	}
	if _, s := run(t, ""); s.Phases[2].Name != "lease expired" || s.Phases[3].Name != "replica reports unhealthy" {
		t.Errorf("lesson phases %q, %q", s.Phases[2].Name, s.Phases[3].Name)
	}
	// The metric stays the whole window: along the lease sweep it follows
	// the run's dead-address count, never above it, and climbs past the
	// lesson's 2 with it.
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

// lineTexts are a section's lines in English.
func lineTexts(res *lab.Result, id string) []string {
	var out []string
	for _, sec := range res.Sections {
		if sec.ID == id {
			for _, l := range sec.Lines {
				out = append(out, l.EN)
			}
		}
	}
	return out
}

// In one run the reading said "the list used in the
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

// A reading said "only 1 of its 1 request served" and "no more than the
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
