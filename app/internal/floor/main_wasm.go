//go:build js

package main

// writeSite is the native command's: RunWhenOnBrowser does not return in
// the browser.
func writeSite() {}
