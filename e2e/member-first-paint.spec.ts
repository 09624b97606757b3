import { expect, test, type Locator, type Page } from "./support/shop-test";
import { DEMO_MEMBER, signIn } from "./support/accounts";
import { watchNetwork } from "./support/quiet-network";
import { suppressGuestPopup } from "./support/suppress-popup";
import { basket, choosePlanA } from "./support/wardrobe";

// Issue 26, "Members never see the guest shop first": pages are shared and cached, so their HTML
// is the guest's; a member's first paint must still be the member's page (decision 061), and
// nothing may jump when the browser learns who is browsing. Measured as the issue measured it: in
// Chromium at 375 px, the demo member signed in with a full wardrobe (Subscription B, 10 pieces).

const PHONE = { width: 375, height: 812 };
const BLOUSE = "/products/hedgehog-print-organic-cotton-blouse";
const PAGES = ["/", "/collection", BLOUSE, "/checkout", "/account"];
const BUDGET = 0.05;

test.use({ viewport: PHONE });

const header = (page: Page) => page.getByRole("banner");
const greetingButton = (page: Page) => header(page).getByRole("button", { name: "Hi Amelia" });
const wardrobeButton = (page: Page) => header(page).getByRole("button", { name: /^Wardrobe/ });

/** The visitor has chosen cookies before (the banner never shows), as a returning member has. */
async function consentChosen(page: Page, baseURL: string) {
  await page
    .context()
    .addCookies([
      { name: "littlerobe_consent", value: "v1.analytics-0.marketing-0", url: baseURL },
    ]);
}

/**
 * Signs the demo member in and fills their wardrobe to Subscription B's 10 pieces: the garments
 * they hold start it, blouses make up the rest.
 */
async function memberWithFullWardrobe(page: Page, baseURL: string) {
  await consentChosen(page, baseURL);
  await signIn(page.request, DEMO_MEMBER, baseURL);
  await page.goto(BLOUSE);
  await expect(greetingButton(page)).toBeEnabled();
  // The wardrobe has started from the garments they hold (it arrives after the session): picks
  // made before it would reach the limit by its arrival, not by a pick, and the basket stays shut.
  await page.waitForFunction(() => window.localStorage.getItem("wardrobeStartedFrom") !== null);
  const count = page.getByTestId("subscription-banner").getByRole("button", { name: /picked/ });
  await expect(count).toHaveText(/of 10 picked/);
  // Blouses, size by size, until the last pick is the one that reaches the limit.
  const add = page.getByRole("button", { name: "Add to wardrobe" });
  const full = () => count.innerText().then((text) => /^10 of 10/.test(text));
  for (const size of [/^3-6 months/, /^6-9 months/, /^0-3 months/]) {
    if (await full()) break;
    await page.getByRole("radio", { name: size }).check();
    while (!(await full()) && (await add.isEnabled())) {
      const before = await count.innerText();
      await add.click();
      await expect(count).not.toHaveText(before);
    }
  }
  await expect(count).toHaveText(/^10 of 10 picked/);
  await expect(basket(page)).toBeVisible(); // opens by itself at the plan's limit
  await basket(page).getByRole("button", { name: "Close" }).click();
  await expect(header(page).getByRole("button", { name: "Wardrobe (10)" })).toBeVisible();
}

/** The page loaded afresh, settled (session and wardrobe known), and the layout shift it had. */
async function layoutShiftOf(page: Page, path: string) {
  const network = watchNetwork(page);
  await page.goto(path);
  await expect(greetingButton(page)).toBeEnabled(); // the session has answered
  if (path === "/checkout") {
    await expect(page.getByTestId("checkout-item")).toHaveCount(10);
    await expect(page.getByLabel("Address line 1 *")).toBeVisible(); // the member's details
  }
  await network.quiet();
  await page.waitForTimeout(800);
  return page.evaluate(
    () =>
      new Promise<{ total: number; moved: string[] }>((resolve) => {
        let total = 0;
        const moved: string[] = [];
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & {
            value: number;
            hadRecentInput: boolean;
            sources: { node: Node | null }[];
          })[]) {
            if (entry.hadRecentInput) continue;
            total += entry.value;
            for (const { node } of entry.sources)
              moved.push(
                node instanceof Element
                  ? `${node.tagName.toLowerCase()}.${[...node.classList].join(".")} (${entry.value.toFixed(3)})`
                  : `text (${entry.value.toFixed(3)})`,
              );
          }
        }).observe({ type: "layout-shift", buffered: true });
        setTimeout(() => resolve({ total, moved }), 200);
      }),
  );
}

/**
 * The text an element draws, with the hint's texts (CSS `content` of `[data-hint]` placeholders)
 * and without what is hidden: what the parent sees before the page's JavaScript has run.
 */
