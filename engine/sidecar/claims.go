package sidecar

import (
	fact "playground/engine/claim"
)

// What the reading's sentences claim, as facts about the raw run (package
// claim), which engine/oracle checks without this package's code. The
// layouts run one after another on the same addresses — the fee service,
// the thin app and the sidecar serve the sidecar row and every fix row —
// so a claim about one layout selects the messages sent during its
// measurement, from its start to its end (the replay's layout marks).

// in selects the messages r's measurement sent.
func (r *layoutRun) in(c fact.Claim) fact.Claim {
	if !fact.On {
		return fact.Claim{}
	}
	c.Since, c.Until = r.start, r.end+1
	return c
}

// both selects the messages the lesson's two layouts sent: the thick
// app's measurement, then the sidecar's (nothing is sent between them).
func both(thick, thin *layoutRun, c fact.Claim) fact.Claim {
	if !fact.On {
		return fact.Claim{}
	}
	c.Since, c.Until = thick.start, thin.end+1
	return c
}

// count is a message count within r.
func (r *layoutRun) count(c fact.Claim, n int) fact.Claim {
	if !fact.On {
		return fact.Claim{}
	}
	c = r.in(c)
	c.Fact, c.Value = fact.Count, float64(n)
	return c
}

// app is the process the measuring script calls in r.
func (r *layoutRun) app() string {
	if r.thin {
		return addrThin
	}
	return addrThick
}

// caller is the process whose tries reach the fee service in r.
func (r *layoutRun) caller() string {
	if r.thin {
		return addrSidecar
	}
	return addrThick
}

// tries selects r's tries at the fee service.
func (r *layoutRun) tries(c fact.Claim) fact.Claim {
	if !fact.On {
		return fact.Claim{}
	}
	c.From, c.To = r.caller(), addrFee
	return r.in(c)
}

// charged: the fee service charged n times in r, first charges of a
// member and later ones alike.
func (r *layoutRun) charged(n int) fact.Claim {
	if !fact.On {
		return fact.Claim{}
	}
	return r.in(fact.Claim{Fact: fact.CountAny, To: addrFee, Effect: effCharge + fact.Alt + effDoubleCharge, Value: float64(n)})
}

// again: n of r's charges were on a member already charged.
func (r *layoutRun) again(n int) fact.Claim {
	if !fact.On {
		return fact.Claim{}
	}
	return r.count(fact.Claim{To: addrFee, Effect: effDoubleCharge}, n)
}

// payments selects the measuring script's payment calls in r.
func (r *layoutRun) payments() fact.Claim {
	if !fact.On {
		return fact.Claim{}
	}
	return fact.Claim{From: addrMeasure, To: r.app(), Path: "/ode/"}
}

// paid: the script made n payments in r.
func (r *layoutRun) paid(n int) fact.Claim { return r.count(r.payments(), n) }

// paidOK: n of them were answered with a success.
func (r *layoutRun) paidOK(n int) fact.Claim {
	if !fact.On {
		return fact.Claim{}
	}
	c := r.payments()
	c.Outcome = fact.OK
	return r.count(c, n)
}

// seen: n of the script's payments in r ended as res did (its status, or
// what became of the connection, as netsim words it).
func (r *layoutRun) seen(res callResult, n int) fact.Claim {
	if !fact.On {
		return fact.Claim{}
	}
	c := r.payments()
	if res.err != nil {
		c.Err = res.err.Error()
	} else {
		c.Status = res.status
	}
	return r.count(c, n)
}

// tally is what tallyProse(r.pay) says: how many payments, and how many
// ended each way.
func (r *layoutRun) tally() []fact.Claim {
	if !fact.On {
		return nil
	}
	var order []callResult
	n := map[ending]int{}
	for _, c := range r.pay {
		if n[c.ending()] == 0 {
			order = append(order, c)
		}
		n[c.ending()]++
	}
	out := []fact.Claim{r.paid(len(r.pay))}
	for _, c := range order {
		out = append(out, r.seen(c, n[c.ending()]))
	}
	return out
}

// ending is how a call ended: its status, or its error's text.
type ending struct {
	status int
	err    string
}

func (c callResult) ending() ending {
	if c.err != nil {
		return ending{err: c.err.Error()}
	}
	return ending{status: c.status}
}

// retried: the fee service got at least one retry of path from r.
func (r *layoutRun) retried(path string) fact.Claim {
	if !fact.On {
		return fact.Claim{}
	}
	return r.tries(fact.Claim{Fact: fact.Retries, Path: path, Op: fact.AtLeast, Value: 1})
}

// cell is a number of the tries table in r's row: a number a sentence
// gives is the number its table shows.
func (r *layoutRun) cell(column string, v float64) fact.Claim {
	if !fact.On {
		return fact.Claim{}
	}
	return fact.Claim{Fact: fact.Cell, Ref: "attempts/" + r.label.EN + "/" + column, Value: v}
}

// row is a number of r's row in the lesson's table (the fix rows': the
// fixes' table).
func (r *layoutRun) row(column string, v int) fact.Claim {
	if !fact.On {
		return fact.Claim{}
	}
	section := "layouts"
	if r.id != "thick" && r.id != "sidecar" {
		section = "fixes"
	}
	return fact.Claim{Fact: fact.Cell, Ref: section + "/" + r.label.EN + "/" + column, Value: float64(v)}
}
