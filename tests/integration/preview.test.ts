import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as previewGet } from "@/app/api/preview/route";
import { users } from "@/server/db/schema";
import { previewAllowed } from "@/server/http/preview-mode";
import { createDatabaseContentEditor } from "@/server/integrations/content/local-database/content-editor";
import { createDatabaseContentSource } from "@/server/integrations/content/local-database/database-content-source";
import { seedContentDocuments } from "@/server/seed/content";
import { loadPage } from "@/server/services/content/load-site-content";
import { testDbKind, type TestDatabase } from "../helpers/test-db";
import { APP_URL, callAuth, sessionCookie } from "./auth-test-helpers";
import { openRouteTestShop, type RouteTestShop } from "./route-test-shop";

// The pages ask previewAllowed() with the request's draft-mode flag and headers; here the process's
// database and auth are this test's, as in request-pipeline.test.ts.

let shop: RouteTestShop;
let handle: TestDatabase;
let auth: RouteTestShop["auth"];
let memberCookie: string;
let staffCookie: string;
let staffId: string;

const PUBLISHED = "Terms & Conditions";
const DRAFT = "Terms, in draft";

/** The terms page's title as a request with these cookies sees it, with or without the preview cookie. */
async function termsTitle(
  previewCookie: boolean,
  sessionCookieHeader?: string,
): Promise<string | undefined> {
  const headers = new Headers(sessionCookieHeader ? { cookie: sessionCookieHeader } : {});
  return (await loadPage("terms", await previewAllowed(previewCookie, headers)))?.data.title;
}

beforeAll(async () => {
  shop = await openRouteTestShop();
  ({ handle, auth, memberCookie, staffCookie, staffId } = shop);
  await seedContentDocuments(handle.db);
  const editor = createDatabaseContentEditor(handle.db);
  const terms = (await createDatabaseContentSource(handle.db).getPage("terms", {
    preview: false,
  }))!;
  await editor.saveDraft("page", "terms", { ...terms, data: { ...terms.data, title: DRAFT } });
});

afterAll(async () => {
  await shop.close();
});

describe(`drafts need the preview cookie and a staff session on every request, on ${testDbKind}`, () => {
  it("a staff member with the preview cookie sees the draft; without it, the published page", async () => {
    expect(await termsTitle(true, staffCookie)).toBe(DRAFT);
    expect(await termsTitle(false, staffCookie)).toBe(PUBLISHED);
  });

  it("the preview cookie alone, or with a member's session, shows the published page", async () => {
    expect(await termsTitle(true)).toBe(PUBLISHED);
    expect(await termsTitle(true, memberCookie)).toBe(PUBLISHED);
    expect(await termsTitle(true, "better-auth.session_token=forged.value")).toBe(PUBLISHED);
  });

  it("a member who is no longer staff stops seeing drafts at once", async () => {
    await handle.db.update(users).set({ is_admin: false }).where(eq(users.id, staffId));
    try {
      expect(await termsTitle(true, staffCookie)).toBe(PUBLISHED);
    } finally {
      await handle.db.update(users).set({ is_admin: true }).where(eq(users.id, staffId));
    }
    expect(await termsTitle(true, staffCookie)).toBe(DRAFT);
  });

  it("after sign-out the old session's cookie, kept with the preview cookie, shows the published page", async () => {
    const other = sessionCookie(
      await callAuth(auth, "/sign-in/email", {
        email: "staff@example.com",
        password: "password-of-staff",
      }),
    );
    expect(await termsTitle(true, other)).toBe(DRAFT);
    const signOut = await callAuth(auth, "/sign-out", {}, { cookie: other });
    expect(signOut.status).toBe(200);
    expect(await termsTitle(true, other)).toBe(PUBLISHED);
  });
});

describe("GET /api/preview", () => {
  const get = (cookie?: string) =>
    previewGet(
      new Request(`${APP_URL}/api/preview?slug=/terms`, { headers: cookie ? { cookie } : {} }),
      { params: Promise.resolve({}) },
    );

  it("refuses a guest (401) and a member (403) without setting the preview cookie", async () => {
    const guest = await get();
    expect(guest.status).toBe(401);
    expect((await guest.json()).error.code).toBe("unauthenticated");
    const member = await get(memberCookie);
    expect(member.status).toBe(403);
    expect((await member.json()).error.code).toBe("forbidden");
    for (const response of [guest, member])
      expect(response.headers.get("set-cookie") ?? "").not.toContain("__prerender_bypass");
  });
});
