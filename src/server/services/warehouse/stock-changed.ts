import { invalidate } from "@/server/cache/invalidate";
import { CACHE_TAGS } from "@/server/cache/tags";

/** After a sync's commit: pages showing these products' stock render fresh. */
export function stockChanged(productIds: Iterable<number>): void {
  const ids = [...new Set(productIds)];
  if (ids.length === 0) return;
  invalidate(CACHE_TAGS.catalogue, ...ids.map((id) => CACHE_TAGS.product(id)));
}
