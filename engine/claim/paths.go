package claim

// Paths counts the distinct paths among the selected messages: how many
// keys a counter keyed by path (a sidecar's metrics) holds for them.
const Paths Fact = "paths"
