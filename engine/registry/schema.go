package registry

import memdb "github.com/hashicorp/go-memdb"

// Table and index names, as Consul's state store spells its schema: one small
// function per table, names as constants.
const (
	tableInstances = "instances"
	tableIndex     = "index"

	indexID      = "id"
	indexService = "service"
	indexHealth  = "health"
)

// instance is one registration. Records are replaced, never edited in place
// (memdb's rule); renewals that change nothing are kept by the store beside
// the table (store.renewed).
type instance struct {
	Address     string
	Service     string
	Healthy     bool
	CreateIndex uint64
	ModifyIndex uint64
}

// indexEntry is the highest raft-style index a table reached, the "since"
// of a blocking query.
type indexEntry struct {
	Key   string
	Value uint64
}

func schema() *memdb.DBSchema {
	return &memdb.DBSchema{Tables: map[string]*memdb.TableSchema{
		tableInstances: instancesTableSchema(),
		tableIndex:     indexTableSchema(),
	}}
}

// instancesTableSchema: the address is the id (one record per replica, which
// is why a renewal is an upsert); service and (service, health) serve the
// resolution query.
func instancesTableSchema() *memdb.TableSchema {
	return &memdb.TableSchema{
		Name: tableInstances,
		Indexes: map[string]*memdb.IndexSchema{
			indexID: {
				Name:    indexID,
				Unique:  true,
				Indexer: &memdb.StringFieldIndex{Field: "Address"},
			},
			indexService: {
				Name:    indexService,
				Indexer: &memdb.StringFieldIndex{Field: "Service"},
			},
			indexHealth: {
				Name: indexHealth,
				Indexer: &memdb.CompoundIndex{Indexes: []memdb.Indexer{
					&memdb.StringFieldIndex{Field: "Service"},
					&memdb.BoolFieldIndex{Field: "Healthy"},
				}},
			},
		},
	}
}

func indexTableSchema() *memdb.TableSchema {
	return &memdb.TableSchema{
		Name: tableIndex,
		Indexes: map[string]*memdb.IndexSchema{
			indexID: {
				Name:    indexID,
				Unique:  true,
				Indexer: &memdb.StringFieldIndex{Field: "Key"},
			},
		},
	}
}
