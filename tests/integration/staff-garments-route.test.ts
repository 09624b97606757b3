import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { POST as movePost } from "@/app/api/staff/garments/[id]/move/route";
import { POST as retirePost } from "@/app/api/staff/garments/[id]/retire/route";
import { POST as finishPost } from "@/app/api/staff/returns/[id]/finish/route";
import type { ProductItemStatus } from "@/domain/enums";
import { SOLD_PRICE_MESSAGE } from "@/domain/garments/staff-moves";
import {
  partialReturn,
  productItemRetirement,
  productItems,
  productItemsHistory,
  products,
  productVariants,
  userProductItems,
} from "@/server/db/schema";
import { APP_URL, getSessionUser } from "./auth-test-helpers";
import { openRouteTestShop, type RouteTestShop } from "./route-test-shop";

// Issue 11: staff receive, clean, store, flag and retire garments and close returns through
// staff-only endpoints (the back office of issue 12 puts them on screens). Stock follows the shelf.

const invalidated = vi.hoisted(() => [] as string[][]);
vi.mock("@/server/cache/invalidate", () => ({
  invalidate: (...tags: string[]) => void invalidated.push(tags),
}));

let shop: RouteTestShop;
let variantId: number;
let productId: number;
let memberId: string;

type Handler = (
  request: Request,
  context: { params: Promise<{ id: string }> },
) => Promise<Response>;

function call(handler: Handler, path: string, id: number, body: unknown, cookie?: string) {
  const headers = new Headers({ origin: APP_URL, "content-type": "application/json" });
  if (cookie) headers.set("cookie", cookie);
  return handler(
    new Request(`${APP_URL}${path.replace("[id]", String(id))}`, {
      method: "POST",
      headers,
      body: JSON.stringify(body),
    }),
    { params: Promise.resolve({ id: String(id) }) },
  );
}
const move = (id: number, body: unknown, cookie = shop.staffCookie) =>
  call(movePost, "/api/staff/garments/[id]/move", id, body, cookie);
const retire = (id: number, body: unknown, cookie = shop.staffCookie) =>
  call(retirePost, "/api/staff/garments/[id]/retire", id, body, cookie);
const finish = (id: number, body: unknown, cookie = shop.staffCookie) =>
  call(finishPost, "/api/staff/returns/[id]/finish", id, body, cookie);

async function garmentIn(status: ProductItemStatus): Promise<number> {
  const [row] = await shop.handle.db
    .insert(productItems)
    .values({ sku: "FOX-1", product_variant_id: variantId, status })
    .returning({ id: productItems.id });
  return row!.id;
}
const garment = async (id: number) =>
  (await shop.handle.db.select().from(productItems).where(eq(productItems.id, id)))[0]!;
const stock = async () =>
  (
    await shop.handle.db
      .select({ stock: productVariants.stock })
      .from(productVariants)
      .where(eq(productVariants.id, variantId))
  )[0]!.stock;
const lastHistory = async (id: number) =>
  (
    await shop.handle.db
      .select()
      .from(productItemsHistory)
      .where(eq(productItemsHistory.product_item_id, id))
      .orderBy(productItemsHistory.id)
  ).at(-1);

beforeAll(async () => {
  shop = await openRouteTestShop();
  memberId = (await getSessionUser(shop.auth, shop.memberCookie))!.id;
  const [product] = await shop.handle.db
    .insert(products)
    .values({ name: "Fox Romper", slug: "fox-romper", rrp: "30.00" })
    .returning({ id: products.id });
  productId = product!.id;
  const [variant] = await shop.handle.db
    .insert(productVariants)
    .values({ product_id: productId, sku: "FOX-1", stock: 5 })
    .returning({ id: productVariants.id });
  variantId = variant!.id;
});

afterAll(async () => shop.close());

describe("only staff", () => {
  it("a guest gets 401 and a member 403 from every garment and return endpoint; nothing changes", async () => {
    const id = await garmentIn("IN_CLEANING");
    const [ret] = await shop.handle.db
      .insert(partialReturn)
      .values({ user_id: memberId, status: "ORDER_PLACED" })
      .returning({ id: partialReturn.id });
    for (const [cookie, status] of [
      ["", 401],
      [shop.memberCookie, 403],
    ] as const) {
      expect((await move(id, { to: "STORAGE", reason: "Clean" }, cookie)).status).toBe(status);
      expect((await retire(id, { disposition: "RESALE", reason: "Worn" }, cookie)).status).toBe(
        status,
      );
      expect((await finish(ret!.id, {}, cookie)).status).toBe(status);
    }
    expect((await garment(id)).status).toBe("IN_CLEANING");
    expect(await lastHistory(id)).toBeUndefined();
    const [row] = await shop.handle.db
      .select()
      .from(partialReturn)
      .where(eq(partialReturn.id, ret!.id));
    expect(row!.status).toBe("ORDER_PLACED");
    expect(await stock()).toBe(5);
  });
});

