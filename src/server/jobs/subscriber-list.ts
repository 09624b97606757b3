import { z } from "zod";
import { defineJob } from "@/server/queue/define-job";
import {
  applySubscriberListChange,
  type SubscriberListOptions,
} from "@/server/services/mailing-lists/subscriber-list-signup";

/**
 * The SUBSCRIBER list follows the families paying now (spec 3.5): a member joins when a
 * subscription starts (queued with its first order, settle-checkout.ts) and leaves when it ends
 * (queued with the end, process-payment-event.ts), each in the transaction of that change. One job
 * per subscription and change, ever: a repeated event or a retry never joins or leaves twice, and a
 * family who returns with a new subscription joins again.
 */
export const subscriberListJob = defineJob({
  name: "mailing-list.subscriber",
  payload: z.object({
    userId: z.string(),
    // Absent on a job queued before issue 25: a join, as those were.
    change: z.enum(["join", "leave"]).optional(),
    subscriptionId: z.string().optional(),
  }),
  lane: "general",
  key: ({ userId, change = "join", subscriptionId }) =>
    subscriptionId === undefined
      ? `mailing-list.subscriber:${userId}`
      : `mailing-list.subscriber:${userId}:${change}:${subscriptionId}`,
  handle: (
    { userId, change = "join", subscriptionId },
    { db },
    deps: { mailingList?: SubscriberListOptions },
  ) => applySubscriberListChange(db, { userId, change, subscriptionId }, deps.mailingList),
});
