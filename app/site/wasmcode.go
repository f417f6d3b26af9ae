package site

import (
	"cmp"
	"encoding/binary"
	"errors"
	"fmt"
	"io"
	"slices"
	"strings"
)

// Where app.wasm's bytes go. A wasm module keeps each function's code in
// its code section and, unless the linker strips it (-s), each function's
// name in a "name" custom section; Go names a function by its package path
// with "/" written "_" ("playground_app_ui_draw.Charts",
// "github.com_maxence_charriere_go_app_v10_pkg_app.Div"). CodeByPackage
// adds the code up per package, so a change that grows app.wasm shows where
// (./build.sh build prints it from an unstripped build of the same code).

// PackageCode is the code of one package in a wasm module.
type PackageCode struct {
	Package string // as the name section writes it: "/" as "_"
	Bytes   int
	Funcs   int
}

var errNoNames = errors.New("the module has no name section (built with -ldflags=-s): build it without -s to see its packages")

// CodeByPackage reads a wasm module and sums its functions' code by
// package, largest first; total is all the module's code.
func CodeByPackage(wasm []byte) (pkgs []PackageCode, total int, err error) {
	m, err := readModule(wasm)
	if err != nil {
		return nil, 0, err
	}
	if m.names == nil {
		return nil, 0, errNoNames
	}
	by := map[string]*PackageCode{}
	for i, size := range m.bodies {
		pkg := packageOf(m.names[m.imported+i])
		pc := by[pkg]
		if pc == nil {
			pc = &PackageCode{Package: pkg}
			by[pkg] = pc
		}
		pc.Bytes += size
		pc.Funcs++
		total += size
	}
	for _, pc := range by {
		pkgs = append(pkgs, *pc)
	}
	slices.SortFunc(pkgs, func(a, b PackageCode) int {
		return cmp.Or(cmp.Compare(b.Bytes, a.Bytes), strings.Compare(a.Package, b.Package))
	})
	return pkgs, total, nil
}

// packageOf is a function name's package: up to the first dot, or the
// second when the first belongs to a host ("github.com_…": a top-level
// domain of a few letters, then the path's "_").
func packageOf(name string) string {
	i := strings.IndexByte(name, '.')
	if i < 0 {
		return name
	}
	rest := name[i+1:]
	if u := strings.IndexByte(rest, '_'); !strings.Contains(name[:i], "_") && u >= 2 && u <= 6 && lowerLetters(rest[:u]) {
		if j := strings.IndexByte(rest, '.'); j > u {
			return name[:i+1+j]
		}
	}
	return name[:i]
}

func lowerLetters(s string) bool {
	for _, r := range s {
		if r < 'a' || r > 'z' {
			return false
		}
	}
	return true
}

// module is what CodeByPackage needs of a wasm module.
type module struct {
	imported int            // imported functions: the defined ones are numbered after them
	bodies   []int          // code bytes of each defined function
	names    map[int]string // function index → name, nil without a name section
}

// readModule walks the module's sections (the wasm binary format, 1.0).
func readModule(b []byte) (*module, error) {
	if len(b) < 8 || string(b[:4]) != "\x00asm" {
		return nil, errors.New("not a wasm module")
	}
	m := &module{}
	r := &reader{b: b, i: 8}
	for r.i < len(b) {
		id := r.byte()
		size := r.uint()
		end := r.i + int(size)
		if r.err != nil || end > len(b) {
			return nil, fmt.Errorf("a section runs past the end of the module: %w", io.ErrUnexpectedEOF)
		}
		sec := &reader{b: b[:end], i: r.i}
		switch id {
		case 2:
			m.imported = sec.importedFuncs()
		case 10:
			for n := sec.uint(); n > 0 && sec.err == nil; n-- {
				size := sec.uint()
				m.bodies = append(m.bodies, int(size))
				sec.i += int(size)
			}
		case 0:
			if sec.name() == "name" {
				m.names = sec.funcNames()
			}
		}
		if sec.err != nil {
			return nil, sec.err
		}
		r.i = end
	}
	return m, nil
}

// reader reads a module's LEB128 numbers and names.
type reader struct {
	b   []byte
	i   int
	err error
}

func (r *reader) byte() byte {
	if r.i >= len(r.b) {
		r.err = io.ErrUnexpectedEOF
		return 0
	}
	r.i++
	return r.b[r.i-1]
}

func (r *reader) uint() uint64 {
	if r.i >= len(r.b) {
		r.err = io.ErrUnexpectedEOF
		return 0
	}
	v, n := binary.Uvarint(r.b[r.i:])
	if n <= 0 {
		r.err = errors.New("a malformed number")
		return 0
	}
	r.i += n
	return v
}

func (r *reader) name() string {
	n := int(r.uint())
	if r.err != nil || r.i+n > len(r.b) {
		r.err = io.ErrUnexpectedEOF
		return ""
	}
	r.i += n
	return string(r.b[r.i-n : r.i])
}

// importedFuncs counts the imports that are functions.
func (r *reader) importedFuncs() int {
	funcs := 0
	for n := r.uint(); n > 0 && r.err == nil; n-- {
		r.name() // module
		r.name() // field
		switch r.byte() {
		case 0: // a function: its type index
			r.uint()
			funcs++
		case 1: // a table: element type, limits
			r.byte()
			r.limits()
		case 2: // a memory: limits
			r.limits()
		case 3: // a global: value type, mutability
			r.byte()
			r.byte()
		}
	}
	return funcs
}

func (r *reader) limits() {
	if r.byte()&1 == 1 {
		r.uint()
	}
	r.uint()
}

// funcNames reads the name section's function names (subsection 1).
func (r *reader) funcNames() map[int]string {
	names := map[int]string{}
	for r.i < len(r.b) && r.err == nil {
		sub := r.byte()
		size := int(r.uint())
		end := r.i + size
		if sub == 1 {
			for n := r.uint(); n > 0 && r.err == nil; n-- {
				idx := r.uint()
				names[int(idx)] = r.name()
			}
		}
		r.i = end
	}
	return names
}
