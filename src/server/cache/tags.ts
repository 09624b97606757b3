/**
 * The cache tags of the shop's pages (issue 8). Every cached read names the tags of what it shows;
 * every write that changes it invalidates the same tags in the same code path (see invalidate.ts).
 */
export const CACHE_TAGS = {
  /** Every listing of products: /collection pages, filter groups, product pickers' stock. */
  catalogue: "catalogue",
  /** Settings, popups and page documents: every page's header, footer and content. */
  content: "content",
  /** One product's page, by id (a slug can change; the id cannot). */
  product: (productId: number) => `product:${productId}`,
} as const;
