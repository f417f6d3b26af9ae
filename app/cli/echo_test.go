package cli

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"unicode/utf8"
)

// rawControl reports a control byte other than the newline that ends a
// line: what would reach the terminal raw.
func rawControl(s string) bool {
	for _, r := range strings.ReplaceAll(s, "\n", "") {
		if r < 0x20 || r == 0x7f || (r >= 0x80 && r < 0xa0) {
			return true
		}
	}
	return !utf8.ValidString(s)
}

// Whatever a command line holds — a 100 KB key, an ESC sequence as a key,
// a command, a lab, a -lang, a pair, a goal, a fault's node, kind, moment
// or duration, 100 000 unknown keys — the
// error that names it is bounded (here: 4 KB of text, 12 KB of JSON) and
// holds no raw control byte, as text and as JSON.
func TestEveryEchoOfTheCommandLineIsBoundedAndEscaped(t *testing.T) {
	huge := strings.Repeat("k", 100_000)
	esc := "\x1b]0;owned\x07\x1b[2J\x1b[31mred"
	many := []string{"run", "registry"}
	for i := range 100_000 {
		many = append(many, fmt.Sprintf("%s%06d=%s", esc, i, huge[:100]))
	}
	cases := [][]string{
		{"run", "registry", huge + "=1"},
		{"run", "registry", esc + "=1"},
		{"run", "registry", "lease=" + huge},
		{"run", "registry", "lease=" + esc},
		{"run", "registry", esc},
		{"run", huge},
		{"run", esc},
		{huge},
		{esc},
		{"run", "-lang", esc, "registry"},
		{"run", "-lang=" + huge, "registry"},
		{"list", esc},
		{"static", "a", "b", esc},
		{"serve", "-" + esc},
		{"serve", "-addr", esc + huge},
		{"static", "/" + esc + huge, t.TempDir()},
		{"sizes", "/nonexistent/" + esc + huge},
		{"challenges", "registry", esc},
		{"check", "registry", esc},
		{"check", "registry", esc + "<=1"},
		{"check", "registry", "dead_window_requests<=" + huge},
		{"check", "registry", "short-window", esc + "=1"},
		{"sweep", "registry", esc + "=1..2"},
		{"sweep", "registry", "lease=" + esc + "..2s"},
		{"sweep", "registry", "lease=1s..2s", esc + "=1..2"},
		{"sweep", "registry", "lease=1s..2s", "metric=" + esc},
		{"sweep", "registry", "lease=1s..2s", esc + "=1"},
		{"run", "registry", "faults=kill:127.0.0.1:8762" + esc + "@1s"},
		{"run", "registry", "faults=kill:" + huge + esc + "@1s"},
		{"run", "registry", "faults=ki" + esc + "ll:127.0.0.1:8762@1s"},
		{"run", "registry", "faults=kill:127.0.0.1:8762@1" + esc + "s"},
		{"run", "registry", "faults=stall:127.0.0.1:8762@1s+" + esc},
		{"run", "registry", "faults=kill:x" + esc + "@1s,restart:x" + esc + "@1s"},
		{"run", "registry", "faults=drop:x" + esc + "@1s+1s"},
		{"run", "registry", "faults=" + esc},
		{"sweep", "registry", "lease=1s..2s", "faults=kill:127.0.0.1:8762" + esc + "@1s"},
		{"sweep", "registry", "faults.1=0s..1s:2", "faults=kill:127.0.0.1:8762" + esc + "@1s"},
		{"check", "registry", "dead_window_requests<=2", "faults=kill:127.0.0.1:8762" + esc + "@1s"},
		many,
	}
	for _, args := range cases {
		name := fmt.Sprintf("%.40q", strings.Join(args, " "))
		_, errOut, code := call(args...)
		if code != ExitInput || len(errOut) > 4096 || rawControl(errOut) {
			t.Errorf("%s: exit %d, %d bytes of text, raw control %v: %.200q", name, code, len(errOut), rawControl(errOut), errOut)
		}
		_, errJSON, code := call(append(args[:1:1], append([]string{"-json"}, args[1:]...)...)...)
		var e errorJSON
		if code != ExitInput || len(errJSON) > 12*1024 || json.Unmarshal([]byte(errJSON), &e) != nil ||
			rawControl(e.Error) || rawControl(e.Field) || rawControl(e.Value) || rawControl(e.Rule) {
			t.Errorf("%s -json: exit %d, %d bytes: %.200q", name, code, len(errJSON), errJSON)
		}
		for _, fe := range e.Errors {
			if rawControl(fe.Field) || rawControl(fe.Value) || rawControl(fe.Rule) || len(fe.Field) > 400 || len(fe.Value) > 400 {
				t.Errorf("%s -json: errors entry %q", name, fe)
			}
		}
	}
}

