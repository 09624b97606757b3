import { toOrderStatus, type OrderStatus } from "@/domain/enums";
import type { MemberProfile, StatusRef } from "./types";

/** The entry with the highest id ("last"), or undefined. */
export function lastById<T extends { id: number }>(entries: readonly T[]): T | undefined {
  return entries.reduce<T | undefined>(
    (last, entry) => (last === undefined || entry.id > last.id ? entry : last),
    undefined,
  );
}

function statusIn(status: string, statuses: readonly OrderStatus[]): boolean {
  const known = toOrderStatus(status);
  return known !== undefined && statuses.includes(known);
}

const NOT_ACTIVE_ORDER: readonly OrderStatus[] = [
  "ORDER_PLACED_PAYMENT_CANCELLED",
  "ORDER_PLACED_PAYMENT_PENDING",
  "ORDER_FINALISED",
];

/** The last entry not payment-cancelled, payment-pending or finalised (spec 3.4's 'active'). */
function lastActive<T extends StatusRef>(entries: readonly T[]): T | undefined {
  return lastById(entries.filter((entry) => !statusIn(entry.status, NOT_ACTIVE_ORDER)));
}

/** activeOrder (spec 3.4): the last partial_order not payment-cancelled, payment-pending or finalised. */
export function activeOrder(profile: Pick<MemberProfile, "partial_order">): StatusRef | undefined {
  return lastActive(profile.partial_order);
}

/** activeReturn (spec 3.4): the last partial_return whose status is ORDER_PLACED or ORDER_ACTIVE. */
export function activeReturn(
  profile: Pick<MemberProfile, "partial_return">,
): StatusRef | undefined {
  return lastById(
    profile.partial_return.filter((ret) => statusIn(ret.status, ["ORDER_PLACED", "ORDER_ACTIVE"])),
  );
}

/** The member's latest subscription order (highest id) in the profile's order list. */
export function latestSubscriptionOrder<T extends { id: number }>(profile: {
  order: readonly T[];
}): T | undefined {
  return lastById(profile.order);
}

/** What the 'subscribed' rule reads: the subscription id and the subscription orders (any order). */
export interface SubscriptionFacts {
  payment_subscription_id: string | null;
  order: readonly { id: number; status: string }[];
}

/**
 * Subscribed (spec 4.3): the profile has a payment subscription id and an active order whose status
 * is not FINALISED. The active order is spec 3.4's: the last subscription order that is not
 * payment-cancelled, payment-pending or finalised (in either spelling), so an older live order still
 * counts after a newer one is finalised, an unpaid checkout never does, and a member with no such
 * order is not subscribed. Whether the subscription is live is a separate check with the payment
 * provider (verify_subscription).
 */
export function isSubscribed(profile: SubscriptionFacts): boolean {
  return Boolean(profile.payment_subscription_id) && lastActive(profile.order) !== undefined;
}

/** The header greeting. */
export function greeting(firstName: string | null | undefined): string {
  const name = firstName?.trim();
  return name ? `Hi ${name}` : "Hi there";
}

export type FavouriteAction = "sign-in" | "add" | "remove";

/**
 * The favourite toggle (spec 4.5, 2.10): without a signed-in profile the sign-in prompt opens;
 * otherwise it removes the favourite if it exists and adds it otherwise.
 */
export function favouriteAction(
  profile: Pick<MemberProfile, "user_product_favorites"> | null | undefined,
  productId: number,
): FavouriteAction {
  if (!profile) return "sign-in";
  return profile.user_product_favorites.some((favourite) => favourite.product_id === productId)
    ? "remove"
    : "add";
}
