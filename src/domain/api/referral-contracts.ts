/** A friend's code (issue 27, "Give a month, get a month"), kept apart from contracts.ts. */
import { referralClaimRequest } from "@/domain/referrals/referral-request";
import { defineContract } from "./contract";

export interface ReferralClaimAnswer {
  code: string;
  /** The friend's first name, to thank them by name. */
  referrerFirstName: string | null;
}

/** POST /api/referrals: the signed-in family joins with a friend's code (before paying). */
export const claimReferralContract = defineContract<ReferralClaimAnswer>()({
  method: "POST",
  path: "/api/referrals",
  input: referralClaimRequest,
});
