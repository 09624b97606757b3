import { env } from "@/config/env";
import { subscriptionPortalContract } from "@/domain/api/contracts";
import { getDb } from "@/server/db/client";
import { AppError } from "@/server/errors/app-error";
import { handleContract } from "@/server/http/handle-route";
import { memberId } from "@/server/http/caller";
import { createPaymentGateway } from "@/server/gateways/payment-gateway";
import { openSubscriptionPortal } from "@/server/services/subscription/open-subscription-portal";

/**
 * POST: the provider's customer portal for the member's own subscription, where they change plan,
 * pause or cancel (the sandbox's portal page, or Stripe's). Its changes come back as webhooks.
 */
export const POST = handleContract(
  subscriptionPortalContract,
  { role: "member" },
  async ({ caller }) => {
    const db = getDb();
    const portal = await openSubscriptionPortal(
      db,
      createPaymentGateway(db),
      memberId(caller),
      `${env().APP_URL}/account`,
    );
    if (!portal) throw new AppError("not_found", "You don't have a subscription to manage yet.");
    return portal;
  },
);
