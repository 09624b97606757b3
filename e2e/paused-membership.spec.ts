import { expect, test } from "./support/shop-test";
import { publishSettings, signIn, STAFF_MEMBER } from "./support/accounts";
import { suppressGuestPopup } from "./support/suppress-popup";

test("while new members are paused, Register offers the waitlist instead (spec 4.3)", async ({
  page,
  playwright,
  baseURL,
}) => {
  await suppressGuestPopup(page);
  await page
    .context()
    .addCookies([
      { name: "littlerobe_consent", value: "v1.analytics-0.marketing-0", url: baseURL! },
    ]);
  const staff = await playwright.request.newContext({ baseURL });
  await signIn(staff, STAFF_MEMBER, baseURL!);
  try {
    await publishSettings(staff, { pauseNewMembers: true }, baseURL!);
    await page.goto("/about?paused-check=1"); // a URL of its own: no guest copy from the page cache
    await page.locator("header").getByRole("button", { name: "Login" }).click();
    await page
      .getByRole("dialog", { name: "Log in" })
      .getByRole("button", { name: "Create an account" })
      .click();
    const dialog = page.getByRole("dialog", { name: "Register" });
    await expect(
      dialog.getByText(
        "We're not taking new members just now. Join the waitlist and we'll let you know as soon as a place opens.",
      ),
    ).toBeVisible();
    await expect(dialog.getByLabel("Password", { exact: false })).toHaveCount(0);
    await dialog.getByLabel("Email", { exact: false }).first().fill("waiting.parent@example.co.uk");
    await dialog.getByRole("button", { name: "Join the waitlist" }).click();
    await expect(dialog.getByRole("button", { name: "Email subscribed!" })).toBeDisabled();
  } finally {
    await publishSettings(staff, { pauseNewMembers: false }, baseURL!);
    await staff.dispose();
  }
  await page.goto("/about?paused-check=2");
  await page.locator("header").getByRole("button", { name: "Login" }).click();
  await page
    .getByRole("dialog", { name: "Log in" })
    .getByRole("button", { name: "Create an account" })
    .click();
  await expect(
    page.getByRole("dialog", { name: "Register" }).getByLabel("Password *", { exact: true }),
  ).toBeVisible();
});
