import { eq } from "drizzle-orm";
import type { SubscriptionOption } from "@/domain/content/settings";
import { membershipState } from "@/domain/payments/subscription-state";
import type { SandboxPortalRequest } from "@/domain/payments/sandbox-requests";
import type { Database } from "@/server/db/client";
import { users } from "@/server/db/schema";
import type { PaymentGateway, SubscriptionInfo } from "@/server/integrations/payments";

/** A change the member confirmed on /account/subscription: the same ones the provider's portal offers. */
export type SubscriptionChange = SandboxPortalRequest;

export type ChangeSubscriptionResult =
  | { kind: "done"; subscription: SubscriptionInfo }
  | { kind: "no_subscription" }
  | { kind: "unknown_plan" }
  | { kind: "refused"; message: string };

export const CHANGE_REFUSALS = {
  ended: "This subscription has already ended. You can start a new one from the shop.",
  cancelling: "Your membership is set to end. Keep your subscription first, then change it.",
  alreadyCancelling: "Your membership is already set to end.",
  samePlan: "You're already on this plan.",
  paused: "Your subscription is already paused.",
  notPaused: "Your subscription is not paused.",
  notCancelling: "Your membership is not set to end.",
} as const;

const refused = (message: string): ChangeSubscriptionResult => ({ kind: "refused", message });

/**
 * A plan change, pause, resume, cancellation or its undo on the member's own subscription, asked
 * of the payment provider (issue 26). The provider's answer is checked first, so a change that
 * no longer fits (a second tab, a membership ended meanwhile) is refused with the reason. The
 * provider tells the shop by its usual webhook (customer.subscription.updated), as after a change
 * in its portal; the shop's copy follows from there.
 */
export async function changeSubscription(
  db: Database,
  gateway: PaymentGateway,
  input: {
    userId: string;
    change: SubscriptionChange;
    options: readonly SubscriptionOption[];
    now: Date;
  },
): Promise<ChangeSubscriptionResult> {
  const [user] = await db
    .select({ subscriptionId: users.payment_subscription_id })
    .from(users)
    .where(eq(users.id, input.userId));
  if (!user?.subscriptionId) return { kind: "no_subscription" };
  const current = await gateway.getSubscription(user.subscriptionId);
  if (!current) return { kind: "no_subscription" };
  const state = membershipState(current, input.now);
  if (state === "ended") return refused(CHANGE_REFUSALS.ended);
  const { change } = input;
  const id = current.id;
  switch (change.action) {
    case "change_plan": {
      if (!input.options.some((option) => option.paymentPriceId === change.priceId))
        return { kind: "unknown_plan" };
      if (current.cancelAtPeriodEnd) return refused(CHANGE_REFUSALS.cancelling);
      if (current.priceId === change.priceId) return refused(CHANGE_REFUSALS.samePlan);
      return done(await gateway.changeSubscriptionPlan(id, change.priceId));
    }
    case "pause":
      if (current.cancelAtPeriodEnd) return refused(CHANGE_REFUSALS.cancelling);
      if (state === "paused") return refused(CHANGE_REFUSALS.paused);
      return done(await gateway.pauseSubscription(id, change.months));
    case "resume":
      if (state !== "paused") return refused(CHANGE_REFUSALS.notPaused);
      return done(await gateway.resumeSubscription(id));
    case "cancel":
      if (current.cancelAtPeriodEnd) return refused(CHANGE_REFUSALS.alreadyCancelling);
      return done(await gateway.cancelSubscription(id, change.reason));
    case "keep": {
      if (!current.cancelAtPeriodEnd) return refused(CHANGE_REFUSALS.notCancelling);
      const kept = await gateway.keepSubscription(id);
      return kept ? done(kept) : refused(CHANGE_REFUSALS.ended);
    }
  }
}

const done = (subscription: SubscriptionInfo): ChangeSubscriptionResult => ({
  kind: "done",
  subscription,
});
