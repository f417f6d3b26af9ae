package run

// Steps coalesces a slider's steps: while one runs, the steps that come
// wait, and only the newest of them runs next; when none runs, a step runs
// at once. A drag thus never queues: the table follows the hand, a step
// behind at most. The zero value is ready; it is used on the UI goroutine
// only.
type Steps struct {
	busy bool
	next func()
}

// Do runs step now if no step is running, else keeps it as the one to run
// next (dropping any step kept before).
func (s *Steps) Do(step func()) {
	if s.busy {
		s.next = step
		return
	}
	s.busy = true
	step()
}

// Done says the running step finished: the newest waiting step runs now,
// if any.
func (s *Steps) Done() {
	s.busy = false
	if next := s.next; next != nil {
		s.next = nil
		s.Do(next)
	}
}

// Busy reports whether a step is running.
func (s *Steps) Busy() bool { return s.busy }

// Reset forgets the running and the waiting step (the page moved on).
func (s *Steps) Reset() { s.busy, s.next = false, nil }

// Ahead keeps a run made ahead of go-app's dispatch for one form (the
// slider's step, run in its input event so the browser paints it in that
// frame): the dispatch that follows takes it instead of running the same
// form again. Key names the form (its text, encoded).
type Ahead struct {
	key string
	out Outcome
	ok  bool
}

// Keep keeps out as the run of the form key.
func (a *Ahead) Keep(key string, out Outcome) { a.key, a.out, a.ok = key, out, true }

// Take returns the run kept for the form key, once; any other form's run is
// dropped.
func (a *Ahead) Take(key string) (Outcome, bool) {
	out, ok := a.out, a.ok && a.key == key
	*a = Ahead{}
	return out, ok
}

// Has reports whether a run is kept for the form key.
func (a *Ahead) Has(key string) bool { return a.ok && a.key == key }
