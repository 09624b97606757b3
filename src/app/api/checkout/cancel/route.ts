import { cancelCheckoutContract } from "@/domain/api/contracts";
import { getDb } from "@/server/db/client";
import { handleContract } from "@/server/http/handle-route";
import { memberId } from "@/server/http/caller";
import { createPaymentGateway } from "@/server/gateways/payment-gateway";
import { cancelMemberCheckouts } from "@/server/services/checkout/cancel-member-checkouts";
import { loadSiteContent } from "@/server/services/content/load-site-content";

/** POST: back from the payment page without paying: the member's own pending checkout is given up. */
export const POST = handleContract(
  cancelCheckoutContract,
  { role: "member" },
  async ({ caller }) => {
    const db = getDb();
    const { settings } = await loadSiteContent(false);
    const cancelled = await cancelMemberCheckouts(
      db,
      createPaymentGateway(db),
      settings,
      memberId(caller),
    );
    return { cancelled };
  },
);
