package site

import (
	"os"
	"strings"
)

// contentSecurityPolicy allows the site's own files and nothing else. go-app's
// page has no inline script, inline handler or eval (its config lives in
// app.js), so no hash or nonce is needed for scripts; the pages' inlined
// stylesheets are allowed by their hashes (styles, styles.go);
// WebAssembly compilation needs 'wasm-unsafe-eval'. The lesson page frames
// the site itself (frame-src).
//
// frame-ancestors is the one deliberate opening: lesson pages on other
// origins embed the labs, and the playground holds no account or state a
// framing page could abuse. PLAYGROUND_FRAME_ANCESTORS narrows it (e.g.
// "'self' https://course.example").
func contentSecurityPolicy(styles ...string) string {
	ancestors := strings.TrimSpace(os.Getenv("PLAYGROUND_FRAME_ANCESTORS"))
	if ancestors == "" {
		ancestors = "*"
	}
	return strings.Join([]string{
		"default-src 'none'",
		"script-src 'self' 'wasm-unsafe-eval'",
		strings.Join(append([]string{"style-src 'self'"}, styles...), " "),
		"img-src 'self'",
		"connect-src 'self'",
		"manifest-src 'self'",
		"worker-src 'self'",
		"frame-src 'self'",
		"base-uri 'none'",
		"form-action 'none'",
		"frame-ancestors " + ancestors,
	}, "; ")
}

// securityHeaders go on every answer, errors included.
func securityHeaders(h map[string][]string, csp string) {
	h["Content-Security-Policy"] = []string{csp}
	h["X-Content-Type-Options"] = []string{"nosniff"}
	h["Referrer-Policy"] = []string{"no-referrer"}
}
