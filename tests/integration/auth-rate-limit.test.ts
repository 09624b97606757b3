import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  DEFAULT_ATTEMPT_RULES,
  TOO_MANY_ATTEMPTS_MESSAGE,
  type AttemptRule,
} from "@/server/auth/attempt-limiter";
import { authAttemptCounters, emailOutbox } from "@/server/db/schema";
import { createTestDatabase, type TestDatabase } from "../helpers/test-db";
import { callAuth, logIn, makeAuth, register, type CallOptions } from "./auth-test-helpers";

let handle: TestDatabase;
// A day-long window: a test does not straddle a window boundary (they fall at midnight UTC).
const wide: AttemptRule = {
  perAddress: 1000,
  perAccountAddress: 1000,
  perAccount: 1000,
  windowSeconds: 86_400,
};
const MEMBER = "member@example.com";
const PASSWORD = "right-password";

/** A request as `npm start` passes it on: stamped with the TCP peer, plus any X-Forwarded-For the client or a proxy sent. */
const from = (peer: string, forwardedFor?: string): CallOptions => ({
  peer,
  headers: forwardedFor ? { "x-forwarded-for": forwardedFor } : {},
});

beforeAll(async () => {
  handle = await createTestDatabase();
  await register(makeAuth(handle.db, { attemptRules: { signup: wide } }), MEMBER, PASSWORD);
});
afterAll(async () => {
  await handle.close();
});

async function statusAndMessage(response: Response) {
  return {
    status: response.status,
    message: ((await response.json()) as { message?: string }).message,
  };
}

