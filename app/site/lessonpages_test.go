package site

import (
	"os"
	"path/filepath"
	"slices"
	"testing"

	"playground/engine/labs"
)

// Every living lesson page a lab links its lesson's name to is a file of
// web/ the site ships and keeps for offline use, in both languages.
func TestEveryLessonPageALabLinksIsShippedAndKeptOffline(t *testing.T) {
	linked := 0
	for _, l := range labs.All() {
		for _, page := range []string{l.LessonPage.TR, l.LessonPage.EN} {
			if (l.LessonPage.TR == "") != (l.LessonPage.EN == "") {
				t.Errorf("%s: a lesson page in one language only: %+v", l.ID, l.LessonPage)
			}
			if page == "" {
				continue
			}
			linked++
			if _, err := os.Stat(filepath.Join("..", "..", "web", page)); err != nil {
				t.Errorf("%s: its lesson page %s is not in web/: %v", l.ID, page, err)
			}
			if !slices.Contains(webLessonFiles, "/web/"+page) {
				t.Errorf("%s: its lesson page %s is not kept for offline use (webLessonFiles)", l.ID, page)
			}
		}
	}
	if linked == 0 {
		t.Error("no lab links a lesson page")
	}
}
