import { eq } from "drizzle-orm";
import { env } from "@/config/env";
import type { Executor } from "@/server/db/client";
import { memberSubscriptions, users } from "@/server/db/schema";
import {
  getMailingListProvider,
  type MailingListProvider,
} from "@/server/integrations/mailing-lists";
import { PartnerDownError } from "@/server/queue/job-queue";
import { addSubscriber } from "./add-subscriber";

export interface SubscriberListOptions {
  /** The configured provider by default (our own table, or Mailchimp). */
  provider?: (db: Executor) => MailingListProvider;
  /** Defaults to DEV_MODE, which turns the marketing subscriber sync off (spec 9). */
  devMode?: boolean;
}

/** A member joins the SUBSCRIBER list when a subscription starts, and leaves it when that one ends. */
export interface SubscriberListChange {
  userId: string;
  change: "join" | "leave";
  /** The subscription that started or ended; absent on a join queued before issue 25. */
  subscriptionId?: string;
}

/**
 * The SUBSCRIBER list holds the families paying now (spec 3.5), run by the mailing-list.subscriber
 * job (src/server/jobs/subscriber-list.ts). A change is made only while it is still true when the
 * job runs: a leave for a subscription the member has since replaced (they came back), or a join
 * for one that has since ended, does nothing, so the list ends right whatever order retries run
 * in. A provider that is down is waited out (PartnerDownError: the queue's back-off); an address it
 * refuses for good is logged by addSubscriber and not tried again.
 */
export async function applySubscriberListChange(
  db: Executor,
  { userId, change, subscriptionId }: SubscriberListChange,
  options: SubscriberListOptions = {},
): Promise<void> {
  const [member] = await db
    .select({
      email: users.email,
      firstName: users.firstName,
      postcode: users.postcode,
      subscriptionId: users.payment_subscription_id,
    })
    .from(users)
    .where(eq(users.id, userId));
  if (!member) return; // the account was deleted before the job ran
  if (subscriptionId !== undefined && member.subscriptionId !== subscriptionId) return;
  if (change === "join" && subscriptionId !== undefined && (await hasEnded(db, subscriptionId)))
    return;
  if (options.devMode ?? env().DEV_MODE) return;
  const provider = (options.provider ?? getMailingListProvider)(db);
  if (change === "leave") {
    try {
      await provider.remove({ list: "SUBSCRIBER", email: member.email });
    } catch {
      throw new PartnerDownError("The mailing-list provider did not take the member off");
    }
    return;
  }
  const result = await addSubscriber(
    {
      list: "SUBSCRIBER",
      email: member.email,
      fields: { name: member.firstName ?? undefined, postcode: member.postcode ?? undefined },
      rejoin: true,
    },
    { provider, devMode: false },
  );
  if (result.kind === "unavailable")
    throw new PartnerDownError("The mailing-list provider did not take the subscriber");
}

async function hasEnded(db: Executor, subscriptionId: string): Promise<boolean> {
  const [row] = await db
    .select({ status: memberSubscriptions.status })
    .from(memberSubscriptions)
    .where(eq(memberSubscriptions.id, subscriptionId));
  return row?.status === "canceled";
}
