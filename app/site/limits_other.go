//go:build !unix

package site

// descriptorLimit is 0 where there is no RLIMIT_NOFILE to read: the
// connection limit keeps its default.
func descriptorLimit() uint64 { return 0 }
