package cli

import (
	"os"
	"regexp"
	"slices"
	"strings"
	"testing"
)

// The README's CLI section shows every command of the table (and help),
// and no command the table does not have: the two lists are one list.
func TestTheReadmeShowsExactlyTheCommandsOfTheTable(t *testing.T) {
	b, err := os.ReadFile("../../README.md")
	if err != nil {
		t.Fatal(err)
	}
	shown := map[string]bool{}
	for _, m := range regexp.MustCompile("(?m)^go run ./app ([a-z]+)").FindAllStringSubmatch(string(b), -1) {
		shown[m[1]] = true
	}
	want := append(names(), "help")
	for _, n := range want {
		if !shown[n] {
			t.Errorf("the README's CLI section does not show `go run ./app %s`", n)
		}
	}
	for n := range shown {
		if !slices.Contains(want, n) {
			t.Errorf("the README shows `go run ./app %s`, which is no command (commands: %s)", n, strings.Join(want, ", "))
		}
	}
}
