import { and, desc, eq, sql } from "drizzle-orm";
import type { Executor } from "@/server/db/client";
import { contentDocumentVersions, contentDocuments } from "@/server/db/schema";
import type { ContentDocumentData, ContentDocumentType } from "../content-source";

export class ContentDocumentNotFoundError extends Error {
  constructor(type: ContentDocumentType, uid: string) {
    super(`No content document '${type}/${uid}'`);
    this.name = "ContentDocumentNotFoundError";
  }
}

export interface ContentDocumentState<T extends ContentDocumentType = ContentDocumentType> {
  id: number;
  type: T;
  uid: string;
  draft: ContentDocumentData[T];
  published: ContentDocumentData[T] | null;
  draftVersion: number;
  publishedVersion: number | null;
  updatedAt: Date;
  publishedAt: Date | null;
}

export interface ContentVersion<T extends ContentDocumentType = ContentDocumentType> {
  version: number;
  data: ContentDocumentData[T];
  publishedByUserId: string | null;
  createdAt: Date;
}

export interface PublishResult {
  version: number;
  publishedAt: Date;
}

type Json = Record<string, unknown>;

/**
 * Back-office writes on content documents: edit the draft, publish it, read the history.
 * Saving a draft never changes what visitors see; only publish does.
 */
export function createDatabaseContentEditor(db: Executor) {
  async function getDocument<T extends ContentDocumentType>(
    type: T,
    uid: string,
  ): Promise<ContentDocumentState<T> | null> {
    const [row] = await db
      .select()
      .from(contentDocuments)
      .where(and(eq(contentDocuments.type, type), eq(contentDocuments.uid, uid)))
      .limit(1);
    if (!row) return null;
    return {
      id: row.id,
      type,
      uid: row.uid,
      draft: row.draft as unknown as ContentDocumentData[T],
      published: (row.published as unknown as ContentDocumentData[T] | null) ?? null,
      draftVersion: row.draft_version,
      publishedVersion: row.published_version,
      updatedAt: row.updated_at,
      publishedAt: row.published_at,
    };
  }

  /** Creates the document (unpublished) or replaces its draft; answers the new draft version. */
  async function saveDraft<T extends ContentDocumentType>(
    type: T,
    uid: string,
    data: ContentDocumentData[T],
  ): Promise<{ draftVersion: number }> {
    // A page's own uid is what the site links to, so it must match the row it is saved under.
    if (type === "page" && (data as ContentDocumentData["page"]).uid !== uid) {
      throw new Error(
        `Page data uid '${(data as ContentDocumentData["page"]).uid}' does not match '${uid}'`,
      );
    }
    const [row] = await db
      .insert(contentDocuments)
      .values({ type, uid, draft: data as unknown as Json })
      .onConflictDoUpdate({
        target: [contentDocuments.type, contentDocuments.uid],
        set: {
          draft: sql`excluded.draft`,
          draft_version: sql`${contentDocuments.draft_version} + 1`,
          updated_at: sql`now()`,
        },
      })
      .returning({ draftVersion: contentDocuments.draft_version });
    if (!row) throw new Error(`Saving the draft of '${type}/${uid}' returned no row`);
    return row;
  }

  /** Copies the draft to the published copy and records it as the next version. */
  async function publish(
    type: ContentDocumentType,
    uid: string,
    publishedByUserId?: string,
  ): Promise<PublishResult> {
    return db.transaction(async (tx) => {
      // The row lock makes concurrent publishes of one document take turns, so versions stay consecutive.
      const [row] = await tx
        .select({
          id: contentDocuments.id,
          draft: contentDocuments.draft,
          publishedVersion: contentDocuments.published_version,
        })
        .from(contentDocuments)
        .where(and(eq(contentDocuments.type, type), eq(contentDocuments.uid, uid)))
        .for("update");
      if (!row) throw new ContentDocumentNotFoundError(type, uid);
      const version = (row.publishedVersion ?? 0) + 1;
      const publishedAt = new Date();
      await tx
        .update(contentDocuments)
        .set({
          published: row.draft,
          published_version: version,
          published_at: publishedAt,
          updated_at: publishedAt,
        })
        .where(eq(contentDocuments.id, row.id));
      await tx.insert(contentDocumentVersions).values({
        document_id: row.id,
        version,
        data: row.draft,
        published_by_user_id: publishedByUserId ?? null,
        created_at: publishedAt,
      });
      return { version, publishedAt };
    });
  }

  /** Every published version of the document, newest first. */
  async function listVersions<T extends ContentDocumentType>(
    type: T,
    uid: string,
  ): Promise<ContentVersion<T>[]> {
    const rows = await db
      .select({
        version: contentDocumentVersions.version,
        data: contentDocumentVersions.data,
        publishedByUserId: contentDocumentVersions.published_by_user_id,
        createdAt: contentDocumentVersions.created_at,
      })
      .from(contentDocumentVersions)
      .innerJoin(contentDocuments, eq(contentDocuments.id, contentDocumentVersions.document_id))
      .where(and(eq(contentDocuments.type, type), eq(contentDocuments.uid, uid)))
      .orderBy(desc(contentDocumentVersions.version));
    return rows.map((r) => ({ ...r, data: r.data as unknown as ContentDocumentData[T] }));
  }

  return { getDocument, saveDraft, publish, listVersions };
}
