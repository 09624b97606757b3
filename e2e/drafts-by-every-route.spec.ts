import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test, type APIRequestContext } from "./support/shop-test";
import { extractInfoFromServerReferenceId } from "next/dist/shared/lib/server-reference-info.js";
import { signIn, STAFF_MEMBER } from "./support/accounts";
import { suppressGuestPopup } from "./support/suppress-popup";

// Issue 23: drafts stay private by every route. Next.js accepts every server reference of the build
// (server actions, and the 'use cache' reads too) as a server action posted to any page, with
// arguments of the caller's choosing. Each id the build lists is called here anonymously with
// arguments that once meant "show drafts"; none may answer a draft, and the proxy refuses every
// cached read's id outright. A cached read added later is covered without anyone listing it. (That
// the reads themselves take no "show drafts" is tests/integration/cached-reads-drafts.test.ts.)
test.describe.configure({ mode: "serial", timeout: 120_000 });

const RUN = Date.now().toString(36);
const ABOUT_DRAFT = `About draft ${RUN} unpublished`;
const HOME_DRAFT = `Home draft ${RUN} unpublished`;
const SETTINGS_DRAFT = `Settings draft ${RUN} unpublished`;
const NEW_PAGE_UID = `unpublished-${RUN}`;
const NEW_PAGE_DRAFT = `New page ${RUN} unpublished`;
const MARKERS = [ABOUT_DRAFT, HOME_DRAFT, SETTINGS_DRAFT, NEW_PAGE_DRAFT];
/** In the published settings (the seed's footer). */
const PUBLISHED_COPYRIGHT = "Littlerobe Ltd. All rights reserved.";

/** The build the server under test runs (playwright.config.ts: `.next-<port>`, or `.next` on 3100). */
function buildDir(): string {
  const port = Number(process.env.E2E_PORT ?? 3100);
  return process.env.NEXT_DIST_DIR ?? (port === 3100 ? ".next" : `.next-${port}`);
}

/** Every server reference id in the build's manifest, whichever runtime lists it. */
function serverReferenceIds(): string[] {
  const file = path.join(buildDir(), "server", "server-reference-manifest.json");
  const manifest = JSON.parse(readFileSync(file, "utf8")) as Record<string, unknown>;
  const ids = new Set<string>();
  for (const runtime of ["node", "edge"]) {
    const entries = manifest[runtime];
    if (entries && typeof entries === "object") Object.keys(entries).forEach((id) => ids.add(id));
  }
  return [...ids];
}

/** Argument lists a caller might try: a bare "true", a uid with "true", objects, extra arguments. */
const HOSTILE_ARGUMENTS: unknown[][] = [
  [],
  [true],
  [true, true],
  ["about", true],
  ["home", true],
  [NEW_PAGE_UID, true],
  [NEW_PAGE_UID, true, true],
  ["x", true, true],
  [{}],
  [{}, true],
  [{ preview: true }],
  [NEW_PAGE_UID, { preview: true }],
  ["about", { preview: true }],
  [{ uid: NEW_PAGE_UID, preview: true }],
];

type Doc = Record<string, unknown> & { data?: Record<string, unknown> };

async function draftOf(staff: APIRequestContext, type: string, uid: string): Promise<Doc> {
  const response = await staff.get(`/api/staff/content/${type}/${uid}`);
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { draft: Doc }).draft;
}

async function saveDraft(
  staff: APIRequestContext,
  baseURL: string,
  type: string,
  uid: string,
  draft: Doc,
) {
  const saved = await staff.put(`/api/staff/content/${type}/${uid}`, {
    data: draft,
    headers: { origin: baseURL },
  });
  expect(saved.status(), await saved.text()).toBe(200);
}

const withTitle = (page: Doc, title: string): Doc => ({ ...page, data: { ...page.data, title } });

/** The home page shows no title of its own: the draft's opening section gets the marker too. */
function withOpeningTitle(page: Doc, title: string): Doc {
  const [opening, ...rest] = (page.data?.slices ?? []) as Record<string, unknown>[];
  return { ...page, data: { ...page.data, title, slices: [{ ...opening, title }, ...rest] } };
}

/** What staff had before this file: their drafts go back, so other files see no pending change. */
const originals: { type: string; uid: string; draft: Doc }[] = [];

