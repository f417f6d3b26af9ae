package site

import (
	"bytes"
	"compress/gzip"
	"fmt"
	"io"
	"os"

	"github.com/andybalholm/brotli"
)

// wasmBudget is the brotli size goal for app.wasm (go-app's own client-only
// hello world is about 1.4 MB brotli).
const wasmBudget = 2_000_000

// Sizes prints a file's raw, gzip and brotli sizes, as the build reports
// them, with the verdict against the wasm budget, and fails when the file is
// over it (so ./build.sh stops on a wasm that grew past its budget).
func Sizes(path string, stdout io.Writer) error {
	raw, err := os.ReadFile(path)
	if err != nil {
		return err
	}
	gz, br := gzipBytes(raw), brotliBytesLevel(raw, brotli.BestCompression)
	_, err = fmt.Fprintf(stdout, "%s: raw %s, gzip %s, brotli %s = %d B (%s)\n",
		path, mb(len(raw)), mb(len(gz)), mb(len(br)), len(br), budgetVerdict(len(br)))
	if err == nil && len(br) > wasmBudget {
		err = fmt.Errorf("%s is %d B brotli, over the %d B budget", path, len(br), wasmBudget)
	}
	return err
}

// budgetVerdict says how a brotli size stands against the wasm budget.
func budgetVerdict(br int) string {
	verdict := "within"
	if br > wasmBudget {
		verdict = "OVER"
	}
	return verdict + " the " + mb(wasmBudget) + " brotli budget"
}

func gzipBytes(b []byte) []byte {
	var buf bytes.Buffer
	w, _ := gzip.NewWriterLevel(&buf, gzip.BestCompression)
	w.Write(b)
	w.Close()
	return buf.Bytes()
}

func mb(n int) string { return fmt.Sprintf("%.2f MB", float64(n)/1e6) }
