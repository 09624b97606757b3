import type { SandboxPortalRequest } from "@/domain/payments/sandbox-requests";
import type { Database } from "@/server/db/client";
import type { LocalPaymentGateway } from "@/server/integrations/payments";
import { keepSandboxSubscription } from "@/server/integrations/payments/local/sandbox-keep";

/**
 * One change made in the sandbox's portal to the portal customer's own subscription (the newest
 * one); the sandbox tells the shop through its webhook, as Stripe's portal would.
 */
export async function applyPortalChange(
  db: Database,
  gateway: LocalPaymentGateway,
  portalId: string,
  change: SandboxPortalRequest,
  now = new Date(),
): Promise<"done" | "expired" | "unknown_price" | "ended"> {
  const portal = await gateway.portal(portalId);
  const subscription = portal?.subscriptions.at(-1);
  if (!subscription) return "expired";
  if (change.action === "change_plan" && !(await gateway.priceOf(change.priceId)))
    return "unknown_price";
  switch (change.action) {
    case "change_plan":
      await gateway.changeSubscriptionPlan(subscription.id, change.priceId);
      break;
    case "pause":
      await gateway.pauseSubscription(subscription.id, change.months);
      break;
    case "resume":
      await gateway.resumeSubscription(subscription.id);
      break;
    case "cancel":
      await gateway.cancelSubscription(subscription.id, change.reason);
      break;
    case "keep":
      if (!(await keepSandboxSubscription(db, gateway, subscription.id, now))) return "ended";
      break;
  }
  return "done";
}
