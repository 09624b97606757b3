import { describe, expect, it } from "vitest";
import { activeOrder, activeReturn, favouriteAction, greeting, isSubscribed } from "./member-state";
import type { MemberOrder } from "./types";

const ref = (id: number, status: string) => ({ id, status, date: null });
const order = (id: number, status: string): MemberOrder => ({
  id,
  user_id: "u1",
  status,
  order_product_variants: [],
});

describe("activeOrder (spec 3.4: the last partial_order not payment-cancelled, payment-pending or finalised)", () => {
  it("takes the highest id among the remaining partial orders", () => {
    const partial_order = [
      ref(4, "ORDER_PLACED"),
      ref(9, "ORDER_ACTIVE"),
      ref(12, "ORDER_PLACED_PAYMENT_PENDING"),
      ref(11, "ORDER_PLACED_PAYMENT_CANCELLED"),
      ref(10, "ORDER_FINALISED"),
    ];
    expect(activeOrder({ partial_order })?.id).toBe(9);
  });

  it("is undefined when every partial order is excluded", () => {
    expect(
      activeOrder({ partial_order: [ref(1, "ORDER_FINALISED"), ref(2, "FINALISED")] }),
    ).toBeUndefined();
  });
});

describe("activeReturn (spec 3.4: the last partial_return whose status is ORDER_PLACED or ORDER_ACTIVE)", () => {
  it("takes the highest id among placed or active returns", () => {
    const partial_return = [
      ref(3, "ORDER_PLACED"),
      ref(5, "ORDER_ACTIVE"),
      ref(8, "ORDER_FINALISED"),
      ref(7, "ORDER_PROBLEM"),
    ];
    expect(activeReturn({ partial_return })?.id).toBe(5);
    expect(activeReturn({ partial_return: [ref(8, "ORDER_FINALISED")] })).toBeUndefined();
  });
});

describe("isSubscribed (spec 4.3: a subscription id and the active order's status is not FINALISED)", () => {
  it("needs a payment subscription id", () => {
    expect(isSubscribed({ payment_subscription_id: null, order: [order(1, "ORDER_ACTIVE")] })).toBe(
      false,
    );
    expect(isSubscribed({ payment_subscription_id: "", order: [order(1, "ORDER_ACTIVE")] })).toBe(
      false,
    );
  });

  it("is false for a member with no order, or none but finalised or unpaid ones", () => {
    expect(isSubscribed({ payment_subscription_id: "sub_1", order: [] })).toBe(false);
    for (const status of [
      "ORDER_FINALISED",
      "FINALISED",
      "ORDER_PLACED_PAYMENT_CANCELLED",
      "PLACED_PAYMENT_CANCELLED",
      "ORDER_PLACED_PAYMENT_PENDING",
    ])
      expect(
        isSubscribed({
          payment_subscription_id: "sub_1",
          order: [order(1, "ORDER_FINALISED"), order(2, status)],
        }),
        status,
      ).toBe(false);
  });

  it("reads the active order, not the latest row: an older live order outlasts a newer finalised one", () => {
    expect(
      isSubscribed({
        payment_subscription_id: "sub_1",
        order: [order(1, "ORDER_ACTIVE"), order(2, "ORDER_FINALISED")],
      }),
    ).toBe(true);
    expect(
      isSubscribed({
        payment_subscription_id: "sub_1",
        order: [order(3, "ORDER_PLACED_PAYMENT_PENDING"), order(2, "PLACED")],
      }),
    ).toBe(true);
  });

  it("is true while an order is placed, active, processing or has a problem", () => {
    for (const status of ["ORDER_PLACED", "ORDER_ACTIVE", "ORDER_PROCESSING", "ORDER_PROBLEM"])
      expect(
        isSubscribed({ payment_subscription_id: "sub_1", order: [order(4, status)] }),
        status,
      ).toBe(true);
  });
});

describe("greeting", () => {
  it("greets by first name, or 'Hi there'", () => {
    expect(greeting("Ada")).toBe("Hi Ada");
    expect(greeting(null)).toBe("Hi there");
    expect(greeting("  ")).toBe("Hi there");
  });
});

describe("favouriteAction (spec 4.5: removes the favourite if it exists and adds it otherwise)", () => {
  const profile = { user_product_favorites: [{ product_id: 5 }] };
  it("removes an existing favourite and adds a new one", () => {
    expect(favouriteAction(profile, 5)).toBe("remove");
    expect(favouriteAction(profile, 6)).toBe("add");
  });

  it("asks a visitor without a profile to sign in (spec 2.10)", () => {
    expect(favouriteAction(null, 5)).toBe("sign-in");
  });
});

describe("the member's current order, return and favourites", () => {
  it("counts a placed or active return, whichever is last, and no other", () => {
    expect(
      activeReturn({ partial_return: [ref(1, "ORDER_ACTIVE"), ref(2, "ORDER_PLACED")] }),
    ).toEqual(ref(2, "ORDER_PLACED"));
    expect(activeReturn({ partial_return: [ref(3, "ORDER_PLACED")] })).toEqual(
      ref(3, "ORDER_PLACED"),
    );
    expect(
      activeReturn({ partial_return: [ref(4, "ORDER_FINALISED"), ref(5, "SOMETHING")] }),
    ).toBeUndefined();
  });

  it("does not count an order whose status the shop does not know as settled", () => {
    expect(activeOrder({ partial_order: [ref(1, "ORDER_ACTIVE"), ref(2, "SOMETHING")] })).toEqual(
      ref(2, "SOMETHING"),
    );
  });

  it("offers to remove a favourite among several, and to add one that is not there", () => {
    const profile = {
      user_product_favorites: [{ product_id: 4 }, { product_id: 9 }],
    } as Parameters<typeof favouriteAction>[0];
    expect(favouriteAction(profile, 9)).toBe("remove");
    expect(favouriteAction(profile, 5)).toBe("add");
  });
});
