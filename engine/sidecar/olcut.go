package sidecar

// Metric is one counter triple of the lesson: istek/deneme/hata.
type Metric struct {
	Requests int `json:"requests"`
	Attempts int `json:"attempts"`
	Errors   int `json:"errors"`
}

// metrics is the lesson's `olcut` object (istek/deneme/hata per key), not
// the lab's metrics (lab.go), which are read from the summary. It remembers
// insertion order because the lesson prints Object.entries, which keeps it.
type metrics struct {
	order []string
	by    map[string]*Metric
}

func newMetrics() *metrics { return &metrics{by: map[string]*Metric{}} }

// get is `olcut[key] ??= {istek: 0, deneme: 0, hata: 0}`.
func (m *metrics) get(key string) *Metric {
	if x, ok := m.by[key]; ok {
		return x
	}
	x := &Metric{}
	m.by[key] = x
	m.order = append(m.order, key)
	return x
}

func (m *metrics) snapshot() map[string]Metric {
	out := make(map[string]Metric, len(m.by))
	for k, v := range m.by {
		out[k] = *v
	}
	return out
}

// attempts sums the tries every key made toward the fee service.
func (m *metrics) attempts() int {
	n := 0
	for _, k := range m.order {
		n += m.by[k].Attempts
	}
	return n
}

// requests sums the requests every key took in.
func (m *metrics) requests() int {
	n := 0
	for _, k := range m.order {
		n += m.by[k].Requests
	}
	return n
}
