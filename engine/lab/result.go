package lab

import (
	"encoding/json"
	"strconv"
	"strings"
	"time"

	"playground/engine/claim"
	"playground/engine/i18n"
	"playground/engine/netsim"
)

// Result is everything a run produced. Its JSON is the contract of
// `app run -json`: top level lab, params, summary (per lab, docs/DESIGN.md), then
// the data the UI draws.
type Result struct {
	Lab     string            `json:"lab"`
	Params  map[string]string `json:"params"`
	Summary any               `json:"summary"`
	// Metrics are the lab's declared key numbers read from this run.
	Metrics map[string]float64 `json:"metrics"`
	// MatchesLesson: the lesson sections equal the lesson's printed table.
	MatchesLesson bool `json:"matches_lesson"`
	// Unchanged are the knobs moved from the lesson's values (the seed
	// aside, in declaration order) when the lesson's table came out as the
	// lesson printed it: moves that changed nothing the lesson shows.
	Unchanged []string `json:"unchanged,omitempty"`
	// Sections are the tables and lines, lesson ones first.
	Sections []Section `json:"sections"`
	// Reading is a few sentences on what the numbers say, each computed
	// from this run and printed only when its claim holds; each carries
	// that claim as data, which engine/oracle checks against the raw run.
	Reading []Sentence `json:"reading,omitempty"`
	// Figures say which pictures to draw from Series, Spans and Trace.
	Figures []Figure `json:"figures,omitempty"`
	Series  []Series `json:"series,omitempty"`
	Spans   []Span   `json:"spans,omitempty"`
	// Scene is the topology every trace endpoint belongs to.
	Scene Scene            `json:"scene"`
	Trace []netsim.Message `json:"trace,omitempty"`
	// TraceDropped counts messages past the trace limit.
	TraceDropped int   `json:"trace_dropped,omitempty"`
	Stats        Stats `json:"stats"`
	// Lives are the nodes' deaths and returns as the networks saw them
	// (the lab's own kills and the faults'), for the oracle; not in the
	// JSON, whose scene already shows them.
	Lives []netsim.Life `json:"-"`
	// Horizon is the moment a run with faults ends at the latest (0: no
	// faults, no horizon); Cut says the run reached it with work left.
	// Not in the JSON: the readings say it when it matters.
	Horizon time.Duration `json:"-"`
	Cut     bool          `json:"-"`
	// HorizonClock says the horizon is the virtual clock's limit
	// (sim.Limits.MaxTime), shorter than twice the run without faults.
	HorizonClock bool `json:"-"`
}

// Sentence is one reading: its words, an id the lab's tests know it by,
// and what it claims, as facts about the raw run (package claim) that
// engine/oracle checks without the lab's code. Its JSON is its text's.
type Sentence struct {
	i18n.Text
	ID     string        `json:"-"`
	Claims []claim.Claim `json:"-"`
}

// Say is a sentence with its claims.
func Say(id string, t i18n.Text, cs ...claim.Claim) Sentence {
	if !claim.On {
		cs = nil
	}
	return Sentence{Text: t, ID: id, Claims: cs}
}

// Section is a table and/or lines of text. Lesson sections reproduce the
// lesson's printed output; the others go beyond it and carry a title.
type Section struct {
	ID     string      `json:"id"`
	Title  i18n.Text   `json:"title"`
	Lesson bool        `json:"lesson,omitempty"`
	Table  *Table      `json:"table,omitempty"`
	Lines  []i18n.Text `json:"lines,omitempty"`
	// Verbatim lines are a program's own output (an HTTP response as curl
	// prints it), in no language: words do not apply to them.
	Verbatim bool `json:"verbatim,omitempty"`
}

// Table has columns with ids (for tests and the UI) and rows of cells.
type Table struct {
	Columns []Column      `json:"columns"`
	Rows    [][]i18n.Text `json:"rows"`
	// RowAt, when set, is the virtual time by which each row's numbers were
	// final (a phase's measurement ended): the replay greys later rows.
	RowAt []time.Duration `json:"row_at,omitempty"`
}

// Column is a table column. Width is the least text width when printed,
// for tables whose lesson layout is wider than its widest cell.
type Column struct {
	ID    string    `json:"id"`
	Label i18n.Text `json:"label"`
	Width int       `json:"-"`

	_ noCompare
}

// noCompare makes a struct incomparable: a type nothing compares whole
// costs no equality function for each array of it a literal builds (a
// table's columns, a scene's nodes: kilobytes of app.wasm each).
type noCompare [0]func()

// Series is data for a figure: lines of (x, y) points over a common x axis.
// How it is drawn (kind, title, axes) is its Figure's business.
type Series struct {
	ID    string `json:"id"`
	Lines []Line `json:"lines"`
}

// SeriesByID returns the series with id, or nil.
func (r *Result) SeriesByID(id string) *Series {
	for i := range r.Series {
		if r.Series[i].ID == id {
			return &r.Series[i]
		}
	}
	return nil
}

// Line is one named sequence of points.
type Line struct {
	ID     string    `json:"id"`
	Label  i18n.Text `json:"label"`
	Points []Point   `json:"points"`
}

// Point is an (x, y) pair, written as [x, y].
type Point struct{ X, Y float64 }

func (p Point) MarshalJSON() ([]byte, error) { return json.Marshal([2]float64{p.X, p.Y}) }

func (p *Point) UnmarshalJSON(b []byte) error {
	var a [2]float64
	if err := json.Unmarshal(b, &a); err != nil {
		return err
	}
	p.X, p.Y = a[0], a[1]
	return nil
}

