import "server-only";
import type { PageDocument } from "@/domain/content/documents";
import { parsePopups, parseSettings, type Popup, type Settings } from "@/domain/content/settings";
import { getContentSource } from "@/server/integrations/content";

export interface SiteContent {
  settings: Settings;
  popups: Popup[];
}

/** Settings and popups (spec 7.5); pages read them through src/server/reads/. */
export async function loadSiteContent(preview: boolean): Promise<SiteContent> {
  const source = getContentSource();
  const [settings, popups] = await Promise.all([
    source.getSettings({ preview }),
    source.getPopups({ preview }),
  ]);
  return { settings: parseSettings(settings ?? {}), popups: parsePopups(popups ?? {}) };
}

export function loadPage(uid: string, preview: boolean): Promise<PageDocument | null> {
  return getContentSource().getPage(uid, { preview });
}

export function loadHomePage(preview: boolean): Promise<PageDocument | null> {
  return getContentSource().getPageByType("home", { preview });
}

/** The uid of every published page document (which of them `/{uid}` serves: `isNewPageAddress`). */
export async function loadPublishedPageUids(): Promise<string[]> {
  const pages = await getContentSource().listPages({ preview: false });
  return pages.map((page) => page.uid);
}
