import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { authVerification, emailOutbox } from "@/server/db/schema";
import { createEmailSender } from "@/server/integrations/email";
import { startSmtpStandIn } from "../helpers/smtp-stand-in";
import { createTestDatabase, type TestDatabase } from "../helpers/test-db";
import {
  APP_URL,
  callAuth,
  getSessionUser,
  logIn,
  makeAuth,
  register,
  sessionCookie,
} from "./auth-test-helpers";

let handle: TestDatabase;
let auth: ReturnType<typeof makeAuth>;
const email = "reset.me@example.com";

async function lastLink(to: string): Promise<URL> {
  const rows = await handle.db.select().from(emailOutbox).where(eq(emailOutbox.to, to));
  const last = rows.at(-1)!;
  const link = /https?:\/\/\S+/.exec(last.text)![0];
  expect(last.html).toContain(link.replace(/&/g, "&#38;"));
  return new URL(link);
}

beforeAll(async () => {
  handle = await createTestDatabase();
  auth = makeAuth(handle.db);
  await register(auth, email, "old-password-1");
});
afterAll(async () => {
  await handle.close();
});

describe("password reset (spec 2.6, 7.3)", () => {
  it("e-mails a link to the home page that opens NEWPASSWORD with the token", async () => {
    const response = await callAuth(auth, "/request-password-reset", { email, redirectTo: "/" });
    expect(response.status).toBe(200);
    const link = await lastLink(email);
    expect(link.origin).toBe(APP_URL);
    expect(link.pathname).toBe("/");
    expect(link.searchParams.get("reset_token")).toMatch(/\S{16,}/);
    const [message] = await handle.db.select().from(emailOutbox).where(eq(emailOutbox.to, email));
    expect(message).toMatchObject({
      subject: "Reset your Littlerobe password",
      transport: "outbox",
    });
  });

  it("sets the new password with the token once, and ends the member's other sessions", async () => {
    const otherDevice = sessionCookie(await logIn(auth, email, "old-password-1"));
    expect(await getSessionUser(auth, otherDevice)).not.toBeNull();
    await callAuth(auth, "/request-password-reset", { email });
    const token = (await lastLink(email)).searchParams.get("reset_token")!;

    const reset = await callAuth(auth, "/reset-password", { newPassword: "new-password-2", token });
    expect(reset.status).toBe(200);
    expect(await getSessionUser(auth, otherDevice)).toBeNull();
    expect((await logIn(auth, email, "old-password-1")).status).toBe(401);
    expect((await logIn(auth, email, "new-password-2")).status).toBe(200);

    const again = await callAuth(auth, "/reset-password", {
      newPassword: "third-password-3",
      token,
    });
    expect(again.status).toBe(400);
    expect(((await again.json()) as { message: string }).message).toBe("Invalid token");
    expect((await logIn(auth, email, "new-password-2")).status).toBe(200);
  });

  it("refuses an expired token", async () => {
    await callAuth(auth, "/request-password-reset", { email });
    const token = (await lastLink(email)).searchParams.get("reset_token")!;
    await handle.db
      .update(authVerification)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(authVerification.identifier, `reset-password:${token}`));
    const response = await callAuth(auth, "/reset-password", {
      newPassword: "expired-password",
      token,
    });
    expect(response.status).toBe(400);
    expect((await logIn(auth, email, "expired-password")).status).toBe(401);
  });

  it("answers an unknown e-mail exactly like a registered one, and sends nothing", async () => {
    const known = await callAuth(auth, "/request-password-reset", { email });
    const unknown = await callAuth(auth, "/request-password-reset", {
      email: "stranger@example.com",
    });
    expect(unknown.status).toBe(known.status);
    expect(await unknown.json()).toEqual(await known.json());
    expect(
      await handle.db.select().from(emailOutbox).where(eq(emailOutbox.to, "stranger@example.com")),
    ).toEqual([]);
  });

  it("answers a registered e-mail as fast as an unknown one, even when the mail server is slow, and still sends the link", async () => {
    const smtp = await startSmtpStandIn({ greetingDelayMs: 2_000 });
    try {
      const slowMail = makeAuth(handle.db, {
        emailSender: createEmailSender(handle.db, { smtpUrl: smtp.url, from: "shop@example.com" }),
      });
      const timed = async (address: string) => {
        const started = performance.now();
        const response = await callAuth(slowMail, "/request-password-reset", { email: address });
        return {
          status: response.status,
          body: await response.json(),
          ms: performance.now() - started,
        };
      };
      const unknown = await timed("stranger@example.com");
      const known = await timed(email);
      expect(known.body).toEqual(unknown.body);
      expect(known.ms).toBeLessThan(1_500);
      await expect.poll(() => smtp.received.length, { timeout: 10_000 }).toBe(1);
      expect(smtp.received[0]!.data).toContain("reset_token=");
    } finally {
      await smtp.close();
    }
  });
});
