package oracle

import (
	"strings"
	"testing"
	"time"

	"playground/engine/lab"
	"playground/engine/netsim"
)

// causesRun is a hand-made run: a kill fault at 1 s, a resolution answered
// before a request that used its list, the request refused by the dead
// replica, and the replica's death in the scene.
func causesRun() *lab.Result {
	ms := time.Millisecond
	return &lab.Result{
		Params: map[string]string{"faults": "kill:r1@1s"},
		Trace: []netsim.Message{
			{ID: "m1", From: "c", To: "reg", Sent: 900 * ms, Received: 901 * ms, SentStep: 1, AnsweredStep: 2},
			{ID: "m2", From: "c", To: "r1", Sent: 1200 * ms, Received: 1200 * ms, SentStep: 3, AnsweredStep: 4, Causes: []string{"m1", "f1", "e1"}},
		},
		Scene: lab.Scene{Events: []lab.SceneEvent{
			{ID: "e1", T: time.Second, Node: "r1", State: "killed", Causes: []string{"f1"}},
			{ID: "e2", T: 2 * time.Second, Node: "r1", Kind: "expiry"},
		}},
	}
}

func TestCausesThatComeFirstAndShareANodeHold(t *testing.T) {
	if got := Causes(causesRun()); len(got) != 0 {
		t.Errorf("a sound run: %q", got)
	}
}

func TestACauseAfterItsEffectUnrelatedOrUnknownIsCaught(t *testing.T) {
	for name, c := range map[string]struct {
		edit func(*lab.Result)
		want string
	}{
		"answered after the send": {func(r *lab.Result) { r.Trace[0].AnsweredStep = 3 }, "m2's cause m1 was answered (step 3) after it was sent (step 3)"},
		"an event after the answer": {func(r *lab.Result) { r.Scene.Events[1].Causes = nil; r.Trace[1].Causes = []string{"e2"} },
			"m2's cause e2 ended at 2s, after it at 1.2s"},
		"no shared node":   {func(r *lab.Result) { r.Scene.Events[1].Causes = []string{"m1"} }, "e2 (r1) and its cause m1 (c, reg) share no node"},
		"no such event":    {func(r *lab.Result) { r.Scene.Events[1].Causes = []string{"m9"} }, `e2 names cause "m9", which is no event of the run`},
		"an id off by one": {func(r *lab.Result) { r.Trace[1].ID = "m3" }, `message 2 has id "m3", want "m2"`},
		"a fault later":    {func(r *lab.Result) { r.Params["faults"] = "kill:r1@3s" }, "m2's cause f1 happened at 3s, after 1.2s"},
	} {
		r := causesRun()
		c.edit(r)
		if got := strings.Join(Causes(r), "\n"); !strings.Contains(got, c.want) {
			t.Errorf("%s: %q, want %q", name, got, c.want)
		}
	}
}

// A node no message touches (a client's address file, its cache) is the
// state of its set-up's callers: its event may cause their calls, but
// concerns no other node, nor another set-up's client.
func TestAnEventOfANodeNoMessageTouchesConcernsTheCallersThatKeepIt(t *testing.T) {
	r := causesRun()
	r.Scene.Nodes = []lab.Node{{ID: "c", Role: lab.RoleClient}, {ID: "c2", Role: lab.RoleClient, Group: "other"},
		{ID: "reg", Role: lab.RoleRegistry}, {ID: "r1", Role: lab.RoleService}, {ID: "file", Role: lab.RoleRegistry}}
	r.Scene.Events = append([]lab.SceneEvent{{ID: "e1", T: 400 * time.Millisecond, Node: "file", Kind: "file"}}, r.Scene.Events...)
	r.Scene.Events[1].ID, r.Scene.Events[2].ID = "e2", "e3"
	r.Trace[1].Causes = []string{"m1", "f1", "e1"}
	if got := Causes(r); len(got) != 0 {
		t.Errorf("the file's event caused the client's request: %q", got)
	}
	r.Scene.Events[2].Causes = []string{"e1"}
	if got := strings.Join(Causes(r), "\n"); !strings.Contains(got, "e3 (r1) and its cause e1 (file, c) share no node") {
		t.Errorf("the file's event caused the replica's expiry: %q", got)
	}
	r.Scene.Nodes[4].Group = "other"
	r.Scene.Events[2].Causes = nil
	if got := strings.Join(Causes(r), "\n"); !strings.Contains(got, "m2 (c, r1) and its cause e1 (file, c2) share no node") {
		t.Errorf("another set-up's file caused the client's request: %q", got)
	}
}

// joinRun is a cache's trace without steps: a source call from 0 to 30 ms
// and a read that joined it (same instant answer); the entry's expiry on
// the cache node, which shares no node with them but the key.
func joinRun() *lab.Result {
	ms := time.Millisecond
	const key = "stok"
	return &lab.Result{
		Trace: []netsim.Message{
			{ID: "m1", From: "readers", To: "app-1", Sent: 5 * ms, Received: 30 * ms, Path: key, Causes: []string{"m2"}},
			{ID: "m2", From: "app-1", To: "source", Sent: 0, Received: 30 * ms, Path: key, Causes: []string{"e1"}},
			{ID: "m3", From: "readers", To: "app-2", Sent: 0, Received: 30 * ms, Path: key, Causes: []string{"m2"}},
		},
		Scene: lab.Scene{Events: []lab.SceneEvent{{ID: "e1", T: 0, Node: "cache", Kind: "expiry", Key: key}}},
	}
}

// A read answered with the call it joined names the call though the call
// was answered after the read was sent; an expiry names the same key as
// the call it made, and a read on another instance the same key as the
// call it waited for.
func TestAReadNamesTheCallItJoinedAndAnExpiryTheCallOnItsKey(t *testing.T) {
	if got := Causes(joinRun()); len(got) != 0 {
		t.Errorf("a sound run: %q", got)
	}
}

// A call answered later than the read that names it gave it no answer,
// and an event of another key concerns neither the call nor the read.
func TestACallAnsweredAfterTheReadOrAnotherKeyIsCaught(t *testing.T) {
	for name, c := range map[string]struct {
		edit func(*lab.Result)
		want string
	}{
		"answered later": {func(r *lab.Result) { r.Trace[1].Received = 31 * time.Millisecond },
			"m1's cause m2 was answered at 31ms, after it was sent at 5ms"},
		"another key": {func(r *lab.Result) { r.Scene.Events[0].Key = "other" },
			"m2 (app-1, source) and its cause e1 (cache) share no node or key"},
	} {
		r := joinRun()
		c.edit(r)
		if got := strings.Join(Causes(r), "\n"); !strings.Contains(got, c.want) {
			t.Errorf("%s: %q, want %q", name, got, c.want)
		}
	}
}
