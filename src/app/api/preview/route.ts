import { draftMode } from "next/headers";
import { handleRoute } from "@/server/http/handle-route";
import { previewRedirectPath, redirectToPath } from "@/server/http/preview-redirect";

/**
 * Starts preview mode (spec 7.5) for a signed-in staff member and sends them to ?slug= (or /).
 * A guest gets 401 and a member 403, with no preview cookie; every page checks the staff session
 * again, so the cookie alone never shows a draft.
 */
export const GET = handleRoute({ role: "staff" }, async ({ request }) => {
  (await draftMode()).enable();
  return redirectToPath(previewRedirectPath(new URL(request.url).searchParams.get("slug")));
});
