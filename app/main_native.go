//go:build !wasm

// Command app is the playground. Natively it is the command line and the
// server (packages cli and site); compiled to WebAssembly it is the UI
// (package ui, main_wasm.go). The package boundary keeps the server out of
// app.wasm: main_wasm.go imports ui alone.
package main

import (
	"os"

	"playground/app/cli"
)

func main() {
	os.Exit(cli.Main(os.Args[1:], os.Stdout, os.Stderr))
}
