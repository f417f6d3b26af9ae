//go:build !wasm || policy

package policy

// Linked says whether this program is built to run code: the command line,
// the tests and web/code.wasm (build tag policy) are; web/app.wasm is not
// (linked_not.go). A lab guards the glue between its run and a loaded
// program (the records it hands in, the answers it reads) with it: in
// app.wasm Load refuses every program (ErrNoRunner) before the glue could
// run, and the constant lets the linker leave the glue out — about 70 KB
// of code the first wasm would carry for nothing.
const Linked = true
