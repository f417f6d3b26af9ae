// Package cache is the cache lab. (Stub: replaced by the lab's issue.)
package cache

import (
	"errors"

	"playground/engine/i18n"
	"playground/engine/lab"
	"playground/engine/param"
)

// Lab is the cache lab.
var Lab = &lab.Lab{
	ID:    "cache",
	Title: i18n.Add("cache.title", "cache", "cache"),
	New:   func() lab.Params { return &Params{} },
}

// Params are the lab's knobs.
type Params struct {
	Seed uint64
}

// Spec binds the knobs.
func (p *Params) Spec() *param.Spec {
	s := &param.Spec{}
	s.Seed(&p.Seed, 1)
	return s
}

// Run is not implemented yet.
func (p *Params) Run(env *lab.Env) (*lab.Result, error) {
	return nil, errors.New("not implemented")
}
