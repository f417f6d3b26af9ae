// Package registry is the service-discovery lab (lesson 000, "Servis
// Keşfi"): a lease-based registry on go-memdb against a static address
// file, over the lesson's five phases — all alive, a replica killed, its
// lease expired, a replica reporting unhealthy, a replica added.
package registry

import (
	"playground/engine/i18n"
	"playground/engine/lab"
)

// golden is the course index's table for the lesson's defaults.
const golden = `phase                      static ok  static addrs  registry ok  records  addrs
all alive                  6/6        3             6/6          3        3
replica killed (at once)   4/6        3             4/6          3        3
lease expired              4/6        3             6/6          2        2
replica reports unhealthy  2/6        3             6/6          2        1
new replica added          2/6        3             6/6          3        2
dead-address requests in the discovery window = 2/6
config files touched when a replica is added: static 3, registry 0;
clients restarted: static 3, registry 0
`

// Lab is the registry lab.
var Lab = &lab.Lab{
	ID:       "registry",
	Title:    txtTitle,
	Question: txtQuestion,
	Lesson:   txtLesson,
	New:      func() lab.Params { return &Params{} },
	Golden:   golden,
	Presets: []lab.Preset{
		{ID: "long_lease", Label: i18n.Add("registry.preset.long_lease", "Uzun kira (2 s)", "Long lease (2 s)"),
			Params: "lease=2s"},
		{ID: "short_lease_blip", Label: i18n.Add("registry.preset.short_lease_blip", "Kısa kira ve yenileme kaybı: salınım", "Short lease and a renewal blip: oscillation"),
			Params: "lease=300ms&renew=100ms&blip_at=1.9s&blip_for=400ms"},
		{ID: "outage_cached", Label: i18n.Add("registry.preset.outage_cached", "Defter kesintisi, önbellekli istemci", "Registry outage, cached client"),
			Params: "outage_at=1.5s&outage_for=1.2s&resolve=cache&cache_ttl=2s"},
	},
}