describe("log-in: strangers cannot lock a member out", () => {
  it("refuses address A once it has used up its failures on the member, while the member logs in from address B", async () => {
    await handle.db.delete(authAttemptCounters);
    const auth = makeAuth(handle.db, {
      attemptRules: { login: { ...wide, perAccountAddress: 5 } },
    });
    const attacker = from("198.51.100.66");
    for (let i = 0; i < 5; i++)
      expect((await logIn(auth, MEMBER, `guess-${i}-password`, attacker)).status).toBe(401);
    expect(await statusAndMessage(await logIn(auth, MEMBER, "guess-6-password", attacker))).toEqual(
      { status: 429, message: TOO_MANY_ATTEMPTS_MESSAGE },
    );
    // Even the right password from A is refused now: A cannot go on guessing.
    expect((await logIn(auth, MEMBER, PASSWORD, attacker)).status).toBe(429);
    expect((await logIn(auth, MEMBER, PASSWORD, from("203.0.113.20"))).status).toBe(200);
  });

  it("with the shop's own limits: about twenty wrong passwords from one address, and the member still logs in from home", async () => {
    await handle.db.delete(authAttemptCounters);
    const auth = makeAuth(handle.db);
    const { perAccountAddress } = DEFAULT_ATTEMPT_RULES.login;
    const attacker = from("198.51.100.66");
    const statuses: number[] = [];
    for (let i = 0; i <= perAccountAddress!; i++)
      statuses.push((await logIn(auth, MEMBER, `guess-${i}-password`, attacker)).status);
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.slice(0, -1).every((status) => status === 401)).toBe(true);
    expect((await logIn(auth, MEMBER, PASSWORD, from("203.0.113.20"))).status).toBe(200);
  });

  it("limits one address across accounts, and other addresses go on", async () => {
    await handle.db.delete(authAttemptCounters);
    const auth = makeAuth(handle.db, { attemptRules: { login: { ...wide, perAddress: 3 } } });
    for (let i = 0; i < 3; i++)
      expect(
        (await logIn(auth, `user${i}@example.com`, "x-password", from("198.51.100.66"))).status,
      ).toBe(401);
    expect(
      (await logIn(auth, "user9@example.com", "x-password", from("198.51.100.66"))).status,
    ).toBe(429);
    expect((await logIn(auth, MEMBER, PASSWORD, from("203.0.113.20"))).status).toBe(200);
  });

  it("past the account-wide ceiling, slows log-ins to the account down instead of refusing them", async () => {
    await handle.db.delete(authAttemptCounters);
    const slowdownMs = 1500;
    const auth = makeAuth(handle.db, {
      attemptRules: { login: { ...wide, perAccount: 4, slowdownMs } },
    });
    const timed = async (email: string, password: string, peer: string) => {
      const started = performance.now();
      const response = await logIn(auth, email, password, from(peer));
      return { status: response.status, ms: performance.now() - started };
    };
    // Many addresses each try a little: together they pass the account's ceiling.
    for (let i = 0; i < 4; i++)
      expect((await timed(MEMBER, "wrong-password", `198.51.100.${i + 1}`)).status).toBe(401);
    const otherAccount = await timed("someone.else@example.com", "wrong-password", "203.0.113.20");
    const member = await timed(MEMBER, PASSWORD, "203.0.113.20");
    expect(member.status).toBe(200);
    expect(member.ms - otherAccount.ms).toBeGreaterThan(slowdownMs * 0.7);
  });

  it("answers a registered and an unknown e-mail alike, also once refused", async () => {
    await handle.db.delete(authAttemptCounters);
    const auth = makeAuth(handle.db, {
      attemptRules: { login: { ...wide, perAccountAddress: 3 } },
    });
    const known: unknown[] = [];
    const unknown: unknown[] = [];
    for (let i = 0; i < 4; i++) {
      known.push(
        await statusAndMessage(await logIn(auth, MEMBER, "wrong-password", from("198.51.100.66"))),
      );
      unknown.push(
        await statusAndMessage(
          await logIn(auth, "nobody@example.com", "wrong-password", from("198.51.100.66")),
        ),
      );
    }
    expect(known).toEqual(unknown);
    expect(known.map((k) => (k as { status: number }).status)).toEqual([401, 401, 401, 429]);
  });

  it("keeps the counts in the database, so another web process sees them, without storing e-mails", async () => {
    await handle.db.delete(authAttemptCounters);
    const rule = { login: { ...wide, perAccountAddress: 2 } };
    const processA = makeAuth(handle.db, { attemptRules: rule });
    const processB = makeAuth(handle.db, { attemptRules: rule });
    expect((await logIn(processA, MEMBER, "wrong-password")).status).toBe(401);
    expect((await logIn(processB, MEMBER, "wrong-password")).status).toBe(401);
    expect((await logIn(processA, MEMBER, PASSWORD)).status).toBe(429);
    const rows = await handle.db
      .select()
      .from(authAttemptCounters)
      .where(eq(authAttemptCounters.action, "login"));
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => !r.subject.includes("@"))).toBe(true);
  });
});

describe("the address a limit keys on", () => {
  it("is the TCP peer: a forged X-Forwarded-For from an untrusted peer does not change the bucket", async () => {
    await handle.db.delete(authAttemptCounters);
    const auth = makeAuth(handle.db, {
      trustedProxies: ["10.0.0.1"],
      attemptRules: { login: { ...wide, perAddress: 3 } },
    });
    for (let i = 0; i < 3; i++) {
      expect(
        (
          await logIn(
            auth,
            `user${i}@example.com`,
            "x-password",
            from("198.51.100.66", `203.0.113.${i}`),
          )
        ).status,
      ).toBe(401);
    }
    expect(
      (await logIn(auth, "user9@example.com", "x-password", from("198.51.100.66", "203.0.113.77")))
        .status,
    ).toBe(429);
    expect(
      (
        await logIn(
          auth,
          "user9@example.com",
          "x-password",
          from("198.51.100.66", "203.0.113.77, 10.0.0.1"),
        )
      ).status,
    ).toBe(429);
  });

  it("behind a trusted proxy, is the forwarded client: clients of one proxy do not share a bucket", async () => {
    await handle.db.delete(authAttemptCounters);
    const auth = makeAuth(handle.db, {
      trustedProxies: ["10.0.0.1"],
      attemptRules: { login: { ...wide, perAddress: 3 } },
    });
    const proxy = "10.0.0.1";
    for (let i = 0; i < 3; i++)
      expect(
        (await logIn(auth, `user${i}@example.com`, "x-password", from(proxy, "203.0.113.5")))
          .status,
      ).toBe(401);
    expect(
      (await logIn(auth, "user9@example.com", "x-password", from(proxy, "203.0.113.5"))).status,
    ).toBe(429);
    // What the client wrote to the left of the proxy's own entry is not read.
    expect(
      (await logIn(auth, "user9@example.com", "x-password", from(proxy, "192.0.2.1, 203.0.113.5")))
        .status,
    ).toBe(429);
    expect((await logIn(auth, MEMBER, PASSWORD, from(proxy, "203.0.113.6"))).status).toBe(200);
  });
});

