import { normaliseEmail } from "@/domain/email-address";

/**
 * Who may use a friend's code, and what each family is credited (issue 27, docs/growing.md,
 * part:referrals). Pure: the services gather the facts and keep the verdict.
 */

export type ReferralRefusal =
  "unknown_code" | "own_code" | "same_family" | "already_member" | "already_referred";

/** Shown to the family that typed the code (and, for a refusal at payment, on /account). */
export const REFUSAL_MESSAGES: Record<ReferralRefusal, string> = {
  unknown_code: "We couldn't find that code. Please check it with your friend.",
  own_code: "That's your own code. Share it with a friend and you'll both get a month's credit.",
  same_family:
    "That code belongs to your own family's account (the same e-mail or payment details), so it can't be used here.",
  already_member: "Friends' codes are for families joining Littlerobe for the first time.",
  already_referred: "You've already joined with a friend's code: only one code per family.",
};

/** What staff read for each state. */
export type ReferralState = "pending" | "qualified" | "credited" | "refused";

export interface FamilyFacts {
  userId: string;
  email: string;
  /** The payment provider's customer, once they have one. */
  paymentCustomerId: string | null;
}

/**
 * The e-mail as one mailbox: letters' case ignored, and a '+tag' in the name part dropped (most
 * providers deliver amelia+friend@ to amelia@), so a family cannot refer itself with a tag.
 */
export function mailboxKey(email: string): string {
  const normal = normaliseEmail(email);
  const at = normal.lastIndexOf("@");
  if (at === -1) return normal;
  const name = normal.slice(0, at).split("+")[0]!;
  return `${name === "" ? normal.slice(0, at) : name}${normal.slice(at)}`;
}

/** One family behind two accounts: the same mailbox or the same payment customer. */
export function sameFamily(a: FamilyFacts, b: FamilyFacts): boolean {
  if (a.paymentCustomerId !== null && a.paymentCustomerId === b.paymentCustomerId) return true;
  return mailboxKey(a.email) === mailboxKey(b.email);
}

export interface ClaimFacts {
  friend: FamilyFacts & {
    /** They paid for a membership before (any placed order or subscription). */
    wasMember: boolean;
    /** The code of the referral they already have, if any. */
    existingCode: string | null;
  };
  /** The family whose code it is; null when no member has it. */
  referrer: FamilyFacts | null;
  code: string;
}

/**
 * Why a code may not be used by this family, or null when it may. The same code used again is
 * not a refusal (the family keeps the referral it has); another code is.
 */
export function claimRefusal(facts: ClaimFacts): ReferralRefusal | null {
  const { friend, referrer } = facts;
  if (referrer === null) return "unknown_code";
  if (referrer.userId === friend.userId) return "own_code";
  if (friend.existingCode !== null)
    return friend.existingCode === facts.code ? null : "already_referred";
  if (sameFamily(friend, referrer)) return "same_family";
  if (friend.wasMember) return "already_member";
  return null;
}

/**
 * Checked again when the friend's first payment settles: by then their payment customer is
 * known (the same card's customer as the referrer's is one family), and a membership may have
 * started since the code was saved.
 */
export function settleRefusal(input: {
  friend: FamilyFacts;
  referrer: FamilyFacts;
  wasMemberBefore: boolean;
}): ReferralRefusal | null {
  if (sameFamily(input.friend, input.referrer)) return "same_family";
  if (input.wasMemberBefore) return "already_member";
  return null;
}

/**
 * A month each (G-referrals-3): the friend gets the price of the plan they joined on; the
 * referrer gets the price of their own live plan, or the friend's when they have none live (the
 * credit waits for their next payment). Pence, never below 0.
 */
export function referralCredits(input: {
  friendPlanPence: number;
  referrerPlanPence: number | null;
}): { friendPence: number; referrerPence: number } {
  const friendPence = Math.max(0, Math.round(input.friendPlanPence));
  const referrerPence =
    input.referrerPlanPence === null
      ? friendPence
      : Math.max(0, Math.round(input.referrerPlanPence));
  return { friendPence, referrerPence };
}

/** The idempotency keys of a referral's two grants at the payment provider. */
export function creditKeys(referralId: number): { friend: string; referrer: string } {
  return { friend: `referral-${referralId}-friend`, referrer: `referral-${referralId}-referrer` };
}

/** The member's line for a referral on /account. */
export function referralStateText(state: ReferralState, refusal: ReferralRefusal | null): string {
  switch (state) {
    case "pending":
      return "Joined: waiting for their first payment";
    case "qualified":
      return "First payment made: your credit is on its way";
    case "credited":
      return "Credited";
    case "refused":
      return refusal ? `Not credited: ${REFUSAL_MESSAGES[refusal]}` : "Not credited";
  }
}
