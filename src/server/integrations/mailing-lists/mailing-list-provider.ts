import type { MailingList } from "@/domain/enums";

/** Extra sign-up values (spec 7.4: name, postcode, littleDOB from the waitlist form). */
export interface SubscriberFields {
  name?: string;
  postcode?: string;
  /** The little one's date of birth as the form sent it (a date input gives YYYY-MM-DD). */
  littleDOB?: string;
}

export interface SubscribeRequest {
  list: MailingList;
  email: string;
  fields: SubscriberFields;
  /**
   * The shop puts back an address it took off this list itself (SUBSCRIBER: a family who returns).
   * Mailchimp restores a member it archived only when told the status again.
   */
  rejoin?: boolean;
}

export interface RemoveRequest {
  list: MailingList;
  email: string;
}

export type SubscribeStatus = "subscribed" | "already_subscribed";

/** The e-mail marketing provider (spec 1, 3.5): each shop list maps to one of its lists. */
export interface MailingListProvider {
  readonly name: "local" | "mailchimp";
  subscribe(request: SubscribeRequest): Promise<{ status: SubscribeStatus }>;
  /**
   * Takes an address off a list the shop keeps itself (SUBSCRIBER: the subscription ended). An
   * address that is not on it is no error, so a retry is harmless.
   */
  remove(request: RemoveRequest): Promise<void>;
}

/**
 * Why a sign-up failed, in our own terms: the provider refused the address as not real, or the
 * provider could not be reached or answered with an error. The message is for logs, never for users.
 */
export class MailingListError extends Error {
  constructor(
    readonly reason: "invalid_email" | "unavailable",
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = "MailingListError";
  }
}
