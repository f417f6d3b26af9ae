// Package lab is the contract between a lab (one lesson's setup on the
// kernel), the CLI and the UI: a lab has one Params type that knows its knobs
// (param.Spec) and how to run, and a run returns data — sections with tables
// and lines, a summary object, series, spans and the message trace — that the
// CLI and the UI only render.
package lab

import (
	"errors"
	"fmt"
	"maps"
	"net/url"
	"playground/engine/claim"
	"playground/engine/fault"
	"strconv"
	"sync"
	"time"

	"playground/engine/i18n"
	"playground/engine/param"
	"playground/engine/policy"
	"playground/engine/sim"
	"playground/engine/words"
)

// Params is one lab's parameter set. Spec binds the receiver's fields, so a
// decoded Spec leaves the receiver ready to Run.
type Params interface {
	Spec() *param.Spec
	Run(env *Env) (*Result, error)
}

// Lab is one lesson made runnable.
type Lab struct {
	ID       string    `json:"id"`
	Title    i18n.Text `json:"title"`
	Question i18n.Text `json:"question"` // the one question the lesson answers
	Lesson   i18n.Text `json:"lesson"`   // the lesson's own title
	// LessonPage is the lesson's living page on the site, in each
	// language (a file of web/, "ders-servis-kesfi.html"); empty when the
	// lesson has none yet. The lab page links the lesson's name to it.
	LessonPage i18n.Text `json:"lesson_page,omitempty"`
	// Terms are the lesson's words the page explains where the learner
	// meets them first: in the lab's question and its first question
	// (Try), each a glossary word (docs/GLOSSARY.md) with a sentence or
	// two, opened by a tap, a click or the keyboard.
	Terms []Term `json:"terms,omitempty"`
	// New returns an unset Params value; Defaults and Decode fill it.
	New func() Params `json:"-"`
	// Golden is the lesson's printed output at the defaults, in the English
	// labels of the course index; a run whose lesson sections render to it
	// exactly is marked as matching the lesson.
	Golden string `json:"-"`
	// Presets are named parameter sets the UI offers (the lesson's defaults
	// come first implicitly).
	Presets []Preset `json:"presets,omitempty"`
	// Try is the first change a page suggests, worded as the question it
	// answers ("what if the lease were 2 s?"): a knob or two away from the
	// lesson's values, so that the key metrics move (a contract test
	// checks), and never stating the numbers it moves to.
	Try *Preset `json:"try,omitempty"`
	// Metrics are the lab's key numbers, read from every run.
	Metrics []Metric `json:"metrics"`
	// Key names the few metrics a page keeps in view while a knob moves:
	// the lesson's headline numbers (KeyMetrics: the first three when
	// empty).
	Key []string `json:"key,omitempty"`
	// Challenges are the lesson's questions the engine grades, easy first.
	Challenges []Challenge `json:"challenges,omitempty"`
	// Size names the knobs that make a run larger (requests, clients, a
	// rate…): an error that refuses a run too large names them.
	Size []string `json:"-"`
	// Sweeps are ready knob-against-metric curves of the lesson's trade-off.
	Sweeps []SweepPreset `json:"sweeps,omitempty"`
	// Invariants are what every run of the lab keeps, whatever its values
	// and faults (each request in exactly one outcome column, a table's
	// columns adding up to its requests): one line per broken one. The
	// soak (engine/soak) checks them on every run it draws.
	Invariants func(*Result) []string `json:"-"`
	// Policy is the decision the learner may write (view=code, the
	// `policy` parameter): the lab calls it where its built-in logic
	// decides. nil: the lab takes no code.
	Policy *policy.Hook `json:"-"`
	// Outcomes are the lab's key outcomes a learner asks "why?" of
	// (the dead-address request, the second charge), the first named
	// the key one: data the page and `app why` render for any lab.
	Outcomes []Outcome `json:"outcomes,omitempty"`
	// FaultCases are parameter sets, besides the lesson's, that move the
	// lab's own mechanism (a cached address list, the sidecar's fixes, a
	// backing-off client, another strategy): the contract tests run random
	// fault lists on each and the lesson's, and hold Invariants on every
	// run. A lab without any fails them.
	FaultCases []string `json:"-"`

	knobsOnce   sync.Once
	knobs       *param.Spec
	presetsOnce sync.Once
	presets     []url.Values
	try         url.Values
	lessonOnce  sync.Once
	lesson      map[string]float64
}

