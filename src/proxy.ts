import { NextResponse, type NextRequest } from "next/server";
import { env, pageCacheEnabled } from "@/config/env";
import { CROSS_SITE_MESSAGE, type ErrorCode } from "@/domain/api/errors";
import { AppError } from "@/server/errors/app-error";
import { actionBodyRefusal, refusalFor, type Refusal } from "@/server/http/proxy-checks";
import { createNonce, securityHeaders } from "@/server/http/security-headers";
import { checkSameOrigin, SAFE_METHODS } from "@/server/http/same-origin";
import {
  CACHE_FILL_HEADER,
  CACHE_STATUS_HEADER,
  GuestPageCache,
  guestCacheKey,
  parseCookieHeader,
} from "@/server/page-cache/guest-page-cache";

// One micro-cache per web process for guests' pages (see guest-page-cache.ts for the rules).
const cache = new GuestPageCache();
/** The pages the guest cache serves (every other path only gets the checks and headers). */
const GUEST_CACHE_PATHS =
  /^\/(?:collection|about|how-it-works|contact|gifting|terms|products\/[^/]+)?$/;
const DRAFT_COOKIE = "__prerender_bypass";

/**
 * In front of every request but Next's own static files: refuses hostile paths, cross-site writes
 * and malformed server-action posts before any page or route runs; serves guests' pages from the
 * micro-cache; and puts the security headers (a fresh CSP nonce per render) on every answer.
 */
export async function proxy(request: NextRequest) {
  const { APP_URL, NODE_ENV } = env();
  const https = APP_URL.startsWith("https:");
  const dev = NODE_ENV === "development";
  const { pathname } = request.nextUrl;

  const refusal =
    refusalFor({ method: request.method, pathname, headers: request.headers }) ??
    crossSiteRefusal(request, APP_URL) ??
    (pathname.startsWith("/api/") ? null : await actionBodyRefusal(request));
  if (refusal)
    return withHeaders(errorAnswer(refusal.code, refusal.message), securityHeaders({ dev, https }));

  const cached = await fromGuestCache(request, { dev, https });
  if (cached) return cached;

  // Next.js reads the nonce from the request's CSP and puts it on every script it writes.
  const headers = securityHeaders({ nonce: createNonce(), dev, https });
  const forwarded = new Headers(request.headers);
  forwarded.set("content-security-policy", headers["content-security-policy"]!);
  const response = withHeaders(NextResponse.next({ request: { headers: forwarded } }), headers);
  if (staleDraftCookie(request)) expireDraftCookie(response);
  return response;
}

function crossSiteRefusal(request: NextRequest, appUrl: string): Refusal | null {
  if (SAFE_METHODS.has(request.method)) return null;
  if (request.nextUrl.pathname.startsWith("/api/webhooks/")) return null; // signed by the provider instead
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

/** A guest's page from the micro-cache (filling it when needed), or null to render for this request. */
async function fromGuestCache(
  request: NextRequest,
  options: { dev: boolean; https: boolean },
): Promise<Response | null> {
  if (!GUEST_CACHE_PATHS.test(request.nextUrl.pathname) || !pageCacheEnabled()) return null;
  const key = guestCacheKey({
    method: request.method,
    pathname: request.nextUrl.pathname,
    search: request.nextUrl.search,
    headers: request.headers,
    cookies: parseCookieHeader(request.headers.get("cookie")),
  });
  if (!key) return null;

  const cached = cache.get(key);
  const page =
    cached ??
    (await cache
      .fill(key, async () => {
        // Render the page as a guest: only the consent cookie goes along. The fill request passes
        // through this proxy again and so gets its own nonce, kept with the copy.
        const consent = parseCookieHeader(request.headers.get("cookie")).get("littlerobe_consent");
        const url = `http://127.0.0.1:${env().PORT}${request.nextUrl.pathname}${request.nextUrl.search}`;
        const response = await fetch(url, {
          headers: {
            [CACHE_FILL_HEADER]: "1",
            accept: "text/html",
            ...(consent ? { cookie: `littlerobe_consent=${consent}` } : {}),
          },
          redirect: "manual",
        });
        return { status: response.status, headers: response.headers, body: await response.text() };
      })
      .catch(() => null));
  // Not shareable (or the fill failed): render for this request.
  if (!page?.contentSecurityPolicy) return null;

  const response = new Response(page.body as BodyInit, {
    status: page.status,
    headers: {
      "content-type": page.contentType,
      "content-length": String(page.body.byteLength),
      "cache-control": "private, no-cache, no-store, max-age=0, must-revalidate",
      [CACHE_STATUS_HEADER]: cached ? "hit" : "miss",
    },
  });
  // The copy's scripts carry the nonce of the render that made it, so that render's policy goes along.
  withHeaders(response, securityHeaders(options));
  response.headers.set("content-security-policy", page.contentSecurityPolicy);
  return response;
}

export const config = {
  // Everything but Next's own hashed static files and providers' signed webhooks (which get
  // next.config.ts's headers; a webhook's body is not copied for the proxy).
  matcher: ["/((?!_next/static/|_next/image|favicon\\.ico|api/webhooks/).*)"],
};
