package labtest

import (
	"regexp"
	"strconv"
	"strings"
)

// The typography rules of the glossary (docs/GLOSSARY.md), as checks over
// text a learner reads: a run's rendered sentences, titles and cells, or a
// catalog literal whose format verbs Literal has filled with placeholders.
// Each problem names the rule and quotes the piece of text that breaks it.

var (
	// numberRE is a number with its separators: 697,5 · 10.000 · 127.0.0.1.
	numberRE = regexp.MustCompile(`\d+(?:[.,]\d+)*`)
	groupTR  = regexp.MustCompile(`^\d{1,3}(?:\.\d{3})+(?:,\d+)?$`)
	groupEN  = regexp.MustCompile(`^\d{1,3}(?:,\d{3})+(?:\.\d+)?$`)
	ipv4     = regexp.MustCompile(`^\d+\.\d+\.\d+\.\d+$`)
	// goDuration is a duration as Go writes it, glued to its unit: 900ms,
	// 1.5s, 1m0s.
	goDuration = regexp.MustCompile(`(?:^|[^\pL\d_.,])(\d+(?:[.,]\d+)?(?:ns|us|µs|ms|s|m|h|dk|sa))(?:\d|\b|$)`)
	// pctAfterTR is a number with its percent sign after it (Turkish puts it
	// first); the spaced " % " of a modulo ("sha256 % 40") is not a percent.
	pctAfterTR  = regexp.MustCompile(`\d ?%(?:[^ ]|$)`)
	pctBeforeEN = regexp.MustCompile(`%\d`)
	pctTR       = regexp.MustCompile(`%(\d+(?:,\d+)?)`)
	pctEN       = regexp.MustCompile(`(\d+(?:\.\d+)?)%`)
	// unitTwice: the same unit again right after itself, or two rates.
	unitTwice  = regexp.MustCompile(`(?:^|[^\pL])(ms|s|dk|sa|µs|ns|%)[\s()]+(ms|s|dk|sa|µs|ns|%)(?:[^\pL]|$)`)
	rateTwice  = regexp.MustCompile(`/s\)?[^.;:]{0,3}\(?[\pL\d]*/s`)
	pluralTR   = regexp.MustCompile(`(?:^|[^\pL\d])\d+(?:[.,]\d+)? (\pL+(?:ler|lar))(?:[^\pL]|$)`)
	withoutTR  = regexp.MustCompile(`\pL+(?:madan|meden)(?:\s+\S+){0,2}\s+sonra`)
	timesAgoTR = regexp.MustCompile(`kat (?:önce|sonra)\b`)
	bigNumber  = regexp.MustCompile(`(?:^|[^\pL\d.,:_/-])(\d{5,})(?:[^\pL\d.,]|$)`)
	turkishEN  = regexp.MustCompile(`\d (dk|sa)\b`)
	wordRE     = regexp.MustCompile(`[\pL][\pL\d_'’-]*`)
	parens     = regexp.MustCompile(`\([^()]*\)`)
	quoted     = regexp.MustCompile(`“[^”]*”|"[^"]*"|‘[^’]*’|'[\pL\d_/.:=, -]+'`)
	// statuses is an English plural of an HTTP status ("503s"), not a
	// duration.
	statuses = regexp.MustCompile(`^[1-5]\d\ds$`)
)

// EnglishInTurkish are English words that must not stand in Turkish prose
// outside parentheses (where the glossary allows the English term the first
// time the course uses it). Proper names (AIMD, Envoy, XFetch…), header
// names (Retry-After) and the lesson's own identifiers are not words here.
var EnglishInTurkish = []string{
	"the", "and", "of", "with", "for", "per", "to", "in", "at", "or", "not",
	"request", "requests", "req", "attempt", "attempts", "retry", "retries", "try", "tries",
	"timeout", "jitter", "budget", "cache", "cached", "lease", "renew", "renewal", "goodput",
	"min", "sec", "secs", "ok", "fixed", "unbounded", "bounded", "sidecar", "layout", "thick", "thin",
	"slice", "queue", "queued", "work", "rate", "load", "hot", "key", "keys", "strategy", "plain",
	"stale", "partition", "partitions", "copies", "copy", "near", "step", "steps", "miss", "misses",
	"hit", "replica", "replicas", "registry", "phase", "window", "deadline", "limit", "share",
	"concurrency", "latency", "seed", "backoff", "burst", "watch", "resolve", "health", "unhealthy",
	"fee", "charge", "charges", "payment", "debt", "members", "member", "single-flight", "stampede",
	"hashing", "modulo", "answer", "answers", "client", "clients", "server", "none", "all", "at once",
}

// Problems lists what breaks the glossary's typography in s, in language
// lang ("tr" or "en"). banned are further words that must not stand in
// Turkish prose (the labs' knob names: prose uses the knob's label).
// senTR finds the learner addressed as “sen”: the relative participle with
// the second person singular (öldürdüğün, eklediğin, bıraktığın — not
// öldürdüğünüz) and a few possessives the UI used (tahminini, parmağınla).
var senTR = regexp.MustCompile(`\p{L}*(?:[dt][ıiuü]ğ[ıiuü]n|tahminini|parmağınla|eğrin)(?:[^\p{L}]|$)`)

