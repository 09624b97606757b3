import { expect, test, type Page } from "./support/shop-test";
import { hydrated } from "./support/hydrated";
import { openOnPausedClock, runUntilVisible } from "./support/paused-clock";
import { POPUP_DISMISSED_KEY, suppressGuestPopup } from "./support/suppress-popup";
import { watchRequests } from "./support/quiet-network";

// Texts of the demo 'popups' document (src/server/seed/content/popups-document.ts).
const REGULAR = { title: "Little wardrobes, big savings", button: "Sign me up" };
const CUSTOM = { title: "Join the waitlist", button: "Join the waitlist" };

const popup = (page: Page, name: "regularNewsletter" | "customNewsletter") =>
  page.getByRole("dialog").filter({ has: page.locator(`[data-popup="${name}"]`) });

/** Lets React render what the last timers started: it works between its own messages. */
const reactSettled = (page: Page) =>
  page.evaluate(async () => {
    for (let round = 0; round < 3; round += 1)
      await new Promise<void>((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve();
        channel.port2.postMessage(null);
      });
  });

/**
 * Moves the clock on by `ms` in all, letting the page handle what the steps started, so a popup
 * that opened on the way is on the page when this returns: React works between its own messages,
 * a modal's code loads when it first opens (real time, the clock held), and showing it takes a
 * few of the page's timers.
 */
async function runAndSettle(page: Page, ms: number) {
  const scripts = watchRequests(page, (request) => request.resourceType() === "script");
  const settle = () => reactSettled(page);
  const steps = async () => {
    for (let step = 0; step < 5; step += 1) {
      await settle();
      await page.clock.runFor(100);
    }
    await settle();
  };
  try {
    await page.clock.runFor(ms - 1000);
    await steps();
    await expect.poll(() => scripts.open()).toBe(0);
    await steps();
  } finally {
    scripts.stop();
  }
}

const fakeNow = (page: Page) => page.evaluate(() => Date.now());

test.describe("the guest newsletter popup (spec 2.7)", () => {
  test("opens after 5 seconds in the wide modal with the content of the popups document", async ({
    page,
  }) => {
    await openOnPausedClock(page, "/collection");
    const loaded = await fakeNow(page);
    await runAndSettle(page, 4900);
    await expect(page.locator("[data-popup]")).toHaveCount(0);

    const dialog = popup(page, "regularNewsletter");
    await runUntilVisible(page, dialog);
    expect((await fakeNow(page)) - loaded).toBeLessThanOrEqual(6500);
    await page.clock.resume();
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
    await openOnPausedClock(page, "/about");
    const dialog = popup(page, "regularNewsletter");
    await page.clock.runFor(5000);
    await runUntilVisible(page, dialog);
    // The form's own short delays run in real time again.
    await page.clock.resume();

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
    await openOnPausedClock(page, "/about");
    const dialog = popup(page, "regularNewsletter");
    await page.clock.runFor(5000);
    await runUntilVisible(page, dialog);
    await page.clock.resume();
    await page.getByRole("button", { name: "Close dialog" }).click();
    await expect(page.getByRole("dialog")).toHaveCount(0);
    expect(
      await page.evaluate((key) => window.localStorage.getItem(key), POPUP_DISMISSED_KEY),
    ).not.toBeNull();

    await page.reload();
    await hydrated(page);
    await runAndSettle(page, 6500);
    await expect(page.locator("[data-popup]")).toHaveCount(0);
  });

  test("does not open over a modal that is already open", async ({ page }) => {
    await openOnPausedClock(page, "/collection");
    // The header's cart label ('Wardrobe (0)' in the demo settings) opens the basket modal.
    await page
      .getByRole("banner")
      .getByRole("button", { name: /\(\d+\)$/ })
      .click();
    await runUntilVisible(page, page.getByRole("dialog"));
    await runAndSettle(page, 6500);
    await expect(page.locator("[data-popup]")).toHaveCount(0);
  });

  test("the suppressGuestPopup helper keeps it away", async ({ page }) => {
    await suppressGuestPopup(page);
    await openOnPausedClock(page, "/about");
    await runAndSettle(page, 6500);
    await expect(page.locator("[data-popup]")).toHaveCount(0);
  });
});

test.describe("the subscribe2023 waitlist popup (spec 2.7)", () => {
  test("opens at once instead of the guest popup, with the logo and the waitlist form", async ({
    page,
  }) => {
    await openOnPausedClock(page, "/?subscribe2023");
    const dialog = popup(page, "customNewsletter");
    await runUntilVisible(page, dialog);
    // The form's own short delays run in real time; the 5 s are run through below.
    await page.clock.resume();
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

    // Closing fades it out; 300 ms later the popup is removed and its state reset (spec 2.7).
    await page.clock.pauseAt((await fakeNow(page)) + 1000);
    await page.getByRole("button", { name: "Close dialog" }).click();
    await page.clock.runFor(299);
    await reactSettled(page);
    await expect(dialog.locator("[data-popup]")).toHaveClass(/closing/);
    await page.clock.runFor(1);
    await expect(page.getByRole("dialog")).toHaveCount(0);
    // Closing it does not bring the guest popup after 5 s.
    await runAndSettle(page, 6500);
    await expect(page.locator("[data-popup]")).toHaveCount(0);
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