// A 100 KB unknown key comes back as 80 characters and
// "…", not whole (it was 100 KB on stderr, 300 KB with -json); an ESC
// sequence comes back escaped.
func TestAHugeOrEscapeSequenceKeyIsEchoedShortAndEscaped(t *testing.T) {
	huge := strings.Repeat("k", 100_000)
	_, errOut, _ := call("run", "registry", huge+"=1")
	if !strings.HasPrefix(errOut, "error: "+huge[:80]+"…=1: unknown parameter; valid ones: lease, renew") {
		t.Errorf("%.200q", errOut)
	}
	_, errJSON, _ := call("run", "-json", "registry", huge+"=1")
	var e errorJSON
	if json.Unmarshal([]byte(errJSON), &e) != nil || e.Field != huge[:80]+"…" || len(errJSON) > 2048 {
		t.Errorf("%d bytes: %.300s", len(errJSON), errJSON)
	}
	_, errOut, _ = call("run", "registry", "\x1b[31mred=1")
	if !strings.HasPrefix(errOut, `error: "\x1b[31mred"=1: unknown parameter`) {
		t.Errorf("%q", errOut)
	}
}

// `sizes /dev/zero` used to read forever: it exits 2 at once, naming the
// path and saying it is not a regular file (as JSON too).
func TestSizesOfANonRegularFileExitsTwoNamingIt(t *testing.T) {
	for _, p := range []string{"/dev/zero", t.TempDir()} {
		_, errOut, code := call("sizes", p)
		if code != ExitInput || errOut != "error: "+p+" is not a regular file ("+map[bool]string{true: "a character device", false: "a folder"}[p == "/dev/zero"]+"): sizes reads files only\n" {
			t.Errorf("sizes %s: exit %d, %q", p, code, errOut)
		}
		_, errJSON, code := call("sizes", "-json", p)
		var e errorJSON
		if code != ExitInput || json.Unmarshal([]byte(errJSON), &e) != nil || e.Kind != "usage" || !strings.Contains(e.Error, p+" is not a regular file") {
			t.Errorf("sizes -json %s: exit %d, %s", p, code, errJSON)
		}
	}
}

// static refuses, with exit 2 and a message naming it, a folder it did not
// write (here one holding app-worker.js beside the user's thesis) and a
// regular file given as its folder — before it looks for app.wasm.
func TestStaticIntoAFolderItDidNotWriteOrAFileExitsTwo(t *testing.T) {
	theirs := t.TempDir()
	os.WriteFile(filepath.Join(theirs, "app-worker.js"), []byte("their worker"), 0o644)
	os.WriteFile(filepath.Join(theirs, "thesis.tex"), []byte("keep me"), 0o644)
	file := filepath.Join(t.TempDir(), "notes.txt")
	os.WriteFile(file, []byte("keep me too"), 0o644)
	for _, out := range []string{theirs, file} {
		_, errOut, code := call("static", "/p", out)
		if code != ExitInput || !strings.HasPrefix(errOut, "error: "+out+" ") {
			t.Errorf("static /p %s: exit %d, %q; want 2 naming the folder", out, code, errOut)
		}
		_, errJSON, code := call("static", "-json", "/p", out)
		var e errorJSON
		if code != ExitInput || json.Unmarshal([]byte(errJSON), &e) != nil || e.Kind != "usage" || !strings.HasPrefix(e.Error, out+" ") {
			t.Errorf("static -json /p %s: exit %d, %s", out, code, errJSON)
		}
	}
	if b, _ := os.ReadFile(filepath.Join(theirs, "thesis.tex")); string(b) != "keep me" {
		t.Errorf("thesis.tex now holds %q", b)
	}
}
