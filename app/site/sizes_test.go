package site

import (
	"errors"
	"io"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"
)

// sizes reads regular files only: /dev/zero (which never ends), a folder,
// a named pipe (whose opening waits for a writer) are refused at once with
// an input error that names the path and says it is not a regular file.
func TestSizesRefusesAnythingButARegularFile(t *testing.T) {
	dir := t.TempDir()
	fifo := filepath.Join(dir, "pipe")
	paths := []string{"/dev/zero", dir}
	if err := syscall.Mkfifo(fifo, 0o644); err == nil {
		paths = append(paths, fifo)
	}
	link := filepath.Join(dir, "zero-link")
	if os.Symlink("/dev/zero", link) == nil {
		paths = append(paths, link)
	}
	for _, p := range paths {
		done := make(chan error, 1)
		go func() { done <- Sizes(p, io.Discard) }()
		select {
		case err := <-done:
			var in *InputError
			if !errors.As(err, &in) || !strings.Contains(err.Error(), p+" is not a regular file") {
				t.Errorf("Sizes(%s) = %v, want an input error naming it and saying it is not a regular file", p, err)
			}
		case <-time.After(time.Minute): // only a hang gets here: a refusal reads nothing
			t.Fatalf("Sizes(%s) is still reading after a minute", p)
		}
	}
	missing := filepath.Join(dir, "nope")
	if err := Sizes(missing, io.Discard); err == nil || !strings.Contains(err.Error(), missing) {
		t.Errorf("missing file: %v", err)
	}
	file := filepath.Join(dir, "small.wasm")
	os.WriteFile(file, []byte("\x00asm hello"), 0o644)
	var out strings.Builder
	if err := Sizes(file, &out); err != nil || !strings.HasPrefix(out.String(), file+": raw 0.00 MB") {
		t.Errorf("a regular file: %v %q", err, out.String())
	}
}
