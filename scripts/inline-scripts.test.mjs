import { createHash } from "node:crypto";
import http from "node:http";
import zlib from "node:zlib";
import compression from "next/dist/compiled/compression/index.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CONSENT_CHOSEN_SCRIPT } from "../src/components/consent/consent.ts";
import { FIRST_PAINT_SCRIPT } from "../src/components/shop-state/first-paint.tsx";
import {
  hashInlineScriptsOf,
  inlineScriptHashes,
  isFrameworkScript,
  policyWithHashes,
  reactRuntimeDefinitions,
  SHOP_INLINE_SCRIPTS,
} from "./inline-scripts.mjs";
import { createPageMemo } from "./page-memo.mjs";

const sha = (text) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;
const BASE = "default-src 'self'; script-src 'self'; object-src 'none'";
const scriptSrc = (policy) => /script-src [^;]*/.exec(policy)?.[0];

// What Next.js and React write into a page, as read from the built shop's pages.
const definitions = reactRuntimeDefinitions();
const completeBoundary = definitions.find((text) => text.startsWith("$RB=[];$RV=function"));
const FRAMEWORK = [
  "(self.__next_f=self.__next_f||[]).push([0])",
  'self.__next_f.push([1,"1:\\"$Sreact.fragment\\"\\n2:I[4,[],\\"default\\"]\\n"])',
  '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":["static/chunks/2i3mwkeaz200g.js"],"runtimeModuleIds":[494553]});',
  "requestAnimationFrame(function(){$RT=performance.now()});",
  `${completeBoundary};$RC("B:0","S:0")`,
  '$RC("B:1","S:1")',
  '$RX("B:2","E1","a \\"message\\"",null)',
  // A segment completed later in a member's streamed /account (a clean-clone CI run refused it).
  '$RS=function(a,b){a=document.getElementById(a);b=document.getElementById(b);for(a.parentNode.removeChild(a);a.firstChild;)b.parentNode.insertBefore(a.firstChild,b);b.parentNode.removeChild(b)};$RS("S:5","P:5")',
  CONSENT_CHOSEN_SCRIPT,
];
const INJECTED = [
  "window.__pwned=1",
  'self.__next_f.push([1,"x"]);window.__pwned=1',
  "self.__next_f.push(window.__pwned=1)",
  'self.__next_f.push([1,"x"]);;window.__pwned=1',
  'self.__next_f.push([1,"x"]));',
  '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({});window.__pwned=1;',
  '$RC("B:1","S:1");window.__pwned=1',
  '$RC("B:1",,"S:1")',
  "$RC(window.__pwned=1)",
  `${completeBoundary};window.__pwned=1`,
  "$RC=function(){window.__pwned=1};$RC()",
  '$RS=function(a,b){window.__pwned=1};$RS("S:5","P:5")',
];

const page = (scripts) =>
  `<!DOCTYPE html><html><head><script src="/_next/static/chunks/main.js" async=""></script>` +
  `<script type="application/ld+json">{"@type":"Product"}</script></head><body>` +
  scripts.map((text) => `<script>${text}</script>`).join("<div>text</div>") +
  `</body></html>`;

describe("which inline scripts are hashed", () => {
  it("finds React's runtime in the installed Next.js", () => {
    expect(completeBoundary).toBeDefined();
    expect(definitions).toContain("requestAnimationFrame(function(){$RT=performance.now()});");
  });

  it("lists the shop's own inline scripts as they are in the source", () => {
    expect(SHOP_INLINE_SCRIPTS).toContain(CONSENT_CHOSEN_SCRIPT);
    expect(SHOP_INLINE_SCRIPTS).toContain(FIRST_PAINT_SCRIPT);
  });

  it("takes each shape the framework writes", () => {
    for (const text of FRAMEWORK) expect(isFrameworkScript(text), text).toBe(true);
  });

  it("refuses any other script, one made to look like the framework's included", () => {
    for (const text of INJECTED) expect(isFrameworkScript(text), text).toBe(false);
  });

  it("lists the hash of each framework script once, none for an injected one, a script file or data", () => {
    const html = page([...FRAMEWORK, FRAMEWORK[0], "window.__pwned=1"]);
    expect(inlineScriptHashes(html).sort()).toEqual(FRAMEWORK.map(sha).sort());
  });

  it("puts the hashes in script-src and leaves the rest of the policy as it was", () => {
    expect(policyWithHashes(BASE, ["'sha256-a'", "'sha256-b'"])).toBe(
      "default-src 'self'; script-src 'self' 'sha256-a' 'sha256-b'; object-src 'none'",
    );
    expect(policyWithHashes("default-src 'self'", [])).toBe(
      "default-src 'self'; script-src 'self'",
    );
  });
});

