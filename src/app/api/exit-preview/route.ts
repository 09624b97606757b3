import { draftMode } from "next/headers";
import type { NextRequest } from "next/server";
import { env } from "@/config/env";
import { previewRedirectPath, redirectToPath, refererPath } from "@/server/services/content/preview-path";

/** Ends preview mode (spec 7.5) and goes back to ?slug=, else the page it was called from, else /. */
export async function GET(request: NextRequest) {
  (await draftMode()).disable();
  const slug = request.nextUrl.searchParams.get("slug");
  const hosts = [request.headers.get("host"), request.headers.get("x-forwarded-host"), new URL(env().APP_URL).host];
  return redirectToPath(slug ? previewRedirectPath(slug) : refererPath(request.headers.get("referer"), hosts));
}
