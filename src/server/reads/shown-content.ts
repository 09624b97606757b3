import "server-only";
import type { PageDocument } from "@/domain/content/documents";
import { isPreviewing } from "@/server/http/preview-mode";
import {
  loadHomePage,
  loadPage,
  loadSiteContent,
  type SiteContent,
} from "@/server/services/content/load-site-content";
import { cachedHomePage, cachedPage, cachedSiteContent } from "./cached-reads";

/*
 * The content this request is shown: what is published, from the cached reads, or the editors'
 * drafts for staff in preview mode. Whether to show drafts is decided here, on the server, from the
 * preview cookie and the staff session (isPreviewing), never taken from a caller, and drafts are read
 * outside any 'use cache' function: those are server references anyone can call (issue 23).
 */

export async function shownSiteContent(): Promise<SiteContent> {
  return (await isPreviewing()) ? loadSiteContent(true) : cachedSiteContent();
}

export async function shownPage(uid: string): Promise<PageDocument | null> {
  return (await isPreviewing()) ? loadPage(uid, true) : cachedPage(uid);
}

export async function shownHomePage(): Promise<PageDocument | null> {
  return (await isPreviewing()) ? loadHomePage(true) : cachedHomePage();
}
