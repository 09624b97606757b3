import { eq } from "drizzle-orm";
import type { SessionMembership, SessionProfile } from "@/domain/member/types";
import { membershipState } from "@/domain/payments/subscription-state";
import type { Database } from "@/server/db/client";
import { users } from "@/server/db/schema";
import { loadHeldGarments } from "../checkout/place-order";
import { loadMemberSubscription } from "../checkout/start-checkout";
import { loadChildren } from "../children/load-children";
import { profileLoadError } from "./load-member-profile";

/** The header's view of the member: name, admin flag, favourites and postcode, in one query. */
export async function loadSessionProfile(
  db: Database,
  userId: string,
  sessionEmail: string | null,
): Promise<SessionProfile | null> {
  try {
    const row = await db.query.users.findFirst({
      where: eq(users.id, userId),
      columns: { id: true, email: true, firstName: true, is_admin: true, postcode: true },
      with: { user_product_favorites: { columns: { product_id: true } } },
    });
    if (!row) {
      // Signed in without a profile row (its insert found a duplicate): a bare profile.
      return sessionEmail
        ? {
            id: userId,
            email: sessionEmail,
            firstName: null,
            isAdmin: false,
            favouriteProductIds: [],
            postcode: null,
          }
        : null;
    }
    return {
      id: row.id,
      email: row.email,
      firstName: row.firstName,
      isAdmin: row.is_admin,
      favouriteProductIds: row.user_product_favorites.map((f) => f.product_id),
      postcode: row.postcode,
      membership: await loadSessionMembership(db, userId),
      children: (await loadChildren(db, userId)).map((child) => ({
        firstName: child.firstName,
        size: child.prediction.current,
      })),
    };
  } catch (error) {
    // Not "signed out": a member whose profile cannot be read sees an error page, not a guest's header.
    throw profileLoadError(error);
  }
}

/** The member's subscription state and held garments; null for someone who never subscribed. */
async function loadSessionMembership(
  db: Database,
  userId: string,
): Promise<SessionMembership | null> {
  const subscription = await loadMemberSubscription(db, userId);
  if (!subscription) return null;
  const state = membershipState(
    {
      status: subscription.status,
      pausedUntil: subscription.paused_until,
      cancelAtPeriodEnd: subscription.cancel_at_period_end,
    },
    new Date(),
  );
  const held = state === "ended" ? [] : await loadHeldGarments(db, userId);
  return {
    paymentPriceId: subscription.price_id,
    state,
    held: held.map((g) => ({ variantId: g.product_variant_id, productId: g.productId })),
  };
}
