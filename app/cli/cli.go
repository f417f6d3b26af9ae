// Package cli is the playground's command line: a table of commands
// (Commands, one row each; help is built in), their flags, and one way to
// report errors — as text, or as JSON on stderr with -json — and to exit
// (0 ok, 1 a check failed, 2 bad input, 3 a run hit a cap). The README's
// CLI section shows the same commands (a test keeps the two lists one),
// and docs/DESIGN.md ("Command line") is their contract. Whatever the
// input, a name or value it repeats goes through param.Echo: bounded, and
// never a raw control byte on the terminal.
package cli

import (
	"errors"
	"fmt"
	"io"
	"slices"
	"strings"

	"playground/engine/i18n"
	"playground/engine/param"
)

// Command is one subcommand. Adding one is a row in Commands.
type Command struct {
	Name    string
	Args    string    // the synopsis after the name: "[-json] LAB [k=v …]"
	Summary i18n.Text // what it does, in one line
	Run     func(c *Call) error
}

// Call is one invocation of a command.
type Call struct {
	Args   []string // after the command's name
	Stdout io.Writer
	Stderr io.Writer
	// JSON and Lang are what -json and -lang said anywhere on the command
	// line; errors are reported in that form and language.
	JSON bool
	Lang i18n.Lang
	// Help is set when help or -h stood among the arguments (they are
	// taken out): the command checks what it was given and returns before
	// doing anything, and the usage follows unless it found an error.
	Help bool
}

// Commands are the program's commands, in the order usage lists them;
// the first is what a bare `app` runs.
var Commands = []*Command{
	{Name: "serve", Args: "[-addr localhost:8000] [-web web]", Summary: sumServe, Run: serve},
	{Name: "static", Args: "[prefix] [outdir]", Summary: sumStatic, Run: static},
	{Name: "run", Args: "[-json] [-lang tr|en] LAB [k=v …]", Summary: sumRun, Run: run},
	{Name: "list", Args: "[-json] [-lang tr|en]", Summary: sumList, Run: list},
	{Name: "sweep", Args: "[-json] [-lang tr|en] LAB KNOB=FROM..TO[:STEPS][:log] [k=v …] [metric=ID,…]", Summary: sumSweep, Run: sweepCmd},
	{Name: "challenges", Args: "[-json] [-lang tr|en] [LAB]", Summary: sumChallenges, Run: challengesCmd},
	{Name: "check", Args: "[-json] [-lang tr|en] LAB CHALLENGE|GOAL [k=v …]", Summary: sumCheck, Run: checkCmd},
	{Name: "policy", Args: "LAB", Summary: sumPolicy, Run: policyCmd},
	{Name: "why", Args: "[-json] [-lang tr|en] LAB [k=v …] [EVENT]", Summary: sumWhy, Run: whyCmd},
	{Name: "sizes", Args: "FILE [UNSTRIPPED]", Summary: sumSizes, Run: sizes},
}

var (
	sumServe  = i18n.Text{TR: "oyun alanını sunar ve adresini yazar", EN: "serve the playground and print its URL"}
	sumStatic = i18n.Text{TR: "statik siteyi yazar (ör. /playground altında, dist/ içine)", EN: "write the static site (e.g. under /playground, into dist/)"}
	sumRun    = i18n.Text{TR: "bir laboratuvarı çalıştırır: önce dersin tabloları, sonra okuma", EN: "run a lab: the lesson's tables, then the reading"}
	sumList   = i18n.Text{TR: "laboratuvarları, parametrelerini ve ölçütlerini listeler", EN: "list the labs, their parameters and metrics"}
	sumPolicy = i18n.Text{TR: "laboratuvarın başlangıç kodunu yazar (policy=@DOSYA ile çalışır)", EN: "print the lab's starter code (run a copy with policy=@FILE)"}
	sumSizes  = i18n.Text{TR: "bir dosyanın ham, gzip ve brotli boyutunu yazar", EN: "print a file's raw, gzip and brotli sizes"}
	sumHelp   = i18n.Text{TR: "bu yardımı yazar", EN: "print this help"}

	msgUsage          = i18n.Text{TR: "kullanım: app [komut] [argümanlar] (komutsuz: %s)", EN: "usage: app [command] [arguments] (no command: %s)"}
	msgExit           = i18n.Text{TR: "çıkış kodu: 0 tamam, 1 bir denetim tutmadı, 2 hatalı girdi, 3 çalıştırma bir sınıra ulaştı", EN: "exit status: 0 ok, 1 a check failed, 2 bad input, 3 a run hit a cap"}
	msgJSON           = i18n.Text{TR: `-json ile hatalar stderr'e JSON olarak yazılır: {"error", "exit", "kind", "field", …} (README)`, EN: `with -json, errors go to stderr as JSON: {"error", "exit", "kind", "field", …} (README)`}
	msgUnknownCommand = i18n.Text{TR: "bilinmeyen komut %s; komutlar: %s", EN: "unknown command %s; commands: %s"}
)

