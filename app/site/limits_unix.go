//go:build unix

package site

import "syscall"

// descriptorLimit is how many descriptors the process may hold open: its
// soft RLIMIT_NOFILE, which Go raises to the hard one at start; 0 when it
// cannot be read.
func descriptorLimit() uint64 {
	var rl syscall.Rlimit
	if syscall.Getrlimit(syscall.RLIMIT_NOFILE, &rl) != nil {
		return 0
	}
	return rl.Cur
}
