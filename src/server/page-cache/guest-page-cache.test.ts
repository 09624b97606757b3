import { describe, expect, it } from "vitest";
import {
  CACHE_FILL_HEADER,
  GuestPageCache,
  guestCacheKey,
  isCacheableResponse,
  parseCookieHeader,
  type RequestFacts,
} from "./guest-page-cache";

const request = (overrides: Partial<RequestFacts> = {}): RequestFacts => ({
  method: "GET",
  pathname: "/collection",
  search: "?size=0-3-months",
  headers: new Headers(),
  cookies: new Map(),
  ...overrides,
});

describe("which requests the guest page cache may answer", () => {
  it("keys a guest's page by path, query and consent choice", () => {
    expect(guestCacheKey(request())).toBe("/collection?size=0-3-months|consent=");
    expect(
      guestCacheKey(
        request({ cookies: new Map([["littlerobe_consent", "v1.analytics-1.marketing-0"]]) }),
      ),
    ).toBe("/collection?size=0-3-months|consent=v1.analytics-1.marketing-0");
  });

  it("never answers a signed-in member, draft mode, or any other cookie", () => {
    expect(
      guestCacheKey(request({ cookies: new Map([["better-auth.session_token", "abc"]]) })),
    ).toBeNull();
    expect(
      guestCacheKey(request({ cookies: new Map([["__Secure-better-auth.session_token", "abc"]]) })),
    ).toBeNull();
    expect(guestCacheKey(request({ cookies: new Map([["__prerender_bypass", "x"]]) }))).toBeNull();
  });

  it("never answers posts, client navigations or its own fill requests", () => {
    expect(guestCacheKey(request({ method: "POST" }))).toBeNull();
    expect(guestCacheKey(request({ headers: new Headers({ rsc: "1" }) }))).toBeNull();
    expect(guestCacheKey(request({ search: "?_rsc=abc" }))).toBeNull();
    // What the proxy sees of a router fetch once Next.js has stripped its RSC headers.
    expect(
      guestCacheKey(
        request({ headers: new Headers({ "sec-fetch-dest": "empty", "sec-fetch-mode": "cors" }) }),
      ),
    ).toBeNull();
    expect(
      guestCacheKey(
        request({
          headers: new Headers({ "sec-fetch-dest": "document", "sec-fetch-mode": "navigate" }),
        }),
      ),
    ).not.toBeNull();
    expect(
      guestCacheKey(request({ headers: new Headers({ [CACHE_FILL_HEADER]: "1" }) })),
    ).toBeNull();
  });

  it("keeps only plain successful HTML without cookies", () => {
    const html = new Headers({ "content-type": "text/html; charset=utf-8" });
    expect(isCacheableResponse(200, html, "<html>")).toBe(true);
    expect(isCacheableResponse(404, html, "<html>")).toBe(false);
    expect(
      isCacheableResponse(
        200,
        new Headers({ "content-type": "text/html", "set-cookie": "a=b" }),
        "<html>",
      ),
    ).toBe(false);
    expect(
      isCacheableResponse(200, new Headers({ "content-type": "application/json" }), "{}"),
    ).toBe(false);
  });
});

describe("reading the Cookie header", () => {
  it("gives each cookie's name and value", () => {
    expect([
      ...parseCookieHeader(
        "littlerobe_consent=v1.analytics-0.marketing-0; better-auth.session_token=a.b=c",
      ),
    ]).toEqual([
      ["littlerobe_consent", "v1.analytics-0.marketing-0"],
      ["better-auth.session_token", "a.b=c"],
    ]);
    expect(parseCookieHeader(null).size).toBe(0);
  });
});

describe("the guest page cache", () => {
  const page = (body: string) => async () => ({
    status: 200,
    headers: new Headers({ "content-type": "text/html" }),
    body,
  });

  it("serves a copy until it is 5 seconds old, then renders again", async () => {
    let now = 0;
    const cache = new GuestPageCache(5_000, () => now);
    await cache.fill("k", page("first"));
    now = 4_999;
    expect(new TextDecoder().decode(cache.get("k")?.body)).toBe("first");
    now = 5_000;
    expect(cache.get("k")).toBeNull();
  });

  it("renders once for concurrent misses of the same page", async () => {
    const cache = new GuestPageCache();
    let renders = 0;
    const render = async () => {
      renders += 1;
      await new Promise((resolve) => setTimeout(resolve, 10));
      return { status: 200, headers: new Headers({ "content-type": "text/html" }), body: "page" };
    };
    const results = await Promise.all([
      cache.fill("k", render),
      cache.fill("k", render),
      cache.fill("k", render),
    ]);
    expect(renders).toBe(1);
    expect(results.map((r) => new TextDecoder().decode(r?.body))).toEqual(["page", "page", "page"]);
  });

  it("does not keep a response that may not be shared", async () => {
    const cache = new GuestPageCache();
    await cache.fill("k", async () => ({
      status: 200,
      headers: new Headers({ "content-type": "text/html", "set-cookie": "s=1" }),
      body: "x",
    }));
    expect(cache.get("k")).toBeNull();
  });
});
