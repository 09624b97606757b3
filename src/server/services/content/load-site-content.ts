import "server-only";
import { cache } from "react";
import type { PageDocument } from "@/domain/content/documents";
import { parsePopups, parseSettings, type Popup, type Settings } from "@/domain/content/settings";
import { getContentSource } from "@/server/integrations/content";

export interface SiteContent {
  settings: Settings;
  popups: Popup[];
}

/** Settings and popups, read once per request (spec 7.5: on every page load). */
export const loadSiteContent = cache(async (preview: boolean): Promise<SiteContent> => {
  const source = getContentSource();
  const [settings, popups] = await Promise.all([
    source.getSettings({ preview }),
    source.getPopups({ preview }),
  ]);
  return { settings: parseSettings(settings ?? {}), popups: parsePopups(popups ?? {}) };
});

export const loadPage = cache(async (uid: string, preview: boolean): Promise<PageDocument | null> =>
  getContentSource().getPage(uid, { preview }),
);

export const loadHomePage = cache(async (preview: boolean): Promise<PageDocument | null> =>
  getContentSource().getPageByType("home", { preview }),
);
