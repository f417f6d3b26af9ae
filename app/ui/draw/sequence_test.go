package draw

import (
	"strings"
	"testing"
	"time"

	"playground/engine/i18n"
	"playground/engine/lab"
	"playground/engine/netsim"
)

func seqResult() *lab.Result {
	us := time.Microsecond
	return &lab.Result{
		Figures: []lab.Figure{
			{ID: "seq.one", Kind: lab.FigSequence, Title: i18n.Plain("one"), To: 2000 * us},
			{ID: "seq.two", Kind: lab.FigSequence, Title: i18n.Plain("two"), From: 2000 * us},
		},
		Scene: lab.Scene{
			Nodes: []lab.Node{
				{ID: "fee", Role: lab.RoleService, Label: txt("ücret servisi", "fee service")},
				{ID: "app", Role: lab.RoleApp, Label: txt("uygulama", "app")},
				{ID: "side", Role: lab.RoleProxy, Label: txt("yan araba", "sidecar")},
			},
			Effects: []lab.Effect{{ID: "charge", Label: txt("tahsilat", "charge"), Tone: lab.ToneBad}},
		},
		Trace: []netsim.Message{
			{From: "app", To: "side", Sent: 0, Received: 900 * us, Method: "POST", Path: "/pay", Status: 200, Served: true},
			{From: "side", To: "fee", Sent: 100 * us, Received: 300 * us, Method: "POST", Path: "/pay", Status: 503, Attempt: 1, Served: true, Effect: "charge"},
			{From: "side", To: "fee", Sent: 400 * us, Received: 600 * us, Method: "POST", Path: "/pay", Status: 200, Attempt: 2, Served: true, Effect: "charge"},
			{From: "side", To: "fee", Sent: 700 * us, Received: 800 * us, Method: "POST", Path: "/pay", Err: "tls: certificate has expired", Attempt: 3},
			{From: "app", To: "fee", Sent: 2100 * us, Received: 2300 * us, Method: "GET", Path: "/debt", Status: 200},
		},
	}
}

// Lifelines say their node's role and stand by role (the app left); the
// effects come from the trace with the scene's labels; the alt text counts
// error statuses, unanswered calls and effects; each figure keeps to its
// From…To.
func TestSequenceChartShowsRolesEffectsAndTrueCounts(t *testing.T) {
	r := seqResult()
	got := Charts(r, r.Figures, fixed(640), i18n.EN)
	if len(got) != 2 {
		t.Fatalf("drew %d sequences, want 2", len(got))
	}
	one := got[0]
	checkSVG(t, one.SVG)
	var heads []string
	for _, tx := range texts(one.SVG) {
		if tx.class == "actor-label" {
			heads = append(heads, tx.text)
		}
	}
	if strings.Join(heads, "|") != "app|sidecar|fee service" {
		t.Errorf("lifelines %q, want app|sidecar|fee service (by role)", heads)
	}
	if n := strings.Count(one.SVG, `class="effect tone-bad"`); n != 2 {
		t.Errorf("%d charges marked, want 2 (the TLS failure never reached the handler)", n)
	}
	want := "4 messages between 3 participants: app, sidecar, fee service. 1 answer came back with an error status. 1 call got no answer. Effects: charge ×2."
	if one.Alt != want {
		t.Errorf("alt = %q\nwant  %q", one.Alt, want)
	}
	if two := got[1]; !strings.HasPrefix(two.Alt, "1 message between 2 participants") || !strings.Contains(two.Alt, "Every call got a successful answer.") {
		t.Errorf("second figure alt = %q: want only its own message", two.Alt)
	}
	tr := Charts(r, r.Figures[:1], fixed(640), i18n.TR)[0]
	if !strings.Contains(tr.SVG, ">tahsilat<") || !strings.Contains(tr.Alt, "1 yanıt hata durumuyla döndü") {
		t.Errorf("Turkish sequence lacks its Turkish labels: %s", tr.Alt)
	}
}

// At one instant the rows follow the run's steps: a refusal is drawn above
// the retry it triggered, although both happen at the same time; a trace
// without steps puts a send above an answer.
func TestASequenceDrawsACauseAboveItsEffectAtTheSameInstant(t *testing.T) {
	us := time.Microsecond
	msgs := []netsim.Message{
		{From: "side", To: "fee", Sent: 100 * us, Received: 300 * us, Status: 503, Attempt: 1, SentStep: 1, AnsweredStep: 2},
		{From: "side", To: "fee", Sent: 300 * us, Received: 500 * us, Status: 200, Attempt: 2, SentStep: 3, AnsweredStep: 4},
	}
	evs := seqEvents(msgs)
	if evs[1].i != 0 || !evs[1].reply || evs[2].i != 1 || evs[2].reply {
		t.Errorf("rows %+v: want the 503 (message 0's answer) above the retry (message 1's send)", evs)
	}
	for i := range msgs {
		msgs[i].SentStep, msgs[i].AnsweredStep = 0, 0
	}
	if evs := seqEvents(msgs); evs[1].i != 1 || evs[1].reply {
		t.Errorf("rows %+v: without steps a send comes first at one instant", evs)
	}
}

// A lifeline's head shows its whole name at any width: a name wider than
// its column wraps (at characters if a word is wider still), and the head
// grows to hold every line.
func TestSequenceHeadsNeverCutANodesName(t *testing.T) {
	r := seqResult()
	r.Scene.Nodes[0].Label = txt("ücret servisi 127.0.0.1:8751 (kalın ve ince düzenler)", "fee service 127.0.0.1:8751 (thick and thin layouts)")
	for _, w := range []float64{240, 340, 860} {
		for _, lang := range []i18n.Lang{i18n.TR, i18n.EN} {
			svg, _, _ := sequenceChart("s", r.Figures[0], r, w, lang)
			for _, n := range r.Scene.Nodes {
				label := n.Label.In(lang)
				i := strings.Index(svg, "<title>"+esc(label+" ("+n.ID+")")+"</title>")
				if i < 0 {
					continue // not a lifeline of this figure
				}
				head := svg[i:]
				head = head[:strings.Index(head, `class="lifeline"`)]
				var got string
				for _, part := range strings.Split(head, `class="actor-label">`)[1:] {
					got += part[:strings.Index(part, "<")]
				}
				if strings.ReplaceAll(got, " ", "") != strings.ReplaceAll(esc(label), " ", "") {
					t.Errorf("at %v px (%s) the head of %s reads %q, want %q", w, lang, n.ID, got, label)
				}
			}
		}
	}
}
