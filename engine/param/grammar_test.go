package param

import (
	"errors"
	"fmt"
	"math"
	"net/url"
	"strings"
	"testing"
	"unicode/utf8"

	"playground/engine/i18n"
)

// The examples and their kin: values that once decoded through
// strconv's and time's lenient parsers (signs, spaces, newlines, exponents,
// hex, empty list items, 1 for true, empty values) are refused, each with
// the rule of its kind, which says what is allowed.
func TestEveryKindRefusesWhatItsGrammarDoesNotAllow(t *testing.T) {
	cases := map[string][]string{
		"requests": {"+3", " 3", "3 ", "3\n", "\t3", "-3", "3.0", "3e0", "0x3", "0b11", "1_000", "٣", "３", ""},
		"seed":     {"+3", " 3", "3\n", "-1", "1e3", "0x10", ""},
		"ratio":    {"+0.5", " 0.5", "0.5\n", "-0.5", ".5", "5.", "0x1p-2", "5e-1", "5E-1", "Inf", "NaN", "inf", "0,5", "0.5.1", "1_0", ""},
		"lease":    {"900ms\n", " 900ms", "900 ms", "+900ms", "-900ms", ".5s", "1.s", "1e3ms", "0x10s", "1", "10", "ms", "1H", "1sec", "0s ", ""},
		"verbose":  {"1", "0", "t", "T", "TRUE", "True", "yes", " true", "true\n", ""},
		"resolve":  {" watch", "watch ", "Watch", "WATCH", "watch\n", ""},
		"retry_on": {"502,,503", "502,", ",502", "502, 503", " 502", "502\n", "+502", "-502", "502;503", "5e2", "0x1f6", ""},
	}
	rules := map[string]i18n.Text{"requests": ruleInt, "seed": ruleInt, "ratio": ruleFloat, "lease": ruleDuration,
		"verbose": ruleBool, "resolve": ruleChoice.Format("phase, call, watch"), "retry_on": ruleList.Format("100", "599")}
	for name, values := range cases {
		for _, v := range values {
			var k knobs
			err := k.spec().Decode(url.Values{name: {v}})
			var es Errors
			if !errors.As(err, &es) || len(es) != 1 || es[0].Field != name || es[0].Value != v {
				t.Errorf("%s=%q: %v, want one error naming the field and the value", name, v, err)
				continue
			}
			if !es[0].Rule.Equal(rules[name]) {
				t.Errorf("%s=%q: rule %q, want %q", name, v, es[0].Rule.EN, rules[name].EN)
			}
		}
	}
}

// What the grammar allows, Go's own canonical durations included.
func TestEveryKindAcceptsItsOwnForms(t *testing.T) {
	ok := map[string][]string{
		"requests": {"3", "1000", "007"},
		"seed":     {"0", "9007199254740991"},
		"ratio":    {"0", "1", "0.5", "0.25", "1.0", "0.000001"},
		"lease":    {"0s", "1m0s", "1h0m0s", "1.5µs", "1.5μs", "1500us", "1000000ns", "900ms", "1h30m", "1.5s", "2m", "1s500ms"},
		"renew":    {"0", "1ms"},
		"verbose":  {"true", "false"},
		"resolve":  {"phase", "call", "watch"},
		"retry_on": {"502", "502,503,504", "599,100"},
	}
	for name, values := range ok {
		for _, v := range values {
			var k knobs
			s := k.spec()
			f := s.Field(name)
			if err := f.Set(v); err != nil && !strings.HasPrefix(err.Rule.EN, "must be between ") {
				t.Errorf("%s=%q refused by the grammar: %v", name, v, err)
			}
		}
	}
}

// The rules say what is allowed in both languages; Turkish tells the
// reader the decimal separator is a point (a Turkish reader writes a comma).
func TestTheGrammarsRulesSayWhatIsAllowedInBothLanguages(t *testing.T) {
	for _, r := range []i18n.Text{ruleInt, ruleIntSigned, ruleFloat, ruleFloatSigned, ruleDuration, ruleBool, ruleChoice, ruleList, ruleListSigned} {
		if r.TR == "" || r.EN == "" || r.TR == r.EN {
			t.Errorf("rule %q has no Turkish of its own", r.EN)
		}
		if !strings.Contains(r.EN, "must be") {
			t.Errorf("rule %q does not say what the value must be", r.EN)
		}
	}
	if !strings.Contains(ruleInt.EN, "digits only (e.g. 3)") {
		t.Errorf("int rule: %q", ruleInt.EN)
	}
	for _, r := range []i18n.Text{ruleFloat, ruleDuration} {
		if !strings.Contains(r.TR, "nokta") {
			t.Errorf("rule %q does not tell a Turkish reader the separator is a point", r.TR)
		}
	}
}

