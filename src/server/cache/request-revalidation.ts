import "server-only";
import { createHash, timingSafeEqual } from "node:crypto";
import { authSecret, env } from "@/config/env";
import { getLogger } from "@/server/observability/logger";

/** The header a background job's invalidation request carries. */
export const REVALIDATE_TOKEN_HEADER = "x-littlerobe-revalidate";
export const REVALIDATE_PATH = "/api/internal/revalidate";

/** Derived from the shop's secret: only the shop's own processes can ask for an invalidation. */
function revalidateToken(): string {
  return createHash("sha256").update(`${authSecret()}:revalidate`).digest("hex");
}

export function isRevalidateToken(value: string | null): boolean {
  if (!value) return false;
  const expected = Buffer.from(revalidateToken());
  const given = Buffer.from(value);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * A job that changed what pages show runs outside any request, where Next.js cannot invalidate
 * its caches; it asks the shop over HTTP to do it inside a request instead (with REDIS_URL the
 * invalidation reaches every process). A failure is logged: the pages then refresh on their own.
 */
export async function requestRevalidation(tags: readonly string[]): Promise<void> {
  const base = env().APP_URL.replace(/\/+$/, "");
  try {
    const response = await fetch(`${base}${REVALIDATE_PATH}`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        origin: new URL(base).origin,
        [REVALIDATE_TOKEN_HEADER]: revalidateToken(),
      },
      body: JSON.stringify({ tags }),
      signal: AbortSignal.timeout(5_000),
    });
    if (!response.ok) throw new Error(`status ${response.status}`);
  } catch (error) {
    getLogger().warn(
      { event: "revalidation_request_failed", tags, err: error },
      "Cached pages were not invalidated after a background change",
    );
  }
}
