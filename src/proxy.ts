import { NextResponse, type NextRequest } from "next/server";
import { env, pageCacheEnabled } from "@/config/env";
import {
  CACHE_FILL_HEADER,
  CACHE_STATUS_HEADER,
  GuestPageCache,
  guestCacheKey,
  parseCookieHeader,
} from "@/server/page-cache/guest-page-cache";

// One micro-cache per web process for guests' pages (see guest-page-cache.ts for the rules).
const cache = new GuestPageCache();

export async function proxy(request: NextRequest) {
  const key = pageCacheEnabled()
    ? guestCacheKey({
        method: request.method,
        pathname: request.nextUrl.pathname,
        search: request.nextUrl.search,
        headers: request.headers,
        cookies: parseCookieHeader(request.headers.get("cookie")),
      })
    : null;
  if (!key) return NextResponse.next();

  const cached = cache.get(key);
  const page =
    cached ??
    (await cache.fill(key, async () => {
      // Render the page as a guest: only the consent cookie goes along.
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
    }).catch(() => null));
  if (!page) return NextResponse.next(); // not shareable (or the fill failed): render for this request

  return new Response(page.body as BodyInit, {
    status: page.status,
    headers: {
      "content-type": page.contentType,
      "content-length": String(page.body.byteLength),
      "cache-control": "private, no-cache, no-store, max-age=0, must-revalidate",
      [CACHE_STATUS_HEADER]: cached ? "hit" : "miss",
    },
  });
}

export const config = {
  matcher: ["/", "/collection", "/products/:slug", "/about", "/how-it-works", "/contact", "/gifting", "/terms"],
};