// lessonMetrics are the metrics of the run at the lesson's values, made
// once (nil when that run fails, which a lab's tests never let happen).
func (l *Lab) lessonMetrics() map[string]float64 {
	l.lessonOnce.Do(func() {
		if res, err := l.Run(nil, nil); err == nil {
			l.lesson = res.Metrics
		}
	})
	return l.lesson
}

// Knobs describes the lab's parameters — names, kinds, defaults, bounds,
// labels and help, in declaration order — made once and shared by every
// caller (the form, the CLI's list, a sweep's plan). It is a description:
// read its fields and look them up, but decode with Decode, which binds a
// fresh Params (a Set here would change what every caller reads).
func (l *Lab) Knobs() *param.Spec {
	l.knobsOnce.Do(func() { l.knobs = l.New().Spec() })
	return l.knobs
}

// Preset is a named, instructive parameter set.
type Preset struct {
	ID     string    `json:"id"`
	Label  i18n.Text `json:"label"`
	Params string    `json:"params"` // URL query form: lease=2s&renew=300ms
	// Predict is the metric a learner is asked to guess before the
	// preset's run shows, when it is not the lab's first key metric (a
	// preset about another mechanism).
	Predict string `json:"predict,omitempty"`
}

// Env carries what the caller lends a run: caps, a progress hook (the UI
// uses it to yield to the browser) and a way to call the run off. The zero
// value is ready to use.
type Env struct {
	Limits   sim.Limits
	Progress func(sim.Progress)
	// ProgressEvery is how many events pass between Progress calls (and
	// Cancelled checks).
	ProgressEvery uint64
	// Cancelled reports that the result is no longer wanted; the run then
	// ends with ErrCancelled.
	Cancelled func() bool
	// CheckpointCancelled, when set, is what a Checkpoint asks instead of
	// Cancelled: a run held to a time budget (the page's inline runs) may
	// give its result's building more room than its simulation, rather
	// than throw away a simulation that fit.
	CheckpointCancelled func() bool

	sims []*sim.Sim
}

// Checkpoint is a lab's pause between steps of work outside the kernel
// (building a summary, a scene, a model's table): the progress hook runs
// there as it does between a simulation's events, so a page yields to the
// browser in the middle of a heavy result too, and a run whose result is
// no longer wanted ends there (RunParams returns ErrCancelled). Cheap
// when nothing is due: call it every few thousand items of a long loop.
func (e *Env) Checkpoint() {
	if e == nil {
		return
	}
	cancel := e.Cancelled
	if e.CheckpointCancelled != nil {
		cancel = e.CheckpointCancelled
	}
	if cancel != nil && cancel() {
		panic(cancelled{})
	}
	if e.Progress != nil {
		e.Progress(sim.Progress{})
	}
}

// cancelled unwinds a run from a Checkpoint; RunParams returns
// ErrCancelled for it.
type cancelled struct{}

// NewSim starts a simulation for the run with the env's caps and hook. Labs
// that compare several set-ups start one per set-up.
func (e *Env) NewSim(seed uint64) *sim.Sim {
	s := sim.New(seed, e.Limits)
	if e.Progress != nil || e.Cancelled != nil {
		every := e.ProgressEvery
		if every == 0 {
			every = 20000
		}
		s.OnProgress(every, func(pr sim.Progress) {
			if e.Cancelled != nil && e.Cancelled() {
				s.Stop(ErrCancelled)
				return
			}
			if e.Progress != nil {
				e.Progress(pr)
			}
		})
	}
	e.sims = append(e.sims, s)
	return s
}

