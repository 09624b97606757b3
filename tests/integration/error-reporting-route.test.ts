import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { UNAVAILABLE_MESSAGE, UNEXPECTED_ERROR_MESSAGE } from "@/domain/api/errors";
import { handleRoute } from "@/server/http/handle-route";
import { setErrorReporterForTests } from "@/server/integrations/errors";
import { reportRequestError } from "@/server/observability/report-request-error";
import { profileLoadError } from "@/server/services/account/load-member-profile";
import { captureLogs, type CapturedLogs } from "../helpers/capture-logs";

// The default reporter (the log adapter) writes into a captured logger: what it reported is what
// the shop's logs would hold.
const SQL_TEXT = "select * from users where password = $1";
let logs: CapturedLogs;

beforeEach(() => {
  setErrorReporterForTests(undefined);
  logs = captureLogs();
});
afterEach(() => logs.restore());

const reports = () => logs.records().filter((record) => record.event === "error_reported");

function call(handler: ReturnType<typeof handleRoute>, headers: Record<string, string> = {}) {
  return handler(new Request("http://localhost/api/test-boom?token=abc123", { headers }), {
    params: Promise.resolve({}),
  });
}

describe("an unexpected error inside handleRoute", () => {
  const boom = handleRoute({ role: "guest" }, async () => {
    throw new Error(SQL_TEXT);
  });

  it("answers 500 with a reference only, the request id, and none of the error's text", async () => {
    const response = await call(boom);
    expect(response.status).toBe(500);
    const text = await response.text();
    const reference = response.headers.get("x-request-id");
    expect(reference).toMatch(/^[A-Za-z0-9-]{8,64}$/);
    expect(JSON.parse(text)).toEqual({
      error: { code: "internal", message: UNEXPECTED_ERROR_MESSAGE, reference },
    });
    for (const leak of ["select", "users", "password", "$1"]) expect(text).not.toContain(leak);
  });

  it("is reported once, under the same reference, with the error itself", async () => {
    const response = await call(boom, { "x-request-id": "given-request-0001" });
    const { error } = (await response.json()) as { error: { reference: string } };
    expect(error.reference).toBe("given-request-0001");
    expect(reports()).toEqual([
      expect.objectContaining({
        level: "error",
        requestId: "given-request-0001",
        path: "/api/test-boom",
        method: "GET",
        err: expect.objectContaining({ type: "Error", message: SQL_TEXT }),
      }),
    ]);
    // The query string is not part of what is reported.
    expect(logs.lines.join("\n")).not.toContain("abc123");
  });
});

describe("a profile that cannot be loaded (spec 8: 'Error getting user by id')", () => {
  it("is reported under that message, with the database's error as its cause", async () => {
    const failing = handleRoute({ role: "guest" }, async () => {
      throw profileLoadError(
        Object.assign(new Error('relation "users" does not exist'), { code: "42P01" }),
      );
    });
    const response = await call(failing);
    expect(response.status).toBe(500);
    expect(reports()).toEqual([
      expect.objectContaining({
        err: expect.objectContaining({
          message: "Error getting user by id",
          cause: expect.objectContaining({ code: "42P01" }),
        }),
      }),
    ]);
  });

  it("is a 503 with a reference when the database is down, logged as a warning rather than reported", async () => {
    const down = handleRoute({ role: "guest" }, async () => {
      throw profileLoadError(
        Object.assign(new Error("terminating connection due to administrator command"), {
          code: "57P01",
        }),
      );
    });
    const response = await call(down);
    expect(response.status).toBe(503);
    expect(response.headers.get("retry-after")).toBe("30");
    const body = (await response.json()) as {
      error: { code: string; message: string; reference: string };
    };
    expect(body.error).toEqual({
      code: "unavailable",
      message: UNAVAILABLE_MESSAGE,
      reference: response.headers.get("x-request-id"),
    });
    expect(reports()).toEqual([]);
    expect(logs.records()).toContainEqual(
      expect.objectContaining({ level: "warn", event: "database_unavailable" }),
    );
  });
});

describe("an error Next.js caught while rendering a page (onRequestError)", () => {
  const request = {
    path: "/account?tab=orders",
    method: "GET",
    headers: { "x-request-id": "page-request-0001", cookie: "session=s3cr3t" },
  };
  const context = {
    routerKind: "App Router",
    routePath: "/account",
    routeType: "render",
    renderSource: "react-server-components",
  };

  it("is reported with the digest the error page shows, and no cookie", () => {
    reportRequestError(
      Object.assign(new Error(SQL_TEXT), { digest: "2597333656" }),
      request,
      context,
    );
    expect(reports()).toEqual([
      expect.objectContaining({
        requestId: "page-request-0001",
        path: "/account",
        tags: { routeType: "render", routePath: "/account", digest: "2597333656" },
        err: expect.objectContaining({ message: SQL_TEXT }),
      }),
    ]);
    expect(logs.lines.join("\n")).not.toContain("s3cr3t");
  });

  it("is a warning, not a report, when the database is down", () => {
    reportRequestError(
      profileLoadError(Object.assign(new Error("connect ECONNREFUSED"), { code: "ECONNREFUSED" })),
      request,
      context,
    );
    expect(reports()).toEqual([]);
    expect(logs.records()).toContainEqual(
      expect.objectContaining({
        level: "warn",
        event: "database_unavailable",
        routePath: "/account",
      }),
    );
  });
});
