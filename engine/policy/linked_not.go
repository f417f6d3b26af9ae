//go:build wasm && !policy

package policy

// Linked: see linked.go. Here (web/app.wasm) no code runs.
const Linked = false