test.beforeAll(async ({ playwright, baseURL }) => {
  const staff = await playwright.request.newContext({ baseURL });
  await signIn(staff, STAFF_MEMBER, baseURL!);
  const about = await draftOf(staff, "page", "about");
  const home = await draftOf(staff, "page", "home");
  const settings = await draftOf(staff, "settings", "settings");
  originals.push(
    { type: "page", uid: "about", draft: about },
    { type: "page", uid: "home", draft: home },
    { type: "settings", uid: "settings", draft: settings },
  );
  await saveDraft(staff, baseURL!, "page", "about", withTitle(about, ABOUT_DRAFT));
  await saveDraft(staff, baseURL!, "page", "home", withOpeningTitle(home, HOME_DRAFT));
  await saveDraft(staff, baseURL!, "settings", "settings", {
    ...settings,
    footerCopyrightText: SETTINGS_DRAFT,
  });
  // A page that was never published at all, as 'New page' in the back office leaves it.
  const created = await staff.post("/api/staff/content/pages", {
    data: { uid: NEW_PAGE_UID, title: NEW_PAGE_DRAFT },
    headers: { origin: baseURL! },
  });
  expect(created.status(), await created.text()).toBe(200);
  await staff.dispose();
});

test.afterAll(async ({ playwright, baseURL }) => {
  const staff = await playwright.request.newContext({ baseURL });
  await signIn(staff, STAFF_MEMBER, baseURL!);
  for (const { type, uid, draft } of originals) await saveDraft(staff, baseURL!, type, uid, draft);
  await staff.dispose();
});

test("no server reference of the build answers a draft to an anonymous caller, whatever its arguments", async ({
  playwright,
  baseURL,
}) => {
  const ids = serverReferenceIds();
  const cachedReads = ids.filter((id) => extractInfoFromServerReferenceId(id).type === "use-cache");
  // The build's cached reads (cached-reads.ts: the content, the catalogue, a product) are listed.
  expect(cachedReads.length).toBeGreaterThanOrEqual(3);
  // No cookie at all: a fresh context, nobody signed in, no preview cookie.
  const anonymous = await playwright.request.newContext({ baseURL });
  const leaks: string[] = [];
  const answeredReads: string[] = [];
  const serverErrors: string[] = [];
  for (const id of ids) {
    for (const args of HOSTILE_ARGUMENTS) {
      const response = await anonymous.post("/about", {
        headers: {
          "next-action": id,
          accept: "text/x-component",
          "content-type": "text/plain;charset=UTF-8",
          origin: baseURL!,
        },
        data: JSON.stringify(args),
      });
      const body = await response.text();
      for (const marker of MARKERS) {
        if (body.includes(marker)) leaks.push(`${id} ${JSON.stringify(args)} -> ${marker}`);
      }
      // Hostile arguments are the caller's fault: a clear refusal, never a server error.
      if (response.status() >= 500)
        serverErrors.push(`${id} ${JSON.stringify(args)} -> ${response.status()}`);
      if (cachedReads.includes(id) && response.status() !== 404) {
        answeredReads.push(`${id} ${JSON.stringify(args)} -> ${response.status()}`);
      }
    }
  }
  await anonymous.dispose();
  expect(leaks).toEqual([]);
  // Not even published content: a cached read runs inside a render only.
  expect(answeredReads).toEqual([]);
  expect(serverErrors).toEqual([]);
});

test("staff in preview mode still see every draft; a guest sees what is published", async ({
  page,
  browser,
  baseURL,
}) => {
  await suppressGuestPopup(page);
  await signIn(page.request, STAFF_MEMBER, baseURL!);
  await page.goto("/api/preview?slug=/about");
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(ABOUT_DRAFT);
  await expect(page.locator("footer.site-footer")).toContainText(SETTINGS_DRAFT);
  await page.goto(`/${NEW_PAGE_UID}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(NEW_PAGE_DRAFT);
  await page.goto("/");
  await expect(page.getByRole("heading", { name: HOME_DRAFT })).toBeVisible();

  const guestContext = await browser.newContext({ baseURL });
  const guest = await guestContext.newPage();
  await suppressGuestPopup(guest);
  await guest.goto("/about");
  await expect(guest.locator("footer.site-footer")).toContainText(PUBLISHED_COPYRIGHT);
  expect(await guest.content()).not.toContain(ABOUT_DRAFT);
  expect(await guest.content()).not.toContain(SETTINGS_DRAFT);
  expect((await guest.goto(`/${NEW_PAGE_UID}`))!.status()).toBe(404);
  await guestContext.close();
});
