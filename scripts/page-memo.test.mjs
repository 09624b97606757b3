import http from "node:http";
import zlib from "node:zlib";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  acceptedEncoding,
  createPageMemo,
  isPlainPageVisit,
  MEMO_TTL_MS,
  pageMemoSetting,
} from "./page-memo.mjs";

const visit = (url, headers = {}, method = "GET") => ({ url, method, headers });

describe("isPlainPageVisit", () => {
  it("takes a browser's plain GET of a page, with or without a session cookie", () => {
    expect(isPlainPageVisit(visit("/collection"))).toBe(true);
    expect(
      isPlainPageVisit(
        visit("/products/a-dress", {
          accept: "text/html",
          "accept-encoding": "gzip, deflate, br",
          cookie: "__Secure-better-auth.session_token=abc; lr_consent=1",
          "user-agent": "Mozilla/5.0",
        }),
      ),
    ).toBe(true);
  });

  it("leaves the router's own requests, bodies, queries and other methods to Next.js", () => {
    for (const headers of [
      { rsc: "1" },
      { "next-router-prefetch": "1" },
      { "next-router-state-tree": "%5B%5D" },
      { "next-router-segment-prefetch": "/_tree" },
      { "next-action": "abc" },
      { "next-url": "/collection" },
      { "content-type": "text/plain" },
      { "content-length": "3" },
      { range: "bytes=0-10" },
      { "x-prerender-revalidate": "secret" },
      { "x-middleware-subrequest": "src/proxy" },
      { "x-nextjs-data": "1" },
      { "x-matched-path": "/admin" },
    ])
      expect(isPlainPageVisit(visit("/collection", headers)), JSON.stringify(headers)).toBe(false);
    expect(isPlainPageVisit(visit("/collection?page=2"))).toBe(false);
    expect(isPlainPageVisit(visit("/caf%C3%A9"))).toBe(false);
    expect(isPlainPageVisit(visit("/collection", {}, "HEAD"))).toBe(false);
    expect(isPlainPageVisit(visit("/collection", {}, "POST"))).toBe(false);
  });

  it("never answers what the proxy must see, nor a staff member previewing drafts", () => {
    for (const url of [
      "/api/session",
      "/admin",
      "/admin/products",
      "/warehouse-sim/x",
      "/_next/static/a.js",
    ])
      expect(isPlainPageVisit(visit(url)), url).toBe(false);
    expect(isPlainPageVisit(visit("/our-story", { cookie: "a=1; __prerender_bypass=xyz" }))).toBe(
      false,
    );
    expect(isPlainPageVisit(visit("/our-story", { cookie: "__next_preview_data=xyz" }))).toBe(
      false,
    );
  });
});

describe("acceptedEncoding", () => {
  it("answers gzip to whoever takes it and identity to whoever asks for none", () => {
    expect(acceptedEncoding(visit("/", {}))).toBe("identity");
    expect(acceptedEncoding(visit("/", { "accept-encoding": "identity" }))).toBe("identity");
    expect(acceptedEncoding(visit("/", { "accept-encoding": "gzip, deflate, br, zstd" }))).toBe(
      "gzip",
    );
    expect(acceptedEncoding(visit("/", { "accept-encoding": "br;q=1, GZIP;q=0.5" }))).toBe("gzip");
    expect(acceptedEncoding(visit("/", { "accept-encoding": "*" }))).toBe("gzip");
  });

  it("gives up on a visitor refusing gzip (Next.js answers them)", () => {
    expect(acceptedEncoding(visit("/", { "accept-encoding": "br" }))).toBe(null);
    expect(acceptedEncoding(visit("/", { "accept-encoding": "gzip;q=0, br" }))).toBe(null);
  });
});

