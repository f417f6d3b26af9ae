//go:build !js

package main

import (
	"fmt"
	"image"
	"image/png"
	"os"
	"path/filepath"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// writeSite writes the static site into the folder the command names. Its
// icons are its own (a pixel): go-app's default is on another origin, which
// the server's content policy refuses, and a worker that cannot store it
// never installs.
func writeSite() {
	if len(os.Args) != 2 {
		fmt.Fprintln(os.Stderr, "usage: floor DIR (writes go-app's hello world as a static site)")
		os.Exit(2)
	}
	dir := os.Args[1]
	h := &app.Handler{Name: "Floor", Title: "Floor", Lang: "tr", Icon: app.Icon{Default: "/web/icon.png", SVG: "/web/icon.svg"}}
	if err := app.GenerateStaticWebsite(dir, h); err != nil {
		fail(err)
	}
	if err := os.MkdirAll(filepath.Join(dir, "web"), 0o755); err != nil {
		fail(err)
	}
	f, err := os.Create(filepath.Join(dir, "web", "icon.png"))
	if err != nil {
		fail(err)
	}
	if err := png.Encode(f, image.NewGray(image.Rect(0, 0, 1, 1))); err != nil {
		fail(err)
	}
	if err := f.Close(); err != nil {
		fail(err)
	}
	svg := `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"/>`
	if err := os.WriteFile(filepath.Join(dir, "web", "icon.svg"), []byte(svg), 0o644); err != nil {
		fail(err)
	}
}

func fail(err error) {
	fmt.Fprintln(os.Stderr, err)
	os.Exit(1)
}
