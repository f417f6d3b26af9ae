package param_test

import (
	"fmt"
	"maps"
	"net/url"
	"strings"
	"testing"

	"playground/engine/i18n"
	"playground/engine/lab"
	"playground/engine/labs"
	"playground/engine/param"
	"playground/engine/sweep"
)

// roundTrips decodes q into l's parameters and checks that what they encode
// decodes to the same values.
func roundTrips(t *testing.T, l *lab.Lab, what string, q url.Values) {
	t.Helper()
	p, err := l.Decode(q)
	if err != nil {
		t.Errorf("%s %s (%s): %v", l.ID, what, q.Encode(), err)
		return
	}
	enc := p.Spec().Encode("seed")
	p2, err := l.Decode(enc)
	if err != nil {
		t.Errorf("%s %s: its encoding %s does not decode: %v", l.ID, what, enc.Encode(), err)
		return
	}
	if a, b := p.Spec().Values(), p2.Spec().Values(); !maps.Equal(a, b) {
		t.Errorf("%s %s: round trip changed the values:\n%v\n%v", l.ID, what, a, b)
	}
}

func parse(t *testing.T, s string) url.Values {
	t.Helper()
	q, err := url.ParseQuery(s)
	if err != nil {
		t.Fatal(err)
	}
	return q
}

// Everything the labs themselves write decodes under the strict grammar and
// round-trips: every field's default and bounds, every preset, every
// challenge's fixed values and solution, every ready sweep's parameters,
// ends and points.
func TestEverythingTheLabsWriteDecodesUnderTheStrictGrammarAndRoundTrips(t *testing.T) {
	for _, l := range labs.All() {
		for _, f := range l.New().Spec().Fields() {
			values := []string{f.Default}
			switch f.Kind {
			case param.Int, param.Float, param.Duration:
				values = append(values, f.Min, f.Max)
			case param.IntList: // bounds of each item: put them in the default's place
				_, rest, _ := strings.Cut(f.Default, ",")
				if rest != "" {
					rest = "," + rest
				}
				values = append(values, f.Min+rest, f.Max+rest)
			}
			for _, v := range values {
				// Alone (a bound may break a cross-field rule at the
				// other defaults): the value is accepted and is its own
				// canonical form.
				fld := l.New().Spec().Field(f.Name)
				if err := fld.Set(v); err != nil {
					t.Errorf("%s %s=%s: %v", l.ID, f.Name, v, err)
				} else if fld.Get() != v {
					t.Errorf("%s %s=%s encodes as %s", l.ID, f.Name, v, fld.Get())
				}
			}
		}
		roundTrips(t, l, "defaults", url.Values{})
		for _, p := range l.Presets {
			roundTrips(t, l, "preset "+p.ID, parse(t, p.Params))
		}
		for _, c := range l.Challenges {
			fixed := parse(t, c.Fixed)
			roundTrips(t, l, "challenge "+c.ID+" fixed", fixed)
			q, err := c.Query(parse(t, c.Solution))
			if err != nil {
				t.Errorf("%s challenge %s solution: %v", l.ID, c.ID, err)
				continue
			}
			roundTrips(t, l, "challenge "+c.ID+" solution", q)
		}
		for _, s := range l.Sweeps {
			base := parse(t, s.Params)
			roundTrips(t, l, "sweep "+s.ID, base)
			pl, err := sweep.NewPlan(l, sweep.Spec{Knob: s.Knob, From: s.From, To: s.To, Steps: s.Steps, Log: s.Log, Metrics: s.Metrics})
			if err != nil {
				t.Errorf("%s sweep %s: %v", l.ID, s.ID, err)
				continue
			}
			for i, v := range pl.Values {
				if err := l.New().Spec().Field(s.Knob).Set(v); err != nil {
					t.Errorf("%s sweep %s point %d: %v", l.ID, s.ID, i, err)
				}
			}
		}
	}
}

// The property over every lab: each field's canonical values (default and
// bounds) with whitespace, a sign, an exponent or a hex form added
// anywhere are refused.
func TestEveryLabsValuesWithWhitespaceSignExponentOrHexAddedAreRefused(t *testing.T) {
	for _, l := range labs.All() {
		for _, f := range l.New().Spec().Fields() {
			for _, v := range []string{f.Default, f.Min, f.Max} {
				fld := l.New().Spec().Field(f.Name)
				if v == "" || fld.Set(v) != nil {
					continue // an IntList's bounds are its items'
				}
				if bad, ok := param.MutatedValuesAreRefused(fld, v); !ok {
					t.Errorf("%s %s=%q (from %q) is accepted", l.ID, f.Name, bad, v)
				}
			}
		}
	}
}

// Whatever a refused set holds — every knob of a lab set to 100 KB of ESC
// bytes, 100 000 unknown keys — its message stays within 4 KB in both
// languages and repeats no control byte.
func TestEveryLabsRefusedSetStaysWithin4KBAndEscaped(t *testing.T) {
	bad := strings.Repeat("\x1b[2J", 25_000)
	q := url.Values{}
	for i := range 100_000 {
		q.Set(fmt.Sprintf("%s%06d", bad[:40], i), bad[:200])
	}
	for _, l := range labs.All() {
		for _, f := range l.New().Spec().Fields() {
			q.Set(f.Name, bad)
		}
		_, err := l.Decode(q)
		if err == nil {
			t.Fatalf("%s: accepted", l.ID)
		}
		for _, lang := range []i18n.Lang{i18n.EN, i18n.TR} {
			msg := i18n.ErrorIn(err, lang)
			if len(msg) > param.MaxMessage {
				t.Errorf("%s %s: %d bytes", l.ID, lang, len(msg))
			}
			if strings.ContainsAny(msg, "\x1b\x00\r") {
				t.Errorf("%s %s: raw control bytes", l.ID, lang)
			}
		}
	}
}
