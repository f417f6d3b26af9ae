package site

import (
	"html"
	"os"
	"path/filepath"
	"strings"

	"playground/engine/i18n"
)

// The site's not-found page, 404.html: what the server answers for a path
// the site does not have, what the worker answers for one offline (it used
// to give the home page, whose app found no route there and never became
// ready), and what static hosts that know the name serve. An unknown path
// is no page of the playground: showing the home there would make a
// mistyped link look like a working one, and offline would answer
// otherwise than online. It is plain HTML, in both languages (the page's
// language is not known), with a link to the home page.
const notFoundFile = "404.html"

var (
	txtNotFoundTitle = i18n.Text{TR: "Bu adreste bir sayfa yok", EN: "There is no page at this address"}
	txtNotFoundHelp  = i18n.Text{TR: "Adresi denetleyin ya da ana sayfadan bir laboratuvar seçin.", EN: "Check the address, or pick a lab from the home page."}
	txtNotFoundHome  = i18n.Text{TR: "Dağıtık Sistemler Oyun Alanı: ana sayfa", EN: "Distributed-systems playground: home page"}
)

// writeNotFound writes 404.html into out, its links under prefix.
func writeNotFound(out, prefix string) error {
	e := html.EscapeString
	home := e(prefix + "/")
	part := func(l i18n.Lang, heading string) string {
		return "<" + heading + ">" + e(txtNotFoundTitle.In(l)) + "</" + heading + ">\n<p>" + e(txtNotFoundHelp.In(l)) +
			"</p>\n<p><a href=\"" + home + "\">" + e(txtNotFoundHome.In(l)) + "</a></p>\n"
	}
	page := strings.Join([]string{
		`<!DOCTYPE html>`,
		`<html lang="tr">`,
		`<head>`,
		`<meta charset="utf-8">`,
		`<meta name="viewport" content="width=device-width, initial-scale=1">`,
		`<meta name="robots" content="noindex">`,
		`<title>` + e(txtNotFoundTitle.TR) + ` · ` + e(txtNotFoundTitle.EN) + `</title>`,
		`<link rel="stylesheet" href="` + e(prefix+"/web/app.css") + `">`,
		`</head>`,
		`<body>`,
		`<main id="not-found">`,
		part(i18n.TR, "h1") + `<div lang="en">`,
		part(i18n.EN, "h2") + `</div>`,
		`</main>`,
		`</body>`,
		`</html>`,
		``,
	}, "\n")
	return os.WriteFile(filepath.Join(out, notFoundFile), []byte(page), 0o644)
}
