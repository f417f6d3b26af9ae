// regen.mjs — regenerates testdata/seedcases.json from the lesson's own code.
//
// Run from engine/cache (node ≥ 18, no npm packages):
//
//	node testdata/regen.mjs
//
// It takes the two ```js blocks of the lesson text (../../../shared/seeds/
// 004_f8a63dd6cedff2ca.txt relative to engine/cache: suru.mjs and
// sicak-anahtar.mjs), patches their constants for each case below, runs each
// patched script with node in a temporary directory and records what it
// printed. A patch that no longer matches the lesson text stops the tool.
//
// Recorded: the stampede's source calls, waiting and stale reads per
// strategy; the expiry steps and most misses in one step, fixed and jittered;
// the load per partition and the busiest share for each copy count.
// Not recorded: suru.mjs's time column. It is wall-clock time rounded to
// 10 ms and depends on the machine (node printed 40 ms for a 30 ms source on
// a busy machine), so it cannot be reproduced deterministically; the Go test
// checks the lab's time against the source latency instead.
import { lessonPath as lessonAt } from "../../labs/testdata/lesson.mjs";
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const here = dirname(fileURLToPath(import.meta.url)); // engine/cache/testdata
const lessonPath = lessonAt(join(here, ".."), "004_f8a63dd6cedff2ca.txt");
const outPath = join(here, "seedcases.json");

// The lab's defaults (the lesson's constants) in the lab's own encoding.
const defaults = {
  requests: "100", latency: "30ms", keys: "200", ttl: "100", jitter: "40",
  reads: "1000", hot: "6", partitions: "4", copies: "1,4,8",
};

// Each case changes some knobs; the JSON keeps the full set so the Go test
// runs exactly what the scripts ran.
const cases = [
  {},
  { requests: "10" },
  { requests: "1" },
  { requests: "500" },
  { latency: "0ms" },
  { latency: "100ms" },
  { keys: "50", ttl: "60", jitter: "7" },
  { jitter: "1" },
  { keys: "1000", jitter: "100" },
  { partitions: "1", copies: "1,2,3,16" },
  { partitions: "3", copies: "1,2,3,16" },
  { partitions: "7", copies: "1,2,3,16" },
  { hot: "0" },
  { hot: "10" },
  { hot: "3" },
  { reads: "37" },
  // Added with the reading and challenge work: one key, one read, the
  // challenge's copy count, a short source, a wide jitter.
  { keys: "1" },
  { reads: "1", hot: "10", copies: "1,2" },
  { copies: "1,21" },
  { partitions: "16", copies: "1,4,21" },
  { requests: "2", latency: "5ms" },
  { keys: "5000", ttl: "1", jitter: "1000" },
  // Added with the oracle work: each script constant at its bound.
  { requests: "10000" },
  { keys: "20000", ttl: "1000000", jitter: "1000000" },
  { keys: "20000", ttl: "1", jitter: "1" },
  { reads: "200000", hot: "10", partitions: "256", copies: "1,256" },
  { partitions: "2", hot: "1", copies: "4,8" },
];

const lesson = readFileSync(lessonPath, "utf8");
const blocks = [...lesson.matchAll(/```js\n([\s\S]*?)```/g)].map((m) => m[1]);
if (blocks.length !== 2 || !blocks[0].includes("suru.mjs") || !blocks[1].includes("sicak-anahtar.mjs")) {
  throw new Error(`expected the lesson's two js blocks (suru.mjs, sicak-anahtar.mjs), found ${blocks.length}`);
}
const [suru, sicak] = blocks;

// patch replaces exactly one occurrence of from, or stops the tool.
function patch(src, from, to) {
  const n = src.split(from).length - 1;
  if (n !== 1) throw new Error(`patch ${JSON.stringify(from)} matched ${n} times`);
  return src.replace(from, () => to);
}

function ms(d) {
  const m = /^(\d+)ms$/.exec(d);
  if (!m) throw new Error(`latency ${d}: write it in ms`);
  return Number(m[1]);
}

function suruFor(p) {
  let s = patch(suru, "const GECIKME = 30;", `const GECIKME = ${ms(p.latency)};`);
  return patch(s, "const ISTEK = 100;", `const ISTEK = ${Number(p.requests)};`);
}

