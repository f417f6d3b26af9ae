//go:build !wasm

package main

import (
	"os"
	"testing"

	"playground/app/internal/browsertest"
)

// The browser tests of this package run only when Chromium is there; they
// test the app.wasm of this tree (built on the fly, or PLAYGROUND_WASM).
func TestMain(m *testing.M) { os.Exit(browsertest.Main(m)) }
