package sidecar

import (
	"time"

	"playground/engine/i18n"
	"playground/engine/lab"
)

// What the fee service's and the sidecar's answers meant beyond their status:
// the trace keeps it even when the answer was lost or came after a timeout.
const (
	effCharge       = "charge"        // the fee service charged a member
	effDoubleCharge = "double_charge" // it charged a member already charged
	effReplay       = "replay"        // the ledger gave the stored answer again
	effInProgress   = "in_progress"   // 409: the same key's payment is still running
	effRetryDenied  = "retry_denied"  // the sidecar gave up: the budget refused a retry
	effCrash        = "crash"         // the process exited on an uncaught rejection
)

var effects = []lab.Effect{
	{ID: effCharge, Tone: lab.ToneNeutral, Label: i18n.Add("sidecar.effect.charge", "₺ tahsilat", "₺ charge")},
	{ID: effDoubleCharge, Tone: lab.ToneBad, Label: i18n.Add("sidecar.effect.double_charge", "₺ ikinci tahsilat", "₺ charged again")},
	{ID: effReplay, Tone: lab.ToneGood, Label: i18n.Add("sidecar.effect.replay", "saklı yanıt yeniden verildi", "stored answer replayed")},
	{ID: effInProgress, Tone: lab.ToneNeutral, Label: i18n.Add("sidecar.effect.in_progress", "409: ilk ödeme hâlâ sürüyor", "409: first payment still running")},
	{ID: effRetryDenied, Tone: lab.ToneNeutral, Label: i18n.Add("sidecar.effect.retry_denied", "bütçe yeniden denemeyi reddetti", "budget refused the retry")},
	{ID: effCrash, Tone: lab.ToneBad, Label: i18n.Add("sidecar.effect.crash", "süreç çöktü", "process exited")},
}

// Node states in the scene's events.
const (
	stateAlive = "alive"
	stateDead  = "dead"
)

// maxSceneEvents bounds the recorded state changes as the trace is bounded:
// a large run keeps its beginning (the replay view draws rates beyond it).
const maxSceneEvents = 5000

// sceneLog records node state changes in the order they happen, which is
// time order: the kernel runs events by time.
type sceneLog struct {
	events []lab.SceneEvent
}

func (s *sceneLog) add(at time.Duration, node, state string, counters map[string]float64) {
	if len(s.events) < maxSceneEvents {
		s.events = append(s.events, lab.SceneEvent{T: at, Node: node, State: state, Counters: counters})
	}
}

// scene is the run's topology: the measuring script, the two apps, the
// sidecar, the fee service and, when a layout keys its payments, the ledger.
func (b *bench) scene(runs []*layoutRun) lab.Scene {
	nodes := []lab.Node{
		{ID: addrMeasure, Role: lab.RoleClient, Label: nodeMeasure},
		{ID: addrThick, Role: lab.RoleApp, Label: nodeThick.Format(addrThick), Group: "thick"},
		{ID: addrThin, Role: lab.RoleApp, Label: nodeThin.Format(addrThin), Group: "sidecar"},
		{ID: addrSidecar, Role: lab.RoleProxy, Label: nodeSidecar.Format(addrSidecar), Group: "sidecar"},
		{ID: addrFee, Role: lab.RoleService, Label: nodeFee.Format(addrFee)},
	}
	for _, r := range runs {
		if r.idemKey {
			nodes = append(nodes, lab.Node{ID: nodeLedger, Role: lab.RoleCache, Label: nodeLedgerLabel})
			break
		}
	}
	return lab.Scene{Nodes: nodes, Effects: effects, Events: b.events.events}
}

var (
	nodeMeasure     = i18n.Add("sidecar.node.measure", "ölçüm betiği (olc.mjs)", "measuring script (olc.mjs)")
	nodeThick       = i18n.Add("sidecar.node.thick", "kalın uygulama %s", "thick app %s")
	nodeThin        = i18n.Add("sidecar.node.thin", "ince uygulama %s", "thin app %s")
	nodeSidecar     = i18n.Add("sidecar.node.sidecar", "yan araba %s", "sidecar %s")
	nodeFee         = i18n.Add("sidecar.node.fee", "ücret servisi %s", "fee service %s")
	nodeLedgerLabel = i18n.Add("sidecar.node.ledger", "tekillik defteri (ücret servisinde)", "idempotency ledger (in the fee service)")
)
