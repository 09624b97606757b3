import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST } from "@/app/api/account/keep/route";
import { KEEP_MESSAGES, priceChangedMessage } from "@/domain/buy-to-keep/keep-price";
import {
  keepPurchases,
  partialOrder,
  productItems,
  products,
  productVariants,
  sandboxCheckoutSessions,
  userProductItems,
} from "@/server/db/schema";
import { testDbKind } from "../helpers/test-db";
import { APP_URL, getSessionUser } from "./auth-test-helpers";
import { openRouteTestShop, type RouteTestShop } from "./route-test-shop";

// POST /api/account/keep (issue 27) through the request pipeline: only the signed-in family's own
// garment at the price shown; a guest, another family, a bad body or a cross-site post is a clear
// 4xx and writes nothing.

let shop: RouteTestShop;
let memberId: string;
let mine: number;
let theirs: number;

function post(body: unknown, options: { cookie?: string; origin?: string; text?: string } = {}) {
  const headers = new Headers({
    origin: options.origin ?? APP_URL,
    "content-type": "application/json",
  });
  if (options.cookie) headers.set("cookie", options.cookie);
  return POST(
    new Request(`${APP_URL}/api/account/keep`, {
      method: "POST",
      headers,
      body: options.text ?? JSON.stringify(body),
    }),
  );
}

/** A garment with a family (dispatched), its product's retail price £30. */
async function garmentWith(userId: string): Promise<number> {
  const db = shop.handle.db;
  const tag = `${userId}-${Math.random().toString(36).slice(2)}`;
  const [product] = await db
    .insert(products)
    .values({ name: "Fox Romper", slug: `fox-${tag}`, rrp: "30.00" })
    .returning({ id: products.id });
  const [variant] = await db
    .insert(productVariants)
    .values({ product_id: product!.id, sku: `F-${tag}`, stock: 0 })
    .returning({ id: productVariants.id });
  const [delivery] = await db
    .insert(partialOrder)
    .values({ user_id: userId, status: "ORDER_ACTIVE", dispatched_at: new Date() })
    .returning({ id: partialOrder.id });
  const [item] = await db
    .insert(productItems)
    .values({ sku: `F-${tag}`, product_variant_id: variant!.id, status: "CUSTOMER" })
    .returning({ id: productItems.id });
  await db.insert(userProductItems).values({
    product_item_id: item!.id,
    partial_order_id: delivery!.id,
    user_id: userId,
    product_variant_id: variant!.id,
  });
  return item!.id;
}

const purchases = () => shop.handle.db.select().from(keepPurchases);

describe(`POST /api/account/keep on ${testDbKind}`, () => {
  beforeAll(async () => {
    shop = await openRouteTestShop();
    memberId = (await getSessionUser(shop.auth, shop.memberCookie))!.id;
    mine = await garmentWith(memberId);
    theirs = await garmentWith(shop.staffId);
  });
  afterAll(async () => {
    await shop?.close();
  });

  it("refuses a guest, a cross-site post and a bad body, and writes nothing", async () => {
    const guest = await post({ productItemId: mine, quotedPence: 3000 });
    expect(guest.status).toBe(401);
    expect(((await guest.json()) as { error: { code: string } }).error.code).toBe(
      "unauthenticated",
    );
    const crossSite = await post(
      { productItemId: mine, quotedPence: 3000 },
      { cookie: shop.memberCookie, origin: "https://evil.example" },
    );
    expect(crossSite.status).toBe(403);
    for (const text of [
      JSON.stringify({ productItemId: mine }),
      JSON.stringify({ productItemId: "abc", quotedPence: 3000 }),
      JSON.stringify({ productItemId: mine, quotedPence: -5 }),
      "{not json",
    ]) {
      const response = await post(null, { cookie: shop.memberCookie, text });
      expect([400, 422]).toContain(response.status);
    }
    const huge = await post(null, { cookie: shop.memberCookie, text: "x".repeat(2048) });
    expect(huge.status).toBe(413);
    expect(await purchases()).toEqual([]);
  });

  it("refuses another family's garment and a price other than the one to pay, with their messages", async () => {
    const other = await post(
      { productItemId: theirs, quotedPence: 3000 },
      { cookie: shop.memberCookie },
    );
    expect(other.status).toBe(409);
    expect(((await other.json()) as { error: { message: string } }).error.message).toBe(
      KEEP_MESSAGES.notHeld,
    );
    const stale = await post(
      { productItemId: mine, quotedPence: 2500 },
      { cookie: shop.memberCookie },
    );
    expect(stale.status).toBe(409);
    expect(((await stale.json()) as { error: { message: string } }).error.message).toBe(
      priceChangedMessage(3000),
    );
    expect(await purchases()).toEqual([]);
  });

  it("opens the payment page for the family's own garment at the price shown", async () => {
    const response = await post(
      { productItemId: mine, quotedPence: 3000 },
      { cookie: shop.memberCookie },
    );
    expect(response.status).toBe(200);
    const body = (await response.json()) as { purchaseId: number; url: string };
    expect(body.url).toMatch(/\/sandbox\/checkout\/cs_local_[0-9a-f]{24}$/);
    const [purchase] = await purchases();
    expect(purchase).toMatchObject({
      id: body.purchaseId,
      user_id: memberId,
      status: "PAYMENT_PENDING",
    });
    const [page] = await shop.handle.db
      .select()
      .from(sandboxCheckoutSessions)
      .where(eq(sandboxCheckoutSessions.id, purchase!.checkout_id!));
    expect(page).toMatchObject({ mode: "payment", amount_pence: 3000 });
  });
});
