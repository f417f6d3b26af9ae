package cache

import (
	"reflect"
	"slices"
	"sort"
	"time"

	"playground/engine/fault"
	"playground/engine/lab"
	"playground/engine/netsim"
)

// Run measures all three parts of the lesson and the extensions, and
// records two strategies' stampedes side by side for the trace and the
// scene: plain beside the followed one (beside single-flight when plain is
// followed), so the replay shows the problem next to its fix.
func (p *Params) Run(env *lab.Env) (*lab.Result, error) {
	// The learner's code, when there is one, decides every read of the
	// followed strategy's stampede and the jittered lifetimes (hook); the
	// other strategies stay the lab's, to compare against.
	c, err := loadCode(p, env)
	if err != nil {
		return nil, err
	}
	p.own = false
	sum := &Summary{Strategy: p.Strategy, Instances: p.Instances, Hashing: p.Hashing, ExpiryAtMS: toMS(p.expiryAt())}
	shown := make([]*recording, 2)
	for i, name := range replayed(p) {
		shown[i] = newRecording(p, name, i == 0)
	}
	for i, name := range strategies {
		var r *recording
		for _, s := range shown {
			if s.strategy == name {
				r = s
			}
		}
		var rc *code
		if name == p.Strategy {
			rc = c
		}
		row, err := runStampede(env, p, name, r, rc)
		if err != nil {
			return nil, err
		}
		if rc != nil {
			if p.own, err = differs(env, p, row); err != nil {
				return nil, err
			}
		}
		if i < lessonStrategies {
			sum.Stampede = append(sum.Stampede, row)
		} else {
			sum.StampedeBeyond = append(sum.StampedeBeyond, row)
		}
	}
	sum.own = p.own
	// The steps outside the kernel are long at the heaviest values: a
	// checkpoint between them lets a page yield (lab.Env.Checkpoint).
	env.Checkpoint()
	books := bookDigests(p.Keys)
	sum.Expiry = runExpiry(p, books, c)
	env.Checkpoint()
	sum.Partitions = runPartitions(p)
	env.Checkpoint()
	sum.FewerCopiesBestPct = fewerCopiesBest(p, slices.Max(p.Copies))
	env.Checkpoint()
	sum.Rehash = runRehash(env, p, books)
	env.Checkpoint()
	near, err := runNearCache(env, p)
	if err != nil {
		return nil, err
	}
	sum.NearCache = near
	res := &lab.Result{
		Summary:  sum,
		Sections: sections(p, sum),
	}
	// The trace first: the scene's entry fill names the call that filled it.
	var refs lab.Refs
	for _, r := range shown {
		r.linked(&refs)
	}
	env.Checkpoint()
	res.Trace, res.TraceDropped = trace(env, shown, traceLimit(env))
	env.Checkpoint()
	res.Scene = scene(env, p, shown)
	env.Checkpoint()
	_, width := expiryBars(sum)
	res.Reading = texts(readings(p, sum, newEvidence(p, res.TraceDropped, width > 1)))
	res.Spans = shown[0].phases()
	res.Lives = lives(p, env.Limits.Horizon)
	env.Checkpoint()
	addFigures(res, p, sum)
	return res, nil
}

// differs reports whether row, the followed strategy's stampede as the
// learner's code decided it, is not what the lab's logic gives: that
// stampede again without the code, on an environment of its own (its sim
// is not the run's: the run's stats stay the built-in's).
func differs(env *lab.Env, p *Params, row StampedeRow) (bool, error) {
	own := &lab.Env{Limits: env.Limits}
	built, err := runStampede(own, p, p.Strategy, newRecording(p, p.Strategy, false), nil)
	if err != nil {
		return false, err
	}
	return !reflect.DeepEqual(row, built), nil
}

// replayed names the strategies the replay shows, the problem first.
func replayed(p *Params) [2]string {
	if p.Strategy == stratPlain {
		return [2]string{stratPlain, stratSingleFlight}
	}
	return [2]string{stratPlain, p.Strategy}
}

// lives are the deaths and returns of each replayed stampede's source that
// the learner's faults make up to the run's horizon, as a network records
// them (netsim.Life): a kill of a running source, a restart of a dead one.
// The model asks the faults directly (fault.Down), so it declares them: the
// fault sentences and the oracle read a node's lives from here, as they
// read a network's.
func lives(p *Params, horizon time.Duration) []netsim.Life {
	fs := slices.Clone(p.Faults)
	sort.SliceStable(fs, func(i, j int) bool { return fs[i].At < fs[j].At })
	var out []netsim.Life
	for _, st := range replayed(p) {
		node, up := sceneID(st, nodeIDSource), true
		for _, f := range fs {
			if f.Target != node || horizon > 0 && f.At > horizon {
				continue
			}
			if f.Kind == fault.Kill && up || f.Kind == fault.Restart && !up {
				up = !up
				out = append(out, netsim.Life{T: f.At, Node: node, Alive: up, Fault: true})
			}
		}
	}
	sort.SliceStable(out, func(i, j int) bool { return out[i].T < out[j].T })
	return out
}
