package claim

// LineNumber is a number in one of the run's printed lines, as its English
// text writes it: Ref is "SECTION/LINE/N", the section's id, the line's
// number from 1 and the number's place in the line from 1. A number is a
// run of digits (with "," grouping and one "." inside), not part of a word
// ("sha256" holds none): "jittered (sha256 % 40) -> 40 steps, at most 11 in
// one step" holds 40, 40 and 11. A sentence that repeats what a lesson's
// line prints (where the lesson prints lines, not a table) claims it so.
const LineNumber Fact = "line_number"
