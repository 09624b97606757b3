import { isBuildPhase } from "@/config/env";
import { getDatabaseHandle } from "./client";

/**
 * The server opens its database before the first request: an embedded data folder held by another
 * process then stops this one at start, naming the folder, not at the first write. A PostgreSQL
 * pool connects lazily, so a server that is down only fails the requests that need it.
 */
export function openDatabaseAtStart(): void {
  if (isBuildPhase()) return;
  getDatabaseHandle();
}
