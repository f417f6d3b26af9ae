package sidecar

import (
	"slices"
	"strconv"
	"strings"
	"time"

	"playground/engine/i18n"
	"playground/engine/lab"
	"playground/engine/netsim"
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
	{ID: effCharge, Tone: lab.ToneNeutral, Label: i18n.Text{TR: "₺ tahsilat", EN: "₺ charge"}},
	{ID: effDoubleCharge, Tone: lab.ToneBad, Label: i18n.Text{TR: "₺ ikinci tahsilat", EN: "₺ charged again"}},
	{ID: effReplay, Tone: lab.ToneGood, Label: i18n.Text{TR: "saklı yanıt yeniden verildi", EN: "stored answer replayed"}},
	{ID: effInProgress, Tone: lab.ToneNeutral, Label: i18n.Text{TR: "409: ilk ödeme hâlâ sürüyor", EN: "409: first payment still running"}},
	{ID: effRetryDenied, Tone: lab.ToneNeutral, Label: i18n.Text{TR: "bütçe yeniden denemeye izin vermedi", EN: "budget refused the retry"}},
	{ID: effCrash, Tone: lab.ToneBad, Label: i18n.Text{TR: "süreç çöktü", EN: "process exited"}},
}

// Event kinds in the run's causes (docs/DESIGN.md, "Causes (why)"): a
// message's kind says what the call is (a retry's is the kind and
// "_retry"), a scene event's what it marks.
const (
	kindRequest  = "request"       // the measuring script's call to an app
	kindForward  = "forward"       // the thin app hands the call to its sidecar
	kindRead     = "read"          // a debt query to the fee service
	kindPayment  = "payment"       // a payment to the fee service
	kindListen   = "listen"        // the fee service starts for a layout, with its certificate
	kindCrash    = "crash"         // a process exits on an uncaught rejection (on_error=crash)
	kindRetry    = "retry"         // the note on a layout's first retry of a method
	kindDouble   = "double_charge" // the note on a layout's first second charge
	kindReplay   = "replay"        // the note on the ledger's first replayed answer
	kindConflict = "conflict"      // the note on the ledger's first 409
	kindDenied   = "retry_denied"  // the note on the budget's first refusal
)

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
	// refs are the events' provisional ids (lab.Refs), for the causes
	// that name an event before the scene is sorted.
	refs lab.Refs
	// later are causes the run learns of a message once it has ended
	// (the certificate a handshake failed on, the note on a retry): added
	// to the trace after the run.
	later []link
}

// link is a cause to add to a traced message after the run.
type link struct{ msg, cause string }

func (s *sceneLog) add(at time.Duration, node, state string, counters map[string]float64) {
	s.addEvent(lab.SceneEvent{T: at, Node: node, State: state, Counters: counters})
}

// addEvent records e (with its id, kind and causes, if any); false past
// the cap, when the scene leaves it out.
func (s *sceneLog) addEvent(e lab.SceneEvent) bool {
	if len(s.events) < maxSceneEvents {
		s.events = append(s.events, e)
		return true
	}
	return false
}

// ref is a fresh provisional id for an event about to be recorded.
func (s *sceneLog) ref() string { return s.refs.Next() }

// causedBy records that message msg (an id; "" past the trace limit)
// also happened because of cause, learnt after the call ended.
func (s *sceneLog) causedBy(msg, cause string) {
	if msg != "" && cause != "" {
		s.later = append(s.later, link{msg, cause})
	}
}

