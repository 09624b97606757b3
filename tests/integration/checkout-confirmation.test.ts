import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  cancelMemberCheckouts,
  releaseExpiredCheckouts,
} from "@/server/services/checkout/cancel-member-checkouts";
import { confirmCheckout } from "@/server/services/checkout/confirm-checkout";
import { testDbKind } from "../helpers/test-db";
import {
  DECLINED_CARD,
  memberItemsOf,
  openCheckoutShop,
  orderState,
  RESERVATION_MINUTES,
  type CheckoutShop,
} from "./checkout-fixture";

// Outside Next.js there is no page cache to clear.
// Issue 23: the confirmation page (/checkout/confirmation?session_id=…) thanks only a paid order.

let shop: CheckoutShop;
beforeAll(async () => {
  shop = await openCheckoutShop();
}, 120_000);
afterAll(() => shop?.close());

async function startPaidCheckout() {
  const { member, orderId } = await shop.startSingleCheckout(3);
  const sessionId = await shop.sessionOf(orderId);
  const confirm = (userId = member.id) =>
    confirmCheckout(shop.db, shop.gateway, shop.settings, { userId, checkoutId: sessionId });
  return { member, orderId, confirm };
}

describe(`the checkout confirmation on ${testDbKind}`, () => {
  it("a session still open (or declined) is not thanked and places nothing; once paid it is", async () => {
    const { member, orderId, confirm } = await startPaidCheckout();
    expect((await confirm())?.outcome).toBe("not_completed");
    await shop.pay(orderId, DECLINED_CARD);
    expect((await confirm())?.outcome).toBe("not_completed");
    expect((await orderState(shop.db, orderId)).order.status).toBe("ORDER_PLACED_PAYMENT_PENDING");
    expect(await memberItemsOf(shop.db, member.id)).toEqual([]);

    shop.delivery = "capture"; // the webhook is late: the page asks the provider and settles
    await shop.pay(orderId);
    shop.delivery = "process";
    const paid = await confirm();
    expect(paid).toMatchObject({ outcome: "thanks", summary: { orderId, status: "ORDER_PLACED" } });
    // Another member with the same session id sees nothing.
    expect(await confirm((await shop.addMember()).id)).toBeNull();
  });

  it("a session cancelled on the payment page is not thanked", async () => {
    const { member, confirm } = await startPaidCheckout();
    expect(await cancelMemberCheckouts(shop.db, shop.gateway, shop.settings, member.id)).toBe(1);
    expect(await confirm()).toMatchObject({
      outcome: "not_completed",
      summary: { status: "ORDER_PLACED_PAYMENT_CANCELLED" },
    });
  });

  it("a session that expired unpaid is not thanked", async () => {
    const { confirm } = await startPaidCheckout();
    shop.clock.advanceMinutes(RESERVATION_MINUTES + 1);
    await releaseExpiredCheckouts(shop.db, shop.gateway, shop.settings, shop.clock.now());
    expect((await confirm())?.outcome).toBe("not_completed");
  });
});
