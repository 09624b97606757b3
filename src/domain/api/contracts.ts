/** The contracts of the shop's JSON API: one object per endpoint, shared by caller and handler. */
import { z } from "@/domain/zod";
import { FORM_SCHEMAS } from "@/domain/forms/schemas";
import { entityId, entityIdList } from "@/domain/ids";
import { variantStockBody, type VariantStock } from "@/domain/stock/stock-correction";
import { checkoutRequest } from "@/domain/checkout/checkout-body";
import { checkoutCodeRequest } from "@/domain/checkout/checkout-code";
import { sandboxPayRequest, sandboxPortalRequest } from "@/domain/payments/sandbox-requests";
import { defineContract } from "./contract";

/** The lists a visitor may join; SUBSCRIBER is added by the server when a member subscribes. */
export const PUBLIC_LISTS = ["NEWSLETTER", "WAITLIST"] as const;
export const UNKNOWN_LIST_MESSAGE = "Unknown mailing list";

/** At most this many products per availability check: a cart is never near it. */
export const MAX_CART_PRODUCTS = 100;

export const toggleFavouriteContract = defineContract<{ favourite: boolean }>()({
  method: "POST",
  path: "/api/favourites",
  input: z.object({ product_id: entityId }),
});

/**
 * POST /api/add-subscriber (spec 7.4): {email, list, ...name, postcode, littleDOB}. Both public
 * lists validate only the e-mail; the customNewsletter popup sends the waitlist values with the
 * NEWSLETTER list, so both accept them.
 */
export const addSubscriberContract = defineContract<{ status: string }>()({
  method: "POST",
  path: "/api/add-subscriber",
  input: FORM_SCHEMAS.WAITLIST.extend({
    list: z.enum(PUBLIC_LISTS, { error: UNKNOWN_LIST_MESSAGE }),
  }),
});

export const verifySubscriptionContract = defineContract<{ active: boolean }>()({
  method: "POST",
  path: "/api/verify_subscription",
  input: z.object({
    subscriptionId: z.string().max(255).nullish(),
    stripeUserId: z.string().max(255).nullish(),
  }),
});

/** The query of `cartAvailabilityContract` (src/domain/api/cart-availability-contract.ts). */
export const cartAvailabilityQuery = z.object({ product_ids: entityIdList(MAX_CART_PRODUCTS) });

/**
 * POST the ACCOUNT form: saved to the member's own row. A changed e-mail is not saved at once:
 * `pendingEmail` names the address a verification link was sent to.
 */
export const saveAccountContract = defineContract<{ saved: true; pendingEmail: string | null }>()({
  method: "POST",
  path: "/api/account",
  input: FORM_SCHEMAS.ACCOUNT,
});

/**
 * PATCH /api/staff/variants/{id} {stock} (staff only): sets a variant's stock to a count, records
 * it among the variant's stock updates (no order) and shows it on every page at once.
 */
export const setVariantStockContract = defineContract<{ variant: VariantStock }>()({
  method: "PATCH",
  path: "/api/staff/variants/[id]",
  input: variantStockBody,
});
/** POST /api/checkout: 'Continue to payment' (issue 9). */
export type CheckoutAnswer =
  | { kind: "payment"; url: string }
  | { kind: "placed"; url: string }
  | { kind: "waitlist"; reason: "paused" | "area"; message: string };

export const checkoutContract = defineContract<CheckoutAnswer>()({
  method: "POST",
  path: "/api/checkout",
  input: checkoutRequest,
});

/** POST /api/checkout/code: 'Apply' a gift card or promotion code at /checkout (issue 25). */
export const checkoutCodeContract = defineContract<{ code: string; description: string }>()({
  method: "POST",
  path: "/api/checkout/code",
  input: checkoutCodeRequest,
});

/** POST /api/checkout/cancel: the member came back from the payment page without paying. */
export const cancelCheckoutContract = defineContract<{ cancelled: number }>()({
  method: "POST",
  path: "/api/checkout/cancel",
  input: z.object({}),
});

/** POST /api/subscription/portal: the provider's page where the member manages their plan. */
export const subscriptionPortalContract = defineContract<{ url: string }>()({
  method: "POST",
  path: "/api/subscription/portal",
  input: z.object({}),
});

/**
 * POST /api/subscription/change: a plan change, pause, resume, cancellation or its undo the member
 * confirmed on /account/subscription (issue 26): the same changes as the provider's portal.
 */
export const subscriptionChangeContract = defineContract<{ done: true }>()({
  method: "POST",
  path: "/api/subscription/change",
  input: sandboxPortalRequest,
});

/** POST /api/sandbox/checkout/{id}/pay: 'Pay' on the local sandbox's hosted page. */
export const sandboxPayContract = defineContract<{ redirect: string }>()({
  method: "POST",
  path: "/api/sandbox/checkout/[id]/pay",
  input: sandboxPayRequest,
});

/** POST /api/sandbox/portal/{id}: a change made in the local sandbox's customer portal. */
export const sandboxPortalContract = defineContract<{ done: true }>()({
  method: "POST",
  path: "/api/sandbox/portal/[id]",
  input: sandboxPortalRequest,
});

export type { ContractInput } from "./contract";
