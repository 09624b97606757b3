import {
  expect,
  test,
  type APIRequestContext,
  type BrowserContext,
  type Cookie,
  type Page,
} from "./support/shop-test";
import { DEMO_MEMBER, signIn, STAFF_MEMBER } from "./support/accounts";
import { shopUrl } from "./support/shops";
import { suppressGuestPopup } from "./support/suppress-popup";

// Issue 7: a draft shows only while the preview cookie AND a staff session are there, on every
// request. The cookie copied to another browser, or kept after sign-out, shows the published page.
test.describe.configure({ mode: "serial" });

const PUBLISHED = "Terms & Conditions";
const DRAFT = "Terms & Conditions, in draft";
const DRAFT_COOKIE = "__prerender_bypass";

type PageDocument = { data: Record<string, unknown> } & Record<string, unknown>;

async function saveTermsDraft(staff: APIRequestContext, baseURL: string, title: string) {
  const current = await staff.get("/api/staff/content/page/terms");
  expect(current.status()).toBe(200);
  const { draft } = (await current.json()) as { draft: PageDocument };
  const saved = await staff.put("/api/staff/content/page/terms", {
    data: { ...draft, data: { ...draft.data, title } },
    headers: { origin: baseURL },
  });
  expect(saved.status(), await saved.text()).toBe(200);
}

const heading = (page: Page) => page.getByRole("heading", { level: 1 });

/** A staff member's browser in preview mode; answers its preview cookie. */
async function staffInPreview(page: Page, baseURL: string): Promise<Cookie> {
  await signIn(page.request, STAFF_MEMBER, baseURL);
  await page.goto("/api/preview?slug=/terms");
  await expect(page).toHaveURL(/\/terms$/);
  await expect(heading(page)).toHaveText(DRAFT);
  await expect(page.getByRole("status").filter({ hasText: "Preview mode" })).toBeVisible();
  const cookie = (await page.context().cookies()).find((c) => c.name === DRAFT_COOKIE);
  expect(cookie).toBeDefined();
  return cookie!;
}

async function newBrowser(
  context: BrowserContext,
): Promise<{ context: BrowserContext; page: Page }> {
  const other = await context
    .browser()!
    .newContext({ baseURL: shopUrl(test.info().parallelIndex) });
  const page = await other.newPage();
  await suppressGuestPopup(page);
  return { context: other, page };
}

test.beforeAll(async ({ playwright, baseURL }) => {
  const staff = await playwright.request.newContext({ baseURL });
  await signIn(staff, STAFF_MEMBER, baseURL!);
  await saveTermsDraft(staff, baseURL!, DRAFT);
  await staff.dispose();
});

test.afterAll(async ({ playwright, baseURL }) => {
  // The draft goes back to the published text, so other specs see no pending change.
  const staff = await playwright.request.newContext({ baseURL });
  await signIn(staff, STAFF_MEMBER, baseURL!);
  await saveTermsDraft(staff, baseURL!, PUBLISHED);
  await staff.dispose();
});

test.beforeEach(async ({ page }) => {
  await suppressGuestPopup(page);
});

test("a staff member in preview sees the draft; everyone else sees the published page", async ({
  page,
  baseURL,
}) => {
  await staffInPreview(page, baseURL!);
  await page.goto("/terms");
  await expect(heading(page)).toHaveText(DRAFT);
});

test("the preview cookie copied into a guest's browser shows the published page", async ({
  page,
  context,
  baseURL,
}) => {
  const cookie = await staffInPreview(page, baseURL!);
  const guest = await newBrowser(context);
  await guest.context.addCookies([cookie]);
  const response = (await guest.page.goto("/terms"))!;
  await expect(heading(guest.page)).toHaveText(PUBLISHED);
  await expect(guest.page.getByText("Preview mode")).toHaveCount(0);
  // A cookie with no session behind it is dropped as well.
  expect((await response.allHeaders())["set-cookie"] ?? "").toMatch(
    new RegExp(`${DRAFT_COOKIE}=;.*Expires=Thu, 01 Jan 1970`, "i"),
  );
  await guest.context.close();
});

test("the preview cookie with a member's session shows the published page", async ({
  page,
  context,
  baseURL,
}) => {
  const cookie = await staffInPreview(page, baseURL!);
  const member = await newBrowser(context);
  await signIn(member.page.request, DEMO_MEMBER, baseURL!);
  await member.context.addCookies([cookie]);
  await member.page.goto("/terms");
  await expect(heading(member.page)).toHaveText(PUBLISHED);
  await expect(member.page.getByText("Preview mode")).toHaveCount(0);
  await member.context.close();
});

test("after sign-out the published page shows, even if the preview cookie survived", async ({
  page,
  context,
  baseURL,
}) => {
  const cookie = await staffInPreview(page, baseURL!);
  const session = (await context.cookies()).find((c) =>
    c.name.endsWith("better-auth.session_token"),
  )!;
  const signOut = await page.request.post("/api/auth/sign-out", {
    headers: { origin: baseURL! },
    data: {},
  });
  expect(signOut.status()).toBe(200);
  // Whatever sign-out did to them, the old session and preview cookies go back in.
  await context.addCookies([cookie, session]);
  await page.goto("/terms");
  await expect(heading(page)).toHaveText(PUBLISHED);
  await expect(page.getByText("Preview mode")).toHaveCount(0);
});
