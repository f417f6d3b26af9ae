package cli

import (
	"bytes"
	"encoding/json"
	"strings"
	"testing"
)

// `app why registry` follows the lesson's first request to a dead address
// back to the run's start; -json gives the chain from the root to it.
func TestWhyFollowsTheFirstDeadAddressRequestBackToTheStart(t *testing.T) {
	var out, errb bytes.Buffer
	if code := Main([]string{"why", "-json", "registry"}, &out, &errb); code != 0 {
		t.Fatalf("exit %d: %s", code, errb.String())
	}
	var got struct {
		Event string `json:"event"`
		Chain []struct {
			ID   string  `json:"id"`
			TMs  float64 `json:"t_ms"`
			Kind string  `json:"kind"`
			Node string  `json:"node"`
			Text string  `json:"text"`
		} `json:"chain"`
	}
	if err := json.Unmarshal(out.Bytes(), &got); err != nil {
		t.Fatal(err)
	}
	first, last := got.Chain[0], got.Chain[len(got.Chain)-1]
	if first.ID != "start" || last.ID != got.Event || last.Node != "olc" && !strings.Contains(last.Text, "dead address") {
		t.Errorf("chain %+v for %s", got.Chain, got.Event)
	}
}

// An event the run does not have is bad input (exit 2) naming it.
func TestWhyRefusesAnEventTheRunDoesNotHaveNamingIt(t *testing.T) {
	var out, errb bytes.Buffer
	if code := Main([]string{"why", "registry", "m99999"}, &out, &errb); code != 2 || !strings.Contains(errb.String(), "m99999") {
		t.Errorf("exit %d, %q", code, errb.String())
	}
}

// `app why sidecar` follows the lesson's second charge back through the
// retry to the first try, charged but answered 503; in Turkish too.
func TestWhyFollowsTheSidecarsSecondChargeBackToTheChargedTryItRepeated(t *testing.T) {
	var out, errb bytes.Buffer
	if code := Main([]string{"why", "-lang", "tr", "sidecar"}, &out, &errb); code != 0 {
		t.Fatalf("exit %d: %s", code, errb.String())
	}
	lines := strings.Split(strings.TrimSpace(out.String()), "\n")
	want := []string{"m13 neden oldu?", "[start]", "[m12]", "[e22] 4,6 ms'de: Yeniden deneme", "[m13]"}
	if len(lines) != len(want) {
		t.Fatalf("%d lines, want %d:\n%s", len(lines), len(want), out.String())
	}
	for i, w := range want {
		if !strings.Contains(lines[i], w) {
			t.Errorf("line %d %q lacks %q", i+1, lines[i], w)
		}
	}
	if !strings.Contains(lines[2], "503 (₺ tahsilat)") || !strings.HasSuffix(lines[4], "200 (₺ ikinci tahsilat).") {
		t.Errorf("the chain does not go from the charged 503 to the second charge:\n%s", out.String())
	}
}

// `app why cache` follows the lesson's first source call in the plain
// stampede back to the entry falling out, where each read sent its own.
func TestWhyFollowsAStampedeCallBackToTheEntryFallingOut(t *testing.T) {
	var out, errb bytes.Buffer
	if code := Main([]string{"why", "-lang", "tr", "cache"}, &out, &errb); code != 0 {
		t.Fatalf("exit %d: %s", code, errb.String())
	}
	want := []string{
		"m102 neden oldu? Kökten olaya:",
		"- [start] Çalıştırma başladı.",
		"- [e1] 0 s'de: Sıcak anahtarın girdisinin süresi doldu. Düz: 100 okuma girdiyi bulamadı ve her biri kaynağa kendi çağrısını gönderiyor.",
		"- [m102] 0 s'de düz: uygulama, düz: kaynak (şube stok sorgusu) adresine GET kutuphane:b1:n1:ksube-1:stok gönderdi; 30 ms'de yanıt: 200 (yinelenen kaynak çağrısı (başka biri sürerken)).",
	}
	if got := strings.TrimSpace(out.String()); got != strings.Join(want, "\n") {
		t.Errorf("got\n%s\nwant\n%s", got, strings.Join(want, "\n"))
	}
}
