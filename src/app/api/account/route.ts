import { validateForm } from "@/domain/forms";
import { getDb } from "@/server/db/client";
import { loadSessionProfile } from "@/server/services/account/load-session-profile";
import { updateAccountProfile } from "@/server/services/account/update-account-profile";
import { getSignedInUser } from "@/server/services/auth/get-signed-in-user";

/** POST the ACCOUNT form: validated with the same rules as the browser, saved to the member's own row. */
export async function POST(request: Request): Promise<Response> {
  const user = await getSignedInUser(request.headers);
  if (!user) return Response.json({ error: "Please log in" }, { status: 401 });
  const validation = validateForm("ACCOUNT", await request.json().catch(() => ({})));
  if (!validation.ok) return Response.json({ errors: validation.errors }, { status: 400 });
  const db = getDb();
  const result = await updateAccountProfile(db, user.id, validation.data);
  if (!result.ok) return Response.json({ errors: result.errors }, { status: 409 });
  return Response.json({ profile: await loadSessionProfile(db, user.id, user.sessionEmail) });
}
