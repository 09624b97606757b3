import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as authPost } from "@/app/api/auth/[...all]/route";
import { POST as movePost } from "@/app/api/staff/garments/[id]/move/route";
import { POST as retirePost } from "@/app/api/staff/garments/[id]/retire/route";
import { PUT as draftPut } from "@/app/api/staff/content/[type]/[uid]/route";
import {
  authUser,
  contentDocuments,
  productItems,
  products,
  productVariants,
} from "@/server/db/schema";
import { seedContentDocuments } from "@/server/seed/content";
import { testDbKind } from "../helpers/test-db";
import { APP_URL, getSessionUser } from "./auth-test-helpers";
import { openRouteTestShop, type RouteTestShop } from "./route-test-shop";

// Issue 23: a NUL byte (which PostgreSQL refuses in text and JSON) or another control character,
// sent where a form never would, is a 422 with the forms' message, never a 500: in a member's
// name through the auth library's own update-user, in a staff content draft, in a staff reason.
// Half a UTF-16 pair on its own ("\ud800" in JSON), which PostgreSQL refuses in jsonb, likewise.

const UNUSUAL = "Please remove unusual characters";

let shop: RouteTestShop;
let variantId: number;

type Handler = (
  request: Request,
  context: { params: Promise<Record<string, string | string[]>> },
) => Promise<Response>;

function call(
  handler: Handler,
  path: string,
  body: unknown,
  cookie: string | undefined,
  params: Record<string, string | string[]> = {},
  method = "POST",
) {
  const headers = new Headers({ origin: APP_URL, "content-type": "application/json" });
  if (cookie) headers.set("cookie", cookie);
  return handler(
    new Request(`${APP_URL}${path}`, { method, headers, body: JSON.stringify(body) }),
    { params: Promise.resolve(params) },
  );
}

async function garmentIn(status: "IN_CLEANING" | "STORAGE"): Promise<number> {
  const [row] = await shop.handle.db
    .insert(productItems)
    .values({ sku: "FOX-1", product_variant_id: variantId, status })
    .returning({ id: productItems.id });
  return row!.id;
}

const garmentStatus = async (id: number) =>
  (
    await shop.handle.db
      .select({ status: productItems.status })
      .from(productItems)
      .where(eq(productItems.id, id))
  )[0]!.status;

beforeAll(async () => {
  shop = await openRouteTestShop();
  await seedContentDocuments(shop.handle.db);
  const [product] = await shop.handle.db
    .insert(products)
    .values({ name: "Fox Romper", slug: "fox-romper", rrp: "30.00" })
    .returning({ id: products.id });
  const [variant] = await shop.handle.db
    .insert(productVariants)
    .values({ product_id: product!.id, sku: "FOX-1", stock: 5 })
    .returning({ id: productVariants.id });
  variantId = variant!.id;
});

afterAll(async () => shop.close());

describe(`control characters are a 422 with the forms' message, on ${testDbKind}`, () => {
  it("a member's name with a NUL through the auth library's update-user; the name is kept", async () => {
    const memberId = (await getSessionUser(shop.auth, shop.memberCookie))!.id;
    const nameOf = async () =>
      (
        await shop.handle.db
          .select({ name: authUser.name })
          .from(authUser)
          .where(eq(authUser.id, memberId))
      )[0]!.name;
    const before = await nameOf();
    const response = await call(
      authPost,
      "/api/auth/update-user",
      { name: "Mallory\u0000Hart" },
      shop.memberCookie,
      { all: ["update-user"] },
    );
    expect(response.status).toBe(422);
    expect(await response.json()).toMatchObject({ message: UNUSUAL });
    expect(await nameOf()).toBe(before);
    // A name that is not text is a 400, not the column's 500 (found by hostile-routes' fuzzing).
    const notText = await call(
      authPost,
      "/api/auth/update-user",
      { name: null },
      shop.memberCookie,
      { all: ["update-user"] },
    );
    expect(notText.status).toBe(400);
    expect(await notText.json()).toMatchObject({ message: "The name must be text." });
    expect(await nameOf()).toBe(before);
    // A plain new name still saves.
    const ok = await call(
      authPost,
      "/api/auth/update-user",
      { name: "Mallory" },
      shop.memberCookie,
      {
        all: ["update-user"],
      },
    );
    expect(ok.status).toBe(200);
    expect(await nameOf()).toBe("Mallory");
  });

  it("a sign-up whose name holds a NUL creates no account", async () => {
    const response = await call(
      authPost,
      "/api/auth/sign-up/email",
      { email: "nul@example.com", password: "password-of-nul", name: "a\u0000" },
      undefined,
      { all: ["sign-up", "email"] },
    );
    expect(response.status).toBe(422);
    expect(await response.json()).toMatchObject({ message: UNUSUAL });
    expect(
      await shop.handle.db.select().from(authUser).where(eq(authUser.email, "nul@example.com")),
    ).toEqual([]);
  });

  it("a staff content draft with a NUL in a title; the draft is kept as it was", async () => {
    const where = and(eq(contentDocuments.type, "page"), eq(contentDocuments.uid, "about"));
    const [about] = await shop.handle.db.select().from(contentDocuments).where(where);
    const draft = about!.draft as { data: Record<string, unknown> };
    const response = await call(
      draftPut,
      "/api/staff/content/page/about",
      { ...draft, data: { ...draft.data, title: "About\u0000us" } },
      shop.staffCookie,
      { type: "page", uid: "about" },
      "PUT",
    );
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({
      error: { code: "validation_failed", message: UNUSUAL, fields: { data: UNUSUAL } },
    });
    const [after] = await shop.handle.db.select().from(contentDocuments).where(where);
    expect(after!.draft).toEqual(about!.draft);
    expect(after!.draft_version).toBe(about!.draft_version);
  });

  it("a staff reason with a NUL, a bell or half a UTF-16 pair; the garment stays where it was; line breaks are fine", async () => {
    const id = await garmentIn("IN_CLEANING");
    const path = `/api/staff/garments/${id}/move`;
    const params = { id: String(id) };
    for (const reason of ["Washed\u0000", "Washed \u0007", "Washed \uD800"]) {
      const response = await call(
        movePost,
        path,
        { to: "STORAGE", reason },
        shop.staffCookie,
        params,
      );
      expect(response.status, JSON.stringify(reason)).toBe(422);
      expect(await response.json()).toEqual({
        error: { code: "validation_failed", message: UNUSUAL, fields: { reason: UNUSUAL } },
      });
    }
    const retired = await call(
      retirePost,
      `/api/staff/garments/${id}/retire`,
      { disposition: "RESALE", reason: "Worn\u0000" },
      shop.staffCookie,
      params,
    );
    expect(retired.status).toBe(422);
    expect(await garmentStatus(id)).toBe("IN_CLEANING");
    const moved = await call(
      movePost,
      path,
      { to: "STORAGE", reason: "Washed\r\n\tand pressed" },
      shop.staffCookie,
      params,
    );
    expect(moved.status).toBe(200);
    expect(await garmentStatus(id)).toBe("STORAGE");
  });
});
