import { verifySubscriptionContract } from "@/domain/api/contracts";
import { getDb } from "@/server/db/client";
import { AppError } from "@/server/errors/app-error";
import { handleContract } from "@/server/http/handle-route";
import { createPaymentGateway } from "@/server/gateways/payment-gateway";
import { verifySubscription } from "@/server/services/account/verify-subscription";

/** POST {subscriptionId, stripeUserId} → {active} for the signed-in member's own subscription (spec 7.4). */
export const POST = handleContract(
  verifySubscriptionContract,
  { role: "member", maxBytes: 2048 },
  async ({ input, caller }) => {
    if (caller.role === "guest") throw new AppError("unauthenticated", "Please log in.");
    const db = getDb();
    const result = await verifySubscription(db, createPaymentGateway(db), caller.userId, input);
    if (!result.ok) throw new AppError("forbidden", "This subscription is not yours.");
    return { active: result.active };
  },
);
