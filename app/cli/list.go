package cli

import (
	"encoding/json"
	"fmt"
	"strings"
	"time"

	"playground/engine/i18n"
	"playground/engine/lab"
	"playground/engine/labs"
	"playground/engine/param"
)

var (
	txtParams  = i18n.Text{TR: "parametreler", EN: "parameters"}
	txtMetrics = i18n.Text{TR: "ölçütler", EN: "metrics"}
	txtDefault = i18n.Text{TR: "varsayılan", EN: "default"}
)

// labJSON is one lab as `list -json` writes it: the lab's own fields (id,
// title, question, lesson, presets, metrics, challenges, sweeps) and its
// parameters.
type labJSON struct {
	*lab.Lab
	Params []*param.Field `json:"params"`
}

// list is `app list [-json] [-lang l]`.
func list(c *Call) error {
	args, err := c.commonFlags()
	if err != nil {
		return err
	}
	if len(args) > 0 {
		return &InputError{Kind: "usage", Value: args[0], Msg: msgUnexpected.Format(param.Echo(args[0]))}
	}
	if c.Help {
		return nil
	}
	if c.JSON {
		var out []labJSON
		for _, l := range labs.All() {
			out = append(out, labJSON{Lab: l, Params: l.Knobs().Fields()})
		}
		b, err := json.MarshalIndent(out, "", "  ")
		if err != nil {
			return err
		}
		_, err = fmt.Fprintf(c.Stdout, "%s\n", b)
		return err
	}
	lang := c.Lang
	for _, l := range labs.All() {
		fmt.Fprintf(c.Stdout, "%s — %s\n", l.ID, l.Title.In(lang))
		fmt.Fprintf(c.Stdout, "  %s:\n", txtParams.In(lang))
		for _, f := range l.Knobs().Fields() {
			bounds := ""
			switch {
			case f.Min != "" || f.Max != "":
				bounds = fmt.Sprintf("[%s … %s]", compact(f, f.Min), compact(f, f.Max))
			case len(f.Choices) > 0:
				bounds = "{" + strings.Join(f.Choices, "|") + "}"
			}
			label := f.LabelText.In(lang)
			if f.UnitText != "" {
				label += " (" + f.UnitText + ")"
			}
			fmt.Fprintf(c.Stdout, "    %-14s %-9s %s %-12s %-24s %s\n", f.Name, f.Kind, txtDefault.In(lang), compact(f, f.Default), bounds, label)
		}
		if len(l.Metrics) > 0 {
			fmt.Fprintf(c.Stdout, "  %s:\n", txtMetrics.In(lang))
			for _, m := range l.Metrics {
				label := m.Label.In(lang)
				if m.Unit != "" {
					label += " (" + m.Unit + ")"
				}
				fmt.Fprintf(c.Stdout, "    %-24s %-6s %s\n", m.ID, m.Better, label)
			}
		}
	}
	return nil
}

var msgUnexpected = i18n.Text{TR: "beklenmeyen argüman %s", EN: "unexpected argument %s"}

// compact writes a duration knob's value as it is typed, shortest
// (1m, not 1m0s); other values as they are.
func compact(f *param.Field, v string) string {
	if d, err := time.ParseDuration(v); err == nil && f.Kind == param.Duration {
		return param.Compact(d)
	}
	return v
}
