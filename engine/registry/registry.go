// Package registry is the registry lab. (Stub: replaced by the lab's issue.)
package registry

import (
	"errors"

	"playground/engine/i18n"
	"playground/engine/lab"
	"playground/engine/param"
)

// Lab is the registry lab.
var Lab = &lab.Lab{
	ID:    "registry",
	Title: i18n.Add("registry.title", "registry", "registry"),
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
