package form

import (
	"net/url"
	"slices"

	"playground/engine/lab"
)

// Values is the form's text for every field of l: q's value, or the
// lesson's. Keys that name no field are left out (the page's notice names
// them); a field given more than once keeps every value, which Decode
// refuses naming the field, as the command line does.
func Values(l *lab.Lab, q url.Values) url.Values {
	raw := url.Values{}
	for _, f := range l.Knobs().Fields() {
		if vs := q[f.Name]; len(vs) > 0 {
			raw[f.Name] = slices.Clone(vs)
		} else {
			raw.Set(f.Name, f.Default)
		}
	}
	return raw
}

// NonDefaults are the fields whose text in raw is not the lesson's (the
// form's text as it stands, valid or not).
func NonDefaults(l *lab.Lab, raw url.Values) url.Values {
	q := url.Values{}
	for _, f := range l.Knobs().Fields() {
		if v := raw.Get(f.Name); v != f.Default {
			q.Set(f.Name, v)
		}
	}
	return q
}
