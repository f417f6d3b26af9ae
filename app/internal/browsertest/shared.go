package browsertest

import (
	"context"
	"fmt"
	"net/http/httptest"
	"os"
	"path/filepath"
	"sync"
	"testing"

	"playground/app/site"
)

// shared is what the tests of one binary share: the site at the root and
// one Chromium. Building the site compresses app.wasm, and a browser starts
// in about a second; once is enough, and tabs in one browser context share
// the stored responses and the service worker, as a learner's visits do.
var shared struct {
	siteOnce sync.Once
	site     *httptest.Server
	siteDir  string
	siteErr  error

	browserOnce sync.Once
	root        context.Context // the browser's first tab, kept open
	close       func()
	browserErr  error
}

// Site serves the app under test at the root, built once per test binary:
// what most browser tests need. Tests that deploy, cut the network or
// stop the server build their own (Build, Serve).
func Site(t testing.TB) *httptest.Server {
	t.Helper()
	shared.siteOnce.Do(func() {
		dir, err := os.MkdirTemp("", "playground-site-")
		if err != nil {
			shared.siteErr = err
			return
		}
		shared.siteDir = dir
		if err := site.CopyWeb(filepath.Join(root, "web"), filepath.Join(dir, "web")); err != nil {
			shared.siteErr = err
			return
		}
		wasm, err := os.ReadFile(wasmPath)
		if err == nil {
			err = os.WriteFile(filepath.Join(dir, "web", "app.wasm"), wasm, 0o644)
		}
		if err != nil {
			shared.siteErr = err
			return
		}
		if code, err := os.ReadFile(filepath.Join(filepath.Dir(wasmPath), CodeWasm)); err == nil {
			if err := os.WriteFile(filepath.Join(dir, "web", CodeWasm), code, 0o644); err != nil {
				shared.siteErr = err
				return
			}
		}
		out := filepath.Join(dir, "dist")
		if _, err := site.Build(site.Options{Out: out, Prefix: "", Web: filepath.Join(dir, "web"), BrotliLevel: 1}); err != nil {
			shared.siteErr = fmt.Errorf("building the static site: %w", err)
			return
		}
		h, err := site.NewServer(out, "")
		if err != nil {
			shared.siteErr = err
			return
		}
		shared.site = httptest.NewServer(h)
	})
	if shared.siteErr != nil {
		t.Fatal(shared.siteErr)
	}
	return shared.site
}

func closeShared() {
	if shared.close != nil {
		shared.close()
	}
	if shared.site != nil {
		shared.site.Close()
	}
	if shared.siteDir != "" {
		os.RemoveAll(shared.siteDir)
	}
}