func Problems(lang, s string, banned ...string) []string {
	var out []string
	add := func(rule, piece string) { out = append(out, rule+": "+strconv.Quote(piece)) }
	// Quoted text is a value, a name or a phrase the sentence cites.
	s = quoted.ReplaceAllString(s, "“…”")
	for _, m := range numberRE.FindAllString(s, -1) {
		if ipv4.MatchString(m) || strings.Count(m, ",") > 1 {
			continue // an address, or a list of values (502,503,504)
		}
		switch lang {
		case "tr":
			if strings.Contains(m, ".") && (!groupTR.MatchString(m) || groupedBelow(m, ".")) {
				add("a decimal point in Turkish (write a comma; group thousands from 10.000 on)", m)
			}
		default:
			if strings.Contains(m, ",") && (!groupEN.MatchString(m) || groupedBelow(m, ",")) {
				add("a decimal comma in English (write a point; group thousands from 10,000 on)", m)
			}
		}
	}
	for _, m := range bigNumber.FindAllStringSubmatch(s, -1) {
		add("five digits or more without grouping (10.000 / 10,000)", m[1])
	}
	for _, m := range goDuration.FindAllStringSubmatch(s, -1) {
		if lang == "en" && statuses.MatchString(m[1]) {
			continue
		}
		add("a duration glued to its unit or written as Go writes it (write 900 ms, 1,5 s, 1 dk)", m[1])
	}
	for _, m := range unitTwice.FindAllStringSubmatch(s, -1) {
		if m[1] == m[2] {
			add("a unit written twice", m[0])
		}
	}
	if m := rateTwice.FindString(s); m != "" {
		add("a rate unit written twice", m)
	}
	switch lang {
	case "tr":
		if m := pctAfterTR.FindString(s); m != "" {
			add("a percent sign after its number in Turkish (write %15)", m)
		}
		for _, m := range pctTR.FindAllStringSubmatch(s, -1) {
			if v, _ := strconv.ParseFloat(strings.ReplaceAll(m[1], ",", "."), 64); v > 100 {
				add("a share above %100", m[0])
			}
		}
		for _, m := range pluralTR.FindAllStringSubmatch(s, -1) {
			add("a plural noun after a count (Turkish keeps it singular: 3 istek)", m[1])
		}
		if m := withoutTR.FindString(s); m != "" {
			add("-madan/-meden means without or before, never after (write -dıktan sonra)", m)
		}
		if m := senTR.FindString(s); m != "" {
			add("the learner is “siz” in the course's Turkish, never “sen” (öldürdüğünüz, tahmininiz, parmağınızla)", m)
		}
		if m := timesAgoTR.FindString(s); m != "" {
			add("“kat önce” is no comparative (write “kat daha kısa sürede”)", m)
		}
		prose := parens.ReplaceAllString(s, " ")
		for _, w := range wordRE.FindAllString(prose, -1) {
			lw := strings.ToLower(w)
			for _, b := range append(EnglishInTurkish, banned...) {
				if lw == b {
					add("an English word or a knob name in Turkish prose (use the glossary's Turkish term or the knob's label)", w)
				}
			}
		}
	default:
		if m := pctBeforeEN.FindString(s); m != "" {
			add("a percent sign before its number in English (write 15%)", m)
		}
		for _, m := range pctEN.FindAllStringSubmatch(s, -1) {
			if v, _ := strconv.ParseFloat(m[1], 64); v > 100 {
				add("a share above 100%", m[0])
			}
		}
		if m := turkishEN.FindString(s); m != "" {
			add("a Turkish unit in English (write min, h)", m)
		}
	}
	return out
}

// groupedBelow reports a grouped number below 10 000: four digits stay
// together in both languages.
func groupedBelow(m, sep string) bool {
	whole := m
	if i := strings.Index(m, map[string]string{".": ",", ",": "."}[sep]); i >= 0 {
		whole = m[:i]
	}
	n, _ := strconv.Atoi(strings.ReplaceAll(whole, sep, ""))
	return n < 10000
}

// verbRE is a format verb of a catalog literal.
var verbRE = regexp.MustCompile(`%(?:\[\d+\])?[-+#0]*\d*(?:\.\d+)?[vdsfgqxXeEt]`)

// Literal fills a catalog literal's verbs with placeholders a checker can
// read: %d with 7, other verbs with X, %% with a percent sign.
func Literal(s string) string {
	s = strings.ReplaceAll(s, "%%", "\x00")
	s = verbRE.ReplaceAllStringFunc(s, func(v string) string {
		if strings.HasSuffix(v, "d") {
			return "7"
		}
		return "X"
	})
	return strings.ReplaceAll(s, "\x00", "%")
}
