import { toOrderStatus } from "@/domain/enums";
import type { MemberItem } from "./types";

/** Items of payment-cancelled or payment-pending partial orders are left out (spec 4.4). */
function isPaymentUnsettled(item: MemberItem): boolean {
  const status = item.partial_order ? toOrderStatus(item.partial_order.status) : undefined;
  return status === "ORDER_PLACED_PAYMENT_CANCELLED" || status === "ORDER_PLACED_PAYMENT_PENDING";
}

export interface ItemGroups<T extends MemberItem> {
  /** With the member: no partial_return and product_item status CUSTOMER. */
  active: T[];
  /** On its way: no partial_return, partial order ORDER_PLACED, item status HOLD or STORAGE_HOLD. */
  upcoming: T[];
  /** Being returned: a partial_return not ORDER_FINALISED, item status RETURNING. */
  previous: T[];
}

/** The three item lists shown to a member (spec 4.4). An item may fall in none of them. */
export function groupItems<T extends MemberItem>(items: readonly T[]): ItemGroups<T> {
  const groups: ItemGroups<T> = { active: [], upcoming: [], previous: [] };
  for (const item of items) {
    if (isPaymentUnsettled(item)) continue;
    const itemStatus = item.product_item?.status;
    if (item.partial_return == null) {
      if (itemStatus === "CUSTOMER") groups.active.push(item);
      else if (
        item.partial_order != null &&
        toOrderStatus(item.partial_order.status) === "ORDER_PLACED" &&
        (itemStatus === "HOLD" || itemStatus === "STORAGE_HOLD")
      ) {
        groups.upcoming.push(item);
      }
    } else if (
      toOrderStatus(item.partial_return.status) !== "ORDER_FINALISED" &&
      itemStatus === "RETURNING"
    ) {
      groups.previous.push(item);
    }
  }
  return groups;
}

/**
 * previousProductVariants (spec 3.4): the product_variant_ids of the member's items whose partial
 * order is neither payment-cancelled nor payment-pending (items without a partial order count).
 */
export function previousProductVariants(items: readonly MemberItem[]): number[] {
  return items.filter((item) => !isPaymentUnsettled(item)).map((item) => item.product_variant_id);
}
