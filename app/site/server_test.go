package site

import (
	"bytes"
	"errors"
	"io"
	"net"
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// A bad address fails before anything slow happens: here the web folder
// has no app.wasm at all, and the error is still the address's.
func TestServeListensBeforeBuildingTheSite(t *testing.T) {
	busy, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer busy.Close()
	for _, addr := range []string{busy.Addr().String(), "nosuchhost.invalid:80", "127.0.0.1:99999"} {
		err := Serve(addr, t.TempDir(), io.Discard, io.Discard)
		var in *InputError
		if !errors.As(err, &in) || !strings.Contains(err.Error(), "-addr "+addr) {
			t.Errorf("Serve(%q) = %v, want an input error naming -addr", addr, err)
		}
		if strings.Contains(err.Error(), "app.wasm") {
			t.Errorf("Serve(%q) looked at the site before listening: %v", addr, err)
		}
	}
}

// The server closes connections that dawdle: headers and bodies have a
// read deadline, idle keep-alive connections a limit, and an answer a write
// deadline of the stall time, which a body's every piece renews.
func TestServerHasReadWriteAndIdleTimeouts(t *testing.T) {
	lim := defaultLimits()
	srv := newHTTPServer(http.NotFoundHandler(), lim.stall, io.Discard)
	if srv.ReadTimeout <= 0 || srv.ReadHeaderTimeout <= 0 || srv.IdleTimeout <= 0 {
		t.Fatalf("timeouts: read %v, header %v, idle %v; want all set", srv.ReadTimeout, srv.ReadHeaderTimeout, srv.IdleTimeout)
	}
	if srv.ReadTimeout > time.Minute || srv.IdleTimeout > 10*time.Minute {
		t.Errorf("timeouts too long to protect anything: read %v, idle %v", srv.ReadTimeout, srv.IdleTimeout)
	}
	if srv.WriteTimeout != lim.stall || lim.stall < 10*time.Second || lim.stall > time.Minute {
		t.Errorf("write timeout %v, stall %v: want the stall, between the 10 s a slow phone takes for all of app.wasm and a minute", srv.WriteTimeout, lim.stall)
	}
}

// wasm_exec.js at the root is the toolchain's copy, and go-app serves the same
// bytes at /wasm_exec.js: a mismatch would load app.wasm with the wrong glue.
func TestWasmExecMatchesToolchainAndServedCopy(t *testing.T) {
	ours, err := os.ReadFile(filepath.Join("..", "..", "wasm_exec.js"))
	if err != nil {
		t.Fatal(err)
	}
	goroot, err := exec.Command("go", "env", "GOROOT").Output()
	if err != nil {
		t.Fatal(err)
	}
	toolchain, err := os.ReadFile(filepath.Join(strings.TrimSpace(string(goroot)), "lib", "wasm", "wasm_exec.js"))
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(ours, toolchain) {
		t.Fatal("wasm_exec.js differs from $(go env GOROOT)/lib/wasm/wasm_exec.js: copy it again")
	}
	srv := httptest.NewServer(Handler())
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

// The prerendered page is the UI's: the site registers the UI's routes
// before go-app renders, so index.html holds the home page, not go-app's
// "not found".
func TestStaticIndexHoldsThePrerenderedHome(t *testing.T) {
	out, _ := shipBuild(t, shipFakeWeb(t, fakeWasm("home ")), "", 1)
	index := shipRead(t, filepath.Join(out, "index.html"))
	if !strings.Contains(index, `id="playground"`) || !strings.Contains(index, `class="cards"`) {
		t.Errorf("index.html does not hold the prerendered home page:\n%.600s", index)
	}
}

// A lesson page's frame asks for /?lab=LAB&embed=1 (or a lab's folder with
// embed=1 or story): the server answers with that lab's prerendered compact
// embed, whatever else the query says, so the frame shows the lab before
// app.wasm arrives; any other address keeps its page, and a name that is
// no lab's (or tries to leave the folder) gets the home page.
func TestAnEmbedsAddressGetsTheLabsPrerenderedEmbed(t *testing.T) {
	out, _ := shipBuild(t, shipFakeWeb(t, fakeWasm("embed ")), "", 1)
	h, err := NewServer(out, "")
	if err != nil {
		t.Fatal(err)
	}
	get := func(u string) string {
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, httptest.NewRequest("GET", u, nil))
		if rec.Code != 200 {
			t.Fatalf("%s answered %d", u, rec.Code)
		}
		return rec.Body.String()
	}
	isEmbed := func(page string) bool { return strings.Contains(page, `class="pg embed"`) }
	for _, l := range []string{"registry", "sidecar", "admission", "cache"} {
		for _, u := range []string{"/?lab=" + l + "&embed=1", "/?embed=story&lab=" + l + "&controls=seed", "/" + l + "/?embed=1", "/" + l + "/index.html?embed=story"} {
			page := get(u)
			if !isEmbed(page) || !strings.Contains(page, `data-lab="`+l+`"`) {
				t.Errorf("%s: not %s's prerendered embed:\n%.400s", u, l, page)
			}
			if !strings.Contains(page, `class="section lesson"`) {
				t.Errorf("%s: the embed holds no lesson table", u)
			}
		}
	}
	for _, u := range []string{"/", "/?lab=registry", "/registry/", "/?lab=nope&embed=1", "/?lab=..&embed=1", "/?embed=2&lab=cache"} {
		if isEmbed(get(u)) {
			t.Errorf("%s: answered with an embed", u)
		}
	}
}
