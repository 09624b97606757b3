import { expect, test, type Page } from "./support/shop-test";
import { signIn, STAFF_MEMBER } from "./support/accounts";
import { suppressGuestPopup } from "./support/suppress-popup";
import { hydrated } from "./support/hydrated";

test.beforeEach(async ({ page, context, baseURL }) => {
  await suppressGuestPopup(page);
  await context.addCookies([
    { name: "littlerobe_consent", value: "v1.analytics-0.marketing-0", url: baseURL! },
  ]);
});

/**
 * Tabs through the dialog and checks focus never reaches the page behind it. The modal is a native
 * modal <dialog> (issue 24): past its last control Tab may leave for the browser's own controls
 * (here: no element of the page has focus) and comes back into the dialog, never to the page.
 */
async function expectFocusTrapped(page: Page, dialogName: string, presses = 12) {
  const dialog = page.getByRole("dialog", { name: dialogName });
  let inside = 0;
  for (let i = 0; i < presses; i++) {
    await page.keyboard.press(i % 3 === 2 ? "Shift+Tab" : "Tab");
    const where = await dialog.evaluate((el) =>
      el.contains(document.activeElement)
        ? "dialog"
        : !document.activeElement || document.activeElement === document.body
          ? "browser"
          : "page",
    );
    expect(where).not.toBe("page");
    if (where === "dialog") inside++;
  }
  expect(inside).toBeGreaterThan(presses / 2);
}

test("the Log in modal opens from the keyboard, traps focus, and Escape returns focus to the header", async ({
  page,
}) => {
  await page.goto("/about");
  const login = page.locator("header").getByRole("button", { name: "Login" });
  // The header holds the button's place, disabled, until the browser knows who is browsing.
  await expect(login).toBeEnabled();
  await login.focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Log in" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText("Welcome back. Enter your password to continue.")).toBeVisible();
  await expectFocusTrapped(page, "Log in");
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(login).toBeFocused();
});

test("the basket modal is keyboard-operable: 'Close' button, focus trapped, closes on Escape and on a click outside", async ({
  page,
}) => {
  await page.goto("/collection");
  const cart = page.locator("header").getByRole("button", { name: /^Wardrobe/ });
  await cart.focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Summary of wardrobe" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Close", exact: true })).toBeVisible();
  await expectFocusTrapped(page, "Summary of wardrobe");
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await cart.click();
  await expect(dialog).toBeVisible();
  await page.mouse.click(5, 5); // on the overlay, outside the modal
  await expect(dialog).toBeHidden();
});

test("a field's error shows only once it has been touched", async ({ page }) => {
  await page.goto("/contact");
  const form = page.getByRole("region", { name: "Send us a message" }).locator("form");
  const firstName = form.getByLabel("First name *", { exact: true });
  const firstNameField = form
    .locator(".form-field")
    .filter({ has: page.getByLabel("First name *", { exact: true }) });
  await expect(form.locator(".form-field__error")).toHaveCount(0);
  // Focus and blur are React's to see only once the page is interactive (the form works without
  // JavaScript too): try again until it is.
  await expect(async () => {
    // Only first name is ever left: a retry must not touch (and so show the error of) another field.
    await firstName.focus();
    await firstName.blur();
    await expect(firstNameField.locator(".form-field__error")).toHaveText("required field", {
      timeout: 1_000,
    });
  }).toPass();
  await expect(form.locator(".form-field__error")).toHaveCount(1);
});

test("submission waits 400 ms after submit before anything is sent", async ({ page }) => {
  await page.goto("/contact");
  // Typed before React hydrates the form, a field can be emptied by it (a busy machine's flake).
  await hydrated(page);
  const form = page.getByRole("region", { name: "Send us a message" }).locator("form");
  await form.getByLabel("First name *", { exact: true }).fill("Amara");
  await form.getByLabel("Email *", { exact: true }).fill("amara@example.co.uk");
  await form.getByLabel("Subject *", { exact: true }).fill("Delivery days");
  await form.getByLabel("Message *", { exact: true }).fill("Do you deliver on Saturdays?");
  let sentAt = 0;
  page.on("request", (request) => {
    if (request.method() === "POST" && !sentAt) sentAt = Date.now();
  });
  const clickedAt = Date.now();
  await form.getByRole("button", { name: "Send message" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Thank you" })).toBeVisible();
  expect(sentAt - clickedAt).toBeGreaterThanOrEqual(380);
});

test("a select with a value has a small clear button that empties it", async ({
  page,
  baseURL,
}) => {
  await signIn(page.request, STAFF_MEMBER, baseURL!);
  await page.goto("/account");
  const details = page.locator("section", {
    has: page.getByRole("heading", { name: "Your details" }),
  });
  const title = details.getByLabel("Title", { exact: true });
  await title.selectOption("");
  await expect(details.getByRole("button", { name: "Clear Title" })).toHaveCount(0);
  await title.selectOption("Ms");
  await details.getByRole("button", { name: "Clear Title" }).click();
  await expect(title).toHaveValue("");
  await expect(details.getByRole("button", { name: "Clear Title" })).toHaveCount(0);
});