// Stats says how much simulation a run took.
type Stats struct {
	Sims        int           `json:"sims"`
	Events      uint64        `json:"events"`
	VirtualTime time.Duration `json:"virtual_ns"`
}

// PresetValues are the presets' parameters as Decode reads them and Encode
// writes them back (canonical, defaults left out), preset by preset, made
// once: the form compares them with its own to press the preset it shows.
// A preset that does not decode (a contract test forbids it) is nil.
// Callers must not change the values.
func (l *Lab) PresetValues() []url.Values {
	l.canonicalOnce()
	return l.presets
}

// TryValues is Try's parameters in canonical form, as PresetValues (nil
// when the lab suggests nothing).
func (l *Lab) TryValues() url.Values {
	l.canonicalOnce()
	return l.try
}

func (l *Lab) canonicalOnce() {
	l.presetsOnce.Do(func() {
		canon := func(pr Preset) url.Values {
			q, err := url.ParseQuery(pr.Params)
			if err != nil {
				return nil
			}
			if p, err := l.Decode(q); err == nil {
				return p.Spec().Encode()
			}
			return nil
		}
		l.presets = make([]url.Values, len(l.Presets))
		for i, pr := range l.Presets {
			l.presets[i] = canon(pr)
		}
		if l.Try != nil {
			l.try = canon(*l.Try)
		}
	})
}

// Defaults returns the lab's parameters at the lesson's values.
func (l *Lab) Defaults() Params {
	p := l.New()
	p.Spec().Reset()
	return p
}

// Decode returns the lab's parameters with q applied; every key must be one
// of the lab's parameters (a page strips its own keys first).
func (l *Lab) Decode(q url.Values) (Params, error) {
	p := l.New()
	if err := p.Spec().Decode(q); err != nil {
		return nil, err
	}
	return p, nil
}

// Run decodes q and runs the lab.
func (l *Lab) Run(q url.Values, env *Env) (*Result, error) {
	p, err := l.Decode(q)
	if err != nil {
		return nil, err
	}
	return l.RunParams(p, env)
}

