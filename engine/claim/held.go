package claim

// FaultHeld is 1 when a lasting fault (a stall, a drop or a delay) of kind
// State (empty: any of them) on Node — a node id, or a link FROM>TO — was
// in force at At, as the run's faults were written; 0 otherwise. A lab
// that blames a fault for what happened claims it was there.
const FaultHeld Fact = "fault_held"
