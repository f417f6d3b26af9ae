package pagestate

import "net/url"

// Settling: one step at the end of a frame. A change the page shows — a
// run's outcome, a refused input, a navigation, a view or its keys — is
// drawn in one frame; the address bar, the lesson page's message and the
// painted counter follow in that same frame's deferred step, so nothing a
// reader (or a test, or a quick "copy") looks at is one update behind
// another. Settlement is what that step writes.
type Settlement struct {
	pending bool
	url     URLMode
	outcome bool
	count   int
}

// Ask asks the end of this frame to write the address by mode; the
// strongest mode asked for in the frame wins. schedule: the first ask of
// the frame, the page defers the step.
func (s *Settlement) Ask(mode URLMode) (schedule bool) {
	s.url = max(s.url, mode)
	if s.pending {
		return false
	}
	s.pending = true
	return true
}

// Outcome marks the frame as showing a run's outcome or a refused input,
// which an embed also reports to its lesson page.
func (s *Settlement) Outcome() { s.outcome = true }

// Flush is what a frame's end writes.
type Flush struct {
	URL     URLMode // URLKeep: leave the address bar
	Outcome bool    // tell the lesson page
	Count   int     // the settled frames so far, this one included (data-painted)
}

// Take ends the frame's step: what it writes, and a new frame begins.
func (s *Settlement) Take() Flush {
	f := Flush{URL: s.url, Outcome: s.outcome, Count: s.count + 1}
	*s = Settlement{count: f.Count}
	return f
}

// Write is how a URL mode writes query to an address bar that holds
// current: URLKeep when they are the same, URLPush only when history
// entries are possible (in a browser), URLReplace otherwise.
func Write(mode URLMode, query, current string, browser bool) URLMode {
	switch {
	case mode == URLKeep || query == current:
		return URLKeep
	case mode == URLPush && browser:
		return URLPush
	}
	return URLReplace
}

// Moved reports whether the address bar (now) no longer holds the address
// the page last wrote or read (shown): Back, Forward or a navigation in
// flight changed it, and the popstate or go-app's navigation that follows
// rebuilds the page from it, so a settle pending from before must not
// write over it (the entry Back landed on would take the page's old
// state). An address compares by its path and its values, whatever their
// order and encoding; the fragment is the reader's (a skip link's #main).
func Moved(shown, now string) bool {
	if shown == "" || now == "" {
		return false
	}
	a, errA := url.Parse(shown)
	b, errB := url.Parse(now)
	if errA != nil || errB != nil {
		return shown != now
	}
	qa, errA := url.ParseQuery(a.RawQuery)
	qb, errB := url.ParseQuery(b.RawQuery)
	if errA != nil || errB != nil {
		return a.RawQuery != b.RawQuery || a.Path != b.Path
	}
	return a.Path != b.Path || qa.Encode() != qb.Encode()
}
