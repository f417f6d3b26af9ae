//go:build !wasm

package main

import (
	"strings"
	"testing"

	"github.com/chromedp/chromedp"

	bt "playground/app/internal/browsertest"
)

// jsNotFound is what the tab shows of the not-found page: the status of
// the navigation, the heading and the home link; null before it shows.
const jsNotFound = `document.querySelector('#not-found') && {status: performance.getEntriesByType("navigation")[0].responseStatus,
  title: document.querySelector('#not-found h1').textContent, home: document.querySelector('#not-found a').getAttribute('href')}`

type notFoundView struct {
	Status      int
	Title, Home string
}

// A path the site does not have shows the not-found page, status 404,
// online and offline alike (offline it was the home page, whose app found
// no route there and never became ready); its link leads to the home page,
// which runs offline; a lab's folder asked without its slash goes to the
// folder offline too, its query kept.
func TestAnUnknownPathIsTheNotFoundPageOnlineAndOffline(t *testing.T) {
	bt.Need(t)
	dist, _ := bt.Build(t, bt.Web(t), "/playground")
	srv, _ := bt.Serve(t, dist, "/playground")
	b := bt.LaunchFresh(t, 1100)
	base := srv.URL + "/playground/"
	b.Load(t, base)
	b.WaitAsync(t, "the service worker", jsWorkerReady)
	var got notFoundView
	for _, offline := range []bool{false, true} {
		if offline {
			goOffline(t, b, func() { srv.CloseClientConnections(); srv.Close() })
		}
		b.Do(t, chromedp.Navigate(base+"nope/deeper?lease=2s"))
		b.Wait(t, "the not-found page", jsNotFound, `document.documentElement.outerHTML.slice(0, 300)`)
		got = bt.Eval[notFoundView](t, b, jsNotFound)
		if got != (notFoundView{404, "Bu adreste bir sayfa yok", "/playground/"}) {
			t.Errorf("offline %v: %+v", offline, got)
		}
	}
	b.Do(t, chromedp.Navigate(srv.URL+got.Home)) // where its link leads
	b.Wait(t, "the home page, offline", `document.querySelector('#playground[data-ready="true"]')`)
	b.Do(t, chromedp.Navigate(base+"registry?lease=2s"))
	b.Wait(t, "the registry's lab at its folder, offline", jsLabTable("registry")+` && location.pathname === "/playground/registry/" && location.search === "?lease=2s"`,
		`location.href`)
	if !bt.Eval[bool](t, b, bt.JSNetworkCut) {
		t.Error("a request the worker never stored was answered: the network was not cut")
	}
}

// A Go panic in the page (printed by wasm_exec.js with console.log, as Go
// writes it to standard error) is one of the page's problems, so a test
// that waits for a dead page says why it waits.
func TestAGoPanicInThePageIsAProblem(t *testing.T) {
	bt.Need(t)
	site := bt.Site(t)
	b := bt.Launch(t, 1100)
	b.Load(t, site.URL+"/")
	bt.Eval[bool](t, b, `(console.log("panic: runtime error: index out of range [3] with length 3\n\ngoroutine 1 [running]:"), true)`)
	for range 100 { // the console's event arrives after the evaluation's answer
		if len(b.Problems()) > 0 {
			break
		}
		b.Frames(t, 1)
	}
	if p := b.Problems(); len(p) != 1 || !strings.Contains(p[0], "go: ") || !strings.Contains(p[0], "index out of range") {
		t.Errorf("problems %q, want the panic", p)
	}
}