// mutations turn a valid value into one with whitespace, a sign, an
// exponent or a hex form added at position i (0 ≤ i ≤ len(v)).
var mutations = []func(v string, i int) string{
	func(v string, i int) string { return v[:i] + " " + v[i:] },
	func(v string, i int) string { return v[:i] + "\t" + v[i:] },
	func(v string, i int) string { return v[:i] + "\n" + v[i:] },
	func(v string, i int) string { return v[:i] + "\u00a0" + v[i:] },
	func(v string, i int) string { return v[:i] + "+" + v[i:] },
	func(v string, i int) string { return v[:i] + "-" + v[i:] },
	func(v string, i int) string { return v[:i] + "e0" + v[i:] },
	func(v string, i int) string { return v[:i] + "E+1" + v[i:] },
	func(v string, i int) string { return v[:i] + "e-2" + v[i:] },
	func(v string, i int) string { return v[:i] + "0x" + v[i:] },
	func(v string, i int) string { return v[:i] + "0X1p-2" + v[i:] },
}

// mutatedValuesAreRefused applies every mutation at every position of a
// value f accepts, and reports the first mutated value f accepts too.
func mutatedValuesAreRefused(f *Field, value string) (accepted string, ok bool) {
	for _, mutate := range mutations {
		for i := range len(value) + 1 {
			if i < len(value) && !utf8.RuneStart(value[i]) {
				continue
			}
			if bad := mutate(value, i); f.Set(bad) == nil {
				return bad, false
			}
		}
	}
	return "", true
}

// Property: for every kind, a valid canonical value with whitespace, a
// sign, an exponent or a hex form added anywhere is refused. The seeds are
// every field's default and bounds; `go test -fuzz` tries other values.
func FuzzAValidValueWithWhitespaceSignExponentOrHexAddedIsRefused(f *testing.F) {
	var k knobs
	for _, fld := range k.spec().Fields() {
		for _, v := range []string{fld.Default, fld.Min, fld.Max} {
			if v != "" {
				f.Add(fld.Name, v)
			}
		}
	}
	f.Fuzz(func(t *testing.T, name, value string) {
		var k knobs
		fld := k.spec().Field(name)
		if fld == nil || fld.Set(value) != nil || fld.Get() != value {
			return // only canonical valid values
		}
		if bad, ok := mutatedValuesAreRefused(fld, value); !ok {
			t.Fatalf("%s=%q (from %q) is accepted", name, bad, value)
		}
	})
}

// FormatFloat writes decimals, never an exponent, however large or small
// the number: the canonical form always satisfies the Float grammar.
func TestFormatFloatNeverWritesAnExponent(t *testing.T) {
	for _, x := range []float64{0, 1, 0.5, 1e6, 1e21, 1e-7, 123456789.125, 0.1 + 0.2, math.MaxFloat64, math.SmallestNonzeroFloat64} {
		s := FormatFloat(x)
		if !decimalText(s, false) {
			t.Errorf("FormatFloat(%g) = %q, not decimal notation", x, s)
		}
	}
	if got := FormatFloat(1e6); got != "1000000" {
		t.Errorf("FormatFloat(1e6) = %q", got)
	}
}

// A refused value's echo is bounded and escaped; so is a refused name's,
// however long and whatever it holds: a 100 KB key comes back as about 80
// characters, an ESC sequence as \x1b, invalid UTF-8 as \xff.
func TestEchoBoundsAndEscapesWhateverItIsGiven(t *testing.T) {
	cases := map[string]string{
		"":                        `""`,
		"lease":                   "lease",
		"a b":                     `"a b"`,
		`say "hi"`:                `"say \"hi\""`,
		`C:\dir`:                  `"C:\\dir"`,
		"\x1b[2J":                 `"\x1b[2J"`,
		"a\nb\tc\r":               `"a\nb\tc\r"`,
		"\xff\xfe":                `"\xff\xfe"`,
		"\u202eevil":              `"\u202eevil"`,
		"nb\u00a0sp":              `"nb\u00a0sp"`,
		"kira süresi ığüşöçİ":     `"kira süresi ığüşöçİ"`,
		strings.Repeat("x", 80):   strings.Repeat("x", 80),
		strings.Repeat("x", 81):   strings.Repeat("x", 80) + "…",
		strings.Repeat("ş", 1000): strings.Repeat("ş", 80) + "…",
	}
	for in, want := range cases {
		if got := Echo(in); got != want {
			t.Errorf("Echo(%q) = %q, want %q", in, got, want)
		}
	}
	for _, in := range []string{strings.Repeat("\x1b", 100_000), strings.Repeat("\xff", 100_000), strings.Repeat("\U000e0001", 100_000), strings.Repeat("k", 100_000)} {
		got := Echo(in)
		if n := utf8.RuneCountInString(got); n > MaxEcho+3 {
			t.Errorf("Echo of %d bytes is %d characters", len(in), n)
		}
		if hasControl(got) {
			t.Errorf("Echo left a control byte: %q", got)
		}
	}
}

func hasControl(s string) bool {
	for _, r := range s {
		if r < 0x20 || r == 0x7f || (r >= 0x80 && r < 0xa0) || r == utf8.RuneError {
			return true
		}
	}
	return !utf8.ValidString(s)
}

