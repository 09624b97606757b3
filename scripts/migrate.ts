import { closeDatabase, databaseErrorMessage, getDatabaseHandle } from "@/server/db/client";
import { MIGRATIONS_FOLDER } from "@/server/db/migrate";

try {
  await getDatabaseHandle().migrate(MIGRATIONS_FOLDER);
  console.log("Migrations applied.");
} catch (error) {
  console.error(databaseErrorMessage(error));
  process.exitCode = 1;
} finally {
  await closeDatabase().catch(() => {});
}
