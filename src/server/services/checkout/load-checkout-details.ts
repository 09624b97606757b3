import { eq } from "drizzle-orm";
import type { CheckoutDetails, Membership } from "@/domain/checkout/checkout-details";
import { findPlanByPrice } from "@/domain/checkout/checkout-request";
import type { Settings } from "@/domain/content/settings";
import { membershipState } from "@/domain/payments/subscription-state";
import type { Database } from "@/server/db/client";
import { users } from "@/server/db/schema";
import { loadHeldGarments } from "./place-order";
import { loadMemberSubscription } from "./start-checkout";
import { loadNextBoxFacts } from "./next-box-facts";

/** The member's subscription with its plan and the garments they hold, or null for a non-member. */
export async function loadMembership(
  db: Database,
  userId: string,
  settings: Pick<Settings, "subscriptionOptions">,
  now: Date,
): Promise<Membership | null> {
  const subscription = await loadMemberSubscription(db, userId);
  if (!subscription) return null;
  const plan = findPlanByPrice(settings.subscriptionOptions, subscription.price_id);
  if (!plan) return null;
  const state = membershipState(
    {
      status: subscription.status,
      pausedUntil: subscription.paused_until,
      cancelAtPeriodEnd: subscription.cancel_at_period_end,
    },
    now,
  );
  const held = state === "ended" ? [] : await loadHeldGarments(db, userId);
  const heldVariantIds = held.map((garment) => garment.product_variant_id);
  if (state === "ended") return { ...plan, state, heldVariantIds };
  return { ...plan, state, heldVariantIds, nextBox: await loadNextBoxFacts(db, userId, held, now) };
}

/** What the checkout page fills in: the saved delivery details, the terms, the membership. */
export async function loadCheckoutDetails(
  db: Database,
  userId: string,
  settings: Pick<Settings, "subscriptionOptions">,
  now: Date,
): Promise<CheckoutDetails> {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  const text = (value: string | null | undefined) => value ?? "";
  return {
    address: {
      title: text(user?.title),
      firstName: text(user?.firstName),
      lastName: text(user?.lastName),
      address1: text(user?.address1),
      address2: text(user?.address2),
      city: text(user?.city),
      postcode: text(user?.postcode),
      country: text(user?.country) || "United Kingdom",
      contactNumber: text(user?.contactNumber),
    },
    termsAccepted: user?.termsAccepted ?? false,
    membership: await loadMembership(db, userId, settings, now),
  };
}
