// Package fault is a run's faults as data: what a learner does to a node
// or a link of the scene at a moment — kill, restart or stall a node; drop
// or delay what a link carries — written one way in the URL, the CLI, the
// embed API and the JSON (the parameter `faults`):
//
//	kill:127.0.0.1:8762@1.2s,stall:127.0.0.1:8763@2s+500ms,drop:olc>127.0.0.1:8761@1s+200ms
//
// KIND:NODE@T, or KIND:NODE@T+DURATION for the kinds that last (stall, drop,
// delay). NODE is a scene node id (ids may hold ':' and '.'), a link is
// FROM>TO. A lab declares which nodes and links take which kinds (Targets);
// Check refuses the rest, naming the node and the kind. The engine applies
// them (netsim.Net.Apply); nothing here knows a lab.
package fault

import (
	"slices"
	"sort"
	"strconv"
	"strings"
	"time"

	"playground/engine/i18n"
)

// Param is the parameter's name, the same in every lab.
const Param = "faults"

// Kind is what a fault does.
type Kind string

const (
	Kill    Kind = "kill"    // the node's process dies: calls are refused
	Restart Kind = "restart" // a killed node comes back
	Stall   Kind = "stall"   // the node holds every request until the stall ends
	Drop    Kind = "drop"    // the link loses what is sent over it
	Delay   Kind = "delay"   // the link carries what is sent over it DURATION later
)

// KindInfo is what a kind of fault is, in one place: the grammar, the
// network, the labs' readings, the replay's fault panel and the tests all
// read it here.
type KindInfo struct {
	Kind Kind
	// Lasts: written with a duration (@T+DURATION) — the kinds that can
	// hold a call open, and so stretch a run.
	Lasts bool
	// OnLink: its target is a link FROM>TO, not a node.
	OnLink bool
	// Name is the kind as a reading names it ("donma arızası").
	Name i18n.Text
	// Choice is the kind as a picker lists it, with its word in the
	// grammar ("donma (stall)").
	Choice i18n.Text
	// Line tells one placed fault: its moment (with its suffix), its
	// target, and for a lasting kind its duration.
	Line i18n.Text
}

// Table is every kind, in the order they are documented.
var Table = []KindInfo{
	{Kind: Kill, Name: i18n.Text{TR: "öldürme arızası", EN: "kill"}, Choice: i18n.Text{TR: "öldürme (kill)", EN: "kill"},
		Line: i18n.Text{TR: "%s %s öldürülür", EN: "at %s, %s is killed"}},
	{Kind: Restart, Name: i18n.Text{TR: "yeniden başlatma arızası", EN: "restart"}, Choice: i18n.Text{TR: "yeniden başlatma (restart)", EN: "restart"},
		Line: i18n.Text{TR: "%s %s yeniden başlar", EN: "at %s, %s restarts"}},
	{Kind: Stall, Lasts: true, Name: i18n.Text{TR: "donma arızası", EN: "stall"}, Choice: i18n.Text{TR: "donma (stall)", EN: "stall"},
		Line: i18n.Text{TR: "%s %s, %s boyunca donar", EN: "at %s, %s stalls for %s"}},
	{Kind: Drop, Lasts: true, OnLink: true, Name: i18n.Text{TR: "kayıp arızası", EN: "drop"}, Choice: i18n.Text{TR: "kayıp (drop)", EN: "drop"},
		Line: i18n.Text{TR: "%s %s bağlantısı %s boyunca istekleri kaybeder", EN: "at %s, the link %s drops requests for %s"}},
	{Kind: Delay, Lasts: true, OnLink: true, Name: i18n.Text{TR: "gecikme arızası", EN: "delay"}, Choice: i18n.Text{TR: "gecikme (delay)", EN: "delay"},
		Line: i18n.Text{TR: "%s %s bağlantısı istekleri %s boyunca geciktirir", EN: "at %s, the link %s holds requests back for %s"}},
}

// Kinds lists the kinds in the order they are documented; NodeKinds and
// LinkKinds are what a node and a link take when a lab offers them whole.
var (
	Kinds     = kindsWhere(func(KindInfo) bool { return true })
	NodeKinds = kindsWhere(func(k KindInfo) bool { return !k.OnLink })
	LinkKinds = kindsWhere(func(k KindInfo) bool { return k.OnLink })
)

