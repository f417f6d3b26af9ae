// Package wasmbuild builds app.wasm, the one binary the browser runs:
// package main of app/ for js/wasm (main_wasm.go imports the UI alone),
// with the compiler's default optimisation, stripped of symbols and debug
// data, and without go-app's server half.
//
// go-app keeps its HTTP handler (the server that describes and serves the
// site) in the same package as its client, so a plain build of the client
// imports net/http; net/http's package initialisation keeps an HTTP client
// with TLS, every curve and cipher under it, alive in the binary: 360 KB of
// the brotli size, a fifth of app.wasm. The browser never serves, so its
// build uses a copy of go-app's two packages (made in a temporary folder
// from the module store at each build into .build/, ignored by git) in
// which three files are replaced by the client's part of them (goapp/):
// no net/http, no TLS, no server. A fourth, route.go, is replaced by a
// router without RouteWithRegexp's patterns, which the playground never
// uses: they were go-app's only use of regexp, 76 KB of the brotli size. go build's -overlay cannot do this (it
// refuses files of the module store), so the build names the copy with a
// replace directive in a go.mod of its own (-modfile); the repository's
// go.mod is not touched. A test keeps this honest: the build works,
// net/http and crypto/tls stay out of app.wasm, and the replaced originals
// still have the shape the replacements assume. go-memdb is copied the
// same way, with one line edited (MemdbEdits).
package wasmbuild

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
)

// GoAppModule is the go-app module whose files the overlay replaces, at
// the version go.mod requires.
const GoAppModule = "github.com/maxence-charriere/go-app/v10"

// BuildDir is the folder below the module root where the browser build
// keeps its copy of go-app's client.
const BuildDir = ".build"

// Replaced are go-app's pkg/app files the overlay replaces, each by
// goapp/NAME.txt in this folder.
var Replaced = []string{"crypto.go", "http.go", "resource.go", "route.go", "wasm.go"}

// Added are files the browser build adds to go-app's pkg/app, each from
// goapp/NAME.txt.
var Added = []string{"escape.go", "id.go", "nojson.go"}

// An Edit replaces Old, which must occur exactly once, by New in one of
// go-app's pkg/app files as the browser build copies it: a change of a
// line where replacing the whole file would copy hundreds.
type Edit struct{ File, Old, New string }

// Edits: go-app names a device and a tab's state broadcast with
// github.com/google/uuid, whose random source (crypto/rand's DRBG: AES,
// SHA-2, HMAC) and name-based versions (MD5, SHA-1) weigh, with the
// ciphers of go-app's Context.Encrypt (crypto.go, never called here),
// 160 KB of code, for two identifiers the browser's crypto.randomUUID
// gives (id.go).
var Edits = []Edit{
	{"context.go", "\t\"github.com/google/uuid\"\n", ""},
	{"context.go", "id = uuid.NewString()", "id = newID()"},
	{"state.go", "\t\"github.com/google/uuid\"\n", ""},
	{"state.go", "m.broadcastStoreID = uuid.NewString()", "m.broadcastStoreID = newID()"},
	// encoding/json (its code, and a sort per shape of its field and map
	// key lists) is reached in the browser build by three calls only: the
	// internal URLs the page is handed (read with the browser's JSON.parse
	// instead), a persisted or broadcast state (which the playground does
	// not use) and go-app's error texts (errors' Encoder, written with fmt
	// instead). The files that import it read a package-level json
	// (nojson.go) that refuses, so any other use fails loudly, not silently.
	{"engine.go", "\t\"encoding/json\"\n", ""},
	{"engine.go", "json.Unmarshal([]byte(Getenv(\"GOAPP_INTERNAL_URLS\")), &e.internalURLs)", "e.internalURLs = parseURLs(Getenv(\"GOAPP_INTERNAL_URLS\"))"},
	{"state.go", "\t\"encoding/json\"\n", ""},
	{"state.go", "json.RawMessage", "[]byte"},
	{"storage.go", "\t\"encoding/json\"\n", ""},
	{"context.go", "\t\"encoding/json\"\n", ""},
	{"notification.go", "\t\"encoding/json\"\n", ""},
	{"strings.go", "\t\"encoding/json\"\n", ""},
	// go-app's states (Context.SetState, GetState, ObserveState, DelState:
	// kept in memory, persisted to local storage, broadcast between tabs)
	// are never used here, yet the engine hands their functions to every
	// Context and clears persisted ones at start: 55 KB of code. The
	// browser build's Context has no state functions, so a use fails
	// loudly (a nil function), not silently.
	{"engine.go", "\t\tobserveState:          e.states.Observe,\n\t\tgetState:              e.states.Get,\n\t\tsetState:              e.states.Set,\n\t\tdelState:              e.states.Delete,\n", ""},
	{"engine.go", "\te.states.CleanupExpiredPersistedStates(e.baseContext())\n", ""},
	{"engine.go", "\te.states.Cleanup()\n", ""},
	// The html package's one use (node.go's EscapeString) is escape.go's.
	{"node.go", "\t\"html\"\n", ""},
}

