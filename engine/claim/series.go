package claim

// Facts about a run's series: the data its figures draw (lab.Result.Series),
// read point by point. A lab whose numbers come from a model rather than
// from messages (loads per partition, misses per step, calls over time)
// declares that model's outcome as a series, and a sentence about it is
// checked against the points, aggregated by the oracle's own code.
//
// Ref names one line: "SERIES/LINE", the series' id and the line's id.
const (
	// SeriesSum is the sum of the line's y values.
	SeriesSum Fact = "series_sum"
	// SeriesMax is the line's largest y value.
	SeriesMax Fact = "series_max"
	// SeriesPoints counts the line's points.
	SeriesPoints Fact = "series_points"
	// SeriesMaxPct is the line's largest y as a percentage of the sum of
	// its y values (the busiest partition's share of the requests); 0 when
	// the sum is 0.
	SeriesMaxPct Fact = "series_max_pct"
	// SeriesFirstX is the x of the line's first point whose y is not 0
	// (when a cumulative count first rose), in the x axis' unit; a line
	// whose every y is 0 cannot be measured.
	SeriesFirstX Fact = "series_first_x"
)
