import { defineConfig } from "drizzle-kit";

// Generating migrations needs no database: drizzle-kit diffs the schema against drizzle/meta.
export default defineConfig({
  dialect: "postgresql",
  schema: "./src/server/db/schema/index.ts",
  out: "./drizzle",
});
