package site

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"regexp"
	"sort"
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"playground/app/ui"
	"playground/app/ui/lessonlink"
	"playground/engine/i18n"
	"playground/engine/param"
)

// Options say how to write the site; tests lower the brotli level (level
// 11 takes ~13 s on app.wasm, level 5 a fraction of a second).
type Options struct {
	Out, Prefix, Web string
	BrotliLevel      int
}

// InputError is a failure caused by what the caller asked for (a malformed
// prefix, an output folder that is not ours, an address that cannot be
// listened on), as opposed to one of the machine or the program.
type InputError struct{ Err error }

func (e *InputError) Error() string { return e.Err.Error() }
func (e *InputError) Unwrap() error { return e.Err }

// Write writes the static site the `static` command and Serve ship, from
// the assets in web, and prints its files' sizes.
func Write(out, prefix, web string, stdout io.Writer) error {
	s, err := Build(Options{Out: out, Prefix: prefix, Web: web, BrotliLevel: 11})
	if err != nil {
		return err
	}
	where := "the root of a host"
	if s.Prefix != "" {
		where = s.Prefix + "/ on a host"
	}
	fmt.Fprintf(stdout, "static site written to %s (version %s), to be served at %s\n", out, s.Version, where)
	return printSiteSizes(out, stdout)
}

// Build runs go-app's generator, copies web/ in and precompresses.
func Build(o Options) (Site, error) {
	prefix, err := cleanPrefix(o.Prefix)
	if err != nil {
		return Site{}, &InputError{err}
	}
	outState, err := checkOutDir(o.Out)
	if err != nil {
		return Site{}, err
	}
	wasm, err := os.Stat(filepath.Join(o.Web, "app.wasm"))
	if err != nil {
		return Site{}, fmt.Errorf("%s is missing: build it first (./build.sh)", param.Echo(filepath.Join(o.Web, "app.wasm")))
	}
	if err := checkWebFiles(o.Web); err != nil {
		return Site{}, err
	}
	version, err := siteVersion(o.Web)
	if err != nil {
		return Site{}, err
	}
	links, err := readLessonLinks(o.Web)
	if err != nil {
		return Site{}, err
	}
	s := Site{Prefix: prefix, Version: version, WasmLen: wasm.Size(), LessonLinks: links}
	if err := resetOutDir(o.Out, outState); err != nil {
		return Site{}, err
	}
	h := siteHandler(s)
	if err := app.GenerateStaticWebsite(o.Out, h, ui.LabPaths()...); err != nil {
		return Site{}, err
	}
	if err := moveLabPages(o.Out); err != nil {
		return Site{}, err
	}
	if err := addAnswers(o.Out, prefix, h, ui.LabPaths()); err != nil {
		return Site{}, err
	}
	if err := addEmbeds(o.Out, h, ui.LabPaths()); err != nil {
		return Site{}, err
	}
	if err := CopyWeb(o.Web, filepath.Join(o.Out, "web")); err != nil {
		return Site{}, err
	}
	if err := fixIndex(filepath.Join(o.Out, "index.html")); err != nil {
		return Site{}, err
	}
	if err := fixAppJS(filepath.Join(o.Out, "app.js")); err != nil {
		return Site{}, err
	}
	if err := fixManifest(filepath.Join(o.Out, "manifest.webmanifest"), prefix); err != nil {
		return Site{}, err
	}
	if err := writeNotFound(o.Out, prefix); err != nil {
		return Site{}, err
	}
	if err := inlineStyles(o.Out, prefix); err != nil {
		return Site{}, err
	}
	return s, precompress(o.Out, o.BrotliLevel)
}

// CheckOutput checks what Build would refuse of its input — the prefix and
// the output folder ("": none to check) — without writing anything.
func CheckOutput(out, prefix string) error {
	if _, err := cleanPrefix(prefix); err != nil {
		return &InputError{err}
	}
	if out == "" {
		return nil
	}
	_, err := checkOutDir(out)
	return err
}