func kindsWhere(ok func(KindInfo) bool) []Kind {
	var out []Kind
	for _, k := range Table {
		if ok(k) {
			out = append(out, k.Kind)
		}
	}
	return out
}

// Info is the kind's row of the Table (the zero KindInfo for a kind that
// is none).
func (k Kind) Info() KindInfo {
	if r := k.row(); r != nil {
		return *r
	}
	return KindInfo{}
}

// row is the kind's row of the Table, nil for none: the questions below
// read one field of it, not a copy of the row.
func (k Kind) row() *KindInfo {
	for i := range Table {
		if Table[i].Kind == k {
			return &Table[i]
		}
	}
	return nil
}

// Lasts reports whether the kind is written with a duration (stall, drop,
// delay): the kinds that can hold a call open, and so stretch a run.
func (k Kind) Lasts() bool { r := k.row(); return r != nil && r.Lasts }

// onLink: the kinds whose target is a link.
func (k Kind) onLink() bool { r := k.row(); return r != nil && r.OnLink }

// MaxFaults bounds one run's list: a learner places a handful, and every
// fault is an event the kernel schedules.
const MaxFaults = 32

// Fault is one timed fault.
type Fault struct {
	Kind Kind
	// Target is a node id, or FROM>TO for a link.
	Target string
	At     time.Duration
	For    time.Duration // how long it lasts (stall, drop, delay); 0 otherwise
	// N is the fault's place in the run's list as Parse sorted it, from 1
	// (0: a fault not read from a list): its traced event is "f"+N (ID),
	// kept when a lab picks one set-up's faults (lab.FaultsOn).
	N int
}

// ID is the fault's event id in a run's causes ("f1"), "" for a fault
// that is not in the run's list.
func (f Fault) ID() string {
	if f.N <= 0 {
		return ""
	}
	return "f" + strconv.Itoa(f.N)
}

// Link splits a link target into its ends.
func (f Fault) Link() (from, to string, ok bool) {
	return strings.Cut(f.Target, ">")
}

// String writes f as the grammar reads it.
func (f Fault) String() string {
	s := string(f.Kind) + ":" + f.Target + "@" + compact(f.At)
	if f.Kind.Lasts() {
		s += "+" + compact(f.For)
	}
	return s
}

// Format writes a list as the parameter's value: sorted by time, in the
// order given within an instant.
func Format(fs []Fault) string {
	parts := make([]string, len(fs))
	for i, f := range sorted(fs) {
		parts[i] = f.String()
	}
	return strings.Join(parts, ",")
}

func sorted(fs []Fault) []Fault {
	// sort, not a generic slices sort: each instantiation is its own copy
	// of the sorting code in app.wasm.
	out := append([]Fault(nil), fs...)
	sort.SliceStable(out, func(i, j int) bool { return out[i].At < out[j].At })
	return out
}

// compact writes a duration the shortest way time.ParseDuration reads it
// back ("1.2s", "500ms", "0s").
func compact(d time.Duration) string {
	s := d.String()
	for _, u := range []string{"h0m0s", "m0s"} {
		s = strings.Replace(s, u, u[:1], 1)
	}
	return s
}

// Error is a fault the grammar or the lab refuses: which one (its text as
// given) and why, in both languages.
type Error struct {
	Text   string
	Reason i18n.Text
}

func (e *Error) Error() string { return e.In(i18n.EN) }

// In is the message in language l.
func (e *Error) In(l i18n.Lang) string {
	return txtFault.Format(Param, shown(e.Text), e.Reason).In(l)
}