// ErrorsEdits are the edits of go-app's pkg/errors: an error's text is
// written with fmt, not encoding/json (see Edits).
var ErrorsEdits = []Edit{
	{"errors.go", "\t\"encoding/json\"\n", ""},
	{"errors.go", "\tEncoder = json.Marshal\n}", `	Encoder = encodeText
}

// encodeText writes an error as its fields (the playground's browser
// build: go-app writes JSON). An Error is written through MarshalJSON,
// which hands its fields back here: fmt would call Error, which calls the
// encoder again.
func encodeText(v any) ([]byte, error) {
	if e, ok := v.(Error); ok {
		return e.MarshalJSON()
	}
	return fmt.Appendf(nil, "%+v", v), nil
}`},
	{"errors.go", "return json.MarshalIndent(v, \"\", \"  \")", "return encodeText(v)"},
}

// MemdbModule is go-memdb, which the browser build copies with MemdbEdits.
const MemdbModule = "github.com/hashicorp/go-memdb"

// MemdbEdits: go-memdb names the map kind by building a map type at
// package initialisation (reflect.MapOf), which keeps reflect's type
// constructors (StructOf and the map layout under MapOf) in the binary:
// 6.5 KB of the brotli size for a constant, reflect.Map.
var MemdbEdits = []Edit{
	{"index.go", `var MapType = reflect.MapOf(reflect.TypeOf(""), reflect.TypeOf("")).Kind()`, "var MapType = reflect.Map"},
}

// Prepare lays out the browser build: go-app's client packages with the
// replacements (in BuildDir), and in dir a go.mod (with its go.sum) that
// points there.
// It returns the go.mod's path for go build's -modfile. root is the module
// root (go.mod's folder).
func Prepare(root, dir string) (string, error) {
	src, version, err := goApp(root)
	if err != nil {
		return "", err
	}
	// The copy sits in the module's own build folder (.build/, which go's
	// ./... patterns skip and git ignores), named by a relative path: the
	// same on every machine, so the build info app.wasm carries, and with
	// it app.wasm, depends on nothing but the sources.
	// Files are written only when they differ, each by a rename, so two
	// builds at once never see half a file.
	rel := BuildDir + "/go-app@" + version
	dst := filepath.Join(root, filepath.FromSlash(rel))
	for _, f := range []string{"go.mod", "LICENSE"} {
		if err := copyFile(filepath.Join(src, f), filepath.Join(dst, f)); err != nil {
			return "", err
		}
	}
	for _, pkg := range []string{"app", "errors"} {
		files, err := filepath.Glob(filepath.Join(src, "pkg", pkg, "*.go"))
		if err != nil {
			return "", err
		}
		for _, f := range files {
			if strings.HasSuffix(f, "_test.go") {
				continue
			}
			b, err := os.ReadFile(f)
			if err != nil {
				return "", err
			}
			if pkg == "app" {
				b, err = edit(filepath.Base(f), b)
			} else {
				b, err = applyEdits(ErrorsEdits, "go-app's pkg/errors/"+filepath.Base(f), filepath.Base(f), b)
			}
			if err != nil {
				return "", err
			}
			if err := writeFile(filepath.Join(dst, "pkg", pkg, filepath.Base(f)), b); err != nil {
				return "", err
			}
		}
	}
	for _, name := range append(Replaced, Added...) {
		if err := copyFile(filepath.Join(root, "app", "internal", "wasmbuild", "goapp", name+".txt"), filepath.Join(dst, "pkg", "app", name)); err != nil {
			return "", err
		}
	}
	memdb, err := copyEdited(root, MemdbModule, "go-memdb", MemdbEdits)
	if err != nil {
		return "", err
	}
	mod, err := os.ReadFile(filepath.Join(root, "go.mod"))
	if err != nil {
		return "", err
	}
	mod = append(mod, []byte("\nreplace "+GoAppModule+" => ./"+rel+"\n")...)
	mod = append(mod, []byte("replace "+MemdbModule+" => ./"+memdb+"\n")...)
	modfile := filepath.Join(dir, "go.mod")
	if err := os.WriteFile(modfile, mod, 0o644); err != nil {
		return "", err
	}
	return modfile, copyFile(filepath.Join(root, "go.sum"), filepath.Join(dir, "go.sum"))
}

// edit applies the Edits of go-app's file name to its text b.
func edit(name string, b []byte) ([]byte, error) {
	return applyEdits(Edits, "go-app's pkg/app/"+name, name, b)
}

// applyEdits applies the edits of file name to its text b (what names the
// file in an error).
func applyEdits(edits []Edit, what, name string, b []byte) ([]byte, error) {
	for _, e := range edits {
		if e.File != name {
			continue
		}
		if n := bytes.Count(b, []byte(e.Old)); n != 1 {
			return nil, fmt.Errorf("%s holds %q %d times, not once: review wasmbuild's edits", what, e.Old, n)
		}
		b = bytes.Replace(b, []byte(e.Old), []byte(e.New), 1)
	}
	return b, nil
}

