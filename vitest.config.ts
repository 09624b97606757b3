import path from "node:path";
import { defineConfig } from "vitest/config";

const alias = { "@": path.resolve(import.meta.dirname, "src") };

const unit = {
  resolve: { alias },
  test: {
    name: "unit",
    include: ["src/**/*.test.ts", "scripts/**/*.test.mjs"],
    environment: "node",
  },
};
// React components rendered in a simulated browser (happy-dom) with Testing Library.
const component = {
  resolve: { alias },
  test: { name: "component", include: ["src/**/*.test.tsx"], environment: "happy-dom" },
};
const integration = {
  resolve: { alias },
  test: {
    name: "integration",
    include: ["tests/integration/**/*.test.ts"],
    environment: "node",
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // One migrated database made per run; each test file copies it (tests/helpers/template-db.ts).
    globalSetup: ["tests/helpers/template-db-setup.ts"],
    // server-only throws outside React Server Components; services are plain modules here.
    alias: { "server-only": path.resolve(import.meta.dirname, "tests/helpers/empty.ts") },
  },
};

// `npm run mutation` (Stryker) mutates src/domain, which only the unit project tests; Stryker's
// worker processes carry STRYKER_MUTATOR_WORKER, and its Vitest runner cannot pick a project.
const mutationRun = process.env.STRYKER_MUTATOR_WORKER !== undefined;

// Instrumented code runs several times slower, so the property tests get more time there.
const mutationUnit = { ...unit, test: { ...unit.test, testTimeout: 60_000 } };

export default defineConfig({
  resolve: { alias },
  test: { projects: mutationRun ? [mutationUnit] : [unit, component, integration] },
});
