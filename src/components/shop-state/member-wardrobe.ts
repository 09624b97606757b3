import { callApi } from "@/components/api/call-api";
import { cartAvailabilityContract } from "@/domain/api/cart-availability-contract";
import { newUid } from "@/components/product/new-uid";
import type { CartItem, CartPlan } from "@/domain/cart/types";
import type { SubscriptionOption } from "@/domain/content/settings";
import type { SessionMembership } from "@/domain/member/types";

/** Ours, beside the spec's keys: which held garments the current wardrobe was started from. */
export const WARDROBE_STARTED_KEY = "wardrobeStartedFrom";

interface Wardrobe {
  plan: CartPlan | null;
  updateCart(change: (cart: CartItem[]) => CartItem[]): void;
  setPlan(plan: CartPlan | null): void;
}

let starting: string | null = null;

/**
 * The member's plan replaces any chosen in the browser (the limit is the plan they pay for), and,
 * when the garments they hold have changed since the wardrobe was last started, the cart becomes
 * those garments as kept items plus any new picks already made.
 */
export async function startMemberWardrobe(
  userId: string,
  membership: SessionMembership,
  options: readonly SubscriptionOption[],
  wardrobe: Wardrobe,
): Promise<void> {
  const { keptItemsFromProducts, memberCartPlan, startWardrobe, wardrobeKey } =
    await import("@/domain/cart/kept-items");
  const plan = memberCartPlan(options, membership.paymentPriceId);
  if (
    plan &&
    (wardrobe.plan?.paymentPriceId !== plan.paymentPriceId || wardrobe.plan.limit !== plan.limit)
  )
    wardrobe.setPlan(plan);
  const key = wardrobeKey(userId, membership.held);
  if (readKey() === key || starting === key) return;
  starting = key;
  try {
    let kept: CartItem[] = [];
    if (membership.held.length > 0) {
      const ids = [...new Set(membership.held.map((g) => g.productId))].join(",");
      const result = await callApi(cartAvailabilityContract, { product_ids: ids });
      if (!result.ok) return;
      kept = keptItemsFromProducts(membership.held, result.data.products, newUid);
    }
    // From the cart as it is when the answer arrives (it may have been emptied meanwhile). The key is
    // written with the cart, in the same update: React may apply it only at its next render, and a
    // page left before then never stored this cart, so the next page must start the wardrobe again.
    wardrobe.updateCart((cart) => {
      writeKey(key);
      return startWardrobe(cart, kept);
    });
  } finally {
    starting = null;
  }
}

function readKey(): string | null {
  try {
    return window.localStorage.getItem(WARDROBE_STARTED_KEY);
  } catch {
    return null;
  }
}

function writeKey(key: string): void {
  try {
    window.localStorage.setItem(WARDROBE_STARTED_KEY, key);
  } catch {
    // storage blocked: the wardrobe starts again on the next page
  }
}
