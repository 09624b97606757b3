import type { MetadataRoute } from "next";
import { connection } from "next/server";
import { env } from "@/config/env";
import { absoluteUrl, sitemapPagePaths } from "@/domain/seo";
import { cachedProductPages, cachedPublishedPageUids } from "@/server/reads/cached-reads";

/** /sitemap.xml: the public pages, the published pages made by staff and every listed product. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  // Rendered when asked (the product list itself is cached by tag), never baked in at build time.
  await connection();
  const appUrl = env().APP_URL;
  const [products, pageUids] = await Promise.all([cachedProductPages(), cachedPublishedPageUids()]);
  return [
    ...sitemapPagePaths(pageUids).map((path) => ({
      url: absoluteUrl(appUrl, path),
    })),
    ...products.map((product) => ({
      url: absoluteUrl(appUrl, `/products/${product.slug}`),
      lastModified: product.updatedAt ?? undefined,
    })),
  ];
}
