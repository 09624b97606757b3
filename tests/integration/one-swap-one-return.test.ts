import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { partialReturn, userProductItems } from "@/server/db/schema";
import { moveGarments } from "@/server/services/garments/move-garment";
import { testDbKind } from "../helpers/test-db";
import { memberItemsOf, openCheckoutShop, PLANS, type CheckoutShop } from "./checkout-fixture";

// Issue 23: one swap makes one return, whatever it sends back and however often it is sent.

let shop: CheckoutShop;
beforeAll(async () => {
  shop = await openCheckoutShop();
}, 120_000);
afterAll(() => shop?.close());

/** A member on the pair plan with both garments delivered (CUSTOMER). */
async function memberWithTwoAtHome() {
  const {
    variantIds: [a, b, c, d],
  } = await shop.addProduct([3, 3, 3, 3]);
  const member = await shop.addMember();
  const started = await shop.checkout(
    member.id,
    shop.request({ plan: PLANS.pair.plan, lines: [a!, b!] }),
  );
  if (started.kind !== "payment") throw new Error(started.kind);
  await shop.pay(started.orderId);
  const held = await memberItemsOf(shop.db, member.id);
  await shop.db.transaction((tx) =>
    moveGarments(
      tx,
      held.map((g) => ({ itemId: g.product_item_id, to: "CUSTOMER", reason: "Delivered" })),
    ),
  );
  const swap = () =>
    shop.checkout(member.id, shop.request({ plan: "ignored for a live member", lines: [c!, d!] }));
  const returnsOf = () =>
    shop.db.select().from(partialReturn).where(eq(partialReturn.user_id, member.id));
  return { member, held, swap, returnsOf };
}

describe(`one swap, one return on ${testDbKind}`, () => {
  it("both garments swapped out go on one return", async () => {
    const { held, swap, returnsOf } = await memberWithTwoAtHome();
    expect(await swap()).toMatchObject({ kind: "placed" });
    const returns = await returnsOf();
    expect(returns).toHaveLength(1);
    expect(returns[0]).toMatchObject({ item_quantity: 2 });
    const onIt = await shop.db
      .select({ itemId: userProductItems.product_item_id })
      .from(userProductItems)
      .where(eq(userProductItems.partial_return_id, returns[0]!.id));
    expect(onIt.map((r) => r.itemId).sort()).toEqual(held.map((g) => g.product_item_id).sort());
  });

  it("the same swap sent five times at once makes one return", async () => {
    const { swap, returnsOf } = await memberWithTwoAtHome();
    const results = await Promise.allSettled(Array.from({ length: 5 }, () => swap()));
    expect(results.some((r) => r.status === "fulfilled" && r.value.kind === "placed")).toBe(true);
    expect(await returnsOf()).toHaveLength(1);
  });
});