// linkLater adds the causes learnt after the calls to the trace, whose
// ids are their places.
func (s *sceneLog) linkLater(trace []netsim.Message) {
	at := make(map[string]int, len(s.later))
	for i := range trace {
		at[trace[i].ID] = i
	}
	for _, l := range s.later {
		if i, ok := at[l.msg]; ok && !slices.Contains(trace[i].Causes, l.cause) {
			trace[i].Causes = append(slices.Clip(trace[i].Causes), l.cause)
		}
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
	sc := lab.Scene{Nodes: nodes, Effects: effects, States: sceneStates, Counters: sceneCounters}
	sc.Events = append(slices.Clone(b.events.events), b.notes(&sc, runs)...)
	lab.SortEvents(sc.Events)
	return sc
}

// notes narrate each layout from the trace and the charge log: its start,
// the first retry of each method, the first double charge, replayed
// answer, 409, refused retry and crash, and what it added up to.
func (b *bench) notes(sc *lab.Scene, runs []*layoutRun) []lab.SceneEvent {
	trace := b.net.Trace()
	var out []lab.SceneEvent
	say := func(t time.Duration, node string, note i18n.Text) {
		out = append(out, lab.SceneEvent{T: t, Node: node, Note: &note})
	}
	// sayWhy is say for a note with its kind and causes (ids of messages
	// that ended by t, or refs of events at its node).
	sayWhy := func(t time.Duration, node string, note i18n.Text, kind string, causes ...string) {
		say(t, node, note)
		e := &out[len(out)-1]
		e.Kind = kind
		for _, c := range causes {
			if c != "" {
				e.Causes = append(e.Causes, c)
			}
		}
	}
	label := func(id string) i18n.Text {
		if n := sc.Node(id); n != nil {
			return n.Label
		}
		return i18n.Plain(id)
	}
	for _, r := range runs {
		if !r.reached {
			continue
		}
		say(r.start, addrMeasure, noteLayout.Format(r.label))
		var msgs []netsim.Message
		for _, m := range trace {
			if m.Sent >= r.start && m.Sent <= r.end {
				msgs = append(msgs, m)
			}
		}
		netsim.SortBySent(msgs)
		told := map[string]bool{}
		first := func(kind string) bool {
			if told[kind] {
				return false
			}
			told[kind] = true
			return true
		}
		for i, m := range msgs {
			if m.To == addrFee && m.Attempt > 1 && first("retry "+m.Method) {
				prev := i18n.Plain("?")
				for _, o := range msgs[:i] {
					if o.From == m.From && o.To == m.To && o.Method == m.Method && o.Path == m.Path && o.Attempt == m.Attempt-1 {
						prev = ended(o)
					}
				}
				// The note tells why the retry was sent: it follows the try
				// the retry repeats, and the retry follows it.
				ref := b.events.ref()
				sayWhy(m.Sent, m.From, noteRetry.Format(label(m.From), m.Method+" "+m.Path, m.Attempt, prev), kindRetry, repeated(m))
				out[len(out)-1].ID = ref
				b.events.causedBy(m.ID, ref)
			}
			// A note at a message's answer follows that message.
			switch m.Effect {
			case effReplay:
				if first(m.Effect) {
					sayWhy(m.Received, addrFee, noteReplay, kindReplay, m.ID)
				}
			case effInProgress:
				if first(m.Effect) {
					sayWhy(m.Received, addrFee, noteConflict, kindConflict, m.ID)
				}
			case effRetryDenied:
				if first(m.Effect) {
					sayWhy(m.Received, m.To, noteDenied, kindDenied, m.ID)
				}
			case effCrash:
				if first(m.Effect + m.To) {
					sayWhy(m.Received, m.To, noteCrash.Format(label(m.To)), "", m.ID)
				}
			}
		}
		charged := map[string]int{}
		for _, c := range r.fee.chargeLog {
			if charged[c.Member]++; charged[c.Member] > 1 && first("double") {
				// The second charge follows the try its request repeated,
				// whose payment had gone through.
				sayWhy(c.At, addrFee, noteDouble.Format(c.Member, charged[c.Member], label(c.From), c.Attempt), kindDouble, c.repeats)
			}
		}
		done := noteDone
		if !r.done {
			done = noteCut
		}
		say(r.end, addrMeasure, done.Format(r.label, cntFeeRequests.N(r.fee.requests()), cntCharges.N(r.fee.charges)))
	}
	return out
}

// repeated is the try a retry repeats: the message its sender named
// first among its causes ("" for a first try).
func repeated(m netsim.Message) string {
	if m.Attempt > 1 && len(m.Causes) > 0 && strings.HasPrefix(m.Causes[0], "m") {
		return m.Causes[0]
	}
	return ""
}

// tlsReason says why a handshake failed in both languages: netsim gives
// the reason as a TLS library would, in English.
func tlsReason(reason string) i18n.Text {
	switch {
	case reason == "certificate has expired":
		return reasonExpired
	case reason == "server does not speak TLS":
		return reasonNoTLS
	}
	// netsim writes "certificate is valid for HOST, not NAME". Cut, not
	// fmt.Sscanf: the scanner alone is 40 kB of app.wasm.
	if rest, ok := strings.CutPrefix(reason, "certificate is valid for "); ok {
		if host, name, ok := strings.Cut(rest, ", not "); ok {
			return reasonHost.Format(name, host)
		}
	}
	return i18n.Plain(reason)
}

// ended is how a try ended, for a sentence: its status, or what became of
// it in the language's words (a TLS failure keeps the library's reason, in
// parentheses).
func ended(m netsim.Message) i18n.Text {
	switch {
	case m.Err == "":
		return i18n.Plain(strconv.Itoa(m.Status))
	case m.Err == netsim.ErrTimeout.Error():
		return proseTimeout
	case strings.HasPrefix(m.Err, netsim.ErrRefused.Error()):
		return proseRefused
	case strings.HasPrefix(m.Err, netsim.ErrReset.Error()):
		return proseReset
	case strings.HasPrefix(m.Err, netsim.ErrTLS.Error()):
		return proseTLS.Format(tlsReason(strings.TrimPrefix(strings.TrimPrefix(m.Err, netsim.ErrTLS.Error()), ": ")))
	}
	return i18n.Plain(m.Err)
}

// The states and counters the events use, for people.
var (
	sceneStates = []lab.State{
		{ID: stateAlive, Tone: lab.ToneGood, Label: i18n.Text{TR: "çalışıyor", EN: "running"}},
		{ID: stateDead, Tone: lab.ToneBad, Label: i18n.Text{TR: "çöktü", EN: "exited"}},
	}
	sceneCounters = []lab.Counter{
		{ID: "reads", Label: i18n.Text{TR: "okuma", EN: "reads"}},
		{ID: "payments", Label: i18n.Text{TR: "ödeme isteği", EN: "payment requests"}},
		{ID: "charges", Label: i18n.Text{TR: "tahsilat", EN: "charges"}},
		{ID: "replays", Label: i18n.Text{TR: "yeniden verilen yanıt", EN: "replayed answers"}},
		{ID: "conflicts", Label: i18n.Text{TR: "409", EN: "409s"}},
		{ID: "tries", Label: i18n.Text{TR: "deneme", EN: "tries"}},
		{ID: "retries", Label: i18n.Text{TR: "yeniden deneme", EN: "retries"}},
		{ID: "denied", Label: i18n.Text{TR: "bütçenin izin vermediği", EN: "budget refusals"}},
		{ID: "keys", Label: i18n.Text{TR: "anahtar", EN: "keys"}},
		{ID: "done", Label: i18n.Text{TR: "tamamlanan", EN: "completed"}},
	}
)

// Notes: what the replay says at the moments a learner should notice.
var (
	noteLayout = i18n.Text{
		TR: "Şimdi ölçülen yerleşim: %s. Ölçüm betiği borç sorgusunu ve ödemeyi uygulamaya gönderiyor.",
		EN: "Now measuring: %s. The measuring script sends the debt query and the payment to the app.",
	}
	noteRetry = i18n.Text{
		TR: "Yeniden deneme: %s, %s isteğini %d. kez gönderdi; önceki deneme %s ile bitmişti.",
		EN: "Retry: the %s sent %s again (try %d); the try before ended with %s.",
	}
	noteDouble = i18n.Text{
		TR: "Ücret servisi %s üyesinden yine tahsilat yaptı: bu üyeden yapılan %d. tahsilat (gönderen: %s, %d. deneme). Önceki ödeme işlenmişti, ama başarısı arayana ulaşmamıştı.",
		EN: "The fee service charged member %s again: that member's charge number %d (sent by the %s, try %d). The earlier payment had gone through, but its success never reached the caller.",
	}
	noteReplay = i18n.Text{
		TR: "Tekillik defteri anahtarı tanıdı: ücret servisi saklı yanıtı yeniden verdi, ikinci kez tahsilat yapılmadı.",
		EN: "The idempotency ledger knew the key: the fee service replayed the stored answer, and charged nothing twice.",
	}
	noteConflict = i18n.Text{
		TR: "Ücret servisi 409 döndü: aynı anahtarlı ilk ödeme hâlâ sürüyor; ikinci kez tahsilat yapılmadı.",
		EN: "The fee service answered 409: the first payment with the same key is still running; nothing was charged twice.",
	}
	noteDenied = i18n.Text{
		TR: "Yeniden deneme bütçesi tükendi: yan araba bu isteği yeniden denemeden bıraktı.",
		EN: "The retry budget is spent: the sidecar gave up on this request without retrying.",
	}
	noteCrash = i18n.Text{
		TR: "Süreç çöktü: %s. Yakalanmamış bir hata süreci sonlandırdı; yoldaki istekleri de onunla gitti.",
		EN: "A process exited: the %s. An uncaught rejection ended it, and its requests in flight went with it.",
	}
	noteDone = i18n.Text{
		TR: "Yerleşimin ölçümü bitti (%s): ücret servisinin işleyicisine %s ulaştı, %s yapıldı.",
		EN: "Layout done (%s): %s reached the fee service's handler, %s made.",
	}
	noteCut = i18n.Text{
		TR: "Çalıştırma süre sınırında durduruldu; yerleşimin ölçümü bitmemişti (%s): o ana dek ücret servisinin işleyicisine %s ulaştı, %s yapıldı.",
		EN: "The run was stopped at its horizon before this layout was measured to its end (%s): by then %s reached the fee service's handler, %s made.",
	}
	cntFeeRequests = i18n.Counted{TR: "%d istek", EnOne: "%d request", EnOther: "%d requests"}
	cntCharges     = i18n.Counted{TR: "%d tahsilat", EnOne: "%d charge was", EnOther: "%d charges were"}
)

var (
	nodeMeasure     = i18n.Text{TR: "ölçüm betiği (olc.mjs)", EN: "measuring script (olc.mjs)"}
	nodeThick       = i18n.Text{TR: "kalın uygulama %s", EN: "thick app %s"}
	nodeThin        = i18n.Text{TR: "ince uygulama %s", EN: "thin app %s"}
	nodeSidecar     = i18n.Text{TR: "yan araba %s", EN: "sidecar %s"}
	nodeFee         = i18n.Text{TR: "ücret servisi %s", EN: "fee service %s"}
	nodeLedgerLabel = i18n.Text{TR: "tekillik defteri (ücret servisinde)", EN: "idempotency ledger (in the fee service)"}
)
