//go:build !js

package worstcase

import (
	"syscall"
	"time"
)

// cpuTime is the process's CPU time (user + system), every thread's: the
// collector's work on other threads counts too.
func cpuTime() time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}
