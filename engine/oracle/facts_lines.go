package oracle

import (
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"playground/engine/claim"
)

func init() {
	measures[claim.LineNumber] = func(o *Run, c claim.Claim) (float64, string) {
		parts := strings.Split(c.Ref, "/")
		if len(parts) != 3 {
			return 0, "a line's number is SECTION/LINE/N, not " + strconv.Quote(c.Ref)
		}
		line, err1 := strconv.Atoi(parts[1])
		n, err2 := strconv.Atoi(parts[2])
		if err1 != nil || err2 != nil || line < 1 || n < 1 {
			return 0, "a line's number is SECTION/LINE/N (both from 1), not " + strconv.Quote(c.Ref)
		}
		for _, s := range o.Res.Sections {
			if s.ID != parts[0] {
				continue
			}
			if line > len(s.Lines) {
				return 0, "the section " + strconv.Quote(parts[0]) + " has " + strconv.Itoa(len(s.Lines)) + " lines"
			}
			nums := numbersIn(s.Lines[line-1].EN)
			if n > len(nums) {
				return 0, "the line " + strconv.Quote(s.Lines[line-1].EN) + " holds " + strconv.Itoa(len(nums)) + " numbers"
			}
			return nums[n-1], ""
		}
		return 0, "no section " + strconv.Quote(parts[0])
	}
}

// numbersIn reads the numbers of an English line: runs of digits with ","
// grouping and a "." between digits, none touching a letter.
func numbersIn(s string) []float64 {
	var out []float64
	isDigit := func(i int) bool { return i >= 0 && i < len(s) && s[i] >= '0' && s[i] <= '9' }
	letterAt := func(i int) bool {
		if i < 0 || i >= len(s) {
			return false
		}
		r, _ := utf8.DecodeRuneInString(s[i:])
		if r == utf8.RuneError {
			r, _ = utf8.DecodeLastRuneInString(s[:i+1])
		}
		return unicode.IsLetter(r)
	}
	for i := 0; i < len(s); {
		if !isDigit(i) {
			i++
			continue
		}
		j := i
		for j < len(s) && (isDigit(j) || (s[j] == ',' || s[j] == '.') && isDigit(j-1) && isDigit(j+1)) {
			j++
		}
		if !letterAt(i-1) && !letterAt(j) {
			if v, err := strconv.ParseFloat(strings.ReplaceAll(s[i:j], ",", ""), 64); err == nil {
				out = append(out, v)
			}
		}
		i = j
	}
	return out
}
