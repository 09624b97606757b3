import { trustedOrigins } from "@/server/auth/trusted-origins";

/** Methods that change nothing; every other method must come from the shop's own pages. */
export const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

export type OriginVerdict = { ok: true } | { ok: false; reason: string };

/**
 * The cross-site check for a state-changing request. A browser sends Origin on every POST from a
 * page; when it does not (older browsers on same-origin requests), Sec-Fetch-Site says where the
 * request came from. A request with neither, with `Origin: null` (sandboxed frames, data: pages),
 * or from any other origin is refused: a write never happens on another site's say-so.
 */
export function checkSameOrigin(headers: Headers, appUrl: string): OriginVerdict {
  const origin = headers.get("origin");
  if (origin !== null) {
    if (origin === "null") return { ok: false, reason: "origin_null" };
    return trustedOrigins(appUrl).includes(origin)
      ? { ok: true }
      : { ok: false, reason: "origin_foreign" };
  }
  const site = headers.get("sec-fetch-site");
  if (site === "same-origin") return { ok: true };
  return { ok: false, reason: site ? `fetch_site_${site}` : "origin_missing" };
}
