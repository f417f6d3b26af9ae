//go:build !wasm

package main

import (
	"context"
	"encoding/json"
	"os"
	"testing"
	"time"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/cdproto/profiler"
	"github.com/chromedp/chromedp"

	bt "playground/app/internal/browsertest"
)

func TestTmpCold(t *testing.T) {
	bt.Need(t)
	site := bt.Site(t)
	b := bt.Launch(t, 1280)
	tb := b.Tab(t, true)
	chromedp.Do(tb.Ctx, chromedp.Func(func(ctx context.Context, tg *chromedp.Target) error {
		_, err := cdp.Call(ctx, tg, page.AddScriptToEvaluateOnNewDocument, page.AddScriptToEvaluateOnNewDocumentParams{Source: jsFirstTable})
		return err
	}))
	chromedp.Call(tb.Ctx, profiler.Enable, struct{}{})
	chromedp.Call(tb.Ctx, profiler.SetSamplingInterval, profiler.SetSamplingIntervalParams{Interval: 200})
	chromedp.Call(tb.Ctx, profiler.Start, struct{}{})
	tb.Do(t, 90*time.Second, chromedp.Navigate(site.URL+os.Getenv("TMP_PATH")))
	tb.Wait(t, "the first table", `window.__firstTable`, 90*time.Second)
	time.Sleep(2 * time.Second)
	res, err := chromedp.Call(tb.Ctx, profiler.Stop, struct{}{})
	if err != nil {
		t.Fatal(err)
	}
	j, _ := json.Marshal(res.Profile)
	os.WriteFile("/tmp/wsz/cold.cpuprofile", j, 0o644)
	t.Log(bt.Eval[string](t, tb, `JSON.stringify({first: window.__firstTable, res: performance.getEntriesByType('resource').map(e => [e.name.replace(location.origin,''), Math.round(e.startTime), Math.round(e.responseEnd), e.transferSize])})`))
}
