package ui

import "playground/app/pagekey"

// encodeQuery and splitList are pagekey's, for the files that still call
// them by these names.
func encodeQuery(q map[string][]string) string { return pagekey.Encode(q) }
func splitList(s string) []string              { return pagekey.List(s) }
