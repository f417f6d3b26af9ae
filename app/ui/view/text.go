package view

import "playground/engine/i18n"

// Texts more than one package of the page shows.
var (
	// TxtLessonValues names the lesson's own parameter set (a preset's
	// button, a pinned run at the lesson's values).
	TxtLessonValues = i18n.Text{TR: "Dersin değerleri", EN: "The lesson's values"}
	// TxtLessonTable captions the lesson's untitled table (the results,
	// the replay's tables).
	TxtLessonTable = i18n.Text{TR: "Dersin tablosu", EN: "The lesson's table"}
	// TxtBeyond names the knobs beyond the lesson.
	TxtBeyond = i18n.Text{TR: "Dersin ötesi", EN: "Beyond the lesson"}
	// TxtChartData names a figure's numbers as a table (the results'
	// figures, the sweep's curve).
	TxtChartData = i18n.Text{TR: "Grafiğin verisi", EN: "The chart's data"}
	// TxtCompare heads the comparison with a pinned run (the pin tool,
	// the results' comparison).
	TxtCompare = i18n.Text{TR: "Karşılaştır", EN: "Compare"}
)
