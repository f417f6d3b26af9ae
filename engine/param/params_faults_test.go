package param

import (
	"strings"
	"testing"

	"playground/engine/fault"
	"playground/engine/i18n"
)

// The faults knob reads the fault grammar, writes it back in time order,
// is empty by default, and refuses a bad list naming why.
func TestTheFaultsKnobReadsTheGrammar(t *testing.T) {
	var fs []fault.Fault
	s := New("test")
	f := s.FaultList(&fs)
	if f.Default != "" || !f.IsAdvanced || f.Kind != Faults {
		t.Errorf("field %+v", f)
	}
	if err := f.set("stall:b@2s+1s,kill:a@1s"); err != nil {
		t.Fatal(err)
	}
	if got := f.get(); got != "kill:a@1s,stall:b@2s+1s" || len(fs) != 2 {
		t.Errorf("written back as %q (%d faults)", got, len(fs))
	}
	err := f.set("melt:a@1s")
	if err == nil || err.Field != "faults" || !strings.Contains(err.Rule.In(i18n.EN), `no fault kind "melt"`) || !strings.Contains(err.Rule.In(i18n.TR), "arıza türü yok") {
		t.Errorf("a bad kind: %+v", err)
	}
	f.reset()
	if fs != nil {
		t.Errorf("reset left %v", fs)
	}
}
