import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clientAddress, UNKNOWN_ADDRESS } from "@/server/auth/client-address";
import { TOO_MANY_ATTEMPTS_MESSAGE } from "@/server/auth/attempt-limiter";
import { authAttemptCounters, emailOutbox } from "@/server/db/schema";
import { createTestDatabase, type TestDatabase } from "../helpers/test-db";
import { callAuth, logIn, makeAuth, register } from "./auth-test-helpers";

let handle: TestDatabase;
const wide = { perAccount: 1000, perAddress: 1000, windowSeconds: 900 };

beforeAll(async () => {
  handle = await createTestDatabase();
  await register(makeAuth(handle.db, { attemptRules: { signup: wide } }), "member@example.com", "right-password");
});
afterAll(async () => {
  await handle.close();
});

async function statusAndMessage(response: Response) {
  return { status: response.status, message: ((await response.json()) as { message?: string }).message };
}

describe("log-in limits per account", () => {
  it("blocks the account after its allowance, even with the right password, and says so without revealing the account", async () => {
    await handle.db.delete(authAttemptCounters);
    const auth = makeAuth(handle.db, { attemptRules: { login: { perAccount: 3, perAddress: 1000, windowSeconds: 900 } } });
    const known: unknown[] = [];
    const unknown: unknown[] = [];
    for (let i = 0; i < 4; i++) {
      known.push(await statusAndMessage(await logIn(auth, "member@example.com", "wrong-password")));
      unknown.push(await statusAndMessage(await logIn(auth, "nobody@example.com", "wrong-password")));
    }
    expect(known).toEqual(unknown);
    expect(known.at(-1)).toEqual({ status: 429, message: TOO_MANY_ATTEMPTS_MESSAGE });
    expect((await logIn(auth, "member@example.com", "right-password")).status).toBe(429);
  });

  it("keeps the counts in the database, so another web process sees them", async () => {
    await handle.db.delete(authAttemptCounters);
    const rule = { login: { perAccount: 2, perAddress: 1000, windowSeconds: 900 } };
    const processA = makeAuth(handle.db, { attemptRules: rule });
    const processB = makeAuth(handle.db, { attemptRules: rule });
    expect((await logIn(processA, "member@example.com", "wrong")).status).toBe(401);
    expect((await logIn(processB, "member@example.com", "wrong")).status).toBe(401);
    expect((await logIn(processA, "member@example.com", "right-password")).status).toBe(429);
    const rows = await handle.db.select().from(authAttemptCounters).where(eq(authAttemptCounters.action, "login"));
    expect(rows.some((r) => r.subject.startsWith("account:") && !r.subject.includes("@"))).toBe(true);
  });
});

describe("limits per address", () => {
  it("counts the client behind a trusted proxy, and other clients go on", async () => {
    await handle.db.delete(authAttemptCounters);
    const auth = makeAuth(handle.db, {
      trustedProxies: ["10.0.0.1"],
      attemptRules: { login: { perAccount: 1000, perAddress: 3, windowSeconds: 900 } },
    });
    const from = (client: string) => ({ headers: { "x-forwarded-for": `${client}, 10.0.0.1` } });
    for (let i = 0; i < 3; i++) expect((await logIn(auth, `user${i}@example.com`, "x-password", from("203.0.113.5"))).status).toBe(401);
    expect((await logIn(auth, "user9@example.com", "x-password", from("203.0.113.5"))).status).toBe(429);
    expect((await logIn(auth, "member@example.com", "right-password", from("203.0.113.6"))).status).toBe(200);
  });

  it("does not believe X-Forwarded-For without a trusted proxy: inventing addresses does not escape the limit", async () => {
    await handle.db.delete(authAttemptCounters);
    const auth = makeAuth(handle.db, { attemptRules: { login: { perAccount: 1000, perAddress: 3, windowSeconds: 900 } } });
    for (let i = 0; i < 3; i++) {
      expect((await logIn(auth, `user${i}@example.com`, "x-password", { headers: { "x-forwarded-for": `198.51.100.${i}` } })).status).toBe(401);
    }
    expect((await logIn(auth, "user9@example.com", "x-password", { headers: { "x-forwarded-for": "198.51.100.77" } })).status).toBe(429);
  });

  it("reads the client address right to left, skipping trusted hops", () => {
    const h = (xff: string) => new Headers({ "x-forwarded-for": xff });
    expect(clientAddress(h("1.1.1.1, 2.2.2.2"), [])).toBe(UNKNOWN_ADDRESS);
    expect(clientAddress(h("6.6.6.6, 1.1.1.1, 10.0.0.2, 10.0.0.1"), ["10.0.0.1", "10.0.0.2"])).toBe("1.1.1.1");
    expect(clientAddress(h("garbage, 10.0.0.1"), ["10.0.0.1"])).toBe("10.0.0.1");
    expect(clientAddress(new Headers(), ["10.0.0.1"])).toBe(UNKNOWN_ADDRESS);
  });
});

describe("password reset limits", () => {
  it("stops sending reset e-mails after the account's allowance, answering a known and an unknown e-mail alike", async () => {
    await handle.db.delete(authAttemptCounters);
    const auth = makeAuth(handle.db, { attemptRules: { reset: { perAccount: 2, perAddress: 1000, windowSeconds: 3600 } } });
    const known: unknown[] = [];
    const unknown: unknown[] = [];
    for (let i = 0; i < 3; i++) {
      known.push(await statusAndMessage(await callAuth(auth, "/request-password-reset", { email: "member@example.com" })));
      unknown.push(await statusAndMessage(await callAuth(auth, "/request-password-reset", { email: "nobody@example.com" })));
    }
    expect(known).toEqual(unknown);
    expect(known.map((k) => (k as { status: number }).status)).toEqual([200, 200, 429]);
    expect(await handle.db.select().from(emailOutbox).where(eq(emailOutbox.to, "member@example.com"))).toHaveLength(2);
  });

  it("limits attempts to guess a reset token per address", async () => {
    await handle.db.delete(authAttemptCounters);
    const auth = makeAuth(handle.db, { attemptRules: { reset: { perAccount: 1000, perAddress: 2, windowSeconds: 3600 } } });
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) statuses.push((await callAuth(auth, "/reset-password", { newPassword: "guessed-password", token: `guess-${i}` })).status);
    expect(statuses).toEqual([400, 400, 429]);
  });
});
