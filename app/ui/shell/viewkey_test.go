package shell

import (
	"net/url"
	"strings"
	"testing"

	"playground/app/pagekey"
	"playground/app/ui/pagestate"
	"playground/app/ui/view"
	"playground/engine/labs"
)

// zoomView is a view a newcomer adds: its package declares its key where
// it declares the view, and the page's list of views names it.
var zoomView = view.View{ID: "zoom", Keys: pagekey.Declare("zoom")}

// A new view with a new key is its package and one line in the list of
// views: the address it is opened at keeps the key for it, the address the
// page writes carries it (after the parameters, not as one), the notice
// does not name it, and a key no view declares is still named.
func TestANewViewWithANewKeyIsItsPackageAndOneLine(t *testing.T) {
	l := labs.All()[0]
	views := []view.View{{ID: "results"}, zoomView}
	q := url.Values{"lab": {l.ID}, "view": {"zoom"}, "zoom": {"3"}, "zoomz": {"1"}}
	p := &page{views: views}
	a := pagestate.Read(q, "", p.viewKeys())
	if a.View != "zoom" || a.Keys.Get("zoom") != "3" || a.Keys.Has("zoomz") {
		t.Fatalf("read view %q keys %v; want view zoom, keys zoom=3 only", a.View, a.Keys)
	}
	var noted []string
	for _, n := range a.Notes {
		noted = append(noted, n.Key)
	}
	if strings.Join(noted, ",") != "zoomz" {
		t.Errorf("the notice names %v, want [zoomz]", noted)
	}
	p.s.Addr = a
	written := strings.TrimPrefix(p.link(url.Values{"seed": {"2"}}, "zoom"), "?")
	if want := "lab=" + l.ID + "&seed=2&view=zoom&zoom=3"; written != want {
		t.Errorf("the page writes %q, want %q", written, want)
	}
	back, _ := url.ParseQuery(written)
	if got := pagekey.LabParams(back); got.Encode() != "seed=2" {
		t.Errorf("the run's parameters of %q: %v, want seed=2 alone", written, got)
	}
	// The view sets its key from its own actions; a key it did not
	// declare is no key of its.
	p.s.Addr.SetKeys(url.Values{"zoom": {"4"}, "zoomz": {"2"}, "lab": {"x"}})
	if got := pagekey.Encode(p.s.Addr.Keys); got != "zoom=4" {
		t.Errorf("a view set the keys %q, want zoom=4 alone", got)
	}
}
