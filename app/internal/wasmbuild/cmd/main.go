// Command wasmbuild builds app.wasm (package wasmbuild says how):
//
//	go run ./app/internal/wasmbuild/cmd [-o web/app.wasm] [go build flags…]
//	go run ./app/internal/wasmbuild/cmd -flags   # the shipped build's compiler flags, one a line
//
// ./build.sh runs it; flags after -o go to go build (for example
// -gcflags=all=-l to compare a build without inlining).
package main

import (
	"flag"
	"fmt"
	"os"
	"path/filepath"

	"playground/app/internal/wasmbuild"
)

func main() {
	out := flag.String("o", "web/app.wasm", "where to write app.wasm")
	flags := flag.Bool("flags", false, "print the shipped build's compiler flags and exit")
	flag.Parse()
	if *flags {
		for _, f := range wasmbuild.ShippedFlags {
			fmt.Println(f)
		}
		return
	}
	root, err := os.Getwd()
	if err == nil {
		root, err = moduleRoot(root)
	}
	if err == nil {
		err = wasmbuild.Build(root, absolute(*out), flag.Args()...)
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
}

func absolute(p string) string {
	if a, err := filepath.Abs(p); err == nil {
		return a
	}
	return p
}

func moduleRoot(dir string) (string, error) {
	for d := dir; ; d = filepath.Dir(d) {
		if _, err := os.Stat(filepath.Join(d, "go.mod")); err == nil {
			return d, nil
		}
		if filepath.Dir(d) == d {
			return "", fmt.Errorf("no go.mod above %s", dir)
		}
	}
}
