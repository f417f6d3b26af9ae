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
	"strings"
)

// Keys are the page's own query keys, in the order a written address
// carries them (after the lab and its parameters).
var Keys = []string{
	"lab",       // which lab
	"lang",      // tr (default) or en
	"embed",     // 1: the compact view for an iframe
	"controls",  // embed: the knobs to show
	"pin",       // compare: the pinned run's parameters
	"view",      // the lab page's view (results, replay, sweep, challenge)
	"t",         // replay: the moment shown
	"sweep",     // sweep: KNOB:FROM..TO:STEPS[:log]
	"metric",    // sweep: the metrics drawn
	"goal",      // an inline goal: metric<=value,…
	"knobs",     // a goal's knobs the learner may change
	"title",     // a goal's title
	"challenge", // the challenge shown
	"charts",    // embed: the figures to show (ids; "main" by default)
	"sections",  // embed: the sections to show (ids; the lesson's by default)
}

// Is reports whether k is one of the page's own query keys.
func Is(k string) bool { return slices.Contains(Keys, k) }

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
	for _, k := range Keys[1:] {
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
