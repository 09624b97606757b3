import { choiceParam, searchParam } from "@/domain/admin/list-params";
import { z } from "@/domain/zod";

/** /admin/referrals' filters: a search (either family's e-mail or name, or the code) and a state. */
export const REFERRAL_STATES = ["pending", "qualified", "credited", "refused"] as const;

export const referralListFilters = z.object({
  q: searchParam(),
  state: choiceParam(REFERRAL_STATES),
});
export type ReferralListFilters = z.output<typeof referralListFilters>;

/** What staff read for each state. */
export const REFERRAL_STATE_LABELS: Record<(typeof REFERRAL_STATES)[number], string> = {
  pending: "Waiting for the friend's first payment",
  qualified: "Paid: credits being granted",
  credited: "Credited",
  refused: "Refused",
};
