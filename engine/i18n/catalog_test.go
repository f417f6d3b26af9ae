package i18n

import (
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"
)

// literal is one Text or Counted literal found in the module's source.
type literal struct {
	at     string            // file:line
	kind   string            // "Text" or "Counted"
	fields map[string]string // field → its string (only string literals)
	other  map[string]bool   // fields set to an expression, not a literal
}

// sourceLiterals reads every non-test Go file of the module and returns its
// i18n.Text and i18n.Counted composite literals (plain Text{…} inside this
// package). This is the catalog: the strings are data in the binary, found
// here the way xgettext finds them, by reading the source.
func sourceLiterals(t *testing.T) []literal {
	t.Helper()
	root := filepath.Join("..", "..")
	var out []literal
	fset := token.NewFileSet()
	err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() {
			if n := d.Name(); n != "." && n != ".." && (strings.HasPrefix(n, ".") || n == "testout" || n == "node_modules" || n == "testdata") {
				return filepath.SkipDir
			}
			return nil
		}
		if !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
			return nil
		}
		f, err := parser.ParseFile(fset, path, nil, 0)
		if err != nil {
			return err
		}
		inI18n := f.Name.Name == "i18n"
		ast.Inspect(f, func(n ast.Node) bool {
			cl, ok := n.(*ast.CompositeLit)
			if !ok {
				return true
			}
			kind := ""
			switch ty := cl.Type.(type) {
			case *ast.SelectorExpr:
				if x, ok := ty.X.(*ast.Ident); ok && x.Name == "i18n" {
					kind = ty.Sel.Name
				}
			case *ast.Ident:
				if inI18n {
					kind = ty.Name
				}
			}
			if kind != "Text" && kind != "Counted" {
				return true
			}
			l := literal{at: fset.Position(cl.Pos()).String(), kind: kind, fields: map[string]string{}, other: map[string]bool{}}
			for _, e := range cl.Elts {
				kv, ok := e.(*ast.KeyValueExpr)
				if !ok {
					t.Errorf("%s: an unkeyed %s literal; name its fields", l.at, kind)
					continue
				}
				key := kv.Key.(*ast.Ident).Name
				if bl, ok := kv.Value.(*ast.BasicLit); ok && bl.Kind == token.STRING {
					s, err := strconv.Unquote(bl.Value)
					if err != nil {
						t.Fatal(err)
					}
					l.fields[key] = s
				} else {
					l.other[key] = true
				}
			}
			out = append(out, l)
			return true
		})
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return out
}

// verbs lists a format string's verbs, in order, without %%.
var verbRE = regexp.MustCompile(`%(\[\d+\])?[-+#0]*\d*(\.\d+)?[vdsfgqxXeEt%]`)

func verbs(s string) []string {
	var out []string
	for _, v := range verbRE.FindAllString(s, -1) {
		if v != "%%" {
			out = append(out, v[len(v)-1:])
		}
	}
	return out
}

// Every string a learner can read exists in Turkish and in English, with
// the same format verbs, and the Turkish ones are written with Turkish
// letters, not ASCII stand-ins.
func TestEveryTextLiteralIsBilingual(t *testing.T) {
	lits := sourceLiterals(t)
	forms := map[string][]string{"Text": {"TR", "EN"}, "Counted": {"TR", "EnOne", "EnOther"}}
	n, turkish := 0, 0
	for _, l := range lits {
		if len(l.fields) == 0 {
			continue // Text{} or Text{TR: expr}: built by code, not a message
		}
		n++
		for _, f := range forms[l.kind] {
			if s, ok := l.fields[f]; ok {
				if strings.TrimSpace(s) == "" {
					t.Errorf("%s: %s is empty", l.at, f)
				}
			} else if !l.other[f] {
				t.Errorf("%s: %s literal without %s", l.at, l.kind, f)
			}
		}
		tr, ok := l.fields["TR"]
		if !ok {
			continue
		}
		if strings.ContainsAny(tr, "şğıİöüçŞĞÖÜÇ") {
			turkish++
		}
		if strings.Contains(tr, "%[") {
			continue // explicit indexes: a form may use an argument the other skips
		}
		want := strings.Join(sortedVerbs(tr), "")
		for _, f := range forms[l.kind][1:] {
			if s, ok := l.fields[f]; ok {
				if got := strings.Join(sortedVerbs(s), ""); got != want {
					t.Errorf("%s: %s has verbs %q, TR has %q", l.at, f, got, want)
				}
			}
		}
	}
	// The module holds about a thousand messages; far fewer means the scan
	// went wrong, not that the strings went away.
	if n < 800 || turkish < n/2 {
		t.Errorf("%d messages found in the source, %d with Turkish letters", n, turkish)
	}
}

// sortedVerbs is the multiset of verbs: a translation may reorder them
// (%[2]s … %[1]s) but not add or drop one.
func sortedVerbs(s string) []string {
	v := verbs(s)
	slices.Sort(v)
	return v
}

// Percent signs are not verbs; a verb's flags, width and index are.
func TestVerbsIgnorePercentSigns(t *testing.T) {
	if got := strings.Join(verbs("%%%s of %[2]d, 5%% and %.2f"), ","); got != "s,d,f" {
		t.Errorf("verbs = %q", got)
	}
}
