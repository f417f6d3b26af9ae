package sidecar

import (
	_ "embed"
	"slices"
	"strings"

	"playground/engine/i18n"
	"playground/engine/lab"
)

// The lesson's first finding is about code, not traffic: moving retries,
// timeouts, TLS and metrics into the sidecar deletes lines from every app
// and writes them once. The lab counts the lesson's own three files
// (lesson/, copied verbatim from the lesson, CC BY-SA 4.0) by the lesson's
// own rules (olc.mjs: anlamli and ilgi), so its numbers are the lesson's:
// 38 lines → 13, 18 marked network lines → 0, and for 5 services 140 lines
// on the apps' side against one sidecar file of 33.

var (
	//go:embed lesson/odunc-kalin.mjs
	thickSource string
	//go:embed lesson/odunc-ince.mjs
	thinSource string
	//go:embed lesson/yan-araba.mjs
	sidecarSource string
)

// CodeSize is the lesson's line count of the two layouts' code.
type CodeSize struct {
	ThickLines   int `json:"thick_lines"`   // meaningful lines of the thick app
	ThinLines    int `json:"thin_lines"`    // of the thin app
	Deleted      int `json:"deleted"`       // the thick app's lines the thin one no longer has
	Added        int `json:"added"`         // the thin app's lines the thick one did not have
	Marked       int `json:"marked"`        // lines the lesson marks as network concerns in the thick app
	SidecarLines int `json:"sidecar_lines"` // meaningful lines of the sidecar: all of them network concerns
	Services     int `json:"services"`
	// AppSide is the deleted lines written once per service: the network
	// concerns' code on the apps' side of a thick system.
	AppSide int `json:"app_side"`
}

// hasLetter is olc.mjs's /[A-Za-z]/ (regexp would add its package to
// app.wasm for one character class).
func hasLetter(s string) bool {
	return strings.IndexFunc(s, func(r rune) bool { return 'a' <= r && r <= 'z' || 'A' <= r && r <= 'Z' }) >= 0
}

// meaningful is olc.mjs's anlamli: the trimmed lines that are not empty,
// not a comment line, and have a letter.
func meaningful(src string) []string {
	var out []string
	for _, s := range strings.Split(src, "\n") {
		s = strings.TrimSpace(s)
		if s != "" && !strings.HasPrefix(s, "//") && hasLetter(s) {
			out = append(out, s)
		}
	}
	return out
}

// marked is olc.mjs's ilgi: the lines carrying a "// [" mark.
func marked(src string) int { return strings.Count(src, "// [") }

// notIn counts the lines of a that b does not have (olc.mjs's filter with
// includes: a line twice in a counts twice).
func notIn(a, b []string) int {
	n := 0
	for _, s := range a {
		if !slices.Contains(b, s) {
			n++
		}
	}
	return n
}

func codeSize(services int) CodeSize {
	thick, thin := meaningful(thickSource), meaningful(thinSource)
	c := CodeSize{ThickLines: len(thick), ThinLines: len(thin), Deleted: notIn(thick, thin), Added: notIn(thin, thick),
		Marked: marked(thickSource), SidecarLines: len(meaningful(sidecarSource)), Services: services}
	c.AppSide = services * c.Deleted
	return c
}

// codeSection prints the count as the lesson does: the files' lines, then
// the same concern over the system's services.
func codeSection(c CodeSize) lab.Section {
	return lab.Section{ID: "code", Title: titleCode,
		Table: &lab.Table{Columns: []lab.Column{{ID: "file", Label: colFile}, {ID: "lines", Label: colLines}, {ID: "marked", Label: colMarked}},
			Rows: [][]i18n.Text{
				{rowThickFile, lab.Cell(c.ThickLines), lab.Cell(c.Marked)},
				{rowThinFile, lab.Cell(c.ThinLines), lab.Cell(marked(thinSource))},
				{rowSidecarFile, lab.Cell(c.SidecarLines), txtAllOfThem},
			}},
		Lines: []i18n.Text{txtDeleted.Format(c.Deleted, c.Added), txtServices.Format(c.Services, c.Deleted, c.Services, c.Deleted, c.AppSide, c.SidecarLines)},
	}
}
