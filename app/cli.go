//go:build !wasm

package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"net/url"
	"strings"

	"playground/engine/i18n"
	"playground/engine/labs"
)

var (
	msgUsage = i18n.Add("cli.usage", `kullanım:
  app [serve] [-addr localhost:8000]   oyun alanını sunar ve adresini yazar
  app static [önek]                    statik siteyi yazar (ör. /playground)
  app run [-json] [-lang tr|en] LAB [k=v …]   bir laboratuvarı koşturur
  app list                             laboratuvarları ve parametrelerini listeler
`, `usage:
  app [serve] [-addr localhost:8000]   serve the playground and print its URL
  app static [prefix]                  write the static site (e.g. /playground)
  app run [-json] [-lang tr|en] LAB [k=v …]   run a lab
  app list                             list labs and their parameters
`)
	msgUnknownLab = i18n.Add("cli.unknown_lab", "bilinmeyen laboratuvar %q; olanlar: %s", "unknown lab %q; labs: %s")
	msgBadPair    = i18n.Add("cli.bad_pair", "%q bir k=v çifti değil (ör. lease=900ms)", "%q is not a k=v pair (e.g. lease=900ms)")
	msgNoLab      = i18n.Add("cli.no_lab", "hangi laboratuvar? olanlar: %s", "which lab? labs: %s")
)

// runCmd implements `app run [-json] [-lang l] LAB [k=v …]`; flags may stand
// anywhere, so `run registry lease=2s -json` works too.
func runCmd(args []string, stdout io.Writer) error {
	asJSON, lang, rest := false, i18n.EN, []string{}
	for i := 0; i < len(args); i++ {
		switch a := args[i]; {
		case a == "-json" || a == "--json":
			asJSON = true
		case a == "-lang" || a == "--lang":
			if i+1 < len(args) {
				i++
				lang = i18n.Parse(args[i])
			}
		case strings.HasPrefix(a, "-lang=") || strings.HasPrefix(a, "--lang="):
			lang = i18n.Parse(a[strings.IndexByte(a, '=')+1:])
		default:
			rest = append(rest, a)
		}
	}
	if len(rest) == 0 {
		return errors.New(msgNoLab.Format(labIDs()).In(lang))
	}
	l := labs.Find(rest[0])
	if l == nil {
		return errors.New(msgUnknownLab.Format(rest[0], labIDs()).In(lang))
	}
	q := url.Values{}
	for _, kv := range rest[1:] {
		k, v, ok := strings.Cut(kv, "=")
		if !ok || k == "" {
			return errors.New(msgBadPair.Format(kv).In(lang))
		}
		q.Add(k, v)
	}
	res, err := l.Run(q, nil)
	if err != nil {
		return errors.New(i18n.ErrorIn(err, lang))
	}
	if asJSON {
		b, err := res.JSON()
		if err != nil {
			return err
		}
		_, err = fmt.Fprintf(stdout, "%s\n", b)
		return err
	}
	_, err = io.WriteString(stdout, res.Text(lang))
	return err
}

func listCmd(stdout io.Writer) {
	for _, l := range labs.All() {
		fmt.Fprintf(stdout, "%s — %s\n", l.ID, l.Title.EN)
		for _, f := range l.New().Spec().Fields() {
			bounds := ""
			switch {
			case f.Min != "" || f.Max != "":
				bounds = fmt.Sprintf("  [%s … %s]", f.Min, f.Max)
			case len(f.Choices) > 0:
				bounds = "  {" + strings.Join(f.Choices, "|") + "}"
			}
			fmt.Fprintf(stdout, "  %-14s %-9s default %-12s%s  %s\n", f.Name, f.Kind, f.Default, bounds, f.Label.EN)
		}
	}
}

func labIDs() string {
	ids := []string{}
	for _, l := range labs.All() {
		ids = append(ids, l.ID)
	}
	return strings.Join(ids, ", ")
}

// newFlagSet returns a flag set that reports errors instead of exiting, so
// main decides the exit code in one place.
func newFlagSet(name string, out io.Writer) *flag.FlagSet {
	fs := flag.NewFlagSet(name, flag.ContinueOnError)
	fs.SetOutput(out)
	return fs
}
