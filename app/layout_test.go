//go:build !wasm

package main

import (
	"bytes"
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"playground/app/internal/wasmbuild"
	"playground/engine/fault"
	"playground/engine/labs"
	"playground/engine/param"
)

// app.wasm is built from package ui alone, by app/internal/wasmbuild: the
// site (server, static generation, compression) and the CLI are other
// packages, go-app's own server half is left out, and nothing of them may
// reach the wasm.
func TestWasmLeavesOutTheSiteTheCLIAndEveryServer(t *testing.T) {
	root, err := filepath.Abs("..")
	if err != nil {
		t.Fatal(err)
	}
	modfile, err := wasmbuild.Prepare(root, t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command("go", "list", "-modfile="+modfile, "-deps", "./app")
	cmd.Dir = root
	cmd.Env = append(os.Environ(), "GOOS=js", "GOARCH=wasm")
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("go list: %v\n%s", err, out)
	}
	deps := strings.Fields(string(out))
	if !slices.Contains(deps, "playground/app/ui") {
		t.Fatalf("the wasm does not depend on playground/app/ui: the list is wrong\n%s", out)
	}
	// Ours: the site, the CLI, the test harness, the build. Theirs, which
	// only servers pull in: brotli, Chromium's driver, and the standard
	// library's HTTP (go-app's handler imports it; the browser build
	// leaves that file out), with TLS and x509 under it. And regexp: only
	// go-app's RouteWithRegexp used it, which the playground never calls
	// (the browser build's router has no patterns), and it kept 76 KB of
	// brotli (the parser and the Unicode tables) in app.wasm. And
	// github.com/google/uuid with crypto/rand under it (AES, SHA-2, HMAC,
	// MD5, SHA-1: 160 KB of code): the browser build names go-app's two
	// identifiers with crypto.randomUUID (wasmbuild.Edits).
	for _, bad := range []string{
		"playground/app/site", "playground/app/cli", "playground/app/internal/browsertest", "playground/app/internal/wasmbuild",
		"github.com/andybalholm/brotli", "github.com/chromedp/chromedp",
		"net/http", "net/http/httptest", "crypto/tls", "crypto/x509", "os/signal",
		"regexp", "github.com/google/uuid", "crypto/rand", "crypto/md5", "crypto/sha1",
		// crypto/sha256 brings the FIPS module (AES, SHA-3, HMAC, a DRBG):
		// the cache's one hash is engine/sha's plain Go in this build.
		"crypto/sha256", "crypto/internal/fips140/aes",
		// html's initialisation links its entity table (2 231 names, 21 KB
		// of brotli) for UnescapeString, which nothing here calls:
		// draw.Escape and the browser build's go-app (escape.go) escape.
		"html",
	} {
		if slices.Contains(deps, bad) {
			t.Errorf("the wasm depends on %s", bad)
		}
	}
}

// Nothing of ours in app.wasm calls fmt's scanners: Sscanf alone links
// fmt's whole scanning half, 40 kB of code (28 kB brotli) the page never
// needs (strings.Cut reads any fixed shape). The sizes' table shows such
// costs by package; this keeps the one found there from coming back.
func TestWasmCodeScansNoTextWithFmt(t *testing.T) {
	cmd := exec.Command("go", "list", "-deps", "-f", `{{if not .Standard}}{{.Dir}}{{end}}`, "./app")
	cmd.Dir = ".."
	cmd.Env = append(os.Environ(), "GOOS=js", "GOARCH=wasm")
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("go list: %v\n%s", err, out)
	}
	scan := regexp.MustCompile(`\bfmt\.(Sscan|Sscanf|Sscanln|Fscan|Fscanf|Fscanln|Scan|Scanf|Scanln)\(`)
	root, err := filepath.Abs("..")
	if err != nil {
		t.Fatal(err)
	}
	read := 0
	for _, dir := range strings.Fields(string(out)) {
		if !strings.HasPrefix(dir, root+string(filepath.Separator)) {
			continue // go-app and the module cache: not ours to change
		}
		files, _ := filepath.Glob(filepath.Join(dir, "*.go"))
		for _, f := range files {
			if strings.HasSuffix(f, "_test.go") {
				continue
			}
			b, err := os.ReadFile(f)
			if err != nil {
				t.Fatal(err)
			}
			read++
			if loc := scan.FindIndex(b); loc != nil {
				t.Errorf("%s calls %s", f, b[loc[0]:loc[1]-1])
			}
		}
	}
	if read < 50 {
		t.Fatalf("read only %d files of the wasm's own packages: the list is wrong\n%s", read, out)
	}
}

