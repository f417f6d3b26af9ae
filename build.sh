#!/usr/bin/env bash
# build.sh — build | serve | static [prefix] | test | lint | bench
# Installs what it needs on a fresh machine (Go modules through the proxy,
# Debian's chromium for the browser tests) and prints the wasm's sizes.
set -euo pipefail
cd "$(dirname "$0")"

export GOFLAGS="${GOFLAGS:-} -buildvcs=false"
WASM_EXEC="$(go env GOROOT)/lib/wasm/go_js_wasm_exec"

log() { printf '==> %s\n' "$*" >&2; }

# STATICCHECK is the pinned linter (the module proxy serves it); it is
# installed once into a cache folder outside the repository.
STATICCHECK_VERSION=v0.8.2
STATICCHECK_BIN="${XDG_CACHE_HOME:-$HOME/.cache}/playground/staticcheck-$STATICCHECK_VERSION"

# wasm writes web/app.wasm: package main with main_wasm.go, which imports the
# UI (app/ui) alone; the CLI and the site are other packages, not in it.
wasm() {
	log "go mod download"
	go mod download
	log "building web/app.wasm"
	# -l (no inlining) keeps the wasm near its budget: 2.00 MB brotli instead
	# of 2.24 MB (and app/internal/browsertest builds the same way).
	GOOS=js GOARCH=wasm go build -trimpath -gcflags=all=-l -ldflags="-s -w" -o web/app.wasm ./app
}

# build is wasm plus its raw, gzip and brotli sizes against the 2.0 MB brotli
# budget. serve and static skip the separate print: writing the static site
# compresses every file anyway and prints the same sizes and budget line.
build() {
	wasm
	go run ./app sizes web/app.wasm
}

need_chromium() {
	if command -v chromium >/dev/null 2>&1; then return; fi
	log "installing chromium (Debian package) for the browser tests"
	export DEBIAN_FRONTEND=noninteractive
	apt-get update -q >/dev/null
	apt-get install -y -q chromium >/dev/null
}

# AXE is axe-core for the browser tests' accessibility checks: the npm
# registry serves it; it is installed into testout/ (ignored by git, never
# committed) and injected into the pages by the tests (app/a11y_browser_test.go).
AXE_VERSION=4.14.1
need_axe() {
	local dir=testout/axe
	if [ -f "$dir/node_modules/axe-core/axe.min.js" ] &&
		grep -q "axe v$AXE_VERSION" "$dir/node_modules/axe-core/axe.min.js"; then
		return
	fi
	log "installing axe-core $AXE_VERSION (npm) into $dir"
	mkdir -p "$dir"
	(cd "$dir" && npm install --no-audit --no-fund --no-save --loglevel=error "axe-core@$AXE_VERSION" >/dev/null)
}

lint() {
	if [ ! -x "$STATICCHECK_BIN/staticcheck" ]; then
		log "installing staticcheck $STATICCHECK_VERSION"
		mkdir -p "$STATICCHECK_BIN"
		GOBIN="$STATICCHECK_BIN" go install "honnef.co/go/tools/cmd/staticcheck@$STATICCHECK_VERSION"
	fi
	log "staticcheck (native, and the wasm's packages as wasm)"
	"$STATICCHECK_BIN/staticcheck" ./...
	GOOS=js GOARCH=wasm "$STATICCHECK_BIN/staticcheck" ./engine/... ./app ./app/ui
}

test_all() {
	build
	log "go vet (native and wasm)"
	go vet ./...
	GOOS=js GOARCH=wasm go vet ./engine/... ./app ./app/ui
	lint
	log "engine tests under wasm (node)"
	GOOS=js GOARCH=wasm go test -count=1 -exec="$WASM_EXEC" ./engine/...
	need_chromium
	need_axe
	log "native tests (engine, CLI, site, browser)"
	# The browser tests drive the web/app.wasm just built; a missing
	# Chromium fails them here instead of skipping them.
	PLAYGROUND_WASM=web/app.wasm PLAYGROUND_BROWSER=1 go test -count=1 -timeout 30m ./...
}

bench() {
	build
	need_chromium
	log "native benchmarks"
	go test -run '^$' -bench . -benchmem ./engine/...
	log "wasm benchmarks (node)"
	GOOS=js GOARCH=wasm go test -run '^$' -bench . -exec="$WASM_EXEC" ./engine/sim/
	# The heaviest in-bounds run per lab: searched natively over the bounds
	# (corners, a greedy pass, random sets; ranked by bytes allocated), then
	# the top sets measured where the limits apply: wasm, under node.
	log "worst case: native search over each lab's bounds"
	local worst
	worst="$(mktemp -d)/worst.json"
	PLAYGROUND_WORST_OUT="$worst" go test -count=1 -v -timeout 60m -run 'TestSearchWritesEachLabsHeaviestSets' ./app/internal/worstcase |
		grep -E 'native|sets tried|^(ok|FAIL|---)'
	log "worst case: the top sets under wasm (node), limit 3 s and 256 MB"
	GOOS=js GOARCH=wasm PLAYGROUND_WORST_IN="$worst" go test -count=1 -v -timeout 60m -exec="$WASM_EXEC" \
		-run 'TestHeaviestSetsFitTheBrowsersLimits' ./app/internal/worstcase |
		grep -E 'worst-case|over the|^(ok|FAIL|---)'
	log "browser benchmarks (rerun per lab, cold first table: localhost and Fast 3G, prerendered and not)"
	PLAYGROUND_WASM=web/app.wasm PLAYGROUND_BROWSER=1 PLAYGROUND_BROWSER_BENCH=1 \
		go test -count=1 -timeout 60m -run '^$' -bench 'Browser' -benchtime 1x ./app/
}

case "${1:-build}" in
build) build ;;
serve)
	wasm
	shift || true
	go run ./app serve "$@"
	;;
static)
	wasm
	shift || true
	go run ./app static "$@"
	;;
test) test_all ;;
lint) lint ;;
bench) bench ;;
*)
	echo "usage: ./build.sh [build|serve|static [prefix]|test|lint|bench]" >&2
	exit 2
	;;
esac
