// Package admission is the admission lab (lesson 002, "Yük Boşaltma"): the
// lesson's work server — `concurrency` jobs at a time, a queue, each job
// `work` long — measured without admission control (every request queued)
// and with it (past concurrency + queue, 503 with Retry-After at once). Beyond
// the lesson: Poisson arrivals, exponential work, priority classes, deadline
// drops, LIFO, retrying clients and adaptive limits.
package admission

import (
	"playground/engine/i18n"
	"playground/engine/lab"
)

// golden is the course index's block for this lab.
const golden = "unbounded: 2×(200, slice 3), 2×(200, 6), 2×(200, 9), 2×(200, 12), 2×(200, 15)\n" +
	"bounded:   2×(200, 3), 2×(200, 6), 6×(503, 0)\n"

// Lab is the admission lab.
var Lab = &lab.Lab{
	ID:    "admission",
	Title: i18n.Add("admission.title", "Kabul denetimi", "Admission control"),
	Question: i18n.Add("admission.question",
		"Aşırı yükte her isteği kuyruğa almak mı, fazlasını hemen reddetmek mi?",
		"Under overload, queue every request or reject the excess at once?"),
	Lesson: i18n.Add("admission.lesson", "Yük Boşaltma", "Load Shedding"),
	New:    func() lab.Params { return &Params{} },
	Golden: golden,
	Presets: []lab.Preset{
		{ID: "retry-storm", Label: i18n.Add("admission.preset.storm", "Yeniden deneme fırtınası", "Retry storm"),
			Params: "requests=40&client=retry_after&attempts=5"},
		{ID: "backoff", Label: i18n.Add("admission.preset.backoff", "Geri çekilme ve sarsıntı", "Backoff with jitter"),
			Params: "requests=40&client=backoff&attempts=5"},
		{ID: "overload", Label: i18n.Add("admission.preset.overload", "Poisson aşırı yük, son tarih", "Poisson overload with deadlines"),
			Params: "arrivals=poisson&rate=10&duration=60s&work_dist=exp&queue=10&deadline=1s"},
		{ID: "adaptive", Label: i18n.Add("admission.preset.adaptive", "Uyarlanan sınır (AIMD)", "Adaptive limit (AIMD)"),
			Params: "arrivals=poisson&rate=10&duration=60s&work_dist=exp&queue=20&limit=aimd&target=600ms"},
	},
}
