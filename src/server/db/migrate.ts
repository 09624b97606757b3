import path from "node:path";
import type { DatabaseHandle } from "./client";

export const MIGRATIONS_FOLDER = path.resolve(process.cwd(), "drizzle");

export async function runMigrations(handle: DatabaseHandle, folder = MIGRATIONS_FOLDER): Promise<void> {
  await handle.migrate(folder);
}
