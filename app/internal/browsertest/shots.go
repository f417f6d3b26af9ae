package browsertest

import (
	"context"
	"os"
	"path/filepath"
	"strconv"
	"testing"

	"github.com/chromedp/chromedp"
)

// Viewport sets the page's layout width and height in CSS pixels and, on
// a page the app runs, waits for the app to lay itself out for the width
// (#playground[data-width]): go-app tells a resize 250 ms after it, and a
// test that types meanwhile has its field moved from under its keys.
func (b *Browser) Viewport(t testing.TB, width, height int64) {
	t.Helper()
	b.Do(t, chromedp.EmulateViewport(width, height))
	if !Eval[bool](t, b, `!!document.querySelector('#playground[data-ready="true"]')`) {
		return // no app here (yet): it lays itself out when it starts
	}
	b.Wait(t, "the page laid out for "+strconv.FormatInt(width, 10)+" px",
		`document.querySelector('#playground').dataset.width === String(innerWidth)`,
		`innerWidth`, `document.querySelector('#playground').dataset.width`)
}

// Shots reports whether screenshots are saved (PLAYGROUND_SHOTS=1,
// ./build.sh shots).
func Shots() bool { return os.Getenv(envShots) == "1" }

// Screenshot saves the whole page as testout/NAME.png (looked at by people,
// not compared), when Shots says so.
func (b *Browser) Screenshot(t testing.TB, name string) {
	t.Helper()
	if Shots() {
		b.save(t, name, chromedp.FullScreenshot(100))
	}
}

// ScreenshotOf saves the element sel as testout/NAME.png, when Shots says so.
func (b *Browser) ScreenshotOf(t testing.TB, sel, name string) {
	t.Helper()
	if Shots() {
		b.save(t, name, chromedp.Screenshot(chromedp.CSS(sel)))
	}
}

func (b *Browser) save(t testing.TB, name string, shot chromedp.Action[[]byte]) {
	t.Helper()
	ctx, cancel := context.WithTimeout(b.Ctx, Patience)
	defer cancel()
	png, err := chromedp.Run(ctx, shot)
	if err != nil {
		t.Fatalf("screenshot %s: %v", name, err)
	}
	dir := filepath.Join(root, "testout")
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, name+".png"), png, 0o644); err != nil {
		t.Fatal(err)
	}
}
