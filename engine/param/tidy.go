package param

import "strings"

// Tidy writes a value as a person types it the way the page writes
// numbers — a decimal comma ("1,2 s", "2,5"), a space before a unit
// ("1200 ms", "1 h 30 m"), thousands grouped with points ("1.000.000") —
// in the field's grammar ("1.2s", "2.5", "1200ms", "1000000"). Only those
// shapes change: anything else comes back trimmed, for Decode to judge,
// so a value Tidy leaves alone fails or passes exactly as before. The
// grammar itself (addresses, the CLI, lesson pages) stays strict: Tidy is
// for what a learner types into a field.
func Tidy(k Kind, s string) string {
	if k == Code {
		return s // code is text as written: its spaces and newlines are the learner's
	}
	s = strings.TrimSpace(s)
	switch k {
	case Int:
		if grouped(s) {
			return strings.ReplaceAll(s, ".", "")
		}
	case Float:
		if c := strings.Count(s, ","); c == 1 && !strings.Contains(s, ".") && betweenDigits(s, strings.IndexByte(s, ',')) {
			return strings.Replace(s, ",", ".", 1)
		}
	case Duration:
		t := strings.Join(strings.Fields(s), "")
		for i := 0; i < len(t); i++ {
			if t[i] == ',' {
				if !betweenDigits(t, i) {
					return s
				}
				t = t[:i] + "." + t[i+1:]
			}
		}
		return t
	}
	return s
}

// grouped says s is digits in groups of three after the first (1 to 3
// digits), joined by points, with at least one point: "1.000", "12.500.000".
func grouped(s string) bool {
	parts := strings.Split(s, ".")
	if len(parts) < 2 || len(parts[0]) == 0 || len(parts[0]) > 3 {
		return false
	}
	for i, p := range parts {
		if i > 0 && len(p) != 3 {
			return false
		}
		for _, r := range p {
			if r < '0' || r > '9' {
				return false
			}
		}
	}
	return true
}

func betweenDigits(s string, i int) bool {
	isDigit := func(b byte) bool { return '0' <= b && b <= '9' }
	return i > 0 && i+1 < len(s) && isDigit(s[i-1]) && isDigit(s[i+1])
}
