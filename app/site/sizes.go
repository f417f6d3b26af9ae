package site

import (
	"bytes"
	"compress/gzip"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"

	"github.com/andybalholm/brotli"

	"playground/engine/param"
)

// wasmBudget is the brotli size goal for app.wasm (go-app's own client-only
// hello world is about 1.4 MB brotli).
const wasmBudget = 2_000_000

// codeWasmBudget is the goal for web/code.wasm, app.wasm with the
// interpreter, which only a page running a learner's code loads.
const codeWasmBudget = 2_400_000

// budgetOf is the brotli goal for the wasm at path.
func budgetOf(path string) int {
	if filepath.Base(path) == "code.wasm" {
		return codeWasmBudget
	}
	return wasmBudget
}

// Sizes prints a file's raw, gzip and brotli sizes, as the build reports
// them, with the verdict against the wasm budget, and fails when the file is
// over it (so ./build.sh stops on a wasm that grew past its budget). Only a
// regular file is read: a device such as /dev/zero, a pipe or a folder is
// refused before anything is read (an InputError naming the path).
func Sizes(path string, stdout io.Writer) error {
	return SizesNamed(path, "", stdout)
}

// topPackages is how many packages sizes lists, largest first.
const topPackages = 20

// SizesNamed is Sizes, then, from names (an unstripped build of the same
// code; "" for none), the packages whose code weighs most (CodeByPackage).
func SizesNamed(path, names string, stdout io.Writer) error {
	raw, err := readRegular(path)
	if err != nil {
		return err
	}
	if names != "" {
		if err := packageTable(names, stdout); err != nil {
			return err
		}
	}
	gz, br := gzipBytes(raw), brotliBytesLevel(raw, brotli.BestCompression)
	_, err = fmt.Fprintf(stdout, "%s: raw %s, gzip %s, brotli %s = %d B (%s)\n",
		param.Echo(path), mb(len(raw)), mb(len(gz)), mb(len(br)), len(br), budgetVerdict(len(br), budgetOf(path)))
	if budget := budgetOf(path); err == nil && len(br) > budget {
		err = fmt.Errorf("%s is %d B brotli, over the %d B budget", param.Echo(path), len(br), budget)
	}
	return err
}

// CheckRegular refuses what Sizes would refuse to read (a path that is not
// there, or not a regular file), without opening it.
func CheckRegular(path string) error {
	st, err := os.Stat(path)
	if err != nil {
		return &InputError{fmt.Errorf("%s: %w", param.Echo(path), pathReason(err))}
	}
	if !st.Mode().IsRegular() {
		return notRegular(path, st.Mode())
	}
	return nil
}

func notRegular(path string, mode fs.FileMode) error {
	return &InputError{fmt.Errorf("%s is not a regular file (%s): sizes reads files only", param.Echo(path), kind(mode))}
}

// readRegular reads path if it is a regular file (a symbolic link to one
// too), and refuses anything else without opening it: opening a pipe
// waits for a writer, reading /dev/zero never ends.
func readRegular(path string) ([]byte, error) {
	if err := CheckRegular(path); err != nil {
		return nil, err
	}
	f, err := os.Open(path)
	if err != nil {
		return nil, &InputError{fmt.Errorf("%s: %w", param.Echo(path), pathReason(err))}
	}
	defer f.Close()
	if st, err := f.Stat(); err != nil {
		return nil, err
	} else if !st.Mode().IsRegular() { // replaced since the first look
		return nil, notRegular(path, st.Mode())
	}
	return io.ReadAll(f)
}

// pathReason is why a path failed, without the path (which the caller
// echoes).
func pathReason(err error) error {
	var pe *fs.PathError
	if errors.As(err, &pe) {
		return pe.Err
	}
	return err
}

// kind names a file's type for people.
func kind(m fs.FileMode) string {
	switch {
	case m.IsDir():
		return "a folder"
	case m&fs.ModeCharDevice != 0:
		return "a character device"
	case m&fs.ModeDevice != 0:
		return "a device"
	case m&fs.ModeNamedPipe != 0:
		return "a named pipe"
	case m&fs.ModeSocket != 0:
		return "a socket"
	}
	return "not a plain file"
}

// budgetVerdict says how a brotli size stands against a wasm budget.
func budgetVerdict(br, budget int) string {
	verdict := "within"
	if br > budget {
		verdict = "OVER"
	}
	return verdict + " the " + mb(budget) + " brotli budget"
}

func gzipBytes(b []byte) []byte {
	var buf bytes.Buffer
	w, _ := gzip.NewWriterLevel(&buf, gzip.BestCompression)
	w.Write(b)
	w.Close()
	return buf.Bytes()
}

func mb(n int) string { return fmt.Sprintf("%.2f MB", float64(n)/1e6) }

// packageTable prints the packages of the unstripped module at path whose
// code weighs most.
func packageTable(path string, stdout io.Writer) error {
	b, err := readRegular(path)
	if err != nil {
		return err
	}
	pkgs, total, err := CodeByPackage(b)
	if err != nil {
		return &InputError{fmt.Errorf("%s: %w", param.Echo(path), err)}
	}
	fmt.Fprintf(stdout, "code by package (%s of functions in %s; raw, before compression):\n", mb(total), param.Echo(path))
	for i, pc := range pkgs {
		if i == topPackages {
			rest := 0
			for _, p := range pkgs[i:] {
				rest += p.Bytes
			}
			fmt.Fprintf(stdout, "  %9d B %5.1f %%  %d more packages\n", rest, 100*float64(rest)/float64(total), len(pkgs)-i)
			break
		}
		fmt.Fprintf(stdout, "  %9d B %5.1f %%  %s (%d functions)\n", pc.Bytes, 100*float64(pc.Bytes)/float64(total), pc.Package, pc.Funcs)
	}
	return nil
}