describe("staff moves", () => {
  it("cleaning done puts the garment on the shelf and in stock, recorded with who and why", async () => {
    const id = await garmentIn("IN_CLEANING");
    const before = await stock();
    invalidated.length = 0;
    const response = await move(id, { to: "STORAGE", reason: "Washed and pressed" });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ id, from: "IN_CLEANING", to: "STORAGE" });
    expect(await stock()).toBe(before + 1);
    expect(await lastHistory(id)).toMatchObject({
      previous_status: "IN_CLEANING",
      new_status: "STORAGE",
      changed_by_user_id: shop.staffId,
      change_reason: "Washed and pressed",
    });
    expect(invalidated.flat()).toContain(`product:${productId}`);
  });

  it("a problem found on the shelf takes it out of stock", async () => {
    const id = await garmentIn("STORAGE");
    const before = await stock();
    expect((await move(id, { to: "PROBLEM", reason: "Broken zip" })).status).toBe(200);
    expect(await stock()).toBe(before - 1);
  });

  it("refuses moves the life cycle or the hand-move rules do not allow, and unknown garments", async () => {
    const sold = await garmentIn("SOLD");
    const refused = await move(sold, { to: "STORAGE", reason: "Oops" });
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({
      error: { code: "conflict", message: "A garment in SOLD cannot move to STORAGE." },
    });
    expect((await move(sold, { to: "CUSTOMER", reason: "Send" })).status).toBe(422);
    expect((await move(sold, { to: "STORAGE", reason: "" })).status).toBe(422);
    expect((await move(2_000_000_000, { to: "STORAGE", reason: "x" })).status).toBe(404);
    expect((await garment(sold)).status).toBe("SOLD");
  });
});

describe("retirement", () => {
  it("a sale records the retirement, the price and takes the garment out of stock", async () => {
    const id = await garmentIn("STORAGE");
    const before = await stock();
    expect((await retire(id, { disposition: "SOLD", reason: "Sample sale" })).status).toBe(422);
    const response = await retire(id, {
      disposition: "SOLD",
      reason: "Sample sale",
      soldPrice: 12.5,
    });
    expect(response.status).toBe(200);
    const row = await garment(id);
    expect(row).toMatchObject({ status: "SOLD", sold_price: "12.50" });
    expect(row.expired_at).toBeInstanceOf(Date);
    const [retirement] = await shop.handle.db
      .select()
      .from(productItemRetirement)
      .where(eq(productItemRetirement.product_item_id, id));
    expect(retirement).toMatchObject({ reason: "Sample sale", fulfilment_retirement_id: null });
    expect(await stock()).toBe(before - 1);
  });

  it("the 422 for a sale without a price names the field", async () => {
    const id = await garmentIn("STORAGE");
    const response = await retire(id, { disposition: "SOLD", reason: "Sale" });
    expect(await response.json()).toMatchObject({
      error: { fields: { soldPrice: SOLD_PRICE_MESSAGE } },
    });
  });

  it("a garment with a member cannot be retired", async () => {
    const id = await garmentIn("CUSTOMER");
    expect((await retire(id, { disposition: "RESALE", reason: "Faded" })).status).toBe(409);
    expect((await garment(id)).status).toBe("CUSTOMER");
    expect(
      await shop.handle.db
        .select()
        .from(productItemRetirement)
        .where(eq(productItemRetirement.product_item_id, id)),
    ).toEqual([]);
  });
});

describe("closing a return", () => {
  it("waits for every garment, then closes once", async () => {
    const id = await garmentIn("RETURNING");
    const [ret] = await shop.handle.db
      .insert(partialReturn)
      .values({ user_id: memberId, status: "ORDER_PLACED", item_quantity: 1 })
      .returning({ id: partialReturn.id });
    await shop.handle.db.insert(userProductItems).values({
      product_item_id: id,
      partial_return_id: ret!.id,
      user_id: memberId,
      product_variant_id: variantId,
    });
    const early = await finish(ret!.id, {});
    expect(early.status).toBe(409);
    expect(await early.json()).toMatchObject({
      error: { message: "1 garment(s) of this return have not arrived yet." },
    });

    // Staff receive it by hand: into cleaning.
    expect((await move(id, { to: "IN_CLEANING", reason: "Parcel opened" })).status).toBe(200);
    expect((await finish(ret!.id, { note: "All fine" })).status).toBe(200);
    expect((await finish(ret!.id, {})).status).toBe(200);
    const [row] = await shop.handle.db
      .select()
      .from(partialReturn)
      .where(eq(partialReturn.id, ret!.id));
    expect(row).toMatchObject({ status: "ORDER_FINALISED" });
    expect(row!.internal_note).toBe(`Finished by staff ${shop.staffId}: All fine`);
    expect((await finish(2_000_000_000, {})).status).toBe(404);
  });
});
