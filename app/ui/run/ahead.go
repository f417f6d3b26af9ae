package run

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
