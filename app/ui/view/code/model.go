// Package code is the code view (view=code): the learner writes the lab's
// decision (lab.Lab.Policy) in Starlark, runs it with a button or
// Ctrl+Enter, sees an error at its line, and reads the run's usual
// pictures and tables. The code is the run's `policy` parameter: it
// travels compressed in the address, the share link and embeds, and the
// browser keeps the last draft per lab.
//
// The interpreter is not in app.wasm (its budget): the view of a page
// running app.wasm switches the tab to web/code.wasm — the same packages
// with the interpreter — and reloads (app/site/loader.go reads the switch).
package code

import (
	"strings"

	"playground/engine/policy"
)

// Model is what the editor shows, decided in plain Go.
type Model struct {
	Text string // the code in the editor
	// ErrLine and ErrCol place the last run's code error (0: none).
	ErrLine, ErrCol int
}

// Initial is the code the editor opens with: the address's (raw, as the
// address carries it: compressed or plain), else the browser's draft,
// else the lab's starter code.
func Initial(raw, draft, starter string) string {
	if raw != "" {
		if src, err := policy.Decode(raw); err == nil && src != "" {
			return src
		}
	}
	if draft != "" {
		return draft
	}
	return starter
}

// Lines is how many lines text has (a final newline opens none).
func Lines(text string) int {
	return max(1, strings.Count(strings.TrimSuffix(text, "\n"), "\n")+1)
}

// LineStart is the offset in text of the first character of line n
// (1-based), in UTF-16 units as the textarea counts them; the text's end
// past its last line.
func LineStart(text string, n int) int {
	off, line := 0, 1
	for _, r := range text {
		if line >= n {
			break
		}
		if r == '\n' {
			line++
		}
		off += utf16Len(r)
	}
	return off
}

func utf16Len(r rune) int {
	if r >= 0x10000 {
		return 2
	}
	return 1
}

// ErrorOf is the code error of a run, if its failure was the code's.
func ErrorOf(err error) *policy.Error {
	if err == nil {
		return nil
	}
	pe, _ := policy.As(err)
	return pe
}
