import { draftMode } from "next/headers";
import { env } from "@/config/env";
import { handleRoute } from "@/server/http/handle-route";
import { previewRedirectPath, redirectToPath, refererPath } from "@/server/http/preview-redirect";

/** Ends preview mode (spec 7.5) for anyone and goes back to ?slug=, else the page it was called from, else /. */
export const GET = handleRoute({ role: "guest" }, async ({ request }) => {
  (await draftMode()).disable();
  const slug = new URL(request.url).searchParams.get("slug");
  const hosts = [
    request.headers.get("host"),
    request.headers.get("x-forwarded-host"),
    new URL(env().APP_URL).host,
  ];
  return redirectToPath(
    slug ? previewRedirectPath(slug) : refererPath(request.headers.get("referer"), hosts),
  );
});
