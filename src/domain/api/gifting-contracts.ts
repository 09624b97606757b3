/** The gift card's endpoints (issue 10), kept apart from contracts.ts. */
import { z } from "@/domain/zod";
import { giftRequest } from "@/domain/gifting/gift-request-schema";
import { sandboxPromotionRequest } from "@/domain/payments/sandbox-requests";
import { defineContract } from "./contract";

/** The spec's answer (4.9) and the payment page to open. */
export interface GiftCheckoutAnswer {
  message: string;
  order_id: number;
  url: string;
}

/** POST /api/gifting: 'Continue to payment' on /gifting. */
export const giftCheckoutContract = defineContract<GiftCheckoutAnswer>()({
  method: "POST",
  path: "/api/gifting",
  input: giftRequest,
});

/** POST /api/sandbox/checkout/{id}/promotion: 'Apply' a promotion code on the sandbox's page. */
export const sandboxPromotionContract = defineContract<{
  discountPence: number;
  totalPence: number;
  creditPence: number;
}>()({
  method: "POST",
  path: "/api/sandbox/checkout/[id]/promotion",
  input: sandboxPromotionRequest,
});

/** POST /api/dev/jobs {at}: browser tests run the due jobs as of a time (E2E_CLOCK only). */
export const devRunJobsContract = defineContract<{ completed: number }>()({
  method: "POST",
  path: "/api/dev/jobs",
  input: z.object({ at: z.iso.datetime() }),
});
