import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { insertProfileRow } from "@/server/auth/after-sign-up";
import { DRAFT_MODE_COOKIE } from "@/server/auth/auth";
import { authSession, mailingListSubscribers, users } from "@/server/db/schema";
import { seedAuthAccounts } from "@/server/seed/seed-auth-accounts";
import { DEMO_MEMBER_ROW, STAFF_ROW, DEMO_MEMBER } from "@/server/seed/member-data";
import { captureLogs } from "../helpers/capture-logs";
import { createTestDatabase, type TestDatabase } from "../helpers/test-db";
import {
  callAuth,
  getSessionUser,
  logIn,
  makeAuth,
  register,
  sessionCookie,
  setCookieHeader,
} from "./auth-test-helpers";

let handle: TestDatabase;
let auth: ReturnType<typeof makeAuth>;

beforeAll(async () => {
  handle = await createTestDatabase();
  auth = makeAuth(handle.db);
});
afterAll(async () => {
  await handle.close();
});

describe("registration (spec 2.6, 4.3)", () => {
  it("signs the new member in, inserts users {id, email} and subscribes the e-mail to NEWSLETTER", async () => {
    const response = await register(auth, "New.Parent@Example.com", "a-good-password");
    expect(response.status).toBe(200);
    const cookie = sessionCookie(response);
    const user = await getSessionUser(auth, cookie);
    expect(user?.email).toBe("new.parent@example.com");
    const [row] = await handle.db.select().from(users).where(eq(users.id, user!.id));
    expect(row).toMatchObject({ id: user!.id, email: "new.parent@example.com", firstName: null });
    const subscribed = await handle.db
      .select()
      .from(mailingListSubscribers)
      .where(eq(mailingListSubscribers.email, "new.parent@example.com"));
    expect(subscribed.map((s) => s.list)).toEqual(["NEWSLETTER"]);
  });

  it("does not subscribe in dev mode", async () => {
    const devAuth = makeAuth(handle.db, { devMode: true });
    await register(devAuth, "dev.mode@example.com", "a-good-password");
    const subscribed = await handle.db
      .select()
      .from(mailingListSubscribers)
      .where(eq(mailingListSubscribers.email, "dev.mode@example.com"));
    expect(subscribed).toEqual([]);
  });

  it("records 'User already exists in database' when the users row exists, and the flow goes on (spec 4.3)", async () => {
    const response = await register(auth, "row.exists@example.com", "a-good-password");
    const user = (await getSessionUser(auth, sessionCookie(response)))!;
    const logs = captureLogs();
    // The hook's second run for the same member, as a retried registration would make it.
    expect(await insertProfileRow(handle.db, user)).toBe(false);
    logs.restore();
    expect(logs.records()).toContainEqual(
      expect.objectContaining({
        level: "info",
        event: "duplicate_user",
        msg: "User already exists in database",
      }),
    );
    expect(await getSessionUser(auth, sessionCookie(response))).not.toBeNull();
  });

  it("shows the auth layer's error for an e-mail that already has an account", async () => {
    await register(auth, "twice@example.com", "a-good-password");
    const again = await register(auth, "twice@example.com", "another-password");
    expect(again.status).toBe(422);
    expect(((await again.json()) as { message: string }).message).toBe(
      "User already exists. Use another email.",
    );
  });

  it("refuses passwords shorter than 8 or longer than 50 characters", async () => {
    expect((await register(auth, "short@example.com", "1234567")).status).toBe(400);
    expect((await register(auth, "long@example.com", "x".repeat(51))).status).toBe(400);
  });
});

