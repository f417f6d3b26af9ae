// regen.mjs — regenerates testdata/seedcases.json from the lesson's own code.
//
// Run from the package directory (node ≥ 18, openssl, curl and bash on PATH,
// loopback ports 8751–8757 free; no npm packages):
//
//     cd engine/sidecar && node testdata/regen.mjs
//
// It reads the lesson text (../../../shared/seeds/001_aea29d8844ea5a31.txt
// from the package directory), extracts the five scripts (mesh/ucret.mjs,
// odunc-kalin.mjs, odunc-ince.mjs, yan-araba.mjs, olc.mjs) and the shell block
// that runs them, patches the constants of each case — DENEME (attempts) in
// odunc-kalin.mjs and yan-araba.mjs, the read-fail count of ucret.mjs
// (`sayac.okuma <= 2`, read_fails), ZAMAN_ASIMI (timeout) in both callers,
// YINELENEN_KOD (retry_on) in yan-araba.mjs and the lost first payment
// answer of ucret.mjs (`sayac.odeme === 1 ? 503 : 200`, lose_first_pay) —
// runs the shell block in a temporary directory, parses olc.mjs's table and
// metrics lines and writes testdata/seedcases.json. Each case runs twice and
// must print the same both times. Every case is deterministic on loopback:
// calls go one after another, and a 400 ms timeout is far above loopback
// latency, so no case depends on timing.
import { lessonPath as lessonAt } from "../../labs/testdata/lesson.mjs";
import { execFileSync } from "node:child_process";
import { mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const here = fileURLToPath(new URL(".", import.meta.url)); // …/engine/sidecar/testdata/
const lessonPath = lessonAt(join(here, ".."), "001_aea29d8844ea5a31.txt");
const lesson = readFileSync(lessonPath, "utf8").split("\n");

// A code block starts at its `// mesh/<name>.mjs` line and ends at a blank
// line followed by prose (a capital letter) or by the shell block.
function scripts() {
  const out = {};
  for (let i = 0; i < lesson.length; i++) {
    const m = /^\/\/ (mesh\/[a-z-]+\.mjs) /.exec(lesson[i]);
    if (!m) continue;
    let j = i + 1;
    while (j < lesson.length && !(lesson[j] === "" && /^([A-ZÇĞİÖŞÜ]|openssl )/.test(lesson[j + 1] ?? "A"))) j++;
    out[m[1]] = lesson.slice(i, j).join("\n") + "\n";
  }
  return out;
}

// The shell block runs from the openssl line to `kill $(jobs -p)`.
function shell() {
  const from = lesson.findIndex((l) => l.startsWith("openssl req"));
  const to = lesson.findIndex((l, i) => i > from && l.startsWith("kill $(jobs -p)"));
  if (from < 0 || to < 0) throw new Error("shell block not found in the lesson");
  return lesson.slice(from, to + 1).join("\n") + "\n";
}

// patch replaces exactly one occurrence, so a changed lesson fails loudly.
function patch(src, from, to, file) {
  const n = src.split(from).length - 1;
  if (n !== 1) throw new Error(`${file}: expected one "${from}", found ${n}`);
  return src.replace(from, to);
}

function run(files, sh) {
  const dir = mkdtempSync(join(tmpdir(), "sidecar-seed-"));
  try {
    mkdirSync(join(dir, "mesh"));
    for (const [name, src] of Object.entries(files)) writeFileSync(join(dir, name), src);
    return execFileSync("bash", ["-c", sh], { cwd: dir, encoding: "utf8", timeout: 60_000 });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

// parse reads olc.mjs's printout: the table rows, then one metrics line per layout.
function parse(out) {
  const lines = out.split("\n");
  const layouts = [];
  for (const [name, id] of [["kalin uygulama", "thick"], ["ince + yan araba", "sidecar"]]) {
    const row = lines.find((l) => l.startsWith(name) && !l.includes("olcut"));
    const [debt, pay, reached, charges, processes, hops] = row.slice(18).trim().split(/\s+/).map(Number);
    const metricsLine = lines.find((l) => l.startsWith(name) && l.includes("olcut (istek/deneme/hata):"));
    const metrics = {};
    for (const m of metricsLine.split("olcut (istek/deneme/hata):")[1].matchAll(/(\S+) (\d+)\/(\d+)\/(\d+)/g)) {
      metrics[m[1]] = { requests: +m[2], attempts: +m[3], errors: +m[4] };
    }
    layouts.push({ name: id, debt_status: debt, pay_status: pay, fee_requests: reached, charges, processes, hops, metrics });
  }
  return { layouts };
}

// Cases: attempts, read_fails, retry_on and lose_first_pay as the lab's
// knobs; timeout stays at the lesson's 400 ms (shorter ones would measure
// loopback jitter, not the setup).
const lessonRetryOn = [502, 503, 504];
const cases = [
  [3, 2], [1, 2], [2, 2], [4, 2], [5, 2], [3, 0], [3, 1], [3, 3], [3, 5], [2, 3], [1, 0], [10, 9], [6, 0],
].map(([attempts, readFails]) => ({ attempts, readFails, timeout: 400, retryOn: lessonRetryOn, losePay: true })).concat([
  { attempts: 3, readFails: 2, timeout: 400, retryOn: [502, 504], losePay: true },
  { attempts: 3, readFails: 2, timeout: 400, retryOn: [500, 503], losePay: true },
  { attempts: 4, readFails: 2, timeout: 400, retryOn: [503], losePay: true },
  { attempts: 3, readFails: 2, timeout: 400, retryOn: lessonRetryOn, losePay: false },
  { attempts: 2, readFails: 1, timeout: 400, retryOn: [502], losePay: false },
]);

const base = scripts();
for (const f of ["mesh/ucret.mjs", "mesh/odunc-kalin.mjs", "mesh/odunc-ince.mjs", "mesh/yan-araba.mjs", "mesh/olc.mjs"]) {
  if (!base[f]) throw new Error(`${f} not found in the lesson`);
}
const sh = shell();
const source = "sidecar/par/mesh/*.mjs (lesson scripts; DENEME->attempts in odunc-kalin and yan-araba, read-fail count in ucret, ZAMAN_ASIMI->timeout, YINELENEN_KOD->retry_on, lost first payment answer->lose_first_pay)";
const out = [];
for (const c of cases) {
  const files = { ...base };
  for (const f of ["mesh/odunc-kalin.mjs", "mesh/yan-araba.mjs"]) {
    files[f] = patch(files[f], "const DENEME = 3;", `const DENEME = ${c.attempts};`, f);
    files[f] = patch(files[f], "const ZAMAN_ASIMI = 400;", `const ZAMAN_ASIMI = ${c.timeout};`, f);
  }
  files["mesh/ucret.mjs"] = patch(files["mesh/ucret.mjs"], "sayac.okuma <= 2", `sayac.okuma <= ${c.readFails}`, "mesh/ucret.mjs");
  files["mesh/yan-araba.mjs"] = patch(files["mesh/yan-araba.mjs"], "const YINELENEN_KOD = [502, 503, 504];",
    `const YINELENEN_KOD = [${c.retryOn.join(", ")}];`, "mesh/yan-araba.mjs");
  if (!c.losePay) {
    files["mesh/ucret.mjs"] = patch(files["mesh/ucret.mjs"], "sayac.odeme === 1 ? 503 : 200", "200", "mesh/ucret.mjs");
  }
  // Two runs must agree; on a busy machine a run may start olc.mjs before
  // the TLS server listens (the shell block waits for the plain ports
  // only), so a disagreeing pair is run again, at most twice.
  let first = run(files, sh), second = run(files, sh);
  for (let again = 0; first !== second && again < 2; again++) [first, second] = [second, run(files, sh)];
  if (first !== second) throw new Error(`case ${JSON.stringify(c)} is not deterministic:\n${first}\n${second}`);
  const changed = [];
  if (c.attempts !== 3) changed.push(`attempts=${c.attempts}`);
  if (c.readFails !== 2) changed.push(`read_fails=${c.readFails}`);
  if (c.timeout !== 400) changed.push(`timeout=${c.timeout}ms`);
  if (c.retryOn !== lessonRetryOn) changed.push(`retry_on=${c.retryOn.join(",")}`);
  if (!c.losePay) changed.push("lose_first_pay=false");
  const params = { attempts: String(c.attempts), read_fails: String(c.readFails), timeout: `${c.timeout}ms` };
  if (c.retryOn !== lessonRetryOn) params.retry_on = c.retryOn.join(",");
  if (!c.losePay) params.lose_first_pay = "false";
  out.push({
    params,
    source: `${source}; changed: ${changed.length ? changed.join(", ") : "none (lesson defaults)"}`,
    result: parse(first),
  });
  process.stderr.write(`${JSON.stringify(c)} ok\n`);
}
writeFileSync(join(here, "seedcases.json"), JSON.stringify(out, null, 1) + "\n");
process.stderr.write(`wrote ${out.length} cases to ${join(here, "seedcases.json")}\n`);
