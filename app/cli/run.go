package cli

import (
	"fmt"
	"io"
	"net/url"
	"strings"

	"playground/app/pagekey"
	"playground/engine/i18n"
	"playground/engine/lab"
	"playground/engine/labs"
	"playground/engine/param"
)

var (
	msgUnknownLab = i18n.Text{TR: "bilinmeyen laboratuvar %s; olanlar: %s", EN: "unknown lab %s; labs: %s"}
	msgNoLab      = i18n.Text{TR: "hangi laboratuvar? olanlar: %s", EN: "which lab? labs: %s"}
	msgBadPair    = i18n.Text{TR: "%s bir k=v çifti değil (ör. %s)", EN: "%s is not a k=v pair (e.g. %s)"}
	msgPageKey    = i18n.Text{TR: "%s oyun alanı sayfasının anahtarı, %s laboratuvarının parametresi değil; komut satırı yalnızca parametreleri alır: %s",
		EN: "%s is a key of the playground page, not a parameter of %s; the command line takes parameters only: %s",
	}
)

// run is `app run [-json] [-lang l] LAB [k=v …]`: the lesson's tables and
// the reading, or the whole result as JSON.
func run(c *Call) error {
	args, err := c.commonFlags()
	if err != nil {
		return err
	}
	l, q, err := labQuery(args, c.Lang)
	if err != nil {
		return err
	}
	if c.Help {
		return checkParams(l, q)
	}
	res, err := l.Run(q, nil)
	if err != nil {
		return err
	}
	if c.JSON {
		b, err := res.JSON()
		if err != nil {
			return err
		}
		_, err = fmt.Fprintf(c.Stdout, "%s\n", b)
		return err
	}
	_, err = io.WriteString(c.Stdout, res.Text(c.Lang))
	return err
}

// labQuery reads `LAB [k=v …]`: the lab and its parameters. A page key
// (lab=, embed=…) is an error naming it: it would change nothing here.
func labQuery(args []string, lang i18n.Lang) (*lab.Lab, url.Values, error) {
	if len(args) == 0 {
		return nil, nil, &InputError{Kind: "lab", Msg: msgNoLab.Format(labIDs()), Missing: true}
	}
	l := labs.Find(args[0])
	if l == nil {
		return nil, nil, &InputError{Kind: "lab", Value: args[0], Msg: msgUnknownLab.Format(param.Echo(args[0]), labIDs())}
	}
	spec := l.Knobs()
	q := url.Values{}
	for _, kv := range args[1:] {
		k, v, ok := strings.Cut(kv, "=")
		if !ok || k == "" {
			example := "k=v"
			if fs := spec.Fields(); len(fs) > 0 {
				example = fs[0].Name + "=" + fs[0].Default
			}
			return nil, nil, &InputError{Kind: "pair", Value: kv, Msg: msgBadPair.Format(param.Echo(kv), example)}
		}
		if pagekey.Is(k) && spec.Field(k) == nil {
			return nil, nil, &InputError{Kind: "page_key", Field: k, Value: v, Msg: msgPageKey.Format(param.Echo(k), l.ID, fieldNames(l))}
		}
		q.Add(k, v)
	}
	return l, q, nil
}

// checkParams checks q as a run would (values, then the rules across
// knobs) without running it.
func checkParams(l *lab.Lab, q url.Values) error {
	p, err := l.Decode(q)
	if err != nil {
		return err
	}
	return p.Spec().Validate()
}

func labIDs() string {
	var ids []string
	for _, l := range labs.All() {
		ids = append(ids, l.ID)
	}
	return strings.Join(ids, ", ")
}

func fieldNames(l *lab.Lab) string {
	var names []string
	for _, f := range l.Knobs().Fields() {
		names = append(names, f.Name)
	}
	return strings.Join(names, ", ")
}
