package view

import "testing"

// An embed's frame and host script resolve from the site's root, whichever
// page wrote the snippet: the root page, a lab's own path, under a prefix.
func TestTheSiteRootIsFoundFromEveryPage(t *testing.T) {
	for page, want := range map[string]string{
		"/":                        "/",
		"/index.html":              "/",
		"/admission/":              "/",
		"/admission":               "/",
		"/playground/":             "/playground/",
		"/playground/registry/":    "/playground/",
		"/course/dist/sidecar/":    "/course/dist/",
		"/course/dist/cache":       "/course/dist/",
		"/course/dist/not-a-lab/":  "/course/dist/not-a-lab/",
		"/course/dist/lesson.html": "/course/dist/",
	} {
		if got := SiteRoot(page); got != want {
			t.Errorf("SiteRoot(%q) = %q, want %q", page, got, want)
		}
	}
}
