//go:build !wasm

package main

import (
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"path/filepath"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// handler describes the site once for both serving and static generation.
func handler() *app.Handler {
	return &app.Handler{
		Name:        "Dağıtık Sistemler Oyun Alanı",
		ShortName:   "Oyun Alanı",
		Title:       "Dağıtık Sistemler Oyun Alanı",
		Description: "Servis keşfi, yan araba, yük boşaltma ve önbellek derslerinin tarayıcıda koşan laboratuvarları.",
		Lang:        "tr",
		Styles:      []string{"/web/app.css"},
	}
}

func serve(addr, dir string, stdout io.Writer) error {
	if _, err := os.Stat(filepath.Join(dir, "app.wasm")); err != nil {
		return fmt.Errorf("%s/app.wasm is missing: build it first (./build.sh)", dir)
	}
	ln, err := net.Listen("tcp", addr)
	if err != nil {
		return err
	}
	fmt.Fprintf(stdout, "playground: http://%s/\n", ln.Addr())
	return http.Serve(ln, handler())
}

func writeStatic(out, prefix, dir string, stdout io.Writer) error {
	h := handler()
	if prefix != "" {
		h.Resources = app.PrefixedLocation(prefix)
	}
	if err := app.GenerateStaticWebsite(out, h); err != nil {
		return err
	}
	fmt.Fprintf(stdout, "static site written to %s\n", out)
	return nil
}
