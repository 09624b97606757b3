import { isNewPageAddress } from "./content/new-page";

/** What search engines may read (issue 14): the shop's public pages, never a member's or a tool's. */
export const PUBLIC_PAGES = [
  "/",
  "/collection",
  "/how-it-works",
  "/size-guide",
  "/delivery",
  "/care",
  "/gifting",
  "/about",
  "/contact",
  "/terms",
];

/**
 * The public pages and the published pages made in the back office (`/{uid}`), each once: a
 * document whose page has a route of its own (about, terms, ...) is already listed, the home
 * page's is '/'.
 */
export function sitemapPagePaths(publishedPageUids: readonly string[]): string[] {
  const paths = new Set(PUBLIC_PAGES);
  for (const uid of publishedPageUids) if (isNewPageAddress(uid)) paths.add(`/${uid}`);
  return [...paths];
}

/**
 * Kept from crawlers: the API, the payment and warehouse stand-ins, and the pages that thank a
 * buyer. `/account` and `/checkout` are not: a crawler carries no session, so all it can ever see
 * there is the sign-in prompt and an empty wardrobe (docs/decisions/, "Search engines").
 */
export const DISALLOWED_PATHS = [
  "/api/",
  "/checkout/confirmation",
  "/sandbox/",
  "/warehouse-sim/",
  "/gifting/thank-you",
];

/** An absolute URL on the shop from its configured address. */
export function absoluteUrl(appUrl: string, path: string): string {
  return `${appUrl.replace(/\/+$/, "")}${path}`;
}

export interface ProductFacts {
  name: string;
  slug: string;
  description: string | null;
  brand: string | null;
  /** Absolute image URLs. */
  images: string[];
  inStock: boolean;
  /** What renting it costs a month on the cheapest plan, in pence; null without plans. */
  monthlyPence: number | null;
}

/**
 * schema.org Product data for a product page (issue 14). The offer is the rental: the garment's
 * share of the cheapest plan, per month, in £ — never the retail price, which nobody pays here.
 */
export function productJsonLd(appUrl: string, product: ProductFacts) {
  const url = absoluteUrl(appUrl, `/products/${product.slug}`);
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    name: product.name,
    url,
    ...(product.description ? { description: product.description } : {}),
    ...(product.images.length > 0 ? { image: product.images } : {}),
    ...(product.brand ? { brand: { "@type": "Brand", name: product.brand } } : {}),
    ...(product.monthlyPence !== null
      ? {
          offers: {
            "@type": "Offer",
            url,
            priceCurrency: "GBP",
            price: (product.monthlyPence / 100).toFixed(2),
            priceSpecification: {
              "@type": "UnitPriceSpecification",
              price: (product.monthlyPence / 100).toFixed(2),
              priceCurrency: "GBP",
              unitText: "MONTH",
            },
            availability: product.inStock
              ? "https://schema.org/InStock"
              : "https://schema.org/OutOfStock",
          },
        }
      : {}),
  };
}

/** schema.org Organization data for the home page. */
export function organizationJsonLd(appUrl: string) {
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    name: "Littlerobe",
    url: absoluteUrl(appUrl, "/"),
    logo: absoluteUrl(appUrl, "/icon.png"),
    areaServed: "GB",
  };
}

/** JSON for a `<script type="application/ld+json">`: no '<' can close the element early. */
export function jsonLdText(data: object): string {
  return JSON.stringify(data).replace(/</g, "\\u003c");
}
