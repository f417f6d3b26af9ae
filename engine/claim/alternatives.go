package claim

// CountAny is Count where Effect and Err may each name alternatives,
// separated by "|": a message matches when its effect (its error) is any
// of them. "charge|double_charge" counts every charge, first or not, in
// one claim, as a sentence gives one total.
const CountAny Fact = "count_any"

// Alt is the separator of CountAny's alternatives.
const Alt = "|"
