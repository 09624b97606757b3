import { and, eq } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { activeOrder, activeReturn } from "@/domain/member/member-state";
import { groupItems } from "@/domain/member/item-groups";
import type { Database } from "@/server/db/client";
import * as schema from "@/server/db/schema";
import { order, userProductFavorites, users } from "@/server/db/schema";
import { createPaymentGateway } from "@/server/integrations/payments";
import { DEMO_MEMBER, seedDemoShop, STAFF_MEMBER } from "@/server/seed";
import { loadAccountOverview } from "@/server/services/account/load-account-overview";
import { loadMemberProfile } from "@/server/services/account/load-member-profile";
import { loadSessionProfile } from "@/server/services/account/load-session-profile";
import { toggleFavourite } from "@/server/services/account/toggle-favourite";
import { EMAIL_TAKEN_MESSAGE, updateAccountProfile } from "@/server/services/account/update-account-profile";
import { verifySubscription } from "@/server/services/account/verify-subscription";
import { createTestDatabase, type TestDatabase } from "../helpers/test-db";

let handle: TestDatabase;
let productId: number;

beforeAll(async () => {
  handle = await createTestDatabase();
  await seedDemoShop(handle.db, { products: 12, images: false });
  const [product] = await handle.db.select({ id: schema.products.id }).from(schema.products).limit(1);
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

  it("derives activeOrder, activeReturn, previousProductVariants and the three groups by the domain rules", async () => {
    const profile = (await loadMemberProfile(handle.db, DEMO_MEMBER.id))!;
    expect(profile.activeOrder).toEqual(activeOrder(profile));
    expect(profile.activeReturn).toEqual(activeReturn(profile));
    expect(profile.items).toEqual(groupItems(profile.user_product_items));
    // The demo member has something in each grouping (seed), and each item is theirs.
    expect(profile.items.active.length).toBeGreaterThan(0);
    expect(profile.items.upcoming.length).toBeGreaterThan(0);
    expect(profile.items.previous.length).toBeGreaterThan(0);
    const unsettled = profile.user_product_items.filter((i) =>
      ["ORDER_PLACED_PAYMENT_CANCELLED", "ORDER_PLACED_PAYMENT_PENDING"].includes(i.partial_order?.status ?? ""),
    );
    expect(profile.previousProductVariants).toHaveLength(profile.user_product_items.length - unsettled.length);
  });

  it("is null for an unknown member", async () => {
    expect(await loadMemberProfile(handle.db, "no-such-user")).toBeNull();
  });
});

describe("the ACCOUNT form's save (spec 7.1)", () => {
  it("updates the member's own row and returns the stored representation; the header profile follows", async () => {
    const result = await updateAccountProfile(handle.db, DEMO_MEMBER.id, validAccount);
    expect(result.ok).toBe(true);
    if (result.ok) expect(result.profile).toMatchObject({ id: DEMO_MEMBER.id, title: "Dr", postcode: "SW1A 1AA", address2: null, username: "amelia.hart" });
    const session = await loadSessionProfile(handle.db, DEMO_MEMBER.id, DEMO_MEMBER.email);
    expect(session).toMatchObject({ firstName: "Amelia", postcode: "SW1A 1AA" });
  });

  it("refuses an e-mail that belongs to another member, changing nothing", async () => {
    const before = await handle.db.select().from(users).where(eq(users.id, DEMO_MEMBER.id));
    const result = await updateAccountProfile(handle.db, DEMO_MEMBER.id, { ...validAccount, firstName: "Changed", email: STAFF_MEMBER.email });
    expect(result).toEqual({ ok: false, errors: { email: EMAIL_TAKEN_MESSAGE } });
    expect(await handle.db.select().from(users).where(eq(users.id, DEMO_MEMBER.id))).toEqual(before);
  });
});

describe("favourites (spec 4.5)", () => {
  it("adds, then removes, the member's favourite, and the profile reloads with it", async () => {
    await handle.db.delete(userProductFavorites).where(eq(userProductFavorites.user_id, STAFF_MEMBER.id));
    expect(await toggleFavourite(handle.db, STAFF_MEMBER.id, productId)).toEqual({ ok: true, favourite: true });
    expect((await loadSessionProfile(handle.db, STAFF_MEMBER.id, null))!.favouriteProductIds).toEqual([productId]);
    expect((await loadMemberProfile(handle.db, STAFF_MEMBER.id))!.favouriteProducts.map((p) => p.id)).toEqual([productId]);
    expect(await toggleFavourite(handle.db, STAFF_MEMBER.id, productId)).toEqual({ ok: true, favourite: false });
    const left = await handle.db
      .select()
      .from(userProductFavorites)
      .where(and(eq(userProductFavorites.user_id, STAFF_MEMBER.id), eq(userProductFavorites.product_id, productId)));
    expect(left).toEqual([]);
  });

  it("refuses an unknown product", async () => {
    expect(await toggleFavourite(handle.db, STAFF_MEMBER.id, 987654)).toEqual({ ok: false, reason: "unknown_product" });
  });
});

describe("verify_subscription (spec 7.4) with the local payment provider", () => {
  const gateway = () => createPaymentGateway(handle.db);

  it("is false without a subscription id", async () => {
    expect(await verifySubscription(handle.db, gateway(), STAFF_MEMBER.id, {})).toEqual({ ok: true, active: false });
  });

  it("answers from the provider's records: live until the member's latest order is finalised or cancelled", async () => {
    const [latest] = await handle.db.select().from(order).where(eq(order.user_id, DEMO_MEMBER.id)).orderBy(schema.order.id);
    expect(latest).toBeDefined();
    const first = await verifySubscription(handle.db, gateway(), DEMO_MEMBER.id, { subscriptionId: "sub_local_demo" });
    const lastOrder = (await loadMemberProfile(handle.db, DEMO_MEMBER.id))!.order[0]!;
    const ended = ["ORDER_FINALISED", "ORDER_PLACED_PAYMENT_CANCELLED"].includes(lastOrder.status);
    expect(first).toEqual({ ok: true, active: !ended });
    await handle.db.update(order).set({ status: "ORDER_FINALISED" }).where(eq(order.id, lastOrder.id));
    expect(await verifySubscription(handle.db, gateway(), DEMO_MEMBER.id, {})).toEqual({ ok: true, active: false });
    expect((await loadAccountOverview(handle.db, DEMO_MEMBER.id))!.subscriptionLive).toBe(false);
    await handle.db.update(order).set({ status: lastOrder.status as "ORDER_ACTIVE" }).where(eq(order.id, lastOrder.id));
  });

  it("refuses a subscription id that is not the member's own", async () => {
    expect(await verifySubscription(handle.db, gateway(), STAFF_MEMBER.id, { subscriptionId: "sub_local_demo" })).toEqual({ ok: false, reason: "not_yours" });
  });

  it("knows nothing of ids it did not issue", async () => {
    expect(await gateway().getSubscriptionStatus("sub_1Nxyz_from_elsewhere")).toEqual({ active: false });
  });
});
