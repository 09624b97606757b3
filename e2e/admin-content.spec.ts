import { expect, test, type APIRequestContext, type Browser, type Page } from "./support/shop-test";
import { signIn, STAFF_MEMBER } from "./support/accounts";
import { suppressGuestPopup } from "./support/suppress-popup";

// Issue 12, the back office's content area: a page edited as a form, previewed and published;
// maintenance mode switched on and off; a contact message e-mailed to the shop and marked answered.
// A cold server on a busy machine takes its time over the first back-office pages.
test.describe.configure({ timeout: 90_000 });

const MAINTENANCE =
  "Our website is currently down for maintenance work. For any urgent queries, please get in touch via hello@littlerobe.co.uk";

type Json = Record<string, unknown>;

/** The about page's document as it was, put back (draft and published) whatever the test did. */
async function restorePage(staff: APIRequestContext, baseURL: string, original: Json) {
  const headers = { origin: baseURL };
  expect((await staff.put("/api/staff/content/page/about", { data: original, headers })).ok()).toBe(
    true,
  );
  expect((await staff.post("/api/staff/content/page/about/publish", { headers })).ok()).toBe(true);
}

async function switchMaintenance(staff: APIRequestContext, baseURL: string, on: boolean) {
  const response = await staff.post("/api/staff/content/switches", {
    data: { name: "maintenancemode", on },
    headers: { origin: baseURL },
  });
  expect(response.status(), await response.text()).toBe(200);
}

async function guestPage(browser: Browser, baseURL: string): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await suppressGuestPopup(page);
  return page;
}

/** 'Preview' on a content form: the draft opens in a new tab. */
async function openPreview(page: Page): Promise<Page> {
  const [preview] = await Promise.all([
    page.context().waitForEvent("page"),
    page.getByRole("button", { name: "Preview" }).click(),
  ]);
  return preview;
}

