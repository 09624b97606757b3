import { expect, test, type APIRequestContext, type Page } from "./support/shop-test";
import { DEMO_MEMBER, signIn, STAFF_MEMBER } from "./support/accounts";
import { expectHashedScriptPolicy, watchCspViolations } from "./support/csp";
import { hydrated } from "./support/hydrated";
import { suppressGuestPopup } from "./support/suppress-popup";

// Issue 23: no inline script runs without a hash, on pages served from the cache too. The web
// server lists the hash of each inline script Next.js, React and the shop wrote in that answer's
// policy (scripts/inline-scripts.mjs); every page works under it, and a script that got into a page
// any other way does not run.

const BLOUSE = "/products/hedgehog-print-organic-cotton-blouse";
/** Shared pages (kept by the server after the first visit, so each is opened twice) and others. */
const GUEST_PAGES = [
  "/",
  "/collection",
  "/collection/browse?page=2", // a filtered view: Next.js answers it every time
  BLOUSE,
  "/about",
  "/how-it-works",
  "/contact",
  "/gifting",
  "/terms",
  "/checkout",
  "/no-such-page",
];

type Pwned = { __pwned?: number };

test.beforeEach(async ({ page, context, baseURL }) => {
  await suppressGuestPopup(page);
  await context.addCookies([
    { name: "littlerobe_consent", value: "v1.analytics-0.marketing-0", url: baseURL! },
  ]);
});

/**
 * Opens a page, checks its policy against the very HTML it came with, and waits until React has
 * hydrated it: the header's Login / Hi button is enabled only by the client bundle.
 */
async function openShopPage(page: Page, path: string) {
  const response = await page.goto(path);
  expect(response, path).not.toBeNull();
  expect(response!.status(), path).toBe(path === "/no-such-page" ? 404 : 200);
  expectHashedScriptPolicy(
    response!.headers()["content-security-policy"],
    await response!.text(),
    path,
  );
  await hydrated(page, path);
}

test("every guest page runs under its hashed policy with no violation, served fresh or kept", async ({
  page,
}) => {
  test.setTimeout(180_000);
  const violations = await watchCspViolations(page);
  for (const path of GUEST_PAGES) {
    await openShopPage(page, path);
    await openShopPage(page, path); // the second time from the server's kept answer, if shared
    expect(violations, path).toEqual([]);
  }
  // Hydrated, not only drawn: a click opens the log-in dialog from the client bundle.
  await page.locator("header").getByRole("button", { name: "Login" }).click();
  await expect(page.getByRole("dialog", { name: "Log in" })).toBeVisible();
  expect(violations).toEqual([]);
});

test("a member's own page, streamed for them, runs under its hashed policy", async ({
  page,
  baseURL,
}) => {
  await signIn(page.request, DEMO_MEMBER, baseURL!);
  const violations = await watchCspViolations(page);
  await openShopPage(page, "/account");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  const greeting = page.locator("header").getByRole("button", { name: /^Hi / });
  await greeting.click();
  await expect(greeting).toHaveAttribute("aria-expanded", "true");
  expect(violations).toEqual([]);
});

test("the back office runs under its hashed policy, and moves between sections in the browser", async ({
  page,
  baseURL,
}) => {
  await signIn(page.request, STAFF_MEMBER, baseURL!);
  const violations = await watchCspViolations(page);
  for (const path of ["/admin", "/admin/products"]) {
    const response = await page.goto(path);
    expect(response!.status(), path).toBe(200);
    expectHashedScriptPolicy(
      response!.headers()["content-security-policy"],
      await response!.text(),
      path,
    );
  }
  // A client navigation (no new document) works only once the page is hydrated.
  await page
    .getByRole("navigation", { name: "Back office" })
    .getByRole("link", { name: "Dashboard" })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
  expect(await page.evaluate(() => performance.getEntriesByType("navigation").length)).toBe(1);
  expect(violations).toEqual([]);
});

test("a script put into a page after it loaded does not run, nor does an inline handler", async ({
  page,
}) => {
  const violations = await watchCspViolations(page);
  await openShopPage(page, "/collection");
  await page.evaluate(() => {
    const script = document.createElement("script");
    script.textContent = "window.__pwned = 1";
    document.body.append(script);
    const holder = document.createElement("div");
    holder.innerHTML = `<img src="/no-such.png" onerror="window.__pwned = 2">`;
    document.body.append(holder);
  });
  await expect.poll(() => violations.length).toBeGreaterThanOrEqual(2);
  expect(await page.evaluate(() => (window as Pwned).__pwned)).toBeUndefined();
  expect(violations.join("\n")).toMatch(/script-src-elem/);
  expect(violations.join("\n")).toMatch(/script-src-attr/);
});

const INJECTED = `<script>window.__pwned=1</script><img src="/x.png" onerror="window.__pwned=2">`;

type PageDocument = { data: { title: string; slices: { body?: string }[] } };

/** Staff save the terms page with `change` applied, and publish it. */
async function publishTerms(
  staff: APIRequestContext,
  baseURL: string,
  change: (document: PageDocument) => PageDocument,
) {
  const current = await staff.get("/api/staff/content/page/terms");
  expect(current.status()).toBe(200);
  const { draft } = (await current.json()) as { draft: PageDocument };
  const headers = { origin: baseURL };
  const saved = await staff.put("/api/staff/content/page/terms", {
    data: change(draft),
    headers,
  });
  expect(saved.status(), await saved.text()).toBe(200);
  const published = await staff.post("/api/staff/content/page/terms/publish", { headers });
  expect(published.status(), await published.text()).toBe(200);
  return draft;
}

test("a script in staff content is shown as text and never runs, published or in preview", async ({
  page,
  playwright,
  browser,
  baseURL,
}) => {
  const staff = await playwright.request.newContext({ baseURL });
  await signIn(staff, STAFF_MEMBER, baseURL!);
  const original = await publishTerms(staff, baseURL!, (document) => ({
    ...document,
    data: {
      ...document.data,
      title: `Terms ${INJECTED}`,
      slices: document.data.slices.map((slice, i) =>
        i === 0 ? { ...slice, body: `${slice.body ?? ""}\n\n${INJECTED}` } : slice,
      ),
    },
  }));
  try {
    const violations = await watchCspViolations(page);
    for (const visit of [1, 2]) {
      await openShopPage(page, "/terms");
      await expect(page.getByRole("heading", { level: 1 }), `visit ${visit}`).toHaveText(
        `Terms ${INJECTED}`,
      );
      await expect(page.getByText(INJECTED).first()).toBeVisible();
      expect(await page.evaluate(() => (window as Pwned).__pwned)).toBeUndefined();
    }
    expect(violations).toEqual([]);

    // Staff previewing drafts get the page rendered for them: the same holds.
    const context = await browser.newContext({ baseURL });
    const preview = await context.newPage();
    await signIn(preview.request, STAFF_MEMBER, baseURL!);
    await preview.goto("/api/preview?slug=/terms");
    await expect(preview.getByRole("heading", { level: 1 })).toHaveText(`Terms ${INJECTED}`);
    expect(await preview.evaluate(() => (window as Pwned).__pwned)).toBeUndefined();
    await preview.goto("/api/exit-preview?slug=/terms");
    await context.close();
  } finally {
    await publishTerms(staff, baseURL!, () => original);
    await staff.dispose();
  }
});