// Parse reads the parameter's value ("" is no fault), sorted by time.
func Parse(s string) ([]Fault, error) {
	if strings.TrimSpace(s) == "" {
		return nil, nil
	}
	parts := strings.Split(s, ",")
	if len(parts) > MaxFaults {
		return nil, &Error{Text: echo(s), Reason: txtTooMany.Format(len(parts), MaxFaults)}
	}
	out := make([]Fault, 0, len(parts))
	for _, p := range parts {
		// A '+' typed into a URL's query arrives as a space (form
		// encoding): "@2s+500ms" reads the same either way. No other
		// space can stand inside a fault.
		f, err := parseOne(strings.ReplaceAll(strings.TrimSpace(p), " ", "+"))
		if err != nil {
			return nil, err
		}
		// Two faults on one node (or link) at one moment have no order
		// a learner could see: a kill and a restart at 1 s would leave
		// the replay and the readings to guess which came first.
		for _, g := range out {
			if g.Target == f.Target && g.At == f.At {
				return nil, &Error{Text: echo(f.String()), Reason: txtSameMoment.Format(shown(g.String()))}
			}
		}
		out = append(out, f)
	}
	out = sorted(out)
	for i := range out {
		out[i].N = i + 1
	}
	return out, nil
}

func parseOne(p string) (Fault, error) {
	bad := func(why i18n.Text) (Fault, error) { return Fault{}, &Error{Text: echo(p), Reason: why} }
	kind, rest, ok := strings.Cut(p, ":")
	if !ok {
		return bad(txtShape)
	}
	k := Kind(kind)
	if !slices.Contains(Kinds, k) {
		names := make([]string, len(Kinds))
		for i, k := range Kinds {
			names[i] = string(k)
		}
		return bad(txtKind.Format(echo(kind), strings.Join(names, ", ")))
	}
	at := strings.LastIndexByte(rest, '@')
	if at < 0 {
		return bad(txtShape)
	}
	f := Fault{Kind: k, Target: rest[:at]}
	if f.Target == "" || strings.ContainsAny(f.Target, " \t@,") {
		return bad(txtTarget)
	}
	if _, _, link := f.Link(); link != k.onLink() {
		if k.onLink() {
			return bad(txtNeedsLink.Format(k))
		}
		return bad(txtNeedsNode.Format(k))
	}
	when, span, hasSpan := strings.Cut(rest[at+1:], "+")
	d, err := time.ParseDuration(when)
	if err != nil || d < 0 {
		return bad(txtTime.Format(echo(when)))
	}
	f.At = d
	switch {
	case k.Lasts() && !hasSpan:
		return bad(txtNeedsSpan.Format(k))
	case !k.Lasts() && hasSpan:
		return bad(txtNoSpan.Format(k))
	case hasSpan:
		d, err := time.ParseDuration(span)
		if err != nil || d <= 0 {
			return bad(txtSpan.Format(echo(span)))
		}
		f.For = d
	}
	return f, nil
}

// echo bounds what a message repeats of the learner's text.
func echo(s string) string {
	if r := []rune(s); len(r) > 80 {
		return string(r[:79]) + "…"
	}
	return s
}

// shown is a name as a reason repeats it: bounded (echo), and in Go's
// quotes and escapes when it holds a control character, a quote or a
// backslash, so no raw byte of it reaches a terminal or the JSON.
func shown(s string) string {
	e := echo(s)
	if q := strconv.Quote(e); q[1:len(q)-1] != e {
		return q
	}
	return e
}

// Target is a node or link a lab lets the learner fault, and how.
type Target struct {
	ID    string `json:"id"` // a scene node id, or FROM>TO
	Kinds []Kind `json:"kinds"`
}

// Check refuses a fault on a target the lab does not offer, or of a kind
// the target does not take. (A fault after the run's end is no error: the
// run says it changed nothing.)
func Check(fs []Fault, targets []Target) error {
	for _, f := range fs {
		i := slices.IndexFunc(targets, func(t Target) bool { return t.ID == f.Target })
		switch {
		case i < 0:
			return &Error{Text: echo(f.String()), Reason: txtNoTarget.Format(shown(f.Target))}
		case !slices.Contains(targets[i].Kinds, f.Kind):
			return &Error{Text: echo(f.String()), Reason: txtNotAllowed.Format(shown(f.Target), f.Kind)}
		}
	}
	return nil
}

// Active reports whether a lasting fault holds at t: from At, for For.
func (f Fault) Active(t time.Duration) bool { return t >= f.At && t < f.At+f.For }

