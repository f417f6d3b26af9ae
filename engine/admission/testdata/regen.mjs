// regen.mjs regenerates seedcases.json: the admission lab's expectations
// taken from the lesson's own scripts, run with other constants.
//
// Run it from the package directory (node ≥ 18, bash and curl; no npm
// packages), with port 8352 free:
//
//	cd engine/admission && node testdata/regen.mjs
//
// It reads the lesson (../../../shared/seeds/002_02410bf837fa285b.txt from
// the package directory, or the path in $LESSON), extracts its two code
// blocks — kabul.mjs (the work server) and olc.sh (starts the server in each
// mode, fires the requests at once, groups the answers by status and
// 100 ms latency slice) — patches EN_COK_ESZAMANLI, EN_COK_KUYRUK,
// IS_SURESI and the request count (`seq 1 10`) for each case, runs olc.sh on
// loopback and writes testdata/seedcases.json.
//
// Real runs carry jitter: on a busy machine the ten curls start tens to
// hundreds of milliseconds apart and each times itself from its own start,
// so a latency of exactly 2 × IS_SURESI reads as 5.9 slices on one run and
// 6.1 on the next (the lesson: "Yavaş bir makinede dilim sayıları bir üste
// kayabilir"). The expectations are the lesson's arithmetic without that
// jitter: every answer of kabul.mjs comes after a whole number k of work
// times (k = 0 for a 503), so the tool reads k from each curl's time_total
// (rounded to the nearest multiple of IS_SURESI) and writes the slice as
// int(k × IS_SURESI / 100 ms), the lesson's int(time_total × 10) of the
// jitter-free time. The jitter does not grow with the work time (it is how
// late each curl starts: up to a second on a loaded two-core machine), so
// to make the rounding safe the tool runs the scripts slowed down by SCALE
// (default 20: IS_SURESI × 20, a 3 s start-up wait and a 1 s wait for the
// port between modes). A case where any curl is more than 0.4 work times
// off its multiple, or whose RUNS (default 1) runs disagree, is reported
// and the file is left alone (ALLOW_PARTIAL=1 writes the stable cases
// only). All eight cases below were stable when last run (about 7 minutes).
import { lessonPath as lessonAt } from "../../labs/testdata/lesson.mjs";
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const pkg = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const lessonPath = lessonAt(pkg, "002_02410bf837fa285b.txt");
const runs = Number(process.env.RUNS || 1);
const scale = Number(process.env.SCALE || 20);

// The cases: the lesson's defaults first, then one or two constants changed.
// Keys are the lab's parameter names; work is IS_SURESI in ms.
const cases = [
  {},
  { concurrency: 1, queue: 0 },
  { concurrency: 3, queue: 1 },
  { concurrency: 2, queue: 5, requests: 12 },
  { work: 200 },
  { work: 450, requests: 6 },
  { concurrency: 4, queue: 4, requests: 20 },
  { requests: 4 },
];
const defaults = { concurrency: 2, queue: 2, work: 300, requests: 10 };

// block returns the lines from the first line matching start through the
// first later line matching end.
function block(lines, start, end) {
  const i = lines.findIndex(start);
  if (i < 0) throw new Error("lesson: block start not found: " + start);
  const j = lines.findIndex((l, k) => k > i && end(l));
  if (j < 0) throw new Error("lesson: block end not found: " + end);
  return lines.slice(i, j + 1).join("\n") + "\n";
}

function patch(src, re, value) {
  if (!re.test(src)) throw new Error("lesson: constant not found: " + re);
  return src.replace(re, value);
}

const lines = readFileSync(lessonPath, "utf8").split("\n");
const server = block(lines, (l) => l.startsWith("// kabul.mjs"), (l) => l.includes(".listen(8352"));
const olc = block(
  lines,
  (l, k) => l.startsWith("#!/usr/bin/env bash") && (lines[k + 1] || "").includes("iki kipte"),
  (l) => l.startsWith("olc --denetimli"),
);

class Jitter extends Error {}

