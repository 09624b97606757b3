import { expect, test, type BrowserContext, type Locator, type Page } from "./support/shop-test";
import { DEMO_MEMBER, signIn } from "./support/accounts";
import { seriousViolations } from "./support/axe";
import { demoNotice } from "./support/sandbox";
import { suppressGuestPopup } from "./support/suppress-popup";
import { undersizedTargets } from "./support/thumb";

// Issue 13, the shop on a parent's phone: every page at 375, 800 and 1280 px, signed out and in,
// without horizontal scroll; with E2E_SCREENSHOTS=1, screenshots kept as artefacts under
// test-results/phone/ (looked at, not compared); the positions that matter on a phone asserted at
// 375 px. One visit of each page does it all (issue 24): loaded at 375 × 812 for the thumb checks
// (issue 26), then the same page widened to 800 and 1280 px, as a turned tablet or a dragged
// window would (the layout follows the width in CSS and in the two components that ask it live).

const PRODUCT = "/products/hedgehog-print-organic-cotton-blouse";
const PAGES = [
  "/",
  "/collection",
  PRODUCT,
  "/checkout",
  "/account",
  "/about",
  "/how-it-works",
  "/contact",
  "/gifting",
  "/terms",
  "/size-guide",
  "/delivery",
  "/care",
  "/no-such-page",
];
/** The widths above a phone's, each page measured at them after its 375 px checks. */
const WIDTHS = [800, 1280] as const;
const PHONE = { width: 375, height: 812 };

async function withConsentChosen(context: BrowserContext, baseURL: string | undefined) {
  await context.addCookies([
    { name: "littlerobe_consent", value: "v1.analytics-0.marketing-0", url: baseURL! },
  ]);
}

/**
 * Elements reaching past the viewport's sides, outside any box that scrolls or clips them (a
 * swipeable gallery, a table that scrolls on its own): what would make the page scroll sideways.
 */
async function overflowing(page: Page) {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const clipped = (element: Element) => {
      for (let up = element.parentElement; up && up !== document.body; up = up.parentElement) {
        if (getComputedStyle(up).overflowX !== "visible") return true;
      }
      return false;
    };
    const offenders: string[] = [];
    for (const element of document.body.querySelectorAll("*")) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      if ((box.right > width + 1 || box.left < -1 || box.width > width + 1) && !clipped(element)) {
        const name = `${element.tagName.toLowerCase()}.${[...element.classList].join(".")}`;
        offenders.push(`${name} [${Math.round(box.left)}, ${Math.round(box.right)}]`);
      }
    }
    return {
      scrollWidth: document.documentElement.scrollWidth,
      width,
      offenders: offenders.slice(0, 8),
    };
  });
}

/**
 * How far down an element ends in a real shop's first screen. The browser tests run on the payment
 * sandbox, whose demo notice takes the top line; a real shop has none and draws everything else
 * that much higher (decision 053).
 */
async function bottomOnRealShop(page: Page, element: Locator) {
  const notice = (await demoNotice(page).boundingBox())!;
  const box = (await element.boundingBox())!;
  return box.y + box.height - notice.height;
}