async function drawnText(locator: Locator) {
  return locator.evaluate((root) => {
    const drawn = (node: Node): string => {
      if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? "";
      if (!(node instanceof Element)) return "";
      // An element with `display: contents` has no box of its own, yet draws its children.
      const contents = getComputedStyle(node).display === "contents";
      if (!contents && !node.checkVisibility()) return "";
      let text = "";
      const before = getComputedStyle(node, "::before").content;
      if (before.startsWith('"')) text += JSON.parse(before) as string;
      for (const child of node.childNodes) text += drawn(child);
      // A block's text stands apart from what comes before and after it, as on the screen.
      return getComputedStyle(node).display.startsWith("inline") ? text : ` ${text} `;
    };
    return drawn(root).replace(/\s+/g, " ").trim();
  });
}

test("a member with a full wardrobe: no page jumps as it learns who is browsing (CLS ≤ 0.05 at 375 px)", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(90_000);
  await memberWithFullWardrobe(page, baseURL!);
  // A phone's slower processor, as Lighthouse's mobile runs emulate it: whatever the browser
  // learns after the first paint then arrives after it on every run, not only on a busy machine.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  const shifts: Record<string, number> = {};
  for (const path of PAGES) {
    const { total, moved } = await layoutShiftOf(page, path);
    shifts[path] = Number(total.toFixed(3));
    expect(total, `${path} moved: ${moved.join(", ")}`).toBeLessThanOrEqual(BUDGET);
  }
  test.info().annotations.push({ type: "layout shift", description: JSON.stringify(shifts) });
});

test("a member's /account sends its first screen with the page, never as a part revealed later", async ({
  page,
  baseURL,
}) => {
  // A Suspense boundary the server sends apart is revealed after the first paint: 'Your children'
  // appeared that way above the wardrobe and pushed it down (layout shift 0.111 in Lighthouse at
  // 412 px, on every other load). The plan, the children and the wardrobe's heading come whole.
  await signIn(page.request, DEMO_MEMBER, baseURL!);
  const html = await (await page.request.get("/account")).text();
  const start = html.indexOf("<h1>My account</h1>");
  const end = html.indexOf('id="account-wardrobe"');
  expect(start, "the member's account page").toBeGreaterThan(-1);
  expect(end).toBeGreaterThan(start);
  const firstScreen = html.slice(start, end);
  expect(firstScreen).toContain('id="account-plan"');
  expect(firstScreen).toContain('id="account-children"');
  // React marks a boundary with <!--$-->, <!--$?--> (sent later) or a <template> placeholder.
  expect(firstScreen).not.toMatch(/<!--\$|<template/);
});

test("before the page's JavaScript runs, a member already sees their own page", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(90_000);
  await memberWithFullWardrobe(page, baseURL!);
  // Only the shared HTML and its inline scripts: what a phone draws first.
  await page.route(/\/_next\/static\/.*\.js(\?|$)/, (route) => route.abort());

  await page.goto("/collection");
  await expect(greetingButton(page)).toBeVisible();
  await expect(header(page).getByRole("button", { name: "Login" })).toBeHidden();
  expect(await drawnText(wardrobeButton(page))).toBe("Wardrobe (10)");
  await expect(page.getByRole("button", { name: "10 of 10 picked" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Subscription B" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Choose your plan" })).toBeHidden();
  // Rosie's size chip holds its place above the listing (decision 061-15).
  expect(await drawnText(page.locator('[data-hint-if="chips"]'))).toMatch(
    /^Only Rosie's size: \d+-\d+ (months|years), in stock$/,
  );
  const listingTop = () =>
    page.getByTestId("catalogue-count").evaluate((count) => count.getBoundingClientRect().top);
  const drawnFirst = await listingTop();

  await page.goto(BLOUSE);
  const fullNote = page.locator('[data-hint-if="full"]');
  expect(await drawnText(fullNote.locator("p").first())).toBe(
    "Your wardrobe is full: 10 of 10 picked. To add this piece, remove one from your wardrobe or choose a bigger plan.",
  );
  await expect(fullNote.getByRole("button", { name: "Open your wardrobe" })).toBeVisible();

  await page.goto("/checkout");
  expect(await drawnText(page.getByRole("main"))).toMatch(
    /^Checkout Welcome back, Amelia\. Loading your wardrobe…$/,
  );

  // With its JavaScript, the page's real chips and banner take the placeholders' places exactly:
  // the listing starts where the first paint drew it, to the pixel.
  await page.unrouteAll();
  await page.goto("/collection");
  await expect(greetingButton(page)).toBeEnabled();
  await expect(page.getByTestId("child-size-chips")).toBeVisible();
  expect(await listingTop()).toBeCloseTo(drawnFirst, 0);
});

test("a guest's first paint is the guest's page, and signing out forgets the member", async ({
  page,
  baseURL,
}) => {
  await consentChosen(page, baseURL!);
  await suppressGuestPopup(page);
  await page.route(/\/_next\/static\/.*\.js(\?|$)/, (route) => route.abort());
  await page.goto("/collection");
  await expect(header(page).getByRole("button", { name: "Login" })).toBeVisible();
  expect(await drawnText(wardrobeButton(page))).toBe("Wardrobe (0)");
  await expect(header(page).getByRole("button", { name: /^Hi / })).toBeHidden();
  await expect(page.getByRole("heading", { name: "Choose your plan" })).toBeVisible();
  await page.unrouteAll();

  // Signed in, then out from the greeting's menu: the next first paint is a guest's again.
  await signIn(page.request, DEMO_MEMBER, baseURL!);
  await page.goto("/collection");
  await greetingButton(page).click();
  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(header(page).getByRole("button", { name: "Login" })).toBeEnabled();
  await page.route(/\/_next\/static\/.*\.js(\?|$)/, (route) => route.abort());
  await page.goto("/collection");
  await expect(header(page).getByRole("button", { name: "Login" })).toBeVisible();
  await expect(header(page).getByRole("button", { name: /^Hi / })).toBeHidden();
});

