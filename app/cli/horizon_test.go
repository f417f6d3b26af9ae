package cli

import (
	"strings"
	"testing"

	"playground/engine/labs"
)

// A fault long after the run's end is no cap and no error, in run and in
// sweep alike: the run ends where its work ends (its horizon bounds what a
// fault may stretch), and the reading says the fault changed nothing.
// Before the horizon, run reached the time cap at the fault's moment
// (exit 3, "Try smaller values") while sweep printed its points (exit 0).
func TestAFaultAfterTheRunsEndIsExitZeroInRunAndInSweep(t *testing.T) {
	for _, l := range labs.All() {
		res, err := l.Run(nil, nil)
		if err != nil {
			t.Fatal(err)
		}
		late := "faults=kill:" + res.Scene.Faults[0].ID + "@1000h"
		out, errOut, code := call("run", l.ID, late)
		if code != 0 || !strings.Contains(out, "changed nothing") {
			t.Errorf("run %s %s: exit %d, %s%s", l.ID, late, code, errOut, out)
		}
		var knob string
		for _, f := range l.Knobs().Fields() {
			if f.Numeric() && !f.IsSeed() {
				knob = f.Name + "=" + f.Min + ".." + f.Default + ":2"
				break
			}
		}
		if _, errOut, code := call("sweep", l.ID, knob, late); code != 0 {
			t.Errorf("sweep %s %s %s: exit %d, %s", l.ID, knob, late, code, errOut)
		}
	}
}
