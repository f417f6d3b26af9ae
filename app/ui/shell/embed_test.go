package shell

import (
	"encoding/json"
	"net/url"
	"strings"
	"testing"

	"playground/app/ui/pagestate"
	"playground/engine/i18n"
	"playground/engine/labs"
	"playground/engine/param"
)

// One refused "playground:set" is one message of at most 4 KB, whatever it
// held: every name and value echoed bounded and escaped, the entries
// counted past a few.
func TestARefusedSetIsOneMessageWithin4KBWhateverItHeld(t *testing.T) {
	for _, l := range labs.All() {
		huge := strings.Repeat("\x1b[2J", 250000) // 1 MB of terminal escapes
		q := url.Values{}
		for _, f := range l.Knobs().Fields() {
			q.Set(f.Name, huge) // every knob refused
		}
		_, err := l.Decode(q)
		var pe param.Errors
		if !asErrors(err, &pe) {
			t.Fatalf("%s: a megabyte of escapes decoded: %v", l.ID, err)
		}
		var unknown []string
		for i := range maxHostKeys {
			unknown = append(unknown, strings.Repeat("k", 100000)+string(rune('a'+i%26)))
		}
		for _, lang := range []i18n.Lang{i18n.TR, i18n.EN} {
			p := &page{s: pagestate.State{Addr: pagestate.Address{Lab: l, Lang: lang}, Form: pagestate.Form{Errs: pe}}, host: hostState{unknown: unknown, unknownControls: []string{huge}}}
			errs := p.hostErrors()
			list := make([]map[string]string, len(errs))
			for i, e := range errs {
				list[i] = map[string]string{"field": e.field, "value": e.value, "message": e.message}
			}
			b, _ := json.Marshal(map[string]any{"type": msgError, "lab": l.ID, "errors": list})
			if len(b) > 4096 || strings.ContainsRune(string(b), 0x1b) {
				t.Errorf("%s %s: the error message is %d bytes (escape inside: %v)", l.ID, lang, len(b), strings.ContainsRune(string(b), 0x1b))
			}
			if len(errs) > maxHostErrors {
				t.Errorf("%s: %d entries", l.ID, len(errs))
			}
		}
		p := &page{s: pagestate.State{Addr: pagestate.Address{Lab: l, Lang: i18n.EN}}, host: hostState{unknown: []string{"a", "b"}, tooMany: 100000}}
		if errs := p.hostErrors(); len(errs) != 1 || !strings.Contains(errs[0].message, "100000 keys sent") {
			t.Errorf("%s: a set of 100 000 keys is told as %+v", l.ID, errs)
		}
	}
}

func asErrors(err error, pe *param.Errors) bool {
	e, ok := err.(param.Errors)
	*pe = e
	return ok && len(e) > 0
}
