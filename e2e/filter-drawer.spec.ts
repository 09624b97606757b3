import { expect, test, type Locator, type Page } from "./support/shop-test";
import { suppressGuestPopup } from "./support/suppress-popup";

// Issue 24 (decision 067): the phone's filter drawer is the browser's own modal dialog. Keyboard
// focus never reaches the page behind while it is open; Escape and a tap beside it close it and
// give focus back to 'Filter'; on a desktop the filters are a plain column, no dialog.

/** Where focus is: in the drawer, on the page behind it, or with the browser (nothing focused). */
const focusIn = (drawer: Locator) =>
  drawer.evaluate((element) =>
    element.contains(document.activeElement)
      ? "drawer"
      : !document.activeElement || document.activeElement === document.body
        ? "browser"
        : "page",
  );

async function openByKeyboard(page: Page) {
  const opener = page.getByRole("button", { name: "Filter", exact: true });
  await opener.focus();
  await page.keyboard.press("Enter");
  return opener;
}

test.describe("on a phone", () => {
  test.use({ viewport: { width: 375, height: 812 } });
  test.beforeEach(async ({ page }) => {
    await suppressGuestPopup(page);
  });

  test("keyboard focus stays in the open drawer, past its last control and before its first", async ({
    page,
  }) => {
    await page.goto("/collection");
    await openByKeyboard(page);
    const drawer = page.getByRole("dialog", { name: "Filters" });
    await expect(drawer.getByRole("navigation", { name: "Filters" })).toBeVisible();
    await expect(drawer.getByRole("checkbox", { name: "In stock only" })).toBeFocused();

    // Forward through every control and beyond: never on the page behind.
    const controls = await drawer
      .locator("a[href], button, summary")
      .filter({ visible: true })
      .count();
    let inside = 0;
    for (let i = 0; i < controls + 4; i++) {
      await page.keyboard.press("Tab");
      const where = await focusIn(drawer);
      expect(where, `after ${i + 1} Tab presses`).not.toBe("page");
      if (where === "drawer") inside++;
    }
    expect(inside).toBeGreaterThan(controls - 2);
    // And backwards from the first control.
    await drawer.getByRole("checkbox", { name: "In stock only" }).focus();
    for (let i = 0; i < 4; i++) {
      await page.keyboard.press("Shift+Tab");
      expect(await focusIn(drawer)).not.toBe("page");
    }
  });

  test("Escape and a tap beside the drawer close it, and focus goes back to 'Filter'", async ({
    page,
  }) => {
    await page.goto("/collection");
    const opener = await openByKeyboard(page);
    const drawer = page.getByRole("dialog", { name: "Filters" });
    await expect(drawer).toBeVisible();
    await expect(opener).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Escape");
    await expect(drawer).toBeHidden();
    await expect(opener).toBeFocused();
    await expect(opener).toHaveAttribute("aria-expanded", "false");

    await opener.click();
    await expect(drawer).toBeVisible();
    // The backdrop: the screen's left edge, beside the drawer (which takes at most 92 % of it).
    await page.mouse.click(5, 400);
    await expect(drawer).toBeHidden();
    await expect(opener).toBeFocused();
    // Closed for good: the page behind answers again.
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.closest("dialog"))).toBeNull();
  });
});

test("on a desktop the filters are a column beside the list, no dialog", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await suppressGuestPopup(page);
  await page.goto("/collection");
  const filters = page.getByRole("navigation", { name: "Filters" });
  await expect(filters).toBeVisible();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Filter", exact: true })).toBeHidden();
  await expect(filters.getByRole("button", { name: /^Show \d+ pieces?$/ })).toHaveCount(0);
  // A filter from the column: the list filters, still no dialog.
  await filters.getByRole("checkbox", { name: "12-18 months", exact: true }).click();
  await expect(page).toHaveURL(/size=12-18-months/);
  await expect(
    filters.getByRole("checkbox", { name: "12-18 months", exact: true }),
  ).toHaveAttribute("aria-checked", "true");
  await expect(page.getByRole("dialog")).toHaveCount(0);
});
