//go:build wasm && policy

package main

// The code view's wasm (web/code.wasm, built with -tags policy) links the
// interpreter in; app.wasm does not, and a page that needs it loads this
// one instead (app/ui/codeview).
import _ "playground/engine/policy/star"
