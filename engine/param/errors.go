package param

import (
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"playground/engine/i18n"
)

// Error is one rejected value: which field, what was given, and the rule it
// broke, in both languages.
type Error struct {
	Field string    `json:"field"`
	Value string    `json:"value"`
	Rule  i18n.Text `json:"rule"`
}

// Errorf builds an Error for a cross-field rule.
func Errorf(field, value string, rule i18n.Text, args ...any) *Error {
	return &Error{Field: field, Value: value, Rule: rule.Format(args...)}
}

// Error is the English form.
func (e *Error) Error() string { return e.In(i18n.EN) }

// In renders the error as `field=value: rule`.
func (e *Error) In(l i18n.Lang) string {
	return e.Field + "=" + quote(e.Value) + ": " + e.Rule.In(l)
}

// maxQuoted bounds how much of a value an error repeats: enough to
// recognise it, never a wall of text.
const maxQuoted = 80

// quote shows a value safely: at most maxQuoted characters (then "…"),
// control characters escaped, quoted when it has spaces or quotes.
func quote(v string) string {
	r := []rune(v)
	cut := len(r) > maxQuoted
	if cut {
		r = r[:maxQuoted]
	}
	var b strings.Builder
	needQuotes := v == ""
	for _, c := range r {
		switch {
		case c == '"':
			b.WriteString(`\"`)
			needQuotes = true
		case c == ' ':
			b.WriteRune(c)
			needQuotes = true
		case unicode.IsControl(c) || c == utf8.RuneError:
			q := strconv.QuoteRune(c)
			b.WriteString(q[1 : len(q)-1])
			needQuotes = true
		default:
			b.WriteRune(c)
		}
	}
	if cut {
		b.WriteString("…")
	}
	if needQuotes {
		return `"` + b.String() + `"`
	}
	return b.String()
}

// Errors is every problem found in one decode.
type Errors []*Error

func (es Errors) Error() string { return es.In(i18n.EN) }

// In joins the errors, one per line.
func (es Errors) In(l i18n.Lang) string {
	lines := make([]string, len(es))
	for i, e := range es {
		lines[i] = e.In(l)
	}
	return strings.Join(lines, "\n")
}

// For returns the error for field, or nil (the UI's inline message).
func (es Errors) For(field string) *Error {
	for _, e := range es {
		if e.Field == field {
			return e
		}
	}
	return nil
}

var (
	ruleUnknown     = i18n.Text{TR: "bilinmeyen parametre; geçerli olanlar: %s", EN: "unknown parameter; valid ones: %s"}
	ruleMoreUnknown = i18n.Text{TR: "ve %d bilinmeyen parametre daha", EN: "and %d more unknown parameters"}
	ruleTwice       = i18n.Text{TR: "%d kez verilmiş; her parametre bir kez verilmeli", EN: "given %d times; give each parameter once"}
	ruleInt         = i18n.Text{TR: "bir tam sayı olmalı (ör. 3)", EN: "must be a whole number (e.g. 3)"}
	ruleFloat       = i18n.Text{TR: "bir sayı olmalı (ör. 1.5)", EN: "must be a number (e.g. 1.5)"}
	ruleDuration    = i18n.Text{TR: "bir süre olmalı (ör. 900ms, 1.5s, 2m)", EN: "must be a duration (e.g. 900ms, 1.5s, 2m)"}
	ruleBool        = i18n.Text{TR: "true ya da false olmalı", EN: "must be true or false"}
	ruleRange       = i18n.Text{TR: "%s ile %s arasında olmalı", EN: "must be between %s and %s"}
	ruleChoice      = i18n.Text{TR: "şunlardan biri olmalı: %s", EN: "must be one of: %s"}
	ruleList        = i18n.Text{TR: "virgülle ayrılmış tam sayılar olmalı (her biri %s–%s)", EN: "must be comma-separated whole numbers (each %s–%s)"}
	ruleListLen     = i18n.Text{TR: "%d ile %d arasında öğe içermeli", EN: "must have between %d and %d items"}

	labelSeed = i18n.Text{TR: "Tohum", EN: "Seed"}
	helpSeed  = i18n.Text{TR: "Rastgele sayı üretecinin tohumu: aynı parametre ve tohum her zaman aynı sonucu verir.", EN: "Seed of the random number generator: the same parameters and seed always give the same result."}
)
