package ui

import (
	"net/url"
	"slices"
	"strings"
)

// PageKeys are the page's own query keys: which lab, in which language and
// view, embedded or not, and the state of the views (replay moment, sweep,
// goal, challenge). Everything else in a URL is a lab parameter; the page
// strips these keys before it hands the rest to Lab.Decode, and the CLI
// refuses them (they mean nothing to a run).
var PageKeys = []string{
	"lab",       // which lab
	"lang",      // tr (default) or en
	"embed",     // 1: the compact view for an iframe
	"controls",  // embed: the knobs to show
	"pin",       // compare: the pinned run's parameters
	"view",      // the lab page's view (views in lab.go)
	"t",         // replay: the moment shown
	"sweep",     // sweep: KNOB:FROM..TO:STEPS
	"metric",    // sweep: the metrics drawn
	"goal",      // an inline goal: metric<=value,…
	"knobs",     // a goal's knobs the learner may change
	"title",     // a goal's title
	"challenge", // the challenge shown
	"charts",    // embed: the figures to show (ids; "main" by default)
	"sections",  // embed: the sections to show (ids; the lesson's by default)
}

// IsPageKey reports whether k is one of the page's own query keys.
func IsPageKey(k string) bool { return slices.Contains(PageKeys, k) }

// LabParams is q without the page's keys: what Lab.Decode takes.
func LabParams(q url.Values) url.Values {
	out := url.Values{}
	for k, vs := range q {
		if !IsPageKey(k) {
			out[k] = vs
		}
	}
	return out
}

// encodeQuery writes the lab first, its parameters next (sorted) and the
// page keys last, in PageKeys order: links read like the lesson
// (`?lab=…&k=v&lang=en`) and one state has one spelling.
func encodeQuery(q url.Values) string {
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
	for _, k := range PageKeys[1:] {
		add(k)
	}
	return strings.Join(parts, "&")
}

// splitList reads a comma-separated list, dropping empty items.
func splitList(s string) []string {
	var out []string
	for _, part := range strings.Split(s, ",") {
		if part = strings.TrimSpace(part); part != "" {
			out = append(out, part)
		}
	}
	return out
}
