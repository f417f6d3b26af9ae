// mesh/odunc-ince.mjs — ag ilgileri uygulama disinda, 8753: yerel adrese duz cagri
import { createServer } from "node:http";

const dene = (yol, yontem) => fetch(`http://127.0.0.1:8754${yol}`, { method: yontem })
  .then(async (y) => ({ kod: y.status, govde: await y.text() }));

const json = (y, kod, g) => {
  y.writeHead(kod, { "Content-Type": "application/json" });
  y.end(JSON.stringify(g));
};

createServer(async (q, y) => {
  const [kok, uye] = q.url.split("/").filter(Boolean);
  const is = kok === "ode" ? { yol: "/ceza/ode", yontem: "POST" }
    : { yol: `/ceza/${uye}`, yontem: "GET" };
  const s = await dene(is.yol, is.yontem, kok);
  json(y, s.kod, { islem: kok, kod: s.kod, govde: s.govde });
}).listen(8753, "127.0.0.1", () => console.log("odunc-ince 127.0.0.1:8753"));
