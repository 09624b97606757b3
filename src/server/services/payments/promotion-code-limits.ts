import "server-only";
import { env } from "@/config/env";
import { WRONG_CODES_PER_ADDRESS, WRONG_CODES_PER_PAGE } from "@/domain/payments/sandbox-promotion";
import { clientAddress } from "@/server/auth/client-address";
import type { CodeAttemptLimits, CodeAttemptSubjects } from "./code-attempts";
import type { CodeAttempts } from "@/server/services/checkout/checkout-code";

/** The shop's wrong-code limits, and whom a request's attempt counts against. */
export function promotionCodeLimits(): CodeAttemptLimits {
  return {
    perAddress: env().PROMOTION_CODE_ATTEMPTS_PER_ADDRESS ?? WRONG_CODES_PER_ADDRESS,
    perPage: WRONG_CODES_PER_PAGE,
  };
}

export function codeAttemptSubjects(request: Request, pageId: string): CodeAttemptSubjects {
  return { address: clientAddress(request.headers, env().TRUSTED_PROXY), pageId };
}

/** A code typed at /checkout counts like one on a payment page: the member's checkout is the page. */
export function checkoutCodeAttempts(request: Request, userId: string): CodeAttempts {
  return {
    subjects: codeAttemptSubjects(request, `checkout-${userId}`),
    limits: promotionCodeLimits(),
  };
}
