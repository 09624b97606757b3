import "server-only";
import { getDb } from "@/server/db/client";
import type { ImageStorage } from "./image-storage";
import { createDatabaseImageStorage } from "./local-database/database-image-storage";

/** The configured image store. The local one keeps images in our database. */
export function getImageStorage(): ImageStorage {
  return createDatabaseImageStorage(getDb());
}
