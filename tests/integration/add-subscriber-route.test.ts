import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { POST } from "@/app/api/add-subscriber/route";
import { resetEnvForTests } from "@/config/env";
import { closeDatabase, getDatabaseHandle, type Database } from "@/server/db/client";
import { MIGRATIONS_FOLDER } from "@/server/db/migrate";
import { mailingListSubscribers } from "@/server/db/schema";
import { createTestDatabase, testDbKind } from "../helpers/test-db";

// The route opens the shop's database through getDb(), so the test points the configuration at a
// fresh database: a PGlite folder, or a new PostgreSQL database.
const saved = {
  DATA_DIR: process.env.DATA_DIR,
  DATABASE_URL: process.env.DATABASE_URL,
  DEV_MODE: process.env.DEV_MODE,
};
let db: Database;
let cleanup: () => Promise<void>;

function restore(name: keyof typeof saved) {
  if (saved[name] === undefined) delete process.env[name];
  else process.env[name] = saved[name];
}

beforeAll(async () => {
  delete process.env.DEV_MODE;
  if (testDbKind === "postgres") {
    const test = await createTestDatabase();
    process.env.DATABASE_URL = test.url;
    resetEnvForTests();
    cleanup = () => test.close();
  } else {
    const folder = mkdtempSync(path.join(tmpdir(), "littlerobe-route-"));
    delete process.env.DATABASE_URL;
    process.env.DATA_DIR = folder;
    resetEnvForTests();
    await getDatabaseHandle().migrate(MIGRATIONS_FOLDER);
    cleanup = async () => rmSync(folder, { recursive: true, force: true });
  }
  db = getDatabaseHandle().db;
});

afterAll(async () => {
  await closeDatabase();
  await cleanup();
  (Object.keys(saved) as (keyof typeof saved)[]).forEach(restore);
  resetEnvForTests();
});

afterEach(() => {
  delete process.env.DEV_MODE;
  resetEnvForTests();
});

function post(body: unknown, contentType = "application/json"): Promise<Response> {
  return POST(
    new Request("http://localhost:3000/api/add-subscriber", {
      method: "POST",
      headers: { "Content-Type": contentType, Origin: "http://localhost:3000" },
      body: typeof body === "string" ? body : JSON.stringify(body),
    }),
  );
}

const fieldError = (fields: Record<string, string>) => ({
  error: { code: "validation_failed", message: Object.values(fields)[0], fields },
});

const stored = () => db.select().from(mailingListSubscribers);

describe(`POST /api/add-subscriber on ${testDbKind}`, () => {
  it("refuses a missing email with the newsletter message and stores nothing", async () => {
    for (const list of ["NEWSLETTER", "WAITLIST"]) {
      const response = await post({ list, email: "   " });
      expect(response.status).toBe(422);
      expect(await response.json()).toEqual(fieldError({ email: "Please enter an email address" }));
    }
    expect(await stored()).toHaveLength(0);
  });

  it("refuses an invalid email with 'Please enter a valid email address' and stores nothing", async () => {
    const response = await post({ list: "WAITLIST", email: "not-an-address", name: "Ada" });
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual(
      fieldError({ email: "Please enter a valid email address" }),
    );
    expect(await stored()).toHaveLength(0);
  });

  it("refuses an unknown list, and SUBSCRIBER, which only the server joins", async () => {
    for (const list of ["PROMOTIONS", "SUBSCRIBER", undefined]) {
      const response = await post({ list, email: "ok@example.com" });
      expect(response.status).toBe(422);
      expect(await response.json()).toEqual(fieldError({ list: "Unknown mailing list" }));
    }
    expect(await stored()).toHaveLength(0);
  });

  it("refuses a body that is not JSON, and a JSON body sent as text/plain (a cross-site form can send that)", async () => {
    const response = await post("email=ok@example.com");
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      error: { code: "bad_request", message: "The request body is not valid JSON." },
    });
    const asText = await post({ list: "NEWSLETTER", email: "ok@example.com" }, "text/plain");
    expect(asText.status).toBe(415);
    expect(await stored()).toHaveLength(0);
  });

  it("refuses a 5,000-character e-mail and a body over 4 KB, storing nothing", async () => {
    const long = await post({ list: "NEWSLETTER", email: `${"a".repeat(5000)}@example.com` });
    expect([413, 422]).toContain(long.status);
    const padded = await post({
      list: "NEWSLETTER",
      email: "ok@example.com",
      name: "x".repeat(5000),
    });
    expect(padded.status).toBe(413);
    expect(await padded.json()).toEqual({
      error: { code: "payload_too_large", message: "The request is too large." },
    });
    expect(await stored()).toHaveLength(0);
  });

  it("skips the sign-up in dev mode", async () => {
    process.env.DEV_MODE = "true";
    resetEnvForTests();
    const response = await post({ list: "NEWSLETTER", email: "dev@example.com" });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: "skipped" });
    expect(await stored()).toHaveLength(0);
  });

  it("subscribes to the newsletter, then says already subscribed, with one row", async () => {
    const first = await post({ list: "NEWSLETTER", email: "  Ada@Example.com " });
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ status: "subscribed" });
    const again = await post({ list: "NEWSLETTER", email: "ada@example.com" });
    expect(await again.json()).toEqual({ status: "already_subscribed" });
    const rows = (await stored()).filter((row) => row.email === "ada@example.com");
    expect(rows).toHaveLength(1);
  });

  it("stores the waitlist values sent with the NEWSLETTER list by the customNewsletter popup", async () => {
    const response = await post({
      list: "NEWSLETTER",
      email: "grace@example.com",
      name: "Grace",
      postcode: "sw1a 1aa",
      littleDOB: "2025-01-31",
    });
    expect(await response.json()).toEqual({ status: "subscribed" });
    const row = (await stored()).find((r) => r.email === "grace@example.com");
    expect(row).toMatchObject({
      list: "NEWSLETTER",
      name: "Grace",
      postcode: "sw1a 1aa",
      littleDOB: "2025-01-31",
    });
  });

  it("keeps one row when the same address is posted several times at once", async () => {
    const responses = await Promise.all(
      Array.from({ length: 6 }, () => post({ list: "WAITLIST", email: "rush@example.com" })),
    );
    const statuses = await Promise.all(
      responses.map(async (r) => ((await r.json()) as { status: string }).status),
    );
    expect(statuses.filter((s) => s === "subscribed")).toHaveLength(1);
    expect((await stored()).filter((row) => row.email === "rush@example.com")).toHaveLength(1);
  });
});
