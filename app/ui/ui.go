// Package ui is the playground's go-app UI: the only code compiled into
// app.wasm besides the engine. It wires the lab page (package shell) with
// its views — results, replay, sweep, challenge, one package each under
// view/ — and routes every path of the site to it.
//
// The packages beside it hold one role each: view (the contract between
// the page and its views), form (the parameter panel), share (the link and
// the embed snippet), predict (predict first), progress (the learner's
// solved challenges), run (runs and their staleness), paint (a run on the
// screen ahead of go-app's frame) and draw (every picture, as SVG, without
// go-app). docs/DESIGN.md, "The UI", says how a slider step goes through
// them and what a new view touches.
//
// Every package compiles natively too: the site prerenders the page with
// them, and their tests run without a browser.
package ui

import (
	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"playground/app/ui/shell"
	"playground/app/ui/view"
	"playground/app/ui/view/challenge"
	"playground/app/ui/view/code"
	"playground/app/ui/view/replay"
	"playground/app/ui/view/results"
	"playground/app/ui/view/sweep"
)

// Views are the lab page's views, in the order its tabs show them; the
// first is the default. A new view is a package and a line here.
func Views() []view.View {
	return []view.View{results.View, replay.View, sweep.View, challenge.View, code.View}
}

// Register routes every path of the site to the page: the home and each
// lab's own path (/LAB and /LAB/, prerendered by the static site). go-app
// strips the site's prefix before it routes, and a route is a map entry,
// so registering again (the site builds several times in one process)
// changes nothing.
func Register() {
	page := shell.New(Views())
	app.Route("/", page)
	for _, p := range LabPaths() {
		app.Route(p, page)
		app.Route(p+"/", page)
	}
}

// LabPaths are the paths the static site prerenders, one per lab ("/LAB").
func LabPaths() []string { return shell.LabPaths() }
