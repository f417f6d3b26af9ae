package lab

import (
	"time"

	"playground/engine/i18n"
)

// Figure is one picture a run declares: its kind, what it draws, its axes
// and ranges, and which figures share a scale. The UI draws any figure of any
// lab from this alone.
type Figure struct {
	ID    string     `json:"id"`
	Kind  FigureKind `json:"kind"`
	Title i18n.Text  `json:"title"`
	// Series names the Result.Series a line or bar figure draws.
	Series string `json:"series,omitempty"`
	X      Axis   `json:"x"`
	Y      Axis   `json:"y"`
	// Share groups figures drawn on one scale (both axes), so they can be
	// compared by eye: the "without / with control" pair.
	Share string `json:"share,omitempty"`
	// Main marks the lab's main picture: the one an embed shows.
	Main bool `json:"main,omitempty"`
	// From and To bound the messages (sequence) or spans (lanes) drawn;
	// To 0 means the whole run. A lab that runs set-ups one after another
	// declares one sequence figure per set-up.
	From time.Duration `json:"from,omitempty"`
	To   time.Duration `json:"to,omitempty"`
}

// FigureKind is how a figure is drawn.
type FigureKind string

const (
	FigLine     FigureKind = "line"     // step lines over a continuous x (time)
	FigBar      FigureKind = "bar"      // grouped bars over categories or instants
	FigLanes    FigureKind = "lanes"    // Result.Spans: states held over time, per lane
	FigSequence FigureKind = "sequence" // Result.Trace: who sent what to whom, when
)

// Axis is a figure's axis: its label (with unit) and, when the lab knows it,
// its range; Max 0 fits the axis to the data.
type Axis struct {
	Label i18n.Text `json:"label"`
	Unit  string    `json:"unit,omitempty"`
	Min   float64   `json:"min,omitempty"`
	Max   float64   `json:"max,omitempty"`
	// Integer axes tick at whole numbers only (counts, step numbers).
	Integer bool `json:"integer,omitempty"`
	// Categories name the x values 0, 1, 2… of a bar figure (phases,
	// strategies): drawn instead of the numbers.
	Categories []i18n.Text `json:"categories,omitempty"`
}

// Chart is a line or bar figure with its data, for labs that declare both in
// one place; AddChart files them into the result.
type Chart struct {
	Figure
	Lines []Line
}

// AddChart appends c's figure and its series (under the figure's id).
func (r *Result) AddChart(c Chart) {
	c.Figure.Series = c.ID
	r.Figures = append(r.Figures, c.Figure)
	r.Series = append(r.Series, Series{ID: c.ID, Lines: c.Lines})
}
