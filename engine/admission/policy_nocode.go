//go:build wasm && !policy

package admission

import "playground/engine/i18n"

// app.wasm runs no code: the starter code, the solutions and the hook's
// help are only in web/code.wasm (policy_source.go).
var (
	starter, solutionSpreadTheRetries, solutionCriticalFirst string
	hookDoc                                                  i18n.Text
)
