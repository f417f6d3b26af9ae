package site

import (
	"strings"
	"testing"
)

// wasmModule writes a module with imports of n functions and a memory,
// the function bodies of the given sizes, and (when names) a name section.
func wasmModule(imported int, bodies []int, names []string) []byte {
	uleb := func(v int) []byte {
		var out []byte
		for {
			b := byte(v & 0x7f)
			v >>= 7
			if v != 0 {
				out = append(out, b|0x80)
				continue
			}
			return append(out, b)
		}
	}
	str := func(s string) []byte { return append(uleb(len(s)), s...) }
	section := func(id byte, body []byte) []byte { return append(append([]byte{id}, uleb(len(body))...), body...) }
	b := []byte("\x00asm\x01\x00\x00\x00")
	imp := uleb(imported + 1)
	for i := 0; i < imported; i++ {
		imp = append(append(append(imp, str("go")...), str("f")...), 0, 0) // a function of type 0
	}
	imp = append(append(append(imp, str("go")...), str("mem")...), 2, 0, 1) // a memory, min 1
	b = append(b, section(2, imp)...)
	code := uleb(len(bodies))
	for _, n := range bodies {
		code = append(append(code, uleb(n)...), make([]byte, n)...)
	}
	b = append(b, section(10, code)...)
	if names != nil {
		fn := uleb(len(names))
		for i, n := range names {
			fn = append(append(fn, uleb(imported+i)...), str(n)...)
		}
		body := append(str("name"), append([]byte{1}, append(uleb(len(fn)), fn...)...)...)
		b = append(b, section(0, body)...)
	}
	return b
}

func TestCodeIsAddedUpByPackageLargestFirst(t *testing.T) {
	names := []string{
		"runtime.mallocgc", "runtime.gcStart",
		"github.com_maxence_charriere_go_app_v10_pkg_app.Div",
		"playground_app_ui_draw.Charts", "playground_app_ui_draw.__svg_.line",
		"type_.eq.internal_abi.ITab", "fmt.__pp_.doPrintf",
	}
	pkgs, total, err := CodeByPackage(wasmModule(3, []int{100, 50, 400, 30, 20, 5, 1}, names))
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, p := range pkgs {
		got = append(got, p.Package+":"+strings.Repeat("*", p.Funcs))
	}
	want := "github.com_maxence_charriere_go_app_v10_pkg_app:* runtime:** playground_app_ui_draw:** type_:* fmt:*"
	if strings.Join(got, " ") != want || total != 606 || pkgs[0].Bytes != 400 || pkgs[1].Bytes != 150 {
		t.Errorf("packages %q (total %d), want %q", got, total, want)
	}
}

func TestAStrippedModuleSaysHowToSeeItsPackages(t *testing.T) {
	if _, _, err := CodeByPackage(wasmModule(1, []int{10}, nil)); err == nil || !strings.Contains(err.Error(), "without -s") {
		t.Errorf("a module without names: %v", err)
	}
	if _, _, err := CodeByPackage([]byte("not wasm")); err == nil {
		t.Error("not a module: no error")
	}
	if _, _, err := CodeByPackage(wasmModule(1, []int{10}, []string{"a.b"})[:20]); err == nil {
		t.Error("a cut module: no error")
	}
}
