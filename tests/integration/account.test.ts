import { and, eq } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "@/server/db/client";
import * as schema from "@/server/db/schema";
import {
  order,
  sandboxCustomers,
  sandboxSubscriptions,
  userProductFavorites,
  users,
} from "@/server/db/schema";
import { createPaymentGateway } from "@/server/gateways/payment-gateway";
import { DEMO_MEMBER, seedDemoShop, STAFF_MEMBER } from "@/server/seed";
import { loadAccountOverview } from "@/server/services/account/load-account-overview";
import { loadMemberProfile } from "@/server/services/account/load-member-profile";
import { loadSessionProfile } from "@/server/services/account/load-session-profile";
import { toggleFavourite } from "@/server/services/account/toggle-favourite";
import { EMAIL_TAKEN_MESSAGE } from "@/domain/member/email-change";
import { updateAccountProfile } from "@/server/services/account/update-account-profile";
import { verifySubscription } from "@/server/services/account/verify-subscription";
import { cancelOrder } from "@/server/services/orders/cancel-order";
import { createTestDatabase, type TestDatabase } from "../helpers/test-db";

let handle: TestDatabase;
let productId: number;

beforeAll(async () => {
  handle = await createTestDatabase();
  await seedDemoShop(handle.db, { products: 12, images: false });
  const [product] = await handle.db
    .select({ id: schema.products.id })
    .from(schema.products)
    .limit(1);
  productId = product!.id;
});
afterAll(async () => {
  await handle.close();
});

/** The same database through a Drizzle instance that counts the SQL statements it sends. */
function countingDb(): { db: Database; statements: string[] } {
  const statements: string[] = [];
  const logger = { logQuery: (query: string) => statements.push(query) };
  const client = (handle.db as unknown as { $client: unknown }).$client;
  const db = (handle.kind === "pglite"
    ? drizzlePglite({ client: client as never, schema, logger })
    : drizzlePg({ client: client as never, schema, logger })) as unknown as Database;
  return { db, statements };
}

const validAccount = {
  title: "Dr",
  firstName: "Amelia",
  lastName: "Hart",
  babyName: "Rosie",
  email: DEMO_MEMBER.email,
  contactNumber: "020-794-6095",
  address1: "14 Lavender Sweep",
  address2: "",
  city: "London",
  postcode: "SW1A 1AA",
  country: "United Kingdom",
};

describe("the profile as loaded (spec 3.4, 4.4)", () => {
  it("loads the demo member with every relation in ONE SQL statement", async () => {
    const { db, statements } = countingDb();
    const profile = await loadMemberProfile(db, DEMO_MEMBER.id);
    expect(statements).toHaveLength(1);
    expect(profile).not.toBeNull();
    expect(profile!.partial_order.length).toBeGreaterThan(0);
    expect(profile!.order.every((o) => o.user_id === DEMO_MEMBER.id)).toBe(true);
    expect(profile!.user_product_items.every((i) => i.product_variant?.product.slug)).toBe(true);
  });

  it("derives activeOrder, activeReturn, previousProductVariants and the three groups (the demo member as seeded)", async () => {
    const profile = (await loadMemberProfile(handle.db, DEMO_MEMBER.id))!;
    // Seed: partial orders FINALISED (06-02), PAYMENT_CANCELLED (08-24), ACTIVE (09-04), PLACED (11-05);
    // returns FINALISED (08-26), PLACED (11-03).
    expect(profile.activeOrder).toMatchObject({ status: "ORDER_PLACED", date: "2026-11-05" });
    expect(profile.activeReturn).toMatchObject({ status: "ORDER_PLACED", date: "2026-11-03" });
    const summary = (items: typeof profile.items.active) =>
      items
        .map((i) => [
          i.product_item?.status,
          i.partial_order?.status,
          i.partial_return?.status ?? null,
        ])
        .sort();
    expect(summary(profile.items.active)).toEqual([
      ["CUSTOMER", "ORDER_ACTIVE", null],
      ["CUSTOMER", "ORDER_ACTIVE", null],
    ]);
    expect(summary(profile.items.upcoming)).toEqual([
      ["HOLD", "ORDER_PLACED", null],
      ["STORAGE_HOLD", "ORDER_PLACED", null],
    ]);
    expect(summary(profile.items.previous)).toEqual([
      ["RETURNING", "ORDER_ACTIVE", "ORDER_PLACED"],
      ["RETURNING", "ORDER_ACTIVE", "ORDER_PLACED"],
    ]);
    // 11 items, one of them held on the payment-cancelled delivery: 10 previous variants.
    expect(profile.user_product_items).toHaveLength(11);
    expect(profile.previousProductVariants).toHaveLength(10);
  });

  it("is null for an unknown member", async () => {
    expect(await loadMemberProfile(handle.db, "no-such-user")).toBeNull();
  });
});

