import { expect, test, type Page } from "./support/shop-test";
import { DEMO_MEMBER, signIn } from "./support/accounts";
import { seriousViolations } from "./support/axe";
import { suppressGuestPopup } from "./support/suppress-popup";

test.beforeEach(async ({ page }) => suppressGuestPopup(page));

async function firstProductPath(page: Page): Promise<string> {
  await page.goto("/collection");
  const href = await page
    .getByTestId("product-card")
    .first()
    .locator("a")
    .first()
    .getAttribute("href");
  expect(href).toMatch(/^\/products\//);
  return href!;
}

test.describe("no serious or critical axe violations", () => {
  test.beforeEach(async ({ context, baseURL }) => {
    await context.addCookies([
      { name: "littlerobe_consent", value: "v1.analytics-0.marketing-0", url: baseURL! },
    ]);
  });

  test("on every route", async ({ page }) => {
    test.setTimeout(150_000); // fourteen pages, each analysed in full
    const product = await firstProductPath(page);
    const found: Record<string, string[]> = {};
    for (const path of [
      "/",
      "/collection",
      product,
      "/about",
      "/how-it-works",
      "/contact",
      "/gifting",
      "/terms",
      "/checkout",
      "/account",
      "/size-guide",
      "/delivery",
      "/care",
      "/no-such-page",
    ]) {
      await page.goto(path);
      await page.getByRole("contentinfo").waitFor();
      const violations = await seriousViolations(page);
      if (violations.length > 0) found[path] = violations;
    }
    expect(found).toEqual({});
  });

  test("on the account page and with the basket open, for a signed-in member", async ({
    page,
    baseURL,
  }) => {
    await signIn(page.request, DEMO_MEMBER, baseURL!);
    await page.goto("/account");
    await page.getByRole("contentinfo").waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page
      .locator("header")
      .getByRole("button", { name: /^Wardrobe/ })
      .click();
    await page.getByRole("dialog", { name: "Summary of wardrobe" }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test("with the burger menu open and in the contact form's error state", async ({ page }) => {
    await page.goto("/contact");
    await page
      .locator("form.configured-form")
      .getByRole("button", { name: "Send message" })
      .click();
    await expect(page.locator(".form-field__error").first()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole("button", { name: "Menu" }).click();
    await expect(page.getByRole("navigation", { name: "Menu" })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});

test("the consent banner and its preferences dialog have no serious violations", async ({
  page,
}) => {
  await page.goto("/");
  await expect(page.getByRole("region", { name: "Cookie consent" })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole("button", { name: "Preferences" }).click();
  await expect(page.getByRole("dialog", { name: "Cookie preferences" })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test("the burger menu works from the keyboard", async ({ page, context, baseURL }) => {
  await context.addCookies([
    { name: "littlerobe_consent", value: "v1.analytics-0.marketing-0", url: baseURL! },
  ]);
  await page.goto("/");
  await page.keyboard.press("Tab"); // skip link
  await expect(page.getByRole("link", { name: "Skip to content" })).toBeFocused();
  await page.keyboard.press("Tab");
  const burger = page.getByRole("button", { name: "Menu" });
  await expect(burger).toBeFocused();
  await page.keyboard.press("Enter");
  const menu = page.getByRole("navigation", { name: "Menu" });
  await expect(menu).toBeVisible();
  await expect(menu.getByRole("link", { name: "Shop" })).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(menu.getByRole("link", { name: "About us" })).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(menu).toBeHidden();
  await expect(burger).toBeFocused();
  // Open again and follow a link with Enter (once the menu has taken focus, as a person would).
  await page.keyboard.press("Enter");
  await expect(menu.getByRole("link", { name: "Shop" })).toBeFocused();
  await page.keyboard.press("Tab");
  await page.keyboard.press("Tab");
  await expect(menu.getByRole("link", { name: "How it works" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/how-it-works$/);
  await expect(menu).toBeHidden();
});

test("the consent preferences work from the keyboard", async ({ page, context }) => {
  await page.goto("/");
  const banner = page.getByRole("region", { name: "Cookie consent" });
  await banner.getByRole("button", { name: "Preferences" }).focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Cookie preferences" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Close dialog" })).toBeFocused();
  // Essential is disabled, so Tab goes from the close button to Analytics, then Marketing.
  await page.keyboard.press("Tab");
  await expect(dialog.getByRole("checkbox", { name: "Analytics" })).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(dialog.getByRole("checkbox", { name: "Marketing" })).toBeFocused();
  await page.keyboard.press("Space");
  await expect(dialog.getByRole("checkbox", { name: "Marketing" })).toBeChecked();
  await page.keyboard.press("Tab");
  await expect(dialog.getByRole("button", { name: "Save preferences" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(dialog).toBeHidden();
  await expect(banner).toHaveCount(0);
  expect(
    (await context.cookies()).find((cookie) => cookie.name === "littlerobe_consent")?.value,
  ).toBe("v1.analytics-0.marketing-1");
});