// checkWebFiles fails early on a missing asset: the worker stores them all,
// and one missing file would make its install fail, so no offline at all.
func checkWebFiles(web string) error {
	h := siteHandler(Site{})
	want := append([]string{h.Icon.Default, h.Icon.Large, h.Icon.SVG, h.Icon.Maskable}, h.Styles...)
	for _, r := range h.CacheableResources {
		if strings.HasPrefix(r, "/web/") { // the lab pages are generated, not in web/
			want = append(want, r)
		}
	}
	for _, s := range h.Scripts {
		want = append(want, strings.Fields(s)[0])
	}
	for _, w := range want {
		if _, err := os.Stat(filepath.Join(web, strings.TrimPrefix(w, "/web/"))); err != nil {
			return fmt.Errorf("the site needs %s, missing from %s", w, param.Echo(web))
		}
	}
	return nil
}

func cleanPrefix(p string) (string, error) {
	p = strings.TrimRight(p, "/")
	if p == "" {
		return "", nil
	}
	if !strings.HasPrefix(p, "/") || path.Clean(p) != p || strings.ContainsAny(p, "?#\"'<> \\%") ||
		strings.ContainsFunc(p, func(r rune) bool { return r < 0x21 || r == 0x7f || r >= 0x80 && r < 0xa0 }) {
		return "", fmt.Errorf("prefix %s: want a clean absolute path such as /playground", param.Echo(p))
	}
	return p, nil
}

// siteVersion hashes every file of web/ (names and contents, in name order,
// precompressed copies excluded) plus the worker template: a new app.wasm, a
// CSS edit or a worker change gives a new version, hence a new worker and an
// "update available" in open tabs; the same inputs always give the same one.
func siteVersion(web string) (string, error) {
	h := sha256.New()
	var names []string
	err := filepath.WalkDir(web, func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || SkipWebFile(d.Name()) {
			return err
		}
		names = append(names, p)
		return nil
	})
	if err != nil {
		return "", err
	}
	sort.Strings(names)
	for _, n := range names {
		b, err := os.ReadFile(n)
		if err != nil {
			return "", err
		}
		rel, _ := filepath.Rel(web, n)
		fmt.Fprintf(h, "%s\x00%d\x00", filepath.ToSlash(rel), len(b))
		h.Write(b)
	}
	io.WriteString(h, workerJS)
	return hex.EncodeToString(h.Sum(nil))[:16], nil
}

// SkipWebFile leaves out dotfiles (editor droppings) and precompressed copies.
func SkipWebFile(name string) bool {
	return strings.HasPrefix(name, ".") || strings.HasSuffix(name, ".br") || strings.HasSuffix(name, ".gz")
}

// staticMarker is the file Build writes first into its output folder: the
// sign that the folder is its own to empty next time. A dotfile, so neither
// the server nor the worker serves it.
const staticMarker = ".playground-static"

var (
	msgMarker = i18n.Text{
		TR: "Bu klasörü `app static` yazdı (oyun alanının statik sitesi); aynı klasöre yeniden yazarken önce onu boşaltır.\n",
		EN: "This folder was written by `app static` (the playground's static site); the next `app static` into it empties it first.\n",
	}
	msgNotOurs = i18n.Text{
		TR: "%s içinde `app static` komutunun yazmadığı dosyalar var (içinde %s yok): boşaltılmıyor; yeni ya da boş bir klasör verin",
		EN: "%s holds files `app static` did not write (no %s in it): not emptying it; name a new or empty folder",
	}
	msgNotAFolder = i18n.Text{
		TR: "%s bir dosya, klasör değil: yeni ya da boş bir klasör verin",
		EN: "%s is a file, not a folder: name a new or empty folder",
	}
)

// textError is an error in both languages (i18n.ErrorIn reads it).
type textError struct{ i18n.Text }

func (e textError) Error() string { return e.EN }

// outDir is what the output folder holds before Build writes into it.
type outDir int

const (
	outNew  outDir = iota // missing or empty
	outOurs               // a site this command wrote (its marker is there)
)

