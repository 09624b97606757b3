/**
 * 'Tell me when it's back' (issue 26): a visitor leaves an e-mail address for a sold-out size and
 * gets one e-mail when it is in stock again. The request's rule and the words the page shows.
 */
import { requiredEmail } from "@/domain/forms/field-rules";
import { entityId } from "@/domain/ids";
import { z } from "@/domain/zod";

/** Waiting requests one address may have: a cap on e-mails sent to an address someone else typed. */
export const MAX_WAITING_REQUESTS_PER_EMAIL = 20;

export const BACK_IN_STOCK_MESSAGES = {
  offer: "Tell me when it's back",
  requested: (email: string) => `We'll e-mail ${email} once when this size is back.`,
  inStock: "Good news: this size is in stock again. Choose it and add it to your wardrobe.",
  tooMany: `An address can wait for at most ${MAX_WAITING_REQUESTS_PER_EMAIL} sizes at once.`,
  emailNeeded: "Enter your e-mail address",
  unknown: "This size is not in the shop any more.",
} as const;

/**
 * The request: the variant (the chosen colour in the sold-out size) and the address. A member may
 * leave the address out: their account's is used.
 */
export const backInStockRequest = z.object({
  variant_id: entityId,
  email: requiredEmail(BACK_IN_STOCK_MESSAGES.emailNeeded).optional(),
});
