import {
  dropStalePostgresTemplates,
  ensurePgliteTemplate,
  ensurePostgresTemplate,
  removeStalePgliteTemplates,
} from "./template-db";

// The integration project's globalSetup: the migrated template for this run's TEST_DB, made once
// before any test file starts (each file then copies it; see template-db.ts). Templates of older
// migrations are removed here, so they do not pile up on the server and under .test-data/.
export default async function setup() {
  if (process.env.TEST_DB === "postgres") {
    const adminUrl = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
    await dropStalePostgresTemplates(adminUrl);
    await ensurePostgresTemplate(adminUrl);
  } else {
    removeStalePgliteTemplates();
    await ensurePgliteTemplate();
  }
}
