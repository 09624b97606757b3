import "server-only";
import type { SessionProfile } from "@/domain/member/types";
import { getDb } from "@/server/db/client";
import { loadSessionProfile } from "../account/load-session-profile";
import { getSignedInUser } from "@/server/auth/get-signed-in-user";

/**
 * The signed-in member as the client components of every page see it (GET /api/session); null for
 * a guest. Pages are the same for everyone (issue 8), so this is asked for by the browser.
 */
export async function getSessionProfile(headers: Headers): Promise<SessionProfile | null> {
  const user = await getSignedInUser(headers);
  if (!user) return null;
  return loadSessionProfile(getDb(), user.id, user.sessionEmail);
}
