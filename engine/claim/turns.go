package claim

// TurnCount counts a caller's calls by their turn. Ref names the calls by
// their place, from 1, among every message From sent to Path over the run
// in the order it sent them: "7-12" the 7th to the 12th, "7-" the 7th on.
// The order of sends tells apart calls made at one instant (a refused call
// and the next one), which their times cannot: a lab whose caller makes
// calls of two kinds one after another (a static path's, then a
// registry's) names each kind's calls by turn. The rest of the selection
// (To, the send and answer windows, Outcome, Status, Err, Effect) then
// narrows what is counted among them.
const TurnCount Fact = "turn_count"
