import "server-only";
import { sql } from "drizzle-orm";
import {
  buildFilterGroups,
  filterProducts,
  type FilterGroup,
} from "@/domain/catalogue/filter-groups";
import { listProducts } from "@/domain/catalogue/list-products";
import type { ListedProduct } from "@/domain/catalogue/types";
import type { Executor } from "@/server/db/client";
import { queryRows } from "@/server/db/query";
import { loadCatalogueProducts } from "./load-catalogue-products";

/**
 * The listed catalogue, kept per process and per database while the data's fingerprint is unchanged.
 * Loading 1,000 products with their variants costs hundreds of milliseconds; the fingerprint is one
 * aggregate statement. It covers listing dates, stock, variants, tags and options, so a stock
 * change shows at once; MAX_AGE_MS bounds anything it cannot see (an edit that touches no counted
 * column). Nothing here is shared state: every process rebuilds from the database.
 */
const MAX_AGE_MS = 60_000;

export interface CatalogueSnapshot {
  products: ListedProduct[];
  /** Filter groups by the hidden labels they were built with. */
  groups(hiddenLabels: readonly string[]): FilterGroup[];
  /** filterProducts over the snapshot, remembered for the most recent filter states. */
  filtered(selected: readonly string[]): ListedProduct[];
}

interface Entry {
  fingerprint: string;
  loadedAt: number;
  snapshot: Promise<CatalogueSnapshot>;
}

const globalCache = globalThis as unknown as { littlerobeCatalogue?: WeakMap<object, Entry> };
const entries = (globalCache.littlerobeCatalogue ??= new WeakMap<object, Entry>());

async function fingerprintOf(db: Executor): Promise<string> {
  const [row] = await queryRows<Record<string, unknown>>(
    db,
    sql`select
      (select concat_ws('/', count(*), sum("orderKey"), max(updated_at), max(published_at), max(archived_at), max(deleted_at),
         count(published_at), count(archived_at), count(deleted_at), sum(length(name)), sum(cardinality(images))) from products) as p,
      (select concat_ws('/', count(*), sum(stock), sum(id::bigint * (stock + 7)), max(updated_at), count(deleted_at),
         sum(coalesce(size_id, 0) * 31 + coalesce(color_id, 0))) from product_variants) as v,
      (select concat_ws('/', count(*), sum(product_id::bigint * 131 + tag_id)) from product_tags) as pt,
      (select concat_ws('/', count(*), sum("order"), sum(length(name) + length(slug) + length(type::text))) from tags) as t,
      (select concat_ws('/', count(*), sum("order"), sum(length(name) + length(slug))) from variant_options) as o`,
  );
  return JSON.stringify(row ?? {});
}

function build(products: ListedProduct[]): CatalogueSnapshot {
  const groupsByHidden = new Map<string, FilterGroup[]>();
  const filteredBy = new Map<string, ListedProduct[]>();
  return {
    products,
    filtered(selected) {
      if (selected.length === 0) return products;
      const key = [...selected].sort().join("\n");
      let list = filteredBy.get(key);
      if (!list) {
        list = filterProducts(products, selected);
        if (filteredBy.size >= 64) filteredBy.delete(filteredBy.keys().next().value!);
        filteredBy.set(key, list);
      }
      return list;
    },
    groups(hiddenLabels) {
      const key = hiddenLabels.join("\n");
      let groups = groupsByHidden.get(key);
      if (!groups) {
        groups = buildFilterGroups(products, hiddenLabels);
        if (groupsByHidden.size > 8) groupsByHidden.clear();
        groupsByHidden.set(key, groups);
      }
      return groups;
    },
  };
}

/** The current listed catalogue: one aggregate statement, plus the full load when data changed. */
export async function catalogueSnapshot(db: Executor): Promise<CatalogueSnapshot> {
  const fingerprint = await fingerprintOf(db);
  const cached = entries.get(db);
  if (cached && cached.fingerprint === fingerprint && Date.now() - cached.loadedAt < MAX_AGE_MS) {
    return cached.snapshot;
  }
  // Concurrent requests share one load; a failed load is not kept.
  const snapshot = loadCatalogueProducts(db).then((rows) => build(listProducts(rows)));
  entries.set(db, { fingerprint, loadedAt: Date.now(), snapshot });
  snapshot.catch(() => {
    if (entries.get(db)?.snapshot === snapshot) entries.delete(db);
  });
  return snapshot;
}
