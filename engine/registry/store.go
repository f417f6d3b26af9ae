package registry

import (
	"time"

	memdb "github.com/hashicorp/go-memdb"
)

// store is the registry's state: the lesson's Map (address → name, health,
// last renewal) as a go-memdb table, plus Consul's index table so a client
// can ask "what changed since index N". Expiry is not a delete: a record
// simply stops counting once the virtual clock passes its lease, exactly as
// the lesson's filter `Date.now() - son < KIRA`.
//
// The last renewal of each address lives beside the tables (renewed), not
// in them: a heartbeat that changes nothing a reader sees is then a map
// write instead of a memdb transaction, as Consul keeps TTL-check timers in
// the agent and writes the catalog only when a status changes. It was a
// third of a lesson run's time in the browser.
type store struct {
	db      *memdb.MemDB
	renewed map[string]time.Duration // address → its last renewal
	lease   time.Duration
	// changed runs after a commit that moved the index (to wake blocking
	// queries and to draw the timeline).
	changed func(index uint64)
}

// answer is what a resolution returns: the lesson's {kira, kayit, adres}
// plus the index it reflects.
type answer struct {
	Lease   int64    `json:"kira"` // ms
	Records int      `json:"kayit"`
	Addrs   []string `json:"adres"`
	Index   uint64   `json:"index"`
	// At is when the registry read its table for this answer (virtual
	// ns): the moment the list describes, which the client learns later.
	At int64 `json:"at_ns"`
}

func newStore(lease time.Duration, changed func(uint64)) *store {
	db, err := memdb.NewMemDB(schema())
	if err != nil {
		panic(err) // the schema is a constant; an error is a programming error
	}
	return &store{db: db, renewed: map[string]time.Duration{}, lease: lease, changed: changed}
}

func (st *store) live(r *instance, now time.Duration) bool {
	return now-st.renewed[r.Address] < st.lease
}

// lastRenewal is when addr's last renewal reached the registry.
func (st *store) lastRenewal(addr string) time.Duration { return st.renewed[addr] }

// What a registration did, for the trace's message effects.
const (
	regRenewed = iota // a live record's lease extended, nothing a reader sees changed
	regAdded          // a record that was not live became live (start, or back after expiry)
	regHealth         // a live record's health flag changed
)

// register is the lesson's /kayit: an upsert keyed by address. A renewal
// that changes nothing a reader can see (still live, same health) refreshes
// the lease without moving the index — Consul likewise skips no-op check
// updates — so blocking queries wake on changes, not on heartbeats.
func (st *store) register(now time.Duration, service, addr string, healthy bool) int {
	old := st.get(st.db.Txn(false), addr)
	wasLive := old != nil && st.live(old, now)
	st.renewed[addr] = now
	if wasLive && old.Healthy == healthy && old.Service == service {
		return regRenewed
	}
	kind := regAdded
	if wasLive {
		kind = regHealth
	}
	txn := st.db.Txn(true)
	defer txn.Abort()
	rec := &instance{Address: addr, Service: service, Healthy: healthy}
	next := st.maxIndex(txn) + 1
	rec.CreateIndex, rec.ModifyIndex = next, next
	if old != nil {
		rec.CreateIndex = old.CreateIndex
	}
	st.insert(txn, tableInstances, rec)
	st.bump(txn, next)
	txn.Commit()
	return kind
}

// expire moves the index when a record's lease runs out unrenewed, so that
// watchers learn of the expiry; the record itself stays (no delete endpoint).
// renewed identifies the renewal whose lease ended: a later renewal wins.
func (st *store) expire(addr string, renewed time.Duration) bool {
	if st.renewed[addr] != renewed {
		return false
	}
	txn := st.db.Txn(true)
	defer txn.Abort()
	old := st.get(txn, addr)
	if old == nil {
		return false
	}
	next := st.maxIndex(txn) + 1
	rec := *old
	rec.ModifyIndex = next
	st.insert(txn, tableInstances, &rec)
	st.bump(txn, next)
	txn.Commit()
	return true
}

// resolve is the lesson's /cozumle/<name>: live records of the service, and
// of those the healthy ones, in address order (the id suffix of memdb's
// non-unique index keys keeps them sorted by address).
func (st *store) resolve(now time.Duration, service string) answer {
	txn := st.db.Txn(false)
	a := answer{Lease: st.lease.Milliseconds(), Index: st.maxIndex(txn), Addrs: []string{}, At: int64(now)}
	it, err := txn.Get(tableInstances, indexService, service)
	if err != nil {
		panic(err)
	}
	for obj := it.Next(); obj != nil; obj = it.Next() {
		if st.live(obj.(*instance), now) {
			a.Records++
		}
	}
	it, err = txn.Get(tableInstances, indexHealth, service, true)
	if err != nil {
		panic(err)
	}
	for obj := it.Next(); obj != nil; obj = it.Next() {
		if r := obj.(*instance); st.live(r, now) {
			a.Addrs = append(a.Addrs, r.Address)
		}
	}
	return a
}

// all lists every record in address order (for the timeline).
func (st *store) all() []*instance {
	txn := st.db.Txn(false)
	it, err := txn.Get(tableInstances, indexID)
	if err != nil {
		panic(err)
	}
	var out []*instance
	for obj := it.Next(); obj != nil; obj = it.Next() {
		out = append(out, obj.(*instance))
	}
	return out
}

// index is the registry's current index ("X-Consul-Index").
func (st *store) index() uint64 { return st.maxIndex(st.db.Txn(false)) }

func (st *store) get(txn *memdb.Txn, addr string) *instance {
	raw, err := txn.First(tableInstances, indexID, addr)
	if err != nil {
		panic(err)
	}
	if raw == nil {
		return nil
	}
	return raw.(*instance)
}

func (st *store) maxIndex(txn *memdb.Txn) uint64 {
	raw, err := txn.First(tableIndex, indexID, tableInstances)
	if err != nil {
		panic(err)
	}
	if raw == nil {
		return 0
	}
	return raw.(*indexEntry).Value
}

func (st *store) bump(txn *memdb.Txn, index uint64) {
	st.insert(txn, tableIndex, &indexEntry{Key: tableInstances, Value: index})
	if st.changed != nil {
		txn.Defer(func() { st.changed(index) })
	}
}

func (st *store) insert(txn *memdb.Txn, table string, obj any) {
	if err := txn.Insert(table, obj); err != nil {
		panic(err)
	}
}