function sicakFor(p) {
  const P = Number(p.partitions);
  let s = sicak;
  s = patch(s, "for (let i = 1; i <= 200; i++)", `for (let i = 1; i <= ${Number(p.keys)}; i++)`);
  s = patch(s, '["sabit omur", () => 100]', `["sabit omur", () => ${Number(p.ttl)}]`);
  s = patch(s, "(a) => 100 + (ozet(a) % 40)", `(a) => ${Number(p.ttl)} + (ozet(a) % ${Number(p.jitter)})`);
  s = patch(s, "Array.from({ length: 1000 }", `Array.from({ length: ${Number(p.reads)} }`);
  s = patch(s, "i % 10 < 6 ? SICAK", `i % 10 < ${Number(p.hot)} ? SICAK`);
  s = patch(s, "const bolum = [0, 0, 0, 0];", `const bolum = new Array(${P}).fill(0);`);
  s = patch(s, "bolum[ozet(donustur(a, i)) % 4]", `bolum[ozet(donustur(a, i)) % ${P}]`);
  s = patch(s, "(Math.max(...b) / 1000)", `(Math.max(...b) / ${Number(p.reads)})`);
  // One row per copy count, named c<copies> for parsing; 1 is the lesson's
  // unsplit "tek anahtar" row, the others its `${a}#${i % n}` rows.
  const rows = p.copies.split(",").map(Number).map((c) => c === 1
    ? `yaz("c1", dagilim((a) => a));`
    : `yaz("c${c}", dagilim((a, i) => (a === SICAK ? \`\${a}#\${i % ${c}}\` : a)));`);
  const start = s.indexOf('yaz("tek anahtar"');
  if (start < 0) throw new Error("the lesson's yaz rows are gone");
  return s.slice(0, start) + rows.join("\n") + "\n";
}

function runScript(dir, name, src) {
  const file = join(dir, name);
  writeFileSync(file, src);
  return execFileSync(process.execPath, [file], { encoding: "utf8" });
}

function parseSuru(out) {
  const lines = out.trim().split("\n").slice(1); // after the header
  if (lines.length !== 3) throw new Error(`suru.mjs printed ${lines.length} rows:\n${out}`);
  // name padded to 28, then calls, waiting, stale, "<n> ms" (not recorded)
  return lines.map((l) => l.slice(28).trim().split(/\s+/).slice(0, 3).map(Number));
}

function parseSicak(out) {
  const expiry = [...out.matchAll(/sure sonu adimi=(\d+)\s+tek adimdaki en yuksek iska=(\d+)/g)]
    .map((m) => [Number(m[1]), Number(m[2])]);
  const partitions = [...out.matchAll(/^c(\d+)\s+([\d ]+?)\s+en yuklu bolum=%(\d+)$/gm)]
    .map((m) => ({ copies: Number(m[1]), load: m[2].trim().split(/\s+/).map(Number), max_pct: Number(m[3]) }));
  if (expiry.length !== 2 || partitions.length === 0) throw new Error(`unexpected sicak-anahtar.mjs output:\n${out}`);
  return { expiry, partitions };
}

const dir = mkdtempSync(join(tmpdir(), "cache-seedcases-"));
try {
  const out = cases.map((changed) => {
    const p = { ...defaults, ...changed };
    const stampede = parseSuru(runScript(dir, "suru.mjs", suruFor(p)));
    const { expiry, partitions } = parseSicak(runScript(dir, "sicak-anahtar.mjs", sicakFor(p)));
    const what = Object.entries(changed).map(([k, v]) => `${k}=${v}`).join(", ") || "none (lesson defaults)";
    return {
      params: p,
      source: "suru.mjs (GECIKME, ISTEK) + sicak-anahtar.mjs (keys, omur, % jitter, requests, i % 10 < hot, partitions, copies) " +
        `from the lesson text, patched by testdata/regen.mjs; changed: ${what}; the time column is wall-clock and not recorded`,
      result: { stampede, expiry, partitions },
    };
  });
  // One case per block, number arrays on one line each.
  const json = JSON.stringify(out, null, 1).replace(/\[\s*([-\d.,\s]+?)\s*\]/g, (_, xs) => `[${xs.split(/,\s*/).join(", ")}]`);
  writeFileSync(outPath, json + "\n");
  console.log(`wrote ${out.length} cases to ${outPath}`);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
