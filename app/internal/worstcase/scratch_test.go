package worstcase

import (
	"net/url"
	"os"
	"strings"
	"testing"

	"playground/engine/labs"
)

func TestScratch(t *testing.T) {
	for _, line := range strings.Split(os.Getenv("SCRATCH"), ";") {
		lab, q, _ := strings.Cut(line, "?")
		v, _ := url.ParseQuery(q)
		c, err := Measure(labs.Find(lab), v)
		t.Logf("%s %v %dMB alloc %d events heap %dMB err=%v", q, c.Wall, c.Alloc>>20, c.Events, c.PeakHeap>>20, err)
	}
}
