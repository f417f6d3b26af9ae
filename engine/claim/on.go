//go:build !js

package claim

// On says whether this build keeps what sentences claim. The browser's
// build (js) shows sentences and never checks them, so claims are neither
// built nor kept there: a claim helper returns at once when On is false,
// and the compiler drops the rest (on_js.go).
const On = true
