import { expect, test } from "@playwright/test";

// Issue 14: what search engines read. robots.txt keeps them out of members' and internal pages;
// the sitemap lists the public pages and every listed product with absolute URLs.

test("robots.txt keeps search engines out of personal and internal pages and names the sitemap", async ({
  request,
  baseURL,
}) => {
  const response = await request.get("/robots.txt");
  expect(response.status()).toBe(200);
  const text = await response.text();
  for (const path of ["/api/", "/account", "/checkout", "/sandbox/", "/warehouse-sim/"])
    expect(text).toContain(`Disallow: ${path}`);
  expect(text).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
});

test("the sitemap lists the public pages and the listed products", async ({ request, baseURL }) => {
  const response = await request.get("/sitemap.xml");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toContain("xml");
  const xml = await response.text();
  for (const path of ["/", "/collection", "/how-it-works", "/gifting", "/size-guide", "/care"])
    expect(xml).toContain(`<loc>${baseURL}${path}</loc>`);
  expect(xml).toContain(`<loc>${baseURL}/products/breton-stripe-merino-jumper</loc>`);
  expect(xml).not.toContain("/account");
  const products = xml.match(/<loc>[^<]*\/products\/[^<]+<\/loc>/g) ?? [];
  expect(products.length).toBeGreaterThanOrEqual(24);
});