// goFiles are app/'s non-test Go files.
func goFiles(t *testing.T) []string {
	t.Helper()
	var files []string
	err := filepath.WalkDir(".", func(p string, d fs.DirEntry, err error) error {
		if err == nil && !d.IsDir() && strings.HasSuffix(p, ".go") && !strings.HasSuffix(p, "_test.go") {
			files = append(files, p)
		}
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	if len(files) < 20 {
		t.Fatalf("found only %d Go files under app/", len(files))
	}
	return files
}

// allowedLabWord are the words that contain a lab's id in their ordinary
// sense, all of them names of other software: HTTP's Cache-Control and
// no-cache, the browser's CacheStorage (caches) and fetch's cache option,
// go-app's CacheableResources and its worker template's ResourcesToCache,
// Go's os.UserCacheDir.
var allowedLabWord = regexp.MustCompile(`(?i)code cache|compiled code's cache|UserCacheDir|Cache-Control|no-cache|CacheableResources|ResourcesToCache|\bcaches\b|\{ cache: "no-cache" \}`)

// app/ knows no lab: the UI draws what a run declares, the CLI lists what
// the labs register. No lab id appears in its code or comments, in any
// case or inside another word, except in the names above.
func TestAppNamesNoLab(t *testing.T) {
	var ids []string
	for _, l := range labs.All() {
		ids = append(ids, regexp.QuoteMeta(l.ID))
	}
	word := regexp.MustCompile(`(?i)` + strings.Join(ids, "|"))
	for _, f := range goFiles(t) {
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		for n, line := range strings.Split(string(b), "\n") {
			if rest := allowedLabWord.ReplaceAllString(line, ""); word.MatchString(rest) {
				t.Errorf("%s:%d names a lab: %s", f, n+1, strings.TrimSpace(line))
			}
		}
	}
}

// genericParams are parameters every lab has because engine/param defines
// them (Spec.Seed, Spec.Code), not knobs of one lab.
var genericParams = []string{"seed", param.PolicyParam}

// No string literal in app/ names a lab parameter — is one, or writes one
// as a pair (name=…) or a field id (f-name): the form, the share link and
// the CLI take parameter names from the labs' specs. (Words that happen to
// spell a parameter inside other text, such as caches.keys() in the
// service worker, are not names of it.)
func TestAppNamesNoLabParameter(t *testing.T) {
	owner := map[string]string{}
	for _, l := range labs.All() {
		for _, f := range l.New().Spec().Fields() {
			if !slices.Contains(genericParams, f.Name) {
				owner[f.Name] = l.ID
			}
		}
	}
	uses := regexp.MustCompile(`(?:^|[^a-z0-9_.])(?:f-)?([a-z][a-z0-9_]*)=`)
	fset := token.NewFileSet()
	for _, file := range goFiles(t) {
		af, err := parser.ParseFile(fset, file, nil, 0)
		if err != nil {
			t.Fatal(err)
		}
		// A JavaScript method named in Value.Call ("keys" of Object.keys)
		// is the browser's name, not a parameter's.
		jsName := map[*ast.BasicLit]bool{}
		ast.Inspect(af, func(n ast.Node) bool {
			if call, ok := n.(*ast.CallExpr); ok && len(call.Args) > 0 {
				if sel, ok := call.Fun.(*ast.SelectorExpr); ok && sel.Sel.Name == "Call" {
					if lit, ok := call.Args[0].(*ast.BasicLit); ok {
						jsName[lit] = true
					}
				}
			}
			return true
		})
		ast.Inspect(af, func(n ast.Node) bool {
			lit, ok := n.(*ast.BasicLit)
			if !ok || lit.Kind != token.STRING || jsName[lit] {
				return true
			}
			s, err := strconv.Unquote(lit.Value)
			if err != nil {
				return true
			}
			names := []string{strings.TrimPrefix(s, "f-")}
			for _, m := range uses.FindAllStringSubmatch(s, -1) {
				names = append(names, m[1])
			}
			for _, w := range names {
				if lab, ok := owner[w]; ok {
					t.Errorf("%s: the literal %q names %s's parameter %q", fset.Position(lit.Pos()), shortLit(s), lab, w)
				}
			}
			return true
		})
	}
}

func shortLit(s string) string {
	if len(s) > 60 {
		return s[:60] + "…"
	}
	return s
}

// The engine is pure Go: no package under engine/ imports go-app or
// syscall/js (itself or through a package of this module), natively or as
// wasm, so it builds and tests anywhere and the UI is the only part that
// knows a browser. (The standard library's own js port uses syscall/js
// underneath: that is the platform, not the engine.)
func TestTheEngineImportsNeitherGoAppNorSyscallJS(t *testing.T) {
	for _, goos := range []string{"", "js"} {
		cmd := exec.Command("go", "list", "-deps", "-f", `{{if not .Standard}}{{.ImportPath}}:{{join .Imports " "}}{{end}}`, "../engine/...")
		if goos != "" {
			cmd.Env = append(os.Environ(), "GOOS=js", "GOARCH=wasm")
		}
		out, err := cmd.CombinedOutput()
		if err != nil {
			t.Fatalf("go list: %v\n%s", err, out)
		}
		seen := 0
		for _, line := range strings.Split(strings.TrimSpace(string(out)), "\n") {
			pkg, imports, _ := strings.Cut(line, ":")
			seen++
			for _, d := range strings.Fields(imports) {
				if d == "syscall/js" || strings.HasPrefix(d, "github.com/maxence-charriere/go-app") {
					t.Errorf("%s (GOOS=%s) imports %s", pkg, goos, d)
				}
			}
		}
		if seen < 10 {
			t.Fatalf("go list named %d packages of the engine: the list is wrong\n%s", seen, out)
		}
	}
}

// The page knows no fault kind: the fault panel, the readings and the
// replay take every kind, its duration, its side (node or link) and its
// words from engine/fault's table, so a new kind is a row there and its
// behaviour in the network, with no change under app/ui. Neither a kind's
// constant (fault.Stall) nor its name as a literal ("stall") appears in
// the page's code.
func TestThePageNamesNoFaultKind(t *testing.T) {
	consts := map[string]bool{}
	fset := token.NewFileSet()
	files, err := filepath.Glob("../engine/fault/*.go")
	if err != nil {
		t.Fatal(err)
	}
	for _, file := range files {
		if strings.HasSuffix(file, "_test.go") {
			continue
		}
		f, err := parser.ParseFile(fset, file, nil, 0)
		if err != nil {
			t.Fatal(err)
		}
		for _, d := range f.Decls {
			if g, ok := d.(*ast.GenDecl); ok && g.Tok == token.CONST {
				for _, s := range g.Specs {
					if v := s.(*ast.ValueSpec); v.Type != nil && fmt.Sprint(v.Type) == "Kind" {
						for _, n := range v.Names {
							consts[n.Name] = true
						}
					}
				}
			}
		}
	}
	if len(consts) != len(fault.Table) {
		t.Fatalf("found %d Kind constants in engine/fault, its table has %d rows", len(consts), len(fault.Table))
	}
	names := map[string]bool{}
	for _, row := range fault.Table {
		names[string(row.Kind)] = true
	}
	for _, file := range goFiles(t) {
		if !strings.HasPrefix(file, "ui"+string(filepath.Separator)) {
			continue
		}
		af, err := parser.ParseFile(fset, file, nil, 0)
		if err != nil {
			t.Fatal(err)
		}
		faultPkg := ""
		for _, im := range af.Imports {
			if im.Path.Value == `"playground/engine/fault"` {
				faultPkg = "fault"
				if im.Name != nil {
					faultPkg = im.Name.Name
				}
			}
		}
		ast.Inspect(af, func(n ast.Node) bool {
			switch n := n.(type) {
			case *ast.SelectorExpr:
				if x, ok := n.X.(*ast.Ident); ok && faultPkg != "" && x.Name == faultPkg && consts[n.Sel.Name] {
					t.Errorf("%s: names the fault kind %s.%s", fset.Position(n.Pos()), x.Name, n.Sel.Name)
				}
			case *ast.BasicLit:
				if s, err := strconv.Unquote(n.Value); err == nil && n.Kind == token.STRING && names[s] {
					t.Errorf("%s: names the fault kind %q", fset.Position(n.Pos()), s)
				}
			}
			return true
		})
	}
}

// encoding/json's encoder and decoder are not linked into app.wasm: go-app's
// three uses are edited out of the browser build (wasmbuild.Edits), and the
// page's own JSON (the progress, the registry's answers) is engine/jsontext.
// Together they were 85 KB of the brotli size. (The package's
// initialisation stays: the engine imports it for the CLI's output.)
func TestWasmLinksNoJSONEncoderOrDecoder(t *testing.T) {
	root, err := filepath.Abs("..")
	if err != nil {
		t.Fatal(err)
	}
	out := filepath.Join(t.TempDir(), "app.names.wasm")
	if err := wasmbuild.Build(root, out, "-ldflags="); err != nil { // names kept
		t.Fatal(err)
	}
	b, err := os.ReadFile(out)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Contains(b, []byte("playground/app/ui.")) {
		t.Fatal("the build has no function names: the check is blind")
	}
	for _, fn := range []string{"encoding/json.Marshal", "encoding/json.Unmarshal", "encoding/json.(*decodeState)", "encoding/json.(*encodeState).marshal"} {
		if bytes.Contains(b, []byte(fn)) {
			t.Errorf("app.wasm links %s", fn)
		}
	}
}
