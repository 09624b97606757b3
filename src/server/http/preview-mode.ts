import "server-only";
import { draftMode, headers } from "next/headers";
import { cache } from "react";
import { resolveCaller } from "./caller";

/**
 * May this request be shown drafts? Only with the preview cookie AND a staff session, checked on
 * every request: the cookie alone (copied to another browser, or left behind at sign-out) shows
 * the published shop (spec 7.5, issue 7).
 */
export async function previewAllowed(
  draftCookieSet: boolean,
  requestHeaders: Headers,
): Promise<boolean> {
  if (!draftCookieSet) return false;
  return (await resolveCaller(requestHeaders)).role === "staff";
}

/**
 * The one place pages and components ask whether to show drafts; once per request. Without the
 * preview cookie nothing of the request is read, so pages stay shared and prerendered (issue 8);
 * with it, Next.js renders the page for this request only.
 */
export const isPreviewing = cache(async (): Promise<boolean> => {
  if (!(await draftMode()).isEnabled) return false;
  return previewAllowed(true, await headers());
});
