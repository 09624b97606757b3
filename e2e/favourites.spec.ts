import { expect, test, type Page } from "./support/shop-test";
import { suppressGuestPopup } from "./support/suppress-popup";

// Issue 7's bug: after navigating back, the heart showed the state from before the click, so the
// next click removed the favourite the member had just added.
const BLOUSE = "/products/hedgehog-print-organic-cotton-blouse";

const addButton = (page: Page) => page.getByRole("button", { name: "Add to favourites" });
const removeButton = (page: Page) => page.getByRole("button", { name: "Remove from favourites" });

async function favouriteNames(page: Page): Promise<string> {
  await page.goto("/account");
  const section = page.getByRole("region", { name: "Favourites" });
  await expect(section).toBeVisible();
  return (await section.textContent()) ?? "";
}

test.beforeEach(async ({ page, baseURL }) => {
  await suppressGuestPopup(page);
  // A member of this test's own, so no other spec's favourites are in the way.
  const email = `e2e.heart.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.com`;
  const response = await page.request.post("/api/auth/sign-up/email", {
    data: { email, password: "heart-password-1", name: "" },
    headers: { origin: baseURL! },
  });
  expect(response.status(), await response.text()).toBe(200);
});

test("the heart still shows a new favourite after going elsewhere and back, and the next click removes it", async ({
  page,
}) => {
  await page.goto(BLOUSE);
  await addButton(page).click();
  await expect(removeButton(page)).toHaveAttribute("aria-pressed", "true");

  // Away within the shop (a client-side navigation), then back.
  await page.locator("header").getByRole("link", { name: "Shop now" }).click();
  await expect(page).toHaveURL(/\/collection$/);
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`${BLOUSE}$`));
  await expect(removeButton(page)).toHaveAttribute("aria-pressed", "true");

  // And after a full page load elsewhere, back again.
  await page.goto("/about");
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`${BLOUSE}$`));
  await expect(removeButton(page)).toHaveAttribute("aria-pressed", "true");

  await removeButton(page).click();
  await expect(addButton(page)).toHaveAttribute("aria-pressed", "false");
  expect(await favouriteNames(page)).not.toMatch(/Hedgehog Print/i);
});

test("a favourite added, then removed, stays removed after going back", async ({ page }) => {
  await page.goto(BLOUSE);
  await addButton(page).click();
  await expect(removeButton(page)).toBeVisible();
  await page.locator("header").getByRole("link", { name: "Shop now" }).click();
  await expect(page).toHaveURL(/\/collection$/);
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`${BLOUSE}$`));
  await removeButton(page).click();
  await expect(addButton(page)).toBeVisible();
  await page.locator("header").getByRole("link", { name: "Shop now" }).click();
  await expect(page).toHaveURL(/\/collection$/);
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`${BLOUSE}$`));
  await expect(addButton(page)).toHaveAttribute("aria-pressed", "false");
  expect(await favouriteNames(page)).not.toMatch(/Hedgehog Print/i);
});
