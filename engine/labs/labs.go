// Package labs lists the playground's labs in lesson order.
package labs

import (
	"playground/engine/admission"
	"playground/engine/cache"
	"playground/engine/lab"
	"playground/engine/registry"
	"playground/engine/sidecar"
)

var all = []*lab.Lab{registry.Lab, sidecar.Lab, admission.Lab, cache.Lab}

// All returns the labs in lesson order.
func All() []*lab.Lab { return all }

// Find returns the lab with the given id, or nil.
func Find(id string) *lab.Lab {
	for _, l := range all {
		if l.ID == id {
			return l
		}
	}
	return nil
}