// "Clear money": /checkout keeps what was typed across a reload, greets a member by name, and
// offers returning families a 'Log in' link.

async function guestAtCheckout(page: Page, baseURL: string) {
  await consentChosen(page, baseURL);
  await suppressGuestPopup(page);
  await choosePlanA(page);
  await page.goto(BLOUSE);
  await page.getByRole("radio", { name: /^3-6 months/ }).check();
  for (let i = 0; i < 5; i++) await page.getByRole("button", { name: "Add to wardrobe" }).click();
  await expect(basket(page)).toBeVisible();
  await basket(page).getByRole("button", { name: "Proceed to checkout" }).click();
  await expect(page).toHaveURL(/\/checkout$/);
}

const signupForm = (page: Page) =>
  page.locator("form").filter({ has: page.getByLabel("Confirm password *") });

test("a guest's typing at checkout is kept across a reload, the passwords are not", async ({
  page,
  baseURL,
}) => {
  await guestAtCheckout(page, baseURL!);
  const form = signupForm(page);
  await form.getByLabel("Title", { exact: true }).selectOption("Ms");
  await form.getByLabel("First name *").fill("Priya");
  await form.getByLabel("Last name *").fill("Shah");
  await form.getByLabel("Email *").fill("priya.shah@example.co.uk");
  await form.getByLabel("Contact number *").fill("07700 900456");
  await form.getByLabel("Password *", { exact: true }).fill("a-good-password");
  await form.getByLabel("Confirm password *").fill("a-good-password");
  await form.getByLabel(/I have read and agree/).check();

  await page.reload();
  await expect(form.getByLabel("Title", { exact: true })).toHaveValue("Ms");
  await expect(form.getByLabel("First name *")).toHaveValue("Priya");
  await expect(form.getByLabel("Last name *")).toHaveValue("Shah");
  await expect(form.getByLabel("Email *")).toHaveValue("priya.shah@example.co.uk");
  await expect(form.getByLabel("Contact number *")).toHaveValue("07700 900456");
  await expect(form.getByLabel(/I have read and agree/)).toBeChecked();
  await expect(form.getByLabel("Password *", { exact: true })).toHaveValue("");
  await expect(form.getByLabel("Confirm password *")).toHaveValue("");
  const stored = await page.evaluate(() => window.sessionStorage.getItem("checkoutDraft") ?? "");
  expect(stored).toContain("Priya");
  expect(stored).not.toContain("a-good-password");
});

test("a member is greeted by name at checkout, and their address and day are kept across a reload", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(90_000);
  await memberWithFullWardrobe(page, baseURL!);
  await page.goto("/checkout");
  await expect(page.getByTestId("checkout-welcome")).toHaveText("Welcome back, Amelia.");
  await expect(page.getByRole("link", { name: "Log in" })).toHaveCount(0);

  const form = page.locator("form").filter({ has: page.getByLabel("Address line 1 *") });
  await form.getByLabel("Address line 1 *").fill("3 Chapel Street");
  await page.reload();
  await expect(form.getByLabel("Address line 1 *")).toHaveValue("3 Chapel Street");
  await expect(form.getByLabel("City *")).toHaveValue("London"); // from the account, untouched

  await form.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByTestId("checkout-address")).toContainText("3 Chapel Street");
  const day = page.getByRole("group", { name: "Delivery day" }).getByRole("radio").nth(1);
  await day.check();
  const dayLabel = await page
    .getByRole("group", { name: "Delivery day" })
    .locator("label")
    .nth(1)
    .innerText();
  await page.reload();
  await expect(page.getByTestId("checkout-address")).toContainText("3 Chapel Street");
  await expect(
    page.getByRole("group", { name: "Delivery day" }).getByLabel(dayLabel),
  ).toBeChecked();
});

test("a returning family reaches checkout as a guest: 'Log in' signs them in where they are", async ({
  page,
  baseURL,
}) => {
  await guestAtCheckout(page, baseURL!);
  await expect(page.getByTestId("checkout-welcome")).toHaveText("Returning family? Log in");
  const login = page.getByTestId("checkout-welcome").getByRole("link", { name: "Log in" });
  await expect(login).toHaveAttribute("href", "/account");
  await login.click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Email *").fill(DEMO_MEMBER.email);
  await dialog.getByLabel("Password *").fill(DEMO_MEMBER.password);
  await dialog.getByRole("button", { name: "Continue" }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByTestId("checkout-welcome")).toHaveText("Welcome back, Amelia.");
});
