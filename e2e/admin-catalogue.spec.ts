import { expect, test, type Page } from "./support/shop-test";
import { signIn, STAFF_MEMBER } from "./support/accounts";
import { seriousViolations } from "./support/axe";
import { suppressGuestPopup } from "./support/suppress-popup";

// Issue 12, the catalogue: a staff member edits a product in the back office and the shop's
// product page and /collection show it at once; a new product with a variant and an image, once
// published, is in the shop. The demo product edited is put back as it was.

const DEMO_SLUG = "scalloped-cotton-jersey-dress";

// A 1×1 PNG.
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);

const card = (page: Page, name: string) =>
  page.getByTestId("product-card").filter({ visible: true }).filter({ hasText: name });

async function openAdminProduct(page: Page, search: string) {
  await page.goto(`/admin/products?q=${encodeURIComponent(search)}`);
  await page.getByRole("table").getByRole("link").first().click();
  await expect(page.getByRole("button", { name: "Save product" })).toBeVisible();
}

async function saveProduct(page: Page) {
  await page.getByRole("button", { name: "Save product" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Product saved" })).toBeVisible();
}

test.beforeEach(async ({ page, baseURL }) => {
  // Several back-office pages and saves in one test, on a busy shared machine.
  test.slow();
  await suppressGuestPopup(page);
  await signIn(page.request, STAFF_MEMBER, baseURL!);
});

test("a staff member edits a product's name and an accordion; the shop shows it at once", async ({
  page,
}) => {
  await openAdminProduct(page, DEMO_SLUG);
  const name = page.getByLabel("Name", { exact: true });
  const accordionTitle = page.getByLabel("Accordion 1 title");
  const accordionText = page.getByLabel("Accordion 1 text");
  const original = {
    name: await name.inputValue(),
    title: await accordionTitle.inputValue(),
    text: await accordionText.inputValue(),
  };
  const newName = `${original.name} (staff edit ${Date.now()})`;
  try {
    // Both shop pages are cached before the change.
    await page.goto(`/products/${DEMO_SLUG}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(original.name);
    await page.goto("/collection");
    await expect(card(page, original.name)).toBeVisible();

    await openAdminProduct(page, DEMO_SLUG);
    await name.fill(newName);
    await accordionTitle.fill("Staff note");
    await accordionText.fill("Edited in the back office.");
    await saveProduct(page);

    await page.goto(`/products/${DEMO_SLUG}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(newName, { timeout: 1_000 });
    await page.getByText("Staff note").click();
    await expect(page.getByText("Edited in the back office.")).toBeVisible();
    await page.goto("/collection");
    await expect(card(page, newName)).toBeVisible({ timeout: 1_000 });
  } finally {
    await openAdminProduct(page, DEMO_SLUG);
    await name.fill(original.name);
    await accordionTitle.fill(original.title);
    await accordionText.fill(original.text);
    await saveProduct(page);
  }
  await page.goto(`/products/${DEMO_SLUG}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(original.name);
});

test("a staff member creates a product with a variant and an image, publishes it and finds it on /collection", async ({
  page,
}) => {
  const stamp = Date.now();
  const name = `Catalogue Test Pinafore ${stamp}`;
  await page.goto("/admin/products");
  expect(await seriousViolations(page, "#admin-main")).toEqual([]);
  await page.getByRole("link", { name: "New product" }).click();
  await page.getByLabel("Name", { exact: true }).fill(name);
  await expect(page.getByLabel(/^Slug/)).toHaveValue(`catalogue-test-pinafore-${stamp}`);
  await page.getByLabel("RRP (£)").fill("28.00");
  // First in the collection, so the test need not scroll through the demo products.
  await page.getByLabel(/^Order in the collection/).fill("-100000");
  await page.getByRole("button", { name: "Create product" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
  await expect(page.getByText("Status: Draft")).toBeVisible();

  try {
    const newVariant = page.getByRole("form", { name: "new variant" });
    await newVariant.getByLabel("SKU").fill(`CTP-${stamp}`);
    await newVariant.getByLabel("Size").selectOption({ index: 1 });
    await newVariant.getByLabel("Stock").fill("3");
    await newVariant.getByRole("button", { name: "Add variant" }).click();
    await expect(page.getByRole("heading", { name: `Variant CTP-${stamp}` })).toBeVisible();

    // A garment of the variant, by barcode, straight into storage: one more to rent.
    const garments = page.getByRole("form", { name: `Add garments of CTP-${stamp}` });
    await garments.getByLabel(/^Barcodes of/).fill(`CTP-BC-${stamp}`);
    await garments.getByRole("button", { name: `Add garments of CTP-${stamp}` }).click();
    await expect(garments.getByRole("status")).toHaveText(
      `1 garment added. Stock of CTP-${stamp} is now 4.`,
    );

    // A variant with a garment cannot be deleted: staff are told to set its stock to 0 instead.
    page.once("dialog", (dialog) => void dialog.accept());
    await page.getByRole("button", { name: `Delete variant CTP-${stamp}` }).click();
    await expect(page.getByRole("alert").filter({ hasText: "cannot be deleted" })).toHaveText(
      "This variant cannot be deleted: it has 1 garment. Set its stock to 0 instead, so the shop stops offering it.",
    );
    await expect(page.getByRole("heading", { name: `Variant CTP-${stamp}` })).toBeVisible();

    await page
      .getByLabel(/^Add an image/)
      .setInputFiles({ name: "pinafore.png", mimeType: "image/png", buffer: PNG });
    await expect(page.getByRole("img", { name: `${name}, image 1` })).toBeVisible();

    // A file that is not an image is refused, with the reason.
    await page
      .getByLabel(/^Add an image/)
      .setInputFiles({ name: "notes.png", mimeType: "image/png", buffer: Buffer.from("hello") });
    await expect(page.getByRole("region", { name: "Images" }).getByRole("alert")).toContainText(
      "Only PNG, JPEG or WebP images",
    );

    // The product page, with a variant and an image, passes the accessibility checks.
    expect(await seriousViolations(page, "#admin-main")).toEqual([]);

    await page.getByRole("button", { name: "Publish" }).click();
    await expect(page.getByText("Status: Published")).toBeVisible();

    await page.goto("/collection");
    await expect(card(page, name)).toBeVisible({ timeout: 1_000 });
    await expect(card(page, name)).toContainText("4 available");
    await card(page, name).getByRole("link").first().click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
    await expect(page.getByRole("img", { name: `${name}, picture 1` })).toBeVisible();
  } finally {
    // Out of the shop again, so other tests see only the demo catalogue.
    await page.goto("/admin/products?q=" + encodeURIComponent(name));
    await page.getByRole("link", { name }).click();
    page.once("dialog", (dialog) => void dialog.accept());
    await page.getByRole("button", { name: "Delete product" }).click();
    await expect(page.getByText("Status: Deleted")).toBeVisible();
  }
  await page.goto("/collection");
  await expect(card(page, name)).toHaveCount(0);
});
