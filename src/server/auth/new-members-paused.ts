import { parseSettings } from "@/domain/content/settings";
import type { Executor } from "@/server/db/client";
import { createDatabaseContentSource } from "@/server/integrations/content/local-database/database-content-source";

/** Shown when someone tries to register while settings.pauseNewMembers is on (spec 4.3). */
export const NEW_MEMBERS_PAUSED_MESSAGE =
  "We're not taking new members just now. Please join the waitlist and we'll let you know when a place opens.";

/** The published settings' pauseNewMembers flag: registration is closed while it is on. */
export async function newMembersPaused(db: Executor): Promise<boolean> {
  const settings = await createDatabaseContentSource(db).getSettings({ preview: false });
  return parseSettings(settings ?? {}).pauseNewMembers;
}
