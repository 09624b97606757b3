import { expect, test, type APIRequestContext, type Page } from "./support/shop-test";
import { DEMO_MEMBER, signIn, STAFF_MEMBER } from "./support/accounts";
import { runJobsAt } from "./support/dev-jobs";
import { suppressGuestPopup } from "./support/suppress-popup";

// Issue 26, "Stock in my child's size": the listing in the chosen size, 'Tell me when it's back',
// and the pictures that follow the chosen colour (zoomable; staff upload them per colour).

// Demo shop (deterministic seed): the pyjama set's Mustard 12-18 months has none in stock.
const PYJAMAS_SLUG = "meadow-floral-bamboo-pyjama-set";
const PYJAMAS = `/products/${PYJAMAS_SLUG}`;
// A 1×1 PNG: each upload is stored under its own new path, which is what the test follows.
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);

const sizeRadio = (page: Page, name: string) =>
  page.getByRole("radio", { name: new RegExp(`^${name}`) });
const cards = (page: Page) => page.getByTestId("product-card").filter({ visible: true });

interface Variant {
  id: number;
  stock: number;
  size: { name: string } | null;
  color: { name: string } | null;
}

async function pyjamaVariant(request: APIRequestContext, colour: string, size: string) {
  const ids = Array.from({ length: 100 }, (_, i) => i + 1).join(",");
  const answer = await request.get(`/api/catalogue/availability?product_ids=${ids}`);
  const { products } = (await answer.json()) as {
    products: { id: number; slug: string; name: string; product_variants: Variant[] }[];
  };
  const product = products.find((p) => p.slug === PYJAMAS_SLUG)!;
  const variant = product.product_variants.find(
    (v) => v.color?.name === colour && v.size?.name === size,
  )!;
  return { product, variant };
}

test.beforeEach(async ({ page }) => suppressGuestPopup(page));

test("with a size chosen, 'In stock only' lists only garments in stock in that size, and each card says so", async ({
  page,
}) => {
  await page.goto("/collection");
  const filters = page.getByRole("navigation", { name: "Filters" });
  await filters.getByRole("checkbox", { name: "12-18 months" }).click();
  await expect(page).toHaveURL(/size=12-18-months/);
  // Without 'In stock only' a garment sold out in the size is listed, and its card says so.
  await expect(cards(page).filter({ hasText: "Sold out in 12-18 months" }).first()).toBeVisible();
  const soldOut = await cards(page).filter({ hasText: "Sold out in 12-18 months" }).count();
  expect(soldOut).toBeGreaterThan(0);

  await filters.getByRole("checkbox", { name: "In stock only" }).click();
  await expect(page).toHaveURL(/available=1/);
  await expect(cards(page).first()).toContainText(/\d+ available in 12-18 months/);
  const shown = await cards(page).count();
  expect(shown).toBeGreaterThan(0);
  await expect(cards(page).filter({ hasText: /\d+ available in 12-18 months/ })).toHaveCount(shown);
  await expect(cards(page).filter({ hasText: "Sold out" })).toHaveCount(0);
});

test("a sold-out size offers 'Tell me when it's back'; one e-mail goes out when staff restock it", async ({
  page,
  playwright,
  baseURL,
}) => {
  const email = `back-${Date.now()}@example.com`;
  const staff = await playwright.request.newContext({ baseURL });
  await signIn(staff, STAFF_MEMBER, baseURL!);
  const { product, variant } = await pyjamaVariant(staff, "Mustard", "12-18 months");
  expect(variant.stock).toBe(0);
  const setStock = async (stock: number) =>
    expect(
      (
        await staff.patch(`/api/staff/variants/${variant.id}`, {
          data: { stock },
          headers: { origin: baseURL! },
        })
      ).status(),
    ).toBe(200);

  try {
    await page.goto(PYJAMAS);
    await page.getByRole("radio", { name: /^Mustard/ }).check();
    await sizeRadio(page, "12-18 months").check();
    const offer = page.getByRole("form", { name: "Tell me when it's back: 12-18 months" });
    await expect(offer).toContainText(
      "12-18 months is sold out. We can e-mail you once when it's back.",
    );
    await offer.getByRole("button", { name: "Tell me when it's back" }).click();
    await expect(offer.getByRole("status")).toHaveText("Enter your e-mail address");
    await offer.getByLabel("Your e-mail address").fill(email);
    await offer.getByRole("button", { name: "Tell me when it's back" }).click();
    await expect(offer.getByRole("status")).toHaveText(
      `We'll e-mail ${email} once when this size is back.`,
    );

    const outbox = async () =>
      (
        (await (
          await page.request.get(`/api/dev/outbox?to=${encodeURIComponent(email)}`)
        ).json()) as {
          messages: { subject: string; text: string }[];
        }
      ).messages;
    await runJobsAt(page, new Date());
    expect(await outbox()).toHaveLength(0);

    await setStock(2);
    await runJobsAt(page, new Date());
    const sent = await outbox();
    expect(sent.map((m) => m.subject)).toEqual([`${product.name} in 12-18 months is back`]);
    expect(sent[0]!.text).toContain(`/products/${PYJAMAS_SLUG}`);

    // Sold out and back again: the request was answered once.
    await setStock(0);
    await setStock(1);
    await runJobsAt(page, new Date());
    expect(await outbox()).toHaveLength(1);
  } finally {
    await setStock(0);
    await staff.dispose();
  }
});