// Names are echoed like values: a 100 KB unknown key, an ESC sequence for
// a key, a key given 100 000 times: the message is short and holds no
// control byte.
func TestUnknownNamesAreEchoedBoundedAndEscaped(t *testing.T) {
	huge := strings.Repeat("k", 100_000)
	esc := "\x1b]0;pwned\x07\x1b[31mred"
	many := make([]string, 100_000)
	for i := range many {
		many[i] = strings.Repeat("v", 100)
	}
	for _, q := range []url.Values{{huge: {"1"}}, {esc: {"1"}}, {"lease": many}, {"requests": {huge}}, {esc: {esc}}} {
		var k knobs
		err := k.spec().Decode(q)
		for _, l := range []i18n.Lang{i18n.EN, i18n.TR} {
			msg := i18n.ErrorIn(err, l)
			if err == nil || len(msg) > 1000 {
				t.Errorf("%d-byte message: %.200q", len(msg), msg)
			}
			if hasControl(strings.ReplaceAll(msg, "\n", "")) {
				t.Errorf("raw control bytes in %q", msg)
			}
		}
	}
	var k knobs
	if got := k.spec().Decode(url.Values{esc: {"1"}}).Error(); !strings.HasPrefix(got, `"\x1b]0;pwned\a\x1b[31mred"=1: unknown parameter`) {
		t.Errorf("escape-sequence key: %q", got)
	}
}

// One refused set's message stays within MaxMessage bytes whatever the
// number of bad keys and values: the unknown keys are cut at five, each
// name and value is echoed (≤ 80 characters), and the lines stop with
// "and N more errors" before the message would grow past the bound.
func TestOneRefusedSetsMessageStaysWithin4KB(t *testing.T) {
	var k knobs
	s := k.spec()
	q := url.Values{}
	bad := strings.Repeat("\x1b", 100_000)
	for _, f := range s.Fields() {
		q[f.Name] = []string{bad}
	}
	for i := range 100_000 {
		q[fmt.Sprintf("%s%06d", bad[:100], i)] = []string{bad}
	}
	err := s.Decode(q)
	for _, l := range []i18n.Lang{i18n.EN, i18n.TR} {
		if msg := i18n.ErrorIn(err, l); len(msg) > MaxMessage {
			t.Errorf("%s: %d bytes", l, len(msg))
		}
	}
	// Many long errors: the message stops at the bound and says how many
	// are left out.
	var es Errors
	for i := range 200 {
		es = append(es, &Error{Field: fmt.Sprint("f", i), Value: bad, Rule: ruleInt})
	}
	msg := es.In(i18n.EN)
	if len(msg) > MaxMessage || !strings.HasSuffix(msg, "more errors") {
		t.Errorf("%d bytes, ends %q", len(msg), msg[max(0, len(msg)-60):])
	}
	lines, more := es.Lines(i18n.TR)
	if len(lines)+more != len(es) || more == 0 || !strings.HasSuffix(es.In(i18n.TR), fmt.Sprintf("ve %d hata daha", more)) {
		t.Errorf("%d lines shown, %d more: %q", len(lines), more, es.In(i18n.TR)[len(es.In(i18n.TR))-40:])
	}
}

// Naming the first five of 100 000 unknown keys takes the first five in
// order and counts the rest; the message is one line per named key.
// (How fast: BenchmarkDecodingAHundredThousandUnknownKeys; the README's
// figure is under 100 ms in wasm.)
func TestDecodingAHundredThousandUnknownKeysNamesTheFirstFiveAndCountsTheRest(t *testing.T) {
	q := hundredThousandKeys()
	var k knobs
	err := k.spec().Decode(q)
	var es Errors
	if !errors.As(err, &es) || len(es) != maxReported+1 || es[0].Field != "k000000" || es[4].Field != "k000004" ||
		es[5].Error() != `k000005="": and 99995 more unknown parameters` {
		t.Fatalf("errors: %v", err)
	}
}

func BenchmarkDecodingAHundredThousandUnknownKeys(b *testing.B) {
	q := hundredThousandKeys()
	var k knobs
	s := k.spec()
	for b.Loop() {
		s.Decode(q)
	}
}

func hundredThousandKeys() url.Values {
	q := url.Values{}
	for i := range 100_000 {
		q.Set(fmt.Sprintf("k%06d", 99_999-i), "1")
	}
	return q
}

// Smallest is a partial selection: the n smallest in order, and a count.
func TestSmallestKeepsTheFirstInOrderAndCountsTheRest(t *testing.T) {
	in := []string{"m", "c", "x", "a", "q", "b", "z", "c"}
	seq := func(yield func(string) bool) {
		for _, s := range in {
			if !yield(s) {
				return
			}
		}
	}
	first, total := Smallest(seq, 3)
	if strings.Join(first, "") != "abc" || total != len(in) {
		t.Errorf("Smallest = %v, %d", first, total)
	}
	if first, total := Smallest(seq, 0); len(first) != 0 || total != len(in) {
		t.Errorf("Smallest(0) = %v, %d", first, total)
	}
	if first, _ := Smallest(seq, 20); strings.Join(first, "") != "abccmqxz" {
		t.Errorf("Smallest(20) = %v", first)
	}
}

// MutatedValuesAreRefused is the property for the test over every lab
// (labs_test.go, package param_test).
var MutatedValuesAreRefused = mutatedValuesAreRefused
