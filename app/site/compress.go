package site

import (
	"bytes"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"sort"
	"sync"

	"github.com/andybalholm/brotli"
)

// compressible lists the extensions worth precompressing (PNGs already are).
var compressible = map[string]bool{
	".html": true, ".js": true, ".css": true, ".wasm": true, ".svg": true,
	".webmanifest": true, ".json": true, ".txt": true,
}

// Precompress is precompress for a site the package did not generate: the
// browser benchmark's floor (go-app's hello world) is served compressed as
// the playground is.
func Precompress(dir string, brotliLevel int) error { return precompress(dir, brotliLevel) }

// precompress writes name.br and name.gz next to every compressible file, so
// `serve` (or nginx's gzip_static / brotli_static) can send them as they are.
// A copy that saves nothing is not written.
func precompress(dir string, brotliLevel int) error {
	var files []string
	err := filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err == nil && !d.IsDir() && compressible[filepath.Ext(p)] {
			files = append(files, p)
		}
		return err
	})
	if err != nil {
		return err
	}
	// Two workers: app.wasm dominates, and the machine is shared. Each job
	// reads its file when it starts, so at most two files (and two
	// encoders) are in memory at once.
	errs := make(chan error, 2*len(files))
	jobs := make(chan func(), 2*len(files))
	for _, f := range files {
		for _, c := range []struct {
			suffix string
			encode func([]byte) []byte
		}{
			{".br", func(b []byte) []byte { return brotliBytesLevel(b, brotliLevel) }},
			{".gz", gzipBytes},
		} {
			jobs <- func() {
				raw, err := os.ReadFile(f)
				if err == nil {
					err = writeIfSmaller(f+c.suffix, c.encode(raw), len(raw))
				}
				errs <- err
			}
		}
	}
	close(jobs)
	var wg sync.WaitGroup
	for range 2 {
		wg.Go(func() {
			for j := range jobs {
				j()
			}
		})
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		if err != nil {
			return err
		}
	}
	return nil
}

func writeIfSmaller(name string, b []byte, raw int) error {
	if len(b) >= raw {
		return nil
	}
	return os.WriteFile(name, b, 0o644)
}

// printSiteSizes prints each shipped file's raw, gzip and brotli size, the
// totals a first visit transfers, and app.wasm against its budget.
func printSiteSizes(dir string, w io.Writer) error {
	type row struct {
		name        string
		raw, gz, br int64
	}
	var rows []row
	var total row
	err := filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || SkipWebFile(d.Name()) { // the copies, and the marker: not shipped
			return err
		}
		r := row{name: filepath.ToSlash(must(filepath.Rel(dir, p)))}
		r.raw = fileSize(p)
		r.gz, r.br = min(r.raw, fileSize(p+".gz")), min(r.raw, fileSize(p+".br"))
		rows = append(rows, r)
		total.raw, total.gz, total.br = total.raw+r.raw, total.gz+r.gz, total.br+r.br
		return nil
	})
	if err != nil {
		return err
	}
	sort.Slice(rows, func(i, j int) bool { return rows[i].raw > rows[j].raw })
	fmt.Fprintf(w, "  %-24s %12s %12s %12s\n", "file", "raw", "gzip", "brotli")
	for _, r := range rows {
		fmt.Fprintf(w, "  %-24s %12d %12d %12d\n", r.name, r.raw, r.gz, r.br)
	}
	fmt.Fprintf(w, "  %-24s %12d %12d %12d\n", "total", total.raw, total.gz, total.br)
	for _, r := range rows {
		if r.name == "web/app.wasm" || r.name == "web/code.wasm" {
			fmt.Fprintf(w, "%s brotli %s: %s\n", path.Base(r.name), mb(int(r.br)), budgetVerdict(int(r.br), budgetOf(r.name)))
		}
	}
	return nil
}

// fileSize is a file's size, or a huge number when it is missing (no copy).
func fileSize(p string) int64 {
	st, err := os.Stat(p)
	if err != nil {
		return 1 << 62
	}
	return st.Size()
}

func must[T any](v T, err error) T {
	if err != nil {
		panic(err)
	}
	return v
}

// brotliWindow is the largest window standard brotli has (16 MB, RFC 7932),
// which every browser decodes: app.wasm is larger than the default 4 MB
// window, and a window that spans it finds its repeats (about 1 % smaller).
const brotliWindow = 24

// windowFor is the smallest brotli window (log2, 10…brotliWindow) that
// spans n bytes: a wider one finds nothing more in a small file, and the
// encoder's match finder at level 11 takes 8 bytes per position of the
// window (128 MB at 16 MB) whatever the file's size.
func windowFor(n int) int {
	lg := 10
	for lg < brotliWindow && 1<<lg-16 < n {
		lg++
	}
	return lg
}

// brotliBytesLevel compresses b at level. The slow levels' output for a
// large input (app.wasm at level 11: half a minute on one core) is kept,
// keyed by the input's content (see brotliStore), so a second build or test
// run of the same app.wasm does not pay for it again.
func brotliBytesLevel(b []byte, level int) []byte {
	if level < storedBrotliLevel || len(b) < storedBrotliSize {
		return encodeBrotli(b, level)
	}
	c := brotliStore{dir: brotliStoreDir()}
	if out, ok := c.get(b, level); ok {
		return out
	}
	out := encodeBrotli(b, level)
	c.put(b, level, out)
	return out
}

func encodeBrotli(b []byte, level int) []byte {
	var buf bytes.Buffer
	w := brotli.NewWriterOptions(&buf, brotli.WriterOptions{Quality: level, LGWin: windowFor(len(b))})
	w.Write(b)
	w.Close()
	return buf.Bytes()
}