// measure runs olc.sh once with p's constants and returns the two modes'
// groups, sorted by status then slice.
function measure(p) {
  const dir = mkdtempSync(join(tmpdir(), "admission-seed-"));
  try {
    let s = patch(server, /const EN_COK_ESZAMANLI = \d+;/, `const EN_COK_ESZAMANLI = ${p.concurrency};`);
    s = patch(s, /const EN_COK_KUYRUK = \d+;/, `const EN_COK_KUYRUK = ${p.queue};`);
    s = patch(s, /const IS_SURESI = \d+;/, `const IS_SURESI = ${p.work * scale};`);
    writeFileSync(join(dir, "kabul.mjs"), s);
    let sh = patch(olc, /seq 1 10\)/, `seq 1 ${p.requests})`);
    if (scale > 1) {
      // node starts slowly and lets the port go slowly on a busy machine
      sh = patch(sh, /\n  sleep 1\n/, "\n  sleep 3\n");
      sh = patch(sh, /\n  sleep 0\.5\n/, "\n  sleep 1\n");
    }
    // Print each curl's time in microseconds instead of its slice: the
    // slice is worked out below, without the jitter.
    sh = patch(sh, /int\(\$2 \* 10\)/, "int($2 * 1000000)");
    writeFileSync(join(dir, "olc.sh"), sh);
    const out = execFileSync("bash", ["olc.sh"], { cwd: dir, encoding: "utf8" });
    const work = p.work * scale * 1000; // µs
    const modes = [];
    for (const line of out.split("\n")) {
      if (line.startsWith("--- ")) {
        modes.push({ name: modes.length === 0 ? "unbounded" : "bounded", counts: new Map() });
        continue;
      }
      const m = line.match(/^\s*(\d+) durum=(\d+)\s+gecikme=\s*(\d+) dilim/);
      if (!m) continue;
      if (m[2] !== "200" && m[2] !== "503") throw new Jitter(`status ${m[2]}: the server was not up in time`);
      const k = Math.round(+m[3] / work);
      if (Math.abs(+m[3] - k * work) > 0.4 * work) throw new Jitter(`${m[3]} µs is not near a multiple of ${work} µs`);
      const key = `${m[2]} ${Math.floor((k * p.work) / 100)}`;
      const mode = modes[modes.length - 1];
      mode.counts.set(key, (mode.counts.get(key) || 0) + +m[1]);
    }
    if (modes.length !== 2) throw new Error("olc.sh printed " + modes.length + " modes:\n" + out);
    for (const mode of modes) {
      mode.groups = [...mode.counts].map(([key, count]) => {
        const [status, slice] = key.split(" ").map(Number);
        return { status, slice, count };
      });
      delete mode.counts;
    }
    for (const m of modes) m.groups.sort((a, b) => a.status - b.status || a.slice - b.slice);
    return modes;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const out = [];
for (const c of cases) {
  const p = { ...defaults, ...c };
  const changed = Object.keys(c).map((k) => `${k}=${k === "work" ? c[k] + "ms" : c[k]}`);
  const results = [];
  try {
    for (let i = 0; i < runs; i++) results.push(JSON.stringify(measure(p)));
  } catch (e) {
    if (!(e instanceof Jitter)) throw e;
    console.error(`left out (too much jitter): ${changed.join(", ") || "defaults"}: ${e.message}`);
    continue;
  }
  if (results.some((r) => r !== results[0])) {
    console.error(`left out (runs disagree): ${changed.join(", ") || "defaults"}\n  ${results.join("\n  ")}`);
    continue;
  }
  out.push({
    params: { concurrency: String(p.concurrency), queue: String(p.queue), work: p.work + "ms", requests: String(p.requests) },
    source: "002 Yük Boşaltma: olc.sh + kabul.mjs extracted from the lesson by testdata/regen.mjs; changed: " +
      (changed.join(", ") || "none (lesson defaults)"),
    result: { modes: JSON.parse(results[0]) },
  });
  console.error(`ok: ${changed.join(", ") || "defaults"}`);
}
if (out.length < cases.length && !process.env.ALLOW_PARTIAL) {
  console.error("not writing: cases were left out (ALLOW_PARTIAL=1 writes the stable ones)");
  process.exit(1);
}
writeFileSync(join(pkg, "testdata", "seedcases.json"), JSON.stringify(out, null, 1));
console.error(`wrote ${out.length} cases to testdata/seedcases.json`);
