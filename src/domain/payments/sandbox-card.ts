/**
 * The local payment sandbox's card form (issue 9), behaving like the real provider's test mode:
 * 4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 is declined; anything else is refused.
 */

export const SUCCESS_CARD = "4242424242424242";
export const DECLINED_CARD = "4000000000000002";

export const CARD_MESSAGES = {
  numberIncomplete: "Your card number is incomplete.",
  numberInvalid: "Your card number is invalid.",
  expiryIncomplete: "Your card's expiry date is incomplete.",
  expiryPast: "Your card's expiry date is in the past.",
  securityCodeIncomplete: "Your card's security code is incomplete.",
  declined: "Your card was declined. Please try a different card.",
  testCardsOnly:
    "Your card was declined. This is a test payment page: use the card 4242 4242 4242 4242.",
} as const;

export interface CardInput {
  number: string;
  /** 'MM / YY', 'MM/YY' or 'MMYY'. */
  expiry: string;
  securityCode: string;
}

export type CardVerdict =
  | { ok: true }
  | { ok: false; field: "number" | "expiry" | "securityCode"; message: string; declined: boolean };

const digitsOf = (value: string) => value.replace(/[\s-]/g, "");

/** The Luhn checksum every card number carries. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      // Stryker disable next-line EqualityOperator: a doubled digit is even, never 9
      if (digit > 9) digit -= 9;
    }
    // Stryker disable next-line AssignmentOperator: -sum is a multiple of 10 exactly when sum is
    sum += digit;
  }
  return digits.length > 0 && sum % 10 === 0;
}

/** The last moment a card with this expiry works: the end of its month (UTC). */
function expiryEnd(expiry: string): Date | null {
  const match = /^(\d{2})\s*\/?\s*(\d{2})$/.exec(expiry.trim());
  if (!match) return null;
  const month = Number(match[1]);
  if (month < 1 || month > 12) return null;
  return new Date(Date.UTC(2000 + Number(match[2]), month, 1));
}

/** What the sandbox answers for a card, checked in the order a hosted page shows errors. */
export function checkSandboxCard(card: CardInput, now: Date): CardVerdict {
  const number = digitsOf(card.number);
  if (!/^\d{13,19}$/.test(number))
    return { ok: false, field: "number", message: CARD_MESSAGES.numberIncomplete, declined: false };
  if (!passesLuhn(number))
    return { ok: false, field: "number", message: CARD_MESSAGES.numberInvalid, declined: false };
  const end = expiryEnd(card.expiry);
  if (end === null)
    return { ok: false, field: "expiry", message: CARD_MESSAGES.expiryIncomplete, declined: false };
  if (end <= now)
    return { ok: false, field: "expiry", message: CARD_MESSAGES.expiryPast, declined: false };
  if (!/^\d{3,4}$/.test(card.securityCode.trim()))
    return {
      ok: false,
      field: "securityCode",
      message: CARD_MESSAGES.securityCodeIncomplete,
      declined: false,
    };
  if (number === SUCCESS_CARD) return { ok: true };
  if (number === DECLINED_CARD)
    return { ok: false, field: "number", message: CARD_MESSAGES.declined, declined: true };
  return { ok: false, field: "number", message: CARD_MESSAGES.testCardsOnly, declined: true };
}
