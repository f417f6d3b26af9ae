package cache

import "playground/engine/lab"

// Run measures all three parts of the lesson and the extensions, and
// records the followed strategy's stampede for the trace and the scene.
func (p *Params) Run(env *lab.Env) (*lab.Result, error) {
	sum := &Summary{Strategy: p.Strategy, Instances: p.Instances, Hashing: p.Hashing, ExpiryAtMS: toMS(p.expiryAt())}
	var rec *recording
	for i, name := range strategies {
		var r *recording
		if name == p.Strategy {
			rec = newRecording(p, name)
			r = rec
		}
		row, err := runStampede(env, p, name, r)
		if err != nil {
			return nil, err
		}
		if i < lessonStrategies {
			sum.Stampede = append(sum.Stampede, row)
		} else {
			sum.StampedeBeyond = append(sum.StampedeBeyond, row)
		}
	}
	books := bookDigests(p.Keys)
	sum.Expiry = runExpiry(p, books)
	sum.Partitions = runPartitions(p)
	sum.Rehash = runRehash(p, books)
	near, err := runNearCache(env, p)
	if err != nil {
		return nil, err
	}
	sum.NearCache = near
	res := &lab.Result{
		Summary:  sum,
		Sections: sections(p, sum),
		Reading:  texts(readings(p, sum)),
		Scene:    scene(p, rec),
	}
	res.Trace, res.TraceDropped = rec.trace()
	addFigures(res, p, sum)
	return res, nil
}
