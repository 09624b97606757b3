import { z } from "@/domain/zod";
import {
  isReferralCode,
  normaliseReferralCode,
  REFERRAL_CODE_SHAPE_MESSAGE,
} from "./referral-code";

// The schemas apart from the code's pure rules, so the pages that only read a code load no zod.

/** A typed code: normalised, then it must have a code's shape. */
export const referralCodeInput = z
  .string()
  .max(40, REFERRAL_CODE_SHAPE_MESSAGE)
  .transform(normaliseReferralCode)
  .refine(isReferralCode, REFERRAL_CODE_SHAPE_MESSAGE);

/** POST /api/referrals: a friend's code, used by the signed-in family. */
export const referralClaimRequest = z.object({ code: referralCodeInput }).strict();
