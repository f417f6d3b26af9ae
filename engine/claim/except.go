package claim

// Except is the message fact f measured over the claim's selection with the
// messages its Status and Effect pick out left out, rather than kept: what
// a sentence says of "the rest". Except(Count) with Outcome OK and Effect
// "late" counts the answers below 400 that were not late; Except(MeanWait)
// with Outcome Served and Status 503 averages the waits of the requests a
// handler had and did not turn away. f is one of Count, MaxWait, MinWait,
// LastSent, FirstSent, MeanWait, LastAnswer, Rate, InFlight, MinAttempt
// and MaxAttempt; Status or Effect must be set (else nothing is left out).
func Except(f Fact) Fact { return f + ExceptSuffix }

// ExceptSuffix ends the name of an Except fact.
const ExceptSuffix = "_except"
