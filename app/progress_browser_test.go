//go:build !wasm

package main

import (
	"testing"

	bt "playground/app/internal/browsertest"
)

// jsFillStorage fills the origin's local storage until the browser refuses
// one more character, and says how many characters it took.
const jsFillStorage = `(() => {
  let n = 0, s = "x".repeat(1 << 20);
  for (let i = 0; s.length > 0; i++) {
    try { localStorage.setItem("fill-" + i, s); n += s.length; } catch (e) { s = s.slice(0, s.length >> 1); }
  }
  try { localStorage.setItem("probe", "x"); return -1; } catch (e) { return n; }
})()`

// With the browser's storage full, a solved challenge still shows ✓, and
// the page says, in the page's language, that the solve was not kept (it
// said nothing, and the solve was gone after a reload).
func TestASolveTheFullStorageCannotKeepIsSaidSo(t *testing.T) {
	bt.Need(t)
	site := bt.Site(t)
	b := bt.LaunchFresh(t, 1400) // its own storage: the others' stays as it is
	l, c := typedChallenge(t)
	b.Load(t, site.URL+"/")
	filled := bt.Eval[int](t, b, jsFillStorage)
	if filled < 0 {
		t.Fatal("the storage took every write: nothing to test")
	}
	t.Logf("local storage full after %d characters", filled)
	for _, lang := range []struct{ key, want string }{
		{"", "Bu çözüm saklanamadı: tarayıcının yerel depolaması dolu ya da yazmaya kapalı. Sayfayı yenilediğinizde çözülmüş görünmeyecek."},
		{"&lang=en", "This solve could not be kept: the browser's local storage is full or refuses writing. After a reload it will not show as solved."},
	} {
		b.Load(t, chURL(site.URL+"/", l, "&challenge="+c.ID+lang.key))
		skipPrediction(t, b)
		if bt.Eval[bool](t, b, `!!document.querySelector('#progress-unkept')`) {
			t.Errorf("%s: the notice shows before any solve", lang.key)
		}
		typeSolution(t, b, c)
		b.Wait(t, "the notice", `document.querySelector('#progress-unkept')`)
		if got := bt.Eval[string](t, b, `document.querySelector('#progress-unkept').textContent`); got != lang.want {
			t.Errorf("%s: the notice says %q, want %q", lang.key, got, lang.want)
		}
		if bt.Eval[string](t, b, `document.querySelector('#progress-unkept').getAttribute('role')`) != "status" {
			t.Errorf("%s: the notice is not announced (role=status)", lang.key)
		}
		if v := bt.Eval[any](t, b, `localStorage.getItem("playground.solved")`); v != nil {
			t.Errorf("%s: the store holds %v", lang.key, v)
		}
	}
	bt.Eval[bool](t, b, `(localStorage.clear(), true)`)
}