/** A real server: what arrives over the socket is what a browser gets. */
function serve(handler) {
  const server = http.createServer(handler);
  const ready = new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  const get = async (path, { method = "GET", headers = {} } = {}) => {
    await ready;
    return new Promise((resolve, reject) => {
      const req = http.request(
        { host: "127.0.0.1", port: server.address().port, path, method, headers, agent: false },
        (res) => {
          const chunks = [];
          res.on("data", (chunk) => chunks.push(chunk));
          res.on("end", () => {
            const raw = Buffer.concat(chunks);
            const gzip = res.headers["content-encoding"] === "gzip";
            resolve({
              headers: res.headers,
              body: (gzip ? zlib.gunzipSync(raw) : raw).toString("utf8"),
            });
          });
        },
      );
      req.on("error", reject);
      req.end();
    });
  };
  return { get, close: () => new Promise((resolve) => server.close(resolve)) };
}

describe("hashInlineScriptsOf", () => {
  const html = page(FRAMEWORK);
  const hashes = FRAMEWORK.map(sha);
  let shop;
  beforeAll(() => {
    // As scripts/server.mjs and Next.js wrap a response: ours first, then Next.js's compression.
    shop = serve((req, res) => {
      hashInlineScriptsOf(req, res);
      compression()(req, res, () => {});
      res.setHeader("content-security-policy", BASE);
      if (req.url === "/data") {
        res.setHeader("content-type", "text/x-component");
        res.write("1:one\n");
        setTimeout(() => res.end("2:two\n"), 5);
        return;
      }
      res.setHeader("content-type", "text/html; charset=utf-8");
      if (req.url === "/whole") return void res.end(html);
      // Streamed as Next.js streams a page rendered for the request: headers flushed first.
      res.flushHeaders();
      let at = 0;
      const next = () => {
        const piece = html.slice(at, at + 300);
        at += 300;
        if (at >= html.length) res.end(piece);
        else {
          res.write(piece);
          res.flush?.();
          setTimeout(next, 1);
        }
      };
      next();
    });
  });
  afterAll(() => shop.close());

  for (const [what, path, headers] of [
    ["a whole page", "/whole", {}],
    ["a streamed page", "/streamed", {}],
    ["a streamed page compressed by Next.js", "/streamed", { "accept-encoding": "gzip" }],
    ["a whole page compressed by Next.js", "/whole", { "accept-encoding": "gzip" }],
  ])
    it(`sends ${what} unchanged with its scripts' hashes in the policy`, async () => {
      const answer = await shop.get(path, { headers });
      expect(answer.body).toBe(html);
      expect(scriptSrc(answer.headers["content-security-policy"])?.split(" ").sort()).toEqual(
        ["script-src", "'self'", ...hashes].sort(),
      );
      expect(answer.headers["content-security-policy"]).toContain("object-src 'none'");
    });

  it("passes anything but HTML as it is, streamed", async () => {
    const answer = await shop.get("/data");
    expect(answer.body).toBe("1:one\n2:two\n");
    expect(answer.headers["transfer-encoding"]).toBe("chunked");
    expect(answer.headers["content-security-policy"]).toBe(BASE);
  });
});

describe("the page memo", () => {
  it("keeps a shared page with its scripts' hashes, made once", async () => {
    const memo = createPageMemo();
    let rendered = 0;
    const shop = serve((req, res) => {
      if (memo.serve(req, res)) return;
      hashInlineScriptsOf(req, res);
      memo.watch(req, res);
      rendered++;
      for (const [name, value] of Object.entries({
        "x-nextjs-cache": "HIT",
        "x-nextjs-prerender": "1",
        "content-type": "text/html; charset=utf-8",
        "content-security-policy": BASE,
      }))
        res.setHeader(name, value);
      res.end(page(FRAMEWORK));
    });
    const first = await shop.get("/collection");
    const kept = await shop.get("/collection");
    await shop.close();
    expect(rendered).toBe(1);
    for (const answer of [first, kept])
      expect(scriptSrc(answer.headers["content-security-policy"])?.split(" ").sort()).toEqual(
        ["script-src", "'self'", ...FRAMEWORK.map(sha)].sort(),
      );
  });
});
