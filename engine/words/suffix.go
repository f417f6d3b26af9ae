package words

import "strings"

// Case is a Turkish case or possessive suffix a numeral may take.
type Case int

const (
	Acc  Case = iota // belirtme: 3'ü, 6'yı
	Dat              // yönelme: 5'e, 6'ya
	Loc              // bulunma: 5'te, 10'da, 2 s'de
	Abl              // ayrılma: 5'ten, 10'dan
	Gen              // ilgi: 300 ms'nin, 3'ün
	Poss             // üçüncü kişi iyelik: %50'si, %40'ı, %100'ü
)

// Suffix is the suffix word takes in case c by vowel harmony ("beş", Dat:
// "e"; "altı", Dat: "ya"; "saniye", Loc: "de").
func Suffix(word string, c Case) string {
	v := lastVowel(word)
	front := strings.ContainsRune("eiöü", v) || frontAfterBack(word)
	round := strings.ContainsRune("ouöü", v)
	two := "a"
	if front {
		two = "e"
	}
	four := "ı"
	switch {
	case front && round:
		four = "ü"
	case front:
		four = "i"
	case round:
		four = "u"
	}
	r := []rune(word)
	endsVowel := len(r) > 0 && isVowel(r[len(r)-1])
	hard := len(r) > 0 && strings.ContainsRune("çfhkpsşt", r[len(r)-1])
	d := "d"
	if hard {
		d = "t"
	}
	buffer := func(b string) string {
		if endsVowel {
			return b
		}
		return ""
	}
	switch c {
	case Acc:
		return buffer("y") + four
	case Dat:
		return buffer("y") + two
	case Loc:
		return d + two
	case Abl:
		return d + two + "n"
	case Gen:
		return buffer("n") + four + "n"
	case Poss:
		return buffer("s") + four
	}
	return ""
}

// frontAfterBack: a few loanwords end in a back vowel but take front
// suffixes (saat: saatte, saati, saate; not *saatta).
func frontAfterBack(word string) bool {
	return strings.HasSuffix(word, "saat")
}

func isVowel(r rune) bool { return strings.ContainsRune("aıoueiöü", r) }

func lastVowel(word string) rune {
	r := []rune(word)
	for i := len(r) - 1; i >= 0; i-- {
		if isVowel(r[i]) {
			return r[i]
		}
	}
	return 'e'
}

var (
	ones = [...]string{"sıfır", "bir", "iki", "üç", "dört", "beş", "altı", "yedi", "sekiz", "dokuz"}
	tens = [...]string{"", "on", "yirmi", "otuz", "kırk", "elli", "altmış", "yetmiş", "seksen", "doksan"}
	// powers names 10^3k for k = 1…: the word a number ends on when its
	// lower groups are zero.
	powers = [...]string{"bin", "milyon", "milyar", "trilyon", "katrilyon", "kentilyon"}
)

// spokenInt is the last word of a digit string read aloud: "25" → "beş",
// "40" → "kırk", "300" → "yüz", "10000" → "bin", "0" → "sıfır".
func spokenInt(digits string) string {
	digits = strings.TrimLeft(digits, "0")
	if digits == "" {
		return ones[0]
	}
	for k := 0; len(digits) > 0; k++ {
		n := len(digits)
		g := digits[max(0, n-3):]
		digits = digits[:max(0, n-3)]
		if strings.Trim(g, "0") == "" {
			continue
		}
		if k > 0 {
			return powers[min(k-1, len(powers)-1)]
		}
		g = strings.Repeat("0", 3-len(g)) + g
		switch {
		case g[2] != '0':
			return ones[g[2]-'0']
		case g[1] != '0':
			return tens[g[1]-'0']
		}
		return "yüz"
	}
	return ones[0]
}
