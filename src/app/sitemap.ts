import type { MetadataRoute } from "next";
import { connection } from "next/server";
import { env } from "@/config/env";
import { absoluteUrl, PUBLIC_PAGES } from "@/domain/seo";
import { cachedProductPages } from "@/server/cache/cached-reads";

/** /sitemap.xml: the public pages and every listed product (issue 14). */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  // Rendered when asked (the product list itself is cached by tag), never baked in at build time.
  await connection();
  const appUrl = env().APP_URL;
  const products = await cachedProductPages();
  return [
    ...PUBLIC_PAGES.map((path) => ({ url: absoluteUrl(appUrl, path) })),
    ...products.map((product) => ({
      url: absoluteUrl(appUrl, `/products/${product.slug}`),
      lastModified: product.updatedAt ?? undefined,
    })),
  ];
}
