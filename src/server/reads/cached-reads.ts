import "server-only";
import { cacheTag } from "next/cache";
import type { FilterQuery } from "@/domain/catalogue/filter-query";
import { browseCatalogue } from "@/server/services/catalogue/browse-catalogue";
import { getCatalogueProduct } from "@/server/services/catalogue/get-catalogue-product";
import { listProductPages } from "@/server/services/catalogue/load-catalogue-products";
import { getDb } from "@/server/db/client";
import {
  loadHomePage,
  loadPage,
  loadPublishedPageUids,
  loadSiteContent,
} from "@/server/services/content/load-site-content";
import { CACHE_TAGS } from "@/server/cache/tags";

/*
 * The reads behind the shared pages (issue 8), cached by Next.js ('use cache') and tagged with what
 * they show. They hold the page data between writes; each write invalidates its tags
 * (src/server/cache/invalidate.ts) so the next visitor gets a fresh render.
 *
 * Published content only. Next.js registers every 'use cache' function as a server reference that
 * anyone may post to as a server action, with arguments of their choosing (issue 23): so none takes
 * "show drafts". Pages read content through shown-content.ts, which reads drafts outside this file.
 */

export async function cachedSiteContent() {
  "use cache";
  cacheTag(CACHE_TAGS.content);
  return loadSiteContent(false);
}

export async function cachedPage(uid: string) {
  "use cache";
  cacheTag(CACHE_TAGS.content);
  return loadPage(uid, false);
}

/** The addresses of every published page document: the build's pages and the sitemap. */
export async function cachedPublishedPageUids() {
  "use cache";
  cacheTag(CACHE_TAGS.content);
  return loadPublishedPageUids();
}

export async function cachedHomePage() {
  "use cache";
  cacheTag(CACHE_TAGS.content);
  return loadHomePage(false);
}

export async function cachedCatalogueView(query: FilterQuery, hiddenLabels: readonly string[]) {
  "use cache";
  cacheTag(CACHE_TAGS.catalogue);
  return browseCatalogue(query, hiddenLabels);
}

/** A product page's product; a slug nobody lists yet is remembered until the catalogue changes. */
export async function cachedProduct(slug: string) {
  "use cache";
  const product = await getCatalogueProduct(slug);
  cacheTag(product ? CACHE_TAGS.product(product.id) : CACHE_TAGS.catalogue);
  return product;
}

/** The sitemap's product pages; fresh after any catalogue change. */
export async function cachedProductPages() {
  "use cache";
  cacheTag(CACHE_TAGS.catalogue);
  return listProductPages(getDb());
}
