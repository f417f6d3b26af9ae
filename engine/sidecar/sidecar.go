// Package sidecar is the sidecar lab. (Stub: replaced by the lab's issue.)
package sidecar

import (
	"errors"

	"playground/engine/i18n"
	"playground/engine/lab"
	"playground/engine/param"
)

// Lab is the sidecar lab.
var Lab = &lab.Lab{
	ID:    "sidecar",
	Title: i18n.Add("sidecar.title", "sidecar", "sidecar"),
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
