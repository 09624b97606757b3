import { expect, type APIRequestContext, type Browser, type Page } from "./shop-test";

// The demo shop's accounts (README). Better-auth checks the Origin of every sign-in.
export const DEMO_MEMBER = { email: "demo@littlerobe.co.uk", password: "littlerobe-demo" };
export const STAFF_MEMBER = { email: "staff@littlerobe.co.uk", password: "littlerobe-staff" };

/** Signs a request context (a page's, or a separate one) in; its cookies then carry the session. */
export async function signIn(
  request: APIRequestContext,
  who: { email: string; password: string },
  baseURL: string,
) {
  const response = await request.post("/api/auth/sign-in/email", {
    data: who,
    headers: { origin: baseURL },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** Staff change the published settings through the content API: save the draft, then publish. */
export async function publishSettings(
  staff: APIRequestContext,
  changes: Record<string, unknown>,
  baseURL: string,
) {
  const current = await staff.get("/api/staff/content/settings/settings");
  expect(current.status()).toBe(200);
  const { draft } = (await current.json()) as { draft: Record<string, unknown> };
  // Writes must come from the shop's own origin, as a browser on its pages would send them.
  const headers = { origin: baseURL };
  expect(
    (
      await staff.put("/api/staff/content/settings/settings", {
        data: { ...draft, ...changes },
        headers,
      })
    ).status(),
  ).toBe(200);
  expect(
    (await staff.post("/api/staff/content/settings/settings/publish", { headers })).status(),
  ).toBe(200);
}

/** A page of its own browser context, signed in as staff, for `work`; the context is closed after. */
export async function asStaff(
  browser: Browser,
  baseURL: string,
  work: (staff: Page) => Promise<void>,
): Promise<void> {
  const context = await browser.newContext({ baseURL });
  try {
    const staff = await context.newPage();
    await signIn(staff.request, STAFF_MEMBER, baseURL);
    await work(staff);
  } finally {
    await context.close();
  }
}
