import { expect, test } from "./support/shop-test";

// Issue 14: what search engines read. robots.txt keeps them out of internal and thank-you pages;
// the sitemap lists the public pages and every listed product with absolute URLs.

test("robots.txt keeps search engines out of internal and thank-you pages and names the sitemap", async ({
  request,
  baseURL,
}) => {
  const response = await request.get("/robots.txt");
  expect(response.status()).toBe(200);
  const text = await response.text();
  for (const path of ["/api/", "/checkout/confirmation", "/sandbox/", "/warehouse-sim/"])
    expect(text).toContain(`Disallow: ${path}`);
  // A crawler has no session: on these it sees only the sign-in prompt and an empty wardrobe.
  for (const path of ["/account", "/checkout"]) expect(text).not.toContain(`Disallow: ${path}\n`);
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

test("a product page names its canonical URL and describes the product and its monthly rental", async ({
  page,
  baseURL,
}) => {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.goto("/products/breton-stripe-merino-jumper");
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    "href",
    `${baseURL}/products/breton-stripe-merino-jumper`,
  );
  const data = JSON.parse(
    (await page.locator('script[type="application/ld+json"]').first().textContent())!,
  ) as { "@type": string; name: string; offers: Record<string, unknown> };
  expect(data["@type"]).toBe("Product");
  expect(data.name).toBe("Breton Stripe Merino Jumper");
  expect(data.offers).toMatchObject({
    priceCurrency: "GBP",
    priceSpecification: { unitText: "MONTH" },
  });
  expect(String(data.offers.price)).toMatch(/^\d+\.\d{2}$/);
  expect(violations).toEqual([]);
});

test("the home page describes the shop, and the collection's filtered views point to it", async ({
  page,
  baseURL,
}) => {
  await page.goto("/");
  const data = JSON.parse(
    (await page.locator('script[type="application/ld+json"]').first().textContent())!,
  ) as Record<string, unknown>;
  expect(data).toMatchObject({ "@type": "Organization", name: "Littlerobe", url: `${baseURL}/` });
  for (const path of ["/collection", "/collection?size=3-4-years&page=1"]) {
    await page.goto(path);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      "href",
      `${baseURL}/collection`,
    );
  }
});
