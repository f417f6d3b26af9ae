package claim

// Retries counts the selected messages that were a second or later try of
// their call (the message's attempt number above 1): how much of a load
// was retries, as the trace numbers the tries.
const Retries Fact = "retries"