// RunParams runs already-decoded parameters and fills the result's envelope.
func (l *Lab) RunParams(p Params, env *Env) (res *Result, err error) {
	if env == nil {
		env = &Env{}
	}
	// A lab bug must end as an error in the tab, never as a crashed program.
	defer func() {
		if r := recover(); r != nil {
			if _, ok := r.(cancelled); ok {
				res, err = nil, ErrCancelled
				return
			}
			if e, ok := r.(error); ok && errors.Is(e, ErrCancelled) { // a paced program's call (Env.Policy)
				res, err = nil, ErrCancelled
				return
			}
			if pe, ok := r.(*policy.Error); ok { // policy.Must, outside a process
				res, err = nil, pe
				return
			}
			res, err = nil, fmt.Errorf("lab %s failed: %v", l.ID, r)
		}
	}()
	spec := p.Spec()
	if err := spec.Validate(); err != nil {
		return nil, err
	}
	if f := spec.Field(fault.Param); f != nil && lasting(f.Get()) && env.Limits.Horizon == 0 {
		h, err := l.horizon(spec, env)
		if err != nil {
			return nil, l.runError(err)
		}
		faulted := *env
		faulted.sims, faulted.Limits.Horizon = nil, h
		env = &faulted
	}
	res, err = p.Run(env)
	if err != nil {
		return nil, l.runError(err)
	}
	env.Checkpoint()
	res.Lab = l.ID
	res.Params = spec.Values()
	res.Horizon = env.Limits.Horizon
	res.HorizonClock = res.Horizon > 0 && res.Horizon >= clockLimit(env.Limits)
	for _, s := range env.sims {
		res.Stats.Sims++
		res.Stats.Events += s.Events()
		res.Stats.VirtualTime += s.Now()
		res.Cut = res.Cut || s.Cut()
	}
	if f := spec.Field("faults"); f != nil {
		res.Scene.Faults = f.FaultTargets()
		fs, _ := fault.Parse(f.Get())
		res.followFaults(fs)
		env.Checkpoint()
	}
	res.number()
	res.groupDigits()
	res.MatchesLesson = l.Golden != "" && res.LessonText(i18n.EN) == l.Golden
	if err := l.readMetrics(res); err != nil {
		return nil, err
	}
	changed := spec.Encode()
	changed.Del("seed") // a seed is not a knob of the setup
	// Nor is the learner's code: the code view compares it with the
	// built-in logic itself, and the starter code's run is the built-in's.
	changed.Del(param.PolicyParam)
	if len(changed) > 0 && res.MatchesLesson && maps.Equal(res.Metrics, l.lessonMetrics()) {
		// Say so: a learner who moved a knob and sees the same table
		// should not have to wonder whether the run happened. Prose names
		// each knob by its label and its value as people write it; the
		// UI marks the same knobs' fields from Unchanged. Only when the
		// key numbers are the lesson's too: a knob that picks what they
		// read (a strategy followed) changed what the learner watches.
		var said []i18n.Text
		for _, f := range spec.Fields() {
			if changed.Has(f.Name) {
				v := f.Say()
				if f.Kind == param.Faults {
					v = res.faultsSaid()
				}
				said = append(said, readKnobValue.Format(f.LabelText, v))
				res.Unchanged = append(res.Unchanged, f.Name)
			}
		}
		res.Reading = append(res.Reading, Say("no_effect", readNoEffect.Format(joinTexts(said, ", ")),
			claim.Claim{Fact: claim.Lesson, Value: 1}))
	}
	return res, nil
}

// runError is a run's failure as the caller sees it: a cap names the lab
// (and the lab's own hint, when it gave one).
func (l *Lab) runError(err error) error {
	if errors.Is(err, ErrCancelled) {
		return ErrCancelled // from a paced program's call, deep in a process
	}
	if pe, ok := policy.As(err); ok {
		return pe // the learner's code, at its line: the page shows it there
	}
	var own *RunError
	if errors.As(err, &own) { // the lab's own, with its hint
		own.Lab = l.ID
		return own
	}
	var cap *sim.CapError
	if errors.As(err, &cap) {
		return &RunError{Lab: l.ID, Err: cap}
	}
	return err
}

// A run with faults ends at the latest at its horizon: twice the time the
// same run takes without them, plus a second. A fault may stretch a run
// (a stall holds the requests the script waits for, a delay postpones
// each phase), but not without bound: a stall of a day would otherwise be
// a day of renewals and retries in the tab. The run without faults is run
// once to measure it (its horizon is kept per parameter set: adding faults
// one by one, or sweeping a fault's moment, measures it once), and no run
// without faults ever reaches its horizon.
func (l *Lab) horizon(spec *param.Spec, env *Env) (time.Duration, error) {
	q := spec.Encode()
	q.Del(fault.Param)
	key := l.ID + "?" + q.Encode()
	if h, ok := horizons.get(key); ok {
		return h, nil
	}
	p, err := l.Decode(q)
	if err != nil {
		return 0, err
	}
	// The probe keeps no trace (only its clock is read) and may take
	// ProbeEvents: a run measured twice is refused beyond that, naming the
	// knobs that make it smaller, rather than keep the tab for seconds.
	probe := &Env{Limits: sim.Limits{MaxEvents: min(env.Limits.MaxEvents, ProbeEvents), MaxTime: env.Limits.MaxTime, Trace: 1},
		Progress: env.Progress, ProgressEvery: env.ProgressEvery, Cancelled: env.Cancelled}
	if probe.Limits.MaxEvents == 0 {
		probe.Limits.MaxEvents = ProbeEvents
	}
	if _, err := p.Run(probe); err != nil {
		var cap *sim.CapError
		if errors.As(err, &cap) && errors.Is(cap, sim.ErrEventCap) {
			return 0, &RunError{Lab: l.ID, Err: cap, Hint: l.sizeHint()}
		}
		return 0, err
	}
	var end time.Duration
	var events uint64
	for _, s := range probe.sims {
		end = max(end, s.Now())
		events += s.Events()
	}
	if events > ProbeEvents { // several set-ups, each within the cap
		return 0, &RunError{Lab: l.ID, Err: &sim.CapError{Cap: sim.ErrEventCap, Limit: fmt.Sprint(ProbeEvents), Events: events, Now: end}, Hint: l.sizeHint()}
	}
	// A horizon past the clock's limit would turn a cut into a cap error.
	h := min(2*end+HorizonMargin, clockLimit(env.Limits))
	horizons.put(key, h)
	return h, nil
}

