import { expect, test, type Page } from "./support/shop-test";
import { DEMO_MEMBER, signIn } from "./support/accounts";
import { suppressGuestPopup } from "./support/suppress-popup";

// Issue 8: pages are shared, so the browser's router moves between them without loading a new
// document, for a guest and a member alike. A mark left on `window` survives only a client-side
// navigation; a new document would start without it.

async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as { sameDocument?: boolean }).sameDocument = true;
  });
}

async function expectSameDocument(page: Page, what: string): Promise<void> {
  const same = await page.evaluate(
    () => (window as unknown as { sameDocument?: boolean }).sameDocument === true,
  );
  expect(same, `${what}: no new document was loaded`).toBe(true);
}

for (const member of [false, true]) {
  test(`a product card, a filter and a menu link navigate in the page, ${member ? "as a member" : "as a guest"}`, async ({
    page,
    baseURL,
  }) => {
    await suppressGuestPopup(page);
    if (member) await signIn(page.request, DEMO_MEMBER, baseURL!);
    const documents: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "document") documents.push(request.url());
    });

    await page.goto("/collection");
    const header = page.locator("header");
    await expect(header.getByRole("button", { name: member ? /^Hi / : "Login" })).toBeEnabled();
    documents.length = 0;
    await markDocument(page);

    // A product card.
    const card = page.getByTestId("product-card").filter({ visible: true }).first();
    const name = (await card.getByRole("heading").textContent())!;
    await card.getByRole("link").click();
    await expect(page).toHaveURL(/\/products\//);
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
    await expectSameDocument(page, "product card");

    // A menu link back to the collection, then a filter.
    await header.getByRole("link", { name: "Shop now" }).click();
    await expect(page).toHaveURL(/\/collection$/);
    const filters = page.getByRole("navigation", { name: "Filters" });
    // The router may keep the previous view in the page, hidden (React Activity): visible ones only.
    const count = page.getByTestId("catalogue-count").filter({ visible: true });
    const all = await count.textContent();
    await filters.getByRole("checkbox", { name: "0-3 months", exact: true }).click();
    await expect(page).toHaveURL(/\/collection\/browse\?size=0-3-months/);
    await expect(count).not.toHaveText(all!);
    await expect(
      filters.getByRole("checkbox", { name: "0-3 months", exact: true }),
    ).toHaveAttribute("aria-checked", "true");
    await expectSameDocument(page, "filter");

    // The burger menu's link to a content page.
    await header.getByRole("button", { name: "Menu" }).click();
    await page.getByRole("link", { name: "About us" }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expectSameDocument(page, "menu link");

    // Who is browsing stayed known throughout.
    await expect(header.getByRole("button", { name: member ? /^Hi / : "Login" })).toBeEnabled();
    expect(documents).toEqual([]);
  });
}
