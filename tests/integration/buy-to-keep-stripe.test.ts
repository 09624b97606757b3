import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  keepPurchases,
  partialOrder,
  productItems,
  productItemsHistory,
  products,
  productVariants,
  userProductItems,
} from "@/server/db/schema";
import { startKeepPurchase } from "@/server/services/buy-to-keep/start-keep-purchase";
import { stripeShopForFile } from "../helpers/stripe-stand-in-setup";
import { testDbKind } from "../helpers/test-db";
import { APP_URL, getSessionUser } from "./auth-test-helpers";
import { openRouteTestShop } from "./route-test-shop";

// Issue 27's 'Buy to keep' with PAYMENT_PROVIDER=stripe, against the local stand-in of Stripe's API:
// a payment-mode checkout for the price, and its webhook (repeated) sells the garment once.

describe(`a garment bought to keep through Stripe, on ${testDbKind}`, () => {
  const stripe = stripeShopForFile(openRouteTestShop);

  it("opens a payment-mode checkout for the price; its webhook, repeated, sells the garment once", async () => {
    const { shop, standIn, gateway, webhook } = stripe;
    const db = shop.handle.db;
    const userId = (await getSessionUser(shop.auth, shop.memberCookie))!.id;
    const [product] = await db
      .insert(products)
      .values({ name: "Fox Romper", slug: "fox-romper-stripe-keep", rrp: "24.00" })
      .returning({ id: products.id });
    const [variant] = await db
      .insert(productVariants)
      .values({ product_id: product!.id, sku: "FOX-KEEP", stock: 0 })
      .returning({ id: productVariants.id });
    const [delivery] = await db
      .insert(partialOrder)
      .values({ user_id: userId, status: "ORDER_ACTIVE", dispatched_at: new Date() })
      .returning({ id: partialOrder.id });
    const [item] = await db
      .insert(productItems)
      .values({ sku: "FOX-KEEP", product_variant_id: variant!.id, status: "CUSTOMER" })
      .returning({ id: productItems.id });
    await db.insert(userProductItems).values({
      product_item_id: item!.id,
      partial_order_id: delivery!.id,
      user_id: userId,
      product_variant_id: variant!.id,
    });

    const started = await startKeepPurchase(db, gateway, {
      userId,
      productItemId: item!.id,
      quotedPence: 2400,
      floorPercent: 30,
      now: new Date(),
      appUrl: APP_URL,
      reservationMinutes: 60,
    });
    if (!started.ok) throw new Error(started.message);
    const [purchase] = await db
      .select()
      .from(keepPurchases)
      .where(eq(keepPurchases.id, started.purchaseId));
    const session = standIn.state.checkoutSessions.get(purchase!.checkout_id!)!;
    expect(started.url).toBe(session.url);
    expect(session).toMatchObject({
      mode: "payment",
      amount_total: 2400,
      currency: "gbp",
      metadata: { keep_purchase_id: String(started.purchaseId) },
    });

    const body = standIn.eventBody(
      "checkout.session.completed",
      standIn.completeCheckoutSession(session.id),
    );
    const answers = await Promise.all([webhook(body), webhook(body), webhook(body)]);
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200]);
    const [sold] = await db
      .select({ status: productItems.status, price: productItems.sold_price })
      .from(productItems)
      .where(eq(productItems.id, item!.id));
    expect(sold).toEqual({ status: "SOLD", price: "24.00" });
    const history = await db
      .select()
      .from(productItemsHistory)
      .where(eq(productItemsHistory.product_item_id, item!.id));
    expect(history.filter((h) => h.new_status === "SOLD")).toHaveLength(1);
    const [paid] = await db
      .select()
      .from(keepPurchases)
      .where(eq(keepPurchases.id, started.purchaseId));
    expect(paid).toMatchObject({ status: "PAID", payment_id: session.payment_intent });
  });
});