var (
	txtFault      = i18n.Text{TR: "%s=%s: %s", EN: "%s=%s: %s"}
	txtTooMany    = i18n.Text{TR: "%d arıza yazılmış; en çok %d arıza olabilir", EN: "%d faults given; at most %d are allowed"}
	txtShape      = i18n.Text{TR: "arıza TÜR:DÜĞÜM@ZAMAN ya da TÜR:DÜĞÜM@ZAMAN+SÜRE biçiminde yazılır", EN: "a fault is written KIND:NODE@T or KIND:NODE@T+DURATION"}
	txtKind       = i18n.Text{TR: "%q diye bir arıza türü yok (%s)", EN: "there is no fault kind %q (%s)"}
	txtTarget     = i18n.Text{TR: "düğüm adı boş ya da boşluk, @ veya virgül içeriyor", EN: "the node is empty or holds a space, @ or a comma"}
	txtNeedsLink  = i18n.Text{TR: "%s bir bağlantıya uygulanır: KAYNAK>HEDEF", EN: "%s applies to a link: FROM>TO"}
	txtNeedsNode  = i18n.Text{TR: "%s bir düğüme uygulanır, bağlantıya değil", EN: "%s applies to a node, not a link"}
	txtTime       = i18n.Text{TR: "%q bir an değil (örnek: “1.2s”, “500ms”)", EN: "%q is not a moment (say “1.2s”, “500ms”)"}
	txtNeedsSpan  = i18n.Text{TR: "%s bir süre ister: @ZAMAN+SÜRE", EN: "%s needs a duration: @T+DURATION"}
	txtSameMoment = i18n.Text{TR: "aynı düğüme aynı anda ikinci arıza (ilki %s); hangisinin önce geldiği belli olmaz, birini başka bir ana taşıyın", EN: "a second fault on one node at one moment (the first is %s): which comes first is undefined; move one to another moment"}
	txtNoSpan     = i18n.Text{TR: "%s bir anlıktır, süre almaz", EN: "%s happens at an instant and takes no duration"}
	txtSpan       = i18n.Text{TR: "%q sıfırdan büyük bir süre değil", EN: "%q is not a duration above zero"}
	txtNoTarget   = i18n.Text{TR: "bu laboratuvarda %s diye arızalanabilen bir düğüm ya da bağlantı yok", EN: "this lab has no node or link %s that can take a fault"}
	txtNotAllowed = i18n.Text{TR: "%s düğümü %s arızası almaz", EN: "node %s does not take the fault %s"}
)

// OnNodes offers every node kind on each id.
func OnNodes(ids ...string) []Target {
	out := make([]Target, len(ids))
	for i, id := range ids {
		out[i] = Target{ID: id, Kinds: NodeKinds}
	}
	return out
}

// OnLink offers every link kind on the link from → to.
func OnLink(from, to string) Target { return Target{ID: from + ">" + to, Kinds: LinkKinds} }

// Questions a model asks of a run's faults at a moment, for a lab whose
// traffic does not go through netsim (which asks the same).

// Until is the end of the latest fault of kind k on target that holds at t,
// and whether one does.
func Until(fs []Fault, k Kind, target string, t time.Duration) (end time.Duration, ok bool) {
	for _, f := range fs {
		if f.Kind == k && f.Target == target && f.Active(t) {
			end, ok = max(end, f.At+f.For), true
		}
	}
	return end, ok
}

// DelayOn is the extra time the link's delays add to what is sent at t.
func DelayOn(fs []Fault, link string, t time.Duration) time.Duration {
	var d time.Duration
	for _, f := range fs {
		if f.Kind == Delay && f.Target == link && f.Active(t) {
			d += f.For
		}
	}
	return d
}

// Down reports whether node is dead at t: its last kill or restart at or
// before t was a kill.
func Down(fs []Fault, node string, t time.Duration) bool {
	down := false
	for _, f := range sorted(fs) {
		if f.Target == node && f.At <= t && (f.Kind == Kill || f.Kind == Restart) {
			down = f.Kind == Kill
		}
	}
	return down
}

// KilledIn is the first kill of node in (from, to], if any.
func KilledIn(fs []Fault, node string, from, to time.Duration) (time.Duration, bool) {
	for _, f := range sorted(fs) {
		if f.Kind == Kill && f.Target == node && f.At > from && f.At <= to {
			return f.At, true
		}
	}
	return 0, false
}
