package soak

import (
	"flag"
	"math/rand/v2"
	"net/url"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"playground/engine/lab"
	"playground/engine/labs"
	_ "playground/engine/policy/star" // the draws run the learner's code too
)

var (
	runs = flag.Int("soak.n", 0, "random runs to draw (0: the fixed set CI runs)")
	seed = flag.Uint64("soak.seed", 1, "the draw's seed")
	only = flag.String("soak.lab", "", "draw runs of this lab only")
)

// ciRuns is the fixed draw CI runs on every change: small enough for
// a minute on a busy 2-core machine.
const ciRuns = 240

// Every run the soak draws — random in-bounds values × random faults,
// and every seed case kept from earlier finds — keeps its invariants, gives
// the same bytes twice, and every sentence's claims hold against the
// oracle. A failure prints the CLI line that reproduces it.
func TestSoakFindsNoSentenceTheRunDoesNotShow(t *testing.T) {
	n := *runs
	if n == 0 {
		n = ciRuns
		if testing.Short() {
			n = 40
		}
	}
	// One seeds file per lab (testdata/seeds_LAB.txt), so that fixes in
	// different labs never touch one file.
	files, _ := filepath.Glob("testdata/seeds*.txt")
	var kept []Case
	for _, name := range files {
		text, err := os.ReadFile(name)
		if err != nil {
			t.Fatal(err)
		}
		cs, err := Seeds(string(text), labs.Find)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		for _, c := range cs {
			if *only == "" || c.Lab.ID == *only {
				kept = append(kept, c)
			}
		}
	}
	lessons := map[string]*lab.Result{}
	for _, l := range labs.All() {
		res, err := l.Run(url.Values{}, Env())
		if err != nil {
			t.Fatal(err)
		}
		lessons[l.ID] = res
	}
	var st Stats
	var fails []Failure
	check := func(c Case) {
		fails = append(fails, Check(c, lessons[c.Lab.ID], &st)...)
	}
	for _, c := range kept {
		check(c)
	}
	r := rand.New(rand.NewPCG(*seed, 36))
	all := labs.All()
	if *only != "" {
		all = []*lab.Lab{labs.Find(*only)}
	}
	for i := range n {
		check(Draw(all[i%len(all)], r))
	}
	byKind := map[string]int{}
	for _, f := range fails {
		byKind[f.Kind]++
	}
	t.Logf("soak: %d runs (%d kept cases), %d sentences, %d claims checked, %d refused, %d capped; failures by kind %v",
		st.Runs, len(kept), st.Sentences, st.Claims, st.Refused, st.Capped, byKind)
	// Disagreements first, then the sentences nothing vouches for.
	sort.SliceStable(fails, func(i, j int) bool { return fails[i].Kind != "claimless" && fails[j].Kind == "claimless" })
	seen := map[string]bool{}
	shown := 0
	for _, f := range fails {
		key := f.Kind + f.What
		if i := strings.Index(key, "; the run shows"); i >= 0 {
			key = key[:i]
		}
		if seen[key] || shown >= 40 {
			continue
		}
		seen[key] = true
		shown++
		t.Errorf("%v", f)
	}
}
