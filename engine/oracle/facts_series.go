package oracle

import (
	"strconv"
	"strings"

	"playground/engine/claim"
	"playground/engine/lab"
)

func init() {
	measures[claim.SeriesSum] = func(o *Run, c claim.Claim) (float64, string) {
		return o.overLine(c.Ref, func(pts []lab.Point) (float64, string) {
			sum := 0.0
			for _, p := range pts {
				sum += p.Y
			}
			return sum, ""
		})
	}
	measures[claim.SeriesMax] = func(o *Run, c claim.Claim) (float64, string) {
		return o.overLine(c.Ref, func(pts []lab.Point) (float64, string) {
			if len(pts) == 0 {
				return 0, "the line " + strconv.Quote(c.Ref) + " has no point"
			}
			m := pts[0].Y
			for _, p := range pts[1:] {
				m = max(m, p.Y)
			}
			return m, ""
		})
	}
	measures[claim.SeriesPoints] = func(o *Run, c claim.Claim) (float64, string) {
		return o.overLine(c.Ref, func(pts []lab.Point) (float64, string) { return float64(len(pts)), "" })
	}
	measures[claim.SeriesMaxPct] = func(o *Run, c claim.Claim) (float64, string) {
		return o.overLine(c.Ref, func(pts []lab.Point) (float64, string) {
			sum, top := 0.0, 0.0
			for _, p := range pts {
				sum += p.Y
				top = max(top, p.Y)
			}
			if sum == 0 {
				return 0, ""
			}
			return top / sum * 100, ""
		})
	}
	measures[claim.SeriesFirstX] = func(o *Run, c claim.Claim) (float64, string) {
		return o.overLine(c.Ref, func(pts []lab.Point) (float64, string) {
			for _, p := range pts {
				if p.Y != 0 {
					return p.X, ""
				}
			}
			return 0, "every point of " + strconv.Quote(c.Ref) + " is 0"
		})
	}
}

// overLine finds the line "SERIES/LINE" among the run's series and
// measures its points.
func (o *Run) overLine(ref string, m func([]lab.Point) (float64, string)) (float64, string) {
	series, line, ok := strings.Cut(ref, "/")
	if !ok {
		return 0, "a line is SERIES/LINE, not " + strconv.Quote(ref)
	}
	for _, s := range o.Res.Series {
		if s.ID != series {
			continue
		}
		for _, l := range s.Lines {
			if l.ID == line {
				return m(l.Points)
			}
		}
		return 0, "no line " + strconv.Quote(line) + " in the series " + strconv.Quote(series)
	}
	return 0, "no series " + strconv.Quote(series)
}
