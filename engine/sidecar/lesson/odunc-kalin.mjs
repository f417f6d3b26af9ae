// mesh/odunc-kalin.mjs — butun ag ilgileri uygulama kodunda, 8752
import { createServer } from "node:http";
import { request } from "node:https";                                   // [tls]
import { readFileSync } from "node:fs";                                 // [tls]

const CA = readFileSync("mesh/sertifika.pem");                          // [tls]
const ZAMAN_ASIMI = 400;                                                // [zaman asimi]
const DENEME = 3;                                                       // [yeniden deneme]
const olcut = {};                                                       // [olcut]

const cagir = (yol, yontem) => new Promise((coz, red) => {              // [tls]
  const q = request({ host: "127.0.0.1", port: 8751, path: yol,         // [tls]
    method: yontem, ca: CA }, (y) => {                                  // [tls]
    let g = "";
    y.on("data", (p) => (g += p));
    y.on("end", () => coz({ kod: y.statusCode, govde: g }));
  });
  q.setTimeout(ZAMAN_ASIMI, () => q.destroy(new Error("zaman asimi"))); // [zaman asimi]
  q.on("error", red);                                                   // [zaman asimi]
  q.end();
});

const guvenli = (yontem) => yontem === "GET";     // yalniz etkisiz cagri yinelenir [yeniden deneme]
const dene = async (yol, yontem, ad) => {
  const o = (olcut[ad] ??= { istek: 0, deneme: 0, hata: 0 });            // [olcut]
  o.istek += 1;                                                         // [olcut]
  let son;
  for (let i = 0; i < (guvenli(yontem) ? DENEME : 1); i += 1) {         // [yeniden deneme]
    o.deneme += 1;                                                      // [olcut]
    son = await cagir(yol, yontem);
    if (son.kod < 500) break;                                           // [yeniden deneme]
  }
  if (son.kod >= 500) o.hata += 1;                                      // [olcut]
  return son;
};

const json = (y, kod, g) => {
  y.writeHead(kod, { "Content-Type": "application/json" });
  y.end(JSON.stringify(g));
};

createServer(async (q, y) => {
  const [kok, uye] = q.url.split("/").filter(Boolean);
  if (kok === "olcut") return json(y, 200, olcut);                       // [olcut]
  const is = kok === "ode" ? { yol: "/ceza/ode", yontem: "POST" }
    : { yol: `/ceza/${uye}`, yontem: "GET" };
  const s = await dene(is.yol, is.yontem, kok);
  json(y, s.kod, { islem: kok, kod: s.kod, govde: s.govde });
}).listen(8752, "127.0.0.1", () => console.log("odunc-kalin 127.0.0.1:8752"));