test("a member asks with one tap, at their account's address", async ({ page, baseURL }) => {
  await signIn(page.request, DEMO_MEMBER, baseURL!);
  await page.goto(PYJAMAS);
  await page.getByRole("radio", { name: /^Mustard/ }).check();
  await sizeRadio(page, "12-18 months").check();
  const offer = page.getByRole("form", { name: "Tell me when it's back: 12-18 months" });
  await expect(offer).toContainText(`We'll write to ${DEMO_MEMBER.email}.`);
  await expect(offer.getByLabel("Your e-mail address")).toHaveCount(0);
  await offer.getByRole("button", { name: "Tell me when it's back" }).click();
  await expect(offer.getByRole("status")).toHaveText(
    `We'll e-mail ${DEMO_MEMBER.email} once when this size is back.`,
  );
});

test("staff upload a photograph per colour; the product page's picture follows the chosen colour and zooms", async ({
  page,
  browser,
  baseURL,
}) => {
  const staffContext = await browser.newContext({ baseURL });
  const staff = await staffContext.newPage();
  await signIn(staff.request, STAFF_MEMBER, baseURL!);
  await staff.goto(`/admin/products?q=${encodeURIComponent("Meadow Floral Bamboo Pyjama")}`);
  await staff.getByRole("table").getByRole("link").first().click();
  await expect(staff.getByRole("button", { name: "Save product" })).toBeVisible();
  const images = staff.getByRole("region", { name: "Images" });
  await expect(images.getByLabel("Colour of the next image")).toBeVisible();
  const before = await images.getByRole("listitem").count();
  const colours = await images
    .getByLabel("Colour of the next image")
    .locator("option")
    .allTextContents();
  expect(colours[0]).toBe("Every colour");
  expect(colours).toContain("Mustard");
  const other = colours.find((c) => c !== "Every colour" && c !== "Mustard")!;

  try {
    await images.getByLabel("Colour of the next image").selectOption({ label: "Mustard" });
    await images
      .getByLabel(/^Add an image/)
      .setInputFiles({ name: "mustard.png", mimeType: "image/png", buffer: PNG });
    await expect(images.getByRole("listitem")).toHaveCount(before + 1);
    await expect(images.getByLabel(`Colour of image ${before + 1}`)).toHaveValue(/\d+/);
    await expect(
      images.getByLabel(`Colour of image ${before + 1}`).locator("option:checked"),
    ).toHaveText("Mustard");

    await images.getByLabel("Colour of the next image").selectOption({ label: "Every colour" });
    await images
      .getByLabel(/^Add an image/)
      .setInputFiles({ name: "other.png", mimeType: "image/png", buffer: PNG });
    await expect(images.getByRole("listitem")).toHaveCount(before + 2);
    await images.getByLabel(`Colour of image ${before + 2}`).selectOption({ label: other });
    await expect(images.getByRole("status")).toHaveText("Colour saved.");

    const pictures = page.getByRole("region", { name: /^Pictures of/ });
    const firstSrc = () => pictures.locator("img").first().getAttribute("src");
    await page.goto(PYJAMAS);
    await page.getByRole("radio", { name: /^Mustard/ }).check();
    await expect.poll(firstSrc).toMatch(/products\/p\d+\/[a-z0-9]+-[a-f0-9]+\.png/);
    const mustardSrc = await firstSrc();
    await page.getByRole("radio", { name: new RegExp(`^${other}`) }).check();
    await expect.poll(firstSrc).not.toBe(mustardSrc);
    const otherSrc = await firstSrc();
    expect(otherSrc).toMatch(/products\/p\d+\//);
    // The Mustard picture is not shown for the other colour.
    await expect(pictures.locator(`img[src="${mustardSrc}"]`)).toHaveCount(0);

    // Zoom, by keyboard: the picture opens large; 'Zoom in' enlarges it; Escape closes it.
    const zoom = pictures.getByRole("button", { name: "Zoom picture 1" });
    await zoom.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog");
    await expect(dialog).toBeVisible();
    const zoomed = dialog.getByTestId("zoomed-picture");
    await expect(zoomed).toHaveAttribute("src", otherSrc!.replace("width=960", "width=2000"));
    const whole = (await zoomed.boundingBox())!.width;
    await dialog.getByRole("button", { name: "Zoom in" }).press("Enter");
    await expect(dialog.getByRole("button", { name: "Zoom out" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    expect((await zoomed.boundingBox())!.width).toBeGreaterThan(whole * 1.5);
    await page.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0);
    await expect(zoom).toBeFocused();
  } finally {
    // The demo product's pictures as they were.
    for (let n = await images.getByRole("listitem").count(); n > before; n -= 1) {
      await images.getByRole("button", { name: `Remove image ${n}` }).click();
      await expect(images.getByRole("listitem")).toHaveCount(n - 1);
    }
    await staffContext.close();
  }
});