// A real server in front of a stand-in for Next.js that answers as Next.js does for a cached
// prerender (headers set one by one, then the HTML as one string), and counts what reaches it.
describe("createPageMemo", () => {
  let server;
  let port;
  let clock;
  let memo;
  let reached;
  let answer;

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      if (memo.serve(req, res)) return;
      memo.watch(req, res);
      reached.push({ url: req.url, encoding: req.headers["accept-encoding"] });
      void answer(req, res);
    });
    await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
    port = server.address().port;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  beforeEach(() => {
    clock = 1_000_000;
    memo = createPageMemo({ now: () => clock });
    reached = [];
    answer = (req, res) => sharedHit(res, `<html>${req.url} v1</html>`);
  });

  const sharedHit = (res, html, extra = {}) => {
    const headers = {
      "x-frame-options": "DENY",
      vary: "rsc, Accept-Encoding",
      "x-nextjs-cache": "HIT",
      "x-nextjs-prerender": "1",
      "cache-control": "s-maxage=900, stale-while-revalidate=31535100",
      "content-type": "text/html; charset=utf-8",
      ...extra,
    };
    for (const [name, value] of Object.entries(headers))
      if (value !== undefined) res.setHeader(name, value);
    res.end(html);
  };

  const get = (path, headers = {}) =>
    new Promise((resolve, reject) => {
      const req = http.get({ host: "127.0.0.1", port, path, headers, agent: false }, (res) => {
        const chunks = [];
        res.on("data", (chunk) => chunks.push(chunk));
        res.on("end", () => {
          const raw = Buffer.concat(chunks);
          const gzip = res.headers["content-encoding"] === "gzip";
          resolve({
            status: res.statusCode,
            headers: res.headers,
            rawLength: raw.length,
            body: (gzip ? zlib.gunzipSync(raw) : raw).toString("utf8"),
          });
        });
      });
      req.on("error", reject);
    });

  it("answers the second visit itself with Next.js's headers and bytes", async () => {
    const first = await get("/collection");
    const second = await get("/collection", { cookie: "__Secure-better-auth.session_token=m" });
    expect(reached).toHaveLength(1);
    expect(second.body).toBe(first.body);
    expect(second.body).toBe("<html>/collection v1</html>");
    expect(second.headers["x-frame-options"]).toBe("DENY");
    expect(second.headers["content-length"]).toBe(String(Buffer.byteLength(first.body)));
    expect(second.headers["cache-control"]).toBe(first.headers["cache-control"]);
    // Another page is its own entry.
    expect((await get("/")).body).toBe("<html>/ v1</html>");
    expect(reached).toHaveLength(2);
  });

  it("asks Next.js again once a tag is invalidated, and after MEMO_TTL_MS", async () => {
    await get("/collection");
    answer = (req, res) => sharedHit(res, "<html>v2</html>");
    memo.invalidate();
    expect((await get("/collection")).body).toBe("<html>v2</html>");
    expect((await get("/collection")).body).toBe("<html>v2</html>");
    expect(reached).toHaveLength(2);
    clock += MEMO_TTL_MS - 1;
    await get("/collection");
    expect(reached).toHaveLength(2);
    clock += 1;
    answer = (req, res) => sharedHit(res, "<html>v3</html>");
    expect((await get("/collection")).body).toBe("<html>v3</html>");
    expect(reached).toHaveLength(3);
  });

  it("does not keep an answer made while a tag was being invalidated", async () => {
    let finish;
    answer = (req, res) =>
      new Promise((resolve) => {
        finish = () => resolve(sharedHit(res, "<html>made before</html>"));
      });
    const pending = get("/collection");
    await new Promise((resolve) => setTimeout(resolve, 50));
    memo.invalidate();
    finish();
    expect((await pending).body).toBe("<html>made before</html>");
    answer = (req, res) => sharedHit(res, "<html>after</html>");
    expect((await get("/collection")).body).toBe("<html>after</html>");
    expect(reached).toHaveLength(2);
  });

  it("keeps nothing but a fresh, shared, whole prerender", async () => {
    const notShared = [
      { "x-nextjs-cache": "MISS" },
      { "x-nextjs-cache": "STALE" },
      { "x-nextjs-cache": undefined },
      { "x-nextjs-prerender": undefined },
      { "x-nextjs-postponed": "1" },
      { "set-cookie": "a=1" },
      { "cache-control": "private, no-store" },
      { "content-type": "application/json" },
    ];
    for (const [i, extra] of notShared.entries()) {
      answer = (req, res) => sharedHit(res, "<html>x</html>", extra);
      await get(`/page-${i}`);
      await get(`/page-${i}`);
    }
    expect(reached).toHaveLength(2 * notShared.length);
    answer = (req, res) => {
      res.statusCode = 404;
      sharedHit(res, "<html>not found</html>");
    };
    expect((await get("/gone")).status).toBe(404);
    expect((await get("/gone")).status).toBe(404);
    answer = (req, res) => {
      res.setHeader("x-nextjs-cache", "HIT");
      res.setHeader("x-nextjs-prerender", "1");
      res.setHeader("content-type", "text/html");
      res.write("<html>streamed");
      res.end("</html>");
    };
    expect((await get("/streamed")).body).toBe("<html>streamed</html>");
    await get("/streamed");
    expect(reached).toHaveLength(2 * notShared.length + 4);
  });

  it("leaves the router's requests and previews to Next.js, even for a kept page", async () => {
    await get("/collection");
    await get("/collection", { rsc: "1" });
    await get("/collection", { cookie: "__prerender_bypass=1" });
    await get("/collection?page=2");
    expect(reached).toHaveLength(4);
  });

  it("gives gzip to browsers: Next.js is asked for the text, and the gzip is made once", async () => {
    const browser = { "accept-encoding": "gzip, deflate, br" };
    const first = await get("/collection", browser);
    // Not yet known to be shared: asked as the visitor asked, answered by Next.js as it is here.
    expect(reached[0].encoding).toBe("gzip, deflate, br");
    expect(first.body).toBe("<html>/collection v1</html>");
    const second = await get("/collection", browser);
    expect(reached[1].encoding).toBeUndefined();
    expect(second.headers["content-encoding"]).toBe("gzip");
    expect(second.headers["content-length"]).toBe(String(second.rawLength));
    expect(second.body).toBe("<html>/collection v1</html>");
    const third = await get("/collection", browser);
    expect(reached).toHaveLength(2);
    expect(third.headers["content-encoding"]).toBe("gzip");
    expect(third.body).toBe(second.body);
    // The same kept page, uncompressed for a client that asks for no encoding.
    const plain = await get("/collection");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toBe(second.body);
    expect(reached).toHaveLength(2);
  });

  it("answers a page larger than all it may hold, and keeps nothing", async () => {
    memo = createPageMemo({ now: () => clock, maxBytes: 100 });
    const big = `<html>${"y".repeat(300)}</html>`;
    answer = (req, res) => sharedHit(res, big);
    const browser = { "accept-encoding": "gzip" };
    for (let i = 0; i < 3; i++) expect((await get("/big", browser)).body).toBe(big);
    expect((await get("/big")).body).toBe(big);
    expect(memo.size).toBe(0);
    expect(reached).toHaveLength(4);
  });

  it("drops the least recently kept pages past its size", async () => {
    memo = createPageMemo({ now: () => clock, maxBytes: 300 });
    answer = (req, res) => sharedHit(res, `<html>${req.url}${"x".repeat(40)}</html>`);
    for (const page of ["/a", "/b", "/c", "/a"]) await get(page);
    expect(memo.size).toBeLessThanOrEqual(2);
    expect(reached.map((r) => r.url)).toEqual(["/a", "/b", "/c", "/a"]);
  });
});

describe("pageMemoSetting (PAGE_MEMO)", () => {
  it("is on unless PAGE_MEMO says off, and refuses any other value", () => {
    expect(pageMemoSetting({})).toBe("on");
    expect(pageMemoSetting({ PAGE_MEMO: "on" })).toBe("on");
    expect(pageMemoSetting({ PAGE_MEMO: "off" })).toBe("off");
    expect(() => pageMemoSetting({ PAGE_MEMO: "" })).toThrow(/PAGE_MEMO/);
    expect(() => pageMemoSetting({ PAGE_MEMO: "false" })).toThrow(
      /PAGE_MEMO must be "on" or "off"/,
    );
  });
});
