import "server-only";
import { PAGE_UID_MISMATCH_MESSAGE } from "@/domain/content/staff-content-request";
import { invalidate } from "@/server/cache/invalidate";
import { CACHE_TAGS } from "@/server/cache/tags";
import { getDb } from "@/server/db/client";
import { AppError } from "@/server/errors/app-error";
import type {
  ContentDocumentData,
  ContentDocumentType,
} from "@/server/integrations/content/content-source";
import {
  ContentDocumentNotFoundError,
  createDatabaseContentEditor,
  type ContentDocumentState,
  type PublishResult,
} from "@/server/integrations/content/local-database/content-editor";

const NO_SUCH_DOCUMENT = "No such document.";

/** The back office's content API: read a document's draft and published versions. */
export async function readContentDocument(
  type: ContentDocumentType,
  uid: string,
): Promise<ContentDocumentState> {
  const document = await createDatabaseContentEditor(getDb()).getDocument(type, uid);
  if (!document) throw new AppError("not_found", NO_SUCH_DOCUMENT);
  return document;
}

/** Saves a draft; visitors keep seeing the published version until it is published. */
export async function saveContentDraft(
  type: ContentDocumentType,
  uid: string,
  data: Record<string, unknown>,
): Promise<{ draftVersion: number }> {
  // A page's own uid is what the site links to, so it must match the row it is saved under.
  if (type === "page" && data.uid !== uid) {
    throw new AppError("validation_failed", PAGE_UID_MISMATCH_MESSAGE, {
      fields: { uid: PAGE_UID_MISMATCH_MESSAGE },
    });
  }
  return createDatabaseContentEditor(getDb()).saveDraft(
    type,
    uid,
    data as unknown as ContentDocumentData[typeof type],
  );
}

/**
 * Publishes the current draft as the next version, recording who published it. Every page shows
 * settings (header, footer, maintenance mode), so every cached page is renewed on its next visit.
 */
export async function publishContentDocument(
  type: ContentDocumentType,
  uid: string,
  staffUserId: string,
): Promise<PublishResult> {
  try {
    const published = await createDatabaseContentEditor(getDb()).publish(type, uid, staffUserId);
    invalidate(CACHE_TAGS.content);
    return published;
  } catch (error) {
    if (error instanceof ContentDocumentNotFoundError)
      throw new AppError("not_found", NO_SUCH_DOCUMENT);
    throw error;
  }
}
