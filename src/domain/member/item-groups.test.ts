import { describe, expect, it } from "vitest";
import { groupItems, previousProductVariants } from "./item-groups";
import type { MemberItem } from "./types";

let nextId = 1;
function item(
  itemStatus: string,
  orderStatus: string | null,
  returnStatus: string | null = null,
  variantId = 100,
): MemberItem {
  const id = nextId++;
  return {
    id,
    product_item_id: id,
    partial_order_id: orderStatus ? 1 : null,
    partial_return_id: returnStatus ? 2 : null,
    product_variant_id: variantId,
    partial_order: orderStatus ? { id: 1, status: orderStatus } : null,
    partial_return: returnStatus ? { id: 2, status: returnStatus } : null,
    product_variant: null,
    product_item: { status: itemStatus },
  };
}

describe("groupItems (spec 4.4)", () => {
  it("Active: no partial_return and product_item status CUSTOMER", () => {
    const withCustomer = item("CUSTOMER", "ORDER_ACTIVE");
    const returning = item("CUSTOMER", "ORDER_ACTIVE", "ORDER_PLACED");
    expect(groupItems([withCustomer, returning]).active).toEqual([withCustomer]);
  });

  it("Upcoming: no partial_return, partial order ORDER_PLACED, item status HOLD or STORAGE_HOLD", () => {
    const held = item("HOLD", "ORDER_PLACED");
    const storageHeld = item("STORAGE_HOLD", "PLACED");
    const notPlaced = item("HOLD", "ORDER_ACTIVE");
    const inStorage = item("STORAGE", "ORDER_PLACED");
    expect(groupItems([held, storageHeld, notPlaced, inStorage]).upcoming).toEqual([
      held,
      storageHeld,
    ]);
  });

  it("Previous / returning: a partial_return not ORDER_FINALISED and item status RETURNING", () => {
    const returning = item("RETURNING", "ORDER_ACTIVE", "ORDER_PLACED");
    const finalised = item("RETURNING", "ORDER_ACTIVE", "ORDER_FINALISED");
    const notReturning = item("IN_CLEANING", "ORDER_ACTIVE", "ORDER_ACTIVE");
    expect(groupItems([returning, finalised, notReturning]).previous).toEqual([returning]);
  });

  it("leaves out items of payment-cancelled or payment-pending partial orders first", () => {
    const groups = groupItems([
      item("CUSTOMER", "ORDER_PLACED_PAYMENT_CANCELLED"),
      item("HOLD", "ORDER_PLACED_PAYMENT_PENDING"),
      item("RETURNING", "ORDER_PLACED_PAYMENT_PENDING", "ORDER_PLACED"),
    ]);
    expect(groups).toEqual({ active: [], upcoming: [], previous: [] });
  });
});

describe("previousProductVariants (spec 3.4)", () => {
  it("lists the variant ids of items whose partial order is neither payment-cancelled nor payment-pending", () => {
    const items = [
      item("CUSTOMER", "ORDER_ACTIVE", null, 1),
      item("CUSTOMER", "ORDER_PLACED_PAYMENT_CANCELLED", null, 2),
      item("HOLD", "ORDER_PLACED_PAYMENT_PENDING", null, 3),
      item("RETURNING", "ORDER_FINALISED", "ORDER_PLACED", 4),
    ];
    expect(previousProductVariants(items)).toEqual([1, 4]);
  });
});
