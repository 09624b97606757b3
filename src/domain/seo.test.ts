import { describe, expect, it } from "vitest";
import {
  absoluteUrl,
  jsonLdText,
  organizationJsonLd,
  productJsonLd,
  PUBLIC_PAGES,
  sitemapPagePaths,
} from "./seo";

const APP = "https://littlerobe.co.uk/";
const facts = {
  name: "Fox Romper",
  slug: "fox-romper",
  description: "Soft organic cotton.",
  brand: "Little Fox",
  images: ["https://littlerobe.co.uk/images/fox.jpg?width=960"],
  inStock: true,
  monthlyPence: 500,
};

describe("productJsonLd", () => {
  it("describes the product and its rental offer per month in pounds", () => {
    expect(productJsonLd(APP, facts)).toEqual({
      "@context": "https://schema.org",
      "@type": "Product",
      name: "Fox Romper",
      url: "https://littlerobe.co.uk/products/fox-romper",
      description: "Soft organic cotton.",
      image: ["https://littlerobe.co.uk/images/fox.jpg?width=960"],
      brand: { "@type": "Brand", name: "Little Fox" },
      offers: {
        "@type": "Offer",
        url: "https://littlerobe.co.uk/products/fox-romper",
        priceCurrency: "GBP",
        price: "5.00",
        priceSpecification: {
          "@type": "UnitPriceSpecification",
          price: "5.00",
          priceCurrency: "GBP",
          unitText: "MONTH",
        },
        availability: "https://schema.org/InStock",
      },
    });
  });

  it("says out of stock when nothing is left, and leaves out what it does not know", () => {
    const sparse = productJsonLd(APP, {
      ...facts,
      inStock: false,
      description: null,
      brand: null,
      images: [],
    });
    expect(sparse).not.toHaveProperty("description");
    expect(sparse).not.toHaveProperty("brand");
    expect(sparse).not.toHaveProperty("image");
    expect(sparse.offers?.availability).toBe("https://schema.org/OutOfStock");
    expect(productJsonLd(APP, { ...facts, monthlyPence: null })).not.toHaveProperty("offers");
  });
});

describe("organizationJsonLd and jsonLdText", () => {
  it("names the shop with absolute URLs", () => {
    expect(organizationJsonLd(APP)).toMatchObject({
      "@type": "Organization",
      name: "Littlerobe",
      url: "https://littlerobe.co.uk/",
      logo: "https://littlerobe.co.uk/icon.png",
    });
    expect(absoluteUrl("http://a.test//", "/x")).toBe("http://a.test/x");
  });

  it("cannot close its script element early", () => {
    const text = jsonLdText({ name: "</script><script>alert(1)</script>" });
    expect(text).not.toContain("<");
    expect(JSON.parse(text)).toEqual({ name: "</script><script>alert(1)</script>" });
  });
});

describe("sitemapPagePaths", () => {
  it("adds each published page made by staff once, after the shop's own public pages", () => {
    expect(sitemapPagePaths(["our-story", "about", "home", "faq"])).toEqual([
      ...PUBLIC_PAGES,
      "/our-story",
      "/faq",
    ]);
  });

  it("leaves out an address the page route would not serve", () => {
    expect(sitemapPagePaths(["checkout", "Odd Page", "x"])).toEqual(PUBLIC_PAGES);
  });
});

describe("the organisation search engines read", () => {
  it("is Littlerobe, in schema.org's words, serving Great Britain", () => {
    expect(organizationJsonLd("https://littlerobe.test")).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Organization",
      name: "Littlerobe",
      areaServed: "GB",
    });
  });
});
