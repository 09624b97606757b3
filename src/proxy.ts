import { NextResponse, type NextRequest } from "next/server";
import { env } from "@/config/env";
import { CROSS_SITE_MESSAGE, type ErrorCode } from "@/domain/api/errors";
import { AppError } from "@/server/errors/app-error";
import { actionBodyRefusal, refusalFor, type Refusal } from "@/server/http/proxy-checks";
import { securityHeaders } from "@/server/http/security-headers";
import { checkSameOrigin, SAFE_METHODS } from "@/server/http/same-origin";
const DRAFT_COOKIE = "__prerender_bypass";

/**
 * In front of every request but Next's own static files: refuses hostile paths, cross-site writes
 * and malformed server-action posts before any page or route runs, and puts the security headers
 * on every answer (next.config.ts sets them too; HSTS needs APP_URL, known only at run time).
 * Shop pages are the same for every visitor (issue 8): only the back office depends on who asks.
 */
export async function proxy(request: NextRequest) {
  const { APP_URL, NODE_ENV } = env();
  const https = APP_URL.startsWith("https:");
  const dev = NODE_ENV === "development";
  const { pathname } = request.nextUrl;

  const refusal =
    refusalFor({ method: request.method, pathname, headers: request.headers }) ??
    crossSiteRefusal(request, APP_URL) ??
    (pathname.startsWith("/api/") || pathname.startsWith("/warehouse-sim/")
      ? null
      : await actionBodyRefusal(request));
  if (refusal)
    return withHeaders(errorAnswer(refusal.code, refusal.message), securityHeaders({ dev, https }));

  // The back office's pages check staff themselves; answering here too gives anyone else a real 404
  // status (the pages stream, so their own refusal could only change the body).
  if (isBackOffice(pathname) && !(await isStaff(request.headers)))
    return withHeaders(
      NextResponse.rewrite(new URL("/admin-refused", request.url)),
      securityHeaders({ dev, https }),
    );

  const response = withHeaders(NextResponse.next(), securityHeaders({ dev, https }));
  if (staleDraftCookie(request)) expireDraftCookie(response);
  return response;
}

function isBackOffice(pathname: string): boolean {
  return pathname === "/admin" || pathname.startsWith("/admin/");
}

/** Loaded on use: the session and database modules are for the back office's requests only. */
async function isStaff(headers: Headers): Promise<boolean> {
  const { resolveCaller } = await import("@/server/http/caller");
  return (await resolveCaller(headers)).role === "staff";
}

function crossSiteRefusal(request: NextRequest, appUrl: string): Refusal | null {
  if (SAFE_METHODS.has(request.method)) return null;
  const { pathname } = request.nextUrl;
  if (pathname.startsWith("/api/webhooks/")) return null; // signed by the provider instead
  if (pathname.startsWith("/warehouse-sim/")) return null; // server to server, with a bearer token
  return checkSameOrigin(request.headers, appUrl).ok
    ? null
    : { code: "cross_site", message: CROSS_SITE_MESSAGE };
}

function errorAnswer(code: ErrorCode, message: string): Response {
  const error = new AppError(code, message);
  return Response.json(error.toBody(), {
    status: error.status,
    headers: { "cache-control": "no-store" },
  });
}

function withHeaders<R extends Response>(response: R, headers: Record<string, string>): R {
  for (const [name, value] of Object.entries(headers)) response.headers.set(name, value);
  return response;
}

/**
 * A preview cookie without any session can never show a draft (the pages ask for a staff session
 * too), so it is dropped here; the pages' check is what holds when a member's session carries one.
 */
function staleDraftCookie(request: NextRequest): boolean {
  if (!request.cookies.has(DRAFT_COOKIE) || env().DEV_PROFILE_USER_ID) return false;
  return !request.cookies
    .getAll()
    .some((cookie) => cookie.name.endsWith("better-auth.session_token"));
}

function expireDraftCookie(response: NextResponse): void {
  // The same attributes Next.js sets it with, so the browser replaces it.
  const secure = env().NODE_ENV !== "development";
  response.cookies.set({
    name: DRAFT_COOKIE,
    value: "",
    expires: new Date(0),
    path: "/",
    httpOnly: true,
    secure,
    sameSite: secure ? "none" : "lax",
  });
}

// The proxy is not on the way of a plain page visit (issue 8: a shared page is served straight from
// the cache; next.config.ts gives it the same headers). It sees every request that can change
// something: one with a body (a content type), a server action, any API route but providers' signed
// webhooks and the simulated warehouse (server to server, with a bearer token); one carrying a
// preview cookie, to drop it when no session comes with it; and any percent-encoded path, which it
// checks. (Next.js reads this object without running the module: the path pattern is written out
// each time.)
export const config = {
  matcher: [
    {
      source: "/((?!_next/static/|_next/image|favicon\\.ico|api/webhooks/|warehouse-sim/).*)",
      has: [{ type: "header", key: "content-type" }],
    },
    {
      source: "/((?!_next/static/|_next/image|favicon\\.ico|api/webhooks/|warehouse-sim/).*)",
      has: [{ type: "header", key: "next-action" }],
    },
    {
      source: "/((?!_next/static/|_next/image|favicon\\.ico|api/webhooks/|warehouse-sim/).*)",
      has: [{ type: "cookie", key: "__prerender_bypass" }],
    },
    "/api/((?!webhooks/).*)",
    // The back office: only staff get further than here.
    "/admin",
    "/admin/:path*",
    // Percent-encoded paths, so bytes that are not UTF-8 or decode to NUL are a 400, not a 500.
    "/(.*%.*)",
  ],
};
