package cache

import "playground/engine/sim"

// Group is golang.org/x/sync/singleflight on the sim kernel: while a load for
// a key is in flight, callers for the same key share its result instead of
// starting their own. A flight's result is a sim.Future, so waiting costs
// virtual time only. A Group is one flight table: the lesson's in-process
// `ucus` map (one per app instance), or a lock in the shared store.
//
// Loads and callers are continuations (the lesson's promises), not
// processes: a stampede is hundreds of short reads per strategy, and under
// wasm a process per read cost more than the rest of the run.
//
// When the load returns, the key is forgotten before the waiters wake (the
// lesson's `ucus.delete(a)` inside the promise chain), so a later miss starts
// a new flight.
type Group[K comparable, V any] struct {
	s       *sim.Sim
	flights map[K]*sim.Future[V]
}

// A Load computes a value and hands it to done, now or at a later event.
type Load[V any] func(done func(V))

// NewGroup returns an empty flight table on s.
func NewGroup[K comparable, V any](s *sim.Sim) *Group[K, V] {
	return &Group[K, V]{s: s, flights: map[K]*sim.Future[V]{}}
}

// Start joins key's flight or, if none is in flight, starts load as a new
// event at the current time. It does not wait: stale-while-revalidate starts
// a refresh this way. started reports whether this call began the flight.
func (g *Group[K, V]) Start(key K, load Load[V]) (f *sim.Future[V], started bool) {
	if f, ok := g.flights[key]; ok {
		return f, false
	}
	f = sim.NewFuture[V](g.s)
	g.flights[key] = f
	g.s.At(g.s.Now(), func() {
		load(func(v V) {
			delete(g.flights, key)
			f.Resolve(v)
		})
	})
	return f, true
}

// Do is Start, then answer with the result once it is known. shared reports
// whether the caller joined a flight someone else started.
func (g *Group[K, V]) Do(key K, load Load[V], answer func(v V, shared bool)) {
	f, started := g.Start(key, load)
	f.Then(func(v V) { answer(v, !started) })
}

// InFlight reports whether a load for key is running.
func (g *Group[K, V]) InFlight(key K) bool {
	_, ok := g.flights[key]
	return ok
}
