//go:build !wasm || policy

package admission

import (
	_ "embed"

	"playground/engine/i18n"
)

// The lab's code in the learner's language — the starter code, the code
// challenges' solutions and the hook's help — is linked only where code
// runs (the command line, the tests, web/code.wasm): app.wasm, which runs
// none, keeps its budget without them (policy_nocode.go).

// The learner's policy is the lesson's decision: on each arrival at the
// bounded server, admit, queue or reject with a Retry-After. The starter
// code is the server's built-in rule (server.admits) in Starlark: run
// unchanged it gives the built-in results byte for byte. The unbounded
// mode is the lesson's baseline (every request queued) and takes no code.
//
//go:embed policy.star
var starter string

// The code challenges' answers (Challenge.Solution carries them).
var (
	//go:embed solutions/spread-the-retries.star
	solutionSpreadTheRetries string
	//go:embed solutions/critical-first.star
	solutionCriticalFirst string
)

// hookDoc is what the hook decides and what it is given (policy.Hook.Doc).
var hookDoc = i18n.Text{
	TR: "“admit(request, server, knobs, rng)”, denetimli sunucuya gelen her istek için çağrılır ve şunlardan birini döndürür: “\"admit\"” (hemen çalıştır; boş işçi olmalı), “\"queue\"” (kuyruğa al; boş işçi varsa iş hemen başlar), “\"reject\"” (503, Retry-After ayardaki gibi) ya da “(\"reject\", saniye)” (503, Retry-After 0 ile 60 arasında bu kadar tam saniye). “request” isteği anlatır: “critical” (kritik sınıftan mı), “attempt” (kaçıncı deneme), “age_ms” (ilk denemeden bu yana geçen süre), “left_ms” (son tarihe kalan süre; son tarih yoksa “None”). “server” sunucunun şimdiki durumudur: “running” (çalışan iş), “queued” (kuyruktaki iş), “limit” (kabul sınırının şimdiki değeri), “held_critical” ve “held_normal” (her sınıfın tuttuğu iş: çalışan + kuyruktaki), “recent_ms” (200 ile biten son en çok 10 işin sunucuda geçirdiği süre, kuyruk + iş; eskiden yeniye). “knobs” ayarların değerleridir: “concurrency”, “queue”, “reserve”, “retry_after_s”, “work_ms”, “deadline_ms” (0: son tarih yok), “critical”, “limit”. “rng” çalıştırmanın tohumlu rastgele sayı akışıdır: “rng.below(n)” 0 ile n-1 arasında bir tam sayı, “rng.random()” 0 ile 1 arasında bir sayı verir.",
	EN: "admit(request, server, knobs, rng) is called for each request reaching the bounded server and returns \"admit\" (run it at once: a worker must be free), \"queue\" (queue it; a free worker starts it at once), \"reject\" (a 503 with the knob's Retry-After) or (\"reject\", seconds) (a 503 saying Retry-After: that many whole seconds, 0–60). request: critical (in the critical class), attempt (which try), age_ms (time since its first try), left_ms (time left to its deadline; None without one). server: running (jobs running), queued (jobs queued), limit (the admission limit now), held_critical and held_normal (the jobs each class holds, running + queued), recent_ms (the time in the server, queue + work, of the last up to 10 jobs answered 200, oldest first). knobs: concurrency, queue, reserve, retry_after_s, work_ms, deadline_ms (0: none), critical, limit. rng: the run's seeded random stream: rng.below(n) gives a whole number from 0 to n-1, rng.random() a number from 0 to 1.",
}
