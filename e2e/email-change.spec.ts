import { expect, test, type APIRequestContext, type Page } from "./support/shop-test";
import { suppressGuestPopup } from "./support/suppress-popup";

// Issue 7: the profile e-mail changes only when the new address's owner opens the link we send,
// so nobody can hold an address that is not theirs.
const unique = () => `${Date.now()}.${Math.random().toString(36).slice(2, 8)}`;
const PASSWORD = "change-password-1";

async function register(request: APIRequestContext, email: string, baseURL: string) {
  const response = await request.post("/api/auth/sign-up/email", {
    data: { email, password: PASSWORD, name: "" },
    headers: { origin: baseURL },
  });
  expect(response.status(), await response.text()).toBe(200);
}

async function changeLink(request: APIRequestContext, to: string): Promise<string> {
  const outbox = await request.get(`/api/dev/outbox?to=${encodeURIComponent(to)}`);
  const { messages } = (await outbox.json()) as { messages: { subject: string; text: string }[] };
  expect(messages[0]?.subject).toBe("Confirm your new Littlerobe e-mail address");
  return /https?:\/\/\S+/.exec(messages[0]!.text)![0];
}

function details(page: Page) {
  return page.locator("section", { has: page.getByRole("heading", { name: "Your details" }) });
}

async function saveDetailsWithEmail(page: Page, email: string) {
  await page.goto("/account");
  const form = details(page);
  const field = (label: string) => form.getByLabel(label, { exact: true });
  await field("First name *").fill("Nora");
  await field("Last name *").fill("Field");
  await field("Little one's name *").fill("Ivy");
  await field("Email *").fill(email);
  await field("Contact number *").fill("020-794-6095");
  await field("Address line 1 *").fill("2 Test Street");
  await field("City *").fill("London");
  await field("Postcode *").fill("SW1A 1AA");
  await field("Country *").fill("United Kingdom");
  await form.getByRole("button", { name: "Save details" }).click();
}

test.beforeEach(async ({ page }) => suppressGuestPopup(page));

test("a new e-mail is sent a link; the account changes when it is opened", async ({
  page,
  baseURL,
}) => {
  const oldEmail = `e2e.change.${unique()}@example.com`;
  const newEmail = `e2e.changed.${unique()}@example.com`;
  await register(page.request, oldEmail, baseURL!);

  await saveDetailsWithEmail(page, newEmail);
  await expect(details(page).getByRole("status")).toHaveText(
    `Your details have been saved. We've sent a link to ${newEmail} — your e-mail changes when you open it.`,
  );
  await page.reload();
  await expect(details(page).getByLabel("Email *", { exact: true })).toHaveValue(oldEmail);
  await expect(details(page).getByLabel("First name *", { exact: true })).toHaveValue("Nora");

  await page.goto(await changeLink(page.request, newEmail));
  await expect(page).toHaveURL(/\/account\?email_change=done$/);
  await expect(details(page).getByRole("status")).toHaveText(
    "Your e-mail address has been changed.",
  );
  await expect(details(page).getByLabel("Email *", { exact: true })).toHaveValue(newEmail);

  // The log-in moved with the profile.
  const signIn = (email: string) =>
    page.request.post("/api/auth/sign-in/email", {
      data: { email, password: PASSWORD },
      headers: { origin: baseURL! },
    });
  expect((await signIn(oldEmail)).status()).toBe(401);
  expect((await signIn(newEmail)).status()).toBe(200);
});

test("naming someone else's address takes nothing: its owner registers, and the link is then refused", async ({
  page,
  browser,
  baseURL,
}) => {
  const squatter = `e2e.squatter.${unique()}@example.com`;
  const owner = `e2e.owner.${unique()}@example.com`;
  await register(page.request, squatter, baseURL!);
  await saveDetailsWithEmail(page, owner);
  await expect(details(page).getByRole("status")).toContainText(`We've sent a link to ${owner}`);

  // The owner registers, and saves their own details with their own e-mail.
  const ownerContext = await browser.newContext({ baseURL });
  const ownerPage = await ownerContext.newPage();
  await suppressGuestPopup(ownerPage);
  await register(ownerPage.request, owner, baseURL!);
  await saveDetailsWithEmail(ownerPage, owner);
  await expect(details(ownerPage).getByRole("status")).toHaveText("Your details have been saved.");
  await ownerContext.close();

  await page.goto(await changeLink(page.request, owner));
  await expect(page).toHaveURL(/\/account\?email_change=taken$/);
  await expect(details(page).getByRole("status")).toHaveText(
    "That e-mail address now belongs to another account, so yours has not changed.",
  );
  await expect(details(page).getByLabel("Email *", { exact: true })).toHaveValue(squatter);
});
