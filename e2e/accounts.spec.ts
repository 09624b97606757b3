import { expect, test, type Page } from "./support/shop-test";
import { suppressGuestPopup } from "./support/suppress-popup";

// One member goes through the whole account life: register, log out, log in, reset, profile,
// favourites. The tests share that member, so they run in order.
test.describe.configure({ mode: "serial" });
// A slow run must not meet the guest popup (it opens after 5 s over the Log in modal).
test.beforeEach(async ({ page }) => suppressGuestPopup(page));

const email = `e2e.member.${Date.now()}@example.com`;
const firstPassword = "first-password-1";
const newPassword = "second-password-2";

function field(scope: ReturnType<Page["getByRole"]>, label: string) {
  return scope.getByLabel(label, { exact: true });
}

async function openLogin(page: Page) {
  await page.goto("/account");
  const dialog = page.getByRole("dialog", { name: "Log in" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText("Welcome back. Enter your password to continue.")).toBeVisible();
  return dialog;
}

async function logIn(page: Page, password: string) {
  const dialog = await openLogin(page);
  await field(dialog, "Email *").fill(email);
  await field(dialog, "Password *").fill(password);
  await dialog.getByRole("button", { name: "Continue" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("button", { name: /^Hi / })).toBeVisible();
}

test("a guest on /account gets the Log in modal, registers, logs out and logs in; a wrong password shows the error", async ({
  page,
}) => {
  const login = await openLogin(page);
  await login.getByRole("button", { name: "Create an account" }).click();
  const register = page.getByRole("dialog", { name: "Register" });
  await expect(
    register.getByText(
      "Register for an Littlerobe account, please enter your email and choose a password below",
    ),
  ).toBeVisible();
  await field(register, "Email *").fill(email);
  await field(register, "Password *").fill(firstPassword);
  await field(register, "Confirm password *").fill(firstPassword);
  await register.getByRole("button", { name: "Continue" }).click();
  await expect(register).toBeHidden();
  await expect(page.getByRole("button", { name: "Hi there" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Your details" })).toBeVisible();

  await page.getByRole("button", { name: "Hi there" }).click();
  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("button", { name: "Hi there" })).toBeHidden();
  await page.goto("/account");
  await expect(page.getByRole("dialog", { name: "Log in" })).toBeVisible();

  const again = await openLogin(page);
  await field(again, "Email *").fill(email);
  await field(again, "Password *").fill("not-my-password");
  await again.getByRole("button", { name: "Continue" }).click();
  await expect(again.getByRole("alert")).toHaveText("Invalid email or password");
  await field(again, "Password *").fill(firstPassword);
  await again.getByRole("button", { name: "Continue" }).click();
  await expect(again).toBeHidden();
  await expect(page.getByRole("button", { name: "Hi there" })).toBeVisible();
});

test("a password reset through the e-mailed link sets a new password, once", async ({
  page,
  request,
}) => {
  const login = await openLogin(page);
  await login.getByRole("button", { name: "Forgot your password?" }).click();
  const reset = page.getByRole("dialog", { name: "Reset your password" });
  await expect(
    reset.getByText(
      "Enter your email below and details of how to reset your password will be sent to you.",
    ),
  ).toBeVisible();
  await field(reset, "Email *").fill(email);
  await reset.getByRole("button", { name: "Continue" }).click();
  await expect(reset.getByRole("button", { name: "Password reset email sent" })).toBeDisabled();
  // 'Back' returns to Log in (spec 2.6).
  await reset.getByRole("button", { name: "Back", exact: true }).click();
  await expect(reset).toBeHidden();
  await expect(
    page
      .getByRole("dialog", { name: "Log in" })
      .getByText("Welcome back. Enter your password to continue."),
  ).toBeVisible();

  const outbox = await request.get(`/api/dev/outbox?to=${encodeURIComponent(email)}`);
  expect(outbox.ok()).toBe(true);
  const { messages } = (await outbox.json()) as {
    messages: { subject: string; text: string; html: string }[];
  };
  expect(messages[0]?.subject).toBe("Reset your Littlerobe password");
  const link = /https?:\/\/\S+reset_token=\S+/.exec(messages[0]!.text)?.[0];
  expect(link).toBeDefined();
  expect(new URL(link!).pathname).toBe("/");

  await page.goto(link!);
  const choose = page.getByRole("dialog", { name: "Choose a new password" });
  await expect(choose).toBeVisible();
  await expect(page).not.toHaveURL(/reset_token/);
  await field(choose, "Password *").fill(newPassword);
  await field(choose, "Confirm password *").fill(newPassword);
  await choose.getByRole("button", { name: "Continue" }).click();
  await expect(
    choose.getByText("Your password has been changed. Please log in with your new password."),
  ).toBeVisible();

  // The link works once.
  await page.goto(link!);
  const reuse = page.getByRole("dialog", { name: "Choose a new password" });
  await field(reuse, "Password *").fill("third-password-3");
  await field(reuse, "Confirm password *").fill("third-password-3");
  await reuse.getByRole("button", { name: "Continue" }).click();
  await expect(reuse.getByRole("alert")).toHaveText("Invalid token");

  const old = await openLogin(page);
  await field(old, "Email *").fill(email);
  await field(old, "Password *").fill(firstPassword);
  await old.getByRole("button", { name: "Continue" }).click();
  await expect(old.getByRole("alert")).toHaveText("Invalid email or password");
  await logIn(page, newPassword);
});

test("the ACCOUNT form refuses invalid details, then saves valid ones and the stored postcode follows", async ({
  page,
}) => {
  await logIn(page, newPassword);
  const details = page.locator("section", {
    has: page.getByRole("heading", { name: "Your details" }),
  });
  await expect(details.getByText("* Required fields")).toBeVisible();
  await field(details, "Title").selectOption("Dr");
  await field(details, "First name *").fill("Alice");
  await field(details, "Last name *").fill("Walker");
  await field(details, "Little one's name *").fill("Bea");
  await field(details, "Contact number *").fill("not a number");
  await field(details, "Address line 1 *").fill("1 Test Street");
  await field(details, "City *").fill("London");
  await field(details, "Postcode *").fill("NOT A CODE");
  await field(details, "Country *").fill("United Kingdom");
  await details.getByRole("button", { name: "Save details" }).click();
  await expect(details.getByText("Please enter a valid contact number, (no spaces)")).toBeVisible();
  await expect(details.getByText("Please enter a valid postcode")).toBeVisible();

  await field(details, "Contact number *").fill("020-794-6095");
  await field(details, "Postcode *").fill("SW1A 1AA");
  await details.getByRole("button", { name: "Save details" }).click();
  await expect(details.getByText("Your details have been saved.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Hi Alice" })).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => window.localStorage.getItem("postcode")))
    .toBe("SW1A 1AA");

  await page.reload();
  await expect(
    field(
      page.locator("section", { has: page.getByRole("heading", { name: "Your details" }) }),
      "Little one's name *",
    ),
  ).toHaveValue("Bea");
});

test("a favourite set from the product page shows on /account", async ({ page }) => {
  await logIn(page, newPassword);
  await page.goto("/collection");
  await page.locator("a[href^='/products/']").first().click();
  await expect(page).toHaveURL(/\/products\//);
  const name = (await page.getByRole("heading", { level: 1 }).textContent())?.trim() ?? "";
  expect(name).not.toBe("");
  await page.getByRole("button", { name: "Add to favourites" }).click();
  await expect(page.getByRole("button", { name: "Remove from favourites" })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await page.goto("/account");
  await expect(page.getByTestId("account-favourites").filter({ visible: true })).toContainText(
    name,
  );
});
