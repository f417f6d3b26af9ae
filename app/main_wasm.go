//go:build wasm

package main

import (
	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"playground/app/ui"
)

func main() {
	ui.Register()
	app.RunWhenOnBrowser()
}
