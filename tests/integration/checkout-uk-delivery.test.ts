import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  DELIVERY_DAY_MESSAGE,
  DELIVERY_TIME_MESSAGE,
  ROYAL_MAIL_TIME,
} from "@/domain/checkout/checkout-request";
import { testDbKind } from "../helpers/test-db";
import {
  EXCLUDED_POSTCODE,
  openCheckoutShop,
  orderState,
  ordersOf,
  PLANS,
  ROYAL_MAIL_POSTCODE,
  type CheckoutShop,
} from "./checkout-fixture";

// Issue 25 (decision 054): every UK postcode checks out, '48h' by the shop's London round and '4d'
// by Royal Mail from the fourth working day; the postcodes the settings exclude get the waitlist.

const dayRefused = {
  kind: "invalid",
  message: DELIVERY_DAY_MESSAGE,
  fields: { deliveryDate: DELIVERY_DAY_MESSAGE },
};

describe(`checkout across the UK (issue 25) on ${testDbKind}`, () => {
  let shop: CheckoutShop;

  beforeAll(async () => {
    shop = await openCheckoutShop();
  });
  afterAll(async () => {
    await shop?.close();
  });

  it("a Manchester family pays for a Royal Mail delivery four working days out", async () => {
    // Tuesday 31 March 2026: Wed 1, Thu 2, (Good Friday), Sat 4, (Easter Monday), Tue 7 April.
    shop.clock.set(new Date("2026-03-31T09:00:00Z"));
    const member = await shop.addMember({ postcode: ROYAL_MAIL_POSTCODE });
    const {
      variantIds: [v],
    } = await shop.addProduct([2]);
    const manchester = { plan: PLANS.single.plan, lines: [v!], postcode: ROYAL_MAIL_POSTCODE };

    for (const deliveryDate of ["2026-04-04", "2026-04-06"])
      expect(await shop.checkout(member.id, shop.request({ ...manchester, deliveryDate }))).toEqual(
        dayRefused,
      );
    expect(
      await shop.checkout(member.id, shop.request({ ...manchester, time: "8am - 12pm" })),
    ).toEqual({
      kind: "invalid",
      message: DELIVERY_TIME_MESSAGE,
      fields: { time: DELIVERY_TIME_MESSAGE },
    });
    expect(await ordersOf(shop.db, member.id)).toEqual([]);

    const started = await shop.checkout(member.id, shop.request(manchester));
    expect(started).toMatchObject({ kind: "payment" });
    if (started.kind !== "payment") return;
    const { order, delivery } = await orderState(shop.db, started.orderId);
    expect(order).toMatchObject({
      delivery_provider: "royal_mail",
      delivery_date: "2026-04-07",
      delivery_date_time: ROYAL_MAIL_TIME,
    });
    expect(delivery).toMatchObject({ delivery_provider: "royal_mail", date: "2026-04-07" });

    expect(await shop.pay(started.orderId)).toMatchObject({ kind: "paid" });
    expect((await orderState(shop.db, started.orderId)).order.status).toBe("ORDER_PLACED");
  });

  it("a London family's delivery is the shop's own round, in a time slot", async () => {
    shop.clock.set(new Date("2026-03-31T09:00:00Z"));
    const { orderId } = await shop.startSingleCheckout();
    const { order } = await orderState(shop.db, orderId);
    expect(order).toMatchObject({
      delivery_provider: "manual",
      delivery_date: "2026-04-02",
      delivery_date_time: shop.settings.deliveryTimes[0],
    });
  });

  it("a postcode the settings exclude is offered the waitlist, in any case and spacing", async () => {
    shop.clock.set(new Date("2026-03-31T09:00:00Z"));
    const {
      variantIds: [v],
    } = await shop.addProduct([1]);
    for (const postcode of [EXCLUDED_POSTCODE, "kw151ab", "gy1 1aa"]) {
      const member = await shop.addMember({ postcode });
      const request = shop.request({ plan: PLANS.single.plan, lines: [v!], postcode });
      expect(await shop.checkout(member.id, request)).toEqual({
        kind: "waitlist",
        reason: "area",
        postcode,
      });
      expect(await ordersOf(shop.db, member.id)).toEqual([]);
    }
    expect(await shop.stockOf(v!)).toBe(1);
  });
});
