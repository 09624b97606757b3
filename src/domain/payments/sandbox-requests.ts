/** Request bodies of the local payment sandbox's pages (its hosted checkout and its portal). */
import { z } from "@/domain/zod";
import {
  CANCELLATION_REASON_MAX,
  CANCELLATION_REASON_REQUIRED,
  PAUSE_MONTH_CHOICES,
} from "./subscription-state";
import { PROMOTION_CODE_MAX_LENGTH } from "./sandbox-promotion";

const field = z.string().max(32);

export const sandboxPayRequest = z.object({
  number: field,
  expiry: field,
  securityCode: field,
  /** A gift card's code (issue 10), when the page allows promotion codes. */
  promotionCode: z.string().trim().max(PROMOTION_CODE_MAX_LENGTH).optional(),
});

/** POST /api/sandbox/checkout/{id}/promotion: 'Apply' a code before paying (nothing is redeemed). */
export const sandboxPromotionRequest = z.object({
  promotionCode: z.string().trim().min(1).max(PROMOTION_CODE_MAX_LENGTH),
});

export const sandboxPortalRequest = z.discriminatedUnion("action", [
  z.object({ action: z.literal("change_plan"), priceId: z.string().min(1).max(100) }),
  z.object({
    action: z.literal("pause"),
    months: z.union(PAUSE_MONTH_CHOICES.map((m) => z.literal(m))),
  }),
  z.object({ action: z.literal("resume") }),
  /** Undo a cancellation before the membership ends (issue 23). */
  z.object({ action: z.literal("keep") }),
  z.object({
    action: z.literal("cancel"),
    reason: z
      .string()
      .trim()
      .min(1, CANCELLATION_REASON_REQUIRED)
      .max(CANCELLATION_REASON_MAX, `Maximum ${CANCELLATION_REASON_MAX} characters`),
  }),
]);
export type SandboxPortalRequest = z.output<typeof sandboxPortalRequest>;

/** A sandbox id in a path: the provider's own prefix, then hex. */
export const sandboxIdParams = z.object({ id: z.string().regex(/^[a-z]+_local_[0-9a-f]{24}$/) });