// clockLimit is the virtual time a run may reach (sim.Limits.MaxTime, or
// the kernel's default).
func clockLimit(l sim.Limits) time.Duration {
	if l.MaxTime > 0 {
		return l.MaxTime
	}
	return sim.DefaultMaxTime
}

// ProbeEvents bounds the run without faults that measures a horizon: with
// it, the run with faults costs at most a few times that many events (it
// is stretched to twice the length), within a second or two in the tab.
const ProbeEvents = 300_000

// lasting reports whether a fault list holds a stall, a drop or a delay:
// only those hold calls open and so stretch a run; a kill resets what it
// held and a restart holds nothing, so a run with those alone needs no
// horizon (and no second run to measure one). An unreadable list is the
// spec's to refuse.
func lasting(list string) bool {
	fs, err := fault.Parse(list)
	if err != nil {
		return false
	}
	for _, f := range fs {
		if f.Kind.Lasts() {
			return true
		}
	}
	return false
}

// sizeHint names the knobs that make a run smaller (Lab.Size), for a run
// with lasting faults refused as too large to measure twice.
func (l *Lab) sizeHint() i18n.Text {
	var names []i18n.Text
	for _, k := range l.Size {
		if f := l.Knobs().Field(k); f != nil {
			names = append(names, f.LabelText)
		}
	}
	return msgProbeHint.Format(joinTexts(names, ", "))
}

var msgProbeHint = i18n.Text{
	TR: "Donma, kayıp ya da gecikme arızası olan bir çalıştırma, süre sınırını bulmak için önce arızasız bir kez daha çalışır; bu değerlerde bu ikisi sekmeye fazla gelir. Şunları küçültün: %s; ya da yalnız öldürme ve yeniden başlatma arızaları kullanın.",
	EN: "A run with a stall, a drop or a delay is run once more without faults first, to find its horizon; at these values the two are too much for the tab. Lower these: %s; or keep to kill and restart faults.",
}

// HorizonMargin is what a run's horizon adds to twice its length without
// faults: room for a fault to matter in a run of a few milliseconds.
const HorizonMargin = time.Second

// horizons remembers the horizons of the last parameter sets measured; a
// horizon depends on the parameters alone, so a remembered one is the one
// a new measurement would give.
var horizons = &horizonCache{m: map[string]time.Duration{}}

type horizonCache struct {
	mu sync.Mutex
	m  map[string]time.Duration
}

const horizonsKept = 64

func (c *horizonCache) get(k string) (time.Duration, bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	h, ok := c.m[k]
	return h, ok
}

func (c *horizonCache) put(k string, h time.Duration) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if len(c.m) >= horizonsKept {
		clear(c.m)
	}
	c.m[k] = h
}

var (
	readNoEffect = i18n.Text{
		TR: "Değiştirilen parametreler (%s) dersin tablosundaki hiçbir sayıyı değiştirmedi.",
		EN: "The changed parameters (%s) left every number of the lesson's table unchanged.",
	}
	readKnobValue = i18n.Text{TR: "%s: %s", EN: "%s: %s"}
)