// checkOutDir refuses an output that is not Build's to empty: a file, or a
// folder with something in it and no marker (a mistyped `static /p ~`, or a
// folder of the user's that happens to hold an app-worker.js). Nothing is
// changed.
func checkOutDir(out string) (outDir, error) {
	fi, err := os.Stat(out)
	if errors.Is(err, fs.ErrNotExist) {
		return outNew, nil
	}
	if err != nil {
		return 0, err
	}
	if !fi.IsDir() {
		return 0, &InputError{textError{msgNotAFolder.Format(param.Echo(out))}}
	}
	entries, err := os.ReadDir(out)
	if err != nil {
		return 0, err
	}
	if len(entries) == 0 {
		return outNew, nil
	}
	if _, err := os.Lstat(filepath.Join(out, staticMarker)); err != nil {
		return 0, &InputError{textError{msgNotOurs.Format(param.Echo(out), staticMarker)}}
	}
	return outOurs, nil
}

// resetOutDir empties a folder checkOutDir found to be Build's own (or
// makes a new one) and writes the marker into it first, so a build that
// stops half-way leaves a folder the next one may empty.
func resetOutDir(out string, state outDir) error {
	if state == outOurs {
		entries, err := os.ReadDir(out)
		if err != nil {
			return err
		}
		for _, e := range entries {
			if err := os.RemoveAll(filepath.Join(out, e.Name())); err != nil {
				return err
			}
		}
	}
	if err := os.MkdirAll(out, 0o755); err != nil {
		return err
	}
	return os.WriteFile(filepath.Join(out, staticMarker), []byte(msgMarker.TR+msgMarker.EN), 0o644)
}

// CopyWeb copies the assets of web (from) to another folder.
func CopyWeb(from, to string) error {
	return filepath.WalkDir(from, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(from, p)
		if d.IsDir() {
			return os.MkdirAll(filepath.Join(to, rel), 0o755)
		}
		if SkipWebFile(d.Name()) {
			return nil
		}
		b, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		return os.WriteFile(filepath.Join(to, rel), b, 0o644)
	})
}

// ogMeta matches go-app's og:url / og:image tags, which it always emits as
// "https://" + Handler.Domain + path: with no domain (a static site doesn't
// know its host) that is "https:///playground", a URL to nowhere.
// go-app writes the attributes in either order.
var ogMeta = regexp.MustCompile(`<meta [^>]*property="og:(?:url|image)"[^>]*>\s*`)

func fixIndex(file string) error {
	b, err := os.ReadFile(file)
	if err != nil {
		return err
	}
	return os.WriteFile(file, ogMeta.ReplaceAll(b, nil), 0o644)
}

// fixManifest sets scope and start_url to the site's folder: go-app writes
// scope "/" whatever the prefix, and start_url without the trailing slash,
// which a static host answers with a redirect.
func fixManifest(file, prefix string) error {
	b, err := os.ReadFile(file)
	if err != nil {
		return err
	}
	var m map[string]any
	if err := json.Unmarshal(b, &m); err != nil {
		return fmt.Errorf("%s: %w", file, err)
	}
	m["scope"] = prefix + "/"
	m["start_url"] = prefix + "/"
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(m); err != nil {
		return err
	}
	return os.WriteFile(file, buf.Bytes(), 0o644)
}

// readLessonLinks reads the author's lesson addresses from web (the file is
// optional), checked entry by entry: a mistake is an input error naming
// the file and the entry, never a link that goes nowhere.
func readLessonLinks(web string) (string, error) {
	b, err := os.ReadFile(filepath.Join(web, lessonlink.File))
	if errors.Is(err, fs.ErrNotExist) {
		return "", nil
	}
	if err != nil {
		return "", err
	}
	var raw map[string]map[string]string
	if err := json.Unmarshal(b, &raw); err != nil {
		return "", &InputError{fmt.Errorf("%s: want a JSON object from lab ids to {\"tr\": address, \"en\": address}: %v", lessonlink.File, err)}
	}
	links := lessonlink.Links{}
	var bad []string
	for id, byLang := range raw {
		for lang, u := range byLang {
			if msg := lessonlink.Check(id, lang, u); msg != "" {
				bad = append(bad, msg)
				continue
			}
			t := links[id]
			if lang == "tr" {
				t.TR = u
			} else {
				t.EN = u
			}
			links[id] = t
		}
	}
	if len(bad) > 0 {
		sort.Strings(bad)
		return "", &InputError{fmt.Errorf("%s: %s", lessonlink.File, param.Echo(strings.Join(bad, "; ")))}
	}
	return links.Encode(), nil
}
