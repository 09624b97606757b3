import type { PageDocument, PopupsDocument, SettingsDocument } from "@/domain/content/documents";

/** preview=true reads the editors' draft; false reads what has been published. */
export interface ContentReadOptions {
  preview: boolean;
}

/** The `type` column of a content document: the two single documents, or a page. */
export type ContentDocumentType = "settings" | "popups" | "page";

/** The stored JSON of each document type. */
export interface ContentDocumentData {
  settings: SettingsDocument;
  popups: PopupsDocument;
  page: PageDocument;
}

/** The uids of the two single documents. */
export const SETTINGS_UID = "settings";
export const POPUPS_UID = "popups";

/**
 * The headless content service (spec 3.6, 7.5): site settings, popups and pages.
 * A document that was never published is invisible without preview; every read answers null
 * when there is nothing to show.
 */
export interface ContentSource {
  getSettings(opts: ContentReadOptions): Promise<SettingsDocument | null>;
  getPopups(opts: ContentReadOptions): Promise<PopupsDocument | null>;
  getPage(uid: string, opts: ContentReadOptions): Promise<PageDocument | null>;
  /** The first page whose document type matches, e.g. 'home'. */
  getPageByType(type: string, opts: ContentReadOptions): Promise<PageDocument | null>;
  listPages(opts: ContentReadOptions): Promise<PageDocument[]>;
}
