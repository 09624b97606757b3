import { draftMode } from "next/headers";
import type { NextRequest } from "next/server";
import { getSessionProfile } from "@/server/services/auth/get-session-profile";
import { previewRedirectPath, redirectToPath } from "@/server/services/content/preview-path";

/**
 * Starts preview mode (spec 7.5) for a signed-in staff member and sends them to ?slug= (or /).
 * Decision: anyone else gets 403 and no preview cookie.
 */
export async function GET(request: NextRequest) {
  const profile = await getSessionProfile();
  if (!profile?.isAdmin) {
    return new Response("Preview mode is for signed-in staff only.", {
      status: 403,
      headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store" },
    });
  }
  (await draftMode()).enable();
  return redirectToPath(previewRedirectPath(request.nextUrl.searchParams.get("slug")));
}
