/** Staff endpoints for content, contact messages and mailing lists (issue 12, the back office). */
import { z } from "@/domain/zod";
import { contentDocumentBody } from "@/domain/content/staff-content-request";
import { newPageInput } from "@/domain/content/new-page";
import { entityId } from "@/domain/ids";
import { MAILING_LISTS } from "@/domain/enums";
import { defineContract } from "./contract";

/** PUT /api/staff/content/{type}/{uid}: save a document's draft. */
export const saveContentDraftContract = defineContract<{ draftVersion: number }>()({
  method: "PUT",
  path: "/api/staff/content/[type]/[uid]",
  input: contentDocumentBody,
});

/** POST /api/staff/content/pages {uid, title}: a new page document, as an unpublished draft. */
export const createContentPageContract = defineContract<{ uid: string; draftVersion: number }>()({
  method: "POST",
  path: "/api/staff/content/pages",
  input: newPageInput,
});

/** POST /api/staff/content/{type}/{uid}/publish: the draft becomes what visitors see. */
export const publishContentContract = defineContract<{ version: number; publishedAt: string }>()({
  method: "POST",
  path: "/api/staff/content/[type]/[uid]/publish",
  input: z.object({}).optional(),
});

/** The settings' two switches that take effect at once (published straight away). */
export const SITE_SWITCHES = ["maintenancemode", "pauseNewMembers"] as const;
export type SiteSwitch = (typeof SITE_SWITCHES)[number];

export const siteSwitchRequest = z
  .object({ name: z.enum(SITE_SWITCHES), on: z.boolean() })
  .strict();

/**
 * POST /api/staff/content/switches {name, on}: switch maintenance mode or the pause on new members
 * on or off in the published settings at once (the draft gets the same value).
 */
export const siteSwitchContract = defineContract<{
  name: SiteSwitch;
  on: boolean;
  version: number;
}>()({
  method: "POST",
  path: "/api/staff/content/switches",
  input: siteSwitchRequest,
});

export const contactMessageParams = z.object({ id: entityId });

/** POST /api/staff/messages/{id}/answered: record that the message has been answered. */
export const markMessageAnsweredContract = defineContract<{
  id: number;
  handledAt: string;
  handledBy: string;
}>()({
  method: "POST",
  path: "/api/staff/messages/[id]/answered",
  input: z.object({}).strict(),
});

/** The mailing-list screen's filter, from its address (and the CSV export's query). */
export const mailingListFilter = z.object({
  list: z.enum(MAILING_LISTS).catch("NEWSLETTER"),
  q: z.string().trim().max(200).optional().catch(undefined),
  /** 'all' shows unsubscribed sign-ups too; by default only the current ones. */
  status: z.enum(["current", "unsubscribed", "all"]).catch("current"),
});
export type MailingListFilter = z.output<typeof mailingListFilter>;

/** GET /api/staff/mailing-lists/export?list&q&status: the filtered list as CSV. */
export const mailingListCsvContract = defineContract<string>()({
  method: "GET",
  path: "/api/staff/mailing-lists/export",
  input: mailingListFilter,
});
