import { normaliseStock } from "./list-products";
import type { CatalogueVariant, OptionEntry, SizeOptionEntry } from "./types";

/** A tag or variant_options row: enough to become an option. */
export interface OptionSource {
  name: string;
  type: string;
  slug: string;
  order: number;
  metadata?: unknown;
}

function byOrderThenName(
  a: { order: number; name: string },
  b: { order: number; name: string },
): number {
  return a.order - b.order || a.name.localeCompare(b.name);
}

/**
 * Generic options (spec 3.3): {name, value: slug, meta: metadata}, filtered by type, sorted by order.
 * Types are compared case-insensitively: tag types are stored upper-case, option types as 'Color'/'Size'.
 */
export function toOptions(sources: readonly OptionSource[], type: string): OptionEntry[] {
  const wanted = type.toLowerCase();
  return sources
    .filter((source) => source.type.toLowerCase() === wanted)
    .slice()
    .sort(byOrderThenName)
    .map((source) => ({ name: source.name, value: source.slug, meta: source.metadata ?? null }));
}

/**
 * Size options (spec 3.3): {name, value: slug, meta, stock}, sorted by size.order.
 * Variants sharing a size (other colours) merge into one option whose stock is their sum;
 * pass colorSlug to restrict to one colour. Deleted variants and variants without a size are skipped.
 */
export function toSizeOptions(
  variants: readonly CatalogueVariant[],
  colorSlug?: string,
): SizeOptionEntry[] {
  const bySlug = new Map<string, SizeOptionEntry & { order: number }>();
  for (const variant of variants) {
    if (variant.deleted_at != null || variant.size == null) continue;
    if (colorSlug !== undefined && variant.color?.slug !== colorSlug) continue;
    const stock = normaliseStock(variant.stock);
    const existing = bySlug.get(variant.size.slug);
    if (existing) {
      existing.stock += stock;
    } else {
      const { name, slug, metadata, order } = variant.size;
      bySlug.set(slug, { name, value: slug, meta: metadata, stock, order });
    }
  }
  return [...bySlug.values()]
    .sort(byOrderThenName)
    .map(({ name, value, meta, stock }) => ({ name, value, meta, stock }));
}
