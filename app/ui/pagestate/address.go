// Package pagestate is the lab page's state and its decisions, in plain Go:
// what an address asks for and the address the state writes back
// (address.go, notice.go), what a knob's edit does — which run, when, and
// what the address records (edit.go), what a slider's step runs ahead of
// the page's frame (live.go), and what the end of a frame writes
// (settle.go). It imports no UI toolkit: the page (package shell) renders
// this state, reads the browser's values into it and performs the effects
// its methods return as plain values, so every decision here is tested
// without a browser.
package pagestate

import (
	"net/url"
	"slices"
	"strings"

	"playground/app/pagekey"
	"playground/engine/i18n"
	"playground/engine/lab"
	"playground/engine/labs"
)

// View is a view of the page as its address knows it: its id and the page
// keys it owns (view.View's ID and Keys). The first is the default.
type View struct {
	ID   string
	Keys []string
}

// Address is what the page's address asks for besides the parameters: the
// lab (by ?lab= or its own path /LAB/), the language, an embed's picks,
// the view and the page keys the views own, and the keys it does not use
// (notice.go). docs/DESIGN.md, "URL keys", says what each means.
type Address struct {
	Lang      i18n.Lang
	LabID     string   // as asked (may name no lab)
	Lab       *lab.Lab // nil: home
	OnLabPath bool     // the address is a lab's own path: site links go up one folder
	Embed     bool     // compact, no site chrome
	// Story is an embed beside an author's moment paragraphs (embed=story):
	// in a narrow frame (a phone) it keeps to the picture and what moves it,
	// so the host page can hold it on screen while the paragraphs pass.
	Story    bool
	Controls []string // embed: the knobs to show (empty: all)
	Charts   []string // embed: the figures to show (empty: the main one)
	Sections []string // embed: the sections to show (empty: the lesson's)
	View     string   // the view's id ("" the default)
	// Keys are the page keys the views own (t, sweep, metric…), kept as
	// the address gave them so every address the page writes carries them.
	Keys  url.Values
	Notes []Note
	views []View // the page's views (Read)
}

// Read reads q (the query) of an address whose path names the lab pathLab
// ("" when the path is no lab's), on a page with views.
func Read(q url.Values, pathLab string, views []View) Address {
	a := Address{Lang: i18n.Parse(q.Get("lang")), LabID: q.Get("lab"), views: views}
	a.OnLabPath = pathLab != ""
	if a.LabID == "" {
		a.LabID = pathLab
	}
	a.Lab = labs.Find(a.LabID)
	a.Embed = q.Get("embed") == "1" || q.Get("embed") == EmbedStory
	a.Story = q.Get("embed") == EmbedStory
	a.Controls = pagekey.List(q.Get("controls"))
	a.Charts = pagekey.List(q.Get("charts"))
	a.Sections = pagekey.List(q.Get("sections"))
	if a.View = q.Get("view"); !hasView(views, a.View) {
		a.View = ""
	}
	a.Keys = url.Values{}
	for _, v := range views {
		for _, k := range v.Keys {
			if vs, ok := q[k]; ok {
				a.Keys[k] = vs
			}
		}
	}
	a.Notes = Notes(a.Lab, q, views)
	return a
}

func hasView(views []View, id string) bool {
	return slices.ContainsFunc(views, func(v View) bool { return v.ID == id })
}

// viewKey reports whether one of views declares key.
func viewKey(views []View, key string) bool {
	return slices.ContainsFunc(views, func(v View) bool { return slices.Contains(v.Keys, key) })
}

// SetView shows the view id ("": the default one); false (and nothing
// changes) when the page has no such view.
func (a *Address) SetView(id string) bool {
	if id != "" && !hasView(a.views, id) {
		return false
	}
	a.View = id
	return true
}

// SetKeys sets the views' own page keys from set: an empty value drops a
// key, and a key no view declares (the shell's, a parameter) is ignored,
// since a view sets its own keys only. Keys is replaced, never edited in
// place: a view may hold the old one.
func (a *Address) SetKeys(set url.Values) {
	keys := url.Values{}
	for key, vs := range a.Keys {
		keys[key] = vs
	}
	for key, vs := range set {
		if !viewKey(a.views, key) {
			continue
		}
		if len(vs) == 0 || vs[0] == "" {
			keys.Del(key)
		} else {
			keys[key] = vs
		}
	}
	a.Keys = keys
}

// Query is the address of the state with parameters params, the pinned
// run pin ("" none) and defaultView the page's first view: the lab, the
// parameters, the page keys that are set. pagekey.Encode spells it.
func (a *Address) Query(params url.Values, pin, defaultView string) url.Values {
	q := url.Values{}
	for k, vs := range params {
		q[k] = vs
	}
	for k, vs := range a.Keys {
		q[k] = vs
	}
	if a.Lab != nil {
		q.Set("lab", a.Lab.ID)
	}
	if a.Lang == i18n.EN {
		q.Set("lang", "en")
	}
	if a.Embed {
		q.Set("embed", "1")
		if a.Story {
			q.Set("embed", EmbedStory)
		}
		for i, list := range [...][]string{a.Controls, a.Charts, a.Sections} {
			if len(list) > 0 {
				q.Set(embedKeys[i], strings.Join(list, ","))
			}
		}
	}
	if pin != "" {
		q.Set("pin", pin)
	}
	if a.View != "" && a.View != defaultView {
		q.Set("view", a.View)
	}
	return q
}

// EmbedStory is embed='s value for a frame beside an author's moment
// paragraphs (Address.Story).
const EmbedStory = "story"

// embedKeys are an embed's picks, in Address's order; a link out of the
// embed drops them (ShareQuery).
var embedKeys = [...]string{"controls", "charts", "sections"}

// Link is the address with other parameters in another view ("": the
// default one), as a relative href (view.Context.Link).
func (a *Address) Link(params url.Values, pin, viewID, defaultView string) string {
	q := a.Query(params, pin, defaultView)
	q.Del("view")
	if viewID != "" && viewID != defaultView {
		q.Set("view", viewID)
	}
	return "?" + pagekey.Encode(q)
}

// ShareQuery is the query of the link to this exact run in the full
// playground (also an embed's "open in the playground"): the address
// without the embed's keys.
func (a *Address) ShareQuery(params url.Values, pin, defaultView string) url.Values {
	q := a.Query(params, pin, defaultView)
	q.Del("embed")
	for _, k := range embedKeys {
		q.Del(k)
	}
	return q
}

// FormValues is the form's text for every field of l: q's value, or the
// lesson's. Keys that name no field are left out (the page's notice names
// them); a field given more than once keeps every value, which Decode
// refuses naming the field, as the command line does.
func FormValues(l *lab.Lab, q url.Values) url.Values {
	raw := url.Values{}
	for _, f := range l.Knobs().Fields() {
		if vs := q[f.Name]; len(vs) > 0 {
			raw[f.Name] = slices.Clone(vs)
		} else {
			raw.Set(f.Name, f.Default)
		}
	}
	return raw
}

// NonDefaults are the fields whose text in raw is not the lesson's (the
// form's text as it stands, valid or not).
func NonDefaults(l *lab.Lab, raw url.Values) url.Values {
	q := url.Values{}
	for _, f := range l.Knobs().Fields() {
		if v := raw.Get(f.Name); v != f.Default {
			q.Set(f.Name, v)
		}
	}
	return q
}
