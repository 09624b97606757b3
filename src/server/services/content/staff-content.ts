import "server-only";
import { asc, sql } from "drizzle-orm";
import type { SiteSwitch } from "@/domain/api/staff-content-contracts";
import { contentFormSchema, formErrors } from "@/domain/content/content-forms";
import { newPageDocument, type NewPageInput } from "@/domain/content/new-page";
import { PAGE_UID_MISMATCH_MESSAGE } from "@/domain/content/staff-content-request";
import { invalidate } from "@/server/cache/invalidate";
import { CACHE_TAGS } from "@/server/cache/tags";
import { getDb } from "@/server/db/client";
import { contentDocuments } from "@/server/db/schema";
import { AppError } from "@/server/errors/app-error";
import {
  SETTINGS_UID,
  type ContentDocumentData,
  type ContentDocumentType,
} from "@/server/integrations/content/content-source";
import {
  ContentDocumentNotFoundError,
  createDatabaseContentEditor,
  type ContentDocumentState,
  type PublishResult,
} from "@/server/integrations/content/local-database/content-editor";
import { recordStaffChange } from "@/server/services/staff/audit";

const NO_SUCH_DOCUMENT = "No such document.";
const DOCUMENT_REFUSED_MESSAGE = "The document has mistakes: nothing was saved.";
const PAGE_EXISTS_MESSAGE = "A page already has this address.";

/** The back office's content API: read a document's draft and published versions. */
export async function readContentDocument(
  type: ContentDocumentType,
  uid: string,
): Promise<ContentDocumentState> {
  const document = await createDatabaseContentEditor(getDb()).getDocument(type, uid);
  if (!document) throw new AppError("not_found", NO_SUCH_DOCUMENT);
  return document;
}

/**
 * Saves a draft, audited in the same transaction; visitors keep seeing the published version until
 * it is published.
 */
export async function saveContentDraft(
  type: ContentDocumentType,
  uid: string,
  data: Record<string, unknown>,
  staffId: string,
): Promise<{ draftVersion: number }> {
  // The document must pass its kind's schema, the one the back office's form checks before saving.
  const errors = formErrors(contentFormSchema(type), data);
  if (errors) throw new AppError("bad_request", DOCUMENT_REFUSED_MESSAGE, { fields: errors });
  // A page's own uid is what the site links to, so it must match the row it is saved under.
  if (type === "page" && data.uid !== uid) {
    throw new AppError("validation_failed", PAGE_UID_MISMATCH_MESSAGE, {
      fields: { uid: PAGE_UID_MISMATCH_MESSAGE },
    });
  }
  return getDb().transaction(async (tx) => {
    const saved = await createDatabaseContentEditor(tx).saveDraft(
      type,
      uid,
      data as unknown as ContentDocumentData[typeof type],
    );
    await recordStaffChange(tx, {
      staffId,
      action: "content.save_draft",
      entityType: `content:${type}`,
      entityId: uid,
      detail: { draftVersion: saved.draftVersion },
    });
    return saved;
  });
}

/**
 * Creates a new page document as an unpublished draft (its title, no sections), audited in the
 * same transaction. A page that already has the address is a 409: nothing changes.
 */
export async function createContentPage(
  input: NewPageInput,
  staffId: string,
): Promise<{ uid: string; draftVersion: number }> {
  return getDb().transaction(async (tx) => {
    const [row] = await tx
      .insert(contentDocuments)
      .values({
        type: "page",
        uid: input.uid,
        draft: newPageDocument(input) as unknown as Record<string, unknown>,
      })
      .onConflictDoNothing({ target: [contentDocuments.type, contentDocuments.uid] })
      .returning({ draftVersion: contentDocuments.draft_version });
    if (!row)
      throw new AppError("conflict", PAGE_EXISTS_MESSAGE, { fields: { uid: PAGE_EXISTS_MESSAGE } });
    await recordStaffChange(tx, {
      staffId,
      action: "content.create_page",
      entityType: "content:page",
      entityId: input.uid,
      detail: { title: input.title },
    });
    return { uid: input.uid, draftVersion: row.draftVersion };
  });
}

/**
 * Publishes the current draft as the next version, recording who published it (the version row
 * and the audit). Every page shows settings (header, footer, maintenance mode), so every cached
 * page is renewed on its next visit.
 */
export async function publishContentDocument(
  type: ContentDocumentType,
  uid: string,
  staffUserId: string,
): Promise<PublishResult> {
  try {
    const published = await getDb().transaction(async (tx) => {
      const result = await createDatabaseContentEditor(tx).publish(type, uid, staffUserId);
      await recordStaffChange(tx, {
        staffId: staffUserId,
        action: "content.publish",
        entityType: `content:${type}`,
        entityId: uid,
        detail: { version: result.version },
      });
      return result;
    });
    invalidate(CACHE_TAGS.content);
    return published;
  } catch (error) {
    if (error instanceof ContentDocumentNotFoundError)
      throw new AppError("not_found", NO_SUCH_DOCUMENT);
    throw error;
  }
}

/**
 * Maintenance mode and the pause on new members take effect at once: the value is written to the
 * draft AND the published settings and published as the next version, without publishing any other
 * draft change waiting in the settings (that stays a draft). Audited with the new value.
 */
export async function setSiteSwitch(
  name: SiteSwitch,
  on: boolean,
  staffId: string,
): Promise<{ name: SiteSwitch; on: boolean; version: number }> {
  const result = await getDb().transaction(async (tx) => {
    const editor = createDatabaseContentEditor(tx);
    const current = await editor.getDocument("settings", SETTINGS_UID);
    if (!current) throw new AppError("not_found", NO_SUCH_DOCUMENT);
    const draft = { ...(current.draft as unknown as Record<string, unknown>), [name]: on };
    const published = {
      ...((current.published ?? current.draft) as unknown as Record<string, unknown>),
      [name]: on,
    };
    // Publish the published copy with only the switch changed, then put the draft back.
    await editor.saveDraft("settings", SETTINGS_UID, published as never);
    const { version } = await editor.publish("settings", SETTINGS_UID, staffId);
    await editor.saveDraft("settings", SETTINGS_UID, draft as never);
    await recordStaffChange(tx, {
      staffId,
      action: on ? `settings.${name}.on` : `settings.${name}.off`,
      entityType: "content:settings",
      entityId: SETTINGS_UID,
      detail: { [name]: on, version },
    });
    return { name, on, version };
  });
  invalidate(CACHE_TAGS.content);
  return result;
}

/** Every content document for the back office's list: settings, popups, then pages by uid. */
export async function listContentDocuments() {
  return getDb()
    .select({
      type: contentDocuments.type,
      uid: contentDocuments.uid,
      title: sql<string | null>`${contentDocuments.draft} -> 'data' ->> 'title'`,
      publishedVersion: contentDocuments.published_version,
      updatedAt: contentDocuments.updated_at,
      publishedAt: contentDocuments.published_at,
      unpublished: sql<boolean>`${contentDocuments.published} is distinct from ${contentDocuments.draft}`,
    })
    .from(contentDocuments)
    .orderBy(
      sql`case ${contentDocuments.type} when 'settings' then 0 when 'popups' then 1 else 2 end`,
      asc(contentDocuments.uid),
    );
}
