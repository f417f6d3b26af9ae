package pagestate

import (
	"net/url"
	"slices"
	"testing"

	"playground/app/pagekey"
	"playground/engine/i18n"
)

// zoomKey is a view's own page key, declared as a view's package declares
// it (pagekey.Declare).
var zoomKey = pagekey.Declare("zoom")

var testViews = []View{{ID: "results"}, {ID: "sweep"}, {ID: "zoom", Keys: zoomKey}}

// An address in Turkish with a bad parameter reads into the lab, the
// language, the embed's picks and the view; its form keeps the bad text,
// and applying it refuses it naming the knob in Turkish, with nothing run.
func TestATurkishAddressWithABadParameterGivesItsStateAndTheError(t *testing.T) {
	q, _ := url.ParseQuery("lab=admission&lang=tr&queue=abc&embed=1&controls=queue,work&charts=main&sections=lesson&view=sweep&zoom=2")
	var s State
	s.Navigate(Read(q, "", testViews), q)
	a := s.Addr
	if a.Lab == nil || a.Lab.ID != "admission" || a.Lang != i18n.TR || !a.Embed || a.View != "sweep" || a.OnLabPath {
		t.Fatalf("read lab %v lang %q embed %v view %q", a.Lab, a.Lang, a.Embed, a.View)
	}
	if !slices.Equal(a.Controls, []string{"queue", "work"}) || !slices.Equal(a.Charts, []string{"main"}) || !slices.Equal(a.Sections, []string{"lesson"}) {
		t.Errorf("picks: controls %q charts %q sections %q", a.Controls, a.Charts, a.Sections)
	}
	if a.Keys.Encode() != "zoom=2" || len(a.Notes) != 0 {
		t.Errorf("keys %q, notes %v", a.Keys.Encode(), a.Notes)
	}
	if s.Form.Raw.Get("queue") != "abc" || s.Form.Raw.Get("work") != "300ms" {
		t.Errorf("the form holds queue=%q work=%q, want abc and the lesson's 300ms", s.Form.Raw.Get("queue"), s.Form.Raw.Get("work"))
	}
	if got := s.Apply(true); got.OK || got.URL != URLKeep {
		t.Fatalf("a bad queue applied: %+v", got)
	}
	e := s.Form.Errs.For("queue")
	const want = "yalnız rakamlardan oluşan bir tam sayı olmalı (ör. 3): işaret, boşluk ya da nokta olmadan"
	if len(s.Form.Errs) != 1 || e == nil || e.Value != "abc" || e.Rule.In(i18n.TR) != want {
		t.Errorf("errors %v; want queue=abc: %s", s.Form.Errs, want)
	}
}

// A lab's own path names the lab; ?lab= wins over it, and a lab that does
// not exist leaves the page at home with the name kept for its message.
func TestALabsPathNamesItAndAnUnknownLabIsHome(t *testing.T) {
	a := Read(url.Values{}, "cache", testViews)
	if a.Lab == nil || a.Lab.ID != "cache" || !a.OnLabPath {
		t.Errorf("path lab: %+v", a)
	}
	a = Read(url.Values{"lab": {"sidecar"}}, "cache", testViews)
	if a.Lab == nil || a.Lab.ID != "sidecar" || !a.OnLabPath {
		t.Errorf("?lab= on a lab's path: %+v", a)
	}
	a = Read(url.Values{"lab": {"nope"}, "lang": {"en"}, "view": {"sweep"}}, "", testViews)
	if a.Lab != nil || a.LabID != "nope" || a.Lang != i18n.EN || a.View != "sweep" {
		t.Errorf("unknown lab: %+v", a)
	}
	if len(a.Notes) != 1 || a.Notes[0].In(i18n.EN) != "view (means nothing without a lab)" {
		t.Errorf("notes at home: %v", a.Notes)
	}
	var s State
	s.Navigate(a, url.Values{"lab": {"nope"}})
	if s.Form.Raw != nil || s.SetForm(url.Values{"queue": {"1"}}) || s.Record() != URLKeep {
		t.Error("home has a form, or records an address")
	}
}

