package shell

import (
	"strconv"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"playground/app/ui/pagestate"
	"playground/engine/i18n"
)

// renderNotice is the notice of the address's keys the page did not use
// (pagestate.Notes), or nothing when every key was used.
func renderNotice(notes []pagestate.Note, l i18n.Lang) app.UI {
	if len(notes) == 0 {
		return nil
	}
	return app.P().ID("url-notice").Class("notice").Role("status").
		DataSet("count", strconv.Itoa(len(notes))).Text(pagestate.NoticeText(notes, l))
}
