import { createAuth, type Auth, type AuthConfig } from "@/server/auth/auth";
import { PEER_ADDRESS_HEADER } from "@/server/auth/client-address";
import type { Database } from "@/server/db/client";

export const APP_URL = "http://localhost:3000";
export const TEST_SECRET = "integration-test-secret-of-at-least-32-characters";

export function makeAuth(db: Database, overrides: Partial<AuthConfig> = {}): Auth {
  return createAuth({
    db,
    appUrl: APP_URL,
    secret: TEST_SECRET,
    secureCookies: false,
    trustedProxies: [],
    devMode: false,
    ...overrides,
  });
}

/** The TCP peer our server stamps on a request when the test names none (a visitor on this machine). */
const DEFAULT_PEER = "127.0.0.1";

export interface CallOptions {
  cookie?: string;
  headers?: Record<string, string>;
  method?: string;
  /** The TCP peer address, as `npm start` stamps it; null sends none (as under `next dev`). */
  peer?: string | null;
}

/** Calls an auth endpoint the way the browser does through `npm start`: JSON, same origin, cookies, peer address. */
export async function callAuth(
  auth: Auth,
  path: string,
  body?: unknown,
  options: CallOptions = {},
): Promise<Response> {
  const headers = new Headers({ origin: APP_URL, ...options.headers });
  const peer = options.peer === undefined ? DEFAULT_PEER : options.peer;
  if (peer !== null) headers.set(PEER_ADDRESS_HEADER, peer);
  if (body !== undefined) headers.set("content-type", "application/json");
  if (options.cookie) headers.set("cookie", options.cookie);
  return auth.handler(
    new Request(`${APP_URL}/api/auth${path}`, {
      method: options.method ?? (body === undefined ? "GET" : "POST"),
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    }),
  );
}

/** The session cookie a response sets, as a Cookie header value ("" when none). */
export function sessionCookie(response: Response): string {
  const cookies = response.headers.getSetCookie();
  const session = cookies.find((c) => c.includes("session_token="));
  return session ? session.split(";")[0]! : "";
}

export function setCookieHeader(response: Response): string {
  return response.headers.getSetCookie().find((c) => c.includes("session_token=")) ?? "";
}

export async function register(
  auth: Auth,
  email: string,
  password: string,
  options: CallOptions = {},
) {
  return callAuth(auth, "/sign-up/email", { email, password, name: "" }, options);
}

export async function logIn(
  auth: Auth,
  email: string,
  password: string,
  options: CallOptions = {},
) {
  return callAuth(auth, "/sign-in/email", { email, password }, options);
}

export async function getSessionUser(
  auth: Auth,
  cookie: string,
): Promise<{ id: string; email: string } | null> {
  const session = await auth.api.getSession({ headers: new Headers({ cookie }) });
  return session ? { id: session.user.id, email: session.user.email } : null;
}
