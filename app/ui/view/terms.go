package view

import (
	"strconv"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"playground/engine/i18n"
	"playground/engine/lab"
)

// Explained is text with the lab's terms in it explained (lab.Explained):
// each term's word a button that opens its explanation, a popover — a tap,
// a click, Enter or Space open it, Escape or a tap elsewhere closes it; no
// hover needed, no script. place names the text (ids stay unique when two
// texts explain one term). The explanations come apart from the text:
// put after it, the text reads (and its textContent is) the text alone.
func Explained(text string, terms []lab.Term, lang i18n.Lang, place string) (words, explanations []app.UI) {
	var out, tips []app.UI
	for _, p := range lab.Explained(text, terms, lang) {
		if p.Term == nil {
			out = append(out, app.Text(p.Text))
			continue
		}
		id := "term-" + place + "-" + strconv.Itoa(termIndex(terms, p.Term))
		out = append(out, app.Button().Type("button").Class("term").Attr("popovertarget", id).Text(p.Text))
		tips = append(tips, app.Span().ID(id).Class("term-explain").Attr("popover", "auto").Role("note").Body(
			app.Strong().Text(p.Term.Head(lang)), app.Text(": "+p.Term.Explain.In(lang)+" "),
			app.Button().Type("button").Class("term-close").Attr("popovertarget", id).Attr("popovertargetaction", "hide").Text(txtTermClose.In(lang))))
	}
	return out, tips
}

var txtTermClose = i18n.Text{TR: "Kapat", EN: "Close"}

func termIndex(terms []lab.Term, t *lab.Term) int {
	for i := range terms {
		if &terms[i] == t {
			return i
		}
	}
	return -1
}
