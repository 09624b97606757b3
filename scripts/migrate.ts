import { closeDatabase, getDatabaseHandle } from "@/server/db/client";
import { MIGRATIONS_FOLDER } from "@/server/db/migrate";

try {
  await getDatabaseHandle().migrate(MIGRATIONS_FOLDER);
  console.log("Migrations applied.");
} finally {
  await closeDatabase();
}
