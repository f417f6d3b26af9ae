package claim

// Bounds of a lab's declared scene counter (an adaptive limit's lowest and
// highest value, and where it ended): data the lab declares beside the
// trace, as it declares states. Node names the scene node, Ref the counter;
// [Since, Until) windows the events that carry it by their time (Until 0:
// to the end). A window in which no event of Node carries the counter
// cannot be measured.
const (
	// CounterMin and CounterMax are the lowest and the highest value the
	// events give the counter.
	CounterMin Fact = "counter_min"
	CounterMax Fact = "counter_max"
	// CounterLast is the value the last of them gives (one instant's events
	// in their declared order).
	CounterLast Fact = "counter_last"
)
