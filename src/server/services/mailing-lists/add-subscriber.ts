import "server-only";
import { env } from "@/config/env";
import type { MailingList } from "@/domain/enums";
import {
  getMailingListProvider,
  MailingListError,
  type MailingListProvider,
  type SubscriberFields,
  type SubscribeStatus,
} from "@/server/integrations/mailing-lists";
import { getLogger } from "@/server/observability/logger";

/** Shown instead of whatever the provider said (spec: provider errors never reach the user raw). */
export const SUBSCRIBE_FAILED_MESSAGE =
  "Sorry, we couldn't sign you up just now. Please try again in a moment.";

export interface AddSubscriberInput {
  list: MailingList;
  /** Already validated by the list's form schema. */
  email: string;
  fields?: SubscriberFields;
  /** The shop puts back an address it took off the list itself (see SubscribeRequest). */
  rejoin?: boolean;
}

export type AddSubscriberResult =
  | { kind: "done"; status: SubscribeStatus | "skipped" }
  /** The provider refused the address as not a real one. */
  | { kind: "invalid_email" }
  | { kind: "unavailable" };

export interface AddSubscriberOptions {
  provider?: MailingListProvider;
  /** Defaults to DEV_MODE: the marketing subscriber sync is off in dev mode (spec 7.4, 9). */
  devMode?: boolean;
}

/** Adds an address to one of the shop's mailing lists (spec 7.4): the sign-up forms and registration. */
export async function addSubscriber(
  input: AddSubscriberInput,
  options: AddSubscriberOptions = {},
): Promise<AddSubscriberResult> {
  if (options.devMode ?? env().DEV_MODE) return { kind: "done", status: "skipped" };
  const provider = options.provider ?? getMailingListProvider();
  try {
    const { status } = await provider.subscribe({
      list: input.list,
      email: input.email,
      fields: input.fields ?? {},
      ...(input.rejoin ? { rejoin: true } : {}),
    });
    return { kind: "done", status };
  } catch (error) {
    const reason = error instanceof MailingListError ? error.reason : "unavailable";
    // A refused address is the visitor's; a provider that is down is ours to look at.
    getLogger()[reason === "invalid_email" ? "info" : "error"](
      {
        event: "mailing_list_signup_failed",
        list: input.list,
        provider: provider.name,
        reason,
        err: error,
      },
      "Mailing list sign-up failed",
    );
    return { kind: reason };
  }
}
