import "server-only";
import { env } from "@/config/env";
import { getAuth, type Auth } from "@/server/auth";
import { resolveProfileUserId } from "./resolve-profile-user-id";

export interface SignedInUser {
  /** The profile to act on: the session's user, or the developer override outside production. */
  id: string;
  /** The session's e-mail; null when only the developer override applies. */
  sessionEmail: string | null;
}

/**
 * Who is asking, from the request's session cookie. Every member-data route and page starts
 * here, and scopes its reads and writes to this id.
 */
export async function getSignedInUser(
  headers: Headers,
  auth: Auth = getAuth(),
): Promise<SignedInUser | null> {
  const session = await auth.api.getSession({ headers });
  const id = resolveProfileUserId(session?.user.id ?? null, env());
  if (!id) return null;
  return { id, sessionEmail: session && session.user.id === id ? session.user.email : null };
}