describe("sign-up limits", () => {
  it("key on the address: junk sign-ups from one address do not stop a family at another", async () => {
    await handle.db.delete(authAttemptCounters);
    const auth = makeAuth(handle.db, {
      attemptRules: { signup: { perAddress: 3, windowSeconds: 86_400 } },
    });
    for (let i = 0; i < 3; i++)
      expect(
        (await register(auth, `junk${i}@example.com`, "junk-password", from("198.51.100.66")))
          .status,
      ).toBe(200);
    expect(
      (await register(auth, "junk9@example.com", "junk-password", from("198.51.100.66"))).status,
    ).toBe(429);
    expect(
      (await register(auth, "family@example.com", "family-password", from("203.0.113.20"))).status,
    ).toBe(200);
  });
});

describe("password reset limits", () => {
  const requestReset = (auth: ReturnType<typeof makeAuth>, email: string, options?: CallOptions) =>
    callAuth(auth, "/request-password-reset", { email }, options);
  const mailsTo = async (email: string) =>
    (await handle.db.select().from(emailOutbox).where(eq(emailOutbox.to, email))).length;

  it("key on the address: one address's requests do not stop another's", async () => {
    await handle.db.delete(authAttemptCounters);
    const auth = makeAuth(handle.db, { attemptRules: { reset: { ...wide, perAddress: 2 } } });
    for (let i = 0; i < 2; i++)
      expect((await requestReset(auth, `junk${i}@example.com`, from("198.51.100.66"))).status).toBe(
        200,
      );
    expect((await requestReset(auth, MEMBER, from("198.51.100.66"))).status).toBe(429);
    const before = await mailsTo(MEMBER);
    expect((await requestReset(auth, MEMBER, from("203.0.113.20"))).status).toBe(200);
    expect(await mailsTo(MEMBER)).toBe(before + 1);
  });

  it("past the account-wide ceiling, answer as always but send the member no more e-mails", async () => {
    await handle.db.delete(authAttemptCounters);
    const auth = makeAuth(handle.db, { attemptRules: { reset: { ...wide, perAccount: 2 } } });
    const before = await mailsTo(MEMBER);
    const known: unknown[] = [];
    const unknown: unknown[] = [];
    for (let i = 0; i < 3; i++) {
      known.push(
        await statusAndMessage(await requestReset(auth, MEMBER, from(`198.51.100.${i + 1}`))),
      );
      unknown.push(
        await statusAndMessage(
          await requestReset(auth, "nobody@example.com", from(`198.51.100.${i + 1}`)),
        ),
      );
    }
    expect(known).toEqual(unknown);
    expect(known.map((k) => (k as { status: number }).status)).toEqual([200, 200, 200]);
    expect(await mailsTo(MEMBER)).toBe(before + 2);
  });

  it("limit attempts to guess a reset token per address", async () => {
    await handle.db.delete(authAttemptCounters);
    const auth = makeAuth(handle.db, {
      attemptRules: { "reset-token": { perAddress: 2, windowSeconds: 86_400 } },
    });
    const guess = (i: number, peer: string) =>
      callAuth(
        auth,
        "/reset-password",
        { newPassword: "guessed-password", token: `guess-${i}` },
        from(peer),
      );
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) statuses.push((await guess(i, "198.51.100.66")).status);
    expect(statuses).toEqual([400, 400, 429]);
    expect((await guess(9, "203.0.113.20")).status).toBe(400);
  });
});
