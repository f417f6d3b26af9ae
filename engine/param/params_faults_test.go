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
	s := New()
	f := s.FaultList(&fs, func() []fault.Target {
		return []fault.Target{{ID: "a", Kinds: []fault.Kind{fault.Kill}}, {ID: "b", Kinds: []fault.Kind{fault.Stall}}}
	})
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
	// The lab's targets: a fault on a node it does not offer is refused
	// when the spec is validated, naming the node and the kind.
	if err := f.set("stall:a@1s+1s"); err != nil {
		t.Fatal(err)
	}
	errs, _ := s.Validate().(Errors)
	if len(errs) != 1 || errs[0].Field != "faults" || !strings.Contains(errs[0].Rule.In(i18n.EN), "node a does not take the fault stall") {
		t.Errorf("validation: %v", errs)
	}
	f.reset()
	if fs != nil || s.Validate() != nil {
		t.Errorf("reset left %v", fs)
	}
}
