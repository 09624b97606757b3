import { and, eq } from "drizzle-orm";
import { parseSettings, type Settings } from "@/domain/content/settings";
import type { Executor } from "@/server/db/client";
import { contentDocuments } from "@/server/db/schema";
import { SETTINGS_UID } from "@/server/integrations/content/content-source";

/** The published settings, read with the caller's executor (inside a job's transaction). */
export async function loadPublishedSettings(db: Executor): Promise<Settings> {
  const [row] = await db
    .select({ published: contentDocuments.published })
    .from(contentDocuments)
    .where(and(eq(contentDocuments.type, "settings"), eq(contentDocuments.uid, SETTINGS_UID)))
    .limit(1);
  return parseSettings(row?.published ?? {});
}
