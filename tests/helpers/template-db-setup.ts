import { ensurePgliteTemplate, ensurePostgresTemplate } from "./template-db";

// The integration project's globalSetup: the migrated template for this run's TEST_DB, made once
// before any test file starts (each file then copies it; see template-db.ts).
export default async function setup() {
  if (process.env.TEST_DB === "postgres")
    await ensurePostgresTemplate(
      process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test",
    );
  else await ensurePgliteTemplate();
}
