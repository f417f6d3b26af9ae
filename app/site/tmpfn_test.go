package site

import (
	"fmt"
	"os"
	"sort"
	"strings"
	"testing"
)

func TestTmpFuncs(t *testing.T) {
	b, _ := os.ReadFile(os.Getenv("WASMF"))
	m, _ := readModule(b)
	type f struct {
		n string
		s int
	}
	var fs []f
	tot := 0
	for i, size := range m.bodies {
		n := m.names[m.imported+i]
		if strings.HasPrefix(n, os.Getenv("WASMP")) {
			fs = append(fs, f{n, size})
			tot += size
		}
	}
	sort.Slice(fs, func(i, j int) bool { return fs[i].s > fs[j].s })
	for i, x := range fs {
		if i < 40 {
			fmt.Printf("%8d %s\n", x.s, x.n)
		}
	}
	fmt.Println("total", tot)
}
