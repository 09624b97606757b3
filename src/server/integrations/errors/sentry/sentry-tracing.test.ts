import { describe, expect, it } from "vitest";
import { dropNotFoundPage, tracesSampler } from "./sentry-tracing";

describe("tracesSampler (spec 9: every transaction, api/ paths traced, the 404 page not)", () => {
  it.each([
    ["GET /api/favourites", { "http.route": "/api/favourites" }],
    ["POST /api/account", {}],
    ["GET /collection", { "http.route": "/collection" }],
    ["GET /", {}],
    [
      "GET /products/[slug]",
      { "http.route": "/products/[slug]", "url.path": "/products/baby-grow" },
    ],
  ])("traces %s", (name, attributes) => {
    expect(tracesSampler({ name, attributes })).toBe(1);
  });

  it.each([
    ["GET /_not-found", {}],
    ["GET /404", {}],
    ["GET /no-such-page", { "http.route": "/_not-found" }],
    ["BaseServer.handleRequest", { "next.route": "/_not-found" }],
  ])("does not trace the 404 page: %s", (name, attributes) => {
    expect(tracesSampler({ name, attributes })).toBe(0);
  });

  it("keeps a page whose name merely contains 404", () => {
    expect(tracesSampler({ name: "GET /products/404-dungarees", attributes: {} })).toBe(1);
  });
});

describe("dropNotFoundPage (the finished transaction)", () => {
  const transaction = (name: string, data: Record<string, unknown>) => ({
    transaction: name,
    contexts: { trace: { data } },
  });

  it("drops a page that answered 404, whatever its route", () => {
    expect(
      dropNotFoundPage(
        transaction("GET /no-such-page", {
          "url.path": "/no-such-page",
          "http.response.status_code": 404,
        }),
      ),
    ).toBeNull();
    expect(
      dropNotFoundPage(
        transaction("GET /products/[slug]", {
          "url.path": "/products/gone",
          "http.status_code": 404,
        }),
      ),
    ).toBeNull();
    expect(
      dropNotFoundPage({ transaction: "GET /gone", contexts: { response: { status_code: 404 } } }),
    ).toBeNull();
  });

  it("keeps api/ answers of every status, and pages that did not answer 404", () => {
    const api404 = transaction("POST /api/favourites", {
      "url.path": "/api/favourites",
      "http.response.status_code": 404,
    });
    const api500 = transaction("GET /api/catalogue/availability", {
      "http.response.status_code": 500,
    });
    const page = transaction("GET /collection", {
      "url.path": "/collection",
      "http.response.status_code": 200,
    });
    const redirect = transaction("GET /account", {
      "url.path": "/account",
      "http.response.status_code": 307,
    });
    for (const event of [api404, api500, page, redirect])
      expect(dropNotFoundPage(event)).toBe(event);
  });
});
