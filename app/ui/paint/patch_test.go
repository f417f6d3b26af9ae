package paint

import (
	"fmt"
	"strings"
	"testing"
)

// A step that changes numbers only is a few text and attribute edits, each
// aimed at the element (in document order) and child that holds it.
func TestPatchEditsAimAtTheChangedTextsAndValues(t *testing.T) {
	for _, c := range []struct {
		name, old, new string
		want           string
		elems          int
	}{
		{"a table cell", `<table><tbody><tr><th scope="row">düz</th><td class="num">100</td></tr></tbody></table>`,
			`<table><tbody><tr><th scope="row">düz</th><td class="num">126</td></tr></tbody></table>`,
			`[{4 0  126}]`, 5},
		{"an attribute and a tick label", `<svg width="10"><line x1="0" y1="5"/><text x="1" class="tick">20</text><rect y="3" height="7"></rect></svg>`,
			`<svg width="10"><line x1="0" y1="6"/><text x="1" class="tick">25</text><rect y="3" height="9"></rect></svg>`,
			`[{1 0 y1 6} {2 0  25} {3 0 height 9}]`, 4},
		{"escaped text", `<p><b>x</b>a &lt; b</p>`, `<p><b>x</b>a &gt; b &amp; &#39;c&#39; &#34;d&#34;</p>`,
			`[{0 1  a > b & 'c' "d"}]`, 2},
		{"a void element", `<p>a<br>b</p>`, `<p>a<br>c</p>`, `[{0 2  c}]`, 2},
		{"a pre's lines", "<pre class=\"lines\">a: 6×(200)\nb: 2</pre>", "<pre class=\"lines\">a: 4×(200)\nb: 2</pre>",
			"[{0 0  a: 4×(200)\nb: 2}]", 1},
		{"nothing", `<ul><li>x</li></ul>`, `<ul><li>x</li></ul>`, `[]`, 2},
	} {
		edits, elems, ok := patchEdits(c.old, c.new)
		if got := fmt.Sprint(edits); !ok || elems != c.elems || (got != c.want && !(c.want == "[]" && edits == nil)) {
			t.Errorf("%s: edits %s, %d elements, ok %v; want %s, %d, true", c.name, got, elems, ok, c.want, c.elems)
		}
	}
}

// Anything but the same elements with the same attributes in the same order
// is written whole: a patch never guesses.
func TestPatchEditsRefuseAnotherShape(t *testing.T) {
	for _, c := range []struct{ name, old, new string }{
		{"another row", `<table><tbody><tr><td>1</td></tr></tbody></table>`, `<table><tbody><tr><td>1</td></tr><tr><td>2</td></tr></tbody></table>`},
		{"another tag", `<p><b>1</b></p>`, `<p><i>1</i></p>`},
		{"an attribute more", `<td>1</td>`, `<td class="num">1</td>`},
		{"attributes reordered", `<td a="1" b="2">1</td>`, `<td b="2" a="1">1</td>`},
		{"an unquoted value", `<td a="1">1</td>`, `<td a=2>1</td>`},
		{"a text where there was none", `<td></td>`, `<td>1</td>`},
		{"a text at the slot's top", `x<p>1</p>`, `y<p>1</p>`},
		{"an entity not ours", `<p>a</p>`, `<p>a&nbsp;b</p>`},
		{"a comment", `<p>a</p><!-- c -->`, `<p>b</p><!-- c -->`},
		{"an unclosed element", `<p>a`, `<p>b`},
		{"a stray end tag", `<p>a</p></div>`, `<p>b</p></div>`},
		{"a tag cut short", `<p>a</p><b`, `<p>b</p><b`},
		{"a pre's text after the newline the parser drops", "<pre>\na</pre>", "<pre>\nb</pre>"},
		{"a script", `<script>a</script>`, `<script>b</script>`},
		{"a text the parser splits", `<p>` + strings.Repeat("a", maxText) + `</p>`, `<p>` + strings.Repeat("b", maxText) + `</p>`},
	} {
		if edits, _, ok := patchEdits(c.old, c.new); ok {
			t.Errorf("%s: patched with %v; want it written whole", c.name, edits)
		}
	}
}

// Past maxEdits changes, a slot is written whole.
func TestPatchEditsAreBounded(t *testing.T) {
	row := func(v int) string { return fmt.Sprintf(`<tr><td>%d</td></tr>`, v) }
	var old, new string
	for i := range maxEdits + 1 {
		old, new = old+row(i), new+row(i+1)
	}
	if _, _, ok := patchEdits(`<table><tbody>`+old+`</tbody></table>`, `<table><tbody>`+new+`</tbody></table>`); ok {
		t.Errorf("%d changed cells were patched", maxEdits+1)
	}
}
