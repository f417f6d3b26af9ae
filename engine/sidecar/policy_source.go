//go:build !wasm || policy

package sidecar

import (
	_ "embed"

	"playground/engine/i18n"
)

// The lab's code in the learner's language — the starter code, the code
// challenges' solutions and the hook's help — is linked only where code
// runs (the command line, the tests, web/code.wasm): app.wasm, which runs
// none, keeps its budget without them (policy_nocode.go).

//go:embed policy.star
var starter string

// The code challenges' solutions (lab.go), one file each.
var (
	//go:embed solutions/pay-through-a-restart.star
	solPayThroughARestart string
	//go:embed solutions/wait-out-the-payment.star
	solWaitOutThePayment string
)

// hookDoc is what the hook decides and what it is given (policy.Hook.Doc).
var hookDoc = i18n.Text{
	TR: "“retry(layer, request, outcome, knobs, rng)” işlevi, bir deneme bittiğinde ve deneme sayısı bir deneme daha tanıdığında çağrılır: kalın uygulamada (layer \"app\") ve yan arabada (\"sidecar\"). Bir sözlük döndürür: {\"retry\": True ya da False, \"wait_ms\": yeniden denemeden önce beklenecek milisaniye, 0 ile 5000 arası}. Zaman aşımı 504, kurulamayan bağlantı 503 durum koduyla gelir; outcome.error nedenini söyler. Motorun zaten yapmayacağı bir yeniden deneme için de (bütçe izin vermiyor, süreç çökmüş) sorulur: bütçe bir reddi ancak kod yeniden denemek istediyse sayar; o bekleme hiç yapılmaz. En uzun olası bekleme ölçütü ayarların geri çekilmesini sayar, kodun seçtiği beklemeyi değil.",
	EN: "retry(layer, request, outcome, knobs, rng) is called when a try ends and the attempts knob allows another: in the thick app (layer \"app\") and in the sidecar (\"sidecar\"). It returns a dict: {\"retry\": True or False, \"wait_ms\": milliseconds to wait before the retry, 0 to 5000}. A timeout comes as status 504, a failed connection as 503; outcome.error says why. It is asked about a retry the engine will not make anyway too (the budget refuses it, the process crashed): the budget counts a refusal only if the code wanted the retry; that wait is never taken. The worst-case wait metric counts the knobs' backoff, not the wait the code chooses.",
}
