import { expect, test } from "@playwright/test";
import { DEMO_MEMBER, signIn } from "./support/accounts";

// Guests' pages come from a 5-second micro-cache; a member's page is always rendered for them.
test("a guest's second look at /collection is served from the page cache", async ({ request }) => {
  await request.get("/collection?page=1");
  const second = await request.get("/collection?page=1");
  expect(second.status()).toBe(200);
  expect(second.headers()["x-littlerobe-cache"]).toBe("hit");
  expect(await second.text()).toContain('data-testid="product-card"');
});

test("a signed-in member never gets the cached guest page", async ({ page, baseURL }) => {
  await page.request.get("/"); // warm the guest copy of the home page
  await signIn(page.request, DEMO_MEMBER, baseURL!);
  const response = await page.goto("/");
  expect(response?.headers()["x-littlerobe-cache"]).toBeUndefined();
  await expect(page.getByRole("button", { name: "Hi Amelia" })).toBeVisible();
});
