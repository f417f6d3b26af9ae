package cli

import (
	"flag"
	"io"

	"playground/app/site"
	"playground/engine/i18n"
	"playground/engine/param"
)

var msgSizesUsage = i18n.Text{TR: "kullanım: app sizes DOSYA [SIYIRILMAMIŞ]", EN: "usage: app sizes FILE [UNSTRIPPED]"}

// serve is `app serve [-addr host:port] [-web dir]`.
func serve(c *Call) error {
	fs := flag.NewFlagSet("serve", flag.ContinueOnError)
	fs.SetOutput(io.Discard) // the error is reported once, by Main
	addr := fs.String("addr", "localhost:8000", "address to listen on")
	web := fs.String("web", "web", "folder holding app.wasm and the static assets")
	if err := fs.Parse(c.Args); err != nil {
		return &InputError{Kind: "usage", Msg: i18n.Plain("serve: " + param.Echo(err.Error()))}
	}
	if fs.NArg() > 0 {
		return &InputError{Kind: "usage", Value: fs.Arg(0), Msg: msgUnexpected.Format(param.Echo(fs.Arg(0)))}
	}
	if c.Help {
		return nil
	}
	return site.Serve(*addr, *web, c.Stdout, c.Stderr)
}

// static is `app static [prefix] [outdir]`.
func static(c *Call) error {
	args, err := c.commonFlags()
	if err != nil {
		return err
	}
	prefix, out := "", "dist"
	switch len(args) {
	case 2:
		out = args[1]
		fallthrough
	case 1:
		prefix = args[0]
	case 0:
	default:
		return &InputError{Kind: "usage", Value: args[2], Msg: msgUnexpected.Format(param.Echo(args[2]))}
	}
	if c.Help {
		if len(args) < 2 {
			out = "" // not given: the default folder is no error of the line's
		}
		return site.CheckOutput(out, prefix)
	}
	return site.Write(out, prefix, "web", c.Stdout)
}

// sizes is `app sizes FILE` (a regular file; -json reports errors as
// JSON, like every command).
func sizes(c *Call) error {
	args, err := c.commonFlags()
	if err != nil {
		return err
	}
	switch {
	case c.Help && len(args) <= 2:
		for _, a := range args {
			if err := site.CheckRegular(a); err != nil {
				return err
			}
		}
		return nil
	case len(args) == 1:
		return site.Sizes(args[0], c.Stdout)
	case len(args) == 2:
		return site.SizesNamed(args[0], args[1], c.Stdout)
	}
	return &InputError{Kind: "usage", Msg: msgSizesUsage, Missing: len(args) == 0}
}
