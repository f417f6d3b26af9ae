package lab

import "testing"

// A checkpoint asks CheckpointCancelled when it is set (an inline run's
// looser limit for its result's building), Cancelled otherwise; a run
// called off there unwinds with the cancelled value RunParams turns into
// ErrCancelled.
func TestACheckpointAsksItsOwnCancelWhenOneIsSet(t *testing.T) {
	unwound := func(e *Env) (ok bool) {
		defer func() { _, ok = recover().(cancelled) }()
		e.Checkpoint()
		return false
	}
	yes, no := func() bool { return true }, func() bool { return false }
	if !unwound(&Env{Cancelled: yes}) {
		t.Error("Cancelled true: the checkpoint went on")
	}
	if unwound(&Env{Cancelled: yes, CheckpointCancelled: no}) {
		t.Error("CheckpointCancelled false: the checkpoint called the run off on Cancelled")
	}
	if !unwound(&Env{Cancelled: no, CheckpointCancelled: yes}) {
		t.Error("CheckpointCancelled true: the checkpoint went on")
	}
	var nilEnv *Env
	if unwound(nilEnv) || unwound(&Env{}) {
		t.Error("no cancel: the checkpoint called the run off")
	}
}
