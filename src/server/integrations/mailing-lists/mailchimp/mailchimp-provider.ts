import { createHash } from "node:crypto";
import mailchimp from "@mailchimp/mailchimp_marketing";
import { normaliseEmail } from "@/domain/email-address";
import type { MailingList } from "@/domain/enums";
import {
  MailingListError,
  type MailingListProvider,
  type SubscriberFields,
} from "../mailing-list-provider";
import { getLogger } from "@/server/observability/logger";
import { isoDateOfBirth, presentFields } from "../subscriber-fields";

export interface MailchimpConfig {
  apiKey: string;
  /** Data centre, e.g. 'us21'. */
  server: string;
  /** Replaces https://{server}.api.mailchimp.com/3.0 (a local stand-in in tests). */
  baseUrl?: string;
  /** Mailchimp audience ids of the shop's lists (spec 3.5: opaque ids held by the provider). */
  listIds: Partial<Record<MailingList, string>>;
  timeoutMs?: number;
}

/** Merge tags the audiences carry for the waitlist values (decided: FNAME is Mailchimp's default). */
export const MAILCHIMP_MERGE_TAGS = {
  name: "FNAME",
  postcode: "POSTCODE",
  littleDOB: "LITTLEDOB",
} as const;

const DEFAULT_BASE_URL = "https://server.api.mailchimp.com/3.0";

/** Mailchimp identifies a list member by the MD5 of the lower-case address. */
export function subscriberHash(email: string): string {
  return createHash("md5").update(normaliseEmail(email)).digest("hex");
}

export function mergeFields(fields: SubscriberFields): Record<string, string> {
  const given = presentFields(fields);
  const merge: Record<string, string> = {};
  if (given.name) merge[MAILCHIMP_MERGE_TAGS.name] = given.name;
  if (given.postcode) merge[MAILCHIMP_MERGE_TAGS.postcode] = given.postcode;
  // A date merge field refuses anything but a date, which would fail the whole sign-up.
  const dob = isoDateOfBirth(given.littleDOB);
  if (dob) merge[MAILCHIMP_MERGE_TAGS.littleDOB] = dob;
  return merge;
}

interface Problem {
  status?: number;
  title?: string;
  detail?: string;
}

/** The SDK rejects with superagent's error; Mailchimp's problem document is in its response. */
function readProblem(error: unknown): Problem {
  const e = error as { status?: unknown; response?: { body?: unknown; text?: unknown } } | null;
  let body = e?.response?.body as Record<string, unknown> | undefined;
  if ((!body || Object.keys(body).length === 0) && typeof e?.response?.text === "string") {
    try {
      body = JSON.parse(e.response.text) as Record<string, unknown>;
    } catch {
      body = undefined;
    }
  }
  return {
    status: typeof e?.status === "number" ? e.status : undefined,
    title: typeof body?.title === "string" ? body.title : undefined,
    detail:
      typeof body?.detail === "string"
        ? body.detail
        : error instanceof Error
          ? error.message
          : undefined,
  };
}

/**
 * A failed call in our terms. An address Mailchimp calls fake, or one that unsubscribed itself
 * (compliance state), is refused for good like an invalid address: trying again cannot help.
 */
function failure(problem: Problem, cause: unknown): MailingListError {
  const summary = `Mailchimp ${problem.status ?? "request failed"} ${problem.title ?? ""}: ${problem.detail ?? ""}`;
  const refused =
    problem.status === 400 &&
    ((problem.title === "Invalid Resource" && /fake|email/i.test(problem.detail ?? "")) ||
      problem.title === "Member In Compliance State");
  return new MailingListError(refused ? "invalid_email" : "unavailable", summary, { cause });
}

/**
 * Mailchimp through its official SDK. The SDK is one shared client, so it is configured
 * immediately before each call: the call reads its configuration synchronously.
 */
export function createMailchimpProvider(config: MailchimpConfig): MailingListProvider {
  const client = () => {
    const sdk = mailchimp as typeof mailchimp & { basePath: string; timeout: number };
    sdk.setConfig(
      config.baseUrl ? { apiKey: config.apiKey } : { apiKey: config.apiKey, server: config.server },
    );
    sdk.basePath = (config.baseUrl ?? DEFAULT_BASE_URL).replace(/\/+$/, "");
    sdk.timeout = config.timeoutMs ?? 10_000;
    return sdk;
  };

  return {
    name: "mailchimp",
    async subscribe({ list, email, fields, rejoin }) {
      const listId = listIdOf(list);
      const address = normaliseEmail(email);
      const merge_fields = mergeFields(fields);
      try {
        // One upsert that also restores a member we archived; Mailchimp still refuses anyone who
        // unsubscribed themselves ('Member In Compliance State').
        if (rejoin) {
          await client().lists.setListMember(
            listId,
            subscriberHash(address),
            {
              email_address: address,
              status: "subscribed",
              status_if_new: "subscribed",
              merge_fields,
            },
            { skipMergeValidation: true },
          );
          return { status: "subscribed" };
        }
        await client().lists.addListMember(
          listId,
          { email_address: address, status: "subscribed", merge_fields },
          { skipMergeValidation: true },
        );
        return { status: "subscribed" };
      } catch (error) {
        const problem = readProblem(error);
        if (problem.status === 400 && problem.title === "Member Exists") {
          if (Object.keys(merge_fields).length > 0)
            await updateDetails(listId, address, merge_fields);
          return { status: "already_subscribed" };
        }
        throw failure(problem, error);
      }
    },

    // Archived, not deleted: Mailchimp keeps the member's history, and rejoin brings them back.
    async remove({ list, email }) {
      const listId = listIdOf(list);
      try {
        await client().lists.deleteListMember(listId, subscriberHash(email));
      } catch (error) {
        const problem = readProblem(error);
        // Not on the list (never added, or archived already): nothing to take off.
        if (problem.status === 404) return;
        throw failure(problem, error);
      }
    },
  };

  function listIdOf(list: MailingList): string {
    const listId = config.listIds[list];
    if (!listId)
      throw new MailingListError("unavailable", `No Mailchimp list id is configured for ${list}`);
    return listId;
  }

  /** A repeat sign-up may bring waitlist details; failing to store them does not undo the sign-up. */
  async function updateDetails(
    listId: string,
    address: string,
    merge_fields: Record<string, string>,
  ) {
    try {
      await client().lists.setListMember(
        listId,
        subscriberHash(address),
        { email_address: address, status_if_new: "subscribed", merge_fields },
        { skipMergeValidation: true },
      );
    } catch (error) {
      const problem = readProblem(error);
      getLogger().warn(
        { event: "mailchimp_update_details_failed", status: problem.status, title: problem.title },
        "Mailchimp: could not update the details of an existing member",
      );
    }
  }
}
