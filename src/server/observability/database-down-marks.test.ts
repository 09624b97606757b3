import { afterEach, describe, expect, it, vi } from "vitest";
import { onRequestError } from "@/instrumentation";
import { databaseDownMarkCount, takeDatabaseDownMark } from "@/server/runtime-bridge.mjs";
import { markWhenDatabaseDown } from "./database-down-marks";

const request = (key: string) => ({
  path: "/collection",
  method: "GET",
  headers: { "x-littlerobe-request-key": key },
});
const context = {
  routerKind: "App Router",
  routePath: "/collection",
  routeType: "render",
  renderSource: "react-server-components",
  revalidateReason: undefined,
} as const;

afterEach(() => {
  for (const key of ["a", "b", "c", "d"]) takeDatabaseDownMark(key);
});

describe("a page that failed because the database is down is marked for a 503", () => {
  it("marks a database outage, also when wrapped as 'Error getting user by id'", () => {
    const refused = Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), {
      code: "ECONNREFUSED",
    });
    expect(markWhenDatabaseDown(refused, request("a").headers)).toBe(true);
    expect(
      markWhenDatabaseDown(
        new Error("Error getting user by id", { cause: { code: "57P01" } }),
        request("b").headers,
      ),
    ).toBe(true);
    expect(databaseDownMarkCount()).toBe(2);
    expect([takeDatabaseDownMark("a"), takeDatabaseDownMark("b")]).toEqual([true, true]);
  });

  it("does not mark a bug, nor a request without the server's key", () => {
    expect(markWhenDatabaseDown(new TypeError("x is undefined"), request("c").headers)).toBe(false);
    expect(markWhenDatabaseDown({ code: "ECONNREFUSED" }, {})).toBe(false);
    expect(databaseDownMarkCount()).toBe(0);
  });

  it("onRequestError marks before its first await, so the mark is there when Next.js writes the status", () => {
    vi.stubEnv("NEXT_RUNTIME", "nodejs");
    void onRequestError(
      { code: "57P03", message: "the database system is starting up" },
      request("d"),
      context,
    );
    expect(takeDatabaseDownMark("d")).toBe(true);
    vi.unstubAllEnvs();
  });
});
