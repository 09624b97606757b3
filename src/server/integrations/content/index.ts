import "server-only";
import { getDb } from "@/server/db/client";
import type { ContentSource } from "./content-source";
import { createDatabaseContentSource } from "./local-database/database-content-source";

/** The configured content source. The local one reads documents from our database. */
export function getContentSource(): ContentSource {
  return createDatabaseContentSource(getDb());
}
