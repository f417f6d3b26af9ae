#!/usr/bin/env bash
# build.sh — build | serve | static [prefix] | test | flake [N] | shots | soak [N] | lint | bench
# Installs what it needs on a fresh machine (Go modules through the proxy,
# Debian's chromium and npm's axe-core for the browser tests) and prints the
# wasm's sizes.
set -euo pipefail
cd "$(dirname "$0")"

export GOFLAGS="${GOFLAGS:-} -buildvcs=false"
WASM_EXEC="$(go env GOROOT)/lib/wasm/go_js_wasm_exec"

log() { printf '==> [%3d s] %s\n' "$SECONDS" "$*" >&2; }

# STATICCHECK is the pinned linter (the module proxy serves it); it is
# installed once into a cache folder outside the repository.
STATICCHECK_VERSION=v0.8.2
STATICCHECK_BIN="${XDG_CACHE_HOME:-$HOME/.cache}/playground/staticcheck-$STATICCHECK_VERSION"

# wasm writes web/app.wasm: package main with main_wasm.go, which imports the
# UI (app/ui) alone, built with the compiler's default optimisation and
# without go-app's server half (app/internal/wasmbuild says how).
wasm() {
	log "go mod download"
	go mod download
	log "building web/app.wasm"
	go run ./app/internal/wasmbuild/cmd -o web/app.wasm
	# The code view's wasm: the same packages with the interpreter
	# (engine/policy/star), loaded only by a page that runs a learner's code.
	log "building web/code.wasm"
	go run ./app/internal/wasmbuild/cmd -o web/code.wasm -- -tags policy
}

# names builds the same app.wasm without stripping its names (into .build/),
# for the sizes' table of code by package.
names() {
	go run ./app/internal/wasmbuild/cmd -o .build/app.names.wasm -- -ldflags=
}

# build is wasm plus its raw, gzip and brotli sizes against the 2.0 MB brotli
# budget, and the packages whose code weighs most. serve and static skip the
# separate print: writing the static site compresses every file anyway and
# prints the same sizes and budget line.
build() {
	wasm
	names
	go run ./app sizes web/app.wasm .build/app.names.wasm
	go run ./app sizes web/code.wasm
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
	GOOS=js GOARCH=wasm "$STATICCHECK_BIN/staticcheck" ./engine/... ./app ./app/ui/...
}

# The browser tests are one package (app/, the root of the app's main):
# they run alone, after everything else, so that no other package's tests
# take a core from Chromium; the rest run in parallel.
browser_pkg=./app

test_all() {
	wasm
	# The sizes' brotli level 11 takes half a minute on one core: it runs
	# beside the checks below and is read (and its budget enforced) before
	# the browser tests.
	local sizes
	sizes="$(mktemp)"
	(names && go run ./app sizes web/app.wasm .build/app.names.wasm && go run ./app sizes web/code.wasm) >"$sizes" 2>&1 &
	local sizes_pid=$!
	log "go vet (native and wasm)"
	go vet ./...
	GOOS=js GOARCH=wasm go vet ./engine/... ./app ./app/ui/...
	lint
	# Under wasm run the packages whose contract is the platform's: the
	# kernel and the network (sim, netsim), every preset's, challenge's and
	# sweep's result pinned to the same hash as natively (labs), and a
	# sweep's memory (sweep), and the browser's own SHA-256 (sha). The labs' own logic tests run natively: any
	# result of theirs that differed in wasm would break a pinned hash.
	log "engine tests under wasm (node): kernel, network, pinned results, sweep memory"
	# With -tags policy, as web/code.wasm is built: the labs' starter code
	# and code challenges' solutions are linked, and checked here (app.wasm
	# leaves them out and runs no code).
	GOOS=js GOARCH=wasm go test -count=1 -tags policy -exec="$WASM_EXEC" ./engine/sim ./engine/netsim ./engine/labs ./engine/sweep ./engine/sha
	need_chromium
	need_axe
	log "native tests (engine, CLI, site, build)"
	go test -count=1 -timeout 30m $(go list ./... | grep -vx "playground/app")
	log "app.wasm's sizes"
	if ! wait "$sizes_pid"; then
		cat "$sizes" >&2
		rm -f "$sizes"
		return 1
	fi
	cat "$sizes"
	rm -f "$sizes"
	log "browser tests (Chromium), alone"
	# They drive the web/app.wasm just built; a missing Chromium or axe-core
	# fails them here instead of skipping them.
	PLAYGROUND_WASM=web/app.wasm PLAYGROUND_BROWSER=1 go test -count=1 -timeout 30m "$browser_pkg"
}