// copyEdited copies module's root package (its go.mod, licence and
// non-test Go files) into BuildDir/NAME@VERSION with edits applied, and
// returns that folder relative to root.
func copyEdited(root, module, name string, edits []Edit) (string, error) {
	src, version, err := moduleDir(root, module)
	if err != nil {
		return "", err
	}
	rel := BuildDir + "/" + name + "@" + version
	dst := filepath.Join(root, filepath.FromSlash(rel))
	files, err := filepath.Glob(filepath.Join(src, "*"))
	if err != nil {
		return "", err
	}
	for _, f := range files {
		base := filepath.Base(f)
		if base != "go.mod" && base != "LICENSE" && (!strings.HasSuffix(base, ".go") || strings.HasSuffix(base, "_test.go")) {
			continue
		}
		b, err := os.ReadFile(f)
		if err != nil {
			return "", err
		}
		if b, err = applyEdits(edits, module+"'s "+base, base, b); err != nil {
			return "", err
		}
		if err := writeFile(filepath.Join(dst, base), b); err != nil {
			return "", err
		}
	}
	return rel, nil
}

func copyFile(from, to string) error {
	b, err := os.ReadFile(from)
	if err != nil {
		return err
	}
	return writeFile(to, b)
}

// writeFile writes b to `to` unless it already holds b, by a rename.
func writeFile(to string, b []byte) error {
	if old, err := os.ReadFile(to); err == nil && bytes.Equal(old, b) {
		return nil
	}
	if err := os.MkdirAll(filepath.Dir(to), 0o755); err != nil {
		return err
	}
	tmp, err := os.CreateTemp(filepath.Dir(to), ".tmp-")
	if err != nil {
		return err
	}
	if _, err := tmp.Write(b); err != nil {
		tmp.Close()
		os.Remove(tmp.Name())
		return err
	}
	if err := tmp.Close(); err != nil {
		os.Remove(tmp.Name())
		return err
	}
	return os.Rename(tmp.Name(), to)
}

// goApp is go-app's folder in the module store (downloaded if needed) and
// its version.
func goApp(root string) (dir, version string, err error) {
	return moduleDir(root, GoAppModule)
}

// moduleDir is module's folder in the module store (downloaded if
// needed) at the version go.mod requires, and that version.
func moduleDir(root, module string) (dir, version string, err error) {
	cmd := exec.Command("go", "mod", "download", "-json", module)
	cmd.Dir = root
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		return "", "", fmt.Errorf("finding %s: %v\n%s", module, err, stderr.Bytes())
	}
	var m struct{ Dir, Version string }
	if err := json.Unmarshal(out, &m); err != nil || m.Dir == "" || m.Version == "" {
		return "", "", fmt.Errorf("finding %s: go mod download said %s", module, out)
	}
	return m.Dir, m.Version, nil
}

// ShippedFlags are the compiler flags app.wasm is built with beyond the
// defaults: none. The size budget is met by what the wasm holds (the sizes'
// table by package), never by a slower engine; a per-package exception
// would go here only with a benchmark showing it costs no speed
// (./build.sh bench runs the heavy sets in this build and a default one).
var ShippedFlags = []string{}

// Command is the go command that builds app.wasm into out with the
// go.mod Prepare wrote (extra flags, such as -gcflags, go before the
// package). Its environment selects js/wasm.
func Command(root, modfile, out string, extra ...string) *exec.Cmd {
	return command(root, modfile, out, "./app", extra...)
}

func command(root, modfile, out, pkg string, extra ...string) *exec.Cmd {
	args := append([]string{"build", "-trimpath", "-modfile=" + modfile, "-ldflags=-s -w"}, ShippedFlags...)
	args = append(args, extra...)
	args = append(args, "-o", out, pkg)
	cmd := exec.Command("go", args...)
	cmd.Dir = root
	cmd.Env = append(os.Environ(), "GOOS=js", "GOARCH=wasm")
	return cmd
}

// Build builds app.wasm into out (extra as in Command).
func Build(root, out string, extra ...string) error {
	return BuildPackage(root, out, "./app", extra...)
}

// BuildPackage builds another browser program of the module (pkg, relative
// to root) as app.wasm is built: the benchmark's floor, go-app's hello
// world (app/internal/floor), is measured beside the playground built so.
func BuildPackage(root, out, pkg string, extra ...string) error {
	dir, err := os.MkdirTemp("", "playground-wasm-")
	if err != nil {
		return err
	}
	defer os.RemoveAll(dir)
	modfile, err := Prepare(root, dir)
	if err != nil {
		return err
	}
	cmd := command(root, modfile, out, pkg, extra...)
	if b, err := cmd.CombinedOutput(); err != nil {
		return fmt.Errorf("building %s for the browser: %v\n%s", pkg, err, b)
	}
	return nil
}
