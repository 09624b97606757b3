import { subscriptionChangeContract } from "@/domain/api/contracts";
import { getDb } from "@/server/db/client";
import { AppError } from "@/server/errors/app-error";
import { handleContract } from "@/server/http/handle-route";
import { memberId } from "@/server/http/caller";
import { createPaymentGateway } from "@/server/gateways/payment-gateway";
import { shownSiteContent } from "@/server/reads/shown-content";
import { changeSubscription } from "@/server/services/subscription/change-subscription";

/**
 * POST: a change the member confirmed on /account/subscription (plan, pause, resume, cancel with
 * a reason, keep a subscription set to cancel), made at the payment provider for the member's own
 * subscription; its webhook brings the shop's copy up to date.
 */
export const POST = handleContract(
  subscriptionChangeContract,
  { role: "member", maxBytes: 2048 },
  async ({ caller, input }) => {
    const db = getDb();
    const { settings } = await shownSiteContent();
    const result = await changeSubscription(db, createPaymentGateway(db), {
      userId: memberId(caller),
      change: input,
      options: settings.subscriptionOptions,
      now: new Date(),
    });
    if (result.kind === "no_subscription")
      throw new AppError("not_found", "You don't have a subscription to manage yet.");
    if (result.kind === "unknown_plan")
      throw new AppError("validation_failed", "Please choose one of the plans offered.");
    if (result.kind === "refused") throw new AppError("conflict", result.message);
    return { done: true as const };
  },
);