// joinTexts joins texts language by language.
func joinTexts(ts []i18n.Text, sep string) i18n.Text {
	var out i18n.Text
	for i, t := range ts {
		if i > 0 {
			out.TR += sep
			out.EN += sep
		}
		out.TR += t.TR
		out.EN += t.EN
	}
	return out
}

// ErrCancelled ends a run whose Env.Cancelled said so.
var ErrCancelled = errors.New("run cancelled")

// RunError is a run that hit a cap; it tells the learner which knob to lower.
type RunError struct {
	Lab string
	Err *sim.CapError
	// Hint names the knobs to lower, when the lab knows them.
	Hint i18n.Text
}

var (
	msgCap = i18n.Text{
		TR: "Çalışma (%s) bir sınıra ulaştı ve durduruldu: %s. Daha küçük değerler deneyin.",
		EN: "the %s run hit a cap and was stopped: %s. Try smaller values.",
	}
	msgEventCap = i18n.Text{
		TR: "olay sınırına (%s olay) ulaşıldı; sanal zaman %s idi",
		EN: "the event cap (%s events) was reached at virtual time %s",
	}
	msgTimeCap = i18n.Text{
		TR: "sanal zaman sınırına (%s) ulaşıldı; o ana kadar %s olay işlendi",
		EN: "the virtual-time cap (%s) was reached after %s events",
	}
)

func (e *RunError) Error() string { return e.In(i18n.EN) }

// capText says which cap ended the run, in both languages.
func capText(c *sim.CapError) i18n.Text {
	events := words.Int(int(c.Events))
	if errors.Is(c, sim.ErrTimeCap) {
		limit, _ := time.ParseDuration(c.Limit)
		return msgTimeCap.Format(words.Dur(limit), events)
	}
	n, _ := strconv.Atoi(c.Limit)
	return msgEventCap.Format(words.Int(n), words.Dur(c.Now))
}

// In renders the error in l.
func (e *RunError) In(l i18n.Lang) string {
	s := msgCap.Format(e.Lab, capText(e.Err)).In(l)
	if h := e.Hint.In(l); h != "" {
		s += " " + h
	}
	return s
}

func (e *RunError) Unwrap() error { return e.Err }

// KeyMetrics are the metrics Key names, in its order (the first three
// metrics when Key is empty).
// PredictFor is the metric a guess before the run of canonical values q
// asks about: the Predict of the preset (or first change) whose values q
// are, else the first key metric.
func (l *Lab) PredictFor(q url.Values) string {
	key := url.Values.Encode(q)
	for i, v := range l.PresetValues() {
		if v != nil && v.Encode() == key && l.Presets[i].Predict != "" {
			return l.Presets[i].Predict
		}
	}
	if t := l.TryValues(); l.Try != nil && t != nil && t.Encode() == key && l.Try.Predict != "" {
		return l.Try.Predict
	}
	if k := l.KeyMetrics(); len(k) > 0 {
		return k[0].ID
	}
	return ""
}

func (l *Lab) KeyMetrics() []Metric {
	if len(l.Key) == 0 {
		return l.Metrics[:min(3, len(l.Metrics))]
	}
	out := make([]Metric, 0, len(l.Key))
	for _, id := range l.Key {
		if m := l.Metric(id); m != nil {
			out = append(out, *m)
		}
	}
	return out
}

// Term is a word of the lesson and what it means, in both languages; the
// page explains it where Word first appears in a text (its first letter
// in either case).
type Term struct {
	Word i18n.Text `json:"word"`
	// Name is the glossary's form of Word when the text bends it
	// ("kuyruğa": the queue); empty when Word is that form.
	Name    i18n.Text `json:"name,omitempty"`
	Explain i18n.Text `json:"explain"`
}

// Head is the term's name as the explanation titles it.
func (t *Term) Head(lang i18n.Lang) string {
	if n := t.Name.In(lang); n != "" {
		return n
	}
	return t.Word.In(lang)
}
