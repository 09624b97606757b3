import { claimReferralContract } from "@/domain/api/referral-contracts";
import { getDb } from "@/server/db/client";
import { AppError } from "@/server/errors/app-error";
import { handleContract } from "@/server/http/handle-route";
import { claimReferral } from "@/server/services/referrals/claim-referral";

/**
 * POST {code}: the signed-in family uses a friend's code (issue 27). Both families are credited
 * a month when this family's first payment settles; a refusal says why under the code's field.
 */
export const POST = handleContract(
  claimReferralContract,
  { role: "member", maxBytes: 1024 },
  async ({ input, caller }) => {
    if (caller.role === "guest")
      throw new AppError("unauthenticated", "Please log in to use a friend's code.");
    const result = await claimReferral(getDb(), { userId: caller.userId, code: input.code });
    if (result.kind === "refused")
      throw new AppError("conflict", result.message, { fields: { code: result.message } });
    return { code: result.code, referrerFirstName: result.referrerFirstName };
  },
);
