import { z } from "zod";
import { defineJob } from "@/server/queue/define-job";
import {
  addMemberToSubscriberList,
  type SubscriberListOptions,
} from "@/server/services/mailing-lists/subscriber-list-signup";

/**
 * A member who starts a subscription joins the SUBSCRIBER list (spec 3.5), queued in the
 * transaction that places a new subscription's first order (settle-checkout.ts): one job per
 * member, ever, so a member who later leaves the list is never put back on it by a renewal or a
 * second subscription.
 */
export const subscriberListJob = defineJob({
  name: "mailing-list.subscriber",
  payload: z.object({ userId: z.string() }),
  lane: "general",
  key: ({ userId }) => `mailing-list.subscriber:${userId}`,
  handle: ({ userId }, { db }, deps: { mailingList?: SubscriberListOptions }) =>
    addMemberToSubscriberList(db, userId, deps.mailingList),
});
