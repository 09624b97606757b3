/**
 * A micro-cache of whole server-rendered pages for guests. A guest's /collection is the same HTML for
 * every guest with the same URL and consent choice, so each web process renders it at most once per
 * GUEST_PAGE_TTL_MS and serves the copy meanwhile. A request that carries any cookie besides consent
 * (a session, draft mode) is never served from the cache and never fills it, so no member's page is
 * ever shown to anyone else. The cache is per process and only an optimisation: losing it changes
 * nothing but speed.
 */
export const GUEST_PAGE_TTL_MS = 5_000;
export const CACHE_FILL_HEADER = "x-littlerobe-cache-fill";
export const CACHE_STATUS_HEADER = "x-littlerobe-cache";
const MAX_ENTRIES = 200;
const MAX_ENTRY_BYTES = 2_000_000;
const CACHEABLE_COOKIES = new Set(["littlerobe_consent"]);
/** Headers of React Server Component navigations: those answers are not HTML pages. */
const RSC_HEADERS = ["rsc", "next-router-prefetch", "next-router-state-tree", "next-action"];

export interface RequestFacts {
  method: string;
  pathname: string;
  search: string;
  headers: Headers;
  /** Cookie names and values of the request. */
  cookies: ReadonlyMap<string, string>;
}

/** Cookie names and values from a Cookie header (the hot path: no NextRequest cookie parsing). */
export function parseCookieHeader(header: string | null): Map<string, string> {
  const cookies = new Map<string, string>();
  if (!header) return cookies;
  for (const part of header.split(";")) {
    const at = part.indexOf("=");
    const name = (at < 0 ? part : part.slice(0, at)).trim();
    if (name) cookies.set(name, at < 0 ? "" : part.slice(at + 1).trim());
  }
  return cookies;
}

/** The cache key for a guest page request, or null when the request must be rendered for itself. */
export function guestCacheKey(request: RequestFacts): string | null {
  if (request.method !== "GET") return null;
  if (request.headers.has(CACHE_FILL_HEADER)) return null;
  if (RSC_HEADERS.some((name) => request.headers.has(name))) return null;
  // Next.js strips the RSC headers and _rsc before the proxy sees a request, so a browser's router
  // fetch is told apart by Sec-Fetch-Dest: only a document may get a cached page.
  const destination = request.headers.get("sec-fetch-dest");
  if (destination !== null && destination !== "document") return null;
  if (request.search.includes("_rsc") && new URLSearchParams(request.search).has("_rsc"))
    return null;
  for (const name of request.cookies.keys()) if (!CACHEABLE_COOKIES.has(name)) return null;
  const consent = request.cookies.get("littlerobe_consent") ?? "";
  return `${request.pathname}${request.search}|consent=${consent}`;
}

export interface CachedPage {
  status: number;
  /** Encoded once, so serving a copy does no work per byte. */
  body: Uint8Array;
  contentType: string;
  /** The policy the page was rendered under: its scripts carry that policy's nonce. */
  contentSecurityPolicy: string | null;
  storedAt: number;
}

/** May this rendered response be kept for other guests? */
export function isCacheableResponse(status: number, headers: Headers, body: string): boolean {
  return (
    status === 200 &&
    !headers.has("set-cookie") &&
    (headers.get("content-type") ?? "").startsWith("text/html") &&
    body.length <= MAX_ENTRY_BYTES
  );
}

export class GuestPageCache {
  private readonly entries = new Map<string, CachedPage>();
  private readonly filling = new Map<string, Promise<CachedPage | null>>();

  constructor(
    private readonly ttlMs = GUEST_PAGE_TTL_MS,
    private readonly now: () => number = Date.now,
  ) {}

  get(key: string): CachedPage | null {
    const entry = this.entries.get(key);
    if (!entry) return null;
    if (this.now() - entry.storedAt >= this.ttlMs) {
      this.entries.delete(key);
      return null;
    }
    return entry;
  }

  /** Renders once for all concurrent misses of the same key (no stampede). */
  async fill(
    key: string,
    render: () => Promise<{ status: number; headers: Headers; body: string }>,
  ): Promise<CachedPage | null> {
    const pending = this.filling.get(key);
    if (pending) return pending;
    const work = (async () => {
      const response = await render();
      if (!isCacheableResponse(response.status, response.headers, response.body)) return null;
      const page: CachedPage = {
        status: response.status,
        body: new TextEncoder().encode(response.body),
        contentType: response.headers.get("content-type") ?? "text/html; charset=utf-8",
        contentSecurityPolicy: response.headers.get("content-security-policy"),
        storedAt: this.now(),
      };
      this.entries.delete(key);
      this.entries.set(key, page);
      while (this.entries.size > MAX_ENTRIES)
        this.entries.delete(this.entries.keys().next().value!);
      return page;
    })().finally(() => this.filling.delete(key));
    this.filling.set(key, work);
    return work;
  }
}
