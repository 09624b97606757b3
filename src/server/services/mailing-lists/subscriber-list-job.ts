import { eq } from "drizzle-orm";
import type { Executor } from "@/server/db/client";
import { users } from "@/server/db/schema";
import {
  getMailingListProvider,
  type MailingListProvider,
} from "@/server/integrations/mailing-lists";
import { enqueueJob, PartnerDownError, type JobHandlers } from "@/server/queue/job-queue";
import { addSubscriber } from "./add-subscriber";

/** A member who starts a subscription joins the SUBSCRIBER list (spec 3.5; docs/decisions/). */
export const SUBSCRIBER_LIST_JOB = "mailing-list.subscriber";

/**
 * In the transaction that places a new subscription's first order: one job per member, ever, so a
 * member who later leaves the list is never put back on it by a renewal or a second subscription.
 */
export async function enqueueSubscriberListSignup(tx: Executor, userId: string): Promise<void> {
  await enqueueJob(tx, {
    type: SUBSCRIBER_LIST_JOB,
    payload: { userId },
    singletonKey: `${SUBSCRIBER_LIST_JOB}:${userId}`,
  });
}

interface SubscriberListOptions {
  /** The configured provider by default (our own table, or Mailchimp). */
  provider?: (db: Executor) => MailingListProvider;
  /** Defaults to DEV_MODE, which turns the marketing subscriber sync off (spec 9). */
  devMode?: boolean;
}

export function subscriberListJobHandlers(options: SubscriberListOptions = {}): JobHandlers {
  return {
    [SUBSCRIBER_LIST_JOB]: async (job, { db }) => {
      const userId = job.payload.userId;
      if (typeof userId !== "string") throw new Error("A subscriber-list job without userId");
      const [member] = await db
        .select({ email: users.email, firstName: users.firstName, postcode: users.postcode })
        .from(users)
        .where(eq(users.id, userId));
      if (!member) return; // the account was deleted before the job ran
      const result = await addSubscriber(
        {
          list: "SUBSCRIBER",
          email: member.email,
          fields: { name: member.firstName ?? undefined, postcode: member.postcode ?? undefined },
        },
        { provider: (options.provider ?? getMailingListProvider)(db), devMode: options.devMode },
      );
      // A provider that is down is waited out (the queue's back-off, at most an hour between tries);
      // an address it refuses as not real is logged by addSubscriber and not tried again.
      if (result.kind === "unavailable")
        throw new PartnerDownError("The mailing-list provider did not take the subscriber");
    },
  };
}