// Span is a state held on a lane for a while (a replica alive, registered…),
// or, by Kind, a stretch that concerns every lane (a phase, a window).
type Span struct {
	Lane  string        `json:"lane"`
	State string        `json:"state"`
	Kind  string        `json:"kind,omitempty"` // SpanState, SpanMarker or SpanWindow
	Label i18n.Text     `json:"label"`          // the state's name for people
	From  time.Duration `json:"from"`
	To    time.Duration `json:"to"`

	_ noCompare
}

// What a span marks.
const (
	SpanState  = ""       // a state held on its lane
	SpanMarker = "marker" // a labelled stretch across every lane (a phase)
	SpanWindow = "window" // a shaded stretch across every lane (the discovery window)
)

// groupDigits writes every whole number of five digits or more in a table
// cell as each language groups it (11.057 / 11,057), as a sentence beside
// the table writes it (words.Int): a reader meets one form of a number in
// a run, whichever part of it shows the number. The lesson's tables too:
// their numbers are the script's computation, their typography the course's.
func (r *Result) groupDigits() {
	for _, s := range r.Sections {
		if s.Table == nil {
			continue
		}
		for _, row := range s.Table.Rows {
			for i, c := range row {
				if c.TR == c.EN && len(c.EN) >= 5 && allDigits(c.EN) {
					n, err := strconv.Atoi(c.EN)
					if err == nil {
						row[i] = i18n.Int(n)
					}
				}
			}
		}
	}
}

func allDigits(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return true
}

// Cell turns a value into a language-neutral cell.
func Cell(v any) i18n.Text { return i18n.Plain(toString(v)) }

// JSON encodes the result; map keys are sorted by encoding/json, so equal
// results give equal bytes.
func (r *Result) JSON() ([]byte, error) { return json.MarshalIndent(r, "", "  ") }

// LessonText renders the lesson sections as the lesson prints them.
func (r *Result) LessonText(l i18n.Lang) string {
	var b strings.Builder
	for _, s := range r.Sections {
		if s.Lesson {
			s.write(&b, l)
		}
	}
	return b.String()
}

// Text renders every section: the lesson's first (byte-identical to the
// lesson at its values), then each further one under its title, then the
// reading.
func (r *Result) Text(l i18n.Lang) string {
	var b strings.Builder
	b.WriteString(r.LessonText(l))
	for _, s := range r.Sections {
		if !s.Lesson {
			b.WriteString("\n== " + s.Title.In(l) + " ==\n")
			s.write(&b, l)
		}
	}
	if len(r.Reading) > 0 {
		b.WriteString("\n== " + txtReading.In(l) + " ==\n")
		for _, t := range r.Reading {
			b.WriteString("- " + t.In(l) + "\n")
		}
	}
	return b.String()
}

var txtReading = i18n.Text{TR: "Sayılar ne diyor?", EN: "What the numbers say"}

func (s Section) write(b *strings.Builder, l i18n.Lang) {
	if s.Table != nil {
		s.Table.write(b, l)
	}
	for _, line := range s.Lines {
		b.WriteString(line.In(l))
		b.WriteByte('\n')
	}
}

// write prints left-aligned columns two spaces apart, the last unpadded: the
// layout of the course index's golden tables.
func (t *Table) write(b *strings.Builder, l i18n.Lang) {
	width := make([]int, len(t.Columns))
	for i, c := range t.Columns {
		width[i] = max(c.Width, runeLen(c.Label.In(l))+2)
	}
	for _, row := range t.Rows {
		for i, cell := range row {
			if i < len(width) {
				width[i] = max(width[i], runeLen(cell.In(l))+2)
			}
		}
	}
	line := func(cells []string) {
		for i, c := range cells {
			if i == len(cells)-1 {
				b.WriteString(c)
			} else {
				b.WriteString(c + strings.Repeat(" ", width[i]-runeLen(c)))
			}
		}
		b.WriteByte('\n')
	}
	head := make([]string, len(t.Columns))
	for i, c := range t.Columns {
		head[i] = c.Label.In(l)
	}
	line(head)
	for _, row := range t.Rows {
		cells := make([]string, len(row))
		for i, c := range row {
			cells[i] = c.In(l)
		}
		line(cells)
	}
}

func runeLen(s string) int { return len([]rune(s)) }

// Text prints the table as the lesson prints its tables.
func (t *Table) Text(l i18n.Lang) string {
	var b strings.Builder
	t.write(&b, l)
	return b.String()
}

// Cell is a cell of one of the run's tables, named "SECTION/ROW/COLUMN":
// the section's id, the row's number from 1 (or its first cell's text, in
// either language) and the column's id — a lesson page binds to it
// (data-pg-metric) as to a metric. False when there is no such cell.
func (r *Result) Cell(ref string) (i18n.Text, bool) {
	parts := strings.Split(ref, "/")
	if len(parts) != 3 {
		return i18n.Text{}, false
	}
	for _, s := range r.Sections {
		if s.ID != parts[0] || s.Table == nil {
			continue
		}
		col := -1
		for i, c := range s.Table.Columns {
			if c.ID == parts[2] {
				col = i
			}
		}
		if col < 0 {
			return i18n.Text{}, false
		}
		for i, row := range s.Table.Rows {
			if col >= len(row) {
				continue
			}
			if n, err := strconv.Atoi(parts[1]); err == nil && n == i+1 ||
				len(row) > 0 && (row[0].TR == parts[1] || row[0].EN == parts[1]) {
				return row[col], true
			}
		}
	}
	return i18n.Text{}, false
}
