// Package lessonlink is where a lab page's lesson name links: the course's
// own lesson page when the site's author configured one, else the lesson's
// living page on the site (lab.Lab.LessonPage), else nowhere.
//
// The author writes web/lesson-links.json, an object from lab ids to the
// lesson's address per language:
//
//	{"LAB": {"tr": "https://ders.example/ders-1", "en": "https://course.example/lesson-1"}}
//
// The site build checks it (Check: an unknown lab, a language other than
// tr and en, an address that is neither http(s) nor a path is an error
// naming it) and hands it to the page as go-app's environment (EnvKey,
// Encode), so one wasm serves any course. No go-app and no JSON here: plain
// Go, tested natively.
package lessonlink

import (
	"fmt"
	"sort"
	"strings"

	"playground/engine/i18n"
	"playground/engine/lab"
	"playground/engine/labs"
)

// File is the author's file in the web folder; EnvKey the environment key
// the site hands its checked content to the page under.
const (
	File   = "lesson-links.json"
	EnvKey = "PLAYGROUND_LESSON_LINKS"
)

// Links are the configured addresses by lab id.
type Links map[string]i18n.Text

// Check says what is wrong with an entry of the author's file ("" when
// nothing is): the lab must exist, the language be the site's, the address
// be http(s) or a path on the site.
func Check(id, lang, u string) string {
	switch {
	case labs.Find(id) == nil:
		return fmt.Sprintf("%q is no lab (labs: %s)", id, strings.Join(labIDs(), ", "))
	case lang != "tr" && lang != "en":
		return fmt.Sprintf("%s: %q is no language of the site (tr, en)", id, lang)
	case !address(u):
		return fmt.Sprintf("%s.%s: %q is neither an http(s) address nor a path on the site", id, lang, u)
	}
	return ""
}

// Encode writes links for the environment: a line per address, "lab lang
// address" (an address has no space), sorted.
func (links Links) Encode() string {
	var lines []string
	for id, t := range links {
		if t.TR != "" {
			lines = append(lines, id+" tr "+t.TR)
		}
		if t.EN != "" {
			lines = append(lines, id+" en "+t.EN)
		}
	}
	sort.Strings(lines)
	return strings.Join(lines, "\n")
}

// Decode reads what Encode wrote; a line of another shape is left out.
func Decode(s string) Links {
	links := Links{}
	for _, line := range strings.Split(s, "\n") {
		f := strings.Fields(line)
		if len(f) != 3 || Check(f[0], f[1], f[2]) != "" {
			continue
		}
		t := links[f[0]]
		if f[1] == "tr" {
			t.TR = f[2]
		} else {
			t.EN = f[2]
		}
		links[f[0]] = t
	}
	return links
}

// address is an http(s) address or a path on the site: never a script.
func address(u string) bool {
	if u == "" || strings.ContainsAny(u, " \t\r\n\"<>\\") {
		return false
	}
	if strings.HasPrefix(u, "https://") || strings.HasPrefix(u, "http://") {
		return len(u) > len("https://")
	}
	return !strings.Contains(strings.SplitN(u, "/", 2)[0], ":") && !strings.HasPrefix(u, "//")
}

func labIDs() []string {
	var ids []string
	for _, l := range labs.All() {
		ids = append(ids, l.ID)
	}
	return ids
}

// Href is where l's lesson name links in lang: the configured address (in
// lang, else the other language's), else its living page on the site
// through up (the site-relative path), else "".
func (links Links) Href(l *lab.Lab, lang i18n.Lang, up func(string) string) string {
	if t, ok := links[l.ID]; ok {
		if u := t.In(lang); u != "" {
			return u
		}
		if u := t.TR + t.EN; u != "" {
			return u
		}
	}
	if page := l.LessonPage.In(lang); page != "" {
		return up("web/" + page)
	}
	return ""
}
