package keyresult

import "playground/engine/i18n"

// The strip's texts.
var (
	txtKey       = i18n.Text{TR: "Ana sonuç", EN: "Key result"}
	txtLesson    = i18n.Text{TR: "Dersin tablosuyla aynı", EN: "Same as the lesson's table"}
	txtNotLesson = i18n.Text{TR: "Dersin tablosundan farklı", EN: "Differs from the lesson's table"}
	// txtLessonShort follows the badge's sign on a phone (✓ ders, ≠ ders),
	// where the whole sentence does not fit beside the numbers.
	txtLessonShort = i18n.Text{TR: "ders", EN: "lesson"}
	txtClose       = i18n.Text{TR: "Kapat", EN: "Close"}
	txtWas         = i18n.Text{TR: "önce %s", EN: "was %s"}
)
