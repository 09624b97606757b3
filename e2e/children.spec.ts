import { expect, test, type Page } from "./support/shop-test";
import { suppressGuestPopup } from "./support/suppress-popup";

// Issue 27, "The child, not only the account" (docs/growing.md): a family adds a child on /account
// and sees the size they wear now and the month of the next size; one tap on /collection lists
// only that size in stock; a product page preselects it.

const cards = (page: Page) => page.getByTestId("product-card").filter({ visible: true });

test.beforeEach(async ({ page }) => suppressGuestPopup(page));

test("a child added on /account gets a size, one tap on /collection shows that size in stock, a product page preselects it", async ({
  page,
  baseURL,
}) => {
  // A new family, signed in through the shop's own sign-up endpoint.
  const email = `children-${Date.now()}@example.com`;
  const signedUp = await page.request.post("/api/auth/sign-up/email", {
    data: { email, password: "children-password", name: "" },
    headers: { origin: baseURL! },
  });
  expect(signedUp.status(), await signedUp.text()).toBe(200);

  // Born on the 1st four months ago: 4 months old today, so 3-6 months until the 6-month birthday.
  const now = new Date();
  const born = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 4, 1));
  const sixMonths = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 2, 1));
  const nextMonth = new Intl.DateTimeFormat("en-GB", {
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).format(sixMonths);

  await page.goto("/account");
  const section = page.getByRole("region", { name: "Your children" });
  await section.getByRole("button", { name: "Add a child" }).click();
  const form = section.getByRole("form", { name: "Add a child" });
  // The rules are the server's: a name is required, the date may not be in the future.
  await form.getByLabel("Date of birth *").fill("2999-01-01");
  await form.getByRole("button", { name: "Add child" }).click();
  await expect(form.getByText("required field")).toBeVisible();
  await expect(form.getByText("A date of birth can't be in the future")).toBeVisible();

  await form.getByLabel("First name *").fill("Poppy");
  await form.getByLabel("Date of birth *").fill(born.toISOString().slice(0, 10));
  await form.getByRole("button", { name: "Add child" }).click();
  await expect(section.getByRole("status")).toHaveText("Poppy has been added.");
  const child = section.getByTestId("child").filter({ hasText: "Poppy" });
  await expect(child.getByTestId("child-size-now")).toHaveText("Wears 3-6 months now");
  await expect(child.getByTestId("child-next-size")).toHaveText(
    `Next size 6-9 months from ${nextMonth}`,
  );

  // /collection is the same page for everyone; the chip comes from the session in the browser.
  await page.goto("/collection");
  const chip = page.getByRole("link", { name: "Only Poppy's size: 3-6 months, in stock" });
  await chip.click();
  await expect(page).toHaveURL(/\/collection\/browse\?size=3-6-months&available=1$/);
  await expect(cards(page).first()).toContainText(/\d+ available in 3-6 months/);
  const shown = await cards(page).count();
  expect(shown).toBeGreaterThan(0);
  await expect(cards(page).filter({ hasText: /\d+ available in 3-6 months/ })).toHaveCount(shown);
  await expect(page.getByRole("link", { name: /Only Poppy's size/ })).toHaveAttribute(
    "aria-current",
    "true",
  );

  // The product page chooses Poppy's size until the visitor picks another.
  await cards(page).first().getByRole("link").first().click();
  await expect(page).toHaveURL(/\/products\//);
  await expect(page.getByRole("radio", { name: /^3-6 months/ })).toBeChecked();
  await expect(page.getByTestId("child-size-note")).toHaveText("We've chosen Poppy's size");
});
