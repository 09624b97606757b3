import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  databaseDownMarkCount,
  markDatabaseDownRequest,
  setDatabaseDownAt,
  takeDatabaseDownMark,
} from "../src/server/runtime-bridge.mjs";
import {
  clearPageCache,
  answer503WhenDatabaseDown,
  endLargeStringsAsBytes,
  normaliseAddress,
  PEER_ADDRESS_HEADER,
  REQUEST_KEY_HEADER,
  stampPeerAddress,
} from "./server.mjs";

// A real socket on every interface, as the shop's server listens: what the handler sees after
// stamping is what rate limits will key on.
describe("stampPeerAddress", () => {
  let server;
  let port;
  beforeAll(async () => {
    server = http.createServer((req, res) => {
      stampPeerAddress(req);
      const raw = req.rawHeaders.filter(
        (_, i) => i % 2 === 0 && req.rawHeaders[i].toLowerCase() === PEER_ADDRESS_HEADER,
      );
      res.end(JSON.stringify({ header: req.headers[PEER_ADDRESS_HEADER], rawCopies: raw.length }));
    });
    await new Promise((resolve) => server.listen(0, resolve));
    port = server.address().port;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  const ask = (localAddress, headers = []) =>
    new Promise((resolve, reject) => {
      const req = http.request({ host: "127.0.0.1", port, localAddress, agent: false }, (res) => {
        let body = "";
        res.on("data", (chunk) => (body += chunk));
        res.on("end", () => resolve(JSON.parse(body)));
      });
      for (const [name, value] of headers) req.appendHeader(name, value);
      req.on("error", reject);
      req.end();
    });

  it("sets the address the client connected from, written as IPv4", async () => {
    expect(await ask("127.0.0.2")).toEqual({ header: "127.0.0.2", rawCopies: 1 });
    expect(await ask("127.0.0.3")).toEqual({ header: "127.0.0.3", rawCopies: 1 });
  });

  it("replaces every forged copy, whatever its case", async () => {
    const forged = [
      ["X-LittleRobe-Peer-Address", "10.9.8.7"],
      [PEER_ADDRESS_HEADER, "203.0.113.5"],
    ];
    expect(await ask("127.0.0.4", forged)).toEqual({ header: "127.0.0.4", rawCopies: 1 });
  });
});

describe("normaliseAddress", () => {
  it("writes IPv4-mapped IPv6 as IPv4 and leaves real IPv6 alone", () => {
    expect(normaliseAddress("::ffff:127.0.0.2")).toBe("127.0.0.2");
    expect(normaliseAddress("::FFFF:192.0.2.1")).toBe("192.0.2.1");
    expect(normaliseAddress("::1")).toBe("::1");
    expect(normaliseAddress("2001:db8::1")).toBe("2001:db8::1");
    expect(normaliseAddress(undefined)).toBe("");
  });
});

describe("answer503WhenDatabaseDown", () => {
  let server;
  let port;
  beforeAll(async () => {
    // A page whose rendering failed: Next.js reports the error, then writes 500.
    server = http.createServer((req, res) => {
      answer503WhenDatabaseDown(req, res);
      if (req.url === "/database-down") {
        markDatabaseDownRequest(req.headers[REQUEST_KEY_HEADER]);
      }
      res.statusCode = 500;
      res.end("error page");
    });
    await new Promise((resolve) => server.listen(0, resolve));
    port = server.address().port;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  const get = (path, headers = {}) =>
    new Promise((resolve, reject) => {
      http
        .get({ host: "127.0.0.1", port, path, headers, agent: false }, (res) => {
          res.resume();
          res.on("end", () =>
            resolve({ status: res.statusCode, retryAfter: res.headers["retry-after"] }),
          );
        })
        .on("error", reject);
    });

  it("turns the 500 of a request marked 'database down' into a 503 with Retry-After", async () => {
    expect(await get("/database-down")).toEqual({ status: 503, retryAfter: "30" });
    expect(databaseDownMarkCount()).toBe(0);
  });

  it("leaves any other failure a 500, and a client cannot choose the key", async () => {
    expect(await get("/bug")).toEqual({ status: 500, retryAfter: undefined });
    markDatabaseDownRequest("chosen-by-client");
    expect(await get("/bug", { [REQUEST_KEY_HEADER]: "chosen-by-client" })).toEqual({
      status: 500,
      retryAfter: undefined,
    });
    takeDatabaseDownMark("chosen-by-client");
  });

  it("turns any 500 into a 503 while PostgreSQL has just failed to answer, and not once it answers", async () => {
    setDatabaseDownAt(Date.now() - 1_000);
    expect(await get("/bug")).toEqual({ status: 503, retryAfter: "30" });
    setDatabaseDownAt(Date.now() - 60_000);
    expect(await get("/bug")).toEqual({ status: 500, retryAfter: undefined });
    setDatabaseDownAt(undefined);
    expect(await get("/bug")).toEqual({ status: 500, retryAfter: undefined });
  });
});

describe("endLargeStringsAsBytes (issue 8: a cached page's HTML is written as bytes)", () => {
  // A page as Next.js answers it from its cache: one string, non-ASCII text included.
  const html = `<!DOCTYPE html><p>RRP £31.50 — 13 available…</p>${"<li>card</li>".repeat(6_000)}`;
  let server;
  let port;
  // The same page after a price change: as long, different bytes.
  const changed = html.replace("£31.50", "£32.50");
  let callbackRan = false;
  beforeAll(async () => {
    server = http.createServer((req, res) => {
      endLargeStringsAsBytes(res);
      if (req.url === "/page") {
        res.setHeader("x-nextjs-cache", "HIT");
        res.setHeader("content-length", Buffer.byteLength(html));
        res.end(html);
      } else if (req.url === "/callback") res.end(html, () => (callbackRan = true));
      else if (req.url === "/latin1") res.end("é".repeat(20_000), "latin1");
      else if (req.url === "/changed") res.setHeader("x-nextjs-cache", "HIT").end(changed);
      else res.end("small");
    });
    await new Promise((resolve) => server.listen(0, resolve));
    port = server.address().port;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  const get = (path) =>
    new Promise((resolve, reject) => {
      http
        .get({ host: "127.0.0.1", port, path, agent: false }, (res) => {
          const chunks = [];
          res.on("data", (chunk) => chunks.push(chunk));
          res.on("end", () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
        })
        .on("error", reject);
    });

  it("sends the very bytes of the string, with the Content-Length Next.js computed", async () => {
    const { headers, body } = await get("/page");
    expect(body.equals(Buffer.from(html, "utf8"))).toBe(true);
    expect(Number(headers["content-length"])).toBe(body.length);
  });

  it("sends each page's own bytes every time it is written, a changed page its new ones", async () => {
    for (let round = 0; round < 3; round++) {
      expect((await get("/page")).body.equals(Buffer.from(html, "utf8"))).toBe(true);
      const now = (await get("/changed")).body;
      expect(now.equals(Buffer.from(changed, "utf8"))).toBe(true);
      expect(now.toString("utf8")).toContain("£32.50");
    }
  });

  it("keeps the end callback and a chosen encoding, and leaves small answers alone", async () => {
    expect((await get("/callback")).body.toString("utf8")).toBe(html);
    expect(callbackRan).toBe(true);
    expect((await get("/latin1")).body.equals(Buffer.from("é".repeat(20_000), "latin1"))).toBe(
      true,
    );
    expect((await get("/small")).body.toString()).toBe("small");
  });
});

describe("clearPageCache (issue 8: no page from before a restart outlives the writes that changed it)", () => {
  it("removes the cached pages and their data, and keeps the server's code", () => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), "littlerobe-dist-"));
    const app = path.join(dist, "server", "app");
    const files = {
      "collection.html": "page",
      "collection.rsc": "data",
      "collection.meta": "{}",
      "collection.segments/_tree.segment.rsc": "x",
      "products/some-shirt.html": "page",
      "products/[slug]/page.js": "code",
      "collection/page.js": "code",
    };
    const rendered = path.join(dist, "server", "route-cache", "products", "other-shirt.html");
    fs.mkdirSync(path.dirname(rendered), { recursive: true });
    fs.writeFileSync(rendered, "page rendered after the build");
    for (const [name, text] of Object.entries(files)) {
      fs.mkdirSync(path.dirname(path.join(app, name)), { recursive: true });
      fs.writeFileSync(path.join(app, name), text);
    }
    clearPageCache(dist);
    const left = (name) => fs.existsSync(path.join(app, name));
    expect(
      ["collection.html", "collection.rsc", "collection.meta", "collection.segments"].some(left),
    ).toBe(false);
    expect(left("products/some-shirt.html")).toBe(false);
    expect(fs.existsSync(rendered)).toBe(false);
    expect(left("products/[slug]/page.js")).toBe(true);
    expect(left("collection/page.js")).toBe(true);
    fs.rmSync(dist, { recursive: true, force: true });
  });
});
