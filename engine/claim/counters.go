package claim

// Counter facts read a lab's declared scene counters (a replica's
// "registered", a registry's "records"), as its state events set them:
// data the lab declares beside the trace, as it declares states. Node names
// the scene node, Ref the counter.
const (
	// CounterAt is the counter's value at At: what the last event at or
	// before At that carries it says (events at one instant in their
	// declared order); 0 when none does.
	CounterAt Fact = "counter_at"
	// CounterChange is the first moment after At at which an event gives
	// the counter another value than it had at At, in ms; −1 when none
	// does within the run.
	CounterChange Fact = "counter_change_ms"
)
