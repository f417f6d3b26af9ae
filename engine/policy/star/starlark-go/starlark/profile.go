// The playground's fork: no profiler. Upstream's (StartProfile) writes a
// gzipped pprof file, which linked compress/gzip, bufio, log and os into
// the browser's wasm; the playground never profiles a learner's code.

package starlark

func (thread *Thread) beginProfSpan() {}

func (thread *Thread) endProfSpan() {}
