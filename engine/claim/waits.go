package claim

// Facts about how long the selected messages were under way and how often
// they came, beside MaxWait and MinWait: the figures Little's law (L = λW)
// relates, measured on the trace. A message is under way from its send
// until its answer (or failure) reaches the caller.
const (
	// MeanWait is the mean time from a selected message's send to its
	// answer, in ms.
	MeanWait Fact = "mean_wait_ms"
	// LastAnswer is when the last of the selected messages ended for its
	// caller (its answer or failure arrived), in ms from the run's start.
	LastAnswer Fact = "last_answer_ms"
	// Rate is how many selected messages were sent per second of the send
	// window [Since, Until), which must be closed (Until > Since).
	Rate Fact = "rate_per_s"
	// InFlight is the time average, over the send window [Since, Until)
	// (closed, as for Rate), of how many selected messages were under way:
	// each counts for the part of its send-to-answer span inside the
	// window. A message sent before Since is not among them.
	InFlight Fact = "in_flight"
	// MinAttempt and MaxAttempt are the lowest and the highest attempt
	// number among the selected messages (1: a first try).
	MinAttempt Fact = "min_attempt"
	MaxAttempt Fact = "max_attempt"
)
