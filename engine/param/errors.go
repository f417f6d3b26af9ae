package param

import (
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"playground/engine/i18n"
)

// Error is one rejected value: which field, what was given, and the rule it
// broke, in both languages. Field and Value are what the caller gave, as
// given; everything that shows them goes through Echo.
type Error struct {
	Field string    `json:"field"`
	Value string    `json:"value"`
	Rule  i18n.Text `json:"rule"`
}

// Errorf builds an Error for a cross-field rule.
func Errorf(field, value string, rule i18n.Text, args ...any) *Error {
	return &Error{Field: field, Value: value, Rule: rule.Format(args...)}
}

// Error is the English form.
func (e *Error) Error() string { return e.In(i18n.EN) }

// In renders the error as `field=value: rule`, the field and the value
// echoed (Echo).
func (e *Error) In(l i18n.Lang) string {
	return Echo(e.Field) + "=" + Echo(e.Value) + ": " + e.Rule.In(l)
}

// MaxEcho bounds how much of a name or a value Echo repeats: enough to
// recognise it, never a wall of text.
const MaxEcho = 80

// Echo is how a name or a value someone typed is repeated anywhere (errors,
// the command line's text and JSON, the page): at most MaxEcho characters as
// printed, then "…"; control and format characters, other whitespace than
// the space, backslashes and invalid UTF-8 escaped as in Go strings (\x1b,
// \u202e, \\, \xff); and quoted when it is empty or holds a space, a quote
// or an escape. Whatever the input, the result is short and holds no
// control byte.
func Echo(s string) string {
	var b strings.Builder
	quote := s == ""
	n, cut := 0, false
	for i := 0; i < len(s); {
		r, size := utf8.DecodeRuneInString(s[i:])
		piece := ""
		switch {
		case r == utf8.RuneError && size == 1:
			piece = `\x` + strconv.FormatUint(uint64(s[i])|0x100, 16)[1:]
		case r == '"' || r == '\\':
			piece = `\` + string(r)
		case r == ' ':
			quote = true
		case !unicode.IsGraphic(r) || unicode.IsSpace(r):
			q := strconv.QuoteRune(r)
			piece = q[1 : len(q)-1]
		}
		width := 1
		if piece != "" {
			quote, width = true, len(piece)
		}
		if n+width > MaxEcho {
			cut = true
			break
		}
		n += width
		if piece != "" {
			b.WriteString(piece)
		} else {
			b.WriteString(s[i : i+size])
		}
		i += size
	}
	if cut {
		b.WriteString("…")
	}
	if quote {
		return `"` + b.String() + `"`
	}
	return b.String()
}

// Errors is every problem found in one decode.
type Errors []*Error

func (es Errors) Error() string { return es.In(i18n.EN) }

// MaxMessage bounds the text of one refused set (Errors.In), whatever the
// number of bad keys and however long they are.
const MaxMessage = 4096

// In joins the errors, one per line, as many as fit in MaxMessage bytes;
// a last line says how many more there are.
func (es Errors) In(l i18n.Lang) string {
	lines, more := es.Lines(l)
	if more > 0 {
		lines = append(lines, ruleMoreErrors.N(more).In(l))
	}
	return strings.Join(lines, "\n")
}

// Lines renders the errors that fit in one message (In) and says how many
// are left out: the command line's JSON lists the same ones.
func (es Errors) Lines(l i18n.Lang) (lines []string, more int) {
	// room for the closing line, whose count has at most 20 digits
	room := MaxMessage - len(ruleMoreErrors.N(2).In(l)) - 20
	size := 0
	for i, e := range es {
		line := e.In(l)
		if i > 0 && size+1+len(line) > room {
			return lines, len(es) - i
		}
		size += len(line) + 1
		lines = append(lines, line)
	}
	return lines, 0
}

// For returns the error for field, or nil (the UI's inline message).
func (es Errors) For(field string) *Error {
	for _, e := range es {
		if e.Field == field {
			return e
		}
	}
	return nil
}

var (
	ruleUnknown      = i18n.Text{TR: "bilinmeyen parametre; geçerli olanlar: %s", EN: "unknown parameter; valid ones: %s"}
	ruleUnknownAgain = i18n.Text{TR: "bilinmeyen parametre", EN: "unknown parameter"}
	ruleMoreUnknown  = i18n.Text{TR: "ve %d bilinmeyen parametre daha", EN: "and %d more unknown parameters"}
	ruleMoreErrors   = i18n.Counted{TR: "ve %d hata daha", EnOne: "and %d more error", EnOther: "and %d more errors"}
	ruleTwice        = i18n.Text{TR: "%d kez verilmiş; her parametre bir kez verilmeli", EN: "given %d times; give each parameter once"}
	ruleInt          = i18n.Text{TR: "yalnız rakamlardan oluşan bir tam sayı olmalı (ör. 3): işaret, boşluk ya da nokta olmadan", EN: "must be a whole number, digits only (e.g. 3): no sign, space or point"}
	ruleIntSigned    = i18n.Text{TR: "rakamlardan oluşan bir tam sayı olmalı, eksiyse başında - ile (ör. 3, -3): boşluk ya da nokta olmadan", EN: "must be a whole number, digits only with a leading - if negative (e.g. 3, -3): no space or point"}
	ruleFloat        = i18n.Text{TR: "0.25 ya da 3 gibi ondalık gösterimle bir sayı olmalı: rakamlar, istenirse bir nokta ve yine rakamlar (ayırıcı virgül değil, nokta); işaret, üs ya da boşluk olmadan", EN: "must be a decimal number such as 0.25 or 3: digits, optionally a point and more digits; no sign, exponent or space"}
	ruleFloatSigned  = i18n.Text{TR: "0.25 ya da -3 gibi ondalık gösterimle bir sayı olmalı: rakamlar, istenirse bir nokta ve yine rakamlar (ayırıcı virgül değil, nokta), eksiyse başında - ile; üs ya da boşluk olmadan", EN: "must be a decimal number such as 0.25 or -3: digits, optionally a point and more digits, a leading - if negative; no exponent or space"}
	ruleDuration     = i18n.Text{TR: "900ms, 1.5s ya da 1h30m gibi bir süre olmalı: sayı-birim çiftleri (ns, us, µs, ms, s, m, h; ondalık ayırıcı nokta), işaret ya da boşluk olmadan; ya da tek başına 0", EN: "must be a duration such as 900ms, 1.5s or 1h30m: number-unit pairs (ns, us, µs, ms, s, m, h; decimals with a point), no sign or space; or a bare 0"}
	ruleBool         = i18n.Text{TR: "tam olarak true ya da false olmalı", EN: "must be exactly true or false"}
	ruleRange        = i18n.Text{TR: "%s ile %s arasında olmalı", EN: "must be between %s and %s"}
	ruleChoice       = i18n.Text{TR: "tam olarak şunlardan biri olmalı: %s", EN: "must be exactly one of: %s"}
	ruleList         = i18n.Text{TR: "502,503 gibi virgülle ayrılmış tam sayılar olmalı, her biri yalnız rakamlardan (%s–%s); boşluk ya da boş öğe olmadan", EN: "must be whole numbers separated by commas such as 502,503, each digits only (%s–%s); no spaces or empty items"}
	ruleListSigned   = i18n.Text{TR: "2,-3 gibi virgülle ayrılmış tam sayılar olmalı, her biri rakamlardan, eksiyse başında - ile (%s–%s); boşluk ya da boş öğe olmadan", EN: "must be whole numbers separated by commas such as 2,-3, each digits only with a leading - if negative (%s–%s); no spaces or empty items"}
	ruleListLen      = i18n.Text{TR: "%d ile %d arasında öğe içermeli", EN: "must have between %d and %d items"}

	sayOn  = i18n.Text{TR: "açık", EN: "on"}
	sayOff = i18n.Text{TR: "kapalı", EN: "off"}

	labelSeed        = i18n.Text{TR: "Tohum", EN: "Seed"}
	labelFaults      = i18n.Text{TR: "Arızalar", EN: "Faults"}
	labelCode        = i18n.Text{TR: "Kod", EN: "Code"}
	helpCode         = i18n.Text{TR: "Laboratuvarın kararını veren kendi kodunuz (Starlark); kod görünümünde yazılır. Boş: laboratuvarın kendi mantığı.", EN: "Your own code making the lab's decision (Starlark), written in the code view. Empty: the lab's own logic."}
	ruleCodeLong     = i18n.Text{TR: "kod %d bayt; en çok %d bayt olabilir", EN: "the code is %d bytes; at most %d are allowed"}
	sayCode          = i18n.Text{TR: "kendi kodunuz", EN: "your own code"}
	labelFaultMoment = i18n.Text{TR: "%d. arızanın anı", EN: "Moment of fault %d"}
	helpFaultMoment  = i18n.Text{TR: "Arıza listesindeki bu arızanın zamanı; tarama onu kaydırır, listenin gerisi aynı kalır.", EN: "The time of this fault of the faults list; a sweep moves it, the rest of the list stays."}
	helpFaults       = i18n.Text{TR: "Çalıştırmaya zamanıyla eklenen arızalar, virgülle ayrılmış: TÜR:DÜĞÜM@AN ya da TÜR:DÜĞÜM@AN+SÜRE. Türler: kill (süreç ölür), restart (yeniden başlar), stall (istekleri süre boyunca tutar); bağlantıda (KAYNAK>HEDEF) drop (kaybeder) ve delay (geciktirir). Boş: dersin kendisi.", EN: "Faults added to the run at their moments, comma-separated: KIND:NODE@T or KIND:NODE@T+DURATION. Kinds: kill (the process dies), restart (it comes back), stall (it holds requests for the duration); on a link (FROM>TO) drop (loses) and delay (holds back). Empty: the lesson as written."}
	helpSeed         = i18n.Text{TR: "Rastgele sayı üretecinin tohumu: aynı parametreler ve aynı tohum her zaman aynı sonucu verir.", EN: "Seed of the random number generator: the same parameters and seed always give the same result."}
)
