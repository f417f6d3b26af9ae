package site

import (
	"bytes"
	"crypto/sha256"
	"encoding/base64"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"

	"playground/app/ui"
)

// Inlined stylesheets. A <link rel=stylesheet> is a request after the
// page's own, a whole round trip before anything paints: on Fast 3G (562 ms
// a request) the prerendered lesson table showed at 1.44–1.52 s, at the
// 1.5 s goal. The generated pages carry their CSS in <style> blocks
// instead, and the server's CSP allows exactly those blocks by hash
// (styleSources), so style-src keeps no 'unsafe-inline'.

// stylesheetLink is go-app's stylesheet tag; it writes the attributes in
// any order (a map's), so the href is read apart (hrefAttr).
var (
	stylesheetLink = regexp.MustCompile(`<link [^>]*rel="stylesheet"[^>]*>`)
	hrefAttr       = regexp.MustCompile(`href="([^"]+\.css)"`)
)

// inlineStyles replaces the stylesheet links of the generated pages (home
// and every lab's) with the files' text. The files stay for anything else
// that links them.
func inlineStyles(out, prefix string) error {
	pages := []string{filepath.Join(out, "index.html")}
	for _, p := range ui.LabPaths() {
		pages = append(pages, filepath.Join(out, strings.TrimPrefix(p, "/"), "index.html"))
	}
	for _, page := range pages {
		b, err := os.ReadFile(page)
		if err != nil {
			return err
		}
		var ferr error
		b = stylesheetLink.ReplaceAllFunc(b, func(tag []byte) []byte {
			m := hrefAttr.FindSubmatch(tag)
			if m == nil {
				ferr = fmt.Errorf("a stylesheet link without a .css href: %s", tag)
				return tag
			}
			href := string(m[1])
			css, err := os.ReadFile(filepath.Join(out, filepath.FromSlash(strings.TrimPrefix(href, prefix))))
			if err == nil && bytes.Contains(bytes.ToLower(css), []byte("</style")) {
				err = fmt.Errorf("%s holds </style>: it cannot be inlined", href)
			}
			if err != nil {
				ferr = err
				return tag
			}
			return slices.Concat([]byte("<style>"), css, []byte("</style>"))
		})
		if ferr != nil {
			return fmt.Errorf("%s: %w", page, ferr)
		}
		if err := os.WriteFile(page, b, 0o644); err != nil {
			return err
		}
	}
	return nil
}

// styleBlock is one <style> block of a generated page.
var styleBlock = regexp.MustCompile(`(?s)<style>(.*?)</style>`)

// styleSources are the CSP sources ('sha256-…') of a page's style blocks.
func styleSources(html []byte) []string {
	var out []string
	for _, m := range styleBlock.FindAllSubmatch(html, -1) {
		sum := sha256.Sum256(m[1])
		out = append(out, "'sha256-"+base64.StdEncoding.EncodeToString(sum[:])+"'")
	}
	return out
}
