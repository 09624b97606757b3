import { NextRequest } from "next/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { resetEnvForTests } from "@/config/env";
import { unstable_doesMiddlewareMatch } from "next/experimental/testing/server";
import { config, proxy } from "./proxy";

// The proxy in front of every request, called as Next.js calls it.
let appUrl = "http://localhost:3000";

function useAppUrl(url: string) {
  appUrl = url;
  vi.stubEnv("APP_URL", url);
  resetEnvForTests();
}

function request(
  path: string,
  init: { method?: string; headers?: Record<string, string>; body?: string } = {},
) {
  return new NextRequest(new URL(path, appUrl), init);
}

beforeEach(() => {
  useAppUrl("http://localhost:3000");
});

afterEach(() => {
  vi.unstubAllEnvs();
  resetEnvForTests();
});

describe("the security headers the proxy sets", () => {
  it("are the same for every request: pages are shared, so nothing in them is per visitor", async () => {
    const first = await proxy(request("/collection"));
    const second = await proxy(request("/collection", { headers: { cookie: "a=b" } }));
    const policy = first.headers.get("content-security-policy")!;
    expect(policy).toContain("script-src 'self';");
    expect(second.headers.get("content-security-policy")).toBe(policy);
    expect(first.headers.get("x-frame-options")).toBe("DENY");
  });

  it("add HSTS only when APP_URL is https", async () => {
    expect((await proxy(request("/"))).headers.get("strict-transport-security")).toBeNull();
    useAppUrl("https://shop.example");
    const response = await proxy(request("/"));
    expect(response.headers.get("strict-transport-security")).toMatch(/^max-age=\d+/);
    expect(response.headers.get("content-security-policy")).toContain("upgrade-insecure-requests");
  });
});

describe("what the proxy refuses before any page or route runs", () => {
  it("a write from another site, with the one JSON error shape (403)", async () => {
    const foreign: Record<string, string>[] = [
      { origin: "https://evil.example" },
      { origin: "null" },
      {},
      { "sec-fetch-site": "cross-site" },
    ];
    for (const headers of foreign) {
      const response = await proxy(request("/contact", { method: "POST", headers, body: "x" }));
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({
        error: {
          code: "cross_site",
          message: "This request must come from the Littlerobe website.",
        },
      });
      expect(response.headers.get("x-frame-options")).toBe("DENY");
    }
  });

  it("but not the shop's own writes, reads, or providers' signed webhooks", async () => {
    const own = await proxy(
      request("/api/favourites", {
        method: "POST",
        headers: { origin: "http://localhost:3000" },
        body: "{}",
      }),
    );
    expect(own.status).toBe(200);
    expect(
      (
        await proxy(
          request("/api/webhooks/payments", {
            method: "POST",
            headers: { origin: "https://pay.example" },
            body: "{}",
          }),
        )
      ).status,
    ).toBe(200);
    expect(
      (await proxy(request("/collection", { headers: { origin: "https://evil.example" } }))).status,
    ).toBe(200);
  });

  it("a path that is not UTF-8 or holds NUL (400)", async () => {
    const response = await proxy(request("/products/%C0%AF"));
    expect(response.status).toBe(400);
    expect((await response.json()).error.code).toBe("bad_request");
  });

  it("a server-action post Next.js could not decode (400)", async () => {
    const response = await proxy(
      request("/contact", {
        method: "POST",
        headers: {
          origin: "http://localhost:3000",
          "next-action": "40d8",
          "content-type": "text/plain",
        },
        body: '"x"',
      }),
    );
    expect(response.status).toBe(400);
  });
});

describe("the preview cookie", () => {
  it("is expired when no session comes with it, and kept when one does", async () => {
    const alone = await proxy(request("/terms", { headers: { cookie: "__prerender_bypass=abc" } }));
    expect(alone.headers.get("set-cookie")).toMatch(
      /^__prerender_bypass=;.*Expires=Thu, 01 Jan 1970/,
    );
    const withSession = await proxy(
      request("/terms", {
        headers: { cookie: "__prerender_bypass=abc; better-auth.session_token=x.y" },
      }),
    );
    expect(withSession.headers.get("set-cookie")).toBeNull();
  });
});

describe("which requests go through the proxy (issue 8: not a plain page visit)", () => {
  const matches = (url: string, headers: Record<string, string> = {}, cookies = {}) =>
    unstable_doesMiddlewareMatch({ config, url, headers, cookies });

  it("a page visit or a page's data request is served from the cache without it", () => {
    expect(matches("/collection")).toBe(false);
    expect(matches("/products/hedgehog-print-organic-cotton-blouse", { rsc: "1" })).toBe(false);
    expect(matches("/_next/static/chunks/app.js", { "content-type": "text/plain" })).toBe(false);
  });

  it("every write with a body, a server action, the API and a preview cookie go through it", () => {
    expect(matches("/contact", { "content-type": "multipart/form-data; boundary=x" })).toBe(true);
    expect(matches("/contact", { "next-action": "abc" })).toBe(true);
    expect(matches("/api/session")).toBe(true);
    expect(matches("/api/staff/variants/1", { "content-type": "application/json" })).toBe(true);
    expect(matches("/about", {}, { __prerender_bypass: "x" })).toBe(true);
  });

  it("every back-office page goes through it, for its staff check (issue 12)", () => {
    expect(matches("/admin")).toBe(true);
    expect(matches("/admin/orders/12")).toBe(true);
    expect(matches("/admin/orders", { rsc: "1" })).toBe(true);
    expect(matches("/administration")).toBe(false);
  });

  it("a percent-encoded path goes through it, to be checked", () => {
    for (const path of ["/images/%FF.png", "/%00", "/products/a%00", "/products/%C0%AF"]) {
      expect(matches(path), path).toBe(true);
    }
  });

  it("providers' signed webhooks keep their raw body: never through it", () => {
    expect(matches("/api/webhooks/payments", { "content-type": "application/json" })).toBe(false);
  });

  it("the simulated warehouse's API, called server to server with a token, never goes through it", () => {
    expect(matches("/warehouse-sim/v1/orders", { "content-type": "application/json" })).toBe(false);
    expect(matches("/warehouse-sim/v1/_control", { "next-action": "x" })).toBe(false);
  });
});