describe("the ACCOUNT form's save (spec 7.1)", () => {
  it("updates the member's own row and returns the stored representation; the header profile follows", async () => {
    // The e-mail is unchanged, so no change-of-e-mail link is asked for (auth-email-change.test.ts).
    const result = await updateAccountProfile(handle.db, DEMO_MEMBER.id, validAccount, null);
    expect(result.pendingEmail).toBeNull();
    expect(result.profile).toMatchObject({
      id: DEMO_MEMBER.id,
      title: "Dr",
      postcode: "SW1A 1AA",
      address2: null,
      username: "amelia.hart",
    });
    const session = await loadSessionProfile(handle.db, DEMO_MEMBER.id, DEMO_MEMBER.email);
    expect(session).toMatchObject({ firstName: "Amelia", postcode: "SW1A 1AA" });
  });

  it("refuses an e-mail that belongs to another member, changing nothing", async () => {
    const before = await handle.db.select().from(users).where(eq(users.id, DEMO_MEMBER.id));
    const result = updateAccountProfile(
      handle.db,
      DEMO_MEMBER.id,
      { ...validAccount, firstName: "Changed", email: STAFF_MEMBER.email },
      null,
    );
    await expect(result).rejects.toMatchObject({
      code: "conflict",
      status: 409,
      fields: { email: EMAIL_TAKEN_MESSAGE },
    });
    expect(await handle.db.select().from(users).where(eq(users.id, DEMO_MEMBER.id))).toEqual(
      before,
    );
  });
});

describe("favourites (spec 4.5)", () => {
  it("adds, then removes, the member's favourite, and the profile reloads with it", async () => {
    await handle.db
      .delete(userProductFavorites)
      .where(eq(userProductFavorites.user_id, STAFF_MEMBER.id));
    expect(await toggleFavourite(handle.db, STAFF_MEMBER.id, productId)).toEqual({
      ok: true,
      favourite: true,
    });
    expect(
      (await loadSessionProfile(handle.db, STAFF_MEMBER.id, null))!.favouriteProductIds,
    ).toEqual([productId]);
    expect(
      (await loadMemberProfile(handle.db, STAFF_MEMBER.id))!.favouriteProducts.map((p) => p.id),
    ).toEqual([productId]);
    expect(await toggleFavourite(handle.db, STAFF_MEMBER.id, productId)).toEqual({
      ok: true,
      favourite: false,
    });
    const left = await handle.db
      .select()
      .from(userProductFavorites)
      .where(
        and(
          eq(userProductFavorites.user_id, STAFF_MEMBER.id),
          eq(userProductFavorites.product_id, productId),
        ),
      );
    expect(left).toEqual([]);
  });

  it("refuses an unknown product", async () => {
    expect(await toggleFavourite(handle.db, STAFF_MEMBER.id, 987654)).toEqual({
      ok: false,
      reason: "unknown_product",
    });
  });
});

describe("verify_subscription (spec 7.4) with the local payment provider", () => {
  const gateway = () => createPaymentGateway(handle.db);

  it("is false without a subscription id", async () => {
    expect(await verifySubscription(handle.db, gateway(), STAFF_MEMBER.id, {})).toEqual({
      ok: true,
      active: false,
    });
  });

  it("is active for the demo member as seeded (latest subscription order ORDER_ACTIVE)", async () => {
    expect(
      await verifySubscription(handle.db, gateway(), DEMO_MEMBER.id, {
        subscriptionId: "sub_local_demo",
      }),
    ).toEqual({ ok: true, active: true });
    expect(
      (await loadAccountOverview(handle.db, DEMO_MEMBER.id, gateway()))!.subscriptionLive,
    ).toBe(true);
  });

  it("asks the provider, not the order table: paused or ended is not active", async () => {
    // A member of this test's own, with a customer and subscription at the sandbox provider.
    const member = {
      id: "verify-member",
      email: "verify.member@example.co.uk",
      payment_customer_id: "cus_local_verify",
      payment_subscription_id: "sub_local_verify",
    };
    await handle.db.insert(users).values(member);
    await handle.db
      .insert(sandboxCustomers)
      .values({ id: member.payment_customer_id, email: member.email });
    await handle.db.insert(sandboxSubscriptions).values({
      id: member.payment_subscription_id,
      customer_id: member.payment_customer_id,
      price_id: "price_local_subscription_a",
      status: "active",
    });
    const verify = () =>
      verifySubscription(handle.db, gateway(), member.id, { subscriptionId: "sub_local_verify" });
    expect(await verify()).toEqual({ ok: true, active: true });

    // The shop's own order rows do not decide it: a cancelled order leaves the provider's answer.
    const [current] = await handle.db
      .insert(order)
      .values({ user_id: member.id, status: "ORDER_ACTIVE" })
      .returning({ id: order.id });
    expect(await cancelOrder(handle.db, { orderId: current!.id, userId: member.id })).toEqual({
      status: "cancelled",
    });
    expect(await verify()).toEqual({ ok: true, active: true });

    const paused = new Date(Date.now() + 30 * 86_400_000);
    await handle.db
      .update(sandboxSubscriptions)
      .set({ paused_until: paused })
      .where(eq(sandboxSubscriptions.id, member.payment_subscription_id));
    expect(await verify()).toEqual({ ok: true, active: false });
    expect((await loadAccountOverview(handle.db, member.id, gateway()))!.subscriptionLive).toBe(
      false,
    );

    await handle.db
      .update(sandboxSubscriptions)
      .set({ paused_until: null, status: "canceled" })
      .where(eq(sandboxSubscriptions.id, member.payment_subscription_id));
    expect(await verify()).toEqual({ ok: true, active: false });
  });

  it("refuses a subscription id that is not the member's own", async () => {
    expect(
      await verifySubscription(handle.db, gateway(), STAFF_MEMBER.id, {
        subscriptionId: "sub_local_demo",
      }),
    ).toEqual({ ok: false, reason: "not_yours" });
  });

  it("knows nothing of ids it did not issue", async () => {
    expect(await gateway().getSubscriptionStatus("sub_1Nxyz_from_elsewhere")).toEqual({
      active: false,
    });
  });
});
