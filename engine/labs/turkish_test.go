package labs

import (
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"net/url"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"testing"

	"playground/engine/i18n"
	"playground/engine/lab/labtest"
)

// turkishRoots are the folders, from the module's root, whose catalog the
// Turkish-quality test reads: the engine's and the UI's.
var turkishRoots = []string{"engine", "app"}

// valueGrammar names the catalog literals that describe the grammar of
// values typed in a URL or on the command line: their examples (0.25,
// 900ms, 1h30m) are values, written as the learner types them.
var valueGrammar = map[string]bool{
	"param.ruleFloat": true, "param.ruleFloatSigned": true, "param.ruleDuration": true,
	"param.ruleList": true, "param.ruleListSigned": true,
	"sweep.ruleForm": true, "sweep.ruleLogTwice": true, "lab.ruleGoalValue": true,
	"replay.txtReplayBadT": true, // t=1.3s, the address key's example
	// The language switch names the other language in that language
	// (its element carries lang="en"), as every bilingual site does.
	"shell.txtSwitchLabel": true,
}

// sourceText is one catalog string: where it is, its language and its text
// with verbs filled (labtest.Literal).
type sourceText struct {
	at, name, lang, text string
}

// catalog reads every non-test Go file under the roots and returns the
// Turkish and English forms of its i18n.Text and i18n.Counted literals and
// of the strings knobs are labelled with (Label, Help, Choice, Define).
func catalog(t *testing.T) []sourceText {
	t.Helper()
	var out []sourceText
	fset := token.NewFileSet()
	for _, root := range turkishRoots {
		dir := filepath.Join("..", "..", root)
		err := filepath.WalkDir(dir, func(path string, d fs.DirEntry, err error) error {
			if err != nil {
				return err
			}
			if d.IsDir() {
				if n := d.Name(); strings.HasPrefix(n, ".") || n == "testdata" || n == "labtest" {
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
			pkg := f.Name.Name
			add := func(n ast.Node, name, lang string, lit ast.Expr) {
				bl, ok := lit.(*ast.BasicLit)
				if !ok || bl.Kind != token.STRING {
					return
				}
				s, err := strconv.Unquote(bl.Value)
				if err != nil {
					t.Fatal(err)
				}
				out = append(out, sourceText{at: fset.Position(n.Pos()).String(), name: pkg + "." + name, lang: lang, text: labtest.Literal(s)})
			}
			var names []string // enclosing var names, innermost last
			var visit func(n ast.Node) bool
			visit = func(n ast.Node) bool {
				switch x := n.(type) {
				case *ast.ValueSpec:
					for i, v := range x.Values {
						if i < len(x.Names) {
							names = append(names, x.Names[i].Name)
							ast.Inspect(v, visit)
							names = names[:len(names)-1]
						}
					}
					return false
				case *ast.CompositeLit:
					sel, ok := x.Type.(*ast.SelectorExpr)
					if !ok || sel.Sel.Name != "Text" && sel.Sel.Name != "Counted" {
						return true
					}
					if id, ok := sel.X.(*ast.Ident); !ok || id.Name != "i18n" {
						return true
					}
					name := ""
					if len(names) > 0 {
						name = names[len(names)-1]
					}
					for _, e := range x.Elts {
						kv, ok := e.(*ast.KeyValueExpr)
						if !ok {
							continue
						}
						switch kv.Key.(*ast.Ident).Name {
						case "TR":
							add(kv, name, "tr", kv.Value)
						case "EN", "EnOne", "EnOther":
							add(kv, name, "en", kv.Value)
						}
					}
				case *ast.CallExpr:
					sel, ok := x.Fun.(*ast.SelectorExpr)
					if !ok {
						return true
					}
					args := x.Args
					switch sel.Sel.Name {
					case "Label", "Help":
					case "Choice", "Define":
						if len(args) > 0 {
							args = args[1:]
						}
					default:
						return true
					}
					if len(args) == 2 {
						add(x, sel.Sel.Name, "tr", args[0])
						add(x, sel.Sel.Name, "en", args[1])
					}
				}
				return true
			}
			ast.Inspect(f, visit)
			return nil
		})
		if err != nil {
			t.Fatal(err)
		}
	}
	return out
}

// knobNames are every lab's parameter names: code and URLs name a knob by
// them, Turkish prose by its label.
func knobNames() []string {
	seen := map[string]bool{}
	var out []string
	for _, l := range All() {
		for _, f := range l.New().Spec().Fields() {
			if !seen[f.Name] {
				seen[f.Name] = true
				out = append(out, f.Name)
			}
		}
	}
	sort.Strings(out)
	return out
}

// Every Turkish string of the catalog follows Turkish typography and the
// glossary (decimal comma, %15, a space before the unit, durations as
// people write them, the singular after a count, no English word or knob
// name outside parentheses, no unit twice), and every English string writes
// a decimal point and 15%.
func TestTheCatalogWritesTurkishAsTurkishTypographyDoes(t *testing.T) {
	texts := catalog(t)
	if len(texts) < 1000 {
		t.Fatalf("%d catalog strings found: the scan went wrong", len(texts))
	}
	banned := knobNames()
	bad := 0
	for _, s := range texts {
		if valueGrammar[s.name] {
			continue
		}
		for _, p := range labtest.Problems(s.lang, s.text, banned...) {
			bad++
			t.Errorf("%s (%s, %s): %s\n\t%s", s.at, s.name, s.lang, p, s.text)
		}
	}
	t.Logf("%d catalog strings read under %v, %d problems", len(texts), turkishRoots, bad)
}

// A unit is written once: a knob's, a metric's or an axis's label does not
// carry the unit the page writes after it ("Geliş hızı (istek/s) (req/s)"),
// and a unit is language-neutral (1/s, ms, %), never an English word.
func TestEveryUnitIsWrittenOnce(t *testing.T) {
	neutral := map[string]bool{"": true, "ms": true, "s": true, "%": true, "1/s": true}
	check := func(at, unit string, label i18n.Text) {
		t.Helper()
		if !neutral[unit] {
			t.Errorf("%s: unit %q is not one of ms, s, %%, 1/s", at, unit)
		}
		for _, l := range []string{label.TR, label.EN} {
			if unit != "" && strings.Contains(l, "("+unit+")") || strings.Contains(l, "/s") {
				t.Errorf("%s: label %q carries its unit %q", at, l, unit)
			}
		}
	}
	for _, l := range All() {
		for _, f := range l.New().Spec().Fields() {
			check(l.ID+"."+f.Name, f.UnitText, f.LabelText)
		}
		for _, m := range l.Metrics {
			check(l.ID+" metric "+m.ID, m.Unit, m.Label)
		}
		res, err := l.Run(nil, nil)
		if err != nil {
			t.Fatal(err)
		}
		for _, f := range res.Figures {
			check(l.ID+" figure "+f.ID+" x", f.X.Unit, f.X.Label)
			check(l.ID+" figure "+f.ID+" y", f.Y.Unit, f.Y.Label)
		}
	}
}

// Every lab's presets, challenge starts and solutions, and the ends of its
// ready sweeps read as the glossary writes (labtest.CheckWords): the same
// rules each lab's reading test holds its own grid to.
func TestEveryPresetChallengeAndSweepRunReadsAsTheGlossaryWrites(t *testing.T) {
	runs := 0
	for _, l := range All() {
		var qs []url.Values
		qs = append(qs, url.Values{})
		for _, p := range l.Presets {
			q, _ := url.ParseQuery(p.Params)
			qs = append(qs, q)
		}
		for _, c := range l.Challenges {
			for _, learner := range []string{"", c.Solution} {
				v, _ := url.ParseQuery(learner)
				q, err := c.Query(v)
				if err != nil {
					t.Fatal(err)
				}
				qs = append(qs, q)
			}
		}
		for _, s := range l.Sweeps {
			for _, end := range []string{s.From, s.To} {
				q, _ := url.ParseQuery(s.Params)
				q.Set(s.Knob, end)
				qs = append(qs, q)
			}
		}
		for _, q := range qs {
			res, err := l.Run(q, nil)
			if err != nil {
				t.Fatalf("%s %s: %v", l.ID, q.Encode(), err)
			}
			runs++
			labtest.CheckWords(t, l, q.Encode(), res)
		}
	}
	t.Logf("%d runs", runs)
}
