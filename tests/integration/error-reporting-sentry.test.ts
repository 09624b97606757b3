import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { gunzipSync } from "node:zlib";
import * as Sentry from "@sentry/nextjs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resetEnvForTests } from "@/config/env";
import {
  initErrorReporting,
  setErrorReporterForTests,
  type ErrorReporter,
} from "@/server/integrations/errors";

// A stand-in for Sentry's ingest endpoint on 127.0.0.1: it keeps every envelope item it is sent.
// The shop's own start-up path (initErrorReporting, as register() runs it) points the SDK at it.

interface Item {
  type: string;
  payload: Record<string, unknown>;
}

const items: Item[] = [];
const paths: string[] = [];
let server: Server;
let reporter: ErrorReporter;
const saved = {
  SENTRY_DSN: process.env.SENTRY_DSN,
  SENTRY_ENVIRONMENT: process.env.SENTRY_ENVIRONMENT,
};

/** An envelope is newline-separated JSON: its header, then a header and a payload per item. */
function readEnvelope(body: Buffer): Item[] {
  const lines = body.toString("utf8").split("\n").filter(Boolean);
  const found: Item[] = [];
  for (let i = 1; i + 1 < lines.length; i += 2) {
    const header = JSON.parse(lines[i]!) as { type: string };
    found.push({
      type: header.type,
      payload: JSON.parse(lines[i + 1]!) as Record<string, unknown>,
    });
  }
  return found;
}

beforeAll(async () => {
  server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      paths.push(request.url ?? "");
      const raw = Buffer.concat(chunks);
      items.push(
        ...readEnvelope(request.headers["content-encoding"] === "gzip" ? gunzipSync(raw) : raw),
      );
      response.writeHead(200, { "content-type": "application/json" }).end("{}");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  process.env.SENTRY_DSN = `http://publickey@127.0.0.1:${port}/1`;
  delete process.env.SENTRY_ENVIRONMENT;
  resetEnvForTests();
  reporter = await initErrorReporting();
});

afterAll(async () => {
  await Sentry.close(2000);
  setErrorReporterForTests(undefined);
  for (const [name, value] of Object.entries(saved)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  resetEnvForTests();
  await new Promise((resolve) => server.close(resolve));
});

async function until<T>(find: () => T | undefined, timeoutMs = 10_000): Promise<T> {
  const started = Date.now();
  for (;;) {
    const found = find();
    if (found !== undefined) return found;
    if (Date.now() - started > timeoutMs) throw new Error("Nothing arrived at the Sentry stand-in");
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe("the Sentry adapter, against a local stand-in of the ingest endpoint", () => {
  it("is the reporter when SENTRY_DSN is set", () => {
    expect(reporter.name).toBe("sentry");
  });

  it("sends a captured exception with its message, the production environment and the request id", async () => {
    const message = "Stock sync failed for order 4711";
    reporter.captureException(new Error(message), {
      requestId: "req-5f0c2a9e",
      path: "/api/favourites",
      method: "POST",
      userId: "member-1",
    });
    await reporter.flush(5000);

    const event = await until(() =>
      items.find((item) => item.type === "event" && JSON.stringify(item.payload).includes(message)),
    );
    expect(paths.some((path) => path.startsWith("/api/1/envelope/"))).toBe(true);
    const payload = event.payload as {
      environment?: string;
      tags?: Record<string, string>;
      user?: { id?: string };
      exception?: { values?: { type?: string; value?: string }[] };
    };
    expect(payload.exception?.values?.at(-1)).toMatchObject({ type: "Error", value: message });
    expect(payload.environment).toBe("production");
    expect(payload.tags).toMatchObject({
      request_id: "req-5f0c2a9e",
      path: "/api/favourites",
      method: "POST",
    });
    expect(payload.user?.id).toBe("member-1");
  });

  it("leaves out the bound values a failed query's message carries", async () => {
    const query = "Failed query: select * from session where token = $1";
    // Built at run time: the SDK also sends the source lines around the throw.
    const token = ["s3ss10n", "t0k3n", "4711"].join("-");
    reporter.captureException(new Error(`${query}\nparams: ${token}`));
    await reporter.flush(5000);

    const event = await until(() =>
      items.find((item) => item.type === "event" && JSON.stringify(item.payload).includes(query)),
    );
    expect(JSON.stringify(event.payload)).not.toContain(token);
    const payload = event.payload as { exception?: { values?: { value?: string }[] } };
    expect(payload.exception?.values?.at(-1)?.value).toBe(`${query}\nparams: [redacted]`);
  });

  it("traces every api/ request, and not the 404 page", async () => {
    const request = (name: string, attributes: Record<string, string | number>, status: number) =>
      Sentry.startSpan({ name, op: "http.server", forceTransaction: true, attributes }, (span) => {
        span.setAttribute("http.response.status_code", status);
      });
    request(
      "GET /api/catalogue/availability",
      { "http.route": "/api/catalogue/availability", "url.path": "/api/catalogue/availability" },
      200,
    );
    request(
      "POST /api/favourites",
      { "http.route": "/api/favourites", "url.path": "/api/favourites" },
      404,
    );
    request("GET /collection", { "http.route": "/collection", "url.path": "/collection" }, 200);
    request("GET /_not-found", { "http.route": "/_not-found", "url.path": "/no-such-page" }, 404);
    request("GET /no-such-page", { "url.path": "/no-such-page" }, 404);
    request(
      "GET /products/[slug]",
      { "http.route": "/products/[slug]", "url.path": "/products/no-such-product" },
      404,
    );
    await reporter.flush(5000);

    const sent = () =>
      items
        .filter((item) => item.type === "transaction")
        .map((item) => item.payload.transaction as string);
    await until(() => (sent().length >= 3 ? true : undefined));
    // The SDK sends each transaction on its own: a short wait lets a wrongly kept 404 arrive too.
    await new Promise((resolve) => setTimeout(resolve, 500));
    await reporter.flush(5000);
    expect(sent().sort()).toEqual([
      "GET /api/catalogue/availability",
      "GET /collection",
      "POST /api/favourites",
    ]);
  });
});
