package admission

import (
	"strconv"

	"playground/engine/i18n"
)

var (
	rContrast = i18n.Add("admission.reading.contrast",
		"Denetimsiz kipte %d isteğin hiçbiri reddedilmedi ama en yavaşı %s s bekledi; denetimli kipte %d deneme sıfırıncı dilimde reddedildi ve kabul edilenler en çok %s s'de bitti.",
		"Unbounded, none of %d requests was rejected but the slowest waited %s s; bounded, %d attempts were rejected at once and the accepted ones finished within %s s.")
	rNoShed = i18n.Add("admission.reading.noshed",
		"Yük sınırın altında kaldı: denetimli kip de hiçbir isteği reddetmedi ve iki kip aynı gecikmeleri verdi (en yavaşı %s s).",
		"The load stayed below the limit: the bounded mode rejected nothing either and both modes gave the same latencies (slowest %s s).")
	rLittle = i18n.Add("admission.reading.little",
		"Little yasası ölçümle tutuyor: denetimli sunucuda ortalama %s iş vardı, λW = %s/s × %s s = %s.",
		"Little's law holds as measured: the bounded server held %s jobs on average, λW = %s/s × %s s = %s.")
	rRetries = i18n.Add("admission.reading.retries",
		"Yeniden denemeler sunulan yükü %s katına çıkardı: %d istek için %d deneme; %d istek %d denemeden sonra vazgeçti.",
		"Retries multiplied the offered load by %s: %d attempts for %d requests; %d requests gave up after %d attempts.")
	rDropped = i18n.Add("admission.reading.dropped",
		"Son tarihi geçtiği için %d iş kuyruk başında işlenmeden atıldı; son tarih içinde biten iş: denetimli %d, denetimsiz %d.",
		"%d queued jobs were dropped at the head because their deadline had passed; done within the deadline: bounded %d, unbounded %d.")
	rClasses = i18n.Add("admission.reading.classes",
		"Denetimli kipte kritik denemelerin yüzde %s kadarı, normal denemelerin yüzde %s kadarı reddedildi.",
		"Bounded, %s%% of critical attempts and %s%% of normal ones were rejected.")
)

// reading says in a few sentences what the numbers show.
func (p *Params) reading(sum *Summary) []i18n.Text {
	u, b := sum.Modes[0], sum.Modes[1]
	sec := func(ms float64) string { return strconv.FormatFloat(ms/1000, 'f', 2, 64) }
	var out []i18n.Text
	if b.Rejected == 0 && b.Dropped == 0 {
		out = append(out, rNoShed.Format(sec(u.MaxMs)))
	} else {
		out = append(out, rContrast.Format(u.Requests, sec(u.MaxMs), b.Rejected, sec(b.MaxMs)))
	}
	l := b.Little
	out = append(out, rLittle.Format(fmt3(l.L), fmt3(l.Lambda), fmt3(l.W), fmt3(l.LambdaW)))
	if p.Client != clientNone {
		out = append(out, rRetries.Format(strconv.FormatFloat(b.Amplification, 'f', 2, 64), b.Sent, b.Requests, b.GaveUp, p.Attempts))
	}
	if b.Dropped > 0 {
		out = append(out, rDropped.Format(b.Dropped, b.Goodput, u.Goodput))
	}
	if c := b.Classes; c != nil && len(out) < 4 {
		pct := func(c ClassSummary) string {
			if c.Sent == 0 {
				return "0"
			}
			return strconv.FormatFloat(100*float64(c.Rejected)/float64(c.Sent), 'f', 0, 64)
		}
		out = append(out, rClasses.Format(pct(c.Critical), pct(c.Normal)))
	}
	return out
}
