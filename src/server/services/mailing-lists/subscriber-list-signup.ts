import { eq } from "drizzle-orm";
import type { Executor } from "@/server/db/client";
import { users } from "@/server/db/schema";
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

/**
 * A member who starts a subscription joins the SUBSCRIBER list (spec 3.5), run by the
 * mailing-list.subscriber job (src/server/jobs/subscriber-list.ts). A provider that is down is
 * waited out (PartnerDownError: the queue's back-off, at most an hour between tries); an address
 * it refuses as not real is logged by addSubscriber and not tried again.
 */
export async function addMemberToSubscriberList(
  db: Executor,
  userId: string,
  options: SubscriberListOptions = {},
): Promise<void> {
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
  if (result.kind === "unavailable")
    throw new PartnerDownError("The mailing-list provider did not take the subscriber");
}
