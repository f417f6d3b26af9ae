package sidecar

import (
	"strings"

	"playground/engine/i18n"
)

// reading says in a few sentences what the numbers of this run show.
func reading(thick, thin *layoutRun, fixes []*layoutRun) []i18n.Text {
	out := []i18n.Text{readCharges.Format(thick.fee.charges, thin.fee.charges, statusCell(thick.pay), statusCell(thin.pay))}
	if thin.fee.charges > 1 && thin.pay.err == nil && thin.pay.status < 500 {
		out = append(out, readDouble.Format(thin.fee.charges))
	}
	tk, tn := thick.summary(), thin.summary()
	out = append(out, readAmplify.Format(tk.LogicalRequests, tk.FeeAttempts, ratio(tk.Amplification),
		tn.FeeAttempts, ratio(tn.Amplification), tk.MetricKeys, tn.MetricKeys))
	// Transport trouble is told for the lesson's two layouts; the fix rows repeat it.
	var tls, timeouts int
	var reason string
	var crashed []string
	for _, r := range []*layoutRun{thick, thin} {
		tls += r.stats.TLSFailures
		timeouts += r.stats.Timeouts
		if r.stats.TLSReason != "" {
			reason = r.stats.TLSReason
		}
		for _, a := range r.crashed {
			crashed = append(crashed, processName[a])
		}
	}
	switch {
	case len(crashed) > 0:
		out = append(out, readCrash.Format(strings.Join(crashed, ", ")))
	case tls > 0:
		out = append(out, readTLS.Format(tls, reason))
	case timeouts > 0:
		out = append(out, readTimeouts.Format(timeouts))
	}
	// The fix rows have their own table, so their sentence is the one dropped when space runs out.
	if len(fixes) > 0 {
		var parts []i18n.Text
		for _, f := range fixes {
			parts = append(parts, readFix.Format(f.label, f.fee.charges, statusCell(f.pay)))
		}
		out = append(out, readFixes.Format(joinText(parts, readSep)))
	}
	if len(out) > 4 {
		out = out[:4]
	}
	return out
}

// processName is the lesson's script behind each address.
var processName = map[string]string{addrThick: "odunc-kalin", addrThin: "odunc-ince", addrSidecar: "yan-araba"}

func joinText(ts []i18n.Text, sep i18n.Text) i18n.Text {
	var tr, en []string
	for _, t := range ts {
		tr, en = append(tr, t.TR), append(en, t.EN)
	}
	return i18n.Text{TR: strings.Join(tr, sep.TR), EN: strings.Join(en, sep.EN)}
}
