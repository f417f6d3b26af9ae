package cli

import (
	"encoding/json"
	"fmt"
	"strings"
	"time"

	"playground/engine/i18n"
	"playground/engine/lab"
	"playground/engine/param"
	"playground/engine/why"
)

var (
	sumWhy        = i18n.Text{TR: "bir olayın nedenlerini kökten olaya yazar (olay: run -json izindeki bir kimlik ya da laboratuvarın temel sonucunun adı)", EN: "print an event's causes from the root to the event (EVENT: an id of run -json's trace, or a lab's key outcome's name)"}
	msgNoEvent    = i18n.Text{TR: "%s bu çalıştırmanın bir olayı değil; olay kimlikleri run -json çıktısındadır (m1, e1, f1, start), temel sonuçlar: %s", EN: "%s is no event of this run; event ids are in run -json's output (m1, e1, f1, start), key outcomes: %s"}
	msgNoInstance = i18n.Text{TR: "%s bu çalıştırmada hiç olmadı", EN: "%s did not happen in this run"}
	msgNoOutcome  = i18n.Text{TR: "%s laboratuvarı temel sonuç bildirmiyor: bir olay kimliği verin", EN: "the lab %s declares no key outcome: give an event id"}
	msgWhyHead    = i18n.Text{TR: "%s neden oldu? Kökten olaya:", EN: "Why did %s happen? From the root to the event:"}
)

// whyCmd is `app why [-json] [-lang l] LAB [k=v …] [EVENT]`: the chain of
// the event's causes (docs/DESIGN.md, "Causes (why)"), by default the
// first instance of the lab's key outcome.
func whyCmd(c *Call) error {
	args, err := c.commonFlags()
	if err != nil {
		return err
	}
	event := ""
	if n := len(args); n > 1 && !strings.Contains(args[n-1], "=") {
		event, args = args[n-1], args[:n-1]
	}
	l, q, err := labQuery(args, c.Lang)
	if err != nil {
		return err
	}
	if c.Help {
		return checkParams(l, q)
	}
	res, err := l.Run(q, nil)
	if err != nil {
		return err
	}
	ev := why.Index(res)
	id, err := whyEvent(l, res, ev, event)
	if err != nil {
		return err
	}
	chain, _ := ev.Chain(id)
	if c.JSON {
		type step struct {
			ID   string  `json:"id"`
			TMs  float64 `json:"t_ms"`
			Kind string  `json:"kind"`
			Node string  `json:"node"`
			Text string  `json:"text"`
		}
		out := struct {
			Event string `json:"event"`
			Chain []step `json:"chain"`
		}{Event: id, Chain: []step{}}
		for _, s := range chain {
			out.Chain = append(out.Chain, step{s.ID, float64(s.T) / float64(time.Millisecond), s.Kind, s.Node, s.Text.In(c.Lang)})
		}
		b, err := json.MarshalIndent(out, "", "  ")
		if err != nil {
			return err
		}
		_, err = fmt.Fprintf(c.Stdout, "%s\n", b)
		return err
	}
	var b strings.Builder
	b.WriteString(msgWhyHead.Format(id).In(c.Lang) + "\n")
	for _, s := range chain {
		fmt.Fprintf(&b, "- [%s] %s\n", s.ID, s.Text.In(c.Lang))
	}
	_, err = fmt.Fprint(c.Stdout, b.String())
	return err
}

// whyEvent is the event the command asks about: an id of the run, or the
// first instance of a key outcome the lab declares (the first by
// default). A name that is neither is bad input naming it.
func whyEvent(l *lab.Lab, res *lab.Result, ev *why.Events, event string) (string, error) {
	var names []string
	for _, o := range l.Outcomes {
		names = append(names, o.ID)
	}
	if event == "" {
		if len(l.Outcomes) == 0 {
			return "", &InputError{Kind: "event", Msg: msgNoOutcome.Format(l.ID)}
		}
		event = l.Outcomes[0].ID
	}
	if ev.Has(event) {
		return event, nil
	}
	id, ok := why.Outcome(l, res, event)
	switch {
	case !ok:
		return "", &InputError{Kind: "event", Field: "EVENT", Value: event,
			Msg: msgNoEvent.Format(param.Echo(event), strings.Join(names, ", "))}
	case id == "":
		return "", &InputError{Kind: "event", Field: "EVENT", Value: event, Msg: msgNoInstance.Format(param.Echo(event))}
	}
	return id, nil
}
