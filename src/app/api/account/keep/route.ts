import { env } from "@/config/env";
import { keepContract } from "@/domain/api/keep-contracts";
import { KEEP_MESSAGES } from "@/domain/buy-to-keep/keep-price";
import { getDb } from "@/server/db/client";
import { AppError } from "@/server/errors/app-error";
import { createPaymentGateway } from "@/server/gateways/payment-gateway";
import { handleContract } from "@/server/http/handle-route";
import { loadSiteContent } from "@/server/services/content/load-site-content";
import { startKeepPurchase } from "@/server/services/buy-to-keep/start-keep-purchase";

/**
 * POST {productItemId, quotedPence}: the signed-in family pays to keep a garment they hold (issue
 * 27). The answer names the payment page; a garment not theirs, already sold, or at a price other
 * than the one shown is refused with 409 and its message, and nothing changes.
 */
export const POST = handleContract(
  keepContract,
  { role: "member", maxBytes: 1024 },
  async ({ input, caller }) => {
    if (caller.role === "guest") throw new AppError("unauthenticated", KEEP_MESSAGES.signIn);
    const db = getDb();
    const config = env();
    const { settings } = await loadSiteContent(false);
    const result = await startKeepPurchase(db, createPaymentGateway(db), {
      userId: caller.userId,
      productItemId: input.productItemId,
      quotedPence: input.quotedPence,
      floorPercent: settings.keepFloorPercent,
      now: new Date(),
      appUrl: config.APP_URL,
      reservationMinutes: config.CHECKOUT_RESERVATION_MINUTES,
    });
    if (!result.ok) throw new AppError("conflict", result.message);
    return { purchaseId: result.purchaseId, url: result.url };
  },
);
