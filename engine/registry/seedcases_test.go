package registry

import (
	"errors"
	"net/url"
	"testing"

	"playground/engine/param"
)

// Expected values from running the lesson's own scripts (kesif/kayit-defteri.mjs,
// kesif/katalog.mjs, kesif/olc.mjs) with the constants KIRA (lease), YENILEME
// (renew), ISTEK (requests), ISTEMCI (clients) and the replica count changed,
// the /bozul target at PORTLAR[R-2], the new replica at 8762+R and the
// registry's list sorted by port: /work/seedcases/registry.json, produced by
// /work/seedcases/tools/registry.py, every set stable over 3–9 runs.
func TestLessonScriptsWithOtherConstants(t *testing.T) {
	cases := []struct {
		query string
		want  []core
		dead  int
	}{
		{"lease=2000ms&renew=300ms", []core{{6, 3, 6, 3, 3}, {4, 3, 4, 3, 3}, {4, 3, 4, 3, 3}, {2, 3, 3, 3, 2}, {2, 3, 6, 3, 2}}, 2},
		{"lease=600ms&renew=200ms", lessonCores, 2},
		{"lease=300ms&renew=100ms", lessonCores, 2},
		{"replicas=2", []core{{6, 2, 6, 2, 2}, {3, 2, 3, 2, 2}, {3, 2, 6, 1, 1}, {0, 2, 0, 1, 0}, {0, 2, 6, 2, 1}}, 3},
		{"replicas=5&requests=10", []core{{10, 5, 10, 5, 5}, {8, 5, 8, 5, 5}, {8, 5, 10, 4, 4}, {6, 5, 10, 4, 3}, {6, 5, 10, 5, 4}}, 2},
		{"requests=1", []core{{1, 3, 1, 3, 3}, {1, 3, 1, 3, 3}, {1, 3, 1, 2, 2}, {1, 3, 1, 2, 1}, {1, 3, 1, 3, 2}}, 0},
		{"requests=4", []core{{4, 3, 4, 3, 3}, {3, 3, 3, 3, 3}, {3, 3, 4, 2, 2}, {2, 3, 4, 2, 1}, {2, 3, 4, 3, 2}}, 1},
		{"clients=5", lessonCores, 2},
	}
	for _, c := range cases {
		_, s := run(t, c.query)
		checkCores(t, c.query, s, c.want)
		if s.DeadWindowRequests != c.dead {
			t.Errorf("%s: dead_window_requests %d, want %d", c.query, s.DeadWindowRequests, c.dead)
		}
	}
	// Lists from the same runs where they carry the point.
	_, s := run(t, "lease=2000ms&renew=300ms")
	if got := s.Phases[3].RegistryList; len(got) != 2 || got[1] != "127.0.0.1:8764" {
		t.Errorf("lease 2 s, phase 4 still routes to the dead 8764: got %v", got)
	}
	_, s = run(t, "replicas=5&requests=10")
	if got := s.Phases[4].RegistryList; len(got) != 4 || got[3] != "127.0.0.1:8767" {
		t.Errorf("replicas 5, phase 5 list %v", got)
	}
	_, s = run(t, "clients=5")
	if s.FilesTouched != (pair{5, 0}) || s.ClientsRestarted != (pair{5, 0}) {
		t.Errorf("clients=5: files %v restarts %v", s.FilesTouched, s.ClientsRestarted)
	}
}

// The scripts with lease 200 ms and renew 300 ms were flaky (each record
// lives 200 of every 300 ms); the lab refuses that set and says why.
func TestRenewNotBelowLeaseIsRefused(t *testing.T) {
	q, _ := url.ParseQuery("lease=200ms&renew=300ms")
	_, err := Lab.Run(q, nil)
	var errs param.Errors
	if !errors.As(err, &errs) || len(errs) != 1 {
		t.Fatalf("want one param error, got %v", err)
	}
	e := errs[0]
	if e.Field != "renew" || e.Value != "300ms" {
		t.Errorf("error names %s=%s", e.Field, e.Value)
	}
	want := "renew=300ms: must be shorter than the lease (200ms): a record lives only while it is renewed, so a renewal interval at or above the lease drops every living replica from the list between renewals"
	if e.Error() != want {
		t.Errorf("error %q\nwant  %q", e.Error(), want)
	}
	if tr := e.In("tr"); tr != "renew=300ms: kira süresinden (200ms) kısa olmalı: kayıt ancak yenilendikçe yaşar; yenileme aralığı kiraya eşit ya da uzunsa her diri kopya iki yenileme arasında listeden düşer" {
		t.Errorf("Turkish error %q", tr)
	}
}
