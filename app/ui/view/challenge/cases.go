package challenge

import (
	"errors"
	"net/url"

	"playground/app/ui/run"
	"playground/engine/lab"
)

// caseGrades are the further cases' grades (lab.Challenge.Cases: other
// seeds, a fault) of one run that passed its own checks. They are runs
// like the page's, the learner's code in them up to its step budget, so
// they go off the page's thread in slices on a lane of their own
// (run.SliceEnv), never in a render: a newer run makes the older grading
// stale, and until the grades come the verdict waits.
type caseGrades struct {
	lane run.Lane
	of   *lab.Result // the run graded (or being graded)
	done bool
	v    []lab.Verdict
	pass bool
	err  error
}

// gradeCases starts grading the shown run's further cases when it passes
// its own checks and was not graded yet; the component is drawn again
// when they are done.
func (cv *challenges) gradeCases(host run.Host) {
	ex, res := cv.ex, cv.Ic.Fresh()
	if !ex.ok() || len(ex.ch.Cases) == 0 || res == nil || cv.cases.of == res ||
		len(ex.drifted(cv.Ic.Lab, cv.Ic.Raw)) > 0 {
		return
	}
	if _, pass := lab.Grade(res, ex.ch.Checks); !pass {
		return
	}
	cv.cases.grade(host, cv.Ic.Lab, ex.ch, res)
}

// grade grades res's further cases as tok's job on host: in place when
// the host runs jobs in place (a test), else off the UI goroutine.
func (g *caseGrades) grade(host run.Host, l *lab.Lab, ch *lab.Challenge, res *lab.Result) {
	g.of, g.done, g.v, g.pass, g.err = res, false, nil, false, nil
	tok := g.lane.Next()
	q := url.Values{}
	for k, val := range res.Params {
		q.Set(k, val)
	}
	host.Async(func() {
		run.Yield() // the page that asked draws first
		if tok.Stale() {
			return
		}
		v, pass, err := l.GradeCases(ch, q, run.SliceEnv(tok, nil))
		if errors.Is(err, lab.ErrCancelled) {
			return
		}
		host.Dispatch(func() {
			if !tok.Stale() && g.of == res {
				g.done, g.v, g.pass, g.err = true, v, pass, err
			}
		})
	})
}

// graded says whether res's cases are graded, and how.
func (g *caseGrades) graded(res *lab.Result) (v []lab.Verdict, pass, done bool, err error) {
	if g.of != res || !g.done {
		return nil, false, false, nil
	}
	return g.v, g.pass, true, g.err
}
