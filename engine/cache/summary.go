package cache

// Summary is the run's JSON summary (docs/DESIGN.md, "The run's JSON"), with the
// beyond-the-lesson measurements after the lesson's.
type Summary struct {
	Stampede   []StampedeRow  `json:"stampede"` // plain, singleflight, swr
	Expiry     []ExpiryRow    `json:"expiry"`   // fixed, jittered
	Partitions []PartitionRow `json:"partitions"`

	// StampedeBeyond: shared_lock, xfetch, xfetch_sf.
	StampedeBeyond []StampedeRow `json:"stampede_beyond"`
	// Strategy is the one the metrics, the trace and the scene follow.
	Strategy   string    `json:"strategy"`
	Instances  int       `json:"instances"`
	ExpiryAtMS float64   `json:"expiry_at_ms"` // when the hot key's entry falls out
	Hashing    string    `json:"hashing"`
	Rehash     Rehash    `json:"rehash"`
	NearCache  NearCache `json:"near_cache"`
	// FewerCopiesBestPct is the busiest partition's lowest share with any
	// copy count below the largest listed (fewerCopiesBest); the metrics
	// carry it.
	FewerCopiesBestPct float64 `json:"-"`
	// own: the followed strategy's row is the learner's code's, not the
	// lab's logic (Params.own); the invariants hold it to no strategy.
	own bool
}

// Row returns the stampede row of strategy id (every strategy has one).
func (s *Summary) Row(id string) StampedeRow {
	for _, r := range s.Stampede {
		if r.Name == id {
			return r
		}
	}
	for _, r := range s.StampedeBeyond {
		if r.Name == id {
			return r
		}
	}
	return StampedeRow{Name: id}
}

// Chosen is the row of the strategy the metrics follow.
func (s *Summary) Chosen() StampedeRow { return s.Row(s.Strategy) }

// Largest is the partition row with the most copies: the one the metrics
// read (the first of equals).
func (s *Summary) Largest() PartitionRow {
	best := s.Partitions[0]
	for _, r := range s.Partitions[1:] {
		if r.Copies > best.Copies {
			best = r
		}
	}
	return best
}

// rows lists every strategy's row in table order.
func (s *Summary) rows() []StampedeRow {
	return append(append([]StampedeRow{}, s.Stampede...), s.StampedeBeyond...)
}
