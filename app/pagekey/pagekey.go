// Package pagekey is the playground page's own query keys — which lab, in
// which language and view, embedded or not, the state of the views — and
// the one way the page writes a query. Everything else in a page's address
// is a lab parameter, with the same name and grammar as on the command
// line. The UI strips these keys before it decodes the rest; the CLI
// refuses them (they mean nothing to a run). Both import this package, so
// the list is one list. docs/DESIGN.md ("URL keys") says what each means.
package pagekey

import (
	"net/url"
	"slices"
	"sort"
	"strings"
)

// Shell are the keys the page's shell reads itself, in the order a
// written address carries them (after the lab and its parameters, before
// the views' keys).
var Shell = []string{
	"lab",      // which lab
	"lang",     // tr (default) or en
	"embed",    // 1: the compact view for an iframe
	"controls", // embed: the knobs to show
	"pin",      // compare: the pinned run's parameters
	"view",     // the lab page's view (results, replay, sweep, challenge)
	"charts",   // embed: the figures to show (ids; "main" by default)
	"sections", // embed: the sections to show (ids; the lesson's by default)
}

// declared are the views' own keys (Declare), sorted.
var declared []string

// Declare makes keys page keys owned by the view that declares them, and
// returns them for its View.Keys: a view's key is declared where the view
// is, once, so every program that links the view — the page, the static
// site, the command line (which refuses page keys as parameters) — knows
// it, and a new view with a new key is its package and its line in the
// page's list of views. Declarations run as the views' packages
// initialise; a key declared twice, or one of the Shell's, panics: a key
// with two owners would be read by both.
func Declare(keys ...string) []string {
	for _, k := range keys {
		if Is(k) {
			panic("pagekey: " + k + " is declared twice")
		}
		declared = append(declared, k)
		sort.Strings(declared)
	}
	return keys
}

// Keys are the page's own query keys, in the order a written address
// carries them: the Shell's, then the views' in alphabetical order (a
// view's package may initialise before or after another's, an address is
// spelt one way).
func Keys() []string { return append(append([]string(nil), Shell...), declared...) }

// Is reports whether k is one of the page's own query keys.
func Is(k string) bool {
	return slices.Contains(declared, k) || slices.Contains(Shell, k)
}

// LabParams is q without the page's keys: what a lab's Decode takes.
func LabParams(q url.Values) url.Values {
	out := url.Values{}
	for k, vs := range q {
		if !Is(k) {
			out[k] = vs
		}
	}
	return out
}

// Encode writes q with the lab first, its parameters next (sorted) and the
// page keys last, in Keys order: links read like the lesson
// (`?lab=…&k=v&lang=en`) and one state has one spelling.
func Encode(q url.Values) string {
	var parts []string
	add := func(k string) {
		for _, v := range q[k] {
			parts = append(parts, url.QueryEscape(k)+"="+url.QueryEscape(v))
		}
	}
	add("lab")
	if s := LabParams(q).Encode(); s != "" {
		parts = append(parts, s)
	}
	for _, k := range Keys()[1:] {
		add(k)
	}
	return strings.Join(parts, "&")
}

// List reads a comma-separated list of names (controls=, charts=, metric=…),
// dropping empty items.
func List(s string) []string {
	var out []string
	for _, part := range strings.Split(s, ",") {
		if part = strings.TrimSpace(part); part != "" {
			out = append(out, part)
		}
	}
	return out
}
