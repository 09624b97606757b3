import fs from "node:fs";
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
/**
 * Integration files share one module graph per worker (issue 24: importing the shop again for each
 * file was about 40 % of their time), except those that change what a module or the process holds
 * for everyone: module mocks, stubbed or written environment variables, globals. Those run each in
 * a fresh worker, as all did before. Found by reading the files, so a new one is sorted by itself;
 * `stripeShopForFile` writes the Stripe settings into the environment for its file. (The route
 * tests' `openRouteTestShop` puts the database and auth on globalThis and takes them off when the
 * file closes: files sharing a worker run one after the other, so it is safe there.)
 */
const INTEGRATION_FOLDER = "tests/integration";
const CHANGES_SHARED_STATE =
  /vi\.(mock|doMock|stubEnv|stubGlobal|resetModules)\b|process\.env(\.\w+|\[[^\]]+\])\s*=[^=]|delete process\.env|globalThis|globals\.\w+\s*=|stripeShopForFile/;
const isolatedIntegrationFiles = fs
  .readdirSync(path.resolve(import.meta.dirname, INTEGRATION_FOLDER), { recursive: true })
  .map(String)
  .filter((file) => file.endsWith(".test.ts"))
  .filter((file) =>
    CHANGES_SHARED_STATE.test(
      fs.readFileSync(path.resolve(import.meta.dirname, INTEGRATION_FOLDER, file), "utf8"),
    ),
  )
  .map((file) => `${INTEGRATION_FOLDER}/${file}`);

const integrationTest = {
  environment: "node" as const,
  testTimeout: 60_000,
  hookTimeout: 120_000,
  // One migrated database made per run; each test file copies it (tests/helpers/template-db.ts).
  globalSetup: ["tests/helpers/template-db-setup.ts"],
  // server-only throws outside React Server Components; services are plain modules here.
  alias: { "server-only": path.resolve(import.meta.dirname, "tests/helpers/empty.ts") },
};
const integration = {
  resolve: { alias },
  test: {
    ...integrationTest,
    name: "integration",
    include: [`${INTEGRATION_FOLDER}/**/*.test.ts`],
    exclude: isolatedIntegrationFiles,
    isolate: false,
  },
};
const integrationIsolated = {
  resolve: { alias },
  test: { ...integrationTest, name: "integration-isolated", include: isolatedIntegrationFiles },
};

// `npm run mutation` (Stryker) mutates src/domain, which only the unit project tests; Stryker's
// worker processes carry STRYKER_MUTATOR_WORKER, and its Vitest runner cannot pick a project.
const mutationRun = process.env.STRYKER_MUTATOR_WORKER !== undefined;

// Instrumented code runs several times slower, so the property tests get more time there.
const mutationUnit = { ...unit, test: { ...unit.test, testTimeout: 60_000 } };

export default defineConfig({
  resolve: { alias },
  test: {
    projects: mutationRun ? [mutationUnit] : [unit, component, integration, integrationIsolated],
  },
});
