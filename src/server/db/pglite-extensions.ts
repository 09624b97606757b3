import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";

/**
 * The PostgreSQL extensions every embedded database opens with (decision 064): pg_trgm, whose
 * trigram index lets the search box forgive typos. A PGlite must load an extension's files each
 * time it opens, before any statement uses it; the migration creates it in the database once
 * (`CREATE EXTENSION IF NOT EXISTS pg_trgm`). Every `new PGlite(...)` of the shop and its tests
 * passes these.
 */
export const pgliteExtensions = { pg_trgm };
