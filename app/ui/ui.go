// Package ui is the playground's go-app UI: the only code compiled into
// app.wasm. The page shell (page.go) reads the URL and holds the state; the
// pieces it shows are components fed through fluent setters, as in go-app's
// own documentation site: the home page, the parameter form, the results,
// the charts, compare and share. The pictures (charts, the sweep plot, the
// replay's topology) are drawn by package draw from what a run declares,
// so nothing here knows a lab by name.
//
// The same package also compiles natively: the site prerenders the page
// with it.
package ui

import (
	"sync"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

var registerOnce sync.Once

// Register routes every path of the site to the page shell. The wasm main
// calls it before running; the site calls it before go-app prerenders.
func Register() {
	registerOnce.Do(func() {
		app.Route("/", func() app.Composer { return &page{} })
		// Each lab's own path (/LAB/), prerendered by the static site.
		app.RouteWithRegexp(labPathRoute(), func() app.Composer { return &page{} })
	})
}
