import { sessionContract } from "@/domain/api/session-contract";
import { handleContract } from "@/server/http/handle-route";
import { getSessionProfile } from "@/server/services/auth/get-session-profile";

/**
 * GET /api/session — who is browsing: the member's profile (greeting, plan, favourites) or null.
 * The one personal read of every page; the pages themselves are the same for every visitor.
 */
export const GET = handleContract(sessionContract, { role: "guest" }, async ({ request }) =>
  Response.json(
    { profile: await getSessionProfile(request.headers) },
    { headers: { "cache-control": "private, no-store", vary: "cookie" } },
  ),
);
