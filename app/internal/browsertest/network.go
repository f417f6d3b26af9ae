package browsertest

import (
	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/network"
)

// NetworkConditions is Network.emulateNetworkConditionsByRule with the
// parameters of both protocol versions (cdproto's params carry only the
// older ones): Chromium 148 requires a top-level offline and refuses the
// command without it ("Invalid parameters"); earlier versions read
// emulateOfflineServiceWorker and each condition's offline. Each version
// ignores the fields it does not know.
var NetworkConditions = cdp.Command[NetworkConditionsParams, network.EmulateNetworkConditionsByRuleResult]{Method: network.CommandEmulateNetworkConditionsByRule}

// NetworkConditionsParams: Offline cuts the tab and its service worker;
// Conditions throttle (or, offline, cut) the requests they match.
type NetworkConditionsParams struct {
	Offline                     bool                  `json:"offline"`
	EmulateOfflineServiceWorker bool                  `json:"emulateOfflineServiceWorker"`
	Conditions                  []*network.Conditions `json:"matchedNetworkConditions"`
}

// Offline are the parameters that cut the network: the page's, its
// service worker's, every request's.
func Offline() NetworkConditionsParams {
	return NetworkConditionsParams{Offline: true, EmulateOfflineServiceWorker: true,
		Conditions: []*network.Conditions{{Offline: true, DownloadThroughput: -1, UploadThroughput: -1}}}
}

// JSNetworkCut is true when a request for a file the service worker never
// stored fails: the worker hands it to the network, which is gone. (Since
// Chromium 148 navigator.onLine is no proof: the emulated offline state
// does not survive a navigation, though the network stays cut.) Its
// failure is not one of the page's problems.
const JSNetworkCut = `fetch("` + networkProbe + `" + Date.now()).then(() => false, () => true)`

const networkProbe = "network-probe-"
