package form

import (
	"net/url"

	"playground/app/ui/pagestate"
	"playground/engine/lab"
)

// Values is the form's text for every field of l: q's value, or the
// lesson's (pagestate.FormValues, which the page's state starts from).
func Values(l *lab.Lab, q url.Values) url.Values { return pagestate.FormValues(l, q) }

// NonDefaults are the fields whose text in raw is not the lesson's
// (pagestate.NonDefaults).
func NonDefaults(l *lab.Lab, raw url.Values) url.Values { return pagestate.NonDefaults(l, raw) }
