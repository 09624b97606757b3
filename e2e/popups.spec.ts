import { expect, test, type Page } from "@playwright/test";
import { POPUP_DISMISSED_KEY, suppressGuestPopup } from "./support/suppress-popup";

// Texts of the demo 'popups' document (src/server/seed/content/popups-document.ts).
const REGULAR = { title: "Little wardrobes, big savings", button: "Sign me up" };
const CUSTOM = { title: "Join the waitlist", button: "Join the waitlist" };

const popup = (page: Page, name: "regularNewsletter" | "customNewsletter") =>
  page.getByRole("dialog").filter({ has: page.locator(`[data-popup="${name}"]`) });

async function waitUntil(start: number, ms: number, page: Page) {
  const left = start + ms - Date.now();
  if (left > 0) await page.waitForTimeout(left);
}

test.describe("the guest newsletter popup (spec 2.7)", () => {
  test("opens after 5 seconds in the wide modal with the content of the popups document", async ({
    page,
  }) => {
    await page.goto("/collection");
    const loaded = Date.now();
    await waitUntil(loaded, 4000, page);
    await expect(page.getByRole("dialog")).toHaveCount(0);

    const dialog = popup(page, "regularNewsletter");
    await expect(dialog).toBeVisible({ timeout: loaded + 6500 - Date.now() });
    await expect(dialog.getByRole("heading", { name: REGULAR.title })).toBeVisible();
    await expect(dialog.getByText(/Sign up to our newsletter for new arrivals/)).toBeVisible();
    await expect(dialog.getByRole("img", { name: /white baby-grow/ })).toBeVisible();
    await expect(page.locator(".modal--with-image")).toBeVisible();
    // The plain newsletter form: email only.
    await expect(dialog.getByLabel("Email")).toBeVisible();
    await expect(dialog.getByLabel("Name")).toHaveCount(0);
  });

  test("shows the email messages, then 'Email subscribed!' on a disabled button", async ({
    page,
  }) => {
    await page.goto("/about");
    const dialog = popup(page, "regularNewsletter");
    await expect(dialog).toBeVisible({ timeout: 8000 });

    await dialog.getByRole("button", { name: REGULAR.button }).click();
    await expect(dialog.getByText("Please enter an email address")).toBeVisible();
    await dialog.getByLabel("Email").fill("not-an-email");
    await expect(dialog.getByText("Please enter a valid email address")).toBeVisible();

    await dialog.getByLabel("Email").fill("popup.guest@example.com");
    await dialog.getByRole("button", { name: REGULAR.button }).click();
    const done = dialog.getByRole("button", { name: "Email subscribed!" });
    await expect(done).toBeVisible();
    await expect(done).toBeDisabled();
  });

  test("once closed it does not open again in this browser", async ({ page }) => {
    await page.goto("/about");
    const dialog = popup(page, "regularNewsletter");
    await expect(dialog).toBeVisible({ timeout: 8000 });
    await page.getByRole("button", { name: "Close dialog" }).click();
    await expect(page.getByRole("dialog")).toHaveCount(0);
    expect(
      await page.evaluate((key) => window.localStorage.getItem(key), POPUP_DISMISSED_KEY),
    ).not.toBeNull();

    await page.reload();
    await page.waitForTimeout(6500);
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });

  test("does not open over a modal that is already open", async ({ page }) => {
    await page.goto("/collection");
    const loaded = Date.now();
    // The header's cart label ('Wardrobe (0)' in the demo settings) opens the basket modal.
    await page
      .getByRole("banner")
      .getByRole("button", { name: /\(\d+\)$/ })
      .click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await waitUntil(loaded, 6500, page);
    await expect(page.locator("[data-popup]")).toHaveCount(0);
  });

  test("the suppressGuestPopup helper keeps it away", async ({ page }) => {
    await suppressGuestPopup(page);
    await page.goto("/about");
    await page.waitForTimeout(6500);
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });
});

test.describe("the subscribe2023 waitlist popup (spec 2.7)", () => {
  test("opens at once instead of the guest popup, with the logo and the waitlist form", async ({
    page,
  }) => {
    await page.goto("/?subscribe2023");
    const loaded = Date.now();
    const dialog = popup(page, "customNewsletter");
    await expect(dialog).toBeVisible({ timeout: 2000 });
    await expect(dialog.getByRole("img", { name: "Littlerobe" })).toBeVisible();
    await expect(dialog.getByRole("heading", { name: CUSTOM.title })).toBeVisible();
    for (const label of ["Email", "Name", "Postcode", "Little one's date of birth"]) {
      await expect(dialog.getByLabel(label)).toBeVisible();
    }

    await dialog.getByLabel("Email").fill("waitlist.guest@example.com");
    await dialog.getByLabel("Name").fill("Grace");
    await dialog.getByLabel("Postcode").fill("SW1A 1AA");
    await dialog.getByLabel("Little one's date of birth").fill("2025-03-14");
    await dialog.getByRole("button", { name: CUSTOM.button }).click();
    await expect(dialog.getByRole("button", { name: "Email subscribed!" })).toBeDisabled();

    // Closing it does not bring the guest popup after 5 s.
    await page.getByRole("button", { name: "Close dialog" }).click();
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await waitUntil(loaded, 6500, page);
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });

  test("the waitlist form validates only the email", async ({ page }) => {
    await page.goto("/about?subscribe2023");
    const dialog = popup(page, "customNewsletter");
    await expect(dialog).toBeVisible({ timeout: 2000 });
    await dialog.getByLabel("Email").fill("wrong@");
    await dialog.getByLabel("Postcode").fill("not a postcode");
    await dialog.getByRole("button", { name: CUSTOM.button }).click();
    await expect(dialog.getByText("Please enter a valid email address")).toBeVisible();
    await expect(dialog.getByText("Please enter a valid postcode")).toHaveCount(0);
  });
});

test("enableTest stores displayFull=true in local storage", async ({ page }) => {
  await suppressGuestPopup(page);
  await page.goto("/collection?enableTest");
  await expect
    .poll(() => page.evaluate(() => window.localStorage.getItem("displayFull")))
    .toBe("true");
});
