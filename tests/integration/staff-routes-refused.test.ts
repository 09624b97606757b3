import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tableFingerprints } from "../helpers/table-fingerprint";
import { APP_URL } from "./auth-test-helpers";
import { openRouteTestShop, type RouteTestShop } from "./route-test-shop";

// Issue 12: every back-office action is a route under /api/staff, and every one of them refuses a
// guest (401) and an ordinary member (403) before it reads or changes anything. The routes are
// found on disk, so a new staff route is covered the day it is added.

type Handler = (request: Request, context: { params: Promise<unknown> }) => Promise<Response>;
const routes = import.meta.glob<Record<string, unknown>>("/src/app/api/staff/**/route.ts");
const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;

/** Sample values for a route's dynamic segments: enough to reach the role check. */
function paramsOf(file: string): Record<string, string | string[]> {
  const params: Record<string, string | string[]> = {};
  for (const [, dots, name] of file.matchAll(/\[(\.\.\.)?([^\]]+)\]/g))
    params[name!] = dots ? ["1"] : name === "type" || name === "uid" ? "settings" : "1";
  return params;
}

function urlOf(file: string): string {
  const path = file
    .replace(/^\/src\/app/, "")
    .replace(/\/route\.ts$/, "")
    .replace(/\[(\.\.\.)?([^\]]+)\]/g, (_, _dots, name: string) =>
      name === "type" || name === "uid" ? "settings" : "1",
    );
  return `${APP_URL}${path}`;
}

let shop: RouteTestShop;

beforeAll(async () => {
  shop = await openRouteTestShop();
});
afterAll(async () => {
  await shop.close();
});

describe("every staff route refuses guests and members and changes nothing", () => {
  const files = Object.keys(routes).sort();

  it("finds the staff routes", () => {
    expect(files.length).toBeGreaterThanOrEqual(7);
    expect(files).toContain("/src/app/api/staff/garments/[id]/move/route.ts");
  });

  for (const file of files) {
    it(file.replace(/^\/src\/app/, ""), async () => {
      const handlersOf = await routes[file]!();
      const handlers = METHODS.filter((method) => typeof handlersOf[method] === "function");
      expect(handlers.length).toBeGreaterThan(0);
      const before = await tableFingerprints(shop.handle.db);
      for (const method of handlers) {
        for (const [who, cookie, status] of [
          ["guest", undefined, 401],
          ["member", shop.memberCookie, 403],
        ] as const) {
          const headers = new Headers({ origin: APP_URL, "content-type": "application/json" });
          if (cookie) headers.set("cookie", cookie);
          const writes = method !== "GET";
          const response = await (handlersOf[method] as Handler)(
            new Request(urlOf(file), { method, headers, body: writes ? "{}" : undefined }),
            { params: Promise.resolve(paramsOf(file)) },
          );
          expect(response.status, `${method} as ${who}`).toBe(status);
        }
      }
      expect(await tableFingerprints(shop.handle.db)).toEqual(before);
    });
  }
});
