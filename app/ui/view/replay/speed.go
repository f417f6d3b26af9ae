package replay

import (
	"playground/app/ui/draw"
	"playground/engine/i18n"
)

// fmtSpeed writes a speed as the page writes numbers: ×0,0005, ×2, ×100
// in Turkish (×0.0005 in English).
func fmtSpeed(v float64, l i18n.Lang) string { return "×" + draw.Value(v, l) }
