import { NextRequest } from "next/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { resetEnvForTests } from "@/config/env";
import { proxy } from "./proxy";

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

/** The request headers the proxy hands on to the page (NextResponse.next's override headers). */
function forwarded(response: Response, name: string): string | null {
  return response.headers.get(`x-middleware-request-${name}`);
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
    expect(policy).toContain("script-src 'self' 'unsafe-inline'");
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

describe("older /collection links with filters (issue 8)", () => {
  it("the plain address and campaign links stay on the shared first page", async () => {
    for (const path of ["/collection", "/collection?subscribe2023"]) {
      const response = await proxy(request(path));
      expect(response.status, path).toBe(200);
      expect(response.headers.get("location"), path).toBeNull();
    }
  });

  it("filters and page numbers move for good to /collection/browse, with the same query", async () => {
    for (const search of ["?size=0-3-months", "?page=2", "?available=1&brand=x"]) {
      const response = await proxy(request(`/collection${search}`));
      expect(response.status).toBe(308);
      const target = new URL(response.headers.get("location")!);
      expect(target.pathname).toBe("/collection/browse");
      expect(target.search).toBe(search);
    }
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
