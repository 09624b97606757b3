import { expect, test } from "./support/shop-test";

test("the home page renders the published home document with the settings' share metadata", async ({
  page,
}) => {
  await page.goto("/");
  await expect(
    page.getByRole("heading", { level: 1, name: "Clothes that grow with them" }),
  ).toBeVisible();
  await expect(page.getByRole("heading", { name: "How it works" })).toBeVisible();
  // The home page has no share title of its own: the settings shareTitle applies (spec 2.9).
  await expect(page).toHaveTitle("Littlerobe | Baby & children's clothing rental");
  await expect(page.locator('meta[property="og:type"]')).toHaveAttribute("content", "website");
  await page.getByRole("link", { name: "Shop now" }).first().click();
  await expect(page).toHaveURL(/\/collection$/);
});
