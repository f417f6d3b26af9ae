//go:build !wasm || policy

package cache

import (
	_ "embed"

	"playground/engine/i18n"
)

// The lab's code in the learner's language — the starter code, the code
// challenges' solutions and the hook's help — is linked only where code
// runs (the command line, the tests, web/code.wasm): app.wasm, which runs
// none, keeps its budget without them (policy_nocode.go).

// starterCode is the lab's built-in logic in the learner's language: every
// strategy's read and the lesson's TTL rule (policy.star).
//
//go:embed policy.star
var starterCode string

// The code challenges' answers (Challenge.Solution carries them).
var (
	//go:embed solutions/code-twenty-instances.star
	solTwentyInstances string
	//go:embed solutions/code-refresh-ahead.star
	solRefreshAhead string
)

// hookDoc is what the hook decides and what it is given (policy.Hook.Doc).
var hookDoc = i18n.Text{
	TR: "on_cache(event, knobs, rng) iki karar verir. event.kind \"read\" ise izlenen stratejinin (knobs.strategy) sürü etkisinde sıcak anahtarın bir okumasıdır; işlev \"hit\" (taze girdi okumayı hemen yanıtlar), \"source\" (okuma kaynağı kendisi çağırır ve bekler), \"join\" (okuma bu örnekte süren çağrıya katılır, yoksa onu başlatır), \"stale\" (okuma eldeki değerle hemen yanıtlanır, değer arkada bir kez yenilenir) ya da \"lock\" (kilidi paylaşılan depoda duran tek uçuş) döndürür. Öteki stratejilerin satırları karşılaştırma için laboratuvarın kendi mantığıyla kalır. event.kind \"fill\" ise aynı adımda yüklenen anahtarlardan biridir; işlev onun ömrünü adım olarak, bir tam sayıyla döndürür (dağıtılmış ömür satırı).",
	EN: "on_cache(event, knobs, rng) makes two decisions. With event.kind \"read\" it is a read of the hot key in the followed strategy's stampede (knobs.strategy), and returns \"hit\" (the fresh entry answers the read at once), \"source\" (the read calls the source itself and waits), \"join\" (the read joins this instance's call in flight, or starts one), \"stale\" (the read is answered now with the value held, which is refreshed once in the background) or \"lock\" (single-flight with its lock in the shared store). The other strategies' rows stay the lab's own logic, to compare against. With event.kind \"fill\" it is one of the keys loaded in the same step, and returns its lifetime in steps, a whole number (the jittered row).",
}