// Main runs the command line args and returns the exit status.
func Main(args []string, stdout, stderr io.Writer) int {
	c := &Call{Stdout: stdout, Stderr: stderr, Lang: i18n.EN}
	c.JSON = slices.Contains(args, "-json") || slices.Contains(args, "--json")
	name := Commands[0].Name
	if len(args) > 0 && (args[0] == "" || args[0][0] != '-') {
		name, args = args[0], args[1:]
	}
	if isHelp(name) {
		io.WriteString(stdout, Usage(helpLang(args)))
		return ExitOK
	}
	// Help among the arguments asks for the usage, but an error in what
	// else the line gives wins: exit 2 naming it, as without help. A
	// missing argument is no such error (`run -h` asks how to run).
	if slices.ContainsFunc(args, isHelp) {
		c.Help, args = true, slices.DeleteFunc(slices.Clone(args), isHelp)
	}
	c.Args = args
	cmd := find(name)
	if cmd == nil {
		return c.fail(&InputError{Kind: "usage", Value: name, Msg: msgUnknownCommand.Format(param.Echo(name), strings.Join(names(), ", "))})
	}
	err := cmd.Run(c)
	var in *InputError
	if c.Help && (err == nil || errors.As(err, &in) && in.Missing) {
		io.WriteString(stdout, Usage(helpLang(args)))
		return ExitOK
	}
	if err != nil {
		return c.fail(err)
	}
	return ExitOK
}

func isHelp(a string) bool { return a == "help" || a == "-h" || a == "-help" || a == "--help" }

// helpLang is the language help asked for (-lang tr), English otherwise.
func helpLang(args []string) i18n.Lang {
	for i, a := range args {
		if (a == "-lang" || a == "--lang") && i+1 < len(args) && args[i+1] == "tr" {
			return i18n.TR
		}
		if a == "-lang=tr" || a == "--lang=tr" {
			return i18n.TR
		}
	}
	return i18n.EN
}

func find(name string) *Command {
	for _, c := range Commands {
		if c.Name == name {
			return c
		}
	}
	return nil
}

func names() []string {
	out := make([]string, len(Commands))
	for i, c := range Commands {
		out[i] = c.Name
	}
	return out
}

// Usage lists the commands with their synopses and summaries.
func Usage(l i18n.Lang) string {
	var b strings.Builder
	fmt.Fprintln(&b, msgUsage.Format(Commands[0].Name).In(l))
	width := len("help")
	for _, c := range Commands {
		width = max(width, len([]rune(c.Name+" "+c.Args)))
	}
	for _, c := range Commands {
		fmt.Fprintf(&b, "  %-*s  %s\n", width, c.Name+" "+c.Args, c.Summary.In(l))
	}
	fmt.Fprintf(&b, "  %-*s  %s\n", width, "help", sumHelp.In(l))
	fmt.Fprintln(&b, msgExit.In(l))
	fmt.Fprintln(&b, msgJSON.In(l))
	return b.String()
}

// commonFlags takes -json and -lang (anywhere, so `run LAB k=v -json`
// works too) out of c.Args and returns the rest.
func (c *Call) commonFlags() ([]string, error) {
	var rest []string
	for i := 0; i < len(c.Args); i++ {
		a := c.Args[i]
		switch {
		case a == "-json" || a == "--json":
			c.JSON = true
		case a == "-lang" || a == "--lang":
			if i+1 >= len(c.Args) {
				return nil, &InputError{Kind: "usage", Field: "-lang", Msg: msgLangMissing}
			}
			i++
			if err := c.setLang(c.Args[i]); err != nil {
				return nil, err
			}
		case strings.HasPrefix(a, "-lang=") || strings.HasPrefix(a, "--lang="):
			if err := c.setLang(a[strings.IndexByte(a, '=')+1:]); err != nil {
				return nil, err
			}
		default:
			rest = append(rest, a)
		}
	}
	return rest, nil
}

var (
	msgLangMissing = i18n.Text{TR: "-lang bir dil bekliyor: tr ya da en", EN: "-lang needs a language: tr or en"}
	msgLangBad     = i18n.Text{TR: "-lang %s: tr ya da en olmalı", EN: "-lang %s: must be tr or en"}
)

func (c *Call) setLang(v string) error {
	switch v {
	case "tr":
		c.Lang = i18n.TR
	case "en":
		c.Lang = i18n.EN
	default:
		return &InputError{Kind: "usage", Field: "-lang", Value: v, Msg: msgLangBad.Format(param.Echo(v))}
	}
	return nil
}
