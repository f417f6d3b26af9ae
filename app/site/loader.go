package site

import (
	"errors"
	"os"
	"strings"
)

// V8 keeps a wasm module's compiled code across visits only for the
// fetch's own Response handed to WebAssembly.instantiateStreaming (its URL
// and its stored entry name the code). go-app's loader hands it a new Response
// built around a stream it reads for its progress label: no URL, so every
// visit compiled app.wasm again. fixAppJS replaces go-app's
// fetchWithProgress with one that counts the bytes of a clone and returns
// the Response itself. The service worker (worker.go) answers app.wasm
// from its store, and V8 keeps its code beside those answers too (a
// network answer passed through the worker gets none: measured in commit
// 02ee667, and the repeat-visit browser test reads the code cache).
const goappFetchWithProgress = "async function fetchWithProgress(url, progess) {"

const fetchKeepingCompiledCode = `async function fetchWithProgress(url, progess) {
  // The playground's loader (app/site/loader.go): the Response itself goes
  // to instantiateStreaming, so V8 finds the code it compiled last visit;
  // the progress label counts the bytes of a clone.
  const code = playgroundWantsCode();
  if (code) {
    url = url.replace(/app\.wasm$/, "` + CodeWasm + `");
  }
  const response = await fetch(url);
  if (code && navigator.serviceWorker) {
    // The worker keeps code.wasm as it passes through it; on a first visit
    // this page is not under the worker yet (it takes tabs over only on an
    // update), so ask it to fetch and keep it: offline from then on.
    const keep = new URL(url, location.href).href;
    navigator.serviceWorker.ready.then((reg) => reg.active && reg.active.postMessage({ type: "playground:keep", url: keep })).catch(() => {});
  }
  let contentLength = code ? 0 : goappWasmContentLength;
  if (contentLength <= 0) {
    // A compressed answer's Content-Length counts what the wire carries,
    // not the bytes the clone reads: no progress then, rather than a wrong one.
    contentLength = (goappWasmContentLengthHeader && response.headers.get(goappWasmContentLengthHeader)) ||
      (response.headers.get("Content-Encoding") ? 0 : response.headers.get("Content-Length"));
  }
  const total = parseInt(contentLength, 10);
  if (total > 0 && response.body) {
    const reader = response.clone().body.getReader();
    (async () => {
      let loaded = 0;
      for (;;) {
        const { done, value } = await reader.read();
        if (done) {
          progess(100);
          return;
        }
        loaded += value.byteLength;
        progess(Math.min(100, Math.round((loaded * 100) / total)));
      }
    })().catch(() => {});
  }
  return response;
}

// playgroundWantsCode: the page runs a learner's code — the address asks
// for the code view or carries code, or this tab switched to the wasm
// that runs it (` + CodeWasmSwitch + ` in sessionStorage, set by the code view
// of app.wasm before it reloads the page).
function playgroundWantsCode() {
  const q = new URLSearchParams(location.search);
  if (q.get("view") === "code" || q.has("policy")) {
    return true;
  }
  try {
    return sessionStorage.getItem("` + CodeWasmSwitch + `") === "code";
  } catch (err) {
    return false;
  }
}
`

// CodeWasm is the code view's wasm in web/: app.wasm with the interpreter
// (build tag policy), loaded instead of app.wasm only when a page runs a
// learner's code; app.wasm stays within its budget without it.
const CodeWasm = "code.wasm"

// CodeWasmSwitch is the sessionStorage key the code view sets to "code"
// before it reloads a page that runs app.wasm.
const CodeWasmSwitch = "playground.wasm"

// fixAppJS puts fetchKeepingCompiledCode in place of go-app's function in
// the generated app.js.
func fixAppJS(file string) error {
	b, err := os.ReadFile(file)
	if err != nil {
		return err
	}
	js := string(b)
	start := strings.Index(js, goappFetchWithProgress)
	if start < 0 {
		return errors.New("app.js: go-app's fetchWithProgress not found (a new go-app? see app/site/loader.go)")
	}
	end := strings.Index(js[start:], "\n}\n")
	if end < 0 {
		return errors.New("app.js: the end of go-app's fetchWithProgress not found")
	}
	js = js[:start] + fetchKeepingCompiledCode + js[start+end+len("\n}\n"):]
	return os.WriteFile(file, []byte(js), 0o644)
}
