import "server-only";
import { env } from "@/config/env";
import { getDb, type Executor } from "@/server/db/client";
import { createLocalMailingListProvider } from "./local/local-mailing-list-provider";
import { createMailchimpProvider } from "./mailchimp/mailchimp-provider";
import { MailingListError, type MailingListProvider } from "./mailing-list-provider";

export * from "./mailing-list-provider";

/** The data centre is the API key's suffix ('…-us21') unless configured. */
function serverPrefix(apiKey: string, configured: string | undefined): string {
  return configured ?? apiKey.split("-").at(-1) ?? "";
}

/** The configured provider (MAILING_LIST_PROVIDER): our own table by default, or Mailchimp. */
export function getMailingListProvider(db?: Executor): MailingListProvider {
  const config = env();
  if (config.MAILING_LIST_PROVIDER === "mailchimp") {
    const apiKey = config.MAILCHIMP_API_KEY;
    if (!apiKey) {
      const missingKey = () =>
        Promise.reject(new MailingListError("unavailable", "MAILCHIMP_API_KEY is not set"));
      return { name: "mailchimp", subscribe: missingKey, remove: missingKey };
    }
    return createMailchimpProvider({
      apiKey,
      server: serverPrefix(apiKey, config.MAILCHIMP_SERVER_PREFIX),
      baseUrl: config.MAILCHIMP_BASE_URL,
      listIds: {
        NEWSLETTER: config.MAILCHIMP_LIST_NEWSLETTER,
        WAITLIST: config.MAILCHIMP_LIST_WAITLIST,
        SUBSCRIBER: config.MAILCHIMP_LIST_SUBSCRIBER,
      },
    });
  }
  return createLocalMailingListProvider(db ?? getDb());
}
