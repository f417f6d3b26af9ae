// Package draw draws a run's figures as SVG: the charts a lab declares
// (step lines, grouped bars, lanes of states over time, sequence diagrams),
// a pinned run's ghosts beside them, the sweep plot of a knob against a
// lab's metrics, and the replay's topology of a run's scene with its
// messages in flight.
//
// It reads a run's data (package lab) and returns text: it knows no UI
// toolkit and no browser, so the same code draws in the browser and for
// the prerendered site, and every picture is tested natively. It holds no
// state between calls and is safe for concurrent use.
//
// # Pictures
//
// Every picture is an svg element drawn at the size it is shown: its width
// and height equal its viewBox, so 11 px text is 11 px on screen, and a
// caller asks for a figure at the width it measured (Width). Colours,
// dashes and tones come from classes (c0…c7, d0…d3, tone-…) that the site's
// stylesheet defines; no element has a style attribute, so a page under a
// strict Content-Security-Policy shows them. Each picture has a title and a
// description, its text alternative, which the functions also return as
// plain text; line and bar figures return their data too (SeriesTable).
//
// Charts draws a run's figures by their declared kind and leaves out a
// kind it does not know. Figures of one Share group are drawn on one
// scale, fitted at the narrowest member's width; with a pinned run
// (ChartsPinned) the scale covers both runs.
//
// # Geometry
//
// A drawing returns the geometry a caller places things by, so nothing is
// read back from the SVG: a chart's Plot is its box and x axis (Plot.TimeX
// is where a moment falls on a time axis); a Topology is where each node
// and edge of a scene stands, the same numbers its SVG is written with.
// Coordinates are written rounded to a tenth of a pixel (Num).
//
// # Guarantees
//
// The output is a function of the input: the same run, width and language
// give the same bytes. Text is measured by an estimate of its width
// (0.62 em a character), generous enough that within one picture: tick
// labels along an axis never overlap and count up, a phase's label takes
// the first row where it fits, legend entries wrap rather than touch, and
// no text leaves the picture. Long runs are thinned for the eye (a line
// keeps its peaks in at most 400 points, a lanes figure shows 24 lanes and
// a sequence diagram 40 messages, a data table 40 rows); the tables and
// the run itself hold every number.
package draw
