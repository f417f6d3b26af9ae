//go:build !wasm || policy

package registry

import (
	_ "embed"

	"playground/engine/i18n"
)

// The lab's code in the learner's language — the starter code, the code
// challenges' solutions and the hook's help — is linked only where code
// runs (the command line, the tests, web/code.wasm): app.wasm, which runs
// none, keeps its budget without them (policy_nocode.go).

// starter is the built-in client in Starlark: each resolve mode's rule,
// the fallback to an old list and the round-robin pick, as the Go below
// decides them (TestTheStarterCodeIsTheBuiltInClient).
//
//go:embed policy.star
var starter string

// The code challenges' solutions, by challenge id: each is its Solution,
// as the address carries it (set as the package starts).
var (
	//go:embed solutions/ask-again-after-failure.star
	solAskAgain string
	//go:embed solutions/outage-skip-failed.star
	solSkipFailed string
)

// hookDoc is what the hook decides and what it is given (policy.Hook.Doc).
var hookDoc = i18n.Text{
	TR: "Kayıt defteri yolundaki istemcinin iki kararı: kayıt defterine ne zaman yeniden sorulacağı ve listeden hangi adresin çağrılacağı. Statik dosya yolu dersteki gibi kalır. “discover” her istekten önce “event” = “resolve” ile çağrılır: True dönerse istemci kayıt defterinden yeni liste ister, False dönerse elindeki listeyi kullanır. Kayıt defteri yanıt vermezse ve elde bir liste varsa “no_answer” ile çağrılır: True eski listeyi kullanmayı sürdürür, False onu bırakır (kayıt defteri yeniden yanıt verene dek istek gönderilmez). Sonra, elde boş olmayan bir liste varsa “pick” ile çağrılır ve “client.addresses” içinden bir adres döndürmelidir. “client” alanları: “phase” (aşama, 1–5), “request” (isteğin aşamadaki sırası, 0'dan), “now_ms” (şimdiki an), “held” (elde liste var mı), “addresses” (elindeki liste), “age_ms” (listenin yaşı), “index” (listenin yansıttığı kayıt defteri dizini), “watching” (izleme sürüyor mu), “failed” (bu liste geldiğinden beri isteği başarısız olan adresler), “last_address” ve “last_outcome” (son isteğin adresi ve sonucu: “ok”, “refused”, “503”, “lost”; henüz istek yoksa boş), “resolutions” (şimdiye dek çözümleme isteği). “knobs” alanları: “resolve”, “cache_ttl_ms”, “lease_ms”, “renew_ms”, “requests”, “replicas”. “rng”: “rng.below(n)”, “rng.random()”.",
	EN: "The registry path's client's two decisions: when it asks the registry again and which address of its list it calls. The static file's path stays the lesson's. “discover” is called before each request with “event” = “resolve”: True makes the client ask the registry for a fresh list, False uses the list it holds. When the registry does not answer and a list is held, it is called with “no_answer”: True keeps using the old list, False drops it (no request is sent until the registry answers again). Then, when the list held is not empty, it is called with “pick” and must return an address of “client.addresses”. “client” fields: “phase” (1–5), “request” (the request's turn in the phase, from 0), “now_ms” (the moment), “held” (whether a list is held), “addresses” (the list held), “age_ms” (the list's age), “index” (the registry index the list reflects), “watching” (whether a watch runs), “failed” (addresses whose request failed since this list came), “last_address” and “last_outcome” (the last request's address and what became of it: “ok”, “refused”, “503”, “lost”; empty before the first), “resolutions” (resolution requests so far). “knobs” fields: “resolve”, “cache_ttl_ms”, “lease_ms”, “renew_ms”, “requests”, “replicas”. “rng”: “rng.below(n)”, “rng.random()”.",
}
