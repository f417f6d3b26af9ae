package pagestate

import (
	"encoding/json"
	"net/url"
	"slices"
	"strings"
	"testing"

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
		for i := range MaxHostKeys {
			unknown = append(unknown, strings.Repeat("k", 100000)+string(rune('a'+i%26)))
		}
		for _, lang := range []i18n.Lang{i18n.TR, i18n.EN} {
			p := &State{Addr: Address{Lab: l, Lang: lang}, Form: Form{Errs: pe}, Host: Host{Unknown: unknown, UnknownControls: []string{huge}}}
			errs := p.HostErrors()
			list := make([]map[string]string, len(errs))
			for i, e := range errs {
				list[i] = map[string]string{"field": e.Field, "value": e.Value, "message": e.Message}
			}
			b, _ := json.Marshal(map[string]any{"type": "playground:error", "lab": l.ID, "errors": list})
			if len(b) > 4096 || strings.ContainsRune(string(b), 0x1b) {
				t.Errorf("%s %s: the error message is %d bytes (escape inside: %v)", l.ID, lang, len(b), strings.ContainsRune(string(b), 0x1b))
			}
			if len(errs) > MaxHostErrors {
				t.Errorf("%s: %d entries", l.ID, len(errs))
			}
		}
		p := &State{Addr: Address{Lab: l, Lang: i18n.EN}, Host: Host{Unknown: []string{"a", "b"}, TooMany: 100000}}
		if errs := p.HostErrors(); len(errs) != 1 || !strings.Contains(errs[0].Message, "100000 keys sent") {
			t.Errorf("%s: a set of 100 000 keys is told as %+v", l.ID, errs)
		}
	}
}

func asErrors(err error, pe *param.Errors) bool {
	e, ok := err.(param.Errors)
	*pe = e
	return ok && len(e) > 0
}

// A burst of sets is applied once: a later value wins, the keys the last
// set named that are no knob are told, and the learner's next edit
// supersedes them. A set too large to read is refused whole, the form
// unchanged.
func TestABurstOfSetsIsAppliedOnceAndItsLastSetsRefusalsAreTold(t *testing.T) {
	s := open(t, "lab=admission&controls=queue,nope,nope")
	if !slices.Equal(s.Host.UnknownControls, []string{"nope"}) {
		t.Errorf("unknown controls %v", s.Host.UnknownControls)
	}
	var b Burst
	first := b.Add(HostSet{Vals: map[string]string{"queue": "1", "work": "2s", "zz": "1"}})
	again := b.Add(HostSet{Vals: map[string]string{"queue": "7", "yy": "2", "xx": "3"}})
	if !first || again {
		t.Errorf("the burst's flush was scheduled first %v, again %v", first, again)
	}
	vals, last, ok := b.Take()
	if !ok {
		t.Fatal("no burst taken")
	}
	if _, _, ok := b.Take(); ok {
		t.Error("a burst taken twice")
	}
	rev := s.Form.Rev
	if got := s.SetFromHost(vals, last); got != HostedApply {
		t.Fatalf("the burst did %d", got)
	}
	if s.Form.Raw.Get("queue") != "7" || s.Form.Raw.Get("work") != "2s" || s.Form.Rev != rev+1 || s.Form.Raw.Has("zz") {
		t.Errorf("the form after the burst: %v", s.Form.Raw)
	}
	if !slices.Equal(s.Host.Unknown, []string{"xx", "yy"}) || s.Host.TooMany != 0 {
		t.Errorf("told unknown %v (too many %d); want the last set's xx, yy", s.Host.Unknown, s.Host.TooMany)
	}
	errs := s.HostErrors()
	if len(errs) != 3 || errs[0].Field != "xx" || errs[2].Message != "controls= içindeki şu adlar bu laboratuvarın parametresi değil: nope" {
		t.Errorf("the answer: %+v", errs)
	}
	s.OnEdit(Edit{Name: "queue", Value: "8", Commit: true})
	if s.Host.Unknown != nil {
		t.Error("the learner's edit left the lesson page's refusal")
	}
	huge := HostSet{First: []string{"a", "b"}, N: 100000}
	raw := s.Form.Raw
	if got := s.SetFromHost(nil, huge); got != HostedRefused || s.Host.TooMany != 100000 || s.Form.Raw.Get("queue") != raw.Get("queue") {
		t.Errorf("a set too large: %d, too many %d", got, s.Host.TooMany)
	}
	var home State
	if home.SetFromHost(vals, last) != HostedNothing {
		t.Error("home applied a set")
	}
}