const fileName = (path: string) => path.replace(/^\//, "").replace(/[^a-z0-9]+/gi, "-") || "home";

/** No horizontal scroll on the page as shown; a screenshot of it kept if named (keepScreenshot). */
async function checkNoSidewaysScroll(page: Page, where: string, screenshot?: string) {
  const result = await overflowing(page);
  expect.soft(result.offenders, `${where}: elements past the screen`).toEqual([]);
  expect.soft(result.scrollWidth, `${where}: page width`).toBeLessThanOrEqual(result.width);
  if (screenshot) await keepScreenshot(page, screenshot, true);
}

/**
 * Screenshots for a person to look at (docs/ux.md), not compared by any test: taken only when
 * E2E_SCREENSHOTS=1, as each full-page one costs the browser more than the checks on its page.
 */
async function keepScreenshot(page: Page, name: string, fullPage = false) {
  if (process.env.E2E_SCREENSHOTS !== "1") return;
  await page.screenshot({
    path: `test-results/phone/${name}.jpeg`,
    type: "jpeg",
    quality: 60,
    fullPage,
  });
}

test.describe("at 375 px", () => {
  test.use({ viewport: PHONE });
  test.beforeEach(async ({ page, context, baseURL }) => {
    await withConsentChosen(context, baseURL);
    await suppressGuestPopup(page);
  });

  test("the demo notice is one whole line above the header, at most 28 px high", async ({
    page,
  }) => {
    await page.goto("/");
    const notice = demoNotice(page);
    const box = (await notice.boundingBox())!;
    expect(box.y).toBe(0);
    expect(box.height).toBeLessThanOrEqual(28);
    expect(await notice.evaluate((line) => line.scrollWidth <= line.clientWidth)).toBe(true);
    const header = (await page.locator("header.site-header").boundingBox())!;
    expect(header.y).toBeCloseTo(box.height, 0);
  });

  test("plan first: the plans, then the first garment, in the first screen", async ({ page }) => {
    await page.goto("/collection");
    const plans = page.getByRole("region", { name: "Choose your plan" });
    const firstCard = page.getByTestId("product-card").filter({ visible: true }).first();
    await expect(firstCard).toBeVisible();
    expect((await plans.boundingBox())!.y).toBeLessThan((await firstCard.boundingBox())!.y);
    expect((await firstCard.boundingBox())!.y).toBeLessThan(800);

    // A plan chosen: the cards give way, the count of picks stays in view while scrolling.
    await plans.getByRole("button", { name: /Subscription A/ }).click();
    await expect(page.getByTestId("picks-left")).toHaveText("Now pick your 5");
    expect((await firstCard.boundingBox())!.y).toBeLessThan(800);
    await page.mouse.wheel(0, 2500);
    await expect(async () => {
      const banner = await page.getByTestId("subscription-banner").boundingBox();
      expect(banner!.y).toBeGreaterThanOrEqual(-1);
      expect(banner!.y).toBeLessThan(120);
    }).toPass();
  });

  test("the filters open as a drawer with the number of results and a sort", async ({ page }) => {
    await page.goto("/collection");
    const filters = page.getByRole("navigation", { name: "Filters" });
    await expect(filters).toBeHidden();
    await page.getByRole("button", { name: "Filter", exact: true }).click();
    await expect(filters).toBeVisible();
    await expect(filters.getByRole("button", { name: "Show 64 pieces" })).toBeVisible();
    await keepScreenshot(page, "guest-375-collection-filters");
    await filters.getByRole("checkbox", { name: "12-18 months", exact: true }).click();
    await expect(page).toHaveURL(/size=12-18-months/);
    const show = filters.getByRole("button", { name: /^Show \d+ pieces?$/ });
    await expect(show).not.toHaveText("Show 64 pieces");
    await show.click();
    await expect(filters).toBeHidden();
    // The keyboard: focus goes into the drawer, Escape closes it and returns to 'Filter'.
    const opener = page.getByRole("button", { name: /^Filter \(1\)$/ });
    await opener.click();
    await expect(filters.getByRole("link", { name: "Clear filters" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(filters).toBeHidden();
    await expect(opener).toBeFocused();

    // Visible only: the router may keep the previous view in the page, hidden.
    await page
      .getByRole("combobox", { name: /^Sort/ })
      .filter({ visible: true })
      .selectOption("price-low");
    await expect(page).toHaveURL(/size=12-18-months&sort=price-low/);
  });

  test("product page: size and 'Add to wardrobe' in the first screen; the estimate; full wardrobe", async ({
    page,
  }) => {
    await page.goto(PRODUCT);
    const add = page.getByRole("button", { name: "Add to wardrobe" });
    await expect(add).toBeVisible();
    expect((await add.boundingBox())!.y).toBeLessThan(800);
    // The whole button, without scrolling.
    expect(await bottomOnRealShop(page, add)).toBeLessThanOrEqual(PHONE.height);
    const firstSize = page.getByTestId("size-option").first();
    expect((await firstSize.boundingBox())!.y).toBeLessThan(800);
    await expect(page.getByRole("link", { name: "Size guide" }).first()).toHaveAttribute(
      "href",
      "/size-guide",
    );
    // Tap targets of at least 44 px: sizes, the button.
    expect((await firstSize.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    expect((await add.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    await expect(page.getByTestId("rental-value")).toContainText("a month");

    // Spec 5's estimate: a served outward code in 48 hours, the rest of the UK by Royal Mail, an
    // excluded postcode the waitlist (decision 054).
    const postcode = page.getByLabel("Check delivery to your postcode");
    await postcode.fill("SW4 7AB");
    await page.getByRole("button", { name: "Check", exact: true }).click();
    await expect(page.getByTestId("postcode-estimate")).toContainText("within 48 hours");
    await postcode.fill("M1 1AA");
    await page.getByRole("button", { name: "Check", exact: true }).click();
    await expect(page.getByTestId("postcode-estimate")).toContainText("by Royal Mail to M1");
    await postcode.fill("ZE1 0AA");
    await page.getByRole("button", { name: "Check", exact: true }).click();
    await expect(page.getByTestId("postcode-estimate")).toContainText("We don't deliver to ZE1");

    // With a plan chosen (the banner shows the picks) the picker is still in the first screen.
    await page.evaluate(() => {
      window.localStorage.setItem(
        "subscriptionOptionNew",
        JSON.stringify({ plan: "Subscription A", limit: 5, price: 25, paymentPriceId: "x" }),
      );
    });
    await page.reload();
    await expect(page.getByTestId("subscription-banner")).toContainText("0 of 5 picked");
    expect((await add.boundingBox())!.y).toBeLessThan(800);

    // A full wardrobe is said on the page, with what to do.
    await page.evaluate(() => {
      window.localStorage.setItem(
        "subscriptionOptionNew",
        JSON.stringify({ plan: "Subscription A", limit: 1, price: 25, paymentPriceId: "x" }),
      );
    });
    await page.reload();
    await page.getByRole("radio", { name: /^3-6 months/ }).check();
    await add.click();
    await expect(page.getByRole("dialog", { name: "Summary of wardrobe" })).toBeVisible();
    await page.getByRole("button", { name: "Close" }).click();
    await expect(page.getByTestId("wardrobe-full")).toContainText("Your wardrobe is full");
  });

  test("the basket's checkout message shows by its button", async ({ page }) => {
    await page.goto(PRODUCT);
    await page.evaluate(() => {
      window.localStorage.setItem(
        "subscriptionOptionNew",
        JSON.stringify({ plan: "Subscription A", limit: 1, price: 25, paymentPriceId: "x" }),
      );
    });
    await page.reload();
    await page.getByRole("radio", { name: /^3-6 months/ }).check();
    await page.getByRole("button", { name: "Add to wardrobe" }).click();
    // At the plan's limit the basket opens by itself; closed, one more piece goes over the limit.
    const opened = page.getByRole("dialog", { name: "Summary of wardrobe" });
    await opened.getByRole("button", { name: "Close" }).click();
    await expect(opened).toBeHidden();
    await page.getByRole("radio", { name: /^6-9 months/ }).check();
    await page.getByRole("button", { name: "Add to wardrobe" }).click();
    await page
      .getByTestId("subscription-banner")
      .getByRole("button", { name: /picked/ })
      .click();
    const basket = page.getByRole("dialog", { name: "Summary of wardrobe" });
    await basket.getByRole("button", { name: "Proceed to checkout" }).click();
    const message = basket.getByRole("alert");
    await expect(message).toContainText("You have 1 item more than");
    await expect(message).toBeInViewport();
    await keepScreenshot(page, "guest-375-basket-over-limit");
  });

  test("the size guide lists the sizes by age, old labels with them", async ({ page }) => {
    await page.goto("/size-guide");
    const table = page.getByRole("table");
    const sizes = [
      "Newborn",
      "0-3 months",
      "3-6 months",
      "6-9 months",
      "9-12 months",
      "12-18 months",
      "18-24 months",
      "2-3 years",
      "3-4 years",
      "4-5 years",
      "5-6 years",
    ];
    await expect(table.getByRole("rowheader")).toHaveText(
      sizes.map((size) => new RegExp(`^${size}(Also labelled|$)`)),
    );
    await expect(table.getByRole("row", { name: /^12-18 months/ })).toContainText("12-18m");
  });

  test("axe finds nothing serious in the phone's drawer, plan cards and product page", async ({
    page,
  }) => {
    await page.goto("/collection");
    await expect(page.getByRole("region", { name: "Choose your plan" })).toBeVisible();
    await page.getByRole("button", { name: "Filter", exact: true }).click();
    await expect(page.getByRole("navigation", { name: "Filters" })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.goto(PRODUCT);
    await page.getByRole("contentinfo").waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test("a favicon and app icons, no 404", async ({ page, request }) => {
    await page.goto("/");
    for (const rel of ["icon", "apple-touch-icon"]) {
      const href = await page.locator(`link[rel="${rel}"]`).first().getAttribute("href");
      expect(href, rel).toBeTruthy();
      expect((await request.get(href!)).status(), href!).toBe(200);
    }
  });
});

// Issue 26, sized for a thumb (decision 062): at 375 × 812, on every page and every product page,
// signed out and in: every control at least 24 × 24 px and every primary one 44 × 44; the header
// at most 64 px; the monthly price in the first screen of the home page and of every product page,
// and 'Add to wardrobe' wholly in it. The first screen is the one the demo shop shows, its 26 px
// notice included (a real shop has it 26 px higher still).

/** Every product page: the sitemap's, the list search engines get. */
async function productPaths(page: Page): Promise<string[]> {
  const sitemap = await (await page.request.get("/sitemap.xml")).text();
  return [...sitemap.matchAll(/<loc>[^<]*?(\/products\/[^<]+)<\/loc>/g)].map((match) => match[1]!);
}

/** Where a box is on the first screen: null when it is wholly in it, else where it sits. */
async function outsideFirstScreen(element: Locator): Promise<string | null> {
  if ((await element.count()) !== 1) return `${await element.count()} on the page`;
  const box = await element.boundingBox();
  if (!box) return "not shown";
  const bottom = box.y + box.height;
  return box.y >= 0 && bottom <= PHONE.height
    ? null
    : `${Math.round(box.y)}–${Math.round(bottom)} px`;
}

async function checkThumbSizes(page: Page, who: "guest" | "member") {
  const products = await productPaths(page);
  expect(products.length, "product pages in the sitemap").toBeGreaterThanOrEqual(9);
  for (const path of new Set([...PAGES, ...products])) {
    await page.goto(path);
    await page.waitForLoadState("load");
    if (who === "member") await expect(page.getByRole("button", { name: /^Hi / })).toBeVisible();
    const where = `${path} (${who})`;
    const header = (await page.locator("header.site-header").boundingBox())!;
    expect.soft(header.height, `${where}: the header's height`).toBeLessThanOrEqual(64);
    expect.soft(await undersizedTargets(page), `${where}: controls too small`).toEqual([]);
    if (path === "/" || path.startsWith("/products/")) {
      expect
        .soft(
          await outsideFirstScreen(page.getByTestId("monthly-price")),
          `${where}: monthly price`,
        )
        .toBeNull();
    }
    if (path.startsWith("/products/")) {
      const add = page.getByRole("button", { name: "Add to wardrobe" });
      expect.soft(await outsideFirstScreen(add), `${where}: 'Add to wardrobe'`).toBeNull();
    }
    // Last: the full-page screenshot may move the page about.
    const listed = PAGES.includes(path);
    await checkNoSidewaysScroll(
      page,
      `${path} at 375 px (${who})`,
      listed ? `${who}-375-${fileName(path)}` : undefined,
    );
    if (listed) await checkWiderWidths(page, path, who);
  }
}

/** The page at 800 and 1280 px, then back to the phone's width for the next page. */
async function checkWiderWidths(page: Page, path: string, who: "guest" | "member") {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    // Two frames: media-query listeners have run and React has drawn what they changed.
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
    // The page is laid out at the new width (headless Chromium draws no scroll bars).
    expect(await page.evaluate(() => document.documentElement.clientWidth)).toBe(width);
    if (who === "member") await expect(page.getByRole("button", { name: /^Hi / })).toBeVisible();
    await checkNoSidewaysScroll(
      page,
      `${path} at ${width} px (${who})`,
      `${who}-${width}-${fileName(path)}`,
    );
  }
  await page.setViewportSize(PHONE);
}

test.describe("sized for a thumb at 375 × 812", () => {
  test.use({ viewport: PHONE });
  test.beforeEach(async ({ page, context, baseURL }) => {
    await withConsentChosen(context, baseURL);
    await suppressGuestPopup(page);
  });

  test("signed out: no horizontal scroll at 375, 800 and 1280 px; controls, header, price and 'Add to wardrobe' on every page", async ({
    page,
  }) => {
    test.setTimeout(240_000);
    await checkThumbSizes(page, "guest");
  });

  test("signed in: no horizontal scroll at 375, 800 and 1280 px; the header fits; controls, header, price and 'Add to wardrobe' on every page", async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(240_000);
    await signIn(page.request, DEMO_MEMBER, baseURL!);
    await checkThumbSizes(page, "member");
  });

  test("what opens is thumb-sized too: the menu, the filters, the log-in and the wardrobe", async ({
    page,
  }) => {
    const sizes = async (what: string) =>
      expect.soft(await undersizedTargets(page), `${what}: controls too small`).toEqual([]);
    await page.goto("/collection");
    await page.getByRole("button", { name: "Menu" }).click();
    await expect(page.getByRole("navigation", { name: "Menu" })).toBeVisible();
    await sizes("the burger menu");
    await page.keyboard.press("Escape");
    await page.getByRole("button", { name: "Filter", exact: true }).click();
    await expect(page.getByRole("navigation", { name: "Filters" })).toBeVisible();
    await sizes("the filters");
    await page.keyboard.press("Escape");
    await page.locator("header.site-header").getByRole("button", { name: "Login" }).click();
    await expect(page.getByRole("dialog", { name: "Log in" })).toBeVisible();
    await sizes("the log-in dialog");
    await page.keyboard.press("Escape");
    await page.locator("header.site-header").getByRole("button", { name: "Wardrobe (0)" }).click();
    await expect(page.getByRole("dialog", { name: "Summary of wardrobe" })).toBeVisible();
    await sizes("the wardrobe");
  });
});