describe("log-in and sessions", () => {
  beforeAll(async () => {
    await handle.db.insert(users).values([DEMO_MEMBER_ROW, STAFF_ROW]).onConflictDoNothing();
    await seedAuthAccounts(handle.db);
  });

  it("logs the seeded demo member in with the seeded id", async () => {
    const response = await logIn(auth, DEMO_MEMBER.email, DEMO_MEMBER.password);
    expect(response.status).toBe(200);
    expect((await getSessionUser(auth, sessionCookie(response)))?.id).toBe(DEMO_MEMBER.id);
  });

  it("sets an http-only SameSite cookie, Secure only when configured for production", async () => {
    const plain = setCookieHeader(await logIn(auth, DEMO_MEMBER.email, DEMO_MEMBER.password));
    expect(plain).toMatch(/HttpOnly/i);
    expect(plain).toMatch(/SameSite=Lax/i);
    expect(plain).not.toMatch(/Secure/i);
    const production = makeAuth(handle.db, { secureCookies: true });
    const secure = setCookieHeader(
      await logIn(production, DEMO_MEMBER.email, DEMO_MEMBER.password),
    );
    expect(secure).toMatch(/; Secure/i);
    expect(secure).toMatch(/HttpOnly/i);
  });

  it("gives a new session token at every log-in, even when an old cookie is sent", async () => {
    const first = sessionCookie(await logIn(auth, DEMO_MEMBER.email, DEMO_MEMBER.password));
    const second = sessionCookie(
      await logIn(auth, DEMO_MEMBER.email, DEMO_MEMBER.password, { cookie: first }),
    );
    expect(second).not.toBe("");
    expect(second).not.toBe(first);
  });

  it("answers a wrong password and an unknown e-mail with the same error", async () => {
    const wrong = await logIn(auth, DEMO_MEMBER.email, "not-the-password");
    const unknown = await logIn(auth, "nobody@example.com", "not-the-password");
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    const wrongBody = await wrong.json();
    expect(wrongBody).toEqual(await unknown.json());
    expect((wrongBody as { message: string }).message).toBe("Invalid email or password");
  });

  it("a cookie replayed after logout gets nothing", async () => {
    const cookie = sessionCookie(await logIn(auth, DEMO_MEMBER.email, DEMO_MEMBER.password));
    expect(await getSessionUser(auth, cookie)).not.toBeNull();
    const out = await callAuth(auth, "/sign-out", {}, { cookie });
    expect(out.status).toBe(200);
    expect(await getSessionUser(auth, cookie)).toBeNull();
    const token = decodeURIComponent(cookie.split("=")[1]!).split(".")[0]!;
    expect(await handle.db.select().from(authSession).where(eq(authSession.token, token))).toEqual(
      [],
    );
  });

  it("ends draft (preview) mode at sign-out: the response expires Next's draft-mode cookie", async () => {
    const cookie = sessionCookie(await logIn(auth, DEMO_MEMBER.email, DEMO_MEMBER.password));
    const out = await callAuth(
      auth,
      "/sign-out",
      {},
      { cookie: `${cookie}; ${DRAFT_MODE_COOKIE}=preview-secret` },
    );
    expect(out.status).toBe(200);
    const expired = out.headers.getSetCookie().find((c) => c.startsWith(`${DRAFT_MODE_COOKIE}=`));
    expect(expired).toBeDefined();
    expect(expired).toMatch(new RegExp(`^${DRAFT_MODE_COOKIE}=;`));
    expect(expired).toMatch(/Path=\//);
    expect(expired).toMatch(/Expires=Thu, 01 Jan 1970/);
    // Matching the attributes Next set it with (Secure, SameSite=None outside `next dev`), so the browser replaces it.
    expect(expired).toMatch(/; Secure/);
    expect(expired).toMatch(/SameSite=None/i);
  });
});

describe("passwords stay secret", () => {
  it("never appear in logs or in error responses", async () => {
    const secret = "Sup3r-Secret-Passw0rd";
    const lines: string[] = [];
    const logs = captureLogs();
    // The shop's logger, and the console in case a library writes there.
    const spies = (["log", "info", "warn", "error", "debug"] as const).map((level) =>
      vi
        .spyOn(console, level)
        .mockImplementation((...args: unknown[]) => void lines.push(args.map(String).join(" "))),
    );
    const bodies: string[] = [];
    bodies.push(await (await register(auth, "secret.keeper@example.com", secret)).text());
    bodies.push(await (await register(auth, "secret.keeper@example.com", secret)).text());
    bodies.push(await (await logIn(auth, "secret.keeper@example.com", `${secret}-wrong`)).text());
    bodies.push(await (await logIn(auth, "nobody.here@example.com", secret)).text());
    bodies.push(
      await (await register(auth, "too.long@example.com", `${secret}${"x".repeat(60)}`)).text(),
    );
    spies.forEach((spy) => spy.mockRestore());
    logs.restore();
    for (const text of [...lines, ...logs.lines, ...bodies]) expect(text).not.toContain(secret);
  });
});
