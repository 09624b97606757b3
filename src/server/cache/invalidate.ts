import "server-only";
import { revalidateTag } from "next/cache";
import { env } from "@/config/env";
import { REVALIDATE_OUTSIDE_REQUEST_MESSAGE } from "@/server/next-internals.mjs";
import { getLogger } from "@/server/observability/logger";
import { requestRevalidation } from "./request-revalidation";

/**
 * Marks cached pages and reads carrying these tags out of date, at once: the next request renders
 * fresh (no stale copy is served, unlike the 'max' profile), so a visitor sees a stock change or a
 * publish straight away. With REDIS_URL the cache handlers pass the invalidation to every process.
 *
 * Outside a Next.js request (a background job in the web process or the worker) Next.js cannot
 * do it: the shop is asked over HTTP to do it in a request (request-revalidation.ts). Under
 * Vitest there is no server and no page cache, so nothing is done.
 */
export function invalidate(...tags: string[]): void {
  const outside: string[] = [];
  for (const tag of tags) {
    try {
      revalidateTag(tag, { expire: 0 });
    } catch (error) {
      if (error instanceof Error && error.message.includes(REVALIDATE_OUTSIDE_REQUEST_MESSAGE)) {
        outside.push(tag);
        continue;
      }
      throw error;
    }
  }
  if (outside.length === 0) return;
  if (env().NODE_ENV === "test") {
    getLogger().debug({ tags: outside }, "cache tags not invalidated: no Next.js request");
    return;
  }
  void requestRevalidation(outside);
}
