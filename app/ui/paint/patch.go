package paint

import "strings"

// A slider step changes a few numbers in each slot: a table's cells, a
// chart's bar heights and tick labels. Writing the slot's innerHTML made the
// browser parse the whole string, build every node again and then style and
// lay out all of them. Measured in Chromium on one lab's page: 5–10 ms for
// its lesson tables and 11–15 ms for its four charts, where changing the
// same tables' texts in place took 5 ms with every text changed, and the
// charts' attributes 4–6 ms. So when the new HTML has the same shape as
// the old — the same elements with the same attributes, in the same order —
// the slot changes only the texts and attribute values that differ.
//
// The HTML is the UI's own (tables, readings, SVG): well formed, every end
// tag written, every text and value escaped with html.EscapeString. Anything
// else ends the comparison and the slot is written whole.

// domEdit is one change a patch makes: a text node (attr empty), the child
// at index of element elem; or the value of attribute attr of element elem.
// Elements count from 0 in document order below the slot; the slot's own
// children are never texts a patch writes (see patchEdits).
type domEdit struct {
	elem, index int
	attr, value string
}

// maxEdits bounds a patch: past it, parsing the whole string is cheaper
// than one call into JavaScript per change.
const maxEdits = 400

// maxText is where Chromium's parser splits a text into several nodes.
const maxText = 1 << 16

// voidTags have no end tag in HTML.
var voidTags = map[string]bool{"area": true, "base": true, "br": true, "col": true, "embed": true, "hr": true,
	"img": true, "input": true, "link": true, "meta": true, "source": true, "track": true, "wbr": true}

// rawTags hold raw text (no references decoded): their slots are written
// whole. dropsNewline are the tags whose first newline the parser drops: a
// text right after one that starts with a newline is written whole too.
var (
	rawTags      = map[string]bool{"script": true, "style": true}
	dropsNewline = map[string]bool{"pre": true, "textarea": true, "listing": true}
)

// token is one tag or text of a slot's HTML.
type token struct {
	text        bool
	raw         string // a text as written; a tag's attributes as written
	name        string // a tag's name
	end, closed bool   // an end tag; a tag with no children (void, "/>")
}

// nextToken splits s's first token off; ok is false at the end and on
// anything the UI does not write (comments, an unclosed tag).
func nextToken(s string) (t token, rest string, ok bool) {
	if s == "" {
		return t, "", false
	}
	if s[0] != '<' {
		i := strings.IndexByte(s, '<')
		if i < 0 {
			i = len(s)
		}
		return token{text: true, raw: s[:i]}, s[i:], true
	}
	i := strings.IndexByte(s, '>')
	if i < 0 || strings.HasPrefix(s, "<!") {
		return t, "", false
	}
	tag := s[1:i]
	if t.end = strings.HasPrefix(tag, "/"); t.end {
		tag = tag[1:]
	}
	if t.closed = strings.HasSuffix(tag, "/"); t.closed {
		tag = tag[:len(tag)-1]
	}
	n := strings.IndexAny(tag, " \t\n")
	if n < 0 {
		n = len(tag)
	}
	t.name, t.raw = tag[:n], tag[n:]
	t.closed = t.closed || voidTags[t.name]
	return t, s[i+1:], true
}

// patchEdits compares two HTML strings and returns the edits that turn the
// DOM parsed from old into the DOM parsed from new, and how many elements
// that DOM has; ok is false when the shapes differ.
func patchEdits(old, new string) (edits []domEdit, elems int, ok bool) {
	type open struct{ elem, children int }
	stack := []open{{elem: -1}}
	afterNewlineTag := false
	for old != "" || new != "" {
		var a, b token
		var okA, okB bool
		a, old, okA = nextToken(old)
		b, new, okB = nextToken(new)
		if !okA || !okB || a.text != b.text || a.name != b.name || a.end != b.end || a.closed != b.closed || rawTags[a.name] {
			return nil, 0, false
		}
		if afterNewlineTag && a.text && (strings.HasPrefix(a.raw, "\n") || strings.HasPrefix(b.raw, "\n")) {
			return nil, 0, false
		}
		afterNewlineTag = !a.text && !a.end && dropsNewline[a.name]
		top := &stack[len(stack)-1]
		switch {
		case a.text:
			if len(a.raw) >= maxText || len(b.raw) >= maxText {
				return nil, 0, false
			}
			top.children++
			if a.raw != b.raw {
				v, ok := unescape(b.raw)
				if !ok || top.elem < 0 {
					return nil, 0, false // a text at the slot's top may sit beside the page's whitespace
				}
				edits = append(edits, domEdit{elem: top.elem, index: top.children - 1, value: v})
			}
		case a.end:
			if len(stack) == 1 {
				return nil, 0, false
			}
			stack = stack[:len(stack)-1]
		default:
			top.children++
			if a.raw != b.raw {
				var ok bool
				if edits, ok = attrEdits(edits, elems, a.raw, b.raw); !ok {
					return nil, 0, false
				}
			}
			if !a.closed {
				stack = append(stack, open{elem: elems})
			}
			elems++
		}
		if len(edits) > maxEdits {
			return nil, 0, false
		}
	}
	return edits, elems, len(stack) == 1
}

// attrEdits appends the value changes between two attribute lists of
// element elem; ok is false unless both name the same attributes in the
// same order, each with a quoted value.
func attrEdits(edits []domEdit, elem int, old, new string) ([]domEdit, bool) {
	for {
		na, va, restA, okA := nextAttr(old)
		nb, vb, restB, okB := nextAttr(new)
		if !okA || !okB || na != nb {
			return edits, false
		}
		if na == "" {
			return edits, true
		}
		if va != vb {
			v, ok := unescape(vb)
			if !ok {
				return edits, false
			}
			edits = append(edits, domEdit{elem: elem, attr: na, value: v})
		}
		old, new = restA, restB
	}
}

// nextAttr splits off s's first name="value"; name is "" at the end.
func nextAttr(s string) (name, value, rest string, ok bool) {
	s = strings.TrimLeft(s, " \t\n")
	if s == "" {
		return "", "", "", true
	}
	eq := strings.Index(s, `="`)
	if eq <= 0 || strings.ContainsAny(s[:eq], " \t\n") {
		return "", "", "", false
	}
	end := strings.IndexByte(s[eq+2:], '"')
	if end < 0 {
		return "", "", "", false
	}
	return s[:eq], s[eq+2 : eq+2+end], s[eq+3+end:], true
}

// escapes are html.EscapeString's five; any other reference is not ours.
var escapes = strings.NewReplacer("&amp;", "&", "&#39;", "'", "&lt;", "<", "&gt;", ">", "&#34;", `"`)

func unescape(s string) (string, bool) {
	if !strings.Contains(s, "&") {
		return s, true
	}
	v := escapes.Replace(s)
	return v, strings.Count(s, "&") == strings.Count(s, "&amp;")+strings.Count(s, "&#39;")+strings.Count(s, "&lt;")+strings.Count(s, "&gt;")+strings.Count(s, "&#34;")
}