// The state writes its address in the documented order: the lab, its
// parameters sorted, then the page's keys in pagekey.Keys order (the
// shell's, then the views'); the default view and Turkish are not written.
func TestTheStateWritesItsAddressInTheDocumentedOrder(t *testing.T) {
	q, _ := url.ParseQuery("zoom=3&sections=all&charts=main,queue&view=zoom&controls=queue&embed=1&lang=en&lab=admission&work=1s&queue=5")
	a := Read(q, "", testViews)
	params := url.Values{"work": {"1s"}, "queue": {"5"}, "seed": {"1"}}
	got := pagekey.Encode(a.Query(params, "queue=1", "results"))
	const want = "lab=admission&queue=5&seed=1&work=1s&lang=en&embed=1&controls=queue&pin=queue%3D1&view=zoom&charts=main%2Cqueue&sections=all&zoom=3"
	if got != want {
		t.Errorf("wrote\n%s\nwant\n%s", got, want)
	}
	back, _ := url.ParseQuery(got)
	if b := Read(back, "", testViews); pagekey.Encode(b.Query(params, "queue=1", "results")) != want {
		t.Error("the address read back writes another")
	}
	if got := pagekey.Encode(a.ShareQuery(params, "", "results")); got != "lab=admission&queue=5&seed=1&work=1s&lang=en&view=zoom&zoom=3" {
		t.Errorf("the share link's query is %s", got)
	}
	if got := a.Link(nil, "", "results", "results"); got != "?lab=admission&lang=en&embed=1&controls=queue&charts=main%2Cqueue&sections=all&zoom=3" {
		t.Errorf("a link to the default view is %s", got)
	}
	tr := Read(url.Values{"lab": {"cache"}, "view": {"results"}}, "", testViews)
	if got := pagekey.Encode(tr.Query(nil, "", "results")); got != "lab=cache" {
		t.Errorf("Turkish in the default view writes %s", got)
	}
}

// A view sets its own keys only, an empty value drops one, and the keys
// the page holds are replaced, not edited under a view that reads them.
func TestAViewSetsItsOwnKeysOnly(t *testing.T) {
	a := Read(url.Values{"lab": {"cache"}, "zoom": {"1"}}, "", testViews)
	held := a.Keys
	a.SetKeys(url.Values{"zoom": {"4"}, "lab": {"x"}, "queue": {"9"}})
	if a.Keys.Encode() != "zoom=4" || held.Get("zoom") != "1" {
		t.Errorf("keys %q (held %q)", a.Keys.Encode(), held.Encode())
	}
	a.SetKeys(url.Values{"zoom": {""}})
	if len(a.Keys) != 0 {
		t.Errorf("an empty value kept %q", a.Keys.Encode())
	}
	if a.SetView("nope") || a.View != "" || !a.SetView("sweep") || a.View != "sweep" {
		t.Errorf("view %q", a.View)
	}
	if !a.SetView("") || a.View != "" {
		t.Errorf("the default view is refused: view %q", a.View)
	}
}

// A story frame (embed=story) is an embed that says so: it keeps the
// word in every address it writes, and its share link leaves it out
// with the other embed keys; embed= takes no other word.
func TestAStoryFrameIsAnEmbedThatKeepsItsWord(t *testing.T) {
	q, _ := url.ParseQuery("lab=registry&embed=story&view=sweep")
	a := Read(q, "", testViews)
	if !a.Embed || !a.Story || len(a.Notes) != 0 {
		t.Fatalf("embed=story reads embed %v story %v notes %v", a.Embed, a.Story, a.Notes)
	}
	if got := pagekey.Encode(a.Query(nil, "", "results")); got != "lab=registry&embed=story&view=sweep" {
		t.Errorf("a story frame writes %s", got)
	}
	if got := pagekey.Encode(a.ShareQuery(nil, "", "results")); got != "lab=registry&view=sweep" {
		t.Errorf("a story frame's share link is %s", got)
	}
	plain := Read(url.Values{"lab": {"registry"}, "embed": {"1"}}, "", testViews)
	if plain.Story {
		t.Error("embed=1 reads as a story frame")
	}
	bad := Read(url.Values{"lab": {"registry"}, "embed": {"stories"}}, "", testViews)
	if bad.Embed || len(bad.Notes) != 1 || bad.Notes[0].Key != "embed" {
		t.Errorf("embed=stories reads embed %v with notes %v, want no embed and one note", bad.Embed, bad.Notes)
	}
}
