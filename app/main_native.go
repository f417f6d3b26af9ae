//go:build !wasm

// Command app is the playground. Natively it is the CLI and the server (serve,
// static, run, list); compiled to WebAssembly the same package is the UI
// (main_wasm.go). Server code lives only in files built without wasm, so
// app.wasm carries none of it.
package main

import (
	"errors"
	"fmt"
	"io"
	"os"
)

func main() {
	registerRoutes()
	if err := cli(os.Args[1:], os.Stdout, os.Stderr); err != nil {
		fmt.Fprintln(os.Stderr, "error:", err)
		os.Exit(2)
	}
}

func cli(args []string, stdout, stderr io.Writer) error {
	cmd := "serve"
	if len(args) > 0 && (len(args[0]) == 0 || args[0][0] != '-') {
		cmd, args = args[0], args[1:]
	}
	switch cmd {
	case "serve":
		fs := newFlagSet("serve", stderr)
		addr := fs.String("addr", "localhost:8000", "address to listen on")
		dir := fs.String("web", "web", "folder holding app.wasm and the static assets")
		if err := fs.Parse(args); err != nil {
			return err
		}
		return serve(*addr, *dir, stdout)
	case "static":
		prefix := ""
		if len(args) > 0 {
			prefix = args[0]
		}
		out := "dist"
		if len(args) > 1 {
			out = args[1]
		}
		return writeStatic(out, prefix, "web", stdout)
	case "run":
		return runCmd(args, stdout)
	case "sizes":
		if len(args) != 1 {
			return errors.New("usage: app sizes FILE")
		}
		return sizesCmd(args[0], stdout)
	case "list":
		listCmd(stdout)
		return nil
	case "help", "-h", "--help":
		_, err := io.WriteString(stdout, msgUsage.EN)
		return err
	}
	return errors.New("unknown command " + cmd + "\n" + msgUsage.EN)
}
