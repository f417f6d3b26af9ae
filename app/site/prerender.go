package site

import (
	"os"
	"path/filepath"
	"strings"

	"playground/app/ui"
)

// Each lab has a path of its own (/LAB/) whose page go-app prerenders
// at static generation with the lab run natively at the lesson's values
// (ui.LabPaths, ui's prerender): the lesson table, reading and charts are in
// the HTML, readable before app.wasm arrives. go-app writes "/LAB" as
// LAB.html; a static host serves "/LAB/" from LAB/index.html,
// so the page moves there.

// labPages are the lab pages as the worker stores them ("/LAB/").
func labPages() []string {
	var out []string
	for _, p := range ui.LabPaths() {
		out = append(out, p+"/")
	}
	return out
}

// moveLabPages moves go-app's LAB.html to LAB/index.html (and
// drops the og tags fixIndex drops from the home page).
func moveLabPages(out string) error {
	for _, p := range ui.LabPaths() {
		name := strings.TrimPrefix(p, "/")
		from := filepath.Join(out, name+".html")
		dir := filepath.Join(out, name)
		if err := os.MkdirAll(dir, 0o755); err != nil {
			return err
		}
		to := filepath.Join(dir, "index.html")
		if err := os.Rename(from, to); err != nil {
			return err
		}
		if err := fixIndex(to); err != nil {
			return err
		}
	}
	return nil
}