# flake runs the browser tests N times (default 10) with one core kept busy
# by a CPU-bound loop beside them, as a loaded 2-core machine would, and
# prints every failure with a count at the end. The suite waits for states,
# never for times, so it must pass every time.
flake() {
	local n="${1:-10}"
	wasm
	need_chromium
	need_axe
	mkdir -p testout
	go test -c -o testout/app.test "$browser_pkg"
	(while :; do :; done) &
	flake_load=$!
	trap 'kill $flake_load 2>/dev/null' EXIT
	log "browser tests $n times, one core busy (pid $flake_load)"
	local fails=0 i out start
	for i in $(seq 1 "$n"); do
		start=$SECONDS
		if out="$(cd app && PLAYGROUND_WASM="$PWD/../web/app.wasm" PLAYGROUND_BROWSER=1 ../testout/app.test -test.count=1 -test.timeout 30m 2>&1)"; then
			log "run $i/$n: ok ($((SECONDS - start)) s)"
			continue
		fi
		fails=$((fails + 1))
		log "run $i/$n: FAILED ($((SECONDS - start)) s)"
		printf '%s\n' "$out" | grep -E -A12 -- '--- FAIL|^panic|^FAIL|cannot run' >&2 || printf '%s\n' "$out" | tail -20 >&2
	done
	kill "$flake_load" 2>/dev/null
	trap - EXIT
	log "flake: $fails of $n runs failed under load"
	[ "$fails" -eq 0 ]
}

# shots runs the browser tests that take screenshots and keeps them
# (testout/*.png), for people to look at; the test runs take none.
shots() {
	wasm
	need_chromium
	need_axe
	PLAYGROUND_WASM=web/app.wasm PLAYGROUND_SHOTS=1 go test -count=1 -timeout 30m "$browser_pkg"
	ls testout/*.png | wc -l | xargs printf '==> %s screenshots in testout/\n' >&2
}

# speed runs the heavy in-bounds sets (app/internal/worstcase) as wasm under
# node, five times each, in three builds: the shipped one (wasmbuild's
# flags), the compiler's defaults, and no inlining (-gcflags=all=-l), and
# prints the fastest and the median run of each (the first run of a
# binary also pays for the engine's compilation). A shipped column slower than
# the default one means the size budget was bought with speed.
speed() {
	log "heavy sets as wasm (node): shipped, default and no-inlining builds, 5 runs each"
	local shipped
	shipped="$(go run ./app/internal/wasmbuild/cmd -flags | tr '\n' ' ')"
	local out
	out="$(mktemp -d)"
	local name flags
	for name in shipped default no-inlining; do
		case $name in
		shipped) flags="$shipped" ;;
		default) flags="" ;;
		no-inlining) flags="-gcflags=all=-l" ;;
		esac
		# shellcheck disable=SC2086
		GOOS=js GOARCH=wasm go test -c $flags -o "$out/$name.test" ./app/internal/worstcase
		"$WASM_EXEC" "$out/$name.test" -test.run '^$' -test.bench HeavySets -test.benchtime 1x -test.count 5 |
			awk -v b="$name" '/^BenchmarkHeavySets\//{split($1, p, "/"); sub(/-[0-9]+$/, "", p[2]); print b, p[2], $3/1e6}' >>"$out/runs"
	done
	printf '%-10s %16s %16s %16s   (fastest / median of 5 runs)\n' "heavy set" "shipped" "default" "no-inlining"
	sort -k1,1 -k2,2 -k3,3n "$out/runs" | awk '{k=$2 SUBSEP $1; v[k, ++n[k]]=$3; labs[$2]=1}
		END {for (l in labs) {printf "%-10s", l; c=split("shipped default no-inlining", bs, " ");
		       for (i=1;i<=c;i++) {k=l SUBSEP bs[i]; printf " %6.0f / %4.0f ms", v[k, 1], v[k, int((n[k]+1)/2)]}; printf "\n"}}' | sort
	rm -rf "$out"
}

# soak draws N random runs (default 10,000) — in-bounds values of every lab
# × random fault lists — and checks each against the oracle (every
# sentence's claims), its lab's invariants and a byte-identical rerun;
# each failure is printed with the CLI line that reproduces it. The
# native tests run a fixed draw of the same (engine/soak).
soak() {
	local n="${1:-10000}"
	log "soak: $n random runs (engine/soak), seed ${SOAK_SEED:-1}"
	go test -count=1 -timeout 120m -run 'TestSoak' ./engine/soak -v -args -soak.n "$n" -soak.seed "${SOAK_SEED:-1}" |
		grep -vE '^(=== RUN|--- PASS)'
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
	log "worst case: the top sets under wasm (node), limit 2 s and 256 MB"
	GOOS=js GOARCH=wasm PLAYGROUND_WORST_IN="$worst" go test -count=1 -v -timeout 60m -exec="$WASM_EXEC" \
		-run 'TestHeaviestSetsFitTheBrowsersLimits' ./app/internal/worstcase |
		grep -E 'worst-case|over the|^(ok|FAIL|---)'
	log "worst case with code: the heavy sets with the starter code and with code that spends the run's step budget, under wasm (node), limit 3 s and 256 MB"
	GOOS=js GOARCH=wasm go test -count=1 -v -tags policy -timeout 30m -exec="$WASM_EXEC" \
		-run 'TestTheCodeSetsRunToTheirEndWithinTheLimits' ./app/internal/worstcase |
		grep -E 'js/wasm|over the|^(ok|FAIL|---)'
	speed
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
flake)
	shift || true
	flake "$@"
	;;
shots) shots ;;
soak)
	shift || true
	soak "$@"
	;;
lint) lint ;;
bench) bench ;;
speed) speed ;;
*)
	echo "usage: ./build.sh [build|serve|static [prefix]|test|flake [N]|shots|soak [N]|lint|bench|speed]" >&2
	exit 2
	;;
esac
