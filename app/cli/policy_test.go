package cli

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"playground/engine/labs"
	"playground/engine/policy"
)

// Every lab's starter code comes out of `app policy LAB`, and running a
// copy of it from a file gives the built-in logic's output; a file with
// a mistake exits 2 naming its line, in the JSON too.
func TestTheCommandLinePrintsRunsAndRefusesCode(t *testing.T) {
	dir := t.TempDir()
	hooked := 0
	for _, l := range labs.All() {
		if l.Policy == nil {
			continue
		}
		hooked++
		out, errOut, code := call("policy", l.ID)
		if code != 0 || out != l.Policy.Starter {
			t.Errorf("app policy %s: exit %d, %d bytes (want the %d-byte starter): %s", l.ID, code, len(out), len(l.Policy.Starter), errOut)
			continue
		}
		file := filepath.Join(dir, l.ID+".star")
		if err := os.WriteFile(file, []byte(out), 0o644); err != nil {
			t.Fatal(err)
		}
		built, _, _ := call("run", l.ID)
		mine, errOut, code := call("run", l.ID, "policy=@"+file)
		if code != 0 || mine != built {
			t.Errorf("app run %s policy=@starter: exit %d, output differs from the built-in's (%d vs %d bytes): %s", l.ID, code, len(mine), len(built), errOut)
		}
		bad := filepath.Join(dir, l.ID+"-bad.star")
		src := strings.Replace(out, "def "+l.Policy.Func+"(", "def "+l.Policy.Func+"(((", 1)
		if err := os.WriteFile(bad, []byte(src), 0o644); err != nil {
			t.Fatal(err)
		}
		_, errOut, code = call("run", "-json", l.ID, "policy=@"+bad)
		var e struct {
			Kind       string
			Exit, Line int
		}
		if err := json.Unmarshal([]byte(errOut), &e); err != nil || code != 2 || e.Kind != "policy" || e.Line == 0 {
			t.Errorf("app run -json %s with a syntax error: exit %d, %s; want exit 2, kind policy and its line", l.ID, code, errOut)
		}
	}
	if hooked == 0 {
		t.Fatal("no lab takes code")
	}
	if _, errOut, code := call("run", labs.All()[0].ID, "policy=@"+filepath.Join(dir, "none.star")); code != 2 || !strings.Contains(errOut, "none.star") {
		t.Errorf("a missing code file: exit %d, %q", code, errOut)
	}
	long := filepath.Join(dir, "long.star")
	if err := os.WriteFile(long, []byte(strings.Repeat("#", policy.MaxSource+1)), 0o644); err != nil {
		t.Fatal(err)
	}
	if _, errOut, code := call("run", labs.All()[0].ID, "policy=@"+long); code != 2 || !strings.Contains(errOut, "longer") {
		t.Errorf("a code file past the limit: exit %d, %q", code, errOut)
	}
}
