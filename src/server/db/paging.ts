import type { PgSelect } from "drizzle-orm/pg-core";
import { readLimit, type PageWindow } from "@/domain/admin/paging";

/**
 * A list's query (made `.$dynamic()`) cut to one page plus one row from the page's offset: the
 * extra row tells the pager there is a next page (`pageOf` in src/domain/admin/paging.ts drops it).
 */
export function onePagePlusOne<Q extends PgSelect>(
  query: Q,
  window: Pick<PageWindow, "limit" | "offset">,
): Q {
  return query.limit(readLimit(window)).offset(window.offset);
}
