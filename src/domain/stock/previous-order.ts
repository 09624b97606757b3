import { toOrderStatus } from "@/domain/enums";

/**
 * Previous order (spec 4.8): the user's order with status ACTIVE or PLACED (stored as ORDER_ACTIVE /
 * ORDER_PLACED; bare names are accepted) with the highest id lower than the current order's id.
 * Without a current id, the newest such order. Pass only the user's own orders.
 */
export function findPreviousOrder<T extends { id: number; status: string }>(
  orders: readonly T[],
  currentOrderId?: number | null,
): T | undefined {
  let previous: T | undefined;
  for (const order of orders) {
    const status = toOrderStatus(order.status);
    if (status !== "ORDER_ACTIVE" && status !== "ORDER_PLACED") continue;
    if (currentOrderId != null && order.id >= currentOrderId) continue;
    if (previous === undefined || order.id > previous.id) previous = order;
  }
  return previous;
}
