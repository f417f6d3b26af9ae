package progress

import (
	"slices"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// The questions a learner was asked to guess about are kept too: a page
// asks for a guess once per question (a lab's preset or first change, a
// challenge) and remembers it across visits, so a learner who comes back
// to a question goes straight to its run. Only the questions' names are
// kept, never the guesses.

// askedKey is where the browser keeps them: a JSON list of question names,
// oldest first.
const askedKey = "playground.asked"

// maxAsked bounds the list: past it the oldest questions are forgotten
// (asked again), so the store never grows with a learner's history.
const maxAsked = 400

// PresetQuestion names a lab's preset (or first change) by its values as
// the page encodes them: the same set of values is the same question.
func PresetQuestion(labID, encoded string) string { return labID + "?" + encoded }

// ChallengeQuestion names a challenge or a goal (the challenge view's id).
func ChallengeQuestion(exercise string) string { return "challenge:" + exercise }

// session keeps the questions asked in this tab when the browser keeps no
// store: they are still asked once per visit.
var session = map[string]bool{}

// FirstAsk reports whether question was never asked in this browser, and
// records it as asked: the caller asks for its guess exactly when it says
// true. A browser that keeps no store still asks once per visit.
func FirstAsk(question string) bool {
	if !app.IsClient {
		return true // the prerendered page asks: it remembers nobody
	}
	if v, stored := load(askedKey); stored {
		list, first := addAsked(decodeAsked(v), question)
		if !first {
			return false
		}
		if store(askedKey, encodeList(list)) {
			return true
		}
	}
	if session[question] {
		return false
	}
	session[question] = true
	return true
}

// addAsked is list with question added last (and the oldest dropped past
// maxAsked); first says it was not in list.
func addAsked(list []string, question string) ([]string, bool) {
	if slices.Contains(list, question) {
		return list, false
	}
	list = append(list, question)
	if n := len(list) - maxAsked; n > 0 {
		list = slices.Delete(list, 0, n)
	}
	return list, true
}

// decodeAsked reads the stored list: what decodeProgress reads, in its
// stored order (a foreign value reads as nothing asked).
func decodeAsked(s string) []string { return decodeNames(s) }
