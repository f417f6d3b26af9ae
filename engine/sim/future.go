package sim

// Future is a value that becomes known later: the answer to a call, a
// single-flight result. A process waits on it; event callbacks subscribe to it.
// The first Resolve wins; later ones are ignored (a timeout racing an answer).
type Future[T any] struct {
	sim     *Sim
	done    bool
	val     T
	waiters []*Proc
	thens   []func(T)
}

// NewFuture returns an unresolved future bound to s.
func NewFuture[T any](s *Sim) *Future[T] { return &Future[T]{sim: s} }

// Resolved returns a future that already holds v.
func Resolved[T any](s *Sim, v T) *Future[T] { return &Future[T]{sim: s, done: true, val: v} }

// Done reports whether the future holds a value.
func (f *Future[T]) Done() bool { return f.done }

// Value is the resolved value (the zero value before Resolve).
func (f *Future[T]) Value() T { return f.val }

// Resolve sets the value and wakes waiters at the current time, in the order
// they started waiting. It reports whether this call was the one that won.
func (f *Future[T]) Resolve(v T) bool {
	if f.done {
		return false
	}
	f.done, f.val = true, v
	for _, p := range f.waiters {
		f.sim.wakeAt(f.sim.now, p)
	}
	for _, fn := range f.thens {
		f.sim.At(f.sim.now, func() { fn(v) })
	}
	f.waiters, f.thens = nil, nil
	return true
}

// Wait parks p until the future is resolved and returns its value.
func (f *Future[T]) Wait(p *Proc) T {
	if !f.done {
		f.waiters = append(f.waiters, p)
		p.park()
	}
	return f.val
}

// Then calls fn with the value once it is known (as a separate event, so the
// resolver's code finishes first, like a promise's then).
func (f *Future[T]) Then(fn func(T)) {
	if f.done {
		v := f.val
		f.sim.At(f.sim.now, func() { fn(v) })
		return
	}
	f.thens = append(f.thens, fn)
}
