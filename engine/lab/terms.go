package lab

import (
	"slices"
	"sort"
	"strings"
	"unicode"
	"unicode/utf8"

	"playground/engine/i18n"
)

// Piece is a run of a text: plain words, or a Term's word as the text
// writes it.
type Piece struct {
	Text string
	Term *Term // nil: plain words
}

// Explained splits text (in lang) at the first place each term's word
// appears, its first letter in either case ("Kira süresi" for "kira
// süresi"); longer words first, so "lease" is not found inside an earlier
// "lease-based". A term not in text is left out; the pieces joined are
// text.
func Explained(text string, terms []Term, lang i18n.Lang) []Piece {
	type span struct {
		from, to int
		t        *Term
	}
	order := make([]*Term, len(terms))
	for i := range terms {
		order[i] = &terms[i]
	}
	slices.SortStableFunc(order, func(a, b *Term) int { return len(b.Word.In(lang)) - len(a.Word.In(lang)) })
	var spans []span
	for _, t := range order {
		w := t.Word.In(lang)
		if w == "" {
			continue
		}
		taken := func(from, to int) bool {
			return slices.ContainsFunc(spans, func(s span) bool { return from < s.to && s.from < to })
		}
		best := span{from: -1}
		for _, form := range []string{w, upperFirst(w, lang)} {
			if at, ok := freeAt(text, form, taken); ok && (best.from < 0 || at < best.from) {
				best = span{at, at + len(form), t}
			}
		}
		if best.from >= 0 {
			// The word's suffix goes with it ("yan arabaya" for "yan
			// araba"): a line never breaks between a word and its ending.
			for best.to < len(text) {
				r, n := utf8.DecodeRuneInString(text[best.to:])
				if !unicode.IsLetter(r) || taken(best.to, best.to+n) {
					break
				}
				best.to += n
			}
			spans = append(spans, best)
		}
	}
	// sort.Slice, not slices.SortFunc: a generic sort is compiled anew for
	// each element shape (20 KB of app.wasm's code for this one).
	sort.Slice(spans, func(i, j int) bool { return spans[i].from < spans[j].from })
	var out []Piece
	last := 0
	for _, s := range spans {
		if s.from > last {
			out = append(out, Piece{Text: text[last:s.from]})
		}
		out = append(out, Piece{Text: text[s.from:s.to], Term: s.t})
		last = s.to
	}
	if last < len(text) || len(out) == 0 {
		out = append(out, Piece{Text: text[last:]})
	}
	return out
}

// freeAt is the first index of word in text that overlaps no taken span.
func freeAt(text, word string, taken func(from, to int) bool) (int, bool) {
	for off := 0; off <= len(text); {
		i := strings.Index(text[off:], word)
		if i < 0 {
			return 0, false
		}
		at := off + i
		if !taken(at, at+len(word)) {
			return at, true
		}
		off = at + 1
	}
	return 0, false
}

// upperFirst is w with its first letter capital, in Turkish the Turkish
// way (i → İ).
func upperFirst(w string, lang i18n.Lang) string {
	r, n := utf8.DecodeRuneInString(w)
	if lang == i18n.TR && r == 'i' {
		return "İ" + w[n:]
	}
	return string(unicode.ToUpper(r)) + w[n:]
}
