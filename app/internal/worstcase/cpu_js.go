//go:build js

package worstcase

import (
	"syscall/js"
	"time"
)

// cpuTime is the process's CPU time (user + system) as node counts it: on a
// machine other jobs share, this is what the run would take on a free core.
func cpuTime() time.Duration {
	p := js.Global().Get("process")
	if !p.Truthy() || !p.Get("cpuUsage").Truthy() {
		return 0
	}
	u := p.Call("cpuUsage")
	return time.Duration(u.Get("user").Float()+u.Get("system").Float()) * time.Microsecond
}
