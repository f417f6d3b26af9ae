// Package admission is the admission lab. (Stub: replaced by the lab's issue.)
package admission

import (
	"errors"

	"playground/engine/i18n"
	"playground/engine/lab"
	"playground/engine/param"
)

// Lab is the admission lab.
var Lab = &lab.Lab{
	ID:    "admission",
	Title: i18n.Add("admission.title", "admission", "admission"),
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
