package site

import (
	"bufio"
	"net"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strings"
	"testing"
	"time"
)

// rawGet sends target as it is on the request line (no client cleans or
// re-encodes it) and returns the status and the Location.
func rawGet(t *testing.T, addr, target string) (int, string) {
	t.Helper()
	c, err := net.Dial("tcp", addr)
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	c.SetDeadline(time.Now().Add(10 * time.Second))
	if _, err := c.Write([]byte("GET " + target + " HTTP/1.1\r\nHost: playground.test\r\nConnection: close\r\n\r\n")); err != nil {
		t.Fatal(err)
	}
	resp, err := http.ReadResponse(bufio.NewReader(c), nil)
	if err != nil {
		t.Fatalf("GET %q: %v", target, err)
	}
	resp.Body.Close()
	return resp.StatusCode, resp.Header.Get("Location")
}

// inSite reports why loc is not a path into the site under prefix, or "".
func inSite(loc, prefix string) string {
	switch {
	case !strings.HasPrefix(loc, "/"):
		return "does not start with /"
	case strings.HasPrefix(loc, "//"), strings.HasPrefix(loc, `/\`):
		return "starts with // or /\\ (another host to a browser)"
	case strings.ContainsAny(loc, "\\\t\r\n\x00"):
		return "holds a backslash or a control character"
	case !strings.HasPrefix(loc, prefix+"/"):
		return "leaves the prefix"
	}
	u, err := url.Parse(loc)
	if err != nil || u.Scheme != "" || u.Host != "" || u.Opaque != "" {
		return "parses as another site"
	}
	for _, seg := range strings.Split(u.Path, "/") {
		if seg == "." || seg == ".." {
			return "holds a dot segment"
		}
	}
	return ""
}

// Redirects only ever point into the site: whatever the request path
// decodes to (//host, /\host, %2F, %2f, %5C, tabs and newlines, dot
// segments, double encoding, an absolute request target), a Location is a
// path that starts with exactly one "/" and the prefix, never "//", never
// "/\", never a scheme; a lab's folder asked without its slash, however
// spelled, redirects to the folder as the site names it (/registry/).
func TestRedirectsOnlyEverPointIntoTheSite(t *testing.T) {
	web := shipFakeWeb(t, fakeWasm("redirect "))
	for _, prefix := range []string{"", "/playground"} {
		out, _ := shipBuild(t, web, prefix, 1)
		h, err := NewServer(out, prefix)
		if err != nil {
			t.Fatal(err)
		}
		srv := httptest.NewServer(h)
		addr := srv.Listener.Addr().String()
		toRegistry := []string{
			"/registry", "//registry", "///registry", "/./registry", "/.//registry", "/x/../registry", "/../registry",
			"/%2Fevil.example.com%2F..%2Fregistry", "/%2fevil.example.com%2f..%2fregistry",
			"//evil.example.com/../registry", "/%2F%2Fevil.example.com/../registry",
			"/%5Cevil.example.com/../registry", `/\evil.example.com/../registry`,
			"/%5C%5Cevil.example.com%2F..%2Fregistry", "/./%2E%2E/registry", "/registry/.", "/registry/x/..", "/%2e/registry",
		}
		// Not a folder once cleaned (a backslash or a control character is
		// a segment of its own): not found, or at most a path of the site.
		others := []string{
			`/\/evil.example.com/../registry`, "/%09/evil.example.com/../registry",
			"/%0A//evil.example.com/..%2Fregistry", "/%0D%0A/evil.example.com/../registry",
			"/%252Fevil.example.com%252F..%252Fregistry", "/%252F%252Fevil.example.com", "//evil.example.com",
			"/%2F%2Fevil.example.com", `/\evil.example.com`, "/%5Cevil.example.com", "/%09evil.example.com",
			"/registry%2F", "/registry%00", "/..%2F..%2Fetc%2Fpasswd", "/nope",
		}
		check := func(target, want string) {
			t.Helper()
			code, loc := rawGet(t, addr, target)
			if code >= 300 && code < 400 {
				if why := inSite(loc, prefix); why != "" {
					t.Errorf("prefix %q: GET %s → %d Location %q: %s", prefix, target, code, loc, why)
				}
			}
			if want != "" && (code != http.StatusMovedPermanently || loc != want) {
				t.Errorf("prefix %q: GET %s → %d %q, want 301 to %s", prefix, target, code, loc, want)
			}
		}
		for _, p := range toRegistry {
			check(prefix+p, prefix+"/registry/")
			check(prefix+p+"?lease=2s", prefix+"/registry/?lease=2s")
			check("http://evil.example.com"+prefix+p, prefix+"/registry/")
			if prefix != "" {
				check(p, "")            // outside the prefix: never out of the site
				check("/"+prefix+p, "") // //playground/…
			}
		}
		for _, p := range others {
			check(prefix+p, "")
			check(p, "")
		}
		if prefix != "" {
			check(prefix, prefix+"/")
			check(prefix+"?lab=cache", prefix+"/?lab=cache")
			check("http://evil.example.com"+prefix, prefix+"/")
		}
		srv.Close()
	}
}

// safeLocation is the last guard: whatever builds a Location, only a path
// of the site passes.
func TestOnlyAPathOfTheSiteIsASafeLocation(t *testing.T) {
	for loc, want := range map[string]bool{
		"/": true, "/registry/": true, "/playground/registry/": true,
		"": false, "registry/": false, "//evil.example.com/": false, `/\evil.example.com/`: false,
		"https://evil.example.com/": false, "/a/../b/": false, "/./b/": false, "/a\tb/": false, "/a\nb": false,
		"/%2F%2Fevil/": false, "/a?b": false, "/a#b": false,
	} {
		if got := safeLocation(loc); got != want {
			t.Errorf("safeLocation(%q) = %v, want %v", loc, got, want)
		}
	}
}

// The prefix is part of every Location: a prefix holding a control
// character, a backslash, a percent sign or a doubled slash is refused.
func TestAPrefixIsAPlainPath(t *testing.T) {
	for _, p := range []string{"/play\x1bground", "/play\tground", `/play\ground`, "/play%2Fground", "//playground", "playground", "/a/../b"} {
		if _, err := cleanPrefix(p); err == nil {
			t.Errorf("prefix %q accepted", p)
		}
	}
	for _, p := range []string{"", "/", "/playground", "/course/playground/"} {
		if _, err := cleanPrefix(p); err != nil {
			t.Errorf("prefix %q: %v", p, err)
		}
	}
}
