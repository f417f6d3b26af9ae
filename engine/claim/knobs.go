package claim

// Knob is the run's parameter Ref as a number, as the run's params write it:
// a whole or decimal number as it is, a duration in ms. A sentence that
// restates a knob ("a jitter of 40 steps", "a near cache with a 2 s TTL")
// claims the value the run had, not the lesson's.
const Knob Fact = "knob"
