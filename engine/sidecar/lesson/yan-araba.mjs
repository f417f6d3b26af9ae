// mesh/yan-araba.mjs — yan araba 8754: zaman asimi, yeniden deneme, guvenli tasima, olcut
import { createServer } from "node:http";
import { request } from "node:https";
import { readFileSync } from "node:fs";

const CA = readFileSync("mesh/sertifika.pem");
const ZAMAN_ASIMI = 400;
const DENEME = 3;
const YINELENEN_KOD = [502, 503, 504];      // politika durum kodudur; isin ne oldugu bilinmez
const olcut = {};

const cagir = (yol, yontem) => new Promise((coz, red) => {
  const q = request({ host: "127.0.0.1", port: 8751, path: yol, method: yontem, ca: CA }, (y) => {
    let g = "";
    y.on("data", (p) => (g += p));
    y.on("end", () => coz({ kod: y.statusCode, govde: g }));
  });
  q.setTimeout(ZAMAN_ASIMI, () => q.destroy(new Error("zaman asimi")));
  q.on("error", red);
  q.end();
});

createServer(async (q, y) => {
  if (q.url === "/olcut" || q.url === "/sifirla") {
    const g = JSON.stringify(olcut);
    if (q.url === "/sifirla") Object.keys(olcut).forEach((a) => delete olcut[a]);
    y.writeHead(200, { "Content-Type": "application/json" });
    return y.end(g);
  }
  const o = (olcut[q.url] ??= { istek: 0, deneme: 0, hata: 0 });
  o.istek += 1;
  let son;
  for (let i = 0; i < DENEME; i += 1) {
    o.deneme += 1;
    son = await cagir(q.url, q.method);
    if (!YINELENEN_KOD.includes(son.kod)) break;
  }
  if (son.kod >= 500) o.hata += 1;
  y.writeHead(son.kod, { "Content-Type": "application/json" });
  y.end(son.govde);
}).listen(8754, "127.0.0.1", () => console.log("yan-araba 127.0.0.1:8754"));
