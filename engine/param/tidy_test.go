package param

import (
	"testing"
	"time"
)

// What a learner types the page's way reads as the grammar's value; what
// Tidy does not recognise comes back as typed, for Decode to judge.
func TestTidyReadsThePagesWayOfWritingAndLeavesTheRestToDecode(t *testing.T) {
	for _, c := range []struct {
		k        Kind
		in, want string
	}{
		{Duration, "1,2 s", "1.2s"}, {Duration, " 1200 ms ", "1200ms"}, {Duration, "1 h 30 m", "1h30m"},
		{Duration, "0,25s", "0.25s"}, {Duration, "900ms", "900ms"}, {Duration, "1,s", "1,s"}, {Duration, ",5s", ",5s"},
		{Float, "2,5", "2.5"}, {Float, "0,25", "0.25"}, {Float, "2.5", "2.5"}, {Float, "1,2,3", "1,2,3"}, {Float, "1.000,5", "1.000,5"},
		{Int, "1.000.000", "1000000"}, {Int, "20", "20"}, {Int, "1.00", "1.00"}, {Int, "1000.000", "1000.000"}, {Int, ".000", ".000"},
		{Enum, " fifo ", "fifo"},
	} {
		if got := Tidy(c.k, c.in); got != c.want {
			t.Errorf("Tidy(%s, %q) = %q, want %q", c.k, c.in, got, c.want)
		}
	}
	// Tidied, the page's writing decodes to the value the grammar means.
	var d time.Duration
	var f float64
	var n int
	s := New()
	s.Duration(&d, "lease", time.Second, 0, time.Hour)
	s.Float(&f, "rate", 1, 0, 100)
	s.Int(&n, "queue", 2, 0, 1_000_000)
	q := map[string][]string{"lease": {Tidy(Duration, "1,2 s")}, "rate": {Tidy(Float, "2,5")}, "queue": {Tidy(Int, "1.000.000")}}
	if err := s.Decode(q); err != nil || d != 1200*time.Millisecond || f != 2.5 || n != 1_000_000 {
		t.Errorf("decoded %v %v %v, %v", d, f, n, err)
	}
}
