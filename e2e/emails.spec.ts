import { expect, test } from "./support/shop-test";
import { DEMO_MEMBER, signIn, STAFF_MEMBER } from "./support/accounts";

// Issue 26: staff preview every e-mail with sample data at /admin/emails, and the outbox shows
// what was sent as the member sees it (the HTML in a sandboxed frame, tokens hidden).

test("staff preview every e-mail with sample data, drawn as a phone shows it", async ({
  page,
  baseURL,
}) => {
  await signIn(page.request, STAFF_MEMBER, baseURL!);
  const blocked: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) blocked.push(message.text());
  });
  await page.goto("/admin/emails");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("E-mails");
  const list = page.getByRole("main").getByRole("listitem");
  await expect(list).toHaveCount(21);
  for (const title of [
    "Order confirmation",
    "Dispatch with tracking",
    "Return label and reference",
    "Return received",
    "Plan change",
    "Pause",
    "Resume",
    "Cancellation (with undo)",
    "Failed payment",
    "Gift card (recipient)",
    "Gift card receipt (buyer)",
    "Back in stock",
  ])
    await expect(page.getByRole("link", { name: title, exact: true })).toBeVisible();

  await page.getByRole("link", { name: "Dispatch with tracking", exact: true }).click();
  await expect(page.getByTestId("email-subject")).toHaveText(
    "Your Littlerobe order 1042 is on its way",
  );
  const frame = page.getByTitle("Dispatch with tracking, with sample data");
  await expect(frame).toHaveAttribute("sandbox", "");
  const mail = page.frameLocator('[data-testid="email-html"]');
  await expect(mail.getByRole("heading", { name: "Your garments are on their way" })).toBeVisible();
  await expect(mail.getByRole("link", { name: "Track your parcel" })).toHaveAttribute(
    "href",
    "https://www.royalmail.com/track-your-item#/tracking-results/AB123456789GB",
  );
  await expect(mail.getByText("AB123456789GB", { exact: true })).toBeVisible();
  await expect(mail.getByText("Fox Romper")).toBeVisible();
  // Drawn inside a phone-wide frame: the e-mail's column fits it, nothing wider.
  const widths = await mail
    .locator("body")
    .evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
  expect(widths[0]).toBeLessThanOrEqual(widths[1]!);
  await expect(page.getByTestId("email-text")).toContainText("Tracking number: AB123456789GB");
  await expect(page.getByTestId("email-text")).toContainText(
    "Track your parcel: https://www.royalmail.com/track-your-item#/tracking-results/AB123456789GB",
  );

  await page.goto("/admin/emails/membership-cancelling");
  await expect(mail.getByRole("link", { name: "Undo my cancellation" })).toHaveAttribute(
    "href",
    /\/account$/,
  );
  expect(blocked).toEqual([]);

  // Not staff: the page does not exist.
  const guest = await page.context().browser()!.newContext({ baseURL });
  const visitor = await guest.newPage();
  expect((await visitor.goto("/admin/emails"))!.status()).toBe(404);
  await guest.close();
});

test("the outbox shows an e-mail as sent, its HTML in a sandboxed frame and its token hidden", async ({
  page,
  baseURL,
}) => {
  const reset = await page.request.post("/api/auth/request-password-reset", {
    data: { email: DEMO_MEMBER.email, redirectTo: "/" },
    headers: { origin: baseURL! },
  });
  expect(reset.status(), await reset.text()).toBe(200);

  await signIn(page.request, STAFF_MEMBER, baseURL!);
  await page.goto(`/admin/outbox?to=${encodeURIComponent(DEMO_MEMBER.email)}`);
  await page.getByRole("link", { name: "Reset your Littlerobe password" }).first().click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Reset your Littlerobe password",
  );
  const frame = page.getByTitle("Reset your Littlerobe password, as sent");
  await expect(frame).toHaveAttribute("sandbox", "");
  const mail = page.frameLocator('[data-testid="email-html"]');
  await expect(mail.getByRole("heading", { name: "Choose a new password" })).toBeVisible();
  await expect(mail.getByRole("link", { name: "Choose a new password" })).toHaveAttribute(
    "href",
    /reset_token=\[hidden\]$/,
  );
  await expect(page.getByText(/reset_token=\[hidden\]/)).toBeVisible();
});