/** 'Publish' on a content form, its confirmation accepted. */
async function publish(page: Page) {
  page.once("dialog", (dialog) => void dialog.accept());
  await page.getByRole("button", { name: "Publish" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Published as version" })).toBeVisible();
}

test.beforeEach(async ({ page, baseURL }) => {
  await signIn(page.request, STAFF_MEMBER, baseURL!);
});

test("a staff member changes a page's text in the form, previews the draft, then publishes it", async ({
  page,
  browser,
  baseURL,
}) => {
  const current = await page.request.get("/api/staff/content/page/about");
  expect(current.status()).toBe(200);
  const original = ((await current.json()) as { published: Json }).published;
  const firstTitle = (original as { data: { slices: { title: string }[] } }).data.slices[0]!.title;
  const newTitle = `Our story, retold ${Date.now()}`;
  const guest = await guestPage(browser, baseURL!);
  try {
    await page.goto("/admin/content");
    await page.getByRole("link", { name: "About us" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page: About us");
    const section = page.getByRole("group", { name: "Section 1: Image and text" });
    await expect(section.getByLabel("Title", { exact: true })).toHaveValue(firstTitle);

    // The domain's check speaks beside the field, and nothing is saved.
    await page.getByLabel("Page title").fill("");
    await page.getByRole("button", { name: "Save draft" }).click();
    await expect(page.getByText("The page title is required")).toBeVisible();
    await expect(page.getByLabel("Page title")).toHaveAttribute("aria-invalid", "true");
    await page.getByLabel("Page title").fill("About us");

    await section.getByLabel("Title", { exact: true }).fill(newTitle);
    await page.getByRole("button", { name: "Save draft" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Draft saved" })).toBeVisible();

    // Preview: the draft in a new tab, with the preview bar.
    const preview = await openPreview(page);
    await expect(preview).toHaveURL(/\/about$/);
    await expect(preview.getByRole("heading", { name: newTitle })).toBeVisible();
    await expect(preview.getByRole("status").filter({ hasText: "Preview mode" })).toBeVisible();
    await preview.close();

    // A guest still sees the published page.
    await guest.goto("/about");
    await expect(guest.getByRole("heading", { name: firstTitle, exact: true })).toBeVisible();
    await expect(guest.getByText(newTitle)).toHaveCount(0);

    await publish(page);

    // Live at once for everyone: publishing renewed the cached page.
    await expect(async () => {
      await guest.goto("/about");
      await expect(guest.getByRole("heading", { name: newTitle })).toBeVisible({ timeout: 2000 });
    }).toPass({ timeout: 20_000 });
  } finally {
    await guest.context().close();
    await restorePage(page.request, baseURL!, original);
  }
});

test("a section is added, moved and removed in the form", async ({ page }) => {
  await page.goto("/admin/content/page/about");
  const sections = page.getByRole("group", { name: /^Section \d+:/ });
  const before = await sections.count();
  await page.getByLabel("New section's type").selectOption({ label: "Questions and answers" });
  await page.getByRole("button", { name: "Add section" }).click();
  const added = page.getByRole("group", {
    name: `Section ${before + 1}: Questions and answers`,
  });
  await expect(added).toBeVisible();
  await added
    .getByRole("button", { name: `Move Section ${before + 1}: Questions and answers up` })
    .click();
  await expect(
    page.getByRole("group", { name: `Section ${before}: Questions and answers` }),
  ).toBeVisible();
  // An empty question is refused beside its field; then the section is removed again unsaved.
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByText("The question is required")).toBeVisible();
  await page
    .getByRole("button", { name: `Remove Section ${before}: Questions and answers` })
    .click();
  await expect(sections).toHaveCount(before);
});

test("maintenance mode is switched on (only the logo and message for guests; the back office works) and off", async ({
  page,
  browser,
  baseURL,
}) => {
  const guest = await guestPage(browser, baseURL!);
  try {
    await page.goto("/admin/content/settings/settings");
    await expect(page.getByText("Maintenance mode is off")).toBeVisible();
    page.once("dialog", (dialog) => void dialog.accept());
    await page.getByRole("button", { name: "Switch maintenance mode on" }).click();
    await expect(page.getByText("Maintenance mode is now on.")).toBeVisible();
    await expect(page.getByText("Maintenance mode is on", { exact: false }).first()).toBeVisible();

    await guest.goto("/collection");
    await expect(guest.locator("body")).toContainText(MAINTENANCE);
    await expect(guest.getByRole("img", { name: "Littlerobe" })).toBeVisible();
    await expect(guest.getByTestId("product-card")).toHaveCount(0);

    // The back office is not behind the maintenance page.
    await page.goto("/admin/messages");
    await expect(page.getByRole("heading", { name: "Contact messages" })).toBeVisible();

    await page.goto("/admin/content/settings/settings");
    page.once("dialog", (dialog) => void dialog.accept());
    await page.getByRole("button", { name: "Switch maintenance mode off" }).click();
    await expect(page.getByText("Maintenance mode is now off.")).toBeVisible();

    await guest.goto("/collection");
    await expect(guest.getByTestId("product-card").first()).toBeVisible();
  } finally {
    // Always off again, or every later spec sees the maintenance page.
    await switchMaintenance(page.request, baseURL!, false);
    await guest.context().close();
  }
});

test("a visitor's contact message reaches the shop's inbox and staff mark it answered", async ({
  page,
  browser,
  baseURL,
}) => {
  const subject = `Twin sizes ${Date.now()}`;
  const guest = await guestPage(browser, baseURL!);
  try {
    await guest.goto("/contact");
    const form = guest.getByRole("region", { name: "Send us a message" });
    await form.getByLabel("First name", { exact: false }).fill("Priya");
    await form.getByLabel("Email", { exact: false }).fill("priya@example.co.uk");
    await form.getByLabel("Subject", { exact: false }).fill(subject);
    await form.getByLabel("Message", { exact: false }).fill("Do you have matching 6-9m outfits?");
    await form.getByRole("button", { name: "Send message" }).click();
    await expect(guest.getByRole("status")).toContainText("Thank you, Priya.");
  } finally {
    await guest.context().close();
  }

  // The queue's job e-mails it to the shop's address, the visitor's address as Reply-To.
  await expect(async () => {
    await page.goto(`/admin/outbox?subject=${encodeURIComponent(subject)}`);
    await expect(page.getByRole("row").filter({ hasText: "hello@littlerobe.co.uk" })).toHaveCount(
      1,
    );
  }).toPass({ timeout: 30_000 });
  await page.getByRole("link", { name: new RegExp(subject) }).click();
  await expect(page.getByText("priya@example.co.uk").first()).toBeVisible();
  await expect(page.getByText("Do you have matching 6-9m outfits?")).toBeVisible();

  await page.goto(`/admin/messages?filter=open&q=${encodeURIComponent(subject)}`);
  await page.getByRole("link", { name: subject }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(subject);
  await page.getByRole("button", { name: "Mark answered" }).click();
  await expect(page.getByText(`by ${STAFF_MEMBER.email}`)).toBeVisible();
  await expect(page.getByRole("button", { name: "Mark answered" })).toHaveCount(0);

  await page.goto(`/admin/messages?filter=answered&q=${encodeURIComponent(subject)}`);
  await expect(page.getByRole("link", { name: subject })).toBeVisible();
});

test("a staff member starts a new page: the address is checked, the draft opens in the page form, and once published it is on the shop at its address", async ({
  page,
  browser,
  baseURL,
}) => {
  const stamp = Date.now().toString(36);
  await page.goto("/admin/content");
  const form = page.getByRole("form", { name: "Add a page" });
  await form.getByLabel("Title").fill(`Our story ${stamp}`);
  await form.getByLabel("Address").fill("Our Story");
  await form.getByRole("button", { name: "New page" }).click();
  await expect(form.getByText("Use lower-case letters, digits and single hyphens")).toBeVisible();
  await expect(form.getByLabel("Address")).toHaveAttribute("aria-invalid", "true");

  await form.getByLabel("Address").fill(`our-story-${stamp}`);
  await form.getByRole("button", { name: "New page" }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/content/page/our-story-${stamp}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Page: Our story ${stamp}`);
  await expect(page.getByLabel("Page title")).toHaveValue(`Our story ${stamp}`);

  // The same address again is refused, beside the field.
  await page.goto("/admin/content");
  await form.getByLabel("Title").fill("Again");
  await form.getByLabel("Address").fill(`our-story-${stamp}`);
  await form.getByRole("button", { name: "New page" }).click();
  await expect(form.getByText("A page already has this address.").first()).toBeVisible();

  // Unpublished, the address is not found by a guest; staff preview the draft there.
  const address = `/our-story-${stamp}`;
  const guest = await guestPage(browser, baseURL!);
  try {
    const before = await guest.goto(address);
    expect(before?.status()).toBe(404);
    // The shop's frame once, around the message.
    await expect(guest.getByRole("heading", { level: 1 })).toHaveText("Page not found");
    await expect(guest.locator("header")).toHaveCount(1);

    await page.goto(`/admin/content/page/our-story-${stamp}`);
    const preview = await openPreview(page);
    await expect(preview).toHaveURL(new RegExp(`${address}$`));
    await expect(preview.getByRole("heading", { level: 1 })).toHaveText(`Our story ${stamp}`);
    await preview.close();

    await publish(page);

    // Published: on the shop at its address for everyone, and in the sitemap.
    await expect(async () => {
      const response = await guest.goto(address);
      expect(response?.status()).toBe(200);
      await expect(guest.getByRole("heading", { level: 1 })).toHaveText(`Our story ${stamp}`, {
        timeout: 2000,
      });
    }).toPass({ timeout: 20_000 });
    const sitemap = await (await guest.request.get("/sitemap.xml")).text();
    expect(sitemap).toContain(`${baseURL}${address}</loc>`);
  } finally {
    await guest.context().close();
  }
});
