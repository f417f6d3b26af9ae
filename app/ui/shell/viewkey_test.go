package shell

import (
	"net/url"
	"strings"
	"testing"

	"playground/app/pagekey"
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
	a := readAddress(q, "/", views)
	if a.view != "zoom" || a.keys.Get("zoom") != "3" || a.keys.Has("zoomz") {
		t.Fatalf("read view %q keys %v; want view zoom, keys zoom=3 only", a.view, a.keys)
	}
	var noted []string
	for _, n := range a.notes {
		noted = append(noted, n.key)
	}
	if strings.Join(noted, ",") != "zoomz" {
		t.Errorf("the notice names %v, want [zoomz]", noted)
	}
	p := &page{views: views, addr: a}
	written := pagekey.Encode(p.pageQuery(url.Values{"seed": {"2"}}))
	if want := "lab=" + l.ID + "&seed=2&view=zoom&zoom=3"; written != want {
		t.Errorf("the page writes %q, want %q", written, want)
	}
	back, _ := url.ParseQuery(written)
	if got := pagekey.LabParams(back); got.Encode() != "seed=2" {
		t.Errorf("the run's parameters of %q: %v, want seed=2 alone", written, got)
	}
	// The view sets its key from its own actions; a key it did not
	// declare is no key of its.
	if !p.viewKey("zoom") || p.viewKey("zoomz") || p.viewKey("lab") {
		t.Error("the page's view keys are not the views' declared ones")
	}
}
