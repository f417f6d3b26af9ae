package labtest

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// Golden holds got to the file's content, or writes it there when update
// is set (a test's -update flag): a pinned text a reviewer reads as a
// diff. A difference names the file and its first differing line.
func Golden(t testing.TB, file, got string, update bool) {
	t.Helper()
	if update {
		if err := os.MkdirAll(filepath.Dir(file), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(file, []byte(got), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	raw, err := os.ReadFile(file)
	if err != nil {
		t.Fatalf("%v (an intended change: go test -update, then read the diff)", err)
	}
	if want := string(raw); got != want {
		g, w := strings.Split(got, "\n"), strings.Split(want, "\n")
		for i := range max(len(g), len(w)) {
			if i >= len(g) || i >= len(w) || g[i] != w[i] {
				line := func(ls []string) string {
					if i < len(ls) {
						return ls[i]
					}
					return "(no line)"
				}
				t.Errorf("%s changed at line %d:\n got  %.300q\n want %.300q\n(an intended change: go test -update, then read the diff)", file, i+1, line(g), line(w))
				return
			}
		}
	}
}
