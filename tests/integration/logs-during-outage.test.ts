import { like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as authRoute from "@/app/api/auth/[...all]/route";
import * as sessionRoute from "@/app/api/session/route";
import type { Auth } from "@/server/auth/auth";
import { openPostgres, type DatabaseHandle } from "@/server/db/client";
import { authVerification } from "@/server/db/schema";
import { captureLogs, type CapturedLogs } from "../helpers/capture-logs";
import { startTcpProxy, type TcpProxy } from "../helpers/tcp-proxy";
import { createTestDatabase, testDbKind, type TestDatabase } from "../helpers/test-db";
import { APP_URL, callAuth, makeAuth, register, sessionCookie } from "./auth-test-helpers";

// Issue 23: during a database outage the error log carried members' session tokens in full (a
// failed query's error, handed to the logger in better-auth's `details`, was written with its bound
// parameters). Real requests of a signed-in member and of a password reset, through the shop's
// routes, against a database that stops answering: no line of the log holds a secret. On
// PostgreSQL the server is cut off behind a proxy (connections refused); on PGlite it is closed.

const globals = globalThis as unknown as { littlerobeDb?: unknown; littlerobeAuth?: unknown };
const EMAIL = "outage.parent@example.com";
const PASSWORD = "Parent-Pa55word-outage";
const NEW_PASSWORD = "N3w-Parent-Pa55word-outage";

let handle: TestDatabase;
let shop: DatabaseHandle;
let proxy: TcpProxy | undefined;
let auth: Auth;
let cookie: string;
let sessionToken: string;
let resetToken: string;
let logs: CapturedLogs;

beforeAll(async () => {
  handle = await createTestDatabase();
  if (testDbKind === "postgres") {
    const target = new URL(handle.url!);
    proxy = await startTcpProxy(target.hostname, Number(target.port || 5432));
    shop = openPostgres(proxy.urlFor(handle.url!), 2);
  } else {
    shop = handle;
  }
  auth = makeAuth(shop.db);
  globals.littlerobeDb = shop;
  globals.littlerobeAuth = auth;

  cookie = sessionCookie(await register(auth, EMAIL, PASSWORD));
  // 'better-auth.session_token=<token>.<signature>', the value URL-encoded.
  sessionToken = decodeURIComponent(cookie.split("=")[1]!).split(".")[0]!;
  expect(sessionToken).toMatch(/^[A-Za-z0-9]{20,}$/);
  expect((await callAuth(auth, "/request-password-reset", { email: EMAIL })).status).toBe(200);
  const [verification] = await shop.db
    .select()
    .from(authVerification)
    .where(like(authVerification.identifier, "reset-password:%"));
  resetToken = verification!.identifier.slice("reset-password:".length);

  logs = captureLogs();
  if (proxy) await proxy.stop();
  else await shop.close();
});

afterAll(async () => {
  logs?.restore();
  globals.littlerobeAuth = undefined;
  globals.littlerobeDb = undefined;
  if (proxy) await shop.close().catch(() => {});
  await handle.close().catch(() => {});
});

const params = { params: Promise.resolve({}) };
const headers = (extra: Record<string, string> = {}) => ({
  origin: APP_URL,
  "content-type": "application/json",
  cookie,
  ...extra,
});
const post = (path: string, body: unknown) =>
  authRoute.POST(
    new Request(`${APP_URL}/api/auth${path}`, {
      method: "POST",
      headers: headers(),
      body: JSON.stringify(body),
    }),
    params,
  );

describe("the log of a database outage", () => {
  it("holds no session token, reset token or password, whatever the requests met", async () => {
    const answers = [
      await sessionRoute.GET(new Request(`${APP_URL}/api/session`, { headers: headers() }), params),
      await authRoute.GET(
        new Request(`${APP_URL}/api/auth/get-session`, { headers: headers() }),
        params,
      ),
      await post("/reset-password", { newPassword: NEW_PASSWORD, token: resetToken }),
      await authRoute.GET(
        new Request(`${APP_URL}/api/auth/reset-password/${resetToken}?callbackURL=/`, {
          headers: headers(),
        }),
        params,
      ),
      await post("/sign-in/email", { email: EMAIL, password: PASSWORD }),
      await post("/request-password-reset", { email: EMAIL }),
    ];

    // The outage was met and logged (not a test that passes by logging nothing).
    expect(answers.map((answer) => answer.status >= 500)).toContain(true);
    expect(logs.records().filter((record) => record.level === "error").length).toBeGreaterThan(0);
    expect(logs.lines.join("\n")).toContain("better_auth");

    const log = logs.lines.join("\n");
    for (const secret of [
      sessionToken,
      encodeURIComponent(sessionToken),
      resetToken,
      PASSWORD,
      NEW_PASSWORD,
    ])
      expect(log, `the log holds ${secret}`).not.toContain(secret);
  });
});
