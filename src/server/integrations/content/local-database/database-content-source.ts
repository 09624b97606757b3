import { and, asc, eq, isNotNull, sql } from "drizzle-orm";
import type { PageDocument, PopupsDocument, SettingsDocument } from "@/domain/content/documents";
import type { Executor } from "@/server/db/client";
import { contentDocuments } from "@/server/db/schema";
import {
  POPUPS_UID,
  SETTINGS_UID,
  type ContentDocumentType,
  type ContentReadOptions,
  type ContentSource,
} from "../content-source";

/** The column a reader sees: editors previewing see the draft, everyone else the published copy. */
function visibleColumn(opts: ContentReadOptions) {
  return opts.preview ? contentDocuments.draft : contentDocuments.published;
}

/** Reads content documents from the shop's own database (the local stand-in for the content service). */
export function createDatabaseContentSource(db: Executor): ContentSource {
  async function readOne<T>(
    type: ContentDocumentType,
    uid: string,
    opts: ContentReadOptions,
  ): Promise<T | null> {
    const [row] = await db
      .select({ data: visibleColumn(opts) })
      .from(contentDocuments)
      .where(and(eq(contentDocuments.type, type), eq(contentDocuments.uid, uid)))
      .limit(1);
    return (row?.data as T | null | undefined) ?? null;
  }

  async function readPages(opts: ContentReadOptions, pageType?: string): Promise<PageDocument[]> {
    const column = visibleColumn(opts);
    const conditions = [eq(contentDocuments.type, "page"), isNotNull(column)];
    if (pageType !== undefined) conditions.push(sql`${column}->>'type' = ${pageType}`);
    const rows = await db
      .select({ data: column })
      .from(contentDocuments)
      .where(and(...conditions))
      .orderBy(asc(contentDocuments.id));
    return rows.flatMap((row) => (row.data ? [row.data as unknown as PageDocument] : []));
  }

  return {
    getSettings: (opts) => readOne<SettingsDocument>("settings", SETTINGS_UID, opts),
    getPopups: (opts) => readOne<PopupsDocument>("popups", POPUPS_UID, opts),
    getPage: (uid, opts) => readOne<PageDocument>("page", uid, opts),
    async getPageByType(type, opts) {
      const [page] = await readPages(opts, type);
      return page ?? null;
    },
    listPages: (opts) => readPages(opts),
  };
}
