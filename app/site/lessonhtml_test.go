package site

import (
	"fmt"
	"html"
	"strings"
)

// A small reader of the lesson pages' HTML (web/*.html), enough for the
// test that holds them to the engine: elements with their attributes,
// their parents and their text. The module has no HTML parser
// (golang.org/x/net/html is not among its dependencies) and the pages are
// hand-written, so it is strict where a browser forgives: every element
// but the void ones is closed, in order, or the page is reported.

// hnode is an element (tag set) or a run of text (tag empty).
type hnode struct {
	tag    string
	attrs  map[string]string // names lower-cased, values unescaped
	text   string            // a text node's text, unescaped
	parent *hnode
	kids   []*hnode
	line   int // where it starts in the file
}

// voidTags are the elements that have no end tag.
var voidTags = map[string]bool{
	"area": true, "base": true, "br": true, "col": true, "embed": true, "hr": true, "img": true,
	"input": true, "link": true, "meta": true, "source": true, "track": true, "wbr": true,
}

// rawTags hold text up to their end tag, markup included.
var rawTags = map[string]bool{"script": true, "style": true}

// parseHTML reads src into a tree under a root node (tag "#root").
func parseHTML(src string) (*hnode, error) {
	root := &hnode{tag: "#root", attrs: map[string]string{}}
	cur := root
	line := func(i int) int { return 1 + strings.Count(src[:i], "\n") }
	for i := 0; i < len(src); {
		switch {
		case strings.HasPrefix(src[i:], "<!--"):
			end := strings.Index(src[i+4:], "-->")
			if end < 0 {
				return nil, fmt.Errorf("line %d: a comment never closed", line(i))
			}
			i += 4 + end + 3
		case strings.HasPrefix(src[i:], "<!"):
			end := strings.IndexByte(src[i:], '>')
			if end < 0 {
				return nil, fmt.Errorf("line %d: a declaration never closed", line(i))
			}
			i += end + 1
		case strings.HasPrefix(src[i:], "</"):
			end := strings.IndexByte(src[i:], '>')
			if end < 0 {
				return nil, fmt.Errorf("line %d: an end tag never closed", line(i))
			}
			name := strings.ToLower(strings.TrimSpace(src[i+2 : i+end]))
			if cur.tag != name {
				return nil, fmt.Errorf("line %d: </%s> closes <%s> (opened on line %d)", line(i), name, cur.tag, cur.line)
			}
			cur = cur.parent
			i += end + 1
		case src[i] == '<' && i+1 < len(src) && isLetter(src[i+1]):
			el, next, err := readStartTag(src, i)
			if err != nil {
				return nil, fmt.Errorf("line %d: %v", line(i), err)
			}
			el.line, el.parent = line(i), cur
			cur.kids = append(cur.kids, el)
			i = next
			switch {
			case voidTags[el.tag]:
			case rawTags[el.tag]:
				end := strings.Index(strings.ToLower(src[i:]), "</"+el.tag)
				if end < 0 {
					return nil, fmt.Errorf("line %d: <%s> never closed", el.line, el.tag)
				}
				el.kids = append(el.kids, &hnode{text: src[i : i+end], parent: el, line: line(i)})
				i += end + strings.IndexByte(src[i+end:], '>') + 1
			default:
				cur = el
			}
		default:
			end := strings.IndexByte(src[i+1:], '<')
			if end < 0 {
				end = len(src)
			} else {
				end += i + 1
			}
			cur.kids = append(cur.kids, &hnode{text: html.UnescapeString(src[i:end]), parent: cur, line: line(i)})
			i = end
		}
	}
	if cur != root {
		return nil, fmt.Errorf("<%s> (line %d) never closed", cur.tag, cur.line)
	}
	return root, nil
}

func isLetter(c byte) bool { return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' }

func isSpace(c byte) bool { return c == ' ' || c == '\n' || c == '\t' || c == '\r' || c == '\f' }

// readStartTag reads the start tag at src[i] ('<'), attributes quoted or
// not (a quoted value may hold '<' and '>': claims do), and returns the
// element and where the tag ends.
func readStartTag(src string, i int) (*hnode, int, error) {
	j := i + 1
	for j < len(src) && !isSpace(src[j]) && src[j] != '>' && src[j] != '/' {
		j++
	}
	el := &hnode{tag: strings.ToLower(src[i+1 : j]), attrs: map[string]string{}}
	for {
		for j < len(src) && isSpace(src[j]) {
			j++
		}
		if j >= len(src) {
			return nil, 0, fmt.Errorf("<%s> never ends", el.tag)
		}
		if src[j] == '>' {
			return el, j + 1, nil
		}
		if strings.HasPrefix(src[j:], "/>") {
			return el, j + 2, nil
		}
		k := j
		for k < len(src) && !isSpace(src[k]) && src[k] != '=' && src[k] != '>' && !strings.HasPrefix(src[k:], "/>") {
			k++
		}
		name := strings.ToLower(src[j:k])
		if name == "" {
			return nil, 0, fmt.Errorf("<%s>: an attribute without a name", el.tag)
		}
		if _, dup := el.attrs[name]; dup {
			return nil, 0, fmt.Errorf("<%s>: attribute %s twice", el.tag, name)
		}
		j = k
		for j < len(src) && isSpace(src[j]) {
			j++
		}
		if j >= len(src) || src[j] != '=' {
			el.attrs[name] = "" // a boolean attribute
			continue
		}
		j++
		for j < len(src) && isSpace(src[j]) {
			j++
		}
		if j < len(src) && (src[j] == '"' || src[j] == '\'') {
			end := strings.IndexByte(src[j+1:], src[j])
			if end < 0 {
				return nil, 0, fmt.Errorf("<%s>: the value of %s is never closed", el.tag, name)
			}
			el.attrs[name] = html.UnescapeString(src[j+1 : j+1+end])
			j += end + 2
			continue
		}
		k = j
		for k < len(src) && !isSpace(src[k]) && src[k] != '>' {
			k++
		}
		el.attrs[name] = html.UnescapeString(src[j:k])
		j = k
	}
}

// walk calls f on every element under n, in document order.
func (n *hnode) walk(f func(*hnode)) {
	for _, k := range n.kids {
		if k.tag != "" {
			f(k)
			k.walk(f)
		}
	}
}

// has reports whether the element carries attribute a.
func (n *hnode) has(a string) bool { _, ok := n.attrs[a]; return ok }

// textContent is the element's text, as the DOM's textContent, trimmed.
func (n *hnode) textContent() string {
	var b strings.Builder
	var add func(*hnode)
	add = func(m *hnode) {
		if m.tag == "" {
			b.WriteString(m.text)
		}
		for _, k := range m.kids {
			add(k)
		}
	}
	add(n)
	return strings.TrimSpace(b.String())
}

// closest is the element itself or its nearest ancestor carrying a.
func (n *hnode) closest(a string) *hnode {
	for m := n; m != nil; m = m.parent {
		if m.has(a) {
			return m
		}
	}
	return nil
}

// hasClass reports whether the element's class list holds c.
func (n *hnode) hasClass(c string) bool {
	for _, f := range strings.Fields(n.attrs["class"]) {
		if f == c {
			return true
		}
	}
	return false
}
