import net from "node:net";
import { sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { GET } from "@/app/api/catalogue/availability/route";
import { resetEnvForTests } from "@/config/env";
import { closeDatabase, openPostgres, type DatabaseHandle } from "@/server/db/client";
import { databaseTimeoutKind, isDatabaseUnavailable } from "@/server/db/unavailable";
import { testDatabaseUrl, testDbKind } from "../helpers/test-db";

// A PostgreSQL that accepts connections and then never answers (a hung server, a stuck network):
// requests must fail as 'unavailable' within 10 s, with the pool's default timeouts, not hang.
// PGlite runs inside the process and cannot hang this way, so this file is for the PostgreSQL run.

/** Accepts TCP connections and never writes a byte. */
async function hungServer() {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `postgres://shop:secret@127.0.0.1:${port}/littlerobe`,
    close: () => {
      for (const socket of sockets) socket.destroy();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** Passes bytes to the real server until frozen; then it swallows them (the server "stops answering"). */
async function freezableProxy(target: string) {
  const { hostname, port } = new URL(target);
  let frozen = false;
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(port || 5432), hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on("error", () => {});
      socket.on("close", () => sockets.delete(socket));
    }
    client.on("data", (chunk) => frozen || upstream.write(chunk));
    upstream.on("data", (chunk) => frozen || client.write(chunk));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = new URL(target);
  url.port = String((server.address() as net.AddressInfo).port);
  url.hostname = "127.0.0.1";
  return {
    url: url.toString(),
    freeze: () => (frozen = true),
    close: () => {
      for (const socket of sockets) socket.destroy();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

async function failureOf(work: Promise<unknown>): Promise<{ error: unknown; ms: number }> {
  const started = performance.now();
  try {
    await work;
  } catch (error) {
    return { error, ms: performance.now() - started };
  }
  throw new Error("expected the database call to fail");
}

describe.skipIf(testDbKind !== "postgres")("a PostgreSQL server that does not answer", () => {
  let hung: Awaited<ReturnType<typeof hungServer>>;
  const handles: DatabaseHandle[] = [];
  const saved = process.env.DATABASE_URL;

  beforeAll(async () => {
    hung = await hungServer();
  });
  afterEach(async () => {
    for (const handle of handles.splice(0)) await handle.close().catch(() => {});
  });
  afterAll(async () => {
    await hung.close();
  });

  it("fails a query within 10 s with an error the pipeline maps to 503", async () => {
    const handle = openPostgres(hung.url);
    handles.push(handle);
    const { error, ms } = await failureOf(handle.db.execute(sql`select 1`));
    expect(ms).toBeLessThan(10_000);
    expect(isDatabaseUnavailable(error)).toBe(true);
    expect(databaseTimeoutKind(error)).toBe("connect");
  });

  it("answers a route that reads it with 503 'unavailable' within 10 s", async () => {
    await closeDatabase();
    process.env.DATABASE_URL = hung.url;
    resetEnvForTests();
    try {
      const started = performance.now();
      const response = await GET(
        new Request("http://localhost/api/catalogue/availability?product_ids=1,2"),
        {
          params: Promise.resolve({}),
        },
      );
      expect(performance.now() - started).toBeLessThan(10_000);
      expect(response.status).toBe(503);
      const body = await response.json();
      expect(body.error.code).toBe("unavailable");
      expect(JSON.stringify(body)).not.toContain("127.0.0.1");
    } finally {
      await closeDatabase();
      if (saved === undefined) delete process.env.DATABASE_URL;
      else process.env.DATABASE_URL = saved;
      resetEnvForTests();
    }
  });

  it("gives up on a statement within 10 s when the server stops answering mid-session", async () => {
    const proxy = await freezableProxy(testDatabaseUrl);
    try {
      const handle = openPostgres(proxy.url);
      handles.push(handle);
      await handle.db.execute(sql`select 1`); // connected and answering
      proxy.freeze();
      const { error, ms } = await failureOf(handle.db.execute(sql`select 1`));
      expect(ms).toBeLessThan(10_000);
      expect(isDatabaseUnavailable(error)).toBe(true);
      expect(databaseTimeoutKind(error)).toBe("statement");
    } finally {
      await proxy.close();
    }
  });

  it("has the server cancel a statement that runs past the statement timeout", async () => {
    const handle = openPostgres(testDatabaseUrl, 1, { connectMs: 2_000, statementMs: 300 });
    handles.push(handle);
    const { error, ms } = await failureOf(handle.db.execute(sql`select pg_sleep(5)`));
    expect(ms).toBeLessThan(2_000);
    expect(isDatabaseUnavailable(error)).toBe(true);
    expect((error as { cause?: { code?: string } }).cause?.code).toBe("57014");
  });
});
