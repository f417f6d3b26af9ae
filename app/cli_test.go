//go:build !wasm

package main

import (
	"bytes"
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
)

func runCLI(t *testing.T, args ...string) (string, error) {
	t.Helper()
	var out, errb bytes.Buffer
	err := cli(args, &out, &errb)
	return out.String(), err
}

// -json may come first or last; the JSON carries lab, params and summary.
func TestRunJSONContract(t *testing.T) {
	for _, args := range [][]string{
		{"run", "-json", "registry", "lease=2s"},
		{"run", "registry", "lease=2s", "-json"},
	} {
		out, err := runCLI(t, args...)
		if err != nil {
			t.Fatalf("%v: %v", args, err)
		}
		var top struct {
			Lab     string            `json:"lab"`
			Params  map[string]string `json:"params"`
			Summary json.RawMessage   `json:"summary"`
		}
		if err := json.Unmarshal([]byte(out), &top); err != nil {
			t.Fatalf("%v: not JSON: %v", args, err)
		}
		if top.Lab != "registry" || top.Params["lease"] != "2s" || len(top.Summary) < 10 {
			t.Fatalf("%v: lab=%q lease=%q summary=%s", args, top.Lab, top.Params["lease"], top.Summary)
		}
	}
}

func TestRunErrorsNameFieldValueAndRule(t *testing.T) {
	cases := []struct {
		args []string
		want string
	}{
		{[]string{"run", "registry", "lease=abc"}, "lease=abc: must be a duration (e.g. 900ms, 1.5s, 2m)"},
		{[]string{"run", "-lang", "tr", "registry", "lease=abc"}, "lease=abc: bir süre olmalı (ör. 900ms, 1.5s, 2m)"},
		{[]string{"run", "nosuchlab"}, `unknown lab "nosuchlab"; labs: registry, sidecar, admission, cache`},
		{[]string{"run", "registry", "lease"}, `"lease" is not a k=v pair (e.g. lease=900ms)`},
		{[]string{"run"}, "which lab? labs: registry, sidecar, admission, cache"},
	}
	for _, c := range cases {
		_, err := runCLI(t, c.args...)
		if err == nil || err.Error() != c.want {
			t.Errorf("%v: got %v, want %q", c.args, err, c.want)
		}
	}
}

func TestListShowsEveryLabWithDefaultsAndBounds(t *testing.T) {
	out, err := runCLI(t, "list")
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"registry", "sidecar", "admission", "cache", "lease", "900ms", "concurrency", "copies", "1,4,8"} {
		if !strings.Contains(out, want) {
			t.Errorf("list lacks %q", want)
		}
	}
}

// wasm_exec.js at the root is the toolchain's copy, and go-app serves the same
// bytes at /wasm_exec.js: a mismatch would load app.wasm with the wrong glue.
func TestWasmExecMatchesToolchainAndServedCopy(t *testing.T) {
	ours, err := os.ReadFile("../wasm_exec.js")
	if err != nil {
		t.Fatal(err)
	}
	toolchain, err := os.ReadFile(filepath.Join(runtime.GOROOT(), "lib", "wasm", "wasm_exec.js"))
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(ours, toolchain) {
		t.Fatal("wasm_exec.js differs from $(go env GOROOT)/lib/wasm/wasm_exec.js: copy it again")
	}
	srv := httptest.NewServer(handler())
	defer srv.Close()
	resp, err := http.Get(srv.URL + "/wasm_exec.js")
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	served, _ := io.ReadAll(resp.Body)
	if !bytes.Equal(served, ours) {
		t.Fatalf("go-app serves a different wasm_exec.js (%d bytes vs %d)", len(served), len(ours))
	}
}
