import "server-only";
import { revalidateTag } from "next/cache";
import { getLogger } from "@/server/observability/logger";

/**
 * Marks cached pages and reads carrying these tags out of date, at once: the next request renders
 * fresh (no stale copy is served, unlike the 'max' profile), so a visitor sees a stock change or a
 * publish straight away. With REDIS_URL the cache handlers pass the invalidation to every process.
 *
 * Outside a Next.js request (unit and integration tests, scripts) there is no page cache in this
 * process to clear, so nothing is done.
 */
export function invalidate(...tags: string[]): void {
  for (const tag of tags) {
    try {
      revalidateTag(tag, { expire: 0 });
    } catch (error) {
      if (error instanceof Error && error.message.includes("static generation store missing")) {
        getLogger().debug({ tag }, "cache tag not invalidated: no Next.js request");
        continue;
      }
      throw error;
    }
  }
}
