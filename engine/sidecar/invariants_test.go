//go:build !js

package sidecar

import "testing"

// A status cell counts its calls: one bare status, or the sum of its ×N.
func TestAStatusCellCountsItsCalls(t *testing.T) {
	for cell, want := range map[string]int{"200": 1, "200×3 reset×1": 4, "503 ×12": 12, "lost×2, 200×10": 12} {
		if got := tallied(cell); got != want {
			t.Errorf("tallied(%q) = %d, want %d", cell, got, want)
		}
	}
}
