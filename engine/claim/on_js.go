//go:build js

package claim

// On: the browser shows sentences and never checks their claims (on.go).
const On = false
